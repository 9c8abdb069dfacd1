import { parseEntities } from 'parse-entities';
import type { TocItem, TocRun } from '../shared/types.js';
import { escapeHtml } from './escapeHtml.js';

/**
 * Docusaurus's `toc` values are a heading's text as HTML, its code in `<code>`: site code may render them as
 * HTML. These convert between that and docs-gen's text and code runs, which the theme renders through React.
 */

/** A heading as a Docusaurus `toc` value. */
export function tocHtml(item: Pick<TocItem, 'text' | 'runs'>): string {
  return item.runs ? item.runs.map((run) => (run.code ? `<code>${escapeHtml(run.text)}</code>` : escapeHtml(run.text))).join('') : escapeHtml(item.text);
}

/** The text of HTML: its tags dropped and character references decoded, so it reaches the page through React's escaping. */
const textOfHtml = (html: string) => parseEntities(html.replace(/<[^>]*>/g, ''));

/** A `toc` value (HTML, as a site's code may rewrite it) as text, with its `<code>` as runs; other tags are dropped. */
export function tocTextOfHtml(html: string): Pick<TocItem, 'text' | 'runs'> {
  const runs: TocRun[] = [];
  let last = 0;
  for (const match of html.matchAll(/<code(?:\s[^>]*)?>([\s\S]*?)<\/code>/g)) {
    if (match.index > last) runs.push({ text: textOfHtml(html.slice(last, match.index)) });
    runs.push({ text: textOfHtml(match[1]), code: true });
    last = match.index + match[0].length;
  }
  if (last < html.length) runs.push({ text: textOfHtml(html.slice(last)) });
  const text = runs.map((run) => run.text).join('');
  return runs.some((run) => run.code) ? { text, runs: runs.filter((run) => run.text) } : { text };
}
