import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config/schema.js';
import { mapDocusaurusConfig } from '../../src/migrate/mapDocusaurusConfig.js';
import { migrateSite } from '../../src/migrate/migrateSite.js';
import { runDocsGenAsync } from '../helpers/site.js';
import { docusaurusConfig, listed, sitesWithFiles, squash } from '../helpers/migration.js';

const siteWith = sitesWithFiles();

/** A Docusaurus site whose docs have two released versions (2.0 with its own sidebars, 1.0 without) and the next one in docs/. */
const VERSIONED_SITE: Record<string, string> = {
  'docs/intro.md': '# Intro (next)\n\nUnreleased.\n',
  'docs/unreleased.md': '# Unreleased\n',
  'sidebars.json': '{ "docs": ["intro", "unreleased"] }\n',
  'versions.json': '["2.0", "1.0"]\n',
  'versioned_docs/version-2.0/intro.md': '# Intro\n\nReleased in 2.0; see [install](./install.md).\n',
  'versioned_docs/version-2.0/install.md': '# Install\n',
  'versioned_sidebars/version-2.0-sidebars.json': '{ "docs": ["intro", "install"] }\n',
  'versioned_docs/version-1.0/intro.md': '# Intro (1.0)\n\nThe old one.\n',
  'src/pages/versions.md': '# All versions\n',
};

/** The classic preset with `docs` options (JavaScript source) and `themeConfig` (likewise). */
const classicSite = (docs: string, themeConfig = '{}') => docusaurusConfig(`presets: [['classic', { docs: { sidebarPath: './sidebars.json', ${docs} }, blog: false }]], themeConfig: ${themeConfig}`);

const VERSION_NAVBAR = `{ navbar: { items: [
  { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true, dropdownItemsAfter: [{ type: 'html', value: '<hr>' }, { to: '/versions', label: 'All versions' }] },
  { type: 'docsVersion', label: 'Docs', position: 'left', docsPluginId: 'default' },
] } }`;

