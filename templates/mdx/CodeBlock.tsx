import { Children, isValidElement, type ComponentType, type ReactNode } from 'react';
import { usePageContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { blockClasses, classNames } from './CodeBlockButtons.js';
import { codeBlockPartsOverridden } from './codeBlockOverrides.js';
import { CodeBlockElement, CodeBlockString } from './CodeBlockContent.js';

export interface CodeBlockProps {
  children?: ReactNode;
  title?: string;
  language?: string;
  /**
   * `language-x` names the language when `language` does not, as on a Markdown `<code>`; its other classes go on
   * the block, as Docusaurus puts them on its container (`<CodeBlock className={styles.code}>`).
   */
  className?: string;
  /** A fence's meta: `{1,3-5}`, `title="…"`, `showLineNumbers`. */
  metastring?: string;
  /** Numbers the lines; a number is the first line's. */
  showLineNumbers?: boolean | number;
}

/** Strings (and arrays of them) are code; children holding elements are shown as they are, as Docusaurus does. */
function codeText(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return undefined;
  return Array.isArray(children) ? children.join('') : typeof children === 'string' ? children : undefined;
}

/**
 * A code block written as a component (`<CodeBlock language="ts" title="…">{source}</CodeBlock>`): its text
 * is known only when the page renders, where it is highlighted as a fence of that language and meta would be.
 * Outside a page render, or with elements as children, it is shown plain in the same frame. When the site
 * overrides a part of the block, it renders through the parts, as Docusaurus's does: `CodeBlock/Content/String`
 * for code, `CodeBlock/Content/Element` for elements.
 */
export function CodeBlock(props: CodeBlockProps) {
  if (!codeBlockPartsOverridden) return <CodeBlockOwnHtml {...props} />;
  const text = codeText(props.children);
  return text === undefined ? <CodeBlockElement {...props} /> : <CodeBlockString {...props}>{text}</CodeBlockString>;
}

/** The block as one string of highlighted HTML, as fenced code is compiled, when no part of it is overridden. */
function CodeBlockOwnHtml({ children, title, language, className, metastring, showLineNumbers }: CodeBlockProps) {
  const ctx = usePageContext();
  const { text: translated } = useTranslation();
  // Without a language of its own, the config's default one (Docusaurus's `prism.defaultLanguage`).
  const lang = language ?? className?.split(' ').find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? ctx?.config.defaultCodeLanguage;
  const text = codeText(children);
  const html = text === undefined ? undefined : ctx?.highlightCode({ code: text, language: lang, title, metastring, showLineNumbers });
  const own = blockClasses(className);
  if (html !== undefined) return <CodeBlockHtml language={lang ?? 'text'} html={html} className={own} />;
  return (
    <div className={classNames('code-block', own)} data-language={lang ?? 'text'}>
      {title && <div className="code-title">{title}</div>}
      <pre className="shiki" tabIndex={0}>
        <code>{text !== undefined ? text.replace(/\n$/, '') : children}</code>
      </pre>
      <button type="button" className="copy-button" aria-label={translated('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard')} hidden>
        {translated('theme.CodeBlock.copy', 'Copy')}
      </button>
    </div>
  );
}

/** A fenced code block highlighted at build time: the compiler hands over its HTML as one string. */
export function CodeBlockHtml({ language, html, className }: { language: string; html: string; className?: string; code?: string; meta?: string; preProps?: string }) {
  return <div className={classNames('code-block', className)} data-language={language} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The theme's own CodeBlock, whatever a site's override makes `CodeBlock` of this module. */
export const ThemeCodeBlock = CodeBlock;

/**
 * Fenced code as Docusaurus renders it when a site overrides `CodeBlock`: through the override, given the code
 * and its meta as written (`className="language-x"`, `metastring`). Pages compiled without them keep their HTML.
 */
export function fencedCodeThrough(Override: ComponentType<CodeBlockProps>): ComponentType<Parameters<typeof CodeBlockHtml>[0]> {
  return function FencedCode(props) {
    if (props.code === undefined) return <CodeBlockHtml {...props} />;
    return (
      <Override className={`language-${props.language}`} metastring={props.meta || undefined}>
        {props.code}
      </Override>
    );
  };
}

/** The `code` element of a fenced block, as Docusaurus gives it to a site's MDX `pre`: its props are the code as written. */
interface FencedCodeProps {
  className?: string;
  metastring?: string;
  children?: ReactNode;
}

/**
 * The code of a fenced block inside a site's `pre`: the block highlighted when the page compiled while its props are
 * as written, highlighted as the page renders when the `pre` changed them (a cloned element with fewer lines, or
 * another language).
 */
function fencedCodeElement(block: { language: string; html: string; code: string }) {
  return function FencedCodeElement({ className, metastring, children }: FencedCodeProps) {
    if (children === `${block.code}\n` && className === `language-${block.language}`) return <CodeBlockHtml language={block.language} html={block.html} />;
    return (
      <CodeBlock className={className} metastring={metastring}>
        {children}
      </CodeBlock>
    );
  };
}

/**
 * Fenced code as Docusaurus renders it when a site's MDXComponents maps `pre` or `code`: a `pre` (given what the
 * site's plugins set on it, `data-snack`) around a `code` of `className="language-x"`, `metastring` and the code as
 * written, which the site's `code` renders, else the block as compiled. Pages compiled without their code keep their HTML.
 */
export function fencedCodeThroughMdx(Pre: ComponentType<{ children?: ReactNode }> | undefined, Code: ComponentType<FencedCodeProps> | undefined): ComponentType<Parameters<typeof CodeBlockHtml>[0]> {
  return function FencedMdxCode(props) {
    if (props.code === undefined) return <CodeBlockHtml {...props} />;
    const Inner = Code ?? fencedCodeElement({ language: props.language, html: props.html, code: props.code });
    // Ending in a newline, as MDX gives a fence's code: a one-line block is no inline code.
    const code = (
      <Inner className={`language-${props.language}`} metastring={props.meta || undefined}>
        {`${props.code}\n`}
      </Inner>
    );
    const preProps = props.preProps ? (JSON.parse(props.preProps) as Record<string, string>) : {};
    return Pre ? <Pre {...preProps}>{code}</Pre> : code;
  };
}
