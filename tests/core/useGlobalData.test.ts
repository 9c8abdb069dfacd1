import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, spawnDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * React pages reading plugin data with `@docusaurus/useGlobalData` (a download page reading the latest version a
 * site's own plugin fetched): the build failed with 'Unsupported import "@docusaurus/useGlobalData"', whether
 * the page could do without the data or not. The docs plugin's data is there, as sites' theme overrides read it
 * (it was `{}`, and `useGlobalData()['docusaurus-plugin-content-docs'].default` threw).
 */
describe('@docusaurus/useGlobalData', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  const write = (failfast: boolean) => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Data', baseUrl: '/base/', content: [{ path: 'docs', routeBasePath: '/docs' }] });\n");
    site.write('docs/index.md', '# Home\n');
    site.write('docs/setup.md', '# Setup\n');
    site.write(
      'src/pages/download.tsx',
      [
        "import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';",
        '',
        'export default function Download() {',
        `  const release = usePluginData('releases-plugin', 'default'${failfast ? ', { failfast: true }' : ''}) as { version?: string } | undefined;`,
        '  const plugins = Object.keys(useGlobalData()).join(",");',
        "  const docs = usePluginData('docusaurus-plugin-content-docs') as { path: string; versions: { name: string; isLast: boolean; path: string; mainDocId: string; docs: { id: string; path: string }[] }[] };",
        '  const [current] = docs.versions;',
        '  return (',
        '    <>',
        '      <p>Latest: {release?.version ?? "see the releases page"} ({plugins})</p>',
        '      <p className="docs">{`${docs.path} ${current.name} ${current.isLast} ${current.path} ${current.mainDocId} ${current.docs.map((d) => `${d.id}=${d.path}`).join(" ")}`}</p>',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  };

  it("gives a page no data of a plugin that published none, and the docs plugin's data with the base URL", async () => {
    write(false);
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const html = site.read('build/download/index.html');
    expect(html).toContain('<p>Latest: <!-- -->see the releases page<!-- --> (<!-- -->docusaurus-plugin-content-docs<!-- -->)</p>');
    expect(html).toContain('<p class="docs">/base/docs current true /base/docs index index=/base/docs/ setup=/base/docs/setup/</p>');
  });

  it('is an error at the call that asks to fail fast, saying why there is no data', async () => {
    write(true);
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error \S*src\/pages\/download\.tsx:4:\d+ {2}Rendering failed: No global data of the plugin "releases-plugin" \(id "default"\): no plugin of the config's `plugins` published data under that name/m);
  });
});

/**
 * The site's own Docusaurus plugins (`plugins`), as a site fetches its latest release in one and reads it in a
 * page with `usePluginData`: their `loadContent`, `contentLoaded` and `allContentLoaded` run, and what they pass
 * to `setGlobalData` is the page's data, by plugin name and id. Before, `plugins` was an unknown key, and the data
 * was undefined.
 */
describe("the site's plugins", () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  const RELEASES = [
    "import fs from 'node:fs';",
    "import path from 'node:path';",
    '',
    'export default function releasesPlugin(context: { siteDir: string; i18n: { currentLocale: string } }, options: { suffix?: string }) {',
    '  return {',
    "    name: 'releases-plugin',",
    '    async loadContent() {',
    "      return JSON.parse(fs.readFileSync(path.join(context.siteDir, 'data', 'releases.json'), 'utf8')) as { latest: string };",
    '    },',
    '    async contentLoaded({ content, actions }: { content: { latest: string }; actions: { setGlobalData: (data: unknown) => void } }) {',
    "      actions.setGlobalData({ version: content.latest + (options.suffix ?? ''), locale: context.i18n.currentLocale, at: new Date(Date.UTC(2026, 0, 2)) });",
    '    },',
    '    getPathsToWatch() {',
    '      return [];',
    '    },',
    '    getClientModules() {',
    // Relative to the site folder, and without its extension, as webpack finds a client module.
    "      return [path.join(context.siteDir, 'plugins', 'client.css'), 'plugins/client'];",
    '    },',
    '    injectHtmlTags({ content }: { content: { latest: string } }) {',
    "      return { headTags: [{ tagName: 'meta', attributes: { name: 'release', content: content.latest } }, '<meta name=\"text\">'], preBodyTags: [{ tagName: 'noscript', attributes: { 'data-release': content.latest + '\"' }, innerHTML: '<img src=\"/pixel.gif\">' }], postBodyTags: ['<script>window.release = 1;</script>', { tagName: 'br', attributes: { hidden: true, 'data-no': false } }, 42] };",
    '    },',
    '  };',
    '}',
    '',
  ].join('\n');

  // CommonJS, with Docusaurus's `validateOptions` filling a default through its schema.
  const COUNTER = [
    'module.exports = function counter(context, options) {',
    '  return {',
    "    name: 'counter',",
    '    loadContent: () => options.start,',
    '    allContentLoaded({ allContent, actions }) {',
    "      actions.setGlobalData({ plugins: Object.keys(allContent).sort().join(','), releases: allContent['releases-plugin'].default.latest, start: options.start });",
    '    },',
    '    configureWebpack() {',
    '      return {};',
    '    },',
    '  };',
    '};',
    'module.exports.validateOptions = ({ validate, options }) => validate({ validate: (value) => ({ value: { start: 1, ...value } }) }, options);',
    '',
  ].join('\n');

  const PAGE = [
    "import { usePluginData } from '@docusaurus/useGlobalData';",
    '',
    'export default function Download() {',
    "  const release = usePluginData('releases-plugin') as { version: string; locale: string; at: string };",
    "  const a = usePluginData('counter', 'a') as { plugins: string; releases: string; start: number };",
    "  const b = usePluginData('counter', 'b') as { start: number };",
    '  return <p className="data">{`${release.version} ${release.locale} ${release.at} ${a.plugins} ${a.releases} ${a.start} ${b.start}`}</p>;',
    '}',
    '',
  ].join('\n');

  const config = (plugins: string, imports = '') =>
    [
      "import { defineConfig } from 'docs-gen';",
      "import releases from './plugins/releases';",
      "import counter from './plugins/counter.cjs';",
      imports,
      '',
      `export default defineConfig({ title: 'Data', plugins: ${plugins} });`,
      '',
    ].join('\n');

  const write = () => {
    site.write('plugins/releases.ts', RELEASES);
    site.write('plugins/counter.cjs', COUNTER);
    site.write('data/releases.json', '{ "latest": "2.0" }\n');
    site.write('plugins/client.css', '.release-banner { color: rebeccapurple; }\n');
    site.write('plugins/client.js', "export function onRouteDidUpdate() { document.documentElement.dataset.release = 'seen'; }\n");
    site.write('docs/index.md', '# Home\n');
    site.write('src/pages/download.tsx', PAGE);
  };

  it('runs their loadContent and contentLoaded, and gives pages what they publish by name and id', async () => {
    write();
    site.write('docs-gen.config.ts', config("[[releases, { suffix: '-lts' }], [counter, { id: 'a' }], [counter, { id: 'b', start: 5 }]]"));
    const run = await runDocsGenAsync(['build', site.dir]);
    expect(run.stderr).not.toMatch(/^error/m);
    expect(run.code).toBe(0);
    // As the browser gets it from Docusaurus, through JSON: the date is its string.
    expect(site.read('build/download/index.html')).toContain('<p class="data">2.0-lts en 2026-01-02T00:00:00.000Z counter,releases-plugin 2.0 1 5</p>');
    // What is not run is said once per plugin; a dev-only method is not worth a word.
    const skipped = run.stdout + run.stderr;
    expect(skipped).toMatch(/The plugin "counter" \(plugins\[1\]\) has configureWebpack, which docs-gen does not run/);
    expect(skipped).toMatch(/The plugin "counter" \(plugins\[2\]\) has configureWebpack, which docs-gen does not run/);
    expect(skipped).not.toContain('getPathsToWatch');
    // Its client modules join the site's stylesheet and scripts, its head tag every page's head.
    const html = site.read('build/download/index.html');
    expect(html).toContain('<meta name="release" content="2.0"/>');
    const css = html.match(/href="\/(assets\/[^"]+\.css)"/)?.[1];
    expect(css && site.read(`build/${css}`)).toContain('.release-banner');
    const scripts = [...html.matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map((m) => site.read(`build/${m[1]}`)).join('\n');
    expect(scripts).toMatch(/dataset\.release\s*=\s*"seen"/);
    // Head tags written as HTML join the head; body tags, objects or HTML, open and close the body, as Docusaurus places them.
    expect(html).toMatch(/<meta name="text"><\/head>/);
    expect(html).toMatch(/<body[^>]*><noscript data-release="2.0&quot;"><img src="\/pixel.gif"><\/noscript>/);
    expect(html).toMatch(/<script>window.release = 1;<\/script><br hidden><\/body><\/html>$/);
    // A tag that is neither is left out, and said.
    expect(skipped).toMatch(/The plugin "releases-plugin" \(plugins\[0\]\) injects 1 tag that docs-gen leaves out/);
  });

  it('loads those the config names by their module, as Docusaurus does: client modules are relative to their own folder', async () => {
    write();
    site.write(
      'plugins/track/index.js',
      "const path = require('path');\nmodule.exports = function track() {\n  return { name: 'track', getClientModules: () => ['./client/track'], contentLoaded: ({ actions }) => actions.setGlobalData({ folder: path.basename(__dirname) }) };\n};\n",
    );
    site.write('plugins/track/client/track.js', "export function onRouteDidUpdate() { document.documentElement.dataset.tracked = 'yes'; }\n");
    site.write('node_modules/docusaurus-plugin-hello/package.json', '{ "name": "docusaurus-plugin-hello", "main": "index.js" }\n');
    site.write('node_modules/docusaurus-plugin-hello/index.js', "module.exports = (context, options) => ({ name: 'hello', contentLoaded: ({ actions }) => actions.setGlobalData({ greeting: options.greeting }) });\n");
    site.write(
      'src/pages/tracked.tsx',
      "import { usePluginData } from '@docusaurus/useGlobalData';\n\nexport default function Tracked() {\n  const { folder } = usePluginData('track') as { folder: string };\n  const { greeting } = usePluginData('hello') as { greeting: string };\n  return <p className=\"tracked\">{`${folder} ${greeting}`}</p>;\n}\n",
    );
    site.write('docs-gen.config.ts', config("[releases, [counter, { id: 'a' }], [counter, { id: 'b' }], './plugins/track', ['docusaurus-plugin-hello', { greeting: 'hi' }]]"));
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const html = site.read('build/tracked/index.html');
    expect(html).toContain('<p class="tracked">track hi</p>');
    const scripts = [...html.matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map((m) => site.read(`build/${m[1]}`)).join('\n');
    expect(scripts).toMatch(/dataset\.tracked\s*=\s*"yes"/);

    // What one throws is located in its file.
    site.write('plugins/throws.js', "module.exports = function throws() {\n  return {\n    name: 'throws',\n    loadContent() {\n      throw new Error('no network');\n    },\n  };\n};\n");
    site.write('docs-gen.config.ts', config("[releases, [counter, { id: 'a' }], [counter, { id: 'b' }], './plugins/throws.js']"));
    const thrown = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(thrown.code).toBe(1);
    expect(thrown.stderr).toMatch(/^error \S*plugins\/throws\.js:5:\d+ {2}The plugin "throws" \(plugins\[3\]\) in loadContent threw: no network$/m);

    // One that is not there is an error at its entry, and the previous output stays.
    site.write('docs-gen.config.ts', config("[releases, [counter, { id: 'a' }], [counter, { id: 'b' }], './plugins/gone']"));
    const missing = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^error \S*docs-gen\.config\.ts:6:\d+ {2}The plugin \.\/plugins\/gone does not exist$/m);
    site.write('docs-gen.config.ts', config("[releases, [counter, { id: 'a' }], [counter, { id: 'b' }], 'docusaurus-plugin-absent']"));
    const absent = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(absent.code).toBe(1);
    expect(absent.stderr).toMatch(/^error \S*docs-gen\.config\.ts:6:\d+ {2}The plugin "docusaurus-plugin-absent" is not installed$/m);
    expect(site.read('build/tracked/index.html')).toContain('<p class="tracked">track hi</p>');
    fs.rmSync(path.join(site.dir, 'src/pages/tracked.tsx'));
  });

  it("calls their postBuild with the written output's folder and the pages' paths; one that fails changes nothing", async () => {
    write();
    const SITEMAP = [
      "import fs from 'node:fs';",
      "import path from 'node:path';",
      '',
      'export default function pathsFile(_context: unknown, options: { fail?: boolean }) {',
      '  return {',
      "    name: 'paths-file',",
      "    loadContent: () => 'listed',",
      '    async postBuild({ outDir, routesPaths, content }: { outDir: string; routesPaths: string[]; content: string }) {',
      "      fs.writeFileSync(path.join(outDir, 'paths.txt'), `${content}\\n${routesPaths.join('\\n')}\\n`);",
      '      if (options.fail) {',
      "        fs.appendFileSync(path.join(outDir, 'download', 'index.html'), '<!-- stamped -->');",
      "        throw new Error('the search service is down');",
      '      }',
      '    },',
      '  };',
      '}',
      '',
    ].join('\n');
    site.write('plugins/pathsFile.ts', SITEMAP);
    site.write('docs-gen.config.ts', config("[[releases, { suffix: '-lts' }], [counter, { id: 'a' }], [counter, { id: 'b' }], pathsFile]", "import pathsFile from './plugins/pathsFile';"));
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    expect(site.read('build/paths.txt').split('\n')).toEqual(['listed', '/', '/download/', '/404.html', '']);

    // Built again, the page is the previous output's file (linked, not written): a plugin changing it must not change that one.
    site.write('docs-gen.config.ts', config("[[releases, { suffix: '-lts' }], [counter, { id: 'a' }], [counter, { id: 'b' }], [pathsFile, { fail: true }]]", "import pathsFile from './plugins/pathsFile';"));
    site.write('plugins/pathsFile.ts', SITEMAP.replace("'listed'", "'listed again'"));
    const failed = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^error \S*plugins\/pathsFile\.ts:12:\d+ {2}The plugin "paths-file" \(plugins\[3\]\) in postBuild threw: the search service is down$/m);
    expect(site.read('build/paths.txt')).toMatch(/^listed\n/);
    expect(site.read('build/download/index.html')).not.toContain('<!-- stamped -->');
  });

  it('is an error at the line of the plugin that threw, and the previous output stays', async () => {
    write();
    site.write('plugins/broken.ts', "export default function broken() {\n  return {\n    name: 'broken',\n    loadContent() {\n      throw new Error('the releases API is down');\n    },\n  };\n}\n");
    site.write('docs-gen.config.ts', config('[releases, broken]', "import broken from './plugins/broken';"));
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error \S*plugins\/broken\.ts:5:\d+ {2}The plugin "broken" \(plugins\[1\]\) in loadContent threw: the releases API is down$/m);
    expect(site.read('build/download/index.html')).toContain('<p class="data">2.0-lts');
  });

  it("names the config's bundle in the stacks a plugin prints, not the bundle's text", async () => {
    write();
    site.write('plugins/offline.ts', "export default function offline() {\n  return {\n    name: 'offline',\n    loadContent() {\n      console.error(new Error('the releases API is down').stack);\n    },\n  };\n}\n");
    site.write('docs-gen.config.ts', config("[releases, [counter, { id: 'a' }], [counter, { id: 'b' }], offline]", "import offline from './plugins/offline';"));
    const run = await spawnDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^Error: the releases API is down\n {4}at Object\.loadContent \(file:\/\/\S*\/docs-gen\.config\.ts\.bundle\.mjs:\d+:\d+\)$/m);
    expect(run.stderr).not.toContain('data:text/javascript');
  });

  it('stops the build at the line of what a plugin threw outside any call (a timer), the previous output kept', async () => {
    write();
    site.write('plugins/late.ts', "export default function late() {\n  return {\n    name: 'late',\n    loadContent() {\n      setTimeout(() => {\n        throw new Error('late failure');\n      }, 5);\n      return new Promise((resolve) => setTimeout(resolve, 2000));\n    },\n  };\n}\n");
    site.write('docs-gen.config.ts', config("[releases, [counter, { id: 'a' }], [counter, { id: 'b' }], late]", "import late from './plugins/late';"));
    const run = await spawnDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error \S*plugins\/late\.ts:6:\d+ {2}The site's code threw outside any page: late failure$/m);
    // The last build's page, as it was.
    expect(site.read('build/download/index.html')).toContain('<p class="data">2.0 en');
  });

  it("refuses a route to a component the site does not have, and two instances under one id", async () => {
    write();
    site.write('plugins/routes.ts', "export default function routes() {\n  return {\n    name: 'routes',\n    contentLoaded({ actions }) {\n      actions.addRoute({ path: '/x', component: '@site/src/X' });\n    },\n  };\n}\n");
    site.write('docs-gen.config.ts', config('[routes]', "import routes from './plugins/routes';"));
    const routes = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(routes.code).toBe(1);
    expect(routes.stderr).toContain('The page the plugin "routes" (plugins[0]) adds at /x cannot be built');
    expect(routes.stderr).toContain('@site/src/X');

    site.write('docs-gen.config.ts', config('[counter, [counter, { id: "default" }]]'));
    const twice = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('The plugin "counter" is listed twice with the id "default" (plugins[0] and plugins[1])');
  });
});

