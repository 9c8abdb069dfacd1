/**
 * Which parts of a sidebar a page shows. A small sidebar is rendered whole on every page. A large one would make
 * every page carry the whole site's navigation (output growing with pages²), so a page shows only the current
 * page's path through it: the top-level entries, the entries of every category on the path, and each list cut to
 * a window around the entry on the path. Everything else is one link away (each collapsed category links to its
 * target, each cut-off run of entries to the nearest one), and the script loads the rest from the sidebar's
 * shared file when a reader asks for it.
 */
import type { SidebarCategory, SidebarItem } from '../../src/sidebars/types.js';

/** Sidebars with at most this many entries (links and categories) render in full on every page. */
export const FULL_SIDEBAR_ENTRIES = 150;

/**
 * How many entries of a list of a large sidebar a page shows; the rest are "Show N more" rows. The top level
 * shows the most (the site's sections), the list holding the current page a window around it (its siblings),
 * and the lists the path passes through on the way down only the category on the path: every page of a large
 * category repeats those lists, so they would cost the most output, and their "Show N more" rows reach the rest.
 */
export const TOP_LIST_WINDOW = 40;
export const LIST_WINDOW = 10;
export const PATH_LIST_WINDOW = 1;

export function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((item) =>
    item.type === 'link' ? item.href === route : item.type === 'category' && (item.href === route || containsRoute(item.items, route)),
  );
}

/** Routes of the links under each category, so finding a page's path costs the path, not the whole tree. */
const routesUnder = new WeakMap<SidebarCategory, Set<string>>();

function routesOf(category: SidebarCategory): Set<string> {
  let routes = routesUnder.get(category);
  if (!routes) {
    routes = new Set();
    for (const item of category.items) {
      if (item.type === 'link') routes.add(item.href);
      else if (item.type === 'category') {
        if (item.href) routes.add(item.href);
        for (const route of routesOf(item)) routes.add(route);
      }
    }
    routesUnder.set(category, routes);
  }
  return routes;
}

/** The category leads to the current page or holds it. */
export function isOnPath(category: SidebarCategory, route: string): boolean {
  return category.href === route || routesOf(category).has(route);
}

/**
 * Whether the entry shows when it is not the current page and leads somewhere: unlisted links do not, nor
 * categories leading nowhere, nor markup (an `html` entry), which is no target for a "Show N more" row.
 */
export function isListed(item: SidebarItem): item is Exclude<SidebarItem, { type: 'html' }> {
  if (item.type === 'html') return false;
  return item.type === 'link' ? !item.unlisted : item.href !== undefined;
}

function countEntries(items: SidebarItem[]): number {
  return items.reduce((n, item) => n + (isListed(item) ? 1 : 0) + (item.type === 'category' ? countEntries(item.items) : 0), 0);
}

/** Small sidebars keep rendering whole, on every page, exactly as they always have. */
export function rendersInFull(items: SidebarItem[]): boolean {
  return countEntries(items) <= FULL_SIDEBAR_ENTRIES;
}

/** The list has the current page as one of its own entries (a link, or a category leading to it). */
function holdsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((item) => item.type !== 'html' && item.href === route);
}

/** How many entries of the list at `depth` (0 for the top level) a page shows. */
export function windowSize(items: SidebarItem[], route: string, depth: number): number {
  if (depth === 0) return TOP_LIST_WINDOW;
  if (holdsRoute(items, route)) return LIST_WINDOW;
  // A list the path passes through; one off the path (a category that cannot collapse) keeps the siblings' window.
  return items.some((item) => item.type === 'category' && isOnPath(item, route)) ? PATH_LIST_WINDOW : LIST_WINDOW;
}

/** The range `[from, to)` of a list shown on the page: all of a short list, else a window around the entry on the path. */
export function windowOf(items: SidebarItem[], route: string, size = LIST_WINDOW): { from: number; to: number } {
  if (items.length <= size) return { from: 0, to: items.length };
  const current = items.findIndex((item) => (item.type === 'link' ? item.href === route : item.type === 'category' && isOnPath(item, route)));
  const from = current < 0 ? 0 : Math.max(0, Math.min(current - Math.floor(size / 2), items.length - size));
  return { from, to: from + size };
}

/** Listed entries in `[from, to)`. */
export function listedCount(items: SidebarItem[], from: number, to: number): number {
  return items.slice(from, to).filter(isListed).length;
}

/**
 * The href of the listed entry of `[from, to)` nearest to the shown window (the last one before it, or the first
 * one after it): its page shows the list's window around it, so a reader without the script walks on from there.
 */
export function nearestTarget(items: SidebarItem[], from: number, to: number, before: boolean): string | undefined {
  const range = items.slice(from, to).filter(isListed);
  return (before ? range[range.length - 1] : range[0])?.href;
}

/** A category's key in the sidebar file: its index at each level, from the top. */
export const pathKey = (path: number[]) => path.join('.');
