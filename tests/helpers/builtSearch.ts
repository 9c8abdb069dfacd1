import fs from 'node:fs';
import path from 'node:path';
import { createSearchEngine, type SearchEngine } from '../../src/client/search/engine.js';
import type { SearchManifest } from '../../src/shared/searchIndexFormat.js';

/**
 * The search engine the browser runs, over a built site's index files read from disk: the manifest the home
 * page links to, and each chunk when a query asks for it. `loaded` lists the files read, in order.
 */
export function builtSearchEngine(siteDir: string): { engine: SearchEngine; loaded: string[]; manifestFile: string } {
  const html = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  const url = /data-search-index="([^"]+)"/.exec(html)?.[1];
  if (!url) throw new Error(`${siteDir}/index.html has no search button`);
  const manifestFile = path.join(siteDir, url.replace(/^\//, ''));
  const loaded: string[] = [];
  const read = (file: string) => {
    loaded.push(file);
    return JSON.parse(fs.readFileSync(path.join(path.dirname(manifestFile), file), 'utf8')) as unknown;
  };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as SearchManifest;
  return { engine: createSearchEngine(manifest, async (file) => read(file)), loaded, manifestFile };
}
