import type { RenderInput } from '../render/types.js';
import { ROUTE_LIST_DIR } from '../shared/emittedFiles.js';
import { routeListOf } from '../shared/nearestRoutes.js';
import type { OutputFile } from '../shared/types.js';
import { resolveUrl, urlContextOf } from '../shared/url.js';
import { contentHash } from './assets.js';

/**
 * Routes a 404 page carries in its own HTML. A larger site's list (every page's route and title: 80 KB at 1,200
 * pages) is a shared, content-hashed file the page fetches, as large sidebars' are, so the 404 page stays as
 * light as any other.
 */
export const INLINE_ROUTES = 150;

/** The route list's shared file and its URL, for a site with more than INLINE_ROUTES listed pages. */
export function createRouteListFile(input: Pick<RenderInput, 'pages' | 'config'>): { file: OutputFile; url: string } | undefined {
  const routes = routeListOf(input.pages, input.config.trailingSlash);
  if (routes.length <= INLINE_ROUTES) return undefined;
  const json = JSON.stringify(routes);
  const file = { path: `${ROUTE_LIST_DIR}/routes.${contentHash(json)}.json`, contents: json };
  return { file, url: resolveUrl(`/${file.path}`, urlContextOf(input.config)) };
}
