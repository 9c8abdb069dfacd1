import type { TocItem } from '../shared/types.js';

/** The headings a page's table of contents lists, between the min and max levels. */
export function selectToc(headings: TocItem[], minLevel: number, maxLevel: number): TocItem[] {
  return headings.filter((h) => h.level >= minLevel && h.level <= maxLevel);
}
