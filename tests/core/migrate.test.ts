import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docLocation, rootIdPrefix } from '../../src/content/routes.js';
import { DocsGenError } from '../../src/errors/DocsGenError.js';
import { ConfigCode } from '../../src/migrate/functionSource.js';
import { mapDocusaurusConfig } from '../../src/migrate/mapDocusaurusConfig.js';
import { writeConfigSource } from '../../src/migrate/writeConfigSource.js';
import { type MigrateResult, migrateSite } from '../../src/migrate/migrateSite.js';
import { createPackageStub, stubName, stubPackage } from '../../src/migrate/packageStub.js';
import { type RunResult, repoRoot, runDocsGenAsync, tempSite } from '../helpers/site.js';
import { listed, squash } from '../helpers/migration.js';

const require = createRequire(import.meta.url);

describe('docs-gen migrate', () => {
  const js = tempSite('docusaurus-site');
  const ts = tempSite('docusaurus-site-ts');
  let jsRun: RunResult;
  let build: RunResult;
  let tsResult: MigrateResult;
  let outResult: MigrateResult;
  let jsConfig: string;

  beforeAll(async () => {
    // The command line once, for what it prints; the other runs in this process.
    jsRun = await runDocsGenAsync(['migrate', js.dir]);
    jsConfig = js.read('docs-gen.config.ts');
    const building = runDocsGenAsync(['build', js.dir, '--quiet']);
    tsResult = await migrateSite(ts.dir);
    outResult = await migrateSite(ts.dir, { out: path.join(ts.dir, 'elsewhere') });
    build = await building;
  }, 30_000);

  afterAll(() => {
    js.cleanup();
    ts.cleanup();
  });

  it('carries the site settings, presets docs options, navbar, footer and theme settings of a CommonJS config', () => {
    expect(jsRun.stderr).toBe('');
    expect(jsRun.code).toBe(0);
    expect(jsRun.stdout).toContain('Wrote ');
    // The types of the modules site code imports, for a TypeScript site.
    expect(js.read('docs-gen-env.d.ts')).toContain("import 'docs-gen/client';");
    expect(jsRun.stdout).toMatch(/Wrote \S*docs-gen-env\.d\.ts: the types of the modules site code imports/);
    for (const line of [
      "title: 'Acme Docs'",
      "tagline: 'Rockets for everyone'",
      "url: 'https://docs.acme.test'",
      "favicon: '/img/favicon.svg'",
      "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }",
      "{ type: 'localeDropdown', position: 'right' }",
      "sidebarsFile: 'sidebars.json'",
      "{ path: 'docs', routeBasePath: '/docs', sidebar: '', idPrefix: '' }",
      "analytics: { gtagTrackingId: 'G-ACME12345', anonymizeIP: true }",
      "title: 'Acme'",
      "logo: { src: '/img/logo.svg', alt: 'Acme logo', width: 32, height: 32 }",
      "{ docId: 'intro', label: 'Docs', position: 'left' }",
      "{ sidebarId: 'docs', label: 'Guides' }",
      "{ to: '/docs/guides/launch', label: 'Launch' }",
      "items: [{ href: 'https://status.acme.test', label: 'Status' }, { docId: 'intro', label: 'Intro' }]",
      "{ href: 'https://github.com/acme/docs', ariaLabel: 'GitHub repository', icon: 'github', position: 'right' }",
      "style: 'dark'",
      // An HTML item is carried as it is, as the copyright and the announcement are.
      "{ title: 'Community', items: [{ label: 'Forum', href: 'https://forum.acme.test' }, { html: '<a href=\"/x\">x</a>' }] }",
      // The year the config computes is computed at each build, not written as the year of the migration.
      'copyright: `Copyright © ${new Date().getFullYear()} Acme.`',
      "content: 'Acme <b>2.0</b> is out'",
      "colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true }",
      'toc: { minHeadingLevel: 2, maxHeadingLevel: 4 }',
      "onBrokenLinks: 'throw'",
      "onBrokenMarkdownLinks: 'warn'",
      // Data only: a function has no place in a written config.
      "customFields: { apiUrl: 'https://api.acme.test' }",
      // For components that link to the repository, as `siteConfig` gives them.
      "organizationName: 'acme'",
    ]) {
      expect(squash(jsConfig)).toContain(squash(line));
    }
    // The preview image of link shares, a path of the static folder.
    expect(jsConfig).toContain("image: '/img/social-card.png'");
    // A function-form editUrl whose links are a prefix and the doc's path gives that prefix.
    expect(jsConfig).toContain("editUrl: 'https://github.com/acme/docs/edit/main/'");
    expect(jsConfig).toContain("customCss: 'src/css/custom.css'");
    // The default template's Prism themes, github and dracula: GitHub's light theme is docs-gen's own.
    expect(jsConfig).toContain("codeThemes: { dark: 'dracula' }");
  });

  it('lists every setting it could not carry, on stdout and at the top of the config', () => {
    const expected = [
      'presets[0][1].docs.remarkPlugins[0]: "remark-math" (the package "remark-math" is not installed here: install the site\'s packages and migrate again',
      'presets[0][1].blog: { showReadingTime }',
      // Its Prism themes are carried as codeThemes (github and dracula), its additional languages not.
      'themeConfig.prism.additionalLanguages: ["bash"]',
      'themeConfig.algolia: { appId, apiKey, indexName }',
    ];
    const header = jsConfig.slice(0, jsConfig.indexOf('import {'));
    for (const setting of expected) {
      expect(jsRun.stdout).toContain(`  - ${setting}`);
      expect(header).toContain(`//   - ${setting}`);
    }
    const count = Number(/Not carried over \((\d+)\)/.exec(jsRun.stdout)?.[1]);
    expect(header.match(/^\/\/ {3}- /gm)?.length).toBe(count);
    // Carried settings are not listed.
    expect(header).not.toMatch(/ - (title|tagline|organizationName|i18n|presets\[0\]\[1\]\.gtag|themeConfig\.navbar\.items\[[056]\]|themeConfig\.colorMode|themeConfig\.footer|plugins\[[01]\])\b/);
  });

  it("says that page URLs gain a trailing slash when the Docusaurus config leaves trailingSlash unset, and nothing when it sets it", async () => {
    expect(jsRun.stdout).toMatch(/\nNote: The Docusaurus config leaves `trailingSlash` unset, so Docusaurus links a doc as \/docs\/intro; docs-gen links it as \/docs\/intro\//);
    expect(jsRun.stdout).toContain('set `trailingSlash: false` in the written config');
    expect(tsResult.notes).toHaveLength(1);
    for (const trailingSlash of [true, false]) {
      const site = tempSite();
      try {
        site.write('docusaurus.config.js', `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', trailingSlash: ${trailingSlash} };\n`);
        site.write('docs/intro.md', '# Intro\n');
        const run = await runDocsGenAsync(['migrate', site.dir]);
        expect(run.code, run.stderr).toBe(0);
        expect(run.stdout).not.toContain('Note:');
      } finally {
        site.cleanup();
      }
    }
  });

  it("carries what Meta's fbContent() gives a public build (Flow's and Metro's editUrl), the package not installed", async () => {
    const site = tempSite();
    try {
      site.write(
        'docusaurus.config.js',
        [
          "const { fbContent } = require('docusaurus-plugin-internaldocs-fb/internal');",
          "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { editUrl: fbContent({ internal: 'https://internal.example/edit/', external: 'https://github.com/o/r/edit/main/' }) } }]] };",
          '',
        ].join('\n'),
      );
      site.write('docs/intro.md', '# Intro\n');
      const run = await runDocsGenAsync(['migrate', site.dir]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).not.toContain('editUrl');
      expect(site.read('docs-gen.config.ts')).toContain("editUrl: 'https://github.com/o/r/edit/main/'");
    } finally {
      site.cleanup();
    }
  });

  it('writes a copyright whose year the config computes to compute it at each build, and a year written as it is', async () => {
    const year = new Date().getFullYear();
    const cases = [
      // From 2019 to whatever year it is: only this year is computed, and the text around it stays as it is.
      ['`© 2019–${new Date().getFullYear()} Acme \\`co\\` \\${x}`', 'copyright: `© 2019–${new Date().getFullYear()} Acme \\`co\\` \\${x}`'],
      // A year written as it is, this year's too, stays written: the config does not compute it.
      [`'© 2019–${year} Acme'`, `copyright: '© 2019–${year} Acme'`],
    ];
    for (const [written, expected] of cases) {
      const site = tempSite();
      try {
        site.write('docusaurus.config.js', `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', themeConfig: { footer: { copyright: ${written} } } };\n`);
        site.write('docs/intro.md', '# Intro\n');
        const run = await runDocsGenAsync(['migrate', site.dir]);
        expect(run.code, run.stderr).toBe(0);
        expect(site.read('docs-gen.config.ts')).toContain(expected);
        const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
        expect(built.code, built.stderr).toBe(0);
        expect(site.read('build/intro/index.html')).toContain(`© 2019–${year} Acme`);
      } finally {
        site.cleanup();
      }
    }
  });

  it('writes a config that builds the site, with the doc ids Docusaurus gives (sidebars and navbar name them)', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const home = js.read('build/docs/index.html');
    expect(home).toContain('<title>Introduction | Acme Docs</title>');
    // The navbar's `to: '/docs/guides/launch'` leads to the route, as Docusaurus's Link writes it, as the page's link does.
    expect(home).toContain('<a class="navbar-link" href="/docs/guides/launch/">Launch</a>');
    expect(home).toContain('href="/docs/guides/launch/"');
    expect(home).toContain('https://github.com/acme/docs');
    expect(home).toContain('Acme <b>2.0</b> is out');
    expect(js.read('build/docs/guides/launch/index.html')).toContain('src="/img/logo.svg"');
    // The plugin's createRedirects, its code written into the config.
    expect(jsConfig).toMatch(/\n {2}createRedirects: function createRedirects\(existingPath\) \{\n {4}return existingPath\.startsWith\("\/docs\/guides\/"\)[^\n]*\n {2}\},\n/);
    expect(js.read('build/guides/launch/index.html')).toContain('url=/docs/guides/launch/');
  });

  it('never replaces a docs-gen config without --force', async () => {
    const refused = await migrateSite(js.dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DocsGenError);
    expect(refused).toMatchObject({ message: 'docs-gen.config.ts already exists; nothing was changed', file: path.join(js.dir, 'docs-gen.config.ts'), line: 1 });
    expect(js.read('docs-gen.config.ts')).toBe(jsConfig);
    await migrateSite(ts.dir, { force: true });
    expect(ts.read('docs-gen.config.ts')).toBe(tsConfig());
  });

  const tsConfig = () => ts.read('docs-gen.config.ts');

  it('reads a TypeScript config exporting an async function, with docs plugin instances', () => {
    const config = tsConfig();
    expect(tsResult.configFile).toBe(path.join(ts.dir, 'docs-gen.config.ts'));
    for (const line of [
      "baseUrl: '/acme/'",
      "sidebarsFile: 'sidebars.ts'",
      "editUrl: 'https://github.com/acme/ts/edit/main/'",
      "{ path: 'docs', routeBasePath: '/docs', sidebar: '', idPrefix: '' }",
      "{ path: 'community', routeBasePath: '/community', sidebar: '', pluginId: 'community', sidebarsFile: 'sidebarsCommunity.ts', editUrl: false }",
      "{ sidebarId: 'tutorialSidebar', label: 'Tutorial', position: 'left' }",
      // `pathname://` is kept: docs-gen gives it the base URL and a new tab, as Docusaurus does.
      "{ href: 'pathname:///playground/', label: 'Playground' }",
      // Items of another docs instance name its folder's ids, and a sidebar of its own sidebars file.
      "{ docId: 'community/overview', label: 'Community' }",
      "{ sidebarId: 'communitySidebar', label: 'More' }",
      "links: [{ label: 'Blog', to: '/blog' }]",
      "onBrokenLinks: 'warn'",
      "onBrokenMarkdownLinks: 'ignore'",
    ]) {
      expect(squash(config)).toContain(squash(line));
    }
    expect(tsResult.config.customCss).toEqual(['src/css/custom.css', 'src/css/extra.css', 'src/css/theme.scss']);
    const listed = tsResult.notCarried.map((n) => `${n.path}: ${n.value}`);
    expect(listed.join('\n')).not.toContain('sidebarPath');
    // `prism.theme` alone (GitHub's) shows in both modes, as in Docusaurus.
    expect(listed.join('\n')).not.toContain('themeConfig.prism');
    expect(tsResult.config.codeThemes).toEqual({ dark: 'github-light' });
    // `createRequire(import.meta.url)` resolves like CommonJS `require`; a package's CSS is not in the site.
    expect(listed).toContain('presets[0][1].theme.customCss[2]: "react-tweet/theme.css"');
    // Sass is compiled by docs-gen, so a `.scss` custom CSS is carried.
    expect(listed.join('\n')).not.toContain('theme.scss');
    // `blog: false` turns the blog off, which needs nothing in docs-gen.
    expect(listed.join('\n')).not.toContain('blog');
  });

  it('writes into --out, with paths relative to it, and warns about files outside it', () => {
    expect(outResult.config.sidebarsFile).toBe('../sidebars.ts');
    // `@site/` keeps naming the Docusaurus site folder.
    expect(outResult.config.siteDir).toBe('..');
    expect(tsResult.config.siteDir).toBeUndefined();
    expect(outResult.config.content).toEqual([
      { path: '../docs', routeBasePath: '/docs', sidebar: '', idPrefix: '' },
      { path: '../community', routeBasePath: '/community', sidebar: '', pluginId: 'community', sidebarsFile: '../sidebarsCommunity.ts', editUrl: false },
    ]);
    const outside = outResult.warnings.map((w) => w.split(' ')[0]);
    for (const file of ['../community', '../docs', '../sidebars.ts', '../sidebarsCommunity.ts']) expect(outside).toContain(file);
    expect(outResult.warnings[0]).toContain(` is outside ${path.join(ts.dir, 'elsewhere')}`);
    expect(fs.existsSync(path.join(ts.dir, 'elsewhere', 'docs-gen.config.ts'))).toBe(true);
  });

  it('is a located error without a Docusaurus config', async () => {
    const missing = await migrateSite(path.join(js.dir, 'docs')).catch((error: unknown) => error);
    expect(missing).toMatchObject({ message: `No Docusaurus config in ${path.join(js.dir, 'docs')}`, file: path.join(js.dir, 'docs') });
    expect(fs.existsSync(path.join(js.dir, 'docs', 'docs-gen.config.ts'))).toBe(false);
  });
});

