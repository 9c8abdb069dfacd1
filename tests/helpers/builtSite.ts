import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './site.js';

/**
 * The repository's own site as `npm test` builds it just before the test run (`build/`).
 * Site tests read it instead of building it again in every test file.
 */
export const builtSiteDir = path.join(repoRoot, 'build');

export function requireBuiltSite(): string {
  if (!fs.existsSync(path.join(builtSiteDir, 'index.html'))) {
    throw new Error('build/ is missing: run `npm run build` (npm test does it) before the site tests');
  }
  return builtSiteDir;
}

/** Every route of the built site, from its index.html files, e.g. `/cli/overview/`. */
export function builtRoutes(dir = requireBuiltSite()): string[] {
  const routes: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name === 'index.html') routes.push(`/${rel ? `${rel}/` : ''}`);
    }
  };
  walk('');
  return routes.sort();
}
