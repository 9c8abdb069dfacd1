import type { Page } from '../shared/types.js';
import { nearest } from '../shared/nearest.js';

/** The existing route to name beside a broken link, by the route the link looked for. */
export type RouteSuggester = (missing: string) => string | undefined;

/**
 * Suggestions for one link check of a site: one text shown on many pages (an OpenAPI description reached
 * through $ref) repeats its broken links on each of them, and comparing a route with every route of a
 * large API reference took seconds each time; each missing route is looked up once. The routes are listed
 * only when a link is broken.
 */
export function routeSuggester(pagesByRoute: ReadonlyMap<string, Page>): RouteSuggester {
  let routes: string[] | undefined;
  const found = new Map<string, string | undefined>();
  return (missing) => {
    if (!found.has(missing)) found.set(missing, nearest(missing, (routes ??= [...pagesByRoute.keys()]), { always: true }));
    return found.get(missing);
  };
}
