import type { Page } from '../shared/types.js';
import { isGeneratedIndexPage } from './generatedIndex.js';
import type { SiteGraph } from './types.js';

/**
 * Everything of a page that sidebars, breadcrumbs and prev/next links are built from; with generated index pages,
 * also its description (its excerpt, from the body), which their cards show.
 */
function navigationKey(page: Page, withDescription: boolean): string {
  return JSON.stringify([
    withDescription ? page.description : undefined,
    page.id,
    page.route,
    page.sourceFile,
    page.title,
    page.sidebarLabel,
    page.sidebarPosition,
    page.sidebarBadge,
    page.dirId,
    page.defaultSidebar,
    page.frontMatter,
  ]);
}

/**
 * Swaps recompiled pages into the graph without rebuilding sidebars, when none of them changed anything
 * the navigation is made of (an edit to a page's body, the common case). Returns undefined when the
 * sidebars must be rebuilt.
 */
export function patchGraphPages(graph: SiteGraph, changed: Page[]): SiteGraph | undefined {
  const byId = new Map(changed.map((page) => [page.id, page]));
  const cards = graph.pages.some(isGeneratedIndexPage);
  for (const page of changed) {
    const before = graph.pagesById.get(page.id);
    if (!before || navigationKey(before, cards) !== navigationKey(page, cards)) return undefined;
  }
  const pages = graph.pages.map((page) => byId.get(page.id) ?? page);
  return {
    ...graph,
    pages,
    pagesById: new Map(pages.map((p) => [p.id, p])),
    pagesByRoute: new Map(pages.map((p) => [p.route, p])),
  };
}
