import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLargeSidebarSite } from '../helpers/largeSidebarSite.js';

const sidebarOf = (html: string) => html.slice(html.indexOf('<nav class="sidebar-nav"'), html.indexOf('</nav>', html.indexOf('<nav class="sidebar-nav"')));
const labelsOf = (sidebar: string) => [...sidebar.matchAll(/<a class="sidebar-link[^"]*"[^>]*>(?:<span class="sidebar-label">)?([^<]+)/g)].map((m) => m[1]);
/** A category's state, where its label leads, and its toggle (collapsed ones get theirs from the script). */
const categoryOf = (sidebar: string, label: string) => {
  const m = new RegExp(`<li class="sidebar-category( collapsed)?"( data-sidebar-lazy="[^"]+")?( data-sidebar-open="")?><div class="sidebar-category-row"><a [^>]*href="([^"]+)"[^>]*>${label}</a>(<button[^>]*>)?`).exec(sidebar);
  if (!m) throw new Error(`no category ${label}`);
  return { collapsed: Boolean(m[1]), lazy: Boolean(m[2]), open: Boolean(m[3]), href: m[4], toggle: m[5] ? /aria-expanded="true"/.test(m[5]) : undefined };
};

/** Issue 13: a large sidebar renders the current page's path, not the whole tree, on each page. */
describe('a sidebar too large to render whole on every page', () => {
  let site: Awaited<ReturnType<typeof buildLargeSidebarSite>>;
  beforeAll(async () => {
    site = await buildLargeSidebarSite();
  });
  afterAll(() => site?.cleanup());

  it('shows the path to the current page, its siblings and the top level, with the rest collapsed onto links', () => {
    const sidebar = sidebarOf(site.html('/deep/level1/level2/leaf/'));
    expect(labelsOf(sidebar)).toEqual([
      'Start',
      'Big',
      'Deep',
      // The lists the path passes through show only its category; the rest is a row away. Level two leads to
      // the page (its first link), so its list is the page's siblings' and shows whole.
      'Show 1 more',
      'Level one',
      'Level one A',
      'Level two',
      'Leaf',
      'Leaf sibling',
      ...Array.from({ length: 9 }, (_, c) => `Group ${c}`),
      'Fixed',
      'Fixed one',
      'Fixed two',
    ]);
    expect(sidebar).toMatch(/<a class="sidebar-link active" href="\/deep\/level1\/level2\/leaf\/" aria-current="page">/);
    // Open categories come without their toggles, which the script adds (without it they would do nothing).
    for (const label of ['Deep', 'Level one', 'Level two']) expect(categoryOf(sidebar, label)).toMatchObject({ collapsed: false, lazy: false, open: true, toggle: undefined });
    // Each collapsed category leads to its target (its first link), so a reader without the script gets there;
    // the script gives it a toggle.
    expect(categoryOf(sidebar, 'Big')).toEqual({ collapsed: true, lazy: true, open: false, href: '/big/p00/', toggle: undefined });
    expect(categoryOf(sidebar, 'Group 4')).toEqual({ collapsed: true, lazy: true, open: false, href: '/group4/g0/', toggle: undefined });
    // A category that cannot collapse shows its entries everywhere, without a toggle.
    expect(sidebar).toMatch(/>Fixed<\/a><\/div><div id="sidebar-cat-12" class="sidebar-category-items">/);
    // Each open category has its box, for the toggle the script adds; the page carries one toggle template.
    expect(sidebar).not.toContain('aria-controls=');
    expect([...sidebar.matchAll(/<div id="([^"]+)" class="sidebar-category-items">/g)].map((m) => m[1])).toEqual(['sidebar-cat-2', 'sidebar-cat-2-1', 'sidebar-cat-2-1-1', 'sidebar-cat-12']);
    expect(sidebar.match(/<template class="sidebar-toggle-template"><button type="button" class="sidebar-toggle" aria-expanded="false" data-sidebar-toggle="true"><svg/g)).toHaveLength(1);
  });

  it('names one content-hashed file per sidebar holding every list, shared by all its pages', () => {
    const leaf = site.html('/deep/level1/level2/leaf/');
    const url = /<nav class="sidebar-nav" aria-label="Docs" data-sidebar-file="(\/assets\/sidebars\/docs\.[0-9a-f]{10}\.json)">/.exec(leaf)?.[1];
    expect(url).toBeDefined();
    expect(site.html('/group3/g7/')).toContain(`data-sidebar-file="${url}"`);
    expect(fs.readdirSync(path.join(site.dir, 'build', 'assets', 'sidebars'))).toEqual([path.basename(url!)]);
    const data = JSON.parse(site.read(`build${url}`));
    expect(data.v).toBe(1);
    expect(data.lists['']).toHaveLength(13);
    expect(data.lists['1']).toHaveLength(70);
    expect(data.lists['1'][5]).toContain('href="/big/p05/"');
    // Entries as a page with no current entry shows them: unlisted links left out, categories collapsed.
    expect(data.lists['2.1.1'].map((entry: string) => labelsOf(entry)[0] ?? '')).toEqual(['Leaf', '', 'Leaf sibling']);
    expect(data.lists['2'][1]).toBe(
      '<li class="sidebar-category collapsed" data-sidebar-lazy="2.1"><div class="sidebar-category-row"><a class="sidebar-link sidebar-category-link" href="/deep/level1/a/">Level one</a></div></li>',
    );
  });

  it('cuts a long list to a window around the current page; each cut-off run links to its nearest entry', () => {
    const late = sidebarOf(site.html('/big/p60/'));
    const bigLabels = labelsOf(late).filter((label) => label.startsWith('Big '));
    expect(bigLabels).toEqual(Array.from({ length: 10 }, (_, i) => `Big ${55 + i}`));
    expect(late).toContain('<a class="sidebar-link sidebar-more-link" href="/big/p54/" data-sidebar-more="1" data-sidebar-range="0-55">Show 55 more</a>');
    expect(late).toContain('<a class="sidebar-link sidebar-more-link" href="/big/p65/" data-sidebar-more="1" data-sidebar-range="65-70">Show 5 more</a>');
    const early = sidebarOf(site.html('/big/p00/'));
    expect(labelsOf(early).filter((label) => label.startsWith('Big '))).toHaveLength(10);
    expect(early).toMatch(/href="\/big\/p10\/" data-sidebar-more="1" data-sidebar-range="10-70">Show 60 more/);
    // A page elsewhere does not carry the long list at all.
    expect(sidebarOf(site.html('/')).match(/Big \d/g)).toBeNull();
  });
});
