import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';

/** Date formats by locale: making one takes longer than rendering the rest of a page's footer. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatDate(locale: string, date: Date): string {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })));
  return format.format(date);
}

/** Docusaurus's `LastUpdated`: "Last updated on … by …" under a guide; `lastUpdatedAt` in milliseconds, as Docusaurus gives it. */
export function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: { lastUpdatedAt?: number; lastUpdatedBy?: string }) {
  const { config } = useSiteContext();
  const { node } = useTranslation();
  if (lastUpdatedAt === undefined && !lastUpdatedBy) return null;
  const date = lastUpdatedAt === undefined ? undefined : new Date(lastUpdatedAt);
  const atDate = date ? node('theme.lastUpdated.atDate', ' on {date}', { date: <time dateTime={date.toISOString()}>{formatDate(config.locale, date)}</time> }) : '';
  const byUser = lastUpdatedBy ? node('theme.lastUpdated.byUser', ' by {user}', { user: <b>{lastUpdatedBy}</b> }) : '';
  return <span className="doc-last-updated">{node('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}', { atDate, byUser })}</span>;
}