/**
 * Files a plugin writes with `createData`, which pages import through an alias to Docusaurus's generated files'
 * folder (`${siteDir}/.docusaurus/<plugin>/<id>`), as Ionic's API pages import the tables its plugin generates.
 * Before, the files were written elsewhere, the alias was refused as missing, and an import from a dot folder too.
 */
describe("the site's plugins' generated files", () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('are written where Docusaurus writes them, and pages import them through the alias a migrated plugin sets', async () => {
    site.write(
      'docusaurus.config.js',
      [
        "module.exports = { title: 'Generated', url: 'https://gen.test', baseUrl: '/',",
        "  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],",
        '  plugins: [',
        '    function componentApi(context) {',
        '      return {',
        "        name: 'component-api',",
        '        async contentLoaded({ actions }) {',
        "          await actions.createData('v1/button/props.md', '| Prop | Type |\\n| --- | --- |\\n| color | string |\\n');",
        '        },',
        "        configureWebpack() { return { resolve: { alias: { '@component-api': `${context.siteDir}/.docusaurus/component-api/default` } } }; },",
        '      };',
        '    },',
        '  ],',
        '};',
        '',
      ].join('\n'),
    );
    site.write('docs/button.md', "---\ntitle: Button\n---\n\nimport Props from '@component-api/v1/button/props.md';\n\n## Properties\n\n<Props />\n");
    const migrated = await runDocsGenAsync(['migrate', site.dir]);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(site.read('docs-gen.config.ts')).toContain("aliases: { '@component-api': '.docusaurus/component-api/default' }");
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    // It says once that configureWebpack is not run, what it did being the config's aliases.
    expect(run.stderr).not.toMatch(/^error/m);
    expect(run.code).toBe(0);
    expect(site.read('.docusaurus/component-api/default/v1/button/props.md')).toContain('| color | string |');
    expect(site.read('build/docs/button/index.html')).toMatch(/<td>color<\/td>\s*<td>string<\/td>/);
    // Built again, the unchanged file is not written again.
    const written = fs.statSync(path.join(site.dir, '.docusaurus/component-api/default/v1/button/props.md')).mtimeMs;
    const again = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(again.code, again.stderr).toBe(0);
    expect(fs.statSync(path.join(site.dir, '.docusaurus/component-api/default/v1/button/props.md')).mtimeMs).toBe(written);
  });

  it("carry the alias a plugin named by its file sets, as Ionic's names its component API plugin", async () => {
    const other = tempSite();
    try {
      other.write(
        'docusaurus.config.js',
        "const path = require('path');\nmodule.exports = { title: 'Generated', url: 'https://gen.test', baseUrl: '/',\n  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],\n  plugins: [[path.resolve(__dirname, 'plugins', 'component-api'), { versions: ['v1'] }]],\n};\n",
      );
      other.write(
        'plugins/component-api/index.js',
        [
          'module.exports = function (context, options) {',
          '  return {',
          "    name: 'component-api',",
          '    async contentLoaded({ actions }) {',
          "      for (const version of options.versions) await actions.createData(`${version}/button/props.md`, '| Prop | Type |\\n| --- | --- |\\n| size | number |\\n');",
          '    },',
          "    configureWebpack() { return { resolve: { alias: { '@component-api': `${context.siteDir}/.docusaurus/component-api/default` } } }; },",
          '  };',
          '};',
          '',
        ].join('\n'),
      );
      other.write('docs/button.md', "---\ntitle: Button\n---\n\nimport Props from '@component-api/v1/button/props.md';\n\n<Props />\n");
      const migrated = await runDocsGenAsync(['migrate', other.dir]);
      expect(migrated.code, migrated.stderr).toBe(0);
      expect(other.read('docs-gen.config.ts')).toContain("aliases: { '@component-api': '.docusaurus/component-api/default' }");
      const run = await runDocsGenAsync(['build', other.dir, '--quiet']);
      expect(run.stderr).not.toMatch(/^error/m);
      expect(other.read('build/docs/button/index.html')).toMatch(/<td>size<\/td>\s*<td>number<\/td>/);
    } finally {
      other.cleanup();
    }
  });
});
