import { useTranslation } from '../translate.js';

/**
 * "Copy page": copies the page's Markdown, fetched only when clicked. Hidden without JavaScript, where it
 * could not work; the client script reveals it. The status region tells screen readers the copy is done.
 */
export function CopyPage({ href }: { href: string }) {
  const { text } = useTranslation();
  return (
    <div className="copy-page" data-copy-page={href} hidden>
      <button type="button" className="copy-page-button">
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M9 9h10v12H9zM5 15H4V3h11v1" />
        </svg>
        <span className="copy-page-label">{text('docs-gen.copyPage.label', 'Copy page')}</span>
      </button>
      <span className="copy-page-status" role="status" />
    </div>
  );
}
