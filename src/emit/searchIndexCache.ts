import type { OutputFile, Page, PageSection } from '../shared/types.js';
import crypto from 'node:crypto';
import { BuildCache } from '../util/buildCache.js';
import { TOOL_BUILD_ID } from '../util/toolBuild.js';

/** Bumped when what a cached index holds changes shape. */
export const SEARCH_CACHE_VERSION = 1;

export interface CachedSearchIndex {
  manifestPath: string;
  files: OutputFile[];
}

/**
 * The search index of the last build, reused while every page's data and rendered sections and the page
 * URLs are unchanged: building it is the largest cost of a rebuild in which nothing changed. Keyed by the
 * tool's build id too, so an index made by other code is never reused; running from source nothing is kept.
 */
export class SearchIndexCache {
  private readonly store?: BuildCache<CachedSearchIndex>;

  constructor(rootDir: string, enabled: boolean, locale?: string) {
    if (enabled && TOOL_BUILD_ID) this.store = new BuildCache(rootDir, `search-v${SEARCH_CACHE_VERSION}`, true, locale);
  }

  /**
   * The key of an index of these pages, their sections as given and their URLs; the page bodies are left out (the
   * sections stand for them). Hashed page by page: one string of every page's data was the largest allocation of
   * a 10,000-page build.
   */
  static key(pages: Page[], sections: (page: Page) => PageSection[], url: (route: string) => string, lastVersions = new Map<string, string>()): string {
    const hash = crypto.createHash('sha1').update(`${SEARCH_CACHE_VERSION}\0${TOOL_BUILD_ID ?? ''}\0${JSON.stringify([...lastVersions])}\0`);
    for (const page of pages) {
      const { body: _body, ...data } = page;
      hash.update(JSON.stringify([data, sections(page), url(page.route)]));
    }
    return hash.digest('hex');
  }

  /** The cached index for the key `key()` gives (asked for only when caching is on), or the one `build` makes, kept for the next build. */
  through(key: () => string, build: () => CachedSearchIndex): CachedSearchIndex {
    if (!this.store) return build();
    const wanted = key();
    const hit = this.store.get(wanted);
    if (hit) return hit;
    const made = build();
    this.store.set(wanted, made);
    return made;
  }

  /** Keeps the entry this build used and drops the rest. */
  save(): void {
    this.store?.save();
  }
}
