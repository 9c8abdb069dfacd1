import { SEARCH_SCRIPT_CALLBACK, type SearchManifest } from '../../shared/searchIndexFormat.js';
import { createSearchEngine, type SearchEngine } from './engine.js';

let loading: Promise<SearchEngine> | undefined;

/** Script files being loaded, by name: each hands its data to SEARCH_SCRIPT_CALLBACK under its name. */
const scripts = new Map<string, (data: unknown) => void>();

/**
 * A search file from the file system (hash-router output opened from disk), where browsers refuse to fetch: its
 * script twin, written beside it, loaded with a script element.
 */
function loadScript(url: string): Promise<unknown> {
  const src = url.replace(/\.json$/, '.js');
  const name = src.slice(src.lastIndexOf('/') + 1);
  const global = window as unknown as Record<string, unknown>;
  global[SEARCH_SCRIPT_CALLBACK] ??= (file: string, data: unknown) => scripts.get(file)?.(data);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    scripts.set(name, (data) => {
      scripts.delete(name);
      script.remove();
      resolve(data);
    });
    script.src = src;
    script.onerror = () => {
      scripts.delete(name);
      script.remove();
      reject(new Error(`${src}: not loaded`));
    };
    document.head.append(script);
  });
}

async function fetchJson(url: string): Promise<unknown> {
  if (location.protocol === 'file:') return loadScript(url);
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
