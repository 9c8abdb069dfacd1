import type { CSSProperties } from 'react';
import { codeBlockInput } from '../../src/markdown/codeBlockInput.js';
import { DEFAULT_MAGIC_COMMENTS, DOCUSAURUS_HIGHLIGHT, type MagicComment } from '../../src/shared/magicCommentKinds.js';

/**
 * The code block helpers of `@docusaurus/theme-common/internal` a swizzled `CodeBlock` (or one of its parts)
 * calls, with Docusaurus's signatures. Lines are read by docs-gen's own parsing, so a site's copy of the block
 * highlights the lines a fence of the same text and meta highlights.
 */

/** `'language-js foo'` → `'js'`: the language MDX names in a code element's class, if any. */
export function parseLanguage(className: string): string | undefined {
  return className
    .split(' ')
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
}

/** Whether the meta asks for line numbers, read as loosely as Docusaurus reads it. */
export function containsLineNumbers(metastring?: string): boolean {
  return Boolean(metastring?.includes('showLineNumbers'));
}

export interface ParseLinesOptions {
  metastring: string | undefined;
  language: string | undefined;
  /** The kinds of comments to read: `useThemeConfig().prism.magicComments` in a swizzled block. */
  magicComments?: MagicComment[];
}

/**
 * The code without its magic comments, and the classes of its lines by 0-based index, as Docusaurus's
 * `parseLines` gives them. A `{1,3}` range in the meta wins over the comments and keeps the code as it is.
 */
export function parseLines(content: string, { metastring, language, magicComments = DEFAULT_MAGIC_COMMENTS }: ParseLinesOptions): { code: string; lineClassNames: Record<number, string[]> } {
  const { code, options } = codeBlockInput(content.replace(/\n$/, ''), language, metastring ?? '', magicComments);
  const lineClassNames: Record<number, string[]> = {};
  // docs-gen draws a range's lines as its own highlighted ones, whichever kind the config lists first.
  for (const line of options.highlightLines) lineClassNames[line - 1] = [DOCUSAURUS_HIGHLIGHT];
  for (const [line, classes] of options.lineClasses ?? []) lineClassNames[line - 1] = [...(lineClassNames[line - 1] ?? []), ...classes];
  return { code, lineClassNames };
}

/** The plain colours of a Prism theme as the CSS variables Docusaurus's code block sets from them. */
export function getPrismCssVariables(prismTheme: { plain: { color?: string; backgroundColor?: string } }): CSSProperties {
  const variables: Record<string, string> = {};
  if (typeof prismTheme.plain.color === 'string') variables['--prism-color'] = prismTheme.plain.color;
  if (typeof prismTheme.plain.backgroundColor === 'string') variables['--prism-background-color'] = prismTheme.plain.backgroundColor;
  return variables;
}
