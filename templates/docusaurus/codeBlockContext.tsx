import { createContext, type CSSProperties, type ReactNode, useContext } from 'react';
import { parseCodeMeta } from '../../src/markdown/codeMeta.js';
import type { MagicComment } from '../../src/shared/magicCommentKinds.js';
import { usePageContext } from '../context.js';
import { parseLanguage, parseLines } from './codeBlockUtils.js';
import type { useCodeWordWrap } from './codeWordWrap.js';

/**
 * A code block as Docusaurus 3.8+ hands it to its parts (`CodeBlock/Layout`, `Content`, `Buttons`) through
 * `useCodeBlockContext()` of `@docusaurus/theme-common/internal`, with the same fields.
 */
export interface CodeBlockMetadata {
  /** The code as written, magic comments included. */
  codeInput: string;
  /** The code shown, without its magic comments. */
  code: string;
  /** Always holds `language-<language>`. */
  className: string;
  language: string;
  title: ReactNode;
  /** The first line's number when the lines are numbered. */
  lineNumbersStart: number | undefined;
  /** The classes of the lines, by 0-based index. */
  lineClassNames: Record<number, string[]>;
}

export interface CodeBlockContextValue {
  metadata: CodeBlockMetadata;
  wordWrap: ReturnType<typeof useCodeWordWrap>;
}

/** What a block was made from, for highlighting it as a fence of the same text and meta is highlighted. */
interface BlockInput {
  metastring?: string;
  showLineNumbers?: boolean | number;
  title?: string;
}

const inputs = new WeakMap<CodeBlockMetadata, BlockInput>();

/** The title the meta names (`title="app.ts"`), or `''`, as Docusaurus's `parseCodeBlockTitle` reads it. */
export function parseCodeBlockTitle(metastring?: string): string {
  return (metastring && parseCodeMeta(metastring, 0).title) || '';
}

/** Docusaurus's `createCodeBlockMetadata`: the block's language, title, shown code and line classes from its props. */
export function createCodeBlockMetadata(params: {
  code: string;
  className?: string;
  language?: string;
  defaultLanguage?: string;
  metastring?: string;
  magicComments?: MagicComment[];
  title?: ReactNode;
  showLineNumbers?: boolean | number;
}): CodeBlockMetadata {
  const language = params.language ?? parseLanguage(params.className ?? '') ?? params.defaultLanguage ?? 'text';
  const { code, lineClassNames } = parseLines(params.code, { metastring: params.metastring, language, magicComments: params.magicComments });
  const own = params.className ?? '';
  const className = own.split(' ').includes(`language-${language}`) ? own : [own, `language-${language}`].filter(Boolean).join(' ');
  const title = parseCodeBlockTitle(params.metastring) || params.title;
  const meta = parseCodeMeta(params.metastring, 0);
  const numbers = params.showLineNumbers ?? (meta.showLineNumbers ? (meta.firstLineNumber ?? true) : undefined);
  const lineNumbersStart = numbers === undefined || numbers === false ? undefined : numbers === true ? 1 : numbers;
  const metadata = { codeInput: params.code, code, className, language, title, lineNumbersStart, lineClassNames };
  inputs.set(metadata, { metastring: params.metastring, showLineNumbers: params.showLineNumbers, title: typeof params.title === 'string' ? params.title : undefined });
  return metadata;
}

const CodeBlockContext = createContext<CodeBlockContextValue | undefined>(undefined);

/** Docusaurus's `CodeBlockContextProvider`: the block its parts render. */
export function CodeBlockContextProvider({ metadata, wordWrap, children }: CodeBlockContextValue & { children?: ReactNode }) {
  return <CodeBlockContext.Provider value={{ metadata, wordWrap }}>{children}</CodeBlockContext.Provider>;
}

/** Docusaurus's `useCodeBlockContext`: the block being rendered; outside one it throws, as in Docusaurus. */
export function useCodeBlockContext(): CodeBlockContextValue {
  const value = useContext(CodeBlockContext);
  if (!value) throw new Error('useCodeBlockContext() is called outside a code block (CodeBlockContextProvider)');
  return value;
}

/** The block being rendered, if any: for parts that also render outside one (`CodeBlock/Container`). */
export function useOptionalCodeBlockContext(): CodeBlockContextValue | undefined {
  return useContext(CodeBlockContext);
}

/** The block's `<pre>` as the highlighter writes it, and its copy button's label. */
export interface HighlightedBlock {
  pre?: { className: string; style?: CSSProperties; html: string };
  copyLabel: string;
}

const PRE = /<pre class="([^"]*)"(?: style="([^"]*)")? tabindex="0">([\s\S]*)<\/pre>/;
const COPY_LABEL = /<button type="button" class="copy-button" aria-label="([^"]*)"/;
const DEFAULT_COPY_LABEL = 'Copy code to clipboard';

/** `background-color:#fff;--shiki-dark:#e1e4e8` as React's style object, which React writes back the same. */
function styleObject(style: string): CSSProperties {
  const result: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    result[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = declaration.slice(colon + 1).trim();
  }
  return result;
}

const highlighted = new WeakMap<CodeBlockMetadata, HighlightedBlock>();

/**
 * The block highlighted as a fence of the same code and meta is (the same call as the theme's `<CodeBlock>`, so
 * the same HTML), split into the parts that render it. Without a page being rendered, or while its language is
 * not loaded yet (the page is rendered again once it is), there is no `pre`: the code is shown plain.
 */
export function useHighlightedBlock(metadata: CodeBlockMetadata | undefined): HighlightedBlock {
  const ctx = usePageContext();
  if (!metadata) return { copyLabel: DEFAULT_COPY_LABEL };
  const known = highlighted.get(metadata);
  if (known) return known;
  const input = inputs.get(metadata);
  // Metadata a site's part made itself: its shown code, numbered as it says.
  const block = input
    ? { code: metadata.codeInput, language: metadata.language, title: input.title, metastring: input.metastring, showLineNumbers: input.showLineNumbers }
    : { code: metadata.code, language: metadata.language, showLineNumbers: metadata.lineNumbersStart };
  const html = ctx?.highlightCode(block);
  if (html === undefined) return { copyLabel: DEFAULT_COPY_LABEL };
  const pre = PRE.exec(html);
  const result: HighlightedBlock = {
    pre: pre ? { className: pre[1], style: pre[2] === undefined ? undefined : styleObject(pre[2]), html: pre[3] } : undefined,
    copyLabel: COPY_LABEL.exec(html)?.[1] ?? DEFAULT_COPY_LABEL,
  };
  highlighted.set(metadata, result);
  return result;
}
