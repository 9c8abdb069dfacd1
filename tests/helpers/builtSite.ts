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

/** Every route of the built site with a page (not a redirect), from its index.html files, e.g. `/cli/overview/`. */
export function builtRoutes(dir = requireBuiltSite()): string[] {
  return [...builtPages(dir)].filter(([, to]) => !to).map(([route]) => route);
}

/** The routes of the built site that send the reader on (a meta refresh), each with where to. */
export function redirectRoutes(dir = requireBuiltSite()): Map<string, string> {
  return new Map([...builtPages(dir)].filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** Every route with an index.html, sorted, and where its page redirects to (undefined for a page). */
function builtPages(dir: string): Map<string, string | undefined> {
  const routes: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name === 'index.html') routes.push(`/${rel ? `${rel}/` : ''}`);
    }
  };
  walk('');
  const target = (route: string) => /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(fs.readFileSync(path.join(dir, route, 'index.html'), 'utf8'))?.[1];
  return new Map(routes.sort().map((route) => [route, target(route)]));
}
