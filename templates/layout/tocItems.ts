import type { TocItem } from '../../src/shared/types.js';
import { type DocusaurusTocItem, docusaurusTocItem, tocItemOfDocusaurus } from '../../src/util/tocHtml.js';

export type { DocusaurusTocItem };

/** The props both TOC components take: the theme's `items`, or Docusaurus's `toc`, which wins when both are given. */
export interface TocProps {
  items?: TocItem[];
  toc?: DocusaurusTocItem[];
}

/** The page's headings in Docusaurus's shape, for a site's TOC override that reads or rewrites `toc`. */
export function toDocusaurusToc(items: TocItem[]): DocusaurusTocItem[] {
  return items.map(docusaurusTocItem);
}

/** The headings a TOC component shows: an override's rewritten `toc` if it passed one on, else `items`. */
export function tocItemsOf({ items, toc }: TocProps): TocItem[] {
  return toc ? toc.map(tocItemOfDocusaurus) : (items ?? []);
}

/** A heading with the headings under it. */
export type Nested<T> = T & { children: Nested<T>[] };

/** Flat headings → a tree: each heading under the nearest earlier heading of a lower level. */
export function nestHeadings<T extends { level: number }>(items: readonly T[]): Nested<T>[] {
  const roots: Nested<T>[] = [];
  const stack: Nested<T>[] = [];
  for (const item of items) {
    const node: Nested<T> = { ...item, children: [] };
    while (stack.length && stack[stack.length - 1].level >= item.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}
