import type { ReactNode } from 'react';
import { usePageContext } from '../context.js';
import { CodeBlockContextProvider, createCodeBlockMetadata } from '../docusaurus/codeBlockContext.js';
import { useCodeWordWrap } from '../docusaurus/codeWordWrap.js';
import { blockClasses } from './CodeBlockButtons.js';
import { CodeBlockLayout } from './CodeBlockLayout.js';
import { CodeBlockContainer } from './CodeBlockParts.js';

/** The props Docusaurus gives `CodeBlock/Content/String` and `CodeBlock/Content/Element`: the `CodeBlock`'s. */
export interface CodeBlockContentProps {
  children?: ReactNode;
  className?: string;
  /** A fence's meta as written (`title="app.ts" {2} showLineNumbers`, and any attribute of the site's own). */
  metastring?: string;
  title?: string;
  showLineNumbers?: boolean | number;
  language?: string;
}

/**
 * A block whose code is a string (`CodeBlock/Content/String`), fenced or written as `<CodeBlock>`: its metadata
 * (language, title, shown code, line classes) made as Docusaurus makes it, with the config's default language and
 * magic comments, given to `CodeBlock/Layout` through `useCodeBlockContext()`.
 */
export function CodeBlockString({ children, className, metastring, title, showLineNumbers, language }: CodeBlockContentProps & { children: string }) {
  const config = usePageContext()?.config;
  const metadata = createCodeBlockMetadata({
    code: children,
    className,
    metastring,
    title,
    showLineNumbers,
    language,
    defaultLanguage: config?.defaultCodeLanguage,
    magicComments: config?.magicComments,
  });
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}

/**
 * A block whose children hold elements (`CodeBlock/Content/Element`): shown as they are, not highlighted, in
 * `CodeBlock/Container`, as Docusaurus shows them.
 */
export function CodeBlockElement({ children, className, title, language }: CodeBlockContentProps) {
  const config = usePageContext()?.config;
  const lang = language ?? className?.split(' ').find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? config?.defaultCodeLanguage;
  return (
    <CodeBlockContainer className={blockClasses(className)} data-language={lang ?? 'text'}>
      {title && <div className="code-title">{title}</div>}
      <pre className="shiki" tabIndex={0}>
        <code>{children}</code>
      </pre>
      <button type="button" className="copy-button" aria-label="Copy code to clipboard" hidden>
        Copy
      </button>
    </CodeBlockContainer>
  );
}

export const themeParts: Record<string, unknown> = { CodeBlockString, CodeBlockElement };
