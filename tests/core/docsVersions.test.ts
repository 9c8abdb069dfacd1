import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSearchEngine } from '../helpers/builtSearch.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Versioned docs, as Docusaurus versions them: a `versions.json`, `versioned_docs/version-<name>/` and
 * `versioned_sidebars/`. Each version's routes, ids, sidebars and neighbours; the banner and badge; the navbar's
 * version items; search kept to the version read; sitemap, llms.txt and located errors.
 */

type Site = ReturnType<typeof tempSite>;

const site = tempSite();
let build: RunResult;

function writeVersionedSite(s: Site, config: string): void {
  s.write('docs-gen.config.ts', config);
  s.write('pages/index.md', '# Home\n\nThe home page.\n');
  s.write('docs/intro.md', '---\ntitle: Intro\n---\n\nNext intro nextonlyword. See the [guide](./guide.md).\n');
  s.write('docs/guide.md', '---\ntitle: Guide\npagination_prev: intro\n---\n\nNext guide sharedword.\n');
  s.write('docs/added.md', '---\ntitle: Added later\n---\n\nOnly in the next version.\n');
  s.write('versions.json', '[\n  "2.0",\n  "1.0"\n]\n');
  s.write('versioned_docs/version-2.0/intro.md', '---\ntitle: Intro\n---\n\nTwo intro. See the [guide](./guide.md).\n');
  s.write('versioned_docs/version-2.0/guide.md', '---\ntitle: Guide\n---\n\nTwo guide sharedword.\n');
  s.write('versioned_docs/version-1.0/intro.md', '---\ntitle: Old intro\n---\n\nOne intro sharedword.\n');
  s.write('versioned_docs/version-2.0/extra.md', '---\ntitle: Extra\n---\n\nIn a sidebar of its own.\n');
  s.write('versioned_sidebars/version-2.0-sidebars.json', '{ "docs": ["guide", "intro"], "more": ["extra"] }\n');
}

const CONFIG = `export default {
  title: 'Acme',
  url: 'https://acme.test',
  content: [{
    path: 'docs',
    routeBasePath: '/docs',
    idPrefix: '',
    versionsFile: 'versions.json',
    versions: { current: { label: 'Canary' }, '1.0': { noIndex: true } },
  }],
  navbar: {
    items: [
      { label: 'Docs', docId: 'intro' },
      { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ to: '/docs/', label: 'All versions' }] },
      { type: 'docsVersion', position: 'right' },
    ],
  },
};
`;

const read = (rel: string) => site.read(path.join('build', rel));
/** The attributes a navbar element outside the versions carries for the reader's preferred version, as the HTML writes them. */
const preferring = (versions: object) => ` data-version-plugin="default" data-versions="${JSON.stringify(versions).replace(/"/g, '&quot;')}"`;
const navbarOf = (html: string) => html.slice(html.indexOf('<header class="navbar">'), html.indexOf('</header>'));
const sidebarOf = (html: string) => {
  const start = html.indexOf('<nav class="sidebar-nav"');
  return html.slice(start, html.indexOf('</nav>', start));
};
const bannerOf = (html: string) => /<div class="version-banner[^"]*"[^>]*>(.*?)<\/div>/s.exec(html)?.[1];
const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

