import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A docs folder beside the site folder (a repository's `docs/` next to `website/`, as Jest keeps it) imports the
 * site's packages, installed in `website/node_modules`: Docusaurus's bundler finds them there, and so does docs-gen.
 */
describe("packages of the site folder, imported by a docs folder beside it", () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('resolves and bundles the package from the site folder', async () => {
    site.write('docs-gen.config.ts', "export default { title: 'Beside', siteDir: 'website', content: [{ path: 'docs', routeBasePath: '/docs' }] };\n");
    site.write('website/package.json', '{ "name": "website", "private": true }\n');
    site.write('website/node_modules/shout-box/package.json', '{ "name": "shout-box", "version": "1.0.0", "main": "index.js" }\n');
    site.write('website/node_modules/shout-box/index.js', "const { createElement } = require('react');\nmodule.exports = function ShoutBox(props) { return createElement('strong', { className: 'shout' }, String(props.text).toUpperCase()); };\n");
    site.write('docs/guide.mdx', "---\ntitle: Guide\n---\n\nimport ShoutBox from 'shout-box';\n\n<ShoutBox text=\"hello from beside\" />\n");
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.code, result.stderr).toBe(0);
    expect(site.read('build/docs/guide/index.html')).toContain('<strong class="shout">HELLO FROM BESIDE</strong>');
  });
});

/**
 * What a config imports loads as Docusaurus's loader loads it: a package's `require()` of a module that is not
 * installed fails only if it runs (`@electron/asar` requires Electron's `original-fs` only inside Electron), and a
 * site file mixing `export interface` with `module.exports = plugin` (electron's plugins) exports its
 * `module.exports`. Before, the first failed the build at the package's line and the second lost the plugin.
 */
describe('modules a config imports', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('load as under Docusaurus: package requires that never run, and CommonJS exports in a TypeScript module', async () => {
    site.write('node_modules/lazy-pkg/package.json', '{ "name": "lazy-pkg", "version": "1.0.0", "main": "index.js" }\n');
    site.write('node_modules/lazy-pkg/index.js', "module.exports = process.versions.electron ? require('original-fs') : { value: 42 };\n");
    site.write(
      'plugins/releases.ts',
      "import lazy from 'lazy-pkg';\n\nexport interface Release {\n  version: string;\n}\n\nmodule.exports = function releases() {\n  return { name: 'releases', contentLoaded({ actions }: { actions: { setGlobalData: (data: Release) => void } }) { actions.setGlobalData({ version: `v${lazy.value}` }); } };\n};\n",
    );
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\nimport releases from './plugins/releases';\n\nexport default defineConfig({ title: 'Loads', plugins: [releases] });\n");
    site.write('docs/index.md', '# Home\n');
    site.write('src/pages/download.tsx', "import { usePluginData } from '@docusaurus/useGlobalData';\n\nexport default function Download() {\n  return <p className=\"release\">{(usePluginData('releases') as { version: string }).version}</p>;\n}\n");
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(site.read('build/download/index.html')).toContain('<p class="release">v42</p>');
  });

  it("load a package esbuild cannot bundle (a native addon's file) as Node loads it", async () => {
    // sharp, which electron's image plugin uses, requires its addon's `.node` file: there is no bundling that.
    site.write('node_modules/native-pkg/package.json', '{ "name": "native-pkg", "version": "1.0.0", "main": "index.js" }\n');
    site.write('node_modules/native-pkg/addon.node', 'not a real addon');
    site.write(
      'node_modules/native-pkg/index.js',
      "const path = require('node:path');\nlet kind;\ntry {\n  kind = require('./addon.node').kind;\n} catch {\n  kind = 'fallback';\n}\nmodule.exports = { kind, folder: path.basename(__dirname) };\n",
    );
    site.write('plugins/native.ts', "import native from 'native-pkg';\n\nexport default function nativePlugin() {\n  return { name: 'releases', contentLoaded({ actions }: { actions: { setGlobalData: (data: unknown) => void } }) { actions.setGlobalData({ version: `${native.kind} in ${native.folder}` }); } };\n}\n");
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\nimport nativePlugin from './plugins/native';\n\nexport default defineConfig({ title: 'Loads', plugins: [nativePlugin] });\n");
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    // Its own folder, as Node loaded it from there.
    expect(site.read('build/download/index.html')).toContain('<p class="release">fallback in native-pkg</p>');
  });

  it('load such a package that another package requires where it needs it, as Tailwind 4 requires its native parts', async () => {
    // A package's require() inside a function, of a package esbuild cannot bundle: before, the two plugins resolving
    // these asked for each other's resolution forever, and the config's bundle never finished.
    site.write('node_modules/lazy-pkg/package.json', '{ "name": "lazy-pkg", "version": "1.0.0", "main": "index.js" }\n');
    site.write('node_modules/lazy-pkg/index.js', "module.exports = () => require('native-pkg').kind;\n");
    site.write('plugins/lazy.ts', "import kind from 'lazy-pkg';\n\nexport default function lazyPlugin() {\n  return { name: 'releases', contentLoaded({ actions }: { actions: { setGlobalData: (data: unknown) => void } }) { actions.setGlobalData({ version: `lazy ${kind()}` }); } };\n}\n");
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\nimport lazyPlugin from './plugins/lazy';\n\nexport default defineConfig({ title: 'Loads', plugins: [lazyPlugin] });\n");
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    expect(site.read('build/download/index.html')).toContain('<p class="release">lazy fallback</p>');
  }, 30_000);
});
