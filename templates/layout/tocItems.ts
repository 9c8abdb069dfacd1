import { parseEntities } from 'parse-entities';
import type { TocItem } from '../../src/shared/types.js';

/** A heading as Docusaurus hands it to `@theme/TOC`: its text as HTML in `value`. */
export interface DocusaurusTocItem {
  value: string;
  id: string;
  level: number;
}

/** The props both TOC components take: the theme's `items`, or Docusaurus's `toc`, which wins when both are given. */
export interface TocProps {
  items?: TocItem[];
  toc?: DocusaurusTocItem[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text of a heading's HTML: its tags dropped and character references decoded, so it reaches the page through React's escaping. */
function textOfHtml(html: string): string {
  return parseEntities(html.replace(/<[^>]*>/g, ''));
}

/** The page's headings in Docusaurus's shape, for a site's TOC override that reads or rewrites `toc`. */
export function toDocusaurusToc(items: TocItem[]): DocusaurusTocItem[] {
  return items.map(({ id, text, level }) => ({ value: escapeHtml(text), id, level }));
}

/** The headings a TOC component shows: an override's rewritten `toc` if it passed one on, else `items`. */
export function tocItemsOf({ items, toc }: TocProps): TocItem[] {
  return toc ? toc.map(({ value, id, level }) => ({ id, level, text: textOfHtml(value) })) : (items ?? []);
}