beforeAll(async () => {
  writeVersionedSite(site, CONFIG);
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 120_000);

afterAll(() => site.cleanup());

describe('versioned docs', () => {
  it('builds every version at its route: the last at the folder route, the current under next/, the others under their names', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    for (const route of ['docs/intro/', 'docs/guide/', 'docs/next/intro/', 'docs/next/guide/', 'docs/next/added/', 'docs/1.0/intro/']) {
      expect(site.exists(`build/${route}index.html`), route).toBe(true);
    }
    expect(site.exists('build/docs/added/index.html')).toBe(false);
    expect(read('docs/1.0/intro/index.html')).toContain('One intro sharedword');
    expect(read('docs/intro/index.html')).toContain('Two intro');
  });

  it("resolves a version's relative links and front matter ids within the version", () => {
    expect(hrefsIn(read('docs/intro/index.html'))).toContain('/docs/guide/');
    expect(hrefsIn(read('docs/next/intro/index.html'))).toContain('/docs/next/guide/');
    // `pagination_prev: intro` in the current version names its own intro.
    expect(read('docs/next/guide/index.html')).toMatch(/class="pagination-link prev" href="\/docs\/next\/intro\/"/);
  });

  it("gives a version its own sidebar: its versioned sidebars file, else its folder's pages", () => {
    expect(hrefsIn(sidebarOf(read('docs/guide/index.html')))).toEqual(['/docs/guide/', '/docs/intro/']);
    expect(hrefsIn(sidebarOf(read('docs/next/guide/index.html'))).sort()).toEqual(['/docs/next/added/', '/docs/next/guide/', '/docs/next/intro/']);
  });

  it('shows the unreleased and unmaintained banners with a link to the same doc in the last version, and none on the last', () => {
    expect(bannerOf(read('docs/next/intro/index.html'))).toMatch(/This is unreleased documentation for .*Acme.* <b>Canary<\/b> version\..*<a href="\/docs\/intro\/">latest version<\/a>.*\(.*2\.0.*\)/s);
    // A doc the last version lacks leads to the last version's first page.
    expect(bannerOf(read('docs/next/added/index.html'))).toContain('<a href="/docs/guide/">latest version</a>');
    expect(bannerOf(read('docs/1.0/intro/index.html'))).toMatch(/This is documentation for .*Acme.* <b>1\.0<\/b>, which is no longer actively maintained\./s);
    expect(bannerOf(read('docs/intro/index.html'))).toBeUndefined();
  });

  it('shows the version badge, the version in the head, and the class of the version on <html>', () => {
    const old = read('docs/1.0/intro/index.html');
    expect(old).toMatch(/<span class="version-badge[^"]*">Version: (<!-- -->)?1\.0<\/span>/);
    expect(old).toContain('<meta name="docs-gen:version" content="1.0"/>');
    expect(old).toContain('<meta name="docs-gen:docs-version" content="docs@1.0"/>');
    expect(old).toMatch(/<html lang="en" dir="ltr" class="docs-version-1\.0"/);
    expect(read('docs/next/intro/index.html')).toContain('<meta name="docs-gen:version" content="Canary"/>');
    // A page outside the versions is of none.
    expect(read('index.html')).not.toContain('docs-gen:version');
  });

  it('lists every version in the dropdown, each leading to the page read in that version, else to its first page', () => {
    const nav = navbarOf(read('docs/next/guide/index.html'));
    expect(nav).toMatch(/<button[^>]*aria-label="Version: Canary"[^>]*>Canary<\/button>/);
    expect(nav).toMatch(/<a class="dropdown-link active" href="\/docs\/next\/guide\/" aria-current="page">Canary<\/a>/);
    expect(nav).toContain('<a class="dropdown-link" href="/docs/guide/">2.0</a>');
    expect(nav).toContain('<a class="dropdown-link" href="/docs/1.0/intro/">1.0</a>');
    expect(nav).toContain('<a class="dropdown-link" href="/docs/">All versions</a>');
    // Off the versions, the last version is shown and each entry leads to its version's first page.
    const home = navbarOf(read('index.html'));
    expect(home).toMatch(/aria-label="Version: 2\.0"/);
    expect(home).toContain('<a class="dropdown-link" href="/docs/next/added/">Canary</a>');
  });

  it("leads the navbar's doc link and version link into the version read", () => {
    expect(hrefsIn(navbarOf(read('docs/1.0/intro/index.html')))).toContain('/docs/1.0/intro/');
    expect(navbarOf(read('docs/1.0/intro/index.html'))).toMatch(/<a class="navbar-link active" href="\/docs\/1\.0\/intro\/"[^>]*>1\.0<\/a>/);
    expect(navbarOf(read('docs/intro/index.html'))).toMatch(/<a class="navbar-link[^"]*" href="\/docs\/intro\/"[^>]*>Docs<\/a>/);
    // Off the versions: the last version, with what the link shows in each other version, for the reader's preferred one.
    const versions = { current: { href: '/docs/next/added/', label: 'Canary' }, '1.0': { href: '/docs/1.0/intro/', label: '1.0' } };
    expect(navbarOf(read('index.html'))).toContain(`<a class="navbar-link" href="/docs/guide/"${preferring(versions)}>2.0</a>`);
  });

  it("marks the navbar's doc link active on every page of its doc's sidebar in the version read, not on others", () => {
    const docsLink = (route: string) => /<a class="navbar-link[^"]*" href="[^"]*"[^>]*>Docs<\/a>/.exec(navbarOf(read(route)))?.[0];
    expect(docsLink('docs/guide/index.html')).toBe('<a class="navbar-link active" href="/docs/intro/">Docs</a>');
    expect(docsLink('docs/next/guide/index.html')).toBe('<a class="navbar-link active" href="/docs/next/intro/">Docs</a>');
    // A doc of another sidebar, and a page of none (which names the doc in each other version, for the reader's preferred one).
    expect(docsLink('docs/extra/index.html')).toBe('<a class="navbar-link" href="/docs/intro/">Docs</a>');
    expect(docsLink('index.html')).toBe(`<a class="navbar-link" href="/docs/intro/"${preferring({ current: { href: '/docs/next/intro/' }, '1.0': { href: '/docs/1.0/intro/' } })}>Docs</a>`);
  });

  it('keeps a noIndex version out of the sitemap and asks search engines not to index it', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).not.toContain('/docs/1.0/');
    expect(sitemap).toContain('https://acme.test/docs/next/intro/');
    expect(read('docs/1.0/intro/index.html')).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(read('docs/intro/index.html')).not.toContain('name="robots"');
  });

  it('lists the last version in llms.txt, and keeps each version\'s Markdown', () => {
    const llms = read('llms.txt');
    expect(llms).toContain('https://acme.test/docs/intro/index.md');
    expect(llms).not.toContain('/docs/next/');
    expect(llms).not.toContain('/docs/1.0/');
    expect(site.exists('build/docs/1.0/intro/index.md')).toBe(true);
  });

  it('searches the version read, else the last one', async () => {
    const { engine } = builtSearchEngine(path.join(site.dir, 'build'));
    const urls = async (query: string, version?: string) => (await engine.search(query, version)).pages.map((p) => p.url);
    expect(await urls('sharedword')).toEqual(['/docs/guide/']);
    expect(await urls('sharedword', 'docs@1.0')).toEqual(['/docs/1.0/intro/']);
    expect(await urls('sharedword', 'docs@current')).toEqual(['/docs/next/guide/']);
    expect(await urls('nextonlyword')).toEqual([]);
    expect(await urls('home')).toContain('/');
  });
});