describe('package stubs', () => {
  it('stand for any package a config imports, whatever it does with it', async () => {
    const stub = createPackageStub('prism-react-renderer');
    const theme = (stub as unknown as { themes: { github: { styles: unknown[] } } }).themes.github;
    expect(stubName(theme)).toBe('prism-react-renderer.themes.github');
    expect([...theme.styles]).toEqual([]);
    expect(stubName(stub({ option: 1 }))).toBe('prism-react-renderer()');
    // What a value reached from a stub came from, a dot in the package's name included.
    expect(stubPackage(theme)).toBe('prism-react-renderer');
    expect(stubPackage((createPackageStub('lodash.merge') as unknown as () => unknown)())).toBe('lodash.merge');
    expect(stubPackage({})).toBeUndefined();
    expect(String(stub)).toBe('prism-react-renderer');
    // Awaiting a stub resolves to it at once instead of waiting on a `then` that never calls back.
    expect(await stub).toBe(stub);
  });

  it('are named in the hint of a config that threw, as what it may have needed installed', async () => {
    const site = tempSite();
    try {
      site.write(
        'docusaurus.config.js',
        "const { check } = require('schema-checker');\nif (check() !== true) throw new Error(\"Can't happen\");\nmodule.exports = { title: 'Checked', url: 'https://x.test', baseUrl: '/' };\n",
      );
      const failed = await migrateSite(site.dir).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(DocsGenError);
      expect(failed).toMatchObject({ message: expect.stringContaining("threw while loading: Can't happen"), file: path.join(site.dir, 'docusaurus.config.js'), line: 2 });
      expect((failed as DocsGenError).hint).toMatch(/stand-ins for packages that are not installed beside the site: schema-checker\. Install the site's packages/);
    } finally {
      site.cleanup();
    }
  });
});

describe('a file the Docusaurus config requires', () => {
  // As Babel's site, whose sponsors a script downloads: the config made its list of them from the file.
  it('fails the migration at the require when it does not exist, as it fails Docusaurus, not stood in for as a package', async () => {
    const site = tempSite();
    try {
      site.write(
        'docusaurus.config.js',
        "const path = require('path');\nconst sponsors = require(path.join(__dirname, '/data/sponsors.json'));\nmodule.exports = { title: 'S', url: 'https://x.test', baseUrl: '/', customFields: { sponsors: sponsors.filter((s) => s.tier) } };\n",
      );
      const failed = await migrateSite(site.dir).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(DocsGenError);
      expect(failed).toMatchObject({ message: expect.stringContaining(`it requires ${path.join(site.dir, 'data', 'sponsors.json')}, which does not exist`), file: path.join(site.dir, 'docusaurus.config.js'), line: 2 });
      expect(site.exists('docs-gen.config.ts')).toBe(false);
    } finally {
      site.cleanup();
    }
  });
});

describe('mapDocusaurusConfig', () => {
  it('reports what it leaves, whole where nothing inside was carried', () => {
    // An editUrl function reading a name of the config, which gives no prefix.
    const EDIT = 'x';
    const { config, notCarried } = mapDocusaurusConfig(
      {
        title: 'T',
        trailingSlash: false,
        presets: [['classic', { docs: { routeBasePath: 'guides', sidebarPath: false, editUrl: () => EDIT }, blog: false }]],
        themeConfig: { navbar: { style: 'primary', items: [{ type: 'docsVersionDropdown' }, { label: 'No target' }] } },
        onBrokenLinks: 'log',
      },
      '/site',
    );
    expect(config).toEqual({
      title: 'T',
      content: [{ path: 'docs', routeBasePath: '/guides', sidebar: '', idPrefix: '' }],
      sidebarCollapsed: true,
      navbar: { items: [] },
      onBrokenLinks: 'warn',
      onBrokenMarkdownLinks: 'warn',
      trailingSlash: false,
    });
    expect(notCarried.map((n) => n.path)).toEqual([
      'presets[0][1].docs.editUrl',
      'themeConfig.navbar.items[0]',
      'themeConfig.navbar.items[1]',
      'themeConfig.navbar.style',
    ]);
    // Unset, a broken Markdown link is a warning in Docusaurus: so it stays; set, old key or new, it is carried.
    const markdownLinks = (config: Record<string, unknown>) => mapDocusaurusConfig(config, '/site').config.onBrokenMarkdownLinks;
    expect([markdownLinks({}), markdownLinks({ onBrokenMarkdownLinks: 'throw' }), markdownLinks({ markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } } })]).toEqual(['warn', 'throw', 'ignore']);
    expect(mapDocusaurusConfig({ titleDelimiter: '·' }, '/site')).toMatchObject({ config: { titleDelimiter: '·' }, notCarried: [] });
    const updates = mapDocusaurusConfig({ presets: [['classic', { docs: { showLastUpdateTime: true, showLastUpdateAuthor: true } }]] }, '/site');
    expect(updates).toMatchObject({ config: { showLastUpdateTime: true, showLastUpdateAuthor: true }, notCarried: [] });
    // Admonition keywords of the site's own, drawn by its Admonition/Types override; `false` turns admonitions off.
    const admonitions = (value: unknown) => mapDocusaurusConfig({ presets: [['classic', { docs: { admonitions: value } }]] }, '/site');
    expect(admonitions({ keywords: ['my-custom', 'release'], extendDefaults: true })).toMatchObject({ config: { admonitions: { keywords: ['my-custom', 'release'] } }, notCarried: [] });
    expect(admonitions({ keywords: ['only'], extendDefaults: false }).config.admonitions).toEqual({ keywords: ['only'], extendDefaults: false });
    expect(admonitions(false)).toMatchObject({ config: { admonitions: false }, notCarried: [] });
    expect([admonitions(true).config.admonitions, admonitions({}).config.admonitions, admonitions(true).notCarried]).toEqual([undefined, undefined, []]);
    expect(admonitions({ keywords: ['two words'] }).notCarried.map((n) => n.path)).toEqual(['presets[0][1].docs.admonitions']);
    expect(admonitions({ keywords: ['release-'] }).notCarried.map((n) => n.path)).toEqual(['presets[0][1].docs.admonitions']);
    // The classic preset without docs options still serves docs/ at /docs/, as Docusaurus does.
    expect(mapDocusaurusConfig({ presets: ['@docusaurus/preset-classic'] }, '/site').config.content).toEqual([{ path: 'docs', routeBasePath: '/docs', sidebar: 'docs', idPrefix: '' }]);
  });
});

describe('heading ids', () => {
  it("carry markdown.anchors.maintainCase, which keeps the heading's case in its id", () => {
    const anchors = (value: unknown) => mapDocusaurusConfig({ markdown: { anchors: { maintainCase: value } } }, '/site');
    expect(anchors(true)).toMatchObject({ config: { anchorsMaintainCase: true }, notCarried: [] });
    expect([anchors(false).config.anchorsMaintainCase, anchors(false).notCarried]).toEqual([undefined, []]);
    // Another value is no setting docs-gen knows: listed, whole where nothing beside it was carried.
    expect(anchors('yes').notCarried.map((n) => n.path)).toEqual(['markdown']);
  });
});

describe('sidebar categories', () => {
  it('start collapsed, as in Docusaurus, unless the docs options say otherwise', () => {
    const docs = (options: Record<string, unknown>) => mapDocusaurusConfig({ presets: [['classic', { docs: options }]] }, '/site');
    expect(docs({}).config.sidebarCollapsed).toBe(true);
    const open = docs({ sidebarCollapsed: false });
    expect([open.config.sidebarCollapsed, open.config.sidebarCollapsible, open.notCarried]).toEqual([undefined, undefined, []]);
    const fixed = docs({ sidebarCollapsible: false });
    expect([fixed.config.sidebarCollapsed, fixed.config.sidebarCollapsible, fixed.notCarried]).toEqual([undefined, false, []]);
    // Another docs instance's setting is the site's too, so it is carried only where it agrees.
    const two = mapDocusaurusConfig(
      { presets: [['classic', {}]], plugins: [['@docusaurus/plugin-content-docs', { id: 'more', path: 'more', sidebarCollapsed: false }]] },
      '/site',
    );
    expect(two.config.sidebarCollapsed).toBe(true);
    expect(two.notCarried).toEqual([{ path: 'plugins[0][1].sidebarCollapsed', value: 'false', reason: expect.stringContaining('one setting for the whole site') }]);
  });
});

describe("prism's magic comments", () => {
  it('are carried unless they are the default, and listed in another shape; the rest of prism is listed', () => {
    const kinds = [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      { className: 'code-add-line', line: 'highlight-add-next-line' },
    ];
    const own = mapDocusaurusConfig({ themeConfig: { prism: { magicComments: kinds, additionalLanguages: ['kotlin'] } } }, '/site');
    expect(own.config.magicComments).toEqual(kinds);
    expect(own.notCarried.map((entry) => entry.path)).toEqual(['themeConfig.prism.additionalLanguages']);
    expect(mapDocusaurusConfig({ themeConfig: { prism: { magicComments: kinds.slice(0, 1) } } }, '/site').config.magicComments).toBeUndefined();
    const odd = mapDocusaurusConfig({ themeConfig: { prism: { magicComments: [{ className: 'x', line: 3 }] } } }, '/site');
    expect([odd.config.magicComments, odd.notCarried.map((entry) => entry.path)]).toEqual([undefined, ['themeConfig.prism.magicComments']]);
  });

  it('carry the default language of code blocks, and list one that is no language name', () => {
    const relay = mapDocusaurusConfig({ themeConfig: { prism: { defaultLanguage: 'javascript', theme: {} } } }, '/site');
    expect(relay.config.defaultCodeLanguage).toBe('javascript');
    expect(relay.notCarried.map((entry) => entry.path)).toEqual(['themeConfig.prism.theme']);
    const odd = mapDocusaurusConfig({ themeConfig: { prism: { defaultLanguage: 'java script' } } }, '/site');
    expect(odd.config.defaultCodeLanguage).toBeUndefined();
    expect(odd.notCarried.map((entry) => `${entry.path}: ${entry.value}`)).toEqual(['themeConfig: { prism }']);
  });
});

describe('last update and breadcrumbs of another docs instance', () => {
  it('are carried where they agree with the first instance’s, the site’s one setting, and listed where they differ', () => {
    const shared = { showLastUpdateTime: true, showLastUpdateAuthor: false, editLocalizedFiles: false, breadcrumbs: false };
    const two = mapDocusaurusConfig(
      {
        presets: [['classic', { docs: shared }]],
        plugins: [
          ['@docusaurus/plugin-content-docs', { id: 'more', path: 'more', ...shared }],
          ['@docusaurus/plugin-content-docs', { id: 'other', path: 'other', ...shared, showLastUpdateTime: false, showLastUpdateAuthor: true }],
        ],
      },
      '/site',
    );
    expect([two.config.showLastUpdateTime, two.config.showLastUpdateAuthor, two.config.breadcrumbs]).toEqual([true, false, false]);
    expect(two.notCarried.map((entry) => entry.path)).toEqual(['plugins[1][1].showLastUpdateAuthor', 'plugins[1][1].showLastUpdateTime']);
  });
});

