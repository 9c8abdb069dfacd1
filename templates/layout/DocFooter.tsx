import type { Page } from '../../src/shared/types.js';
import { useSiteContext } from '../context.js';
import { EditThisPage } from './EditThisPage.js';

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
      {page.editUrl && <EditThisPage editUrl={page.editUrl} />}
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
