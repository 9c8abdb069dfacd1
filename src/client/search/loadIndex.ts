import type { SearchManifest } from '../../shared/searchIndexFormat.js';
import { createSearchEngine, type SearchEngine } from './engine.js';

let loading: Promise<SearchEngine> | undefined;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Fetches the index manifest once per page session; the engine then fetches the chunks each query needs,
 * from beside the manifest, once each. Later opens (and client navigations) reuse it all, so search keeps
 * working offline for what was loaded. A failed load is forgotten, so the next open tries again.
 */
export function loadSearchEngine(manifestUrl: string): Promise<SearchEngine> {
  const base = new URL(manifestUrl, location.href);
  loading ??= fetchJson(manifestUrl)
    .then((manifest) => {
      // Hash routing writes pages' URLs relative to the index's folder, as the page reading them may be in any.
      const pageUrl = (url: string) => (url[0] === '.' ? new URL(url, base).href : url);
      const engine = createSearchEngine(manifest as SearchManifest, (file) => fetchJson(new URL(file, base).href), pageUrl);
      engine.warm();
      return engine;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
