import { useHighlightedBlock, useOptionalCodeBlockContext } from '../docusaurus/codeBlockContext.js';

/** Classes joined, the empty ones left out. */
export function classNames(...names: (string | false | null | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}

/** The classes of a code block's `className` other than its language's, which Docusaurus gives its container. */
export function blockClasses(className: string | undefined): string | undefined {
  return classNames(...(className?.split(/\s+/).filter((name) => !name.startsWith('language-')) ?? []));
}

/**
 * The copy button of the block being rendered (`CodeBlock/Buttons/CopyButton`), written in English and hidden:
 * the browser script shows it in the page's language and copies the code of the `pre` beside it (its parent's
 * `pre code`). A site's own keeps the `copy-button` class and that place for the script to drive it.
 */
export function CodeBlockCopyButton({ className }: { className?: string }) {
  const block = useOptionalCodeBlockContext();
  const { copyLabel } = useHighlightedBlock(block?.metadata);
  return (
    <button type="button" className={classNames('copy-button', className)} aria-label={copyLabel} hidden>
      Copy
    </button>
  );
}

/**
 * Docusaurus's word-wrap toggle (`CodeBlock/Buttons/WordWrapButton`), which it shows only in the browser for code
 * that scrolls: a docs-gen page is rendered once, on the server, so the theme's is nothing.
 */
export function CodeBlockWordWrapButton(_props: { className?: string }) {
  return null;
}

/** The theme's own parts of this module, whatever a site's overrides make of its exports. */
export const themeParts: Record<string, unknown> = { CodeBlockCopyButton, CodeBlockWordWrapButton };