describe('migrate: a site with docs versions', () => {
  it('carries every version: the docs folder as the current one, the versions file and the versioning options', async () => {
    const site = siteWith({
      ...VERSIONED_SITE,
      'docusaurus.config.js': classicSite(
        "lastVersion: '2.0', versions: { current: { label: 'Canary', banner: 'unreleased' }, '1.0': { noIndex: true, badge: false, className: 'v1', label: '1.0.x', path: 'one' } }",
        VERSION_NAVBAR,
      ),
    });
    const result = await migrateSite(site.dir);
    expect(result.config.content).toEqual([
      {
        path: 'docs',
        routeBasePath: '/docs',
        sidebar: '',
        idPrefix: '',
        // The docs folder's sidebars, the current version's: each released version has its own file, or none.
        sidebarsFile: 'sidebars.json',
        versionsFile: 'versions.json',
        lastVersion: '2.0',
        versions: { current: { label: 'Canary', banner: 'unreleased' }, '1.0': { noIndex: true, badge: false, className: 'v1', label: '1.0.x', path: 'one' } },
      },
    ]);
    // Each version's label is its own: the site's label stays docs-gen's default for the current one.
    expect(result.config.docsVersionLabel).toBeUndefined();
    expect(result.config.sidebarsFile).toBeUndefined();
    expect(result.warnings).toEqual([]);
    expect(result.config.navbar).toEqual({
      items: [
        { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ type: 'html', value: '<hr>' }, { to: '/versions', label: 'All versions' }], dropdownActiveClassDisabled: true },
        { type: 'docsVersion', label: 'Docs', position: 'left' },
      ],
    });
    expect(result.notCarried).toEqual([]);
    expect(squash(site.read('docs-gen.config.ts'))).toContain(squash("versionsFile: 'versions.json', lastVersion: '2.0'"));
    // What migrate writes is what docs-gen's config takes.
    expect(() => configSchema.parse(result.config)).not.toThrow();
  });

  // The docs folder's sidebars by the name Docusaurus sites give them, which docs-gen also looks for beside its config,
  // and by another name.
  it.each(['sidebars.json', 'sidebarsDocs.json'])('builds the migrated site (sidebars in %s): the last version at the docs route, the current one under next/, the others under their names', async (sidebars) => {
    const { 'sidebars.json': sidebarsText, ...files } = VERSIONED_SITE;
    const site = siteWith({
      ...files,
      [sidebars]: sidebarsText,
      'docusaurus.config.js': classicSite("lastVersion: '2.0', versions: { current: { label: 'Canary', banner: 'unreleased' }, '1.0': { noIndex: true } }", VERSION_NAVBAR).replace(
        './sidebars.json',
        `./${sidebars}`,
      ),
    });
    const run = await runDocsGenAsync(['migrate', site.dir]);
    expect(run.code, run.stderr).toBe(0);
    const build = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(build.code, build.stderr).toBe(0);
    expect(site.read('build/docs/intro/index.html')).toContain('Released in 2.0');
    expect(site.exists('build/docs/install/index.html')).toBe(true);
    expect(site.read('build/docs/next/intro/index.html')).toContain('Unreleased.');
    expect(site.exists('build/docs/next/unreleased/index.html')).toBe(true);
    expect(site.read('build/docs/1.0/intro/index.html')).toContain('The old one.');
    // The current version is the docs folder: none of its pages is built at the docs route.
    expect(site.exists('build/docs/unreleased/index.html')).toBe(false);
  });

  it('carries includeCurrentVersion: false and onlyIncludeVersions as they are, and lists the version options docs-gen lacks', async () => {
    const site = siteWith({
      ...VERSIONED_SITE,
      'docusaurus.config.js': classicSite("includeCurrentVersion: false, onlyIncludeVersions: ['2.0', '1.0'], versions: { '2.0': { label: 'v2', banner: 'latest', future: true }, '3.0': { label: 'v3' } }"),
    });
    const result = await migrateSite(site.dir);
    expect(result.config.content).toEqual([
      {
        path: 'docs',
        routeBasePath: '/docs',
        sidebar: '',
        idPrefix: '',
        sidebarsFile: 'sidebars.json',
        versionsFile: 'versions.json',
        includeCurrentVersion: false,
        onlyIncludeVersions: ['2.0', '1.0'],
        versions: { '2.0': { label: 'v2' } },
      },
    ]);
    expect(result.config.docsVersionLabel).toBeUndefined();
    expect(listed(result.notCarried)).toEqual({
      'presets[0][1].docs.versions.2.0.banner': 'not a value docs-gen accepts here',
      'presets[0][1].docs.versions.2.0.future': "docs-gen's versions have no such option",
      'presets[0][1].docs.versions.3.0': 'versions.json does not list this version',
    });
    expect(site.read('docs-gen.config.ts')).toContain('//   - presets[0][1].docs.versions.2.0.future: true (docs-gen\'s versions have no such option)');
  });

  it("reads another docs instance's versions from its prefixed files, whose version items name it", async () => {
    const site = siteWith({
      'docs/a.md': '# A\n',
      'community/a.md': '# Community A (next)\n',
      'community_versions.json': '["1.x"]',
      'community_versioned_docs/version-1.x/a.md': '# Community A 1.x\n',
      'community_versioned_sidebars/version-1.x-sidebars.json': '{ "community": ["a"] }\n',
      'sidebarsCommunity.js': "module.exports = { community: ['a'] };\n",
      'docusaurus.config.js': docusaurusConfig(`presets: [['classic', { blog: false }]],
        plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js', versions: { '1.x': { label: 'One' } } }]],
        themeConfig: { navbar: { items: [
          { type: 'docsVersionDropdown', docsPluginId: 'community', versions: { '1.x': { label: 'Stable' }, current: {} }, dropdownItemsBefore: [{ href: 'https://old.test', label: 'Old', target: '_self', className: 'old' }, { type: 'doc', docId: 'a', label: 'A' }] },
          { type: 'docsVersion' },
        ] } }`),
    });
    const result = await migrateSite(site.dir);
    expect(result.config.content).toEqual([
      { path: 'docs', routeBasePath: '/docs', sidebar: 'docs', idPrefix: '' },
      {
        path: 'community',
        routeBasePath: '/community',
        sidebar: '',
        // The navbar's version items name the folder by its plugin id.
        pluginId: 'community',
        sidebarsFile: 'sidebarsCommunity.js',
        versionsFile: 'community_versions.json',
        versions: { '1.x': { label: 'One' } },
      },
    ]);
    expect(result.config.docsVersionLabel).toBeUndefined();
    expect(result.config.navbar).toEqual({
      items: [
        {
          type: 'docsVersionDropdown',
          docsPluginId: 'community',
          versions: { '1.x': { label: 'Stable' }, current: {} },
          dropdownItemsBefore: [{ href: 'https://old.test', label: 'Old', className: 'old', target: '_self' }],
        },
      ],
    });
    // Without `docsPluginId` the item is the default instance's, whose one version docs-gen's version items do not show.
    expect(listed(result.notCarried)).toEqual({
      'themeConfig.navbar.items[0].dropdownItemsBefore[1]': 'docs-gen lists links (`to` or `href`, with a label) and html items around the versions',
      'themeConfig.navbar.items[1]': `docs-gen's version items show the versions of a docs folder carried with its versions file, and the docs instance "default" has none`,
    });
    expect(() => configSchema.parse(result.config)).not.toThrow();
  });

  it('carries a versions file that lists "current" among its versions, as Docusaurus accepts it', async () => {
    const site = siteWith({ ...VERSIONED_SITE, 'versions.json': '["current", "2.0", "1.0"]', 'docusaurus.config.js': classicSite('') });
    const result = await migrateSite(site.dir);
    expect(result.warnings).toEqual([]);
    expect(result.config.content).toMatchObject([{ path: 'docs', versionsFile: 'versions.json' }]);
  });

  it('builds the docs folder alone, with a warning, from a versions file that is not a list of names or whose served version has no folder', async () => {
    const notAList = siteWith({ ...VERSIONED_SITE, 'versions.json': '{ "latest": "2.0" }', 'docusaurus.config.js': classicSite("versions: { current: { label: 'Canary' } }") });
    const broken = await migrateSite(notAList.dir);
    expect(broken.config.content).toEqual([{ path: 'docs', routeBasePath: '/docs', sidebar: '', idPrefix: '' }]);
    expect(broken.config.sidebarsFile).toBe('sidebars.json');
    expect(broken.config.docsVersionLabel).toBe('Canary');
    expect(broken.warnings).toEqual(['versions.json is not a list of version names: docs-gen builds docs/']);
    expect(listed(broken.notCarried)).toEqual({ 'presets[0][1].docs.versions': 'docs-gen builds the docs folder alone (see the warning)' });

    // Some sites copy the docs folder into the served version's folder when they build (pnpm's `copy-docs`).
    const copied = siteWith({ ...VERSIONED_SITE, 'versions.json': '["3.x", "2.0"]', 'docusaurus.config.js': classicSite("includeCurrentVersion: false, lastVersion: '3.x'") });
    const missing = await migrateSite(copied.dir);
    expect(missing.config.content).toEqual([{ path: 'docs', routeBasePath: '/docs', sidebar: '', idPrefix: '' }]);
    expect(missing.config.sidebarsFile).toBe('sidebars.json');
    expect(missing.config.docsVersionLabel).toBe('3.x');
    expect(missing.warnings).toEqual(['versioned_docs/version-3.x/, the version 3.x Docusaurus serves, does not exist: docs-gen builds docs/ in its place']);
    const build = await runDocsGenAsync(['build', copied.dir, '--quiet']);
    expect(build.code, build.stderr).toBe(0);
    expect(copied.read('build/docs/intro/index.html')).toContain('Unreleased.');
  });

  it("takes an editUrl function's links as one prefix only when every version's links share it, else carries its code", async () => {
    const site = siteWith(VERSIONED_SITE);
    const map = (editUrl: unknown) => mapDocusaurusConfig({ presets: [['classic', { docs: { editUrl } }]] }, site.dir);
    const joined = map(({ versionDocsDirPath, docPath }: Record<string, string>) => `https://git.test/acme/edit/main/${versionDocsDirPath}/${docPath}`);
    expect(joined.config.editUrl).toBe('https://git.test/acme/edit/main/');
    expect(joined.notCarried).toEqual([]);
    // The released versions' links lead to another branch: no one prefix gives them, and a function reading the
    // config's names is listed; one reading nothing else is written into the config, docs-gen calling it per page.
    const HOST = 'https://git.test/acme/edit';
    const branches = map(({ version, versionDocsDirPath, docPath }: Record<string, string>) => `${HOST}/${version === 'current' ? 'main' : `v${version}`}/${versionDocsDirPath}/${docPath}`);
    expect(branches.config.editUrl).toBeUndefined();
    expect(branches.notCarried.map((n) => n.path)).toEqual(['presets[0][1].docs.editUrl']);
    const selfContained = map(({ version, versionDocsDirPath, docPath }: Record<string, string>) => `https://git.test/acme/edit/${version === 'current' ? 'main' : `v${version}`}/${versionDocsDirPath}/${docPath}`);
    expect([typeof selfContained.config.editUrl, selfContained.notCarried]).toEqual(['object', []]);
  });

  it('carries editCurrentVersion into the versioned folder', () => {
    const site = siteWith(VERSIONED_SITE);
    const { config, notCarried } = mapDocusaurusConfig({ presets: [['classic', { docs: { editUrl: 'https://git.test/acme/edit/main/', editCurrentVersion: true } }]] }, site.dir);
    expect((config.content as Record<string, unknown>[])[0].editCurrentVersion).toBe(true);
    expect(notCarried).toEqual([]);
  });
});

