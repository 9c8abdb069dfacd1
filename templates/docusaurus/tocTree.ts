import { useMemo } from 'react';
import { type DocusaurusTocItem, type Nested, nestHeadings } from '../layout/tocItems.js';

/**
 * The TOC helpers of `@docusaurus/theme-common/internal` a swizzled `TOCItems` calls: the page's `toc` as
 * Docusaurus's tree (`{ value, id, level, children }`), which it hands to `@theme/TOCItems/Tree`.
 */
export type TOCTreeNode = Nested<DocusaurusTocItem>;

/** Headings outside the levels give way to their children, so an h3 under a dropped h2 moves up, as in Docusaurus. */
function filterTree(nodes: readonly TOCTreeNode[], min: number, max: number): TOCTreeNode[] {
  return nodes.flatMap((node) => {
    const children = filterTree(node.children, min, max);
    return node.level >= min && node.level <= max ? [{ ...node, children }] : children;
  });
}

export function useTreeifiedTOC(toc: readonly DocusaurusTocItem[]): readonly TOCTreeNode[] {
  return useMemo(() => nestHeadings(toc), [toc]);
}

/** Nested first and filtered after, as Docusaurus does, so a heading keeps the parent it has on the page. */
export function useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel }: { toc: readonly DocusaurusTocItem[]; minHeadingLevel: number; maxHeadingLevel: number }): readonly TOCTreeNode[] {
  return useMemo(() => filterTree(nestHeadings(toc), minHeadingLevel, maxHeadingLevel), [toc, minHeadingLevel, maxHeadingLevel]);
}

/** Marks nothing: the theme's script marks the heading being read, on links with the `toc-link` class. */
export function useTOCHighlight(_config?: unknown): void {}