describe('editUrl', () => {
  const root = tempSite();
  const site = path.join(root.dir, 'website');
  beforeAll(() => root.write('docs/intro.md', '# Intro\n'));
  afterAll(() => root.cleanup());
  const map = (editUrl: unknown) => mapDocusaurusConfig({ presets: [['classic', { docs: { path: '../docs', editUrl } }]] }, site, root.dir);
  // Names of the config a function reads, which keep its code from being written into docs-gen's: its links are asked for.
  const GITLAB = 'https://gitlab.test/acme/-/edit/main/website';
  const GITHUB = 'https://github.com/acme/repo/edit/main/website';

  it("is the prefix docs-gen joins with the page's path, from a string Docusaurus joins with the docs folder beside the site", () => {
    // Docusaurus links `…/website/../docs/intro.md`, which is `…/docs/intro.md`.
    const { config, notCarried } = map('https://github.com/acme/repo/edit/main/website/');
    expect([config.editUrl, notCarried]).toEqual(['https://github.com/acme/repo/edit/main/', []]);
  });

  it("is the prefix of the links of a function reading the config's names when they are a prefix and the doc's path, and listed when they are not", () => {
    const joined = map(({ versionDocsDirPath, docPath }: Record<string, string>) => `${GITLAB}/${versionDocsDirPath}/${docPath}`);
    expect([joined.config.editUrl, joined.notCarried]).toEqual(['https://gitlab.test/acme/-/edit/main/', []]);
    const elsewhere = map(({ docPath }: Record<string, string>) => (docPath.includes('/') ? `${GITLAB}/nested` : `${GITLAB}/edit/${docPath}`));
    expect(elsewhere.config.editUrl).toBeUndefined();
    expect(elsewhere.notCarried).toEqual([{ path: 'presets[0][1].docs.editUrl', value: '(function)', reason: expect.stringContaining('copy the function into the config as `editUrl`') }]);
    const throws = map(() => {
      throw new Error(`no locale for ${GITLAB}`);
    });
    expect([throws.config.editUrl, throws.notCarried.length]).toEqual([undefined, 1]);
  });

  it("of another docs instance is the site's when it agrees with it, else the folder's own", () => {
    root.write('website/api/a.md', '# A\n');
    const instance = (editUrl: unknown) => ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api', editUrl }];
    const prefix = ({ versionDocsDirPath, docPath }: Record<string, string>) => `${GITHUB}/${versionDocsDirPath}/${docPath}`;
    const perVersion = () => `${GITHUB}/README.md`;
    const agreeing = mapDocusaurusConfig({ presets: [['classic', { docs: { path: '../docs', editUrl: prefix } }]], plugins: [instance(prefix)] }, site, root.dir);
    expect(agreeing.notCarried).toEqual([]);
    expect(agreeing.config.content).toEqual([expect.not.objectContaining({ editUrl: expect.anything() }), expect.not.objectContaining({ editUrl: expect.anything() })]);
    // The first instance's links are not a prefix: the second's are, its folder's own.
    const differing = mapDocusaurusConfig({ presets: [['classic', { docs: { path: '../docs', editUrl: perVersion } }]], plugins: [instance(prefix)] }, site, root.dir);
    expect(differing.config.editUrl).toBeUndefined();
    expect((differing.config.content as Record<string, unknown>[])[1].editUrl).toBe('https://github.com/acme/repo/edit/main/');
    expect(listed(differing.notCarried)).toEqual({ 'presets[0][1].docs.editUrl': expect.stringContaining('copy the function into the config as `editUrl`') });
  });

  it("of another docs instance that has none is `false`: its pages get no link, as in Docusaurus, rather than the site's", () => {
    root.write('website/api/a.md', '# A\n');
    const plain = ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api' }];
    const withSite = mapDocusaurusConfig({ presets: [['classic', { docs: { path: '../docs', editUrl: `${GITHUB}/` } }]], plugins: [plain] }, site, root.dir);
    expect(withSite.config.editUrl).toBe('https://github.com/acme/repo/edit/main/');
    expect((withSite.config.content as Record<string, unknown>[])[1].editUrl).toBe(false);
    // Without the site's, there is nothing to turn off.
    const without = mapDocusaurusConfig({ presets: [['classic', { docs: { path: '../docs' } }]], plugins: [plain] }, site, root.dir);
    expect((without.config.content as Record<string, unknown>[])[1]).not.toHaveProperty('editUrl');
  });

  it('is written into the config as code when it is a function that reads nothing of the Docusaurus config', () => {
    const perPath = ({ docPath, locale }: Record<string, string>) => (docPath.startsWith('api/') ? undefined : `https://github.com/acme/repo/edit/main/${locale}/${docPath}`);
    const { config, notCarried } = map(perPath);
    expect(notCarried).toEqual([]);
    expect((config.editUrl as { source: string }).source).toBe(perPath.toString());
  });

  it("of the blog, a function of the posts folder and the post's path, is the prefix of its links, as the docs' is", () => {
    root.write('website/blog/2024-01-02-hello.md', '# Hello\n');
    const editUrl = ({ locale, blogDirPath, blogPath }: Record<string, string>) => (locale === 'en' ? `${GITHUB}/${blogDirPath}/${blogPath}` : `${GITHUB}/translate`);
    const i18n = { defaultLocale: 'en', locales: ['en', 'fr'] };
    const { config, notCarried } = mapDocusaurusConfig({ i18n, presets: [['classic', { docs: false, blog: { editUrl } }]] }, site, root.dir);
    expect((config.blog as { editUrl?: string }).editUrl).toBe('https://github.com/acme/repo/edit/main/');
    expect(listed(notCarried)['presets[0][1].blog.editUrl']).toBe(
      "carried as the prefix of its links in en; in fr it gives other links, and docs-gen's `blog.editUrl` is the same in every locale",
    );
    // One reading nothing of the config is written into it, links in every locale as Docusaurus's.
    const own = ({ locale, blogPath }: Record<string, string>) => (locale === 'en' ? `https://github.com/acme/repo/edit/main/blog/${blogPath}` : undefined);
    const carried = mapDocusaurusConfig({ i18n, presets: [['classic', { docs: false, blog: { editUrl: own } }]] }, site, root.dir);
    expect([(carried.config.blog as { editUrl?: { source: string } }).editUrl?.source, carried.notCarried.map((n) => n.path)]).toEqual([own.toString(), ['presets[0][1].docs']]);
  });

  it("is the default locale's prefix, and says so when the function links other locales elsewhere (a translation platform)", () => {
    const editUrl = ({ locale, versionDocsDirPath, docPath }: Record<string, string>) => (locale === 'fr' ? `${GITHUB}/translate/fr` : `${GITHUB}/${versionDocsDirPath}/${docPath}`);
    const i18n = { defaultLocale: 'en', locales: ['en', 'fr', 'de'] };
    const { config, notCarried } = mapDocusaurusConfig({ i18n, presets: [['classic', { docs: { path: '../docs', editUrl } }]] }, site, root.dir);
    expect(config.editUrl).toBe('https://github.com/acme/repo/edit/main/');
    expect(notCarried).toEqual([
      { path: 'presets[0][1].docs.editUrl', value: '(function)', reason: "carried as the prefix of its links in en; in fr it gives other links, and docs-gen's `editUrl` is the same in every locale" },
    ]);
  });
});

describe('remark plugins', () => {
  it("carries the first folder's npm2yarn options as the site's, and lists another folder's that differ", () => {
    const npm2yarn = createPackageStub('@docusaurus/remark-plugin-npm2yarn');
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-npm2yarn-'));
    fs.mkdirSync(path.join(siteDir, 'blog'));
    const { config, notCarried } = mapDocusaurusConfig(
      { presets: [['classic', { docs: { remarkPlugins: [[npm2yarn, { sync: true }]] }, blog: { remarkPlugins: [npm2yarn] }, pages: { remarkPlugins: [[npm2yarn, { sync: true }]] } }]] },
      siteDir,
    );
    fs.rmSync(siteDir, { recursive: true, force: true });
    expect(config.npm2yarn).toEqual({ sync: true });
    expect(notCarried.map((n) => [n.path, n.reason])).toEqual([
      ['presets[0][1].blog.remarkPlugins[0]', 'docs-gen\'s npm2yarn is one setting for the site, carried as the first folder\'s ({"sync":true}), and this one\'s options differ'],
    ]);
  });

  it("gives npm2yarn the converters of the site's Docusaurus: yarn and pnpm before 3.8, which added bun", () => {
    const npm2yarn = createPackageStub('@docusaurus/remark-plugin-npm2yarn');
    const raw = { presets: [['classic', { docs: { remarkPlugins: [npm2yarn] } }]] };
    const installed = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-npm2yarn-'));
    const declared = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-npm2yarn-'));
    try {
      // Installed in the folder above the site's, as a workspace keeps it; the range says otherwise, the package wins.
      fs.mkdirSync(path.join(installed, 'node_modules', '@docusaurus', 'remark-plugin-npm2yarn'), { recursive: true });
      fs.writeFileSync(path.join(installed, 'node_modules', '@docusaurus', 'remark-plugin-npm2yarn', 'package.json'), '{ "version": "3.7.0" }\n');
      fs.mkdirSync(path.join(installed, 'website'));
      fs.writeFileSync(path.join(installed, 'website', 'package.json'), '{ "dependencies": { "@docusaurus/core": "^3.9.0" } }\n');
      expect(mapDocusaurusConfig(raw, path.join(installed, 'website')).config.npm2yarn).toEqual({ converters: ['yarn', 'pnpm'] });
      // Nothing installed: the lowest version the range allows.
      fs.writeFileSync(path.join(declared, 'package.json'), '{ "dependencies": { "@docusaurus/core": "~3.7.0" } }\n');
      expect(mapDocusaurusConfig(raw, declared).config.npm2yarn).toEqual({ converters: ['yarn', 'pnpm'] });
      fs.writeFileSync(path.join(declared, 'package.json'), '{ "dependencies": { "@docusaurus/core": "^3.8.1" } }\n');
      expect(mapDocusaurusConfig(raw, declared).config.npm2yarn).toEqual({});
      // Converters the site lists are its own, whatever its version.
      fs.writeFileSync(path.join(declared, 'package.json'), '{ "dependencies": { "@docusaurus/core": "3.6.3" } }\n');
      const listed = { presets: [['classic', { docs: { remarkPlugins: [[npm2yarn, { converters: ['pnpm'] }]] } }]] };
      expect(mapDocusaurusConfig(listed, declared).config.npm2yarn).toEqual({ converters: ['pnpm'] });
    } finally {
      fs.rmSync(installed, { recursive: true, force: true });
      fs.rmSync(declared, { recursive: true, force: true });
    }
  });

  it("carries npm2yarn's options, and lists the other plugins and a custom converter", () => {
    const npm2yarn = createPackageStub('@docusaurus/remark-plugin-npm2yarn');
    const math = createPackageStub('remark-math');
    const { config, notCarried } = mapDocusaurusConfig(
      { presets: [['classic', { docs: { remarkPlugins: [math, [npm2yarn, { sync: true, converters: ['pnpm', ['turbo', () => 'x']] }]] } }]] },
      '/site',
    );
    expect(config.npm2yarn).toEqual({ sync: true, converters: ['pnpm'] });
    // remark-math is not installed for a site at /site: the written config would not build with it.
    expect(notCarried.map((n) => n.path).sort()).toEqual(['presets[0][1].docs.remarkPlugins[0]', 'presets[0][1].docs.remarkPlugins[1][1].converters[1]']);
  });

  it("carries the plugins of installed packages into the site's remarkPlugins and rehypePlugins, imported, each once, with the functions of their options written out, and lists a local one and one whose options' code reads the config", () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-plugins-'));
    for (const pkg of ['remark-math', 'rehype-katex', '@acme/remark-widget', '@acme/remark-gauge']) {
      fs.mkdirSync(path.join(siteDir, 'node_modules', pkg), { recursive: true });
      fs.writeFileSync(path.join(siteDir, 'node_modules', pkg, 'package.json'), `{ "name": "${pkg}" }\n`);
    }
    const math = createPackageStub('remark-math');
    const katex = createPackageStub('rehype-katex');
    const local = () => () => undefined;
    const label = { text: 'gauge' };
    const { config, notCarried } = mapDocusaurusConfig(
      {
        presets: [
          [
            'classic',
            {
              docs: { remarkPlugins: [math, local], rehypePlugins: [[katex, { strict: false }]] },
              pages: {
                remarkPlugins: [math, [createPackageStub('@acme/remark-widget'), { render: (file: string) => file.replace('/docs/', '/site/'), size: 2 }], [createPackageStub('@acme/remark-gauge'), { render: () => label.text }]],
                rehypePlugins: [[katex, { strict: false }]],
              },
            },
          ],
        ],
      },
      siteDir,
    );
    fs.rmSync(siteDir, { recursive: true, force: true });
    const written = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (v instanceof ConfigCode ? `<${v.source} from ${v.imports.map((i) => i.from).join()}>` : v));
    expect(written(config.remarkPlugins)).toBe('["<remarkMath from remark-math>"]');
    // The site's own remark plugins may read a fence's `npm2yarn` marker, which Docusaurus alone leaves as written.
    expect(config.npm2yarn).toBe(false);
    expect(written(config.rehypePlugins)).toBe('[["<rehypeKatex from rehype-katex>",{"strict":false}]]');
    expect(notCarried.map((n) => [n.path, n.reason])).toEqual([
      ['presets[0][1].docs.remarkPlugins[1]', "not a package's plugin (one written in the config, or computed): put it in a file of the site and add it to the config's remarkPlugins or rehypePlugins"],
      ['presets[0][1].pages.remarkPlugins[2]', "its options hold code that reads the config's other variables: add the plugin to the config's remarkPlugins by hand"],
    ]);
    expect(written(config.pages)).toContain(`"<remarkWidget from @acme/remark-widget>",{"render":"<(file) => file.replace(\\"/docs/\\", \\"/site/\\") from >","size":2}`);
    const source = writeConfigSource(config, [], 'docusaurus.config.js');
    expect(source).toContain("import { defineConfig } from 'docs-gen';\nimport remarkMath from 'remark-math';\nimport rehypeKatex from 'rehype-katex';\n");
    expect(source).toMatch(/remarkPlugins: \[remarkMath\],\n {2}rehypePlugins: \[\[rehypeKatex, \{ strict: false \}\]\],/);
  });

  it("keeps an instance's own plugins its folder's, and makes the site's those every instance with Markdown lists alike", () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-plugins-'));
    for (const pkg of ['remark-math', 'remark-docs-only', 'remark-blog-only', 'remark-alerts']) {
      fs.mkdirSync(path.join(siteDir, 'node_modules', pkg), { recursive: true });
      fs.writeFileSync(path.join(siteDir, 'node_modules', pkg, 'package.json'), `{ "name": "${pkg}" }\n`);
    }
    fs.mkdirSync(path.join(siteDir, 'blog'));
    const [math, docsOnly, blogOnly, alerts] = ['remark-math', 'remark-docs-only', 'remark-blog-only', 'remark-alerts'].map((pkg) => createPackageStub(pkg));
    const docusaurusConfig = {
      presets: [
        [
          'classic',
          {
            // One plugin in both lists with other options (electron's admonitions): each instance's own.
            docs: { remarkPlugins: [math, docsOnly, [alerts, { mapping: { note: 'info' } }]] },
            blog: { remarkPlugins: [math, blogOnly, alerts] },
          },
        ],
      ],
    };
    const written = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (v instanceof ConfigCode ? `<${v.source}>` : v));
    try {
      const { config, notCarried } = mapDocusaurusConfig(docusaurusConfig, siteDir);
      expect(notCarried).toEqual([]);
      expect(written(config.remarkPlugins)).toBe('["<remarkMath>"]');
      expect(written((config.content as Record<string, unknown>[])[0].remarkPlugins)).toBe('["<remarkDocsOnly>",["<remarkAlerts>",{"mapping":{"note":"info"}}]]');
      expect(written((config.blog as Record<string, unknown>).remarkPlugins)).toBe('["<remarkBlogOnly>","<remarkAlerts>"]');
      // Each package is imported once, under one name, wherever it is listed.
      const source = writeConfigSource(config, [], 'docusaurus.config.js');
      expect(source.match(/^import remarkAlerts from 'remark-alerts';$/gm)).toHaveLength(1);
      expect(source).not.toMatch(/remarkAlerts2/);

      // Markdown pages, which list no plugins, share none: every plugin stays its instance's.
      fs.mkdirSync(path.join(siteDir, 'src/pages'), { recursive: true });
      fs.writeFileSync(path.join(siteDir, 'src/pages/about.md'), '# About\n');
      const withPages = mapDocusaurusConfig(docusaurusConfig, siteDir).config;
      expect(withPages.remarkPlugins).toBeUndefined();
      expect(written((withPages.content as Record<string, unknown>[])[0].remarkPlugins)).toBe('["<remarkMath>","<remarkDocsOnly>",["<remarkAlerts>",{"mapping":{"note":"info"}}]]');
      expect(written((withPages.blog as Record<string, unknown>).remarkPlugins)).toBe('["<remarkMath>","<remarkBlogOnly>","<remarkAlerts>"]');
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });

  it("carries the plugins Docusaurus runs before its own into the site's beforeDefaultRemarkPlugins and beforeDefaultRehypePlugins", () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-plugins-'));
    for (const pkg of ['remark-import-md', 'rehype-first']) {
      fs.mkdirSync(path.join(siteDir, 'node_modules', pkg), { recursive: true });
      fs.writeFileSync(path.join(siteDir, 'node_modules', pkg, 'package.json'), `{ "name": "${pkg}" }\n`);
    }
    const importMd = createPackageStub('remark-import-md');
    const local = () => () => undefined;
    const { config, notCarried } = mapDocusaurusConfig(
      {
        presets: [
          [
            'classic',
            {
              docs: { beforeDefaultRemarkPlugins: [importMd, local] },
              pages: { beforeDefaultRemarkPlugins: [importMd], beforeDefaultRehypePlugins: [[createPackageStub('rehype-first'), { depth: 2 }]] },
            },
          ],
        ],
      },
      siteDir,
    );
    fs.rmSync(siteDir, { recursive: true, force: true });
    const written = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (v instanceof ConfigCode ? `<${v.source} from ${v.imports.map((i) => i.from).join()}>` : v));
    // The docs' list is the site's (the pages folder has no Markdown); the pages' own plugin stays theirs.
    expect(written([config.beforeDefaultRemarkPlugins, config.beforeDefaultRehypePlugins, config.remarkPlugins, config.pages])).toBe(
      '[["<remarkImportMd from remark-import-md>"],null,null,{"beforeDefaultRehypePlugins":[["<rehypeFirst from rehype-first>",{"depth":2}]]}]',
    );
    expect(notCarried.map((n) => [n.path, n.reason])).toEqual([
      [
        'presets[0][1].docs.beforeDefaultRemarkPlugins[1]',
        "not a package's plugin (one written in the config, or computed): put it in a file of the site and add it to the config's beforeDefaultRemarkPlugins or beforeDefaultRehypePlugins",
      ],
    ]);
    const source = writeConfigSource(config, [], 'docusaurus.config.js');
    expect(source).toContain('\n  beforeDefaultRemarkPlugins: [remarkImportMd],\n');
    expect(source).toContain('\n  pages: { beforeDefaultRehypePlugins: [[rehypeFirst, { depth: 2 }]] },\n');
  });

  it("carries tab-blocks' options, its [language, label] pairs as labels, and lists a pair of another shape", () => {
    const tabBlocks = createPackageStub('docusaurus-remark-plugin-tab-blocks');
    const { config, notCarried } = mapDocusaurusConfig(
      { presets: [['classic', { docs: { remarkPlugins: [[tabBlocks, { labels: [['py', 'Python'], ['rb']], sync: false, groupId: 'langs' }]] } }]] },
      '/site',
    );
    expect(config.tabBlocks).toEqual({ labels: { py: 'Python' }, sync: false, groupId: 'langs' });
    expect(notCarried.map((n) => n.path)).toEqual(['presets[0][1].docs.remarkPlugins[0][1].labels[1]']);
    // Without options, the plugin's defaults: docs-gen's are the same.
    const bare = mapDocusaurusConfig({ presets: [['classic', { docs: { remarkPlugins: [tabBlocks] } }]] }, '/site');
    expect(bare.config.tabBlocks).toEqual({});
    expect(bare.notCarried).toEqual([]);
  });

  it("carries npm2yarn among the pages' remark plugins, since Markdown pages are compiled as docs are", () => {
    const npm2yarn = createPackageStub('@docusaurus/remark-plugin-npm2yarn');
    const { config, notCarried } = mapDocusaurusConfig({ presets: [['classic', { pages: { remarkPlugins: [[npm2yarn, { sync: true }]] } }]] }, '/site');
    expect(config.npm2yarn).toEqual({ sync: true });
    expect(notCarried).toEqual([]);
  });
});

