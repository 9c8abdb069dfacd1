import type { Page } from '../shared/types.js';
import type { Crumb, PageLinkRef, PageNavigation, SidebarCategory, SidebarItem } from './types.js';

/** A category's target: its linked doc, or else the first link inside it (SPEC: a category's target is its first link). */
export function firstLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.unlisted) return item.href;
    if (item.type === 'category') {
      const found = item.href ?? firstLink(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

export function fillCategoryTargets(items: SidebarItem[]): void {
  for (const item of items) {
    if (item.type !== 'category') continue;
    fillCategoryTargets(item.items);
    item.href ??= firstLink(item.items);
  }
}

/** The pages of a sidebar in reading order: category docs first, then their items. */
function readingOrder(items: SidebarItem[], out: { docId: string; label: string; href: string; category?: true }[] = []) {
  for (const item of items) {
    if (item.type === 'link') {
      if (item.docId && !item.unlisted && !item.ref) out.push({ docId: item.docId, label: item.label, href: item.href });
    } else if (item.type === 'category') {
      if (item.docId && item.href && !item.linkUnlisted) out.push({ docId: item.docId, label: item.label, href: item.href, category: true });
      readingOrder(item.items, out);
    }
  }
  return out;
}

/**
 * Where a category's crumb leads: the category's own page, as in Docusaurus. A category without one is text: its
 * first link is only where the sidebar label leads (SPEC), and as a crumb it would name one page as the whole
 * section (`Virtual machines` leading to `List VMs`) or lead to the page being read. An unlisted link doc, or
 * the current page, is no target either.
 */
function crumbTarget(category: SidebarCategory, route: string): string | undefined {
  if (!category.docId || category.linkUnlisted || !category.href || category.href === route) return undefined;
  return category.href;
}

/** Breadcrumbs and previous/next links of a page in its sidebar; front matter can override prev/next. */
/**
 * What every page's navigation reads from its sidebar, worked out once per sidebar: walking the sidebar again
 * for each page made a site's navigation cost grow with the square of its pages.
 */
export interface SidebarIndex {
  /** The sidebar's pages in reading order (see readingOrder). */
  order: { docId: string; label: string; href: string; category?: true }[];
  /** A doc's first place in `order`. */
  positionOf: Map<string, number>;
  /** A route's categories, from the top (the first place it appears, as findTrail finds it). */
  trailOf: Map<string, SidebarCategory[]>;
  /** The docs the sidebar holds (see sidebarContains). */
  docIds: Set<string>;
  /** A category's own page (its link): the category, which names the page at the end of its breadcrumbs. */
  categoryOf: Map<string, SidebarCategory>;
}

export function indexSidebar(items: SidebarItem[]): SidebarIndex {
  const order = readingOrder(items);
  const positionOf = new Map<string, number>();
  order.forEach((entry, i) => {
    if (!positionOf.has(entry.docId)) positionOf.set(entry.docId, i);
  });
  const trailOf = new Map<string, SidebarCategory[]>();
  const categoryOf = new Map<string, SidebarCategory>();
  const docIds = new Set<string>();
  const walk = (list: SidebarItem[], trail: SidebarCategory[]) => {
    for (const item of list) {
      if (item.type === 'link') {
        if (!trailOf.has(item.href)) trailOf.set(item.href, trail);
        if (!item.ref && item.docId) docIds.add(item.docId);
      } else if (item.type === 'category') {
        if (item.docId) {
          docIds.add(item.docId);
          if (item.href && !trailOf.has(item.href)) {
            trailOf.set(item.href, trail);
            categoryOf.set(item.href, item);
          }
        }
        walk(item.items, [...trail, item]);
      }
    }
  };
  walk(items, []);
  return { order, positionOf, trailOf, docIds, categoryOf };
}

export function computeNavigation(
  page: Page,
  sidebarName: string | undefined,
  sidebar: SidebarIndex | undefined,
  pagesById: Map<string, Page>,
  /** The id a `pagination_prev`/`pagination_next` of the page names (a versioned doc names its own version's docs). */
  docIdOf: (id: string) => string = (id) => id,
): PageNavigation {
  const nav: PageNavigation = { sidebar: sidebarName, breadcrumbs: [] };
  if (sidebar) {
    const trail = sidebar.trailOf.get(page.route) ?? [];
    nav.breadcrumbs = trail.map((c): Crumb => ({ label: c.label, href: crumbTarget(c, page.route) }));
    const { order } = sidebar;
    const at = sidebar.positionOf.get(page.id) ?? -1;
    if (at !== -1) {
      const prev = order[at - 1];
      const next = order[at + 1];
      // A category's own page is named by the page, not the category, as Docusaurus names it there.
      const labelOf = (entry: (typeof order)[number]) => {
        const doc = pagesById.get(entry.docId);
        return doc?.frontMatter.pagination_label ?? (entry.category && doc ? doc.sidebarLabel : entry.label);
      };
      if (prev) nav.prev = { label: labelOf(prev), href: prev.href };
      if (next) nav.next = { label: labelOf(next), href: next.href };
    }
  }
  // A category's own page ends its trail as the category, as Docusaurus names it there.
  nav.breadcrumbs.push({ label: sidebar?.categoryOf.get(page.route)?.label ?? page.sidebarLabel });
  const override = (id: string | null | undefined): PageLinkRef | undefined | null => {
    if (id === undefined) return undefined;
    if (id === null) return null;
    const target = pagesById.get(docIdOf(id));
    return target ? { label: target.frontMatter.pagination_label ?? target.sidebarLabel, href: target.route } : undefined;
  };
  const prev = override(page.frontMatter.pagination_prev);
  const next = override(page.frontMatter.pagination_next);
  if (prev !== undefined) nav.prev = prev ?? undefined;
  if (next !== undefined) nav.next = next ?? undefined;
  return nav;
}
