import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtRoutes, redirectRoutes, requireBuiltSite } from '../helpers/builtSite.js';
import { repoRoot } from '../helpers/site.js';

const expected = fs
  .readFileSync(path.join(repoRoot, 'tests', 'site', 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

function sidebarLinks(html: string): string[] {
  const nav = /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
}

describe('the OGC site', () => {
  it('serves exactly the routes of ROUTES.txt, plus the 404 page and the references\' base routes, which redirect', () => {
    const dir = requireBuiltSite();
    expect(builtRoutes(dir)).toEqual([...expected].sort());
    expect(fs.existsSync(path.join(dir, '404.html'))).toBe(true);
    expect(redirectRoutes(dir)).toEqual(new Map([['/api/', '/api/overview/'], ['/cli/commands/', '/cli/commands/ogc/']]));
  });

  it('puts every page in the sidebar SPEC gives it: docs, cli or api', () => {
    const dir = requireBuiltSite();
    for (const route of expected) {
      const html = fs.readFileSync(path.join(dir, route, 'index.html'), 'utf8');
      const links = sidebarLinks(html);
      const area = route.startsWith('/api/') ? '/api/' : route.startsWith('/cli/') ? '/cli/' : 'docs';
      expect(links.length, route).toBeGreaterThan(0);
      const inArea = links.filter((href) => (area === 'docs' ? !href.startsWith('/api/') && !href.startsWith('/cli/') : href.startsWith(area)));
      expect(inArea.length, `${route} shows a sidebar of another area`).toBe(links.filter((h) => h.startsWith('/')).length);
      const isCategoryTarget = links.includes(route);
      expect(isCategoryTarget, `${route} is not in its sidebar`).toBe(true);
    }
  });
});
