import type { Page } from '../../src/shared/types.js';
import { useSiteContext } from '../context.js';

function EditIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

/** Date formats by locale: making one takes longer than rendering the rest of a page's footer. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatDate(locale: string, date: Date): string {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format.format(date);
}

/** "Edit this page" and "Last updated on … by …" under a guide, when the site asks for them (config `editUrl`, `showLastUpdateTime`, `showLastUpdateAuthor`). */
/** Without `page` (site code's `<DocItemFooter />`, which Docusaurus renders from its context), the page being rendered's. */
export function DocFooter({ page: given }: { page?: Page }) {
  const { config, page: current } = useSiteContext();
  const page = given ?? current;
  if (!page) return null;
  if (!page.editUrl && page.lastUpdatedAt === undefined && page.lastUpdatedBy === undefined) return null;
  const date = page.lastUpdatedAt === undefined ? undefined : new Date(page.lastUpdatedAt * 1000);
  const author = page.lastUpdatedBy;
  return (
    <div className="doc-footer">
      {page.editUrl && (
        <a className="doc-edit-link" href={page.editUrl} target="_blank" rel="noopener noreferrer">
          <EditIcon />
          Edit this page
        </a>
      )}
      {(date || author) && (
        <span className="doc-last-updated">
          Last updated
          {date && (
            <>
              {' on '}
              <time dateTime={date.toISOString()}>{formatDate(config.locale, date)}</time>
            </>
          )}
          {author && (
            <>
              {' by '}
              <b>{author}</b>
            </>
          )}
        </span>
      )}
    </div>
  );
}
