/**
 * What the build writes into the output folder besides each page's `<route>index.html`: a few files at the
 * root, and everything under the assets folder (theme CSS and scripts, the search index, large sidebars'
 * shared files, page images).
 * The emitters name their files from here, and routes are checked against it, so no page can claim one.
 */
export const ASSETS_DIR = 'assets';
export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';
export const NOT_FOUND_FILE = '404.html';
/** The route the 404 page renders at. */
export const NOT_FOUND_ROUTE = `/${NOT_FOUND_FILE}`;
/** Large sidebars' shared files, `<sidebar name>.<content hash>.json` (see src/shared/sidebarFileFormat.ts). */
export const SIDEBAR_FILES_DIR = `${ASSETS_DIR}/sidebars`;
/** A large site's route list for its 404 page, `routes.<content hash>.json` (see routeListFile.ts). */
export const ROUTE_LIST_DIR = `${ASSETS_DIR}/routes`;
/** The file of a page inside its route's folder. */
export const PAGE_FILE = 'index.html';

/**
 * The file a route's page is written to, relative to the output folder: `/a/b/` → `a/b/index.html`, or, where
 * URLs end without a slash (`trailingSlash: false`), `a/b.html`, which static hosts serve at `/a/b`. The home
 * is `index.html` either way.
 */
export function pageFileOf(route: string, trailingSlash = true): string {
  const rel = route.replace(/^\//, '');
  return trailingSlash || !rel ? `${rel}${PAGE_FILE}` : `${rel.replace(/\/+$/, '')}.html`;
}

/** Generated files a site's static folder may replace with its own: a default, where Docusaurus has none. */
export const DEFAULT_ROOT_FILES: readonly string[] = [ROBOTS_FILE];

/** Files at the root of the output folder, whatever the site. */
export const EMITTED_ROOT_FILES: readonly string[] = [SITEMAP_FILE, ROBOTS_FILE, NOT_FOUND_FILE];

/** The search index's files (see searchIndexFormat.ts): a manifest, term chunks and fragment chunks. */
export const SEARCH_DIR = `${ASSETS_DIR}/search`;
export type SearchFileKind = 'manifest' | 'terms' | 'fragments';

/** A search file's name, from its kind and the hash of its contents: `terms.3f2a9c01de.json`. */
export function searchFileName(kind: SearchFileKind, hash: string): string {
  return `${kind}.${hash}.json`;
}
