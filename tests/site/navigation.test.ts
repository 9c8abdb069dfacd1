import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtRoutes, requireBuiltSite } from '../helpers/builtSite.js';

interface Crumb {
  label: string;
  href?: string;
}

const dir = requireBuiltSite();
const routes = builtRoutes(dir);
const html = (route: string) => fs.readFileSync(path.join(dir, route, 'index.html'), 'utf8');
const text = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim();

/** The crumbs of a page after "Home", each with its link when it has one. */
function crumbsOf(route: string): Crumb[] {
  const nav = /<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html(route))?.[1];
  if (!nav) return [];
  return [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].slice(1).map(([, item]) => {
    const href = /<a [^>]*href="([^"]*)"/.exec(item)?.[1];
    return href ? { label: text(item), href } : { label: text(item) };
  });
}

/** The links of a page's sidebar, label and href. */
function sidebarLinks(route: string): Crumb[] {
  const page = html(route);
  const sidebar = page.slice(page.indexOf('id="sidebar"'), page.indexOf('class="sidebar-backdrop"'));
  return [...sidebar.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, label]) => ({ label: text(label), href }));
}

describe('breadcrumbs of the OGC site', () => {
  it('never link to the page they are on; every crumb link leads to a built page; the last crumb is text', () => {
    let checked = 0;
    for (const route of routes) {
      const crumbs = crumbsOf(route);
      if (!crumbs.length) continue;
      checked++;
      expect(crumbs.at(-1)!.href, route).toBeUndefined();
      for (const crumb of crumbs) {
        if (!crumb.href) continue;
        expect(crumb.href, `${route}: ${crumb.label}`).not.toBe(route);
        expect(routes, `${route}: ${crumb.label}`).toContain(crumb.href);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('link a category to its own page; a category without one is text, not its first page', () => {
    expect(crumbsOf('/cli/commands/ogc_vm/create/')).toEqual([{ label: 'Command reference', href: '/cli/commands/ogc/' }, { label: 'ogc vm' }, { label: 'create' }]);
    // A category's own page ends its trail as the category, as Docusaurus shows it: nothing above it but Home.
    expect(crumbsOf('/cli/commands/ogc/')).toEqual([{ label: 'Command reference' }]);
    // A page at the top of its sidebar has its breadcrumbs too: Home, then the page.
    expect(crumbsOf('/cli/installation/')).toEqual([{ label: 'Installation' }]);
    expect(crumbsOf('/api/create-vm/').slice(0, -1)).toEqual([{ label: 'Virtual machines' }]);
    expect(crumbsOf('/kubernetes/examples/llm-application/').slice(0, -1)).toEqual([{ label: 'Kubernetes', href: '/kubernetes/overview/' }, { label: 'Examples' }]);
    expect(crumbsOf('/virtual-machines/get-started/').slice(0, -1)).toEqual([{ label: 'Virtual machines', href: '/virtual-machines/overview/' }]);
  });
});

describe('sidebars of the OGC site', () => {
  it('link every section with an overview to it instead of listing "Overview" as an item, and label get-started pages alike', () => {
    // The CLI and API sidebars open with their overview page, as a top-level item: no category repeats it.
    const overviews: Record<string, string[]> = { '/': [], '/cli/overview/': ['/cli/overview/'], '/api/overview/': ['/api/overview/'] };
    for (const [route, expected] of Object.entries(overviews)) {
      const links = sidebarLinks(route);
      expect(links.length, route).toBeGreaterThan(5);
      expect(links.filter((l) => l.label === 'Overview').map((l) => l.href), route).toEqual(expected);
      expect(links.filter((l) => /^Get started ./.test(l.label)), route).toEqual([]);
    }
    // The command reference category links to the root command's page instead of listing it as its first item.
    expect(sidebarLinks('/cli/overview/').filter((l) => l.href === '/cli/commands/ogc/').map((l) => l.label)).toEqual(['Command reference']);
    const docs = sidebarLinks('/');
    for (const section of ['kubernetes', 'endpoints', 'support', 'storage', 'virtual-machines']) {
      expect(docs.some((l) => l.href === `/${section}/overview/`), section).toBe(true);
    }
  });
});
