import type { OutputFile, Page } from '../shared/types.js';
import { BuildCache, cacheKey } from '../util/buildCache.js';
import { TOOL_BUILD_ID } from '../util/toolBuild.js';
import { createSearchIndexFile } from './searchIndex.js';

/**
 * The search index file, from the site's cache when no page and no page URL changed since it was built.
 * The key hashes whole pages rather than the fields the index reads today, so a new field cannot go stale;
 * hashing them costs a fraction of building the index. Without a build id (running from source) nothing is kept.
 */
export function cachedSearchIndexFile(rootDir: string, pages: Page[], url: (route: string) => string, enabled: boolean): OutputFile {
  if (!enabled || !TOOL_BUILD_ID) return createSearchIndexFile(pages, { url });
  const store = new BuildCache<OutputFile & { contents: string }>(rootDir, 'search-v1');
  const key = cacheKey(TOOL_BUILD_ID, JSON.stringify(pages), JSON.stringify(pages.map((p) => url(p.route))));
  let file = store.get(key);
  if (!file) {
    const made = createSearchIndexFile(pages, { url });
    file = { path: made.path, contents: String(made.contents) };
    store.set(key, file);
  }
  store.save();
  return file;
}
