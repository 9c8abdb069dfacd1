import fs from 'node:fs';
import path from 'node:path';
import { siteFile } from './mapPlugins.js';
import { type Migration, sitePath } from './migration.js';

/**
 * `clientModules`, relative to the written config: Docusaurus's paths are absolute once evaluated (sites write
 * them with `require.resolve`), or relative to the site folder. A file that is not there is listed.
 */
export function migrateClientModules(m: Migration, value: unknown): void {
  if (!Array.isArray(value)) return;
  const files: string[] = [];
  value.forEach((entry, i) => {
    const at = `clientModules[${i}]`;
    if (typeof entry !== 'string') return m.track.notCarried(at, entry, 'not a path: docs-gen takes the path of a script or a stylesheet of the site');
    // Named without its extension, as webpack resolves it, a module is the file with one.
    const file = sitePath(m, siteFile(m, entry), true);
    if (!fs.existsSync(path.resolve(m.outDir, file))) return m.track.notCarried(at, entry, 'no such file in the site: copy it into the site and add it to `clientModules`');
    files.push(file);
    m.track.carried(at);
  });
  if (files.length) m.out.clientModules = files;
  if (!value.length) m.track.carried('clientModules');
}