describe('client redirects', () => {
  it('carries the redirects of plugin-client-redirects, and lists one of another shape and a createRedirects that reads its config', () => {
    const moved = '/moved';
    const { config, notCarried } = mapDocusaurusConfig(
      {
        plugins: [
          [
            '@docusaurus/plugin-client-redirects',
            { redirects: [{ from: ['/old', '/older'], to: '/docs/new' }, { from: '/x', to: 'docs/y' }, { to: '/z' }], createRedirects: (path: string) => `${moved}${path}` },
          ],
        ],
      },
      '/site',
    );
    expect(config.redirects).toEqual([
      { from: ['/old', '/older'], to: '/docs/new' },
      { from: '/x', to: '/docs/y' },
    ]);
    expect(notCarried.map((n) => n.path).sort()).toEqual(['plugins[0][1].createRedirects', 'plugins[0][1].redirects[2]']);
    // It reads `moved`, a name of the config it was written in: the config takes the same function, copied by hand.
    expect(notCarried.find((n) => n.path.endsWith('createRedirects'))?.reason).toMatch(/copy the function into the config as `createRedirects`/);
  });

  it('lists a redirect into a blog, which docs-gen does not build, rather than write one that fails the build', () => {
    const redirects = [{ from: '/a', to: '/blog/post' }, { from: '/b', to: '/news/item' }, { from: '/c', to: '/docs/kept' }];
    const { config, notCarried } = mapDocusaurusConfig(
      {
        presets: [['classic', { docs: false }]],
        plugins: [['@docusaurus/plugin-content-blog', { id: 'news', routeBasePath: 'news' }], ['@docusaurus/plugin-client-redirects', { redirects }]],
      },
      '/site',
    );
    expect(config.redirects).toEqual([{ from: '/c', to: '/docs/kept' }]);
    const listed = notCarried.filter((n) => n.path.startsWith('plugins[1][1].redirects')).map((n) => [n.path, n.reason]);
    expect(listed).toEqual([
      ['plugins[1][1].redirects[0]', 'a redirect into the blog, which docs-gen does not build'],
      ['plugins[1][1].redirects[1]', 'a redirect into the blog, which docs-gen does not build'],
    ]);
  });

  it('carries a createRedirects that reads nothing but its own names and JavaScript’s, written as it was', () => {
    const method = { createRedirects(existingPath: string) { const parts = existingPath.split('/'); return parts.length > 2 ? [`/v1${existingPath}`, encodeURI(parts[1])] : undefined; } };
    for (const fn of [method.createRedirects, (path: string) => path.replace('/a/', '/b/'), function named(path: string) { return { path }.path; }]) {
      const { config, notCarried } = mapDocusaurusConfig({ plugins: [['@docusaurus/plugin-client-redirects', { createRedirects: fn }]] }, '/site');
      expect(notCarried).toEqual([]);
      expect(config.createRedirects).toBeInstanceOf(ConfigCode);
      // The written source is an expression that does what the function does.
      const copy = new Function(`return (${(config.createRedirects as ConfigCode).source})`)() as typeof fn;
      expect(copy('/a/x/y')).toEqual(fn('/a/x/y'));
    }
  });
});

describe('client redirects by extension', () => {
  it('makes the redirects of fromExtensions and toExtensions with a createRedirects, after those of the plugin’s own', () => {
    const createRedirects = (path: string) => (path.startsWith('/new/') ? path.replace('/new/', '/old/') : undefined);
    const { config, notCarried } = mapDocusaurusConfig(
      { plugins: [['@docusaurus/plugin-client-redirects', { fromExtensions: ['html', '.php'], toExtensions: ['htm'], createRedirects }]] },
      '/site',
    );
    expect(notCarried.map((n) => [n.path, n.reason])).toEqual([['plugins[0][1].fromExtensions[1]', 'an extension is written without a dot or a slash (`html`)']]);
    const create = new Function(`return (${(config.createRedirects as ConfigCode).source})`)() as (path: string) => string[];
    expect(create('/new/page')).toEqual(['/old/page', '/new/page.html']);
    expect(create('/docs/api')).toEqual(['/docs/api.html']);
    // None from the home, as the plugin makes none from a path ending with a slash; a page whose path ends with a
    // `toExtensions` extension is reached without it.
    expect(create('/')).toEqual([]);
    expect(create('/legacy.htm')).toEqual(['/legacy.htm.html', '/legacy']);
    // Alone, as the plugin's options have them.
    const alone = mapDocusaurusConfig({ plugins: [['@docusaurus/plugin-client-redirects', { fromExtensions: ['html'] }]] }, '/site');
    expect(alone.notCarried).toEqual([]);
    expect((new Function(`return (${(alone.config.createRedirects as ConfigCode).source})`)() as (path: string) => string[])('/a/b.html')).toEqual([]);
  });
});

describe('plugin-pwa', () => {
  it('carries its pwaHead as headTags, a file under the base URL as the plugin writes it, and lists the offline mode', () => {
    const pwaHead = [
      { tagName: 'link', rel: 'manifest', href: 'manifest.json' },
      { tagName: 'meta', name: 'theme-color', content: '#FFF' },
      { tagName: 'link', rel: 'apple-touch-icon', href: '/kit/img/icon.png' },
      { tagName: 'link', rel: 'mask-icon', href: 'https://cdn.test/icon.svg', color: '#15c213' },
      { rel: 'icon' },
    ];
    const { config, notCarried } = mapDocusaurusConfig(
      { baseUrl: '/kit/', headTags: [{ tagName: 'meta', attributes: { name: 'own' } }], plugins: [['@docusaurus/plugin-pwa', { debug: true, pwaHead }]] },
      '/site',
    );
    expect(config.headTags).toEqual([
      { tagName: 'meta', attributes: { name: 'own' } },
      { tagName: 'link', attributes: { rel: 'manifest', href: '/kit/manifest.json' } },
      { tagName: 'meta', attributes: { name: 'theme-color', content: '#FFF' } },
      { tagName: 'link', attributes: { rel: 'apple-touch-icon', href: '/kit/img/icon.png' } },
      { tagName: 'link', attributes: { rel: 'mask-icon', href: 'https://cdn.test/icon.svg', color: '#15c213' } },
    ]);
    expect(notCarried.map((n) => n.path)).toEqual(['plugins[0][0]', 'plugins[0][1].debug', 'plugins[0][1].pwaHead[4]']);
    expect(notCarried[0].reason).toMatch(/no service worker.*pwaHead tags are carried as headTags/);
  });
});

describe('settings docs-gen has no use for', () => {
  it("say why: Docusaurus's build flags, and Universal Analytics, which no longer collects data", () => {
    const { notCarried } = mapDocusaurusConfig(
      { future: { v4: true }, presets: [['classic', { googleAnalytics: { trackingID: 'UA-1' } }]], themeConfig: { image: 'img/card.png', gaTrackingId: 'UA-2' } },
      '/site',
    );
    expect(Object.fromEntries(notCarried.map((n) => [n.path, n.reason]))).toEqual({
      future: "Docusaurus's own build flags (faster bundling, v4 behaviours): docs-gen's build has none to set",
      'presets[0][1].googleAnalytics': expect.stringContaining('set `analytics.gtagTrackingId` to a Google Analytics 4 ID'),
      'themeConfig.gaTrackingId': expect.stringContaining('Universal Analytics stopped collecting data in 2024'),
    });
  });
  it('says which plugins do what docs-gen does itself: search, llms.txt, the Copy page button', () => {
    const { notCarried } = mapDocusaurusConfig({ plugins: ['@easyops-cn/docusaurus-search-local', '@signalwire/docusaurus-plugin-llms-txt', ['docusaurus-plugin-copy-page-button', { injectButton: false }]] }, '/site');
    expect(Object.fromEntries(notCarried.map((n) => [n.path, n.reason]))).toEqual({
      'plugins[0]': "docs-gen's own search replaces it",
      'plugins[1]': 'docs-gen writes llms.txt, llms-full.txt and each page as Markdown itself (see Markdown for language models)',
      'plugins[2]': "docs-gen's theme has its own button copying a page as Markdown",
    });
  });

  it("carries Docusaurus 2's gtag in the theme's config, mermaid's theme says why, and empty lists are nothing to carry", () => {
    const { config, notCarried } = mapDocusaurusConfig(
      { themes: [], plugins: [], themeConfig: { gtag: { trackingID: 'G-OLD1', anonymizeIP: true }, mermaid: { theme: { light: 'neutral', dark: 'forest' } } } },
      '/site',
    );
    expect(config.analytics).toEqual({ gtagTrackingId: 'G-OLD1', anonymizeIP: true });
    expect(Object.fromEntries(notCarried.map((n) => [n.path, n.reason]))).toEqual({
      'themeConfig.mermaid': "docs-gen draws Mermaid's diagrams in themes of its own, one for each colour mode",
    });
  });
});

