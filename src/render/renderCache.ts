import type { Page, PageSection } from '../shared/types.js';
import { BuildCache, cacheKey } from '../util/buildCache.js';
import { TOOL_BUILD_ID } from '../util/toolBuild.js';
import type { RenderInput } from './types.js';

/** Bumped when what a cached render holds changes shape. */
export const RENDER_CACHE_VERSION = 1;

/**
 * HTML kept at most: the cache is one JSON file, and a string can hold about half a billion characters. Pages
 * past it (a site of many thousands of pages) are rendered every time.
 */
const MAX_CACHED_CHARS = 100_000_000;

/** A page as rendered, with the sections the search index reads from that HTML. */
export interface CachedRender {
  /** The output file, relative to the output folder. */
  file: string;
  html: string;
  sections?: PageSection[];
}

/** Maps serialise as their entries, so sidebars and navigation are part of a key like plain objects. */
function withMaps(_key: string, value: unknown): unknown {
  return value instanceof Map ? [...value] : value;
}

/**
 * Everything a page's render reads besides the page itself: the config (less where the output goes), the
 * sidebars, the navbar's routes, the asset URLs, the site's components, and the route and source file of
 * every page and static file (what the link resolver writes). The theme is part of the tool, so its build id
 * stands for it.
 */
function siteKeyOf(input: RenderInput, componentsFingerprint: string, staticFiles: string[]): string {
  const { outDir: _outDir, outPath: _outPath, ...config } = input.config;
  const targets = input.pages.map((p) => [p.route, p.sourceFile]);
  return cacheKey(
    RENDER_CACHE_VERSION,
    TOOL_BUILD_ID ?? '',
    JSON.stringify(config, withMaps),
    JSON.stringify(input.sidebars, withMaps),
    JSON.stringify(input.navRoutes, withMaps),
    JSON.stringify(input.assets),
    componentsFingerprint,
    JSON.stringify(targets),
    JSON.stringify(staticFiles),
  );
}

/**
 * Rendered pages kept between builds, keyed by the page (its compiled body, front matter and data), its
 * place in the navigation and everything site-wide the layout reads (siteKeyOf): an unchanged page of an
 * unchanged site is not rendered again. React page modules are always rendered (their code is not in the
 * key), and so is everything when running from source (no build id stands for the theme).
 */
export class RenderCache {
  private readonly store?: BuildCache<CachedRender>;
  private readonly siteKey: string;
  /** HTML characters this build keeps (hits and new entries): the entries the cache file is saved with. */
  private chars = 0;

  constructor(rootDir: string, input: RenderInput, options: { enabled: boolean; componentsFingerprint?: string; staticFiles: string[] }) {
    this.siteKey = '';
    if (!options.enabled || !TOOL_BUILD_ID || options.componentsFingerprint === undefined) return;
    this.siteKey = siteKeyOf(input, options.componentsFingerprint, options.staticFiles);
    this.store = new BuildCache(rootDir, `render-v${RENDER_CACHE_VERSION}`);
  }

  /** Whether a build of the site at `rootDir` has saved rendered pages (when none has, every page will render). */
  static saved(rootDir: string): boolean {
    return BuildCache.saved(rootDir, `render-v${RENDER_CACHE_VERSION}`);
  }

  /** The page's key, or undefined when its render is not cached. */
  keyOf(page: Page, input: RenderInput): string | undefined {
    if (!this.store || page.layout === 'page') return undefined;
    return cacheKey(this.siteKey, JSON.stringify(page), JSON.stringify(input.navigation.get(page.id) ?? null));
  }

  get(key: string | undefined): CachedRender | undefined {
    const hit = key === undefined ? undefined : this.store?.get(key);
    if (hit) this.chars += hit.html.length;
    return hit;
  }

  /** Keeps a page's render, unless the cache already holds as much HTML as one file can carry. */
  set(key: string | undefined, value: CachedRender): void {
    if (key === undefined || this.chars + value.html.length > MAX_CACHED_CHARS) return;
    this.chars += value.html.length;
    this.store?.set(key, value);
  }

  save(): void {
    this.store?.save();
  }
}
