import type { ElementType, ReactNode } from 'react';
import { useCodeBlockContext, useHighlightedBlock, useOptionalCodeBlockContext } from '../docusaurus/codeBlockContext.js';
import { classNames, CodeBlockCopyButton, CodeBlockWordWrapButton } from './CodeBlockButtons.js';

/**
 * The block's frame (`CodeBlock/Container`): the theme's `.code-block`, named by its language inside a block. `as`
 * is its element (`div` by default); other props go on it.
 */
export function CodeBlockContainer({ as: As = 'div', className, children, ...props }: { as?: ElementType; className?: string; children?: ReactNode; [prop: string]: unknown }) {
  const language = useOptionalCodeBlockContext()?.metadata.language;
  return (
    <As className={classNames('code-block', className)} data-language={language} {...props}>
      {children}
    </As>
  );
}

/** The title's text (`CodeBlock/Title`), inside the theme's `.code-title`: the title as it is. */
export function CodeBlockTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/**
 * The highlighted code (`CodeBlock/Content`): the `pre` Shiki writes when the site is built, in both colour
 * modes, its lines marked and numbered as the meta says; the code plain while it cannot be highlighted.
 */
export function CodeBlockCode({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  const { pre } = useHighlightedBlock(metadata);
  if (!pre) {
    return (
      <pre className={classNames('shiki', className)} tabIndex={0}>
        <code>{metadata.code}</code>
      </pre>
    );
  }
  return <pre className={classNames(pre.className, className)} style={pre.style} tabIndex={0} dangerouslySetInnerHTML={{ __html: pre.html }} />;
}

/**
 * The block's buttons (`CodeBlock/Buttons`): `CodeBlock/Buttons/WordWrapButton` and `CodeBlock/Buttons/CopyButton`,
 * written beside the `pre` (no box of their own), where the browser script finds the code a copy button copies.
 */
export function CodeBlockButtons(_props: { className?: string }) {
  return (
    <>
      <CodeBlockWordWrapButton />
      <CodeBlockCopyButton />
    </>
  );
}

export const themeParts: Record<string, unknown> = { CodeBlockContainer, CodeBlockTitle, CodeBlockCode, CodeBlockButtons };
