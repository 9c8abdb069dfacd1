import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtRoutes, requireBuiltSite } from '../helpers/builtSite.js';

const dir = requireBuiltSite();
const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('the OGC home, 404 and guide footers', () => {
  it('titles the home page once, without repeating the site name', () => {
    const home = read('index.html');
    expect(home).toContain('<title>Open GPU Cloud documentation</title>');
    expect(read('kubernetes/overview/index.html')).toContain('<title>Managed Kubernetes overview | Open GPU Cloud Docs</title>');
  });

  it('opens the home page with quick starts for console, CLI and API, product cards and popular tasks', () => {
    const home = read('index.html');
    const cards = [...home.matchAll(/<a class="card" href="([^"]*)"><span class="card-title">([^<]*)<\/span><span class="card-body">/g)].map(([, href, title]) => `${title} ${href}`);
    expect(cards.slice(0, 3)).toEqual(['Console /virtual-machines/get-started/', 'CLI /cli/installation/', 'API /api/overview/']);
    expect(cards.length).toBeGreaterThanOrEqual(10);
    const routes = builtRoutes(dir);
    for (const card of cards) expect(routes, card).toContain(card.split(' ').pop());
    const headings = [...home.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map(([, h]) => h.replace(/<[^>]+>/g, ''));
    expect(headings.slice(0, 3)).toEqual(['Start in five minutes', 'Products', 'Popular tasks']);
  });

  it('shows no version badge, keeps the version label in the head, and puts edit links and dates under guides only', () => {
    const guide = read('virtual-machines/get-started/index.html');
    expect(guide).not.toContain('Version: Next');
    expect(guide).toContain('<meta name="docs-gen:version" content="Next"/>');
    expect(guide).toContain('href="https://github.com/opengpucloud/ogc-docs/edit/main/site/docs/virtual-machines/get-started.mdx"');
    for (const generated of ['api/create-vm/index.html', 'cli/commands/ogc_vm/create/index.html']) {
      expect(read(generated), generated).not.toContain('Edit this page');
    }
  });

  it('gives the 404 page the route list its suggestions come from, and the search button', () => {
    const notFound = read('404.html');
    const list = JSON.parse(/<script type="application\/json" id="docs-gen-route-list">(.*?)<\/script>/s.exec(notFound)![1]) as { route: string; title: string }[];
    expect(list.length).toBe(builtRoutes(dir).length);
    expect(list).toContainEqual({ route: '/cli/commands/ogc_vm/create/', title: 'ogc vm create' });
    expect(notFound).toMatch(/<button type="button" class="button not-found-search" data-search-button="true">Search the documentation<\/button>/);
  });
});
