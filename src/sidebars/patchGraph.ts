import type { Page } from '../shared/types.js';
import type { SiteGraph } from '../sidebars/types.js';

/** Everything of a page that sidebars, breadcrumbs and prev/next links are built from. */
function navigationKey(page: Page): string {
  return JSON.stringify([
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
  for (const page of changed) {
    const before = graph.pagesById.get(page.id);
    if (!before || navigationKey(before) !== navigationKey(page)) return undefined;
  }
  const pages = graph.pages.map((page) => byId.get(page.id) ?? page);
  return {
    ...graph,
    pages,
    pagesById: new Map(pages.map((p) => [p.id, p])),
    pagesByRoute: new Map(pages.map((p) => [p.route, p])),
  };
}
