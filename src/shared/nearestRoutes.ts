import { editDistance } from './nearest.js';
import type { Page } from './types.js';

/** The id of the 404 page's JSON script that lists the site's routes and titles. */
export const ROUTE_LIST_ID = 'docs-gen-route-list';

export interface RouteEntry {
  route: string;
  title: string;
}

/** Every listed page's route and title, from which the 404 page suggests the nearest to a missing path. */
export function routeListOf(pages: readonly Pick<Page, 'route' | 'title' | 'frontMatter'>[], trailingSlash?: boolean): RouteEntry[] {
  // A site served without trailing slashes (`trailingSlash: false`) has its pages at `/guides/setup`: the list gives
  // them so, and the 404 page's suggestions link there.
  const address = (route: string) => (trailingSlash === false && route !== '/' ? route.slice(0, -1) : route);
  return pages.filter((p) => !p.frontMatter.unlisted).map((p) => ({ route: address(p.route), title: p.title }));
}

const segmentsOf = (route: string) => route.split('/').filter(Boolean);

/** A requested path as routes are written: lower case, no `index.html`/`.html`, slashes at both ends. */
export function normalizeRequestedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    /* a malformed escape stays as typed */
  }
  const bare = decoded.toLowerCase().replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  const parts = segmentsOf(bare);
  return parts.length ? `/${parts.join('/')}/` : '/';
}

const tokensOf = (text: string) => text.split(/[^a-z0-9]+/).filter((t) => t.length >= 2);

/**
 * How far a route is from the requested path (lower is nearer), or undefined when it is no plausible meaning of
 * it. The nearest of: a page under the requested path (a section's address); the whole path within a few typos,
 * after dropping leading segments at one point each (an old `/docs/` prefix); the last segment within a few typos
 * (a page moved to another section keeps its name); every word of the request among the route's words.
 */
function distance(requested: string, route: string): number | undefined {
  const want = segmentsOf(requested);
  const have = route.toLowerCase();
  const candidates: number[] = [];
  if (have.startsWith(requested)) candidates.push((segmentsOf(have).length - want.length) / 2);
  for (let drop = 0; drop < want.length; drop++) {
    const rest = `/${want.slice(drop).join('/')}/`;
    const typos = editDistance(rest, have);
    if (typos <= Math.max(2, rest.length * 0.3)) candidates.push(typos + drop);
  }
  const last = want[want.length - 1];
  const own = segmentsOf(have).pop();
  if (own) {
    const typos = editDistance(last, own);
    if (typos <= Math.max(last.length, own.length) * 0.34) candidates.push(typos + 2);
  }
  const words = tokensOf(requested);
  const routeWords = tokensOf(have);
  if (words.length && words.every((w) => routeWords.includes(w))) candidates.push(2 + (routeWords.length - words.length) / 10);
  return candidates.length ? Math.min(...candidates) : undefined;
}

/**
 * The routes nearest to a path that was not found, nearest first, at most `limit`; routes that are no plausible
 * meaning of the request are left out, so an unrelated path gets no suggestions.
 */
export function nearestRoutes(path: string, routes: RouteEntry[], limit = 5): RouteEntry[] {
  const requested = normalizeRequestedPath(path);
  if (requested === '/') return [];
  return routes
    .filter((entry) => entry.route !== '/')
    .map((entry) => ({ entry, d: distance(requested, entry.route) }))
    .filter((c): c is { entry: RouteEntry; d: number } => c.d !== undefined)
    .sort((a, b) => a.d - b.d || a.entry.route.length - b.entry.route.length)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
