import { createSearchEngine } from '../../src/client/search/engine.js';
import type { SearchIndexFiles } from '../../src/emit/searchIndex.js';
import type { SearchManifest } from '../../src/shared/searchIndexFormat.js';

/** The engine over an index held in memory, as the browser gets it (through JSON); `loaded` lists fetched files. */
export function engineOf(index: SearchIndexFiles) {
  const loaded: string[] = [];
  const read = (file: string) => {
    const json = index.files.get(file);
    if (!json) throw new Error(`no file ${file}`);
    return JSON.parse(json) as unknown;
  };
  const engine = createSearchEngine(read(index.manifest) as SearchManifest, async (file) => {
    loaded.push(file);
    return read(file);
  });
  return { engine, loaded };
}
