import { useCodeBlockContext } from '../docusaurus/codeBlockContext.js';
import { CodeBlockButtons, CodeBlockCode, CodeBlockContainer, CodeBlockTitle } from './CodeBlockParts.js';

/**
 * A block's layout (`CodeBlock/Layout`), as in Docusaurus 3.8+: the block comes from `useCodeBlockContext()`, and
 * `CodeBlock/Container` holds the title (`CodeBlock/Title` in `.code-title`), `CodeBlock/Content` and
 * `CodeBlock/Buttons`. An empty block is an empty frame, without its title or buttons, as the theme shows it.
 */
export function CodeBlockLayout({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  const empty = metadata.code === '';
  return (
    <CodeBlockContainer as="div" className={className}>
      {metadata.title && !empty ? (
        <div className="code-title">
          <CodeBlockTitle>{metadata.title}</CodeBlockTitle>
        </div>
      ) : null}
      <CodeBlockCode />
      {empty ? null : <CodeBlockButtons />}
    </CodeBlockContainer>
  );
}

export const themeParts: Record<string, unknown> = { CodeBlockLayout };
