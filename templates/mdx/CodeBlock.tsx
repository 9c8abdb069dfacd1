import type { ReactNode } from 'react';

/**
 * A code block written as a component (`<CodeBlock language="bash" title="…">`). Fenced code is highlighted
 * at build time instead; this one is shown plain, with the same frame and copy button.
 */
export function CodeBlock({ children, title, language }: { children?: ReactNode; title?: string; language?: string }) {
  return (
    <div className="code-block" data-language={language ?? 'text'}>
      {title && <div className="code-title">{title}</div>}
      <pre className="shiki" tabIndex={0}>
        <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
      </pre>
      <button type="button" className="copy-button" aria-label="Copy code to clipboard" hidden>
        Copy
      </button>
    </div>
  );
}

/** A fenced code block highlighted at build time: the compiler hands over its HTML as one string. */
export function CodeBlockHtml({ language, html }: { language: string; html: string }) {
  return <div className="code-block" data-language={language} dangerouslySetInnerHTML={{ __html: html }} />;
}
