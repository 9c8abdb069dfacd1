import type { SearchPayload } from '../../shared/searchIndexFormat.js';
import { createSearchEngine, type SearchEngine } from './engine.js';

let loading: Promise<SearchEngine> | undefined;

/**
 * Fetches and decodes the index once per page session; later opens (and client navigations) reuse it, so
 * search keeps working offline. A failed load is forgotten, so the next open tries again.
 */
export function loadSearchEngine(url: string): Promise<SearchEngine> {
  loading ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<SearchPayload>;
    })
    .then(createSearchEngine)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