describe('meta tags of every page', () => {
  it("carries themeConfig.metadata as headTags after the site's own, and lists a meta docs-gen writes from each page", () => {
    const { config, notCarried } = mapDocusaurusConfig(
      {
        headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.test' } }],
        themeConfig: { metadata: [{ name: 'twitter:card', content: 'summary_large_image' }, { name: 'description', content: 'Everywhere' }, { name: 'x', content: 1 }] },
      },
      '/site',
    );
    expect(config.headTags).toEqual([
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.test' } },
      { tagName: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
    ]);
    expect(notCarried.map((n) => [n.path, n.reason])).toEqual([
      ['themeConfig.metadata[1]', 'docs-gen writes description from each page'],
      ['themeConfig.metadata[2]', 'not the attributes of a <meta> tag'],
    ]);
  });

  it("carries a preview image among themeConfig.metadata as the config's image, which a page's own replaces", () => {
    const { config, notCarried } = mapDocusaurusConfig(
      {
        themeConfig: {
          image: 'img/old-card.png',
          metadata: [
            { property: 'og:image', content: 'https://cdn.test/card.png' },
            { name: 'twitter:image', content: 'https://cdn.test/card.png' },
          ],
        },
      },
      '/site',
    );
    expect(config.image).toBe('https://cdn.test/card.png');
    expect(config.headTags).toBeUndefined();
    expect(notCarried).toEqual([]);
  });

  it('carries trailingSlash: true (relative links then resolve against slashed routes) and false', () => {
    expect(mapDocusaurusConfig({ trailingSlash: true }, '/site')).toMatchObject({ config: { trailingSlash: true }, notCarried: [] });
    expect(mapDocusaurusConfig({}, '/site').config.trailingSlash).toBeUndefined();
    expect(mapDocusaurusConfig({ trailingSlash: false }, '/site')).toMatchObject({ config: { trailingSlash: false }, notCarried: [] });
  });
});

describe('head tags', () => {
  it('carries scripts, stylesheets and headTags, and lists an entry docs-gen cannot take', () => {
    const { config, notCarried } = mapDocusaurusConfig(
      {
        scripts: ['https://buttons.github.io/buttons.js', { src: '/homepage.js', async: true }],
        stylesheets: [{ href: 'https://unpkg.com/logo.css', type: 'text/css' }],
        headTags: [
          { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.test' } },
          { tagName: 'meta', attributes: { name: 'n', content: { nested: true } } },
        ],
      },
      '/site',
    );
    expect(config).toMatchObject({
      scripts: ['https://buttons.github.io/buttons.js', { src: '/homepage.js', async: true }],
      stylesheets: [{ href: 'https://unpkg.com/logo.css', type: 'text/css' }],
      headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.test' } }],
    });
    expect(notCarried.map((n) => n.path)).toEqual(['headTags[1]']);
  });
});

describe('a hideable sidebar', () => {
  it('is carried from docs.sidebar and from the older hideableSidebar; auto-collapsing categories is listed', () => {
    const theme = (themeConfig: Record<string, unknown>) => mapDocusaurusConfig({ themeConfig }, '/site');
    expect(theme({ docs: { sidebar: { hideable: true, autoCollapseCategories: false } } })).toMatchObject({ config: { sidebarHideable: true }, notCarried: [] });
    expect(theme({ hideableSidebar: true })).toMatchObject({ config: { sidebarHideable: true }, notCarried: [] });
    const auto = theme({ docs: { sidebar: { hideable: false, autoCollapseCategories: true } } });
    expect(auto.config.sidebarHideable).toBeUndefined();
    expect(auto.notCarried).toEqual([{ path: 'themeConfig.docs.sidebar.autoCollapseCategories', value: 'true', reason: expect.stringContaining('independently') }]);
  });
});

describe('customCss', () => {
  const siteDir = path.resolve('tests/fixtures/docusaurus-site-ts');

  it("carries the classic theme's customCss from the preset and from the theme's own options, relative to the written config", () => {
    const { config, notCarried } = mapDocusaurusConfig(
      {
        presets: [['classic', { docs: false, theme: { customCss: path.join(siteDir, 'src/css/custom.css') } }]],
        themes: [['@docusaurus/theme-classic', { customCss: ['@site/src/css/extra.css', './src/css/theme.scss', './src/css/missing.css', './src/css/custom.css'] }]],
        plugins: ['docusaurus-plugin-sass'],
      },
      siteDir,
      path.join(siteDir, 'out'),
    );
    expect(config.customCss).toEqual(['../src/css/custom.css', '../src/css/extra.css', '../src/css/theme.scss']);
    const listed = notCarried.map((n) => `${n.path}: ${n.value}`);
    expect(listed).toContain('themes[0][1].customCss[2]: "./src/css/missing.css"');
    // The sass plugin needs nothing: docs-gen compiles Sass itself.
    expect(listed.join('\n')).not.toMatch(/plugins|customCss\[[013]\]/);
    // A single file stays a string.
    const one = mapDocusaurusConfig({ themes: [['@docusaurus/theme-classic', { customCss: './src/css/custom.css' }]] }, siteDir);
    expect(one.config.customCss).toBe('src/css/custom.css');
    expect(one.notCarried).toEqual([]);
  });
});

describe('@docusaurus/plugin-ideal-image', () => {
  it("is carried with its options: the theme's IdealImage needs no configuration", () => {
    const { notCarried } = mapDocusaurusConfig({ plugins: ['@docusaurus/plugin-ideal-image', ['@docusaurus/plugin-ideal-image', { quality: 70, max: 1030 }]] }, '/site');
    expect(notCarried).toEqual([]);
  });
});

describe('clientModules', () => {
  it('carries them relative to the written config, scripts and stylesheets, and lists a missing file', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-client-modules-'));
    try {
      for (const file of ['src/clientModules/track.js', 'src/clientModules/theme.ts', 'src/css/global.css']) {
        fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
        fs.writeFileSync(path.join(siteDir, file), '');
      }
      const { config, notCarried } = mapDocusaurusConfig(
        // As evaluated: `require.resolve` has made the first absolute; the others are written relative to the site.
        { clientModules: [path.join(siteDir, 'src/clientModules/track.js'), './src/clientModules/theme', '@site/src/css/global.css', './src/missing.js'] },
        siteDir,
        path.join(siteDir, 'out'),
      );
      expect(config.clientModules).toEqual(['../src/clientModules/track.js', '../src/clientModules/theme.ts', '../src/css/global.css']);
      expect(notCarried).toEqual([{ path: 'clientModules[3]', value: '"./src/missing.js"', reason: expect.stringContaining('no such file in the site') }]);
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
});

describe("a package's stylesheet in customCss", () => {
  it('is carried as written when the package is installed, and the site builds with it, its font included', async () => {
    const site = tempSite();
    try {
      site.write('node_modules/fancy-colors/package.json', '{"name":"fancy-colors","version":"1.0.0"}\n');
      site.write('node_modules/fancy-colors/gray.css', '@font-face { font-family: Fancy; src: url(./fonts/fancy.woff2); }\n:root { --fancy-gray: #777; }\n');
      site.write('node_modules/fancy-colors/fonts/fancy.woff2', 'font');
      site.write('docs/index.md', '# Home\n');
      site.write(
        'docusaurus.config.js',
        "module.exports = { title: 'Colors', url: 'https://x.test', baseUrl: '/', presets: [['classic', { theme: { customCss: [require.resolve('fancy-colors/gray.css'), require.resolve('missing-colors/gray.css')] } }]] };\n",
      );
      const result = await migrateSite(site.dir);
      expect(result.config.customCss).toBe('fancy-colors/gray.css');
      expect(result.notCarried.map((n) => `${n.path}: ${n.value} (${n.reason})`)).toContain(
        'presets[0][1].theme.customCss[1]: "missing-colors/gray.css" (a package\'s stylesheet, and the package is not installed here: install the site\'s packages, then add it to `customCss` as written)',
      );
      const build = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(build.code, build.stderr).toBe(0);
      const cssFile = fs.readdirSync(path.join(site.dir, 'build/assets/css'))[0];
      const css = site.read(`build/assets/css/${cssFile}`);
      expect(css).toContain('--fancy-gray:#777');
      expect(css).toMatch(/url\("[^"]*assets\/files\/[0-9a-f]+-fancy\.woff2"\)/);
    } finally {
      site.cleanup();
    }
  });
});

describe("a package's stylesheet of a site below the config", () => {
  it('is found among the packages installed in the site folder, as migrate found it', async () => {
    const root = tempSite();
    try {
      root.write('website/node_modules/fancy-colors/package.json', '{"name":"fancy-colors","version":"1.0.0"}\n');
      root.write('website/node_modules/fancy-colors/gray.css', ':root { --fancy-gray: #777; }\n');
      root.write('docs/index.md', '# Home\n');
      root.write(
        'website/docusaurus.config.js',
        "module.exports = { title: 'Colors', url: 'https://x.test', baseUrl: '/', presets: [['classic', { docs: { path: '../docs' }, theme: { customCss: [require.resolve('fancy-colors/gray.css')] } }]] };\n",
      );
      const result = await migrateSite(path.join(root.dir, 'website'), { out: root.dir });
      expect(result.config.customCss).toBe('fancy-colors/gray.css');
      expect(result.config.siteDir).toBe('website');
      const build = await runDocsGenAsync(['build', root.dir, '--quiet']);
      expect(build.code, build.stderr).toBe(0);
      const cssFile = fs.readdirSync(path.join(root.dir, 'build/assets/css'))[0];
      expect(root.read(`build/assets/css/${cssFile}`)).toContain('--fancy-gray:#777');
    } finally {
      root.cleanup();
    }
  });
});

describe("a Markdown plugin a package exports by name", () => {
  /** A remark plugin exported by name, which adds the words of the file its options name to every page. */
  const writePackage = (site: ReturnType<typeof tempSite>, dir: string) => {
    site.write(`${dir}/node_modules/remark-words/package.json`, '{"name":"remark-words","version":"1.0.0","main":"index.js"}\n');
    site.write(
      `${dir}/node_modules/remark-words/index.js`,
      "const fs = require('node:fs');\nexports.remarkWords = (options) => (tree) => {\n  tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: fs.readFileSync(options.file, 'utf8').trim() }] });\n};\n",
    );
  };
  const config = (docs: string) =>
    [
      "import path from 'node:path';",
      "import { remarkWords } from 'remark-words';",
      "export default { title: 'Words', url: 'https://x.test', baseUrl: '/',",
      `  presets: [['classic', { docs: { path: '${docs}', remarkPlugins: [[remarkWords, { file: path.resolve(__dirname, 'data/words.txt') }]] } }]] };`,
      '',
    ].join('\n');

  it('is imported by its name, and a path its options compute into the site is written from the config\'s folder', async () => {
    const site = tempSite();
    try {
      writePackage(site, '.');
      site.write('data/words.txt', 'Written by the plugin\n');
      site.write('docs/index.md', '# Home\n\nHello.\n');
      site.write('docusaurus.config.ts', config('docs'));
      const result = await migrateSite(site.dir);
      expect(result.notCarried).toEqual([]);
      const source = site.read('docs-gen.config.ts');
      expect(source).toContain("import { remarkWords } from 'remark-words';");
      expect(source).toContain('file: `${import.meta.dirname}/data/words.txt`');
      expect(source).not.toContain(site.dir);
      // The site moved elsewhere (another checkout) still builds: the path follows the config.
      const moved = tempSite();
      try {
        fs.cpSync(site.dir, moved.dir, { recursive: true });
        fs.rmSync(site.dir, { recursive: true, force: true });
        const build = await runDocsGenAsync(['build', moved.dir, '--quiet']);
        expect(build.code, build.stderr).toBe(0);
        expect(moved.read('build/docs/index.html')).toContain('<p>Written by the plugin</p>');
      } finally {
        moved.cleanup();
      }
    } finally {
      site.cleanup();
    }
  });

  it('is imported from the site folder by its path when installed only in a site below the config, which would not find it by name', async () => {
    const root = tempSite();
    try {
      writePackage(root, 'website');
      root.write('website/data/words.txt', 'Words\n');
      root.write('docs/index.md', '# Home\n');
      root.write('website/docusaurus.config.ts', config('../docs'));
      const result = await migrateSite(path.join(root.dir, 'website'), { out: root.dir });
      expect(result.notCarried).toEqual([]);
      expect(root.read('docs-gen.config.ts')).toContain("import { remarkWords } from './website/node_modules/remark-words';");
      const build = await runDocsGenAsync(['build', root.dir, '--quiet']);
      expect(build.code, build.stderr).toBe(0);
      // What the plugin writes: the text of website/data/words.txt.
      expect(root.read('build/docs/index.html')).toMatch(/<h1 id="home">Home<\/h1>\s*<p>Words<\/p><\/article>/);
    } finally {
      root.cleanup();
    }
  });
});

describe('pages', () => {
  it("carries the classic preset's pages plugin: off, or its folder", () => {
    const off = mapDocusaurusConfig({ presets: [['classic', { docs: false, pages: false }]] }, '/site');
    expect(off.config.pages).toBe(false);
    expect(off.notCarried.map((n) => n.path)).not.toContain('presets[0][1].pages');
    const moved = mapDocusaurusConfig({ presets: [['classic', { docs: false, pages: { path: 'src/landing', routeBasePath: '/home' } }]] }, '/site');
    expect(moved.config.pages).toBe('src/landing');
    expect(moved.notCarried.map((n) => n.path)).toContain('presets[0][1].pages.routeBasePath');
  });
});

describe('Redocusaurus', () => {
  it("carries its first spec read from a file as the site's openapi, and lists the others, a URL, Redoc's theme and layout", () => {
    const { config, notCarried } = mapDocusaurusConfig(
      {
        presets: [
          'classic',
          [
            'redocusaurus',
            {
              specs: [
                { spec: 'https://example.com/openapi.yaml', route: '/remote/' },
                { id: 'public', spec: 'openapi/public.yaml', route: '/reference/', layout: { title: 'API' } },
                { spec: 'openapi/admin.yaml', route: '/admin/' },
              ],
              theme: { primaryColor: '#1890ff' },
            },
          ],
        ],
      },
      '/site',
    );
    expect(config.openapi).toEqual({ file: 'openapi/public.yaml', routeBasePath: '/reference' });
    expect(notCarried.map((n) => n.path).sort()).toEqual(['presets[1][1].specs[0]', 'presets[1][1].specs[1].layout', 'presets[1][1].specs[2]', 'presets[1][1].theme']);
  });

  it('carries the first document of its folder when it is given no specs, as Redocusaurus reads it', () => {
    const site = tempSite();
    try {
      site.write('openapi/index.openapi.yaml', 'openapi: 3.1.0\n');
      site.write('openapi/zeta/openapi.json', '{}');
      site.write('openapi/notes.yaml', 'a: 1\n');
      const bare = mapDocusaurusConfig({ presets: ['redocusaurus'] }, site.dir);
      expect(bare.config.openapi).toEqual({ file: 'openapi/index.openapi.yaml', routeBasePath: '/api' });
      expect(bare.notCarried).toEqual([]);
      expect(bare.warnings).toEqual([expect.stringContaining('Not built: openapi/zeta/openapi.json')]);
      const moved = mapDocusaurusConfig({ presets: [['redocusaurus', { openapi: { path: 'openapi/zeta', routeBasePath: '/rest' } }]] }, site.dir);
      expect(moved.config.openapi).toEqual({ file: 'openapi/zeta/openapi.json', routeBasePath: '/rest' });
    } finally {
      site.cleanup();
    }
  });
});

describe('content idPrefix', () => {
  it('gives a content folder Docusaurus ids whatever its route, or the route prefix by default', () => {
    expect(rootIdPrefix({ routeBasePath: '/docs' })).toBe('docs/');
    expect(rootIdPrefix({ routeBasePath: '/docs', idPrefix: '' })).toBe('');
    expect(rootIdPrefix({ routeBasePath: '/', idPrefix: 'guides' })).toBe('guides/');
    expect(docLocation('/docs', '02-guides/03-setup.mdx', {}, '')).toEqual({ id: 'guides/setup', route: '/docs/guides/setup/', numberPrefix: 3 });
  });
});

describe('migrate: what the site has installed, and a theme folder beside the config', () => {
  it('lists each custom field it leaves out: one computed by a package that is not installed, and code', async () => {
    const root = tempSite();
    try {
      root.write('docs/a.md', '# A\n');
      root.write(
        'website/docusaurus.config.js',
        "const { parse } = require('not-installed-yaml');\nmodule.exports = { title: 'T', url: 'https://t.test', baseUrl: '/', customFields: { users: parse('users.yml'), list: [1, () => 2], makeId: () => 1, url: 'https://t.test/x' }, presets: [['classic', { docs: { path: '../docs' } }]] };\n",
      );
      const result = await migrateSite(path.join(root.dir, 'website'), { out: root.dir });
      expect(result.config.customFields).toEqual({ list: [1, null], url: 'https://t.test/x' });
      const listed = result.notCarried.filter((n) => n.path.startsWith('customFields')).map((n) => `${n.path}: ${n.value} (${n.reason})`);
      expect(listed).toEqual([
        'customFields.list[1]: (function) (code, not data: customFields hold data)',
        'customFields.makeId: (function) (code, not data: customFields hold data)',
        `customFields.users: (package "not-installed-yaml.parse()") (computed with the package "not-installed-yaml", which is not installed here: install the site's packages and migrate again, or write the value in)`,
      ]);
    } finally {
      root.cleanup();
    }
  });

  it('loads an installed package a config reads its data with, and the overrides of its src/theme are used', async () => {
    const root = tempSite();
    try {
      root.write('docs/a.md', '# A\n');
      root.write('website/node_modules/site-data/package.json', '{"name":"site-data","main":"index.js"}\n');
      root.write('website/node_modules/site-data/index.js', 'module.exports = { answer: 42 };\n');
      root.write('website/src/theme/Footer.js', "export default function Footer() { return <footer className=\"site-own-footer\">Ours</footer>; }\n");
      root.write(
        'website/docusaurus.config.js',
        "const data = require('site-data');\nmodule.exports = { title: 'T', url: 'https://t.test', baseUrl: '/', customFields: { answer: data.answer }, presets: [['classic', { docs: { path: '../docs' } }]] };\n",
      );
      const result = await migrateSite(path.join(root.dir, 'website'), { out: root.dir });
      expect(result.config.customFields).toEqual({ answer: 42 });
      expect(result.warnings.join('\n')).not.toContain('src/theme');
      const build = await runDocsGenAsync(['build', root.dir, '--quiet']);
      expect(build.code, build.stderr).toBe(0);
      expect(root.read('build/docs/a/index.html')).toContain('<footer class="site-own-footer">Ours</footer>');
    } finally {
      root.cleanup();
    }
  });
});

describe('paths a config resolves against the working folder', () => {
  it('name files of the site folder, as under `docusaurus build`, wherever migrate runs', async () => {
    const root = tempSite();
    try {
      root.write('docs/a.md', '# A\n');
      root.write('website/src/css/theme.css', ':root { --ifm-color-primary: #15c213; }\n');
      root.write('website/data/title.txt', 'Jest-like\n');
      root.write(
        'website/docusaurus.config.js',
        [
          "const path = require('path');",
          "const fs = require('fs');",
          "module.exports = { title: fs.readFileSync('data/title.txt', 'utf8').trim(), url: 'https://t.test', baseUrl: '/',",
          "  presets: [['classic', { docs: { path: '../docs' }, theme: { customCss: [path.resolve('src/css/theme.css')] } }]] };",
        ].join('\n'),
      );
      const before = process.cwd();
      const result = await migrateSite(path.join(root.dir, 'website'), { out: root.dir });
      expect(process.cwd()).toBe(before);
      expect(result.config.title).toBe('Jest-like');
      expect(result.config.customCss).toBe('website/src/css/theme.css');
      expect(result.notCarried.map((n) => n.path)).not.toContain('presets[0][1].theme.customCss[0]');
    } finally {
      root.cleanup();
    }
  });

  it('leaves the bundler in the folder it was started in, which outlives the site migrated', () => {
    // esbuild keeps the working folder of the moment it is loaded: loaded while the config ran in the site
    // folder, a later bundle in the same process failed once that folder was gone. A fresh process, so
    // esbuild is first loaded by migrate.
    const root = tempSite();
    try {
      root.write('site/docs/a.md', '# A\n');
      root.write('site/docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.test', baseUrl: '/' };\n");
      root.write('entry.js', 'export const answer = 42;\n');
      const script = [
        `const { main } = await import(${JSON.stringify(pathToFileURL(path.join(repoRoot, 'dist/cli.js')).href)});`,
        `await main(['node', 'docs-gen', 'migrate', ${JSON.stringify(path.join(root.dir, 'site'))}]);`,
        `(await import('node:fs')).rmSync(${JSON.stringify(path.join(root.dir, 'site'))}, { recursive: true });`,
        `const esbuild = (await import(${JSON.stringify(pathToFileURL(require.resolve('esbuild')).href)})).default;`,
        `const out = await esbuild.build({ entryPoints: [${JSON.stringify(path.join(root.dir, 'entry.js'))}], bundle: true, write: false, logLevel: 'silent' });`,
        "console.log(out.outputFiles[0].text.includes('42') ? 'bundled' : 'empty');",
      ].join('\n');
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root.dir, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.stdout.trim().split('\n').pop()).toBe('bundled');
    } finally {
      root.cleanup();
    }
  });
});

describe('a file the config requires by a computed path', () => {
  it('is loaded, even in a folder whose name says docusaurus, which names Docusaurus packages', async () => {
    const root = tempSite();
    try {
      const site = path.join(root.dir, 'my-docusaurus-site');
      root.write('my-docusaurus-site/docs/a.md', '# A\n');
      root.write('my-docusaurus-site/data/videos.js', "module.exports = [{ title: 'Intro', year: 2019 }];\n");
      root.write(
        'my-docusaurus-site/docusaurus.config.js',
        "const path = require('path');\nconst videos = require(path.join(__dirname, 'data/videos.js'));\nmodule.exports = { title: 'T', url: 'https://t.test', baseUrl: '/', customFields: { videos } };\n",
      );
      const result = await migrateSite(site);
      expect(result.config.customFields).toEqual({ videos: [{ title: 'Intro', year: 2019 }] });
      expect(result.notCarried.map((n) => n.path)).not.toContain('customFields.videos');
    } finally {
      root.cleanup();
    }
  });
});

describe('an ES module config', () => {
  it('declares its own __dirname and require from import.meta.url, and imports a module that does too', async () => {
    const root = tempSite();
    try {
      root.write('docs/a.md', '# A\n');
      root.write('data/tagline.txt', 'Read from beside the config');
      root.write(
        'lib/paths.mjs',
        "import path from 'node:path';\nimport { fileURLToPath } from 'node:url';\nconst __dirname = path.dirname(fileURLToPath(import.meta.url));\nexport const dataDir = path.join(__dirname, '..', 'data');\n",
      );
      root.write(
        'docusaurus.config.mjs',
        [
          "import fs from 'node:fs';",
          "import path from 'node:path';",
          "import { createRequire } from 'node:module';",
          "import { fileURLToPath } from 'node:url';",
          "import { dataDir } from './lib/paths.mjs';",
          'const require = createRequire(import.meta.url);',
          'const __dirname = path.dirname(fileURLToPath(import.meta.url));',
          "const tagline = fs.readFileSync(path.join(dataDir, 'tagline.txt'), 'utf8');",
          "export default { title: path.basename(__dirname), tagline, url: 'https://t.test', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]] };",
          '',
        ].join('\n'),
      );
      const result = await migrateSite(root.dir);
      expect(result.config.title).toBe(path.basename(root.dir));
      expect(result.config.tagline).toBe('Read from beside the config');
    } finally {
      root.cleanup();
    }
  });
});

describe('webpack aliases', () => {
  it("carries aliases to the site's folders, from the module-alias plugin and a plugin's configureWebpack, and lists the others", async () => {
    const root = tempSite();
    try {
      root.write('docs/a.md', '# A\n');
      root.write('src/components/Card.jsx', 'export default () => null;\n');
      root.write('src/utils/index.js', 'export const x = 1;\n');
      root.write('src/hooks/index.js', 'export const useX = () => 1;\n');
      root.write(
        'docusaurus.config.js',
        [
          "const path = require('path');",
          'module.exports = {',
          "  title: 'T', url: 'https://t.test', baseUrl: '/',",
          '  plugins: [',
          "    ['docusaurus-plugin-module-alias', { alias: { '@components': path.resolve(__dirname, './src/components'), react: path.resolve(__dirname, './node_modules/react'), '@gone': path.resolve(__dirname, './src/gone') } }],",
          // An async plugin failing without a Docusaurus build must not end the migration.
          "    async function needsBuild(context) { throw new Error('no build in ' + context.siteConfig.title); },",
          '    function aliases(context) {',
          "      return { name: 'aliases', configureWebpack: () => ({ resolve: { alias: { '@utils': path.join(context.siteDir, 'src/utils'), lodash$: 'lodash-es' } } }) };",
          '    },',
          // Written as Docusaurus's docs write a plugin: async, its aliases read once it is waited for.
          '    async function asyncAliases(context, options) {',
          "      return { name: 'async-aliases', configureWebpack: () => ({ resolve: { alias: { [options.name]: path.join(context.siteDir, 'src/hooks') } } }) };",
          '    },',
          '  ].map((plugin) => (plugin.name === "asyncAliases" ? [plugin, { name: "@hooks" }] : plugin)),',
          '};',
          '',
        ].join('\n'),
      );
      const result = await migrateSite(root.dir);
      expect(result.config.aliases).toEqual({ '@components': 'src/components', '@utils': 'src/utils', '@hooks': 'src/hooks' });
      const listed = Object.fromEntries(result.notCarried.map((n) => [n.path, n.reason]));
      expect(listed['plugins[0][1].alias.react']).toContain('docs-gen provides this module itself');
      expect(listed['plugins[0][1].alias.@gone']).toBe('no such file or folder in the site');
      expect(listed['plugins[2].configureWebpack().resolve.alias.lodash$']).toContain('exact-match alias');
      expect(listed['plugins[2]']).toContain("its webpack aliases naming the site's files are carried as `aliases`");
      expect(listed['plugins[3]']).toContain("its webpack aliases naming the site's files are carried as `aliases`");
      expect(Object.keys(listed)).not.toContain('plugins[0][0]');
    } finally {
      root.cleanup();
    }
  });
});

describe('a preset wrapping the classic preset', () => {
  it("reads the classic preset's options of another package's preset, named by require.resolve, and lists what it adds", async () => {
    const root = tempSite();
    try {
      root.write('docs/intro.md', '# Intro\n');
      root.write('website/sidebars.json', '{"docs":["intro"]}\n');
      root.write('website/src/css/custom.css', ':root{}\n');
      root.write(
        'website/docusaurus.config.js',
        [
          "module.exports = { title: 'T', url: 'https://t.test', baseUrl: '/', presets: [[require.resolve('acme-docs-kit/preset'), {",
          "  docs: { path: '../docs', sidebarPath: require.resolve('./sidebars.json'), showLastUpdateTime: true },",
          "  theme: { customCss: require.resolve('./src/css/custom.css') },",
          "  gtag: { trackingID: 'G-T1' },",
          "  acmeProject: 'docs',",
          '}]] };',
          '',
        ].join('\n'),
      );
      const result = await migrateSite(path.join(root.dir, 'website'), { out: root.dir });
      expect(result.config.content).toEqual([{ path: 'docs', routeBasePath: '/docs', sidebar: '', idPrefix: '' }]);
      expect(result.config.sidebarsFile).toBe('website/sidebars.json');
      expect(result.config.showLastUpdateTime).toBe(true);
      expect(result.config.customCss).toBe('website/src/css/custom.css');
      expect(result.config.analytics).toEqual({ gtagTrackingId: 'G-T1' });
      const listed = result.notCarried.map((n) => `${n.path}: ${n.value}${n.reason ? ` (${n.reason})` : ''}`);
      expect(listed).toContain(
        'presets[0][0]: "acme-docs-kit/preset" (not the classic preset: its docs, blog, pages, theme and analytics options were read as the classic preset\'s, which such a preset passes on; what it adds is not carried)',
      );
      expect(listed).toContain('presets[0][1].acmeProject: "docs"');
      // A preset with none of the classic preset's options is left whole.
      const other = mapDocusaurusConfig({ presets: [['other-preset', { flavour: 'x' }]] }, '/site');
      expect(other.config.content).toBeUndefined();
      expect(other.notCarried.map((n) => n.path)).toEqual(['presets']);
    } finally {
      root.cleanup();
    }
  });

  it("is listed when it is a company's package of the classic preset's short name, as is such a theme", () => {
    const mapped = mapDocusaurusConfig(
      {
        presets: [['@acme/preset-classic', { docs: { routeBasePath: '/' } }]],
        themes: ['@acme/theme-classic', '/site/node_modules/@docusaurus/theme-classic/lib/index.js'],
      },
      '/site',
    );
    expect(mapped.config.content).toMatchObject([{ path: 'docs', routeBasePath: '/' }]);
    const listed = mapped.notCarried.map((n) => `${n.path}: ${n.value}`);
    expect(listed).toContain('presets[0][0]: "@acme/preset-classic"');
    expect(listed).toContain('themes[0]: "@acme/theme-classic"');
    expect(listed.join('\n')).not.toContain('themes[1]');
  });

  it('is not taken to serve docs/ when the plugins declare the default docs instance themselves', () => {
    const docsPlugin = ['@docusaurus/plugin-content-docs', { id: 'default', path: 'docs', routeBasePath: '/' }];
    // A preset of API reference pages with a `theme` option of its own, beside the site's one docs instance.
    const { config } = mapDocusaurusConfig({ presets: [['redoc-like-preset', { specs: [], theme: {} }]], plugins: [docsPlugin] }, '/site');
    expect(config.content).toEqual([{ path: 'docs', routeBasePath: '/', sidebar: 'docs' }]);
    // The classic preset serves docs/ unless told otherwise; another instance beside it has an id of its own.
    const classic = mapDocusaurusConfig({ presets: [['classic', {}]], plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community' }]] }, '/site');
    expect((classic.config.content as { path: string }[]).map((root) => root.path)).toEqual(['docs', 'community']);
  });
});

describe('navbar GitHub links', () => {
  /** The navbar items migrate writes for these Docusaurus navbar items, and what it lists as not carried. */
  function migrateNavbarItems(items: unknown[]) {
    const { config, notCarried } = mapDocusaurusConfig({ themeConfig: { navbar: { items } } }, '/site');
    return { items: (config.navbar as { items: unknown[] }).items, notCarried };
  }

  it('makes a GitHub link an icon when it has no label or a class that draws the logo, and keeps a labelled one as text', () => {
    const { items, notCarried } = migrateNavbarItems([
      { href: 'https://github.com/acme/kit/releases/tag/v2', label: 'v2', className: 'navbar__version-pill', position: 'right' },
      { href: 'https://github.com/acme/kit', 'aria-label': 'GitHub repository', className: 'navbar__icon github__link', position: 'right' },
      { href: 'https://github.com/acme/kit', label: 'Source', className: 'header-github-link' },
      { href: 'https://github.com/acme/kit' },
    ]);
    expect(items).toEqual([
      { href: 'https://github.com/acme/kit/releases/tag/v2', label: 'v2', className: 'navbar__version-pill', position: 'right' },
      { href: 'https://github.com/acme/kit', ariaLabel: 'GitHub repository', icon: 'github', position: 'right' },
      { href: 'https://github.com/acme/kit', label: 'Source', icon: 'github' },
      // No label is invented: the theme names the icon.
      { href: 'https://github.com/acme/kit', icon: 'github' },
    ]);
    // Another class is the site's CSS for the link, carried with it.
    expect(notCarried).toEqual([]);
  });

  it('carries a search item with its place and class; in a dropdown, where Docusaurus renders nothing, none', () => {
    const { items, notCarried } = migrateNavbarItems([
      { to: '/docs', label: 'Docs', position: 'left' },
      { type: 'search', position: 'left', className: 'nav-search' },
      { type: 'dropdown', label: 'More', items: [{ type: 'search' }, { to: '/blog', label: 'Blog' }] },
      { type: 'search' },
    ]);
    expect(items).toEqual([
      { to: '/docs', label: 'Docs', position: 'left' },
      { type: 'search', className: 'nav-search', position: 'left' },
      { type: 'dropdown', label: 'More', items: [{ to: '/blog', label: 'Blog' }] },
      { type: 'search' },
    ]);
    expect(notCarried).toEqual([]);
  });

  it('keeps a link its class draws without a label (no text), named by its aria-label', () => {
    const { items, notCarried } = migrateNavbarItems([
      { href: 'https://discord.test/kit', position: 'right', className: 'header-discord-link', 'aria-label': 'Discord server' },
      { href: 'https://x.test/kit', className: 'header-x-link' },
      { type: 'dropdown', label: 'More', items: [{ href: 'https://blog.test', 'aria-label': 'Blog' }] },
    ]);
    expect(items).toEqual([
      { href: 'https://discord.test/kit', ariaLabel: 'Discord server', className: 'header-discord-link', position: 'right' },
      { href: 'https://x.test/kit', className: 'header-x-link' },
      // A dropdown entry is text: its aria-label gives it.
      { type: 'dropdown', label: 'More', items: [{ href: 'https://blog.test', label: 'Blog' }] },
    ]);
    expect(notCarried).toEqual([]);
  });

  it('carries the classes of dropdowns and their entries, where links open, and their rel', () => {
    const { items, notCarried } = migrateNavbarItems([
      { href: 'https://status.test', label: 'Status', target: '_self' },
      { href: 'https://social.test/@kit', label: 'Social', rel: 'me' },
      {
        type: 'dropdown',
        label: 'Community',
        className: 'community-menu',
        items: [
          { href: 'https://forum.test', label: 'Forum', className: 'forum-link', target: '_blank' },
          { to: '/blog', label: 'Blog', target: 'a frame' },
          { href: 'https://chat.test', label: 'Chat', target: '_blank', rel: null },
          { href: 'https://news.test', label: 'News', rel: 'no"pe' },
        ],
      },
    ]);
    expect(items).toEqual([
      { href: 'https://status.test', label: 'Status', target: '_self' },
      { href: 'https://social.test/@kit', label: 'Social', rel: 'me' },
      {
        type: 'dropdown',
        label: 'Community',
        className: 'community-menu',
        items: [
          { href: 'https://forum.test', label: 'Forum', className: 'forum-link', target: '_blank' },
          { to: '/blog', label: 'Blog' },
          // Docusaurus's `rel: null`: no rel, not even the new tab's.
          { href: 'https://chat.test', label: 'Chat', target: '_blank', rel: '' },
          { href: 'https://news.test', label: 'News' },
        ],
      },
    ]);
    expect(notCarried).toEqual([
      { path: 'themeConfig.navbar.items[2].items[1].target', value: '"a frame"', reason: 'not a target name such as _blank or _self' },
      { path: 'themeConfig.navbar.items[2].items[3].rel', value: '"no\\"pe"', reason: 'not link types separated by spaces, such as "me noopener"' },
    ]);
  });

  it('carries a dropdown link whose content is markup (`html`), and the site builds it into the menu as written', async () => {
    const { items, notCarried } = migrateNavbarItems([
      { type: 'dropdown', label: 'Version', items: [{ html: '<span class="section">Latest</span>', to: '#' }, { label: 'v1', href: 'https://v1.test' }] },
    ]);
    expect(items).toEqual([{ type: 'dropdown', label: 'Version', items: [{ to: '#', html: '<span class="section">Latest</span>' }, { label: 'v1', href: 'https://v1.test' }] }]);
    expect(notCarried).toEqual([]);
    const site = tempSite();
    try {
      site.write('docs/index.md', '# Home\n');
      site.write('docs-gen.config.ts', `export default { title: 'Menu', navbar: { items: ${JSON.stringify(items)} } };\n`);
      const build = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(build.code, build.stderr).toBe(0);
      expect(site.read('build/index.html')).toContain('<a class="dropdown-link" href="#"><span class="section">Latest</span></a>');
    } finally {
      site.cleanup();
    }
  });

  it("carries an item of the site's own type with its settings, which are its component's props, and lists the code among them", () => {
    const onOpen = () => undefined;
    const { items, notCarried } = migrateNavbarItems([
      { type: 'custom-chat', position: 'right', channel: 'general', theme: { compact: true }, onOpen },
      { type: 'dropdown', label: 'More', items: [{ type: 'custom-chat', channel: 'help' }] },
    ]);
    expect(items[0]).toEqual({ type: 'custom-chat', position: 'right', channel: 'general', theme: { compact: true } });
    expect(notCarried).toEqual([
      { path: 'themeConfig.navbar.items[0].onOpen', value: expect.any(String), reason: 'code, not data: a navbar item holds settings' },
      { path: 'themeConfig.navbar.items[1].items[0]', value: '"custom-chat"', reason: 'docs-gen dropdowns hold links (`to`, `href`, a doc or a sidebar) and html items only' },
    ]);
  });

  it('carries a dark navbar, and lists a primary-coloured one with what to do instead', () => {
    const dark = mapDocusaurusConfig({ themeConfig: { navbar: { title: 'T', style: 'dark' } } }, '/site');
    expect(dark.config.navbar).toEqual({ title: 'T', style: 'dark' });
    expect(dark.notCarried).toEqual([]);
    const primary = mapDocusaurusConfig({ themeConfig: { navbar: { title: 'T', style: 'primary' } } }, '/site');
    expect(primary.config.navbar).toEqual({ title: 'T' });
    expect(primary.notCarried).toEqual([{ path: 'themeConfig.navbar.style', value: '"primary"', reason: expect.stringContaining("or dark (`style: 'dark'`)") }]);
  });

  it('carries a dropdown of links to docs and sidebars, a doc without a label included', () => {
    const { items, notCarried } = migrateNavbarItems([
      {
        type: 'dropdown',
        label: 'Docs',
        position: 'right',
        items: [
          { type: 'doc', docId: 'intro', label: 'Guides' },
          { type: 'doc', docId: 'setup' },
          { type: 'docSidebar', sidebarId: 'api', label: 'API' },
          { type: 'html', value: '<hr>' },
        ],
      },
    ]);
    expect(items).toEqual([
      {
        type: 'dropdown',
        label: 'Docs',
        position: 'right',
        items: [
          { docId: 'intro', label: 'Guides' },
          { docId: 'setup' },
          { sidebarId: 'api', label: 'API' },
          { type: 'html', value: '<hr>' },
        ],
      },
    ]);
    expect(notCarried).toEqual([]);
  });

  it('carries html items, in the bar and in dropdowns, and lists one without a value', () => {
    const { items, notCarried } = migrateNavbarItems([
      { type: 'html', value: '<span class="badge">Beta</span>', className: 'beta-item', position: 'right' },
      { type: 'dropdown', label: 'More', items: [{ type: 'html', value: '<b>Guides</b>', className: 'menu-heading' }, { to: '/intro', label: 'Intro' }] },
      { type: 'html', position: 'left' },
    ]);
    expect(items).toEqual([
      { type: 'html', value: '<span class="badge">Beta</span>', className: 'beta-item', position: 'right' },
      { type: 'dropdown', label: 'More', items: [{ type: 'html', value: '<b>Guides</b>', className: 'menu-heading' }, { to: '/intro', label: 'Intro' }] },
    ]);
    expect(notCarried.map((n) => [n.path, n.reason])).toEqual([['themeConfig.navbar.items[2]', 'an html item without a `value`']]);
  });

  it('carries activeBasePath and activeBaseRegex, and lists a regular expression JavaScript cannot compile', () => {
    const { items, notCarried } = migrateNavbarItems([
      { to: '/docs/intro', label: 'Docs', activeBaseRegex: '/docs/(?!api/)' },
      { to: '/docs/api/', label: 'API', activeBasePath: 'docs/api' },
      { to: '/blog', label: 'Blog', activeBaseRegex: '/blog/(' },
    ]);
    expect(items).toEqual([
      { to: '/docs/intro', label: 'Docs', activeBaseRegex: '/docs/(?!api/)' },
      { to: '/docs/api/', label: 'API', activeBasePath: 'docs/api' },
      { to: '/blog', label: 'Blog' },
    ]);
    expect(notCarried).toEqual([
      { path: 'themeConfig.navbar.items[2].activeBaseRegex', value: '"/blog/("', reason: expect.stringMatching(/^JavaScript cannot compile it \(.*Unterminated group\)$/) },
    ]);
  });
});

describe('navbar logo', () => {
  it('carries the target of its link, and lists one that is no target name', () => {
    const logo = (target: string) => ({ themeConfig: { navbar: { logo: { alt: 'Acme', src: 'img/acme.svg', href: 'https://acme.test', target } } } });
    const carried = mapDocusaurusConfig(logo('_self'), '/site');
    expect((carried.config.navbar as { logo: unknown }).logo).toEqual({ src: '/img/acme.svg', alt: 'Acme', href: 'https://acme.test', target: '_self' });
    expect(carried.notCarried).toEqual([]);
    const listed = mapDocusaurusConfig(logo('new tab'), '/site');
    expect((listed.config.navbar as { logo: unknown }).logo).toEqual({ src: '/img/acme.svg', alt: 'Acme', href: 'https://acme.test' });
    expect(listed.notCarried).toEqual([{ path: 'themeConfig.navbar.logo.target', value: '"new tab"', reason: 'not a target name such as _blank or _self' }]);
  });
});

describe('footer logo', () => {
  it('carries every key of a footer logo, a size written as a string included', () => {
    const { config, notCarried } = mapDocusaurusConfig(
      { themeConfig: { footer: { logo: { alt: 'Acme', src: 'img/acme.svg', srcDark: 'img/acme-dark.svg', href: 'https://acme.test', width: '160px', height: 51 } } } },
      '/site',
    );
    expect((config.footer as { logo: unknown }).logo).toEqual({ src: '/img/acme.svg', srcDark: '/img/acme-dark.svg', alt: 'Acme', href: 'https://acme.test', width: 160, height: 51 });
    expect(notCarried).toEqual([]);
  });
});

describe('footer links', () => {
  it("carry their className (an icon the site's CSS draws), target and rel, and list a rel that is no list of link types", () => {
    const items = [
      { label: 'Mastodon', href: 'https://mastodon.test/@acme', className: 'social-link mastodon-link', rel: 'me noopener' },
      { label: 'Product', href: 'https://acme.test/product', target: '_self' },
      { label: 'Odd', href: 'https://odd.test', rel: 'me, "x"' },
    ];
    const { config, notCarried } = mapDocusaurusConfig({ themeConfig: { footer: { links: [{ title: 'Social', items }] } } }, '/site');
    expect((config.footer as { links: { items: unknown[] }[] }).links[0].items).toEqual([
      { label: 'Mastodon', href: 'https://mastodon.test/@acme', className: 'social-link mastodon-link', rel: 'me noopener' },
      { label: 'Product', href: 'https://acme.test/product', target: '_self' },
      { label: 'Odd', href: 'https://odd.test' },
    ]);
    expect(notCarried.map((n) => n.path)).toEqual(['themeConfig.footer.links[0].items[2].rel']);
  });

  it('list their other keys, which Docusaurus writes as attributes of the link', () => {
    const items = [{ label: 'Usage', to: 'usage', type: 'doc' }];
    const { config, notCarried } = mapDocusaurusConfig({ themeConfig: { footer: { links: [{ title: 'Docs', items }] } } }, '/site');
    expect((config.footer as { links: { items: unknown[] }[] }).links[0].items).toEqual([{ label: 'Usage', to: '/usage' }]);
    expect(notCarried).toEqual([
      {
        path: 'themeConfig.footer.links[0].items[0].type',
        value: '"doc"',
        reason: "Docusaurus writes a footer link's other keys as attributes of its link; docs-gen's footer links take `className`, `target` and `rel`",
      },
    ]);
  });
});

describe('a Docusaurus 1 site', () => {
  it('is told apart from a folder without a Docusaurus config, with the way forward', async () => {
    const site = tempSite();
    try {
      site.write('website/siteConfig.js', "module.exports = { title: 'Old', baseUrl: '/' };\n");
      site.write('website/core/Footer.js', 'module.exports = () => null;\n');
      const error = await migrateSite(path.join(site.dir, 'website')).catch((e: unknown) => e as DocsGenError);
      expect(error).toBeInstanceOf(DocsGenError);
      expect(error).toMatchObject({ message: `${path.join(site.dir, 'website')} is a Docusaurus 1 site (siteConfig.js), which migrate does not read`, file: path.join(site.dir, 'website', 'siteConfig.js') });
      expect((error as DocsGenError).hint).toContain('npx @docusaurus/migrate migrate');
    } finally {
      site.cleanup();
    }
  });
});

describe('settings a package computed', () => {
  it('says a value computed by a stubbed package is one, and whether installing the packages would help', () => {
    const kit = createPackageStub('docusaurus-plugin-acme/internal') as unknown as { pick: (o: unknown) => unknown };
    const yaml = createPackageStub('yaml-reader') as unknown as { load: (f: string) => unknown };
    const { notCarried } = mapDocusaurusConfig(
      {
        presets: [['classic', { docs: { editUrl: kit.pick({ external: 'https://x.test/edit/' }), showLastUpdateTime: kit.pick({ external: true }) } }]],
        customFields: { team: yaml.load('team.yml') },
      },
      '/site',
    );
    const reasons = Object.fromEntries(notCarried.map((n) => [n.path, n.reason]));
    const docusaurusPackage = 'computed with the package "docusaurus-plugin-acme/internal", which is part of Docusaurus or made for it, and which migrate does not run: write the value in';
    expect(reasons['presets[0][1].docs.editUrl']).toBe(docusaurusPackage);
    expect(reasons['presets[0][1].docs.showLastUpdateTime']).toBe(docusaurusPackage);
    expect(reasons['customFields.team']).toBe(`computed with the package "yaml-reader", which is not installed here: install the site's packages and migrate again, or write the value in`);
  });
});

describe('Mermaid', () => {
  it('carries `markdown.mermaid` and the Mermaid theme as `mermaid`', () => {
    const on = mapDocusaurusConfig({ markdown: { mermaid: true }, themes: ['@docusaurus/theme-mermaid'] }, '/site');
    expect(on.config.mermaid).toBe(true);
    expect(on.notCarried).toEqual([]);
    const off = mapDocusaurusConfig({ markdown: { mermaid: false } }, '/site');
    expect(off.config.mermaid).toBeUndefined();
    expect(off.notCarried).toEqual([]);
  });
});

describe('live code blocks', () => {
  it('carry the live code theme as `liveCodeBlock`, with where its results go', () => {
    const top = mapDocusaurusConfig({ themes: ['@docusaurus/theme-live-codeblock'], themeConfig: { liveCodeBlock: { playgroundPosition: 'top' } } }, '/site');
    expect(top.config.liveCodeBlock).toEqual({ playgroundPosition: 'top' });
    expect(top.notCarried).toEqual([]);
    const bottom = mapDocusaurusConfig({ themes: [['@docusaurus/theme-live-codeblock', {}]] }, '/site');
    expect(bottom.config.liveCodeBlock).toEqual({ playgroundPosition: 'bottom' });
    expect(bottom.notCarried).toEqual([]);
    // Without the theme, Docusaurus shows `live` blocks as code: so does the migrated site.
    expect(mapDocusaurusConfig({ themes: ['@docusaurus/theme-mermaid'] }, '/site').config.liveCodeBlock).toBeUndefined();
  });
});

describe('a doc in none of the sidebars', () => {
  it('is shown without a sidebar, as Docusaurus shows it, when the docs have a sidebars file', async () => {
    const site = tempSite();
    try {
      site.write(
        'docusaurus.config.js',
        "module.exports = { title: 'Orphans', url: 'https://o.test', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n",
      );
      site.write('sidebars.js', "module.exports = { tutorialSidebar: ['intro', 'more/listed'] };\n");
      site.write('docs/intro.md', '# Intro\n\nListed.\n');
      site.write('docs/more/listed.md', '# Listed\n\nListed too.\n');
      site.write('docs/orphan.md', '# Orphan\n\nIn no sidebar.\n');
      await migrateSite(site.dir);
      const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(built.code, built.stderr).toBe(0);
      const orphan = site.read('build/docs/orphan/index.html');
      expect(orphan).toContain('<div class="layout">');
      expect(orphan).not.toContain('class="sidebar-link');
      expect(orphan).not.toContain('class="pagination');
      const intro = site.read('build/docs/intro/index.html');
      expect(intro).toContain('<div class="layout has-sidebar">');
      expect(intro).toContain('href="/docs/more/listed/"');
      expect(intro).not.toContain('href="/docs/orphan/"');
    } finally {
      site.cleanup();
    }
  });
});

describe('a site written for Docusaurus 2', () => {
  it('is migrated with a warning that its MDX 1 pages are read as MDX 3; a Docusaurus 3 site gets none', async () => {
    const site = tempSite();
    try {
      site.write('docusaurus.config.js', "module.exports = { title: 'Old', url: 'https://o.test', baseUrl: '/', presets: [['classic', {}]] };\n");
      site.write('docs/intro.md', '# Intro\n');
      site.write('package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '^2.4.3', react: '^17.0.2' } }));
      const run = await runDocsGenAsync(['migrate', site.dir]);
      expect(run.code).toBe(0);
      expect(run.stderr).toMatch(/^warning \S+package\.json: the site is written for Docusaurus 2 \(@docusaurus\/core \^2\.4\.3\), whose pages are MDX 1\./m);
      expect(run.stderr).toContain('https://docusaurus.io/docs/migration/v3');
      site.write('package.json', JSON.stringify({ devDependencies: { '@docusaurus/core': '3.7.0' } }));
      const current = await migrateSite(site.dir, { force: true });
      expect(current.warnings.join('\n')).not.toContain('Docusaurus 2');
    } finally {
      site.cleanup();
    }
  });
});

describe("the site's data plugins", () => {
  it("are carried into plugins, named by their files as the Docusaurus config names them, and the migrated site's pages read their data", async () => {
    const site = tempSite();
    try {
      site.write(
        'docusaurus.config.js',
        [
          // A value code cannot be written from: a function's.
          'const step = { size: () => 2 };',
          "module.exports = { title: 'Plugins', url: 'https://x.test', baseUrl: '/',",
          "  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],",
          '  plugins: [',
          "    require.resolve('./plugins/releases'),",
          "    ['./plugins/counter/index.js', { id: 'a', start: 3 }],",
          "    ['./plugins/counter/index.js', { id: 'b', start: 4, pick: (n) => n * 10 }],",
          "    ['./plugins/counter/index.js', { id: 'c', pick: (n) => n + step.size() }],",
          "    './plugins/webpack-only.js',",
          "    './plugins/showcase.js',",
          "    './plugins/recent-posts.js',",
          '  ],',
          '};',
          '',
        ].join('\n'),
      );
      site.write('plugins/releases.ts', "export default function releases() {\n  return { name: 'releases', async contentLoaded({ actions }) { actions.setGlobalData({ latest: '4.2' }); } };\n}\n");
      site.write(
        'plugins/counter/index.js',
        "module.exports = (context, options) => ({ name: 'counter', contentLoaded({ actions }) { actions.setGlobalData({ start: options.pick ? options.pick(options.start) : options.start }); } });\n",
      );
      site.write('plugins/webpack-only.js', "module.exports = () => ({ name: 'webpack-only', configureWebpack() { return {}; } });\n");
      // A plugin adding a page: carried too, and its page built.
      site.write(
        'plugins/showcase.js',
        "module.exports = () => ({ name: 'showcase', async contentLoaded({ actions }) { const apps = await actions.createData('apps.json', JSON.stringify(['Atom'])); actions.addRoute({ path: '/showcase', component: '@site/src/components/Showcase.js', modules: { apps }, exact: true }); } });\n",
      );
      // A plugin whose work is a file it writes when called, which a page imports (typescript-eslint's recent posts).
      site.write(
        'plugins/recent-posts.js',
        "const fs = require('fs');\nconst path = require('path');\nmodule.exports = (context) => {\n  fs.mkdirSync(path.join(context.siteDir, 'data'), { recursive: true });\n  fs.writeFileSync(path.join(context.siteDir, 'data/recent.json'), JSON.stringify(['Hello']));\n  return { name: 'recent-posts' };\n};\n",
      );
      site.write('src/pages/recent.js', "import recent from '@site/data/recent.json';\n\nexport default function Recent() {\n  return <p className=\"recent\">{recent.join(',')}</p>;\n}\n");
      site.write('src/components/Showcase.js', "export default function Showcase({ apps }) {\n  return <p className=\"apps\">{apps.join(',')}</p>;\n}\n");
      site.write('docs/intro.md', '# Intro\n');
      site.write(
        'src/pages/download.tsx',
        "import { usePluginData } from '@docusaurus/useGlobalData';\n\nexport default function Download() {\n  const { latest } = usePluginData('releases') as { latest: string };\n  const { start } = usePluginData('counter', 'a') as { start: number };\n  const picked = (usePluginData('counter', 'b') as { start: number }).start;\n  return <p className=\"data\">{`${latest} ${start} ${picked}`}</p>;\n}\n",
      );
      const result = await migrateSite(site.dir);
      const config = site.read('docs-gen.config.ts');
      // docs-gen loads them as Docusaurus does: the client modules one names are relative to its own folder.
      // A function of the options that reads only its own names is written out, as Docusaurus would run it.
      expect(squash(config)).toContain(
        squash("plugins: ['./plugins/releases', ['./plugins/counter/index', { id: 'a', start: 3 }], ['./plugins/counter/index', { id: 'b', start: 4, pick: (n) => n * 10 }], './plugins/showcase', './plugins/recent-posts']"),
      );
      expect(config).not.toContain('import releases');
      // Options holding code that reads the config's other names, and a plugin doing nothing docs-gen runs, are listed.
      expect(listed(result.notCarried)).toMatchObject({
        'plugins[3]': expect.stringContaining("its options hold code that reads the config's other variables"),
        'plugins[4]': expect.stringContaining('it does nothing docs-gen runs'),
      });
      const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(run.stderr).toBe('');
      expect(site.read('build/download/index.html')).toContain('<p class="data">4.2 3 40</p>');
      expect(site.read('build/showcase/index.html')).toContain('<p class="apps">Atom</p>');
      expect(site.read('build/recent/index.html')).toContain('<p class="recent">Hello</p>');
    } finally {
      site.cleanup();
    }
  });
});

describe("plugins written in the Docusaurus config", () => {
  it('are carried as code when they read nothing of the config but its constants of data, and the migrated pages read their data', async () => {
    const site = tempSite();
    try {
      site.write(
        'docusaurus.config.js',
        [
          "const VERSION = '9';",
          // A value code cannot be written from: an instance of a class.
          "const SETTINGS = new URL('https://x.test/v9');",
          "module.exports = { title: 'Inline', url: 'https://x.test', baseUrl: '/',",
          "  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],",
          '  plugins: [',
          "    function ads() { return { name: 'ads', async contentLoaded({ actions }) { actions.setGlobalData({ slots: ['top'] }); } }; },",
          "    function reads() { return { name: 'reads', async contentLoaded({ actions }) { actions.setGlobalData({ path: SETTINGS.pathname }); } }; },",
          "    './plugins/generated.js',",
          "    function versioned() { return { name: 'versioned', async contentLoaded({ actions }) { actions.setGlobalData({ version: VERSION }); } }; },",
          '  ],',
          '};',
          '',
        ].join('\n'),
      );
      // A plugin that only writes data files, which docs-gen's createData writes too.
      site.write('plugins/generated.js', "module.exports = () => ({ name: 'generated', async contentLoaded({ actions }) { await actions.createData('props.json', '{}'); } });\n");
      site.write('docs/intro.md', '# Intro\n');
      site.write('src/pages/ads.js', "import { usePluginData } from '@docusaurus/useGlobalData';\n\nexport default function Ads() {\n  return <p className=\"ads\">{usePluginData('ads').slots.join(',')}</p>;\n}\n");
      site.write('src/pages/versioned.js', "import { usePluginData } from '@docusaurus/useGlobalData';\n\nexport default function Versioned() {\n  return <p className=\"version\">{usePluginData('versioned').version}</p>;\n}\n");
      const result = await migrateSite(site.dir);
      // Its code as the evaluated config gives it (the bundler prints its strings in double quotes).
      // A constant it reads is declared around it, with the value it had once the config ran.
      expect(squash(site.read('docs-gen.config.ts'))).toContain(
        squash(
          `plugins: [function ads() { return { name: "ads", async contentLoaded({ actions }) { actions.setGlobalData({ slots: ["top"] }); } }; }, './plugins/generated', (() => { const VERSION = "9"; return function versioned() { return { name: "versioned", async contentLoaded({ actions }) { actions.setGlobalData({ version: VERSION }); } }; }; })()]`,
        ),
      );
      expect(listed(result.notCarried)).toEqual({ 'plugins[1]': "code that reads names of the Docusaurus config: add the plugin to the config's plugins by hand" });
      const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(run.stderr).toBe('');
      expect(site.read('build/ads/index.html')).toContain('<p class="ads">top</p>');
      expect(site.read('build/versioned/index.html')).toContain('<p class="version">9</p>');
    } finally {
      site.cleanup();
    }
  });
});

describe("the site's own Markdown plugins", () => {
  it('are carried, imported from the files that export them, and run on the migrated pages', async () => {
    const site = tempSite();
    try {
      site.write(
        'docusaurus.config.js',
        [
          "const shout = require('./src/remark/shout');",
          "const { remarkStars } = require('./src/remark/stars');",
          "module.exports = { title: 'Plugins', url: 'https://x.test', baseUrl: '/',",
          "  presets: [['classic', { docs: { sidebarPath: false, remarkPlugins: [[shout, { mark: '!' }], remarkStars, () => () => {}] }, blog: false }]],",
          "  plugins: [require('./plugins/releases')],",
          '};',
          '',
        ].join('\n'),
      );
      // CommonJS, its default export; an ES module in TypeScript, a named export.
      site.write(
        'src/remark/shout.js',
        "module.exports = function shout(options) {\n  return (tree) => {\n    const walk = (node) => {\n      if (node.type === 'text') node.value = node.value.replace(/==(\\w+)==/g, (_, w) => w.toUpperCase() + options.mark);\n      (node.children || []).forEach(walk);\n    };\n    walk(tree);\n  };\n};\n",
      );
      site.write(
        'src/remark/stars.ts',
        "export function remarkStars() {\n  return (tree: { children?: unknown[] }) => {\n    const walk = (node: { type?: string; value?: string; children?: unknown[] }) => {\n      if (node.type === 'text' && node.value) node.value = node.value.replace(/\\+\\+/g, '★');\n      (node.children ?? []).forEach((child) => walk(child as typeof node));\n    };\n    walk(tree);\n  };\n}\n",
      );
      site.write('plugins/releases.js', "module.exports = function releases() {\n  return { name: 'releases', contentLoaded({ actions }) { actions.setGlobalData({ latest: '4.2' }); } };\n};\n");
      site.write('docs/intro.md', '# Intro\n\nSay ==hello== ++ now.\n');
      const result = await migrateSite(site.dir);
      const config = site.read('docs-gen.config.ts');
      expect(config).toContain("import shout from './src/remark/shout';");
      expect(config).toContain("import { remarkStars } from './src/remark/stars';");
      expect(config).toContain("import releasesPlugin from './plugins/releases';");
      expect(squash(config)).toContain(squash("remarkPlugins: [[shout, { mark: '!' }], remarkStars]"));
      expect(squash(config)).toContain(squash('plugins: [releasesPlugin]'));
      // The one written in the config is listed, as before.
      expect(Object.keys(listed(result.notCarried))).toEqual(['presets[0][1].docs.remarkPlugins[2]']);
      const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(run.stderr).toBe('');
      expect(site.read('build/docs/intro/index.html')).toContain('Say HELLO! ★ now.');
    } finally {
      site.cleanup();
    }
  });
});
