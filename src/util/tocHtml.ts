import { parseEntities } from 'parse-entities';
import type { TocItem, TocMark, TocRun } from '../shared/types.js';
import { escapeHtml } from './escapeHtml.js';

/**
 * Docusaurus's `toc` values are a heading's text as HTML, its code in `<code>`: site code may render them as
 * HTML. These convert between that and docs-gen's text and code runs, which the theme renders through React.
 */

const openTag = (mark: TocMark) =>
  typeof mark === 'string' ? `<${mark}>` : `<${mark.tag}${mark.className === undefined ? '' : ` class="${escapeHtml(mark.className)}"`}>`;
const closeTag = (mark: TocMark) => `</${typeof mark === 'string' ? mark : mark.tag}>`;

/** A heading as a Docusaurus `toc` value. */
export function tocHtml(item: Pick<TocItem, 'text' | 'runs'>): string {
  if (!item.runs) return escapeHtml(item.text);
  return item.runs
    .map((run) => {
      const marks = run.marks ?? [];
      const text = run.code ? `<code>${escapeHtml(run.text)}</code>` : escapeHtml(run.text);
      return `${marks.map(openTag).join('')}${text}${[...marks].reverse().map(closeTag).join('')}`;
    })
    .join('');
}

const TAGS = /<(\/?)([a-z][a-z0-9-]*)(\s[^>]*)?>/gi;
const EMPHASIS = new Set(['em', 'strong', 'del']);
/**
 * Elements without content, where nothing of the heading's text is; and links, whose text the TOC's own link
 * holds (a link inside a link is no HTML).
 */
const DROPPED = new Set(['a', 'area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const CLASS = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/** The mark an opening tag puts on the text after it. */
function markOfTag(tag: string, attributes: string): TocMark {
  if (EMPHASIS.has(tag)) return tag as TocMark;
  const cls = CLASS.exec(attributes);
  const className = cls ? parseEntities(cls[1] ?? cls[2]) : undefined;
  return className === undefined ? { tag } : { tag, className };
}

/** The text of HTML: its tags dropped and character references decoded, so it reaches the page through React's escaping. */
const textOfHtml = (html: string) => parseEntities(html.replace(/<[^>]*>/g, ''));

/**
 * A `toc` value (HTML, as a site's code may rewrite it) as text, with its `<code>`, emphasis and other elements
 * (with their class) as runs; elements without content (`<br>`, `<img>`) are dropped.
 */
export function tocTextOfHtml(html: string): Pick<TocItem, 'text' | 'runs'> {
  const runs: TocRun[] = [];
  const open: { tag: string; mark?: TocMark }[] = [];
  const add = (part: string) => {
    const text = textOfHtml(part);
    if (!text) return;
    const marks = open.flatMap((entry) => (entry.mark ? [entry.mark] : []));
    runs.push({ text, ...(open.some((entry) => entry.tag === 'code') ? { code: true as const } : {}), ...(marks.length ? { marks } : {}) });
  };
  let last = 0;
  for (const match of html.matchAll(TAGS)) {
    add(html.slice(last, match.index));
    last = match.index + match[0].length;
    const tag = match[2].toLowerCase();
    if (DROPPED.has(tag)) continue;
    if (!match[1]) open.push(tag === 'code' ? { tag } : { tag, mark: markOfTag(tag, match[3] ?? '') });
    else {
      const at = open.map((entry) => entry.tag).lastIndexOf(tag);
      if (at >= 0) open.splice(at, 1);
    }
  }
  add(html.slice(last));
  const text = runs.map((run) => run.text).join('');
  return runs.some((run) => run.code || run.marks) ? { text, runs } : { text };
}

/** A heading as Docusaurus lists it in a `toc`: its text as HTML in `value`. */
export interface DocusaurusTocItem {
  value: string;
  id: string;
  level: number;
}

/** A heading in Docusaurus's shape. */
export const docusaurusTocItem = (item: TocItem): DocusaurusTocItem => ({ value: tocHtml(item), id: item.id, level: item.level });

/** A Docusaurus `toc` entry (a site's code may have written or rewritten it) as the theme's heading. */
export const tocItemOfDocusaurus = ({ value, id, level }: DocusaurusTocItem): TocItem => ({ id, level, ...tocTextOfHtml(value) });
