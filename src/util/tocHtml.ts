import { parseEntities } from 'parse-entities';
import type { TocItem, TocMark, TocRun } from '../shared/types.js';
import { escapeHtml } from './escapeHtml.js';

/**
 * Docusaurus's `toc` values are a heading's text as HTML, its code in `<code>`: site code may render them as
 * HTML. These convert between that and docs-gen's text and code runs, which the theme renders through React.
 */

/** A heading as a Docusaurus `toc` value. */
export function tocHtml(item: Pick<TocItem, 'text' | 'runs'>): string {
  if (!item.runs) return escapeHtml(item.text);
  return item.runs
    .map((run) => {
      const marks = run.marks ?? [];
      const text = run.code ? `<code>${escapeHtml(run.text)}</code>` : escapeHtml(run.text);
      return `${marks.map((mark) => `<${mark}>`).join('')}${text}${[...marks].reverse().map((mark) => `</${mark}>`).join('')}`;
    })
    .join('');
}

const TAGS = /<(\/?)(code|em|strong|del)(?:\s[^>]*)?>/gi;

/** The text of HTML: its tags dropped and character references decoded, so it reaches the page through React's escaping. */
const textOfHtml = (html: string) => parseEntities(html.replace(/<[^>]*>/g, ''));

/**
 * A `toc` value (HTML, as a site's code may rewrite it) as text, with its `<code>`, `<em>`, `<strong>` and `<del>`
 * as runs; other tags are dropped.
 */
export function tocTextOfHtml(html: string): Pick<TocItem, 'text' | 'runs'> {
  const runs: TocRun[] = [];
  const open: string[] = [];
  const add = (part: string) => {
    const text = textOfHtml(part);
    if (!text) return;
    const marks = open.filter((tag): tag is TocMark => tag !== 'code');
    runs.push({ text, ...(open.includes('code') ? { code: true as const } : {}), ...(marks.length ? { marks } : {}) });
  };
  let last = 0;
  for (const match of html.matchAll(TAGS)) {
    add(html.slice(last, match.index));
    last = match.index + match[0].length;
    const tag = match[2].toLowerCase();
    if (!match[1]) open.push(tag);
    else if (open.includes(tag)) open.splice(open.lastIndexOf(tag), 1);
  }
  add(html.slice(last));
  const text = runs.map((run) => run.text).join('');
  return runs.some((run) => run.code || run.marks) ? { text, runs } : { text };
}