describe('migrate: version items of a site without versions', () => {
  it('keeps the current version label as the site label, and lists the version items', () => {
    const site = siteWith({ 'docs/a.md': '# A\n' });
    const { config, notCarried } = mapDocusaurusConfig(
      {
        presets: [['classic', { docs: { versions: { current: { label: 'Canary' } } } }]],
        themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown' }, { type: 'docsVersion', label: 'v1' }] } },
      },
      site.dir,
    );
    expect(config.content).toEqual([{ path: 'docs', routeBasePath: '/docs', sidebar: 'docs', idPrefix: '' }]);
    expect(config.docsVersionLabel).toBe('Canary');
    expect(config.navbar).toEqual({ items: [] });
    const none = "docs-gen's version items show the versions of a docs folder carried with its versions file, and no folder has one";
    expect(listed(notCarried)).toEqual({
      'presets[0][1].docs.versions': 'docs-gen builds the docs folder alone (the site has no versions file)',
      'themeConfig.navbar.items[0]': none,
      'themeConfig.navbar.items[1]': none,
    });
  });

  it('builds the docs folder alone with disableVersioning, versions file or not', () => {
    const site = siteWith({ ...VERSIONED_SITE });
    const { config, notCarried } = mapDocusaurusConfig({ presets: [['classic', { docs: { disableVersioning: true, sidebarPath: './sidebars.json' } }]] }, site.dir);
    expect(config.content).toEqual([{ path: 'docs', routeBasePath: '/docs', sidebar: '', idPrefix: '' }]);
    expect(notCarried).toEqual([]);
  });
});

it('names a versioned site folder relative to the written config', async () => {
  const root = siteWith({
    ...Object.fromEntries(Object.entries(VERSIONED_SITE).map(([file, text]) => [path.join('website', file), text])),
    'website/docusaurus.config.js': classicSite(''),
  });
  const result = await migrateSite(path.join(root.dir, 'website'), { out: root.dir });
  expect(result.config.content).toEqual([
    { path: 'website/docs', routeBasePath: '/docs', sidebar: '', idPrefix: '', sidebarsFile: 'website/sidebars.json', versionsFile: 'website/versions.json' },
  ]);
});
