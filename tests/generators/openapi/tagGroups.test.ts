import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf, textOf } from '../../helpers/html.js';
import { runDocsGenAsync, type SharedBuild, sharedBuild, tempSite } from '../../helpers/site.js';

/** The texts of a page's sidebar, in order. */
function sidebarTexts(html: string): string[] {
  const start = html.indexOf('id="sidebar"');
  const sidebar = html.slice(start, html.indexOf('</aside>', start)).replace(/<svg[\s\S]*?<\/svg>/g, '');
  return [...sidebar.matchAll(/>([^<>]+)</g)].map((m) => m[1].trim()).filter(Boolean);
}

/** Redoc's tag extensions: `x-tagGroups`, `x-displayName` and `x-traitTag`. */
describe('tag groups, display names and trait tags', () => {
  let site: SharedBuild;
  beforeAll(async () => {
    site = await sharedBuild('openapi-redoc-extensions');
  });
  afterAll(() => site.cleanup());

  it('file each tag under the first group naming it, groups first, then the tags no group names, then untagged operations', () => {
    expect(site.code, site.stdout + site.stderr).toBe(0);
    const sidebar = sidebarTexts(site.html('/api/list-snapshots/'));
    expect(sidebar.slice(0, sidebar.indexOf('Home'))).toEqual([
      'Redoc extensions',
      'Volumes',
      'Overview',
      'Storage',
      'Volume snapshots',
      'GET',
      'List snapshots',
      'Places',
      'Regions',
      'GET',
      'List regions',
      'Billing',
      'GET',
      'List invoices',
      'POST',
      'Create a volume',
      'GET',
      'Get a volume',
      'DELETE',
      'Delete a volume',
    ]);
    expect(textOf(site.html('/api/list-snapshots/').match(/<nav[^>]*breadcrumbs[\s\S]*?<\/nav>/)?.[0] ?? '')).toContain('VolumesStorageVolume snapshots');
  });

  it("show a tag's display name, its id and route still made from its name", () => {
    const overview = articleOf(site.html('/api/overview/'));
    expect(overview).toMatch(/<h3 id="snapshots">Volume snapshots<a class="hash-link"/);
    expect(textOf(overview)).toContain('Copies of a volume at one time.');
    expect(site.exists('build/api/list-snapshots/index.html')).toBe(true);
  });

  it("give a trait tag's description a section of the overview, under its display name, in search too", () => {
    const overview = articleOf(site.html('/api/overview/'));
    expect(overview).toMatch(/<h2 id="introduction">Introduction<a [^>]*><\/a><\/h2>[\s\S]*Everything starts with a volume\.[\s\S]*<h3 id="limits">Limits<\/h3>/);
    // A trait tag has no operations: no category, no tag page.
    expect(sidebarTexts(site.html('/api/overview/'))).not.toContain('About');
    expect(site.read('build/api/overview/index.md')).toContain('Ten volumes per project.');
    const fragments = fs.readdirSync(path.join(site.dir, 'build/assets/search')).filter((f) => f.startsWith('fragments.'));
    expect(fragments.some((f) => site.read(`build/assets/search/${f}`).includes('Ten volumes per project.'))).toBe(true);
  });

  it('that are not a list of { name, tags } fail the build at the group at fault', async () => {
    const bad = tempSite('openapi-redoc-extensions');
    try {
      bad.write('openapi.yaml', bad.read('openapi.yaml').replace('  - name: Places\n    tags: [Regions, Snapshots]', '  - name: Places\n    tags: Regions'));
      const result = await runDocsGenAsync(['build', bad.dir]);
      expect(result.code).toBe(1);
      expect(result.stderr.split(bad.dir).join('<site>')).toMatch(/openapi\.yaml:100:5 {2}Tag group 2 of x-tagGroups must have a name and a list of tag names/);
    } finally {
      bad.cleanup();
    }
  });
});