describe('versioned docs: options and errors', () => {
  const sites: Site[] = [];
  const fresh = (config: string, edit?: (s: Site) => void) => {
    const s = tempSite();
    sites.push(s);
    writeVersionedSite(s, config);
    edit?.(s);
    return s;
  };
  afterAll(() => {
    for (const s of sites) s.cleanup();
  });
  const contentWith = (extra: string) => `export default {\n  title: 'Acme',\n  content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '', versionsFile: 'versions.json',${extra} }],\n};\n`;

  it('needs no folder for the current version when it is not built, as Docusaurus; a built one must exist', async () => {
    const withoutDocs = (s: Site) => fs.rmSync(path.join(s.dir, 'docs'), { recursive: true });
    const released = fresh(contentWith(' includeCurrentVersion: false'), withoutDocs);
    const result = await runDocsGenAsync(['build', released.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    expect(released.read('build/docs/intro/index.html')).toContain('Two intro.');
    expect(released.exists('build/docs/next/intro/index.html')).toBe(false);
    const only = fresh(contentWith(" onlyIncludeVersions: ['2.0', '1.0']"), withoutDocs);
    expect((await runDocsGenAsync(['build', only.dir, '--quiet'])).code).toBe(0);
    const current = fresh(contentWith(''), withoutDocs);
    const missing = await runDocsGenAsync(['build', current.dir]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/docs-gen\.config\.ts:3:\d+ {2}"content\.0\.path" points at docs, which does not exist/);
  });

  it('serves the lastVersion at the route; newer versions are unreleased; onlyIncludeVersions and path are honoured', async () => {
    const s = fresh(contentWith(" lastVersion: '1.0', onlyIncludeVersions: ['2.0', '1.0'], versions: { '2.0': { path: 'two', banner: 'none', badge: false } }"));
    const result = await runDocsGenAsync(['build', s.dir, '--quiet']);
    expect(result.stderr).toBe('');
    expect(s.exists('build/docs/intro/index.html')).toBe(true);
    expect(s.read('build/docs/intro/index.html')).toContain('One intro');
    expect(s.exists('build/docs/two/guide/index.html')).toBe(true);
    expect(s.exists('build/docs/next/intro/index.html')).toBe(false);
    const two = s.read('build/docs/two/guide/index.html');
    expect(bannerOf(two)).toBeUndefined();
    expect(two).not.toContain('version-badge');
  });

  it('takes "current" listed in the versions file where it stands, as Docusaurus does: the first released version is the last', async () => {
    const s = fresh(contentWith(''), (x) => x.write('versions.json', '["2.0", "current", "1.0"]\n'));
    const result = await runDocsGenAsync(['build', s.dir, '--quiet']);
    expect(result.stderr).toBe('');
    expect(s.read('build/docs/intro/index.html')).toContain('Two intro');
    // Listed after 2.0, the current version is older than the last: unmaintained, as Docusaurus orders it.
    expect(bannerOf(s.read('build/docs/next/intro/index.html'))).toMatch(/no longer actively maintained/);
    expect(bannerOf(s.read('build/docs/1.0/intro/index.html'))).toMatch(/no longer actively maintained/);
  });

  it("leads a navbar link to a sidebar into the last version's sidebar, and into the version read on its pages", async () => {
    const config = `export default {\n  title: 'Acme',\n  content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '', versionsFile: 'versions.json', sidebarsFile: 'sidebars.json' }],\n  navbar: { items: [{ sidebarId: 'docs', label: 'Guides' }] },\n};\n`;
    const s = fresh(config, (x) => {
      x.write('sidebars.json', '{ "docs": ["intro", "guide"] }\n');
      x.write('versioned_sidebars/version-1.0-sidebars.json', '{ "docs": ["intro"] }\n');
    });
    const result = await runDocsGenAsync(['build', s.dir, '--quiet']);
    expect(result.stderr).toBe('');
    const guides = (route: string) => /<a class="navbar-link[^"]*" href="[^"]*"[^>]*>Guides<\/a>/.exec(navbarOf(s.read(`build/${route}index.html`)))?.[0];
    // 2.0 is the last version: its sidebar "docs" starts at guide (versioned_sidebars/version-2.0-sidebars.json).
    expect(guides('')).toMatch(/^<a class="navbar-link" href="\/docs\/guide\/"/);
    expect(guides('docs/intro/')).toBe('<a class="navbar-link active" href="/docs/guide/">Guides</a>');
    expect(guides('docs/next/intro/')).toBe('<a class="navbar-link active" href="/docs/next/intro/" aria-current="page">Guides</a>');
    expect(guides('docs/1.0/intro/')).toBe('<a class="navbar-link active" href="/docs/1.0/intro/" aria-current="page">Guides</a>');
  });

  it("generates a version's autogenerated sidebar from its own folder, without a category for its id prefix", async () => {
    const s = fresh(contentWith(" sidebarsFile: 'sidebars.json'"), (x) => {
      x.write('sidebars.json', '{ "docs": [{ "type": "autogenerated", "dirName": "." }] }\n');
      x.write('versioned_sidebars/version-1.0-sidebars.json', '{ "docs": [{ "type": "autogenerated", "dirName": "." }] }\n');
      x.write('versioned_docs/version-1.0/guides/setup.md', '---\ntitle: Setup\n---\n\nOld setup.\n');
    });
    const result = await runDocsGenAsync(['build', s.dir, '--quiet']);
    expect(result.stderr).toBe('');
    const old = sidebarOf(s.read('build/docs/1.0/intro/index.html'));
    expect([...old.matchAll(/<span class="sidebar-label">([^<]+)<\/span>|sidebar-category-link"[^>]*>([^<]+)</g)].map((m) => m[1] ?? m[2])).toEqual(['guides', 'Setup', 'Old intro']);
    const next = sidebarOf(s.read('build/docs/next/intro/index.html'));
    expect(hrefsIn(next).sort()).toEqual(['/docs/next/added/', '/docs/next/guide/', '/docs/next/intro/']);
  });

  it("takes Docusaurus 2's `version-<name>/` doc ids in that version's sidebars file, and reports one of another version", async () => {
    const s = fresh(contentWith(''), (x) => {
      x.write('versioned_docs/version-1.0/setup.md', '---\ntitle: Old setup\n---\n\nOld setup.\n');
      x.write(
        'versioned_sidebars/version-1.0-sidebars.json',
        '{ "version-1.0/docs": ["version-1.0/intro", { "type": "category", "label": "More", "link": { "type": "doc", "id": "version-1.0/setup" }, "items": [{ "type": "doc", "id": "intro", "label": "Again" }] }] }\n',
      );
    });
    const result = await runDocsGenAsync(['build', s.dir, '--quiet']);
    expect(result.stderr).toBe('');
    const old = sidebarOf(s.read('build/docs/1.0/intro/index.html'));
    expect(hrefsIn(old)).toEqual(['/docs/1.0/intro/', '/docs/1.0/setup/', '/docs/1.0/intro/']);
    expect(old).toMatch(/href="\/docs\/1\.0\/setup\/">More<\/a>/);
    expect(old).toContain('<span class="sidebar-label">Again</span>');

    s.write('versioned_sidebars/version-1.0-sidebars.json', '{ "docs": ["version-2.0/intro", "intor"] }\n');
    const wrong = await runDocsGenAsync(['build', s.dir, '--quiet']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/version-1\.0-sidebars\.json:1:\d+ +Sidebar "docs[^"]*" names doc id "version-2\.0\/intro", which no page has/);
    // The ids a version's sidebars file may name: its own docs', as it names them.
    expect(wrong.stderr).toMatch(/names doc id "intor", which no page has\n\s+Did you mean "intro"\?/);
  });

  it("puts a generated index of a version's sidebars file under that version's route, beside the same slug in the others", async () => {
    const index = (items: string) => `{ "docs": [{ "type": "category", "label": "Basics", "link": { "type": "generated-index", "slug": "/basics" }, "items": ${items} }] }\n`;
    const s = fresh(contentWith(" sidebarsFile: 'sidebars.json'"), (x) => {
      x.write('sidebars.json', index('["intro", "guide"]'));
      x.write('versioned_sidebars/version-2.0-sidebars.json', index('["intro", "guide"]'));
      x.write('versioned_sidebars/version-1.0-sidebars.json', index('["intro"]'));
    });
    const result = await runDocsGenAsync(['build', s.dir, '--quiet']);
    expect(result.stderr).toBe('');
    expect(hrefsIn(s.read('build/docs/next/basics/index.html'))).toContain('/docs/next/guide/');
    expect(hrefsIn(s.read('build/docs/basics/index.html'))).toContain('/docs/guide/');
    expect(hrefsIn(s.read('build/docs/1.0/basics/index.html'))).toContain('/docs/1.0/intro/');
    expect(hrefsIn(sidebarOf(s.read('build/docs/1.0/intro/index.html')))).toContain('/docs/1.0/basics/');
  });

  it("makes a version's generated index a page of that version: its banner, badge and class, and llms.txt lists the last version's alone", async () => {
    const index = (items: string) => `{ "docs": [{ "type": "category", "label": "Basics", "link": { "type": "generated-index", "description": "The basics." }, "items": ${items} }] }\n`;
    const s = fresh(contentWith(" sidebarsFile: 'sidebars.json'"), (x) => {
      x.write('sidebars.json', index('["intro", "guide"]'));
      x.write('versioned_sidebars/version-2.0-sidebars.json', index('["intro", "guide"]'));
      x.write('versioned_sidebars/version-1.0-sidebars.json', index('["intro"]'));
    });
    const result = await runDocsGenAsync(['build', s.dir, '--quiet']);
    expect(result.stderr).toBe('');
    const old = s.read('build/docs/1.0/category/basics/index.html');
    expect(bannerOf(old)).toMatch(/<b>1\.0<\/b>, which is no longer actively maintained\./);
    expect(old).toMatch(/<span class="version-badge[^"]*">Version: (<!-- -->)?1\.0<\/span>/);
    expect(old).toMatch(/<html lang="en" dir="ltr" class="docs-version-1\.0"/);
    expect(bannerOf(s.read('build/docs/next/category/basics/index.html'))).toContain('unreleased documentation');
    expect(bannerOf(s.read('build/docs/category/basics/index.html'))).toBeUndefined();
    const llms = s.read('build/llms.txt');
    expect(llms).toContain('/docs/category/basics/index.md');
    expect(llms).not.toMatch(/\/docs\/(next|1\.0)\/category\//);
  });

  /** A site whose own pages and theme overrides read the docs plugin's hooks and global data, built once for the tests reading it. */
  let hooksSite: Promise<{ s: Site; result: RunResult }> | undefined;
  const buildHooksSite = () => (hooksSite ??= makeHooksSite());
  async function makeHooksSite() {
    const withDropdown = `export default {\n  title: 'Acme',\n  content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '', versionsFile: 'versions.json' }],\n  navbar: { items: [{ type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }] }] },\n};\n`;
    const s = fresh(withDropdown, (x) =>
      x.write(
        'pages/versions.jsx',
        [
          "import Link from '@docusaurus/Link';",
          "import { useLatestVersion, useVersions } from '@docusaurus/plugin-content-docs/client';",
          'export default function Versions() {',
          '  const latest = useLatestVersion();',
          '  return (',
          '    <ul>',
          '      {useVersions().map((v) => (',
          '        <li key={v.name} className={v.name === latest.name ? "latest" : undefined}>',
          '          <Link to={`${v.path}/${v.mainDocId}`}>{v.label}</Link> <code>{v.path}</code>',
          '        </li>',
          '      ))}',
          '    </ul>',
          '  );',
          '}',
          '',
        ].join('\n'),
      ),
    );
    // A version banner of the site's own, as Docusaurus sites swizzle it: the page in the latest version, else that version.
    s.write(
      'src/theme/DocVersionBanner.jsx',
      "import { useDocsVersion, useDocVersionSuggestions } from '@docusaurus/plugin-content-docs/client';\n\nexport default function Banner() {\n  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions('default');\n  if (!useDocsVersion().banner) return null;\n  return <p className=\"suggest\">{`${latestVersionSuggestion.label} ${latestDocSuggestion?.path ?? latestVersionSuggestion.path}`}</p>;\n}\n",
    );
    // The version dropdown wrapped to show on the docs alone, as sites hide it elsewhere.
    s.write(
      'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.jsx',
      "import Dropdown from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';\nimport { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';\n\nexport default function OnDocs(props) {\n  if (!useActiveDocContext(props.docsPluginId).activeDoc) return null;\n  return <div className=\"on-docs\"><Dropdown {...props} /></div>;\n}\n",
    );
    // A page reading the docs plugin's global data, as a site's own version list or banner does.
    s.write(
      'pages/global.jsx',
      [
        "import useGlobalData, { useAllPluginInstancesData, usePluginData } from '@docusaurus/useGlobalData';",
        'export default function Global() {',
        "  const { versions, breadcrumbs } = useGlobalData()['docusaurus-plugin-content-docs'].default;",
        "  const instances = Object.keys(useAllPluginInstancesData('docusaurus-plugin-content-docs'));",
        '  return (',
        '    <div>',
        "      <p className=\"plugin\">{`${usePluginData('docusaurus-plugin-content-docs').path} ${instances.join(',')} ${breadcrumbs}`}</p>",
        '      {versions.map((v) => (',
        '        <p key={v.name} className="version">',
        "          {`${v.name} ${v.label} ${v.isLast} ${v.path} ${v.mainDocId} ${v.docs.map((d) => `${d.id}=${d.path}`).sort().join(' ')}`}",
        '        </p>',
        '      ))}',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    return { s, result: await runDocsGenAsync(['build', s.dir, '--quiet']) };
  }

  it("gives site code the classic preset's options and the repository as Docusaurus's siteConfig has them", async () => {
    const config = `export default {\n  title: 'Acme',\n  organizationName: 'acme',\n  projectName: 'rockets',\n  editUrl: 'https://github.com/acme/rockets/edit/main/',\n  content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '', versionsFile: 'versions.json', onlyIncludeVersions: ['current', '2.0'], versions: { '2.0': { label: 'Two' } } }],\n};\n`;
    const s = fresh(config);
    // A versions page written for Docusaurus, reading the classic preset's options and the repository from the site's config.
    s.write(
      'pages/preset.jsx',
      [
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
        'export default function Preset() {',
        '  const { siteConfig } = useDocusaurusContext();',
        '  const [name, { docs, blog }] = siteConfig.presets[0];',
        '  return (',
        '    <div>',
        '      <p className="repo">{`https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}`}</p>',
        '      <p className="docs">{JSON.stringify({ name, path: docs.path, routeBasePath: docs.routeBasePath, editUrl: docs.editUrl, lastVersion: docs.lastVersion, only: docs.onlyIncludeVersions, versions: docs.versions, blog })}</p>',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    const result = await runDocsGenAsync(['build', s.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    const html = s.read('build/preset/index.html');
    expect(html).toContain('<p class="repo">https://github.com/acme/rockets</p>');
    const docs = JSON.parse(/<p class="docs">([^<]+)<\/p>/.exec(html)?.[1].replace(/&quot;/g, '"') ?? 'null');
    expect(docs).toEqual({
      name: 'classic',
      path: 'docs',
      routeBasePath: 'docs',
      editUrl: 'https://github.com/acme/rockets/edit/main/',
      lastVersion: '2.0',
      only: ['current', '2.0'],
      versions: {
        current: { label: 'Next', path: 'next', banner: 'unreleased', badge: true, noIndex: false },
        '2.0': { label: 'Two', path: '', banner: 'none', badge: true, noIndex: false },
      },
      blog: false,
    });
  });

  it("gives a site's versions page the versions as Docusaurus's hooks give them: paths without a trailing slash, main docs, the latest", async () => {
    const { s, result } = await buildHooksSite();
    expect(result.code, result.stderr).toBe(0);
    const oldIntro = s.read('build/docs/1.0/intro/index.html');
    expect(oldIntro).toMatch(/<div class="on-docs">[\s\S]*navbar-versions[\s\S]*>1\.0<[\s\S]*href="\/versions\/">All versions/);
    expect(s.read('build/versions/index.html')).not.toContain('navbar-versions');
    expect(s.read('build/index.html')).not.toContain('navbar-versions');
    expect(oldIntro).toContain('<p class="suggest">2.0 /docs/intro/</p>');
    expect(s.read('build/docs/next/added/index.html')).toContain('<p class="suggest">2.0 /docs</p>');
    expect(s.read('build/docs/guide/index.html')).not.toContain('class="suggest"');
    const html = s.read('build/versions/index.html');
    expect([...html.matchAll(/<li( class="latest")?><a href="([^"]+)">([^<]+)<\/a> <code>([^<]+)<\/code><\/li>/g)].map((m) => [Boolean(m[1]), m[2], m[3], m[4]])).toEqual([
      [false, '/docs/next/added/', 'Next', '/docs/next'],
      [true, '/docs/guide/', '2.0', '/docs'],
      [false, '/docs/1.0/intro/', '1.0', '/docs/1.0'],
    ]);
  });

  it("gives useGlobalData and usePluginData the docs plugin's data: its path, and each version with its docs at their URLs", async () => {
    const { s, result } = await buildHooksSite();
    expect(result.code, result.stderr).toBe(0);
    const html = s.read('build/global/index.html');
    expect(html).toContain('<p class="plugin">/docs default true</p>');
    expect([...html.matchAll(/<p class="version">([^<]*)<\/p>/g)].map((m) => m[1])).toEqual([
      'current Next false /docs/next added added=/docs/next/added/ guide=/docs/next/guide/ intro=/docs/next/intro/',
      '2.0 2.0 true /docs guide extra=/docs/extra/ guide=/docs/guide/ intro=/docs/intro/',
      '1.0 1.0 false /docs/1.0 intro intro=/docs/1.0/intro/',
    ]);
  });

  it('reports a versions file that is not a list of names, at the file', async () => {
    const s = fresh(contentWith(''), (x) => x.write('versions.json', '{ "2.0": true }\n'));
    const result = await runDocsGenAsync(['build', s.dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/versions\.json:1:1 {2}The versions file is not a list of version names/);
  });

  it('reports a listed version whose folder is missing, at its name in the versions file', async () => {
    const s = fresh(contentWith(''), (x) => x.write('versions.json', '["2.0", "1.0", "0.9"]\n'));
    const result = await runDocsGenAsync(['build', s.dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/versions\.json:1:16 {2}The versions file lists "0\.9", whose folder versioned_docs\/version-0\.9 does not exist/);
  });

  it('reports a lastVersion that is not a version, at the config key', async () => {
    const s = fresh(contentWith(" lastVersion: '3.0'"));
    const result = await runDocsGenAsync(['build', s.dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs-gen\.config\.ts:3:\d+ {2}"content\.0\.lastVersion" is "3\.0", which is not a version being built/);
  });

  it("shows another versioned folder's versions in a version item naming its plugin id, and reports an id no folder has", async () => {
    const config = (pluginId: string) =>
      `export default {\n  title: 'Acme',\n  content: [\n    { path: 'docs', routeBasePath: '/docs', idPrefix: '', versionsFile: 'versions.json' },\n    { path: 'community', routeBasePath: '/community', idPrefix: 'community/', pluginId: 'community', versionsFile: 'community_versions.json' },\n  ],\n  navbar: { items: [\n    { type: 'docsVersionDropdown', docsPluginId: '${pluginId}' },\n  ] },\n};\n`;
    const withCommunity = (x: Site) => {
      x.write('community/a.md', '---\ntitle: A\n---\n\nCommunity next.\n');
      x.write('community_versions.json', '["5.x"]\n');
      x.write('community_versioned_docs/version-5.x/a.md', '---\ntitle: A\n---\n\nCommunity 5.\n');
    };
    const s = fresh(config('community'), withCommunity);
    const result = await runDocsGenAsync(['build', s.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    const page = s.read('build/community/a/index.html');
    const dropdown = page.slice(page.indexOf('navbar-versions'), page.indexOf('</ul>', page.indexOf('navbar-versions')));
    expect(dropdown).toContain('>5.x</button>');
    expect(hrefsIn(dropdown)).toEqual(['/community/next/a/', '/community/a/']);
    const bad = fresh(config('blog'), withCommunity);
    const badResult = await runDocsGenAsync(['build', bad.dir]);
    expect(badResult.code).toBe(1);
    expect(badResult.stderr).toMatch(/docs-gen\.config\.ts:8:\d+ {2}The navbar item "docsVersionDropdown" names the docs plugin id "blog", which no versioned content folder has/);
  });

  it('reports a version dropdown on a site without versions, and a dropdown version that is not built, at the navbar item', async () => {
    const plain = fresh("export default {\n  title: 'Acme',\n  navbar: { items: [\n    { type: 'docsVersionDropdown' },\n  ] },\n};\n");
    const plainResult = await runDocsGenAsync(['build', plain.dir]);
    expect(plainResult.code).toBe(1);
    expect(plainResult.stderr).toMatch(/docs-gen\.config\.ts:4:\d+ {2}The navbar item "docsVersionDropdown" needs versioned docs, and no content folder has versions/);
    const unknown = fresh(`export default {\n  title: 'Acme',\n  content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '', versionsFile: 'versions.json' }],\n  navbar: { items: [\n    { type: 'docsVersionDropdown', versions: ['2.0', '0.1'] },\n  ] },\n};\n`);
    const unknownResult = await runDocsGenAsync(['build', unknown.dir]);
    expect(unknownResult.code).toBe(1);
    expect(unknownResult.stderr).toMatch(/docs-gen\.config\.ts:5:\d+ {2}The version dropdown lists "0\.1", which is not a version being built/);
  });
});
