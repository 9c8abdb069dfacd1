import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A package the config imports finds its own files from where it is installed, as under Node (and Docusaurus's
 * loader): CommonJS's `__dirname`, `__filename` and `require.resolve`, and an ES module's `import.meta.url`. Before,
 * the config's bundle gave every package the config's folder: a remark plugin reading a file beside its module failed
 * every page with ENOENT, and one starting a worker from `__dirname` (`@prettier/sync`) waited for it forever.
 */
const site = tempSite();
let build: RunResult;
/** A plugin whose file is missing: its error is not the page's syntax. */
const missing = tempSite();
let failed: RunResult;

beforeAll(async () => {
  site.write('node_modules/remark-stamp/package.json', JSON.stringify({ name: 'remark-stamp', version: '1.0.0', main: 'lib/index.js' }));
  site.write('node_modules/remark-stamp/lib/stamp.txt', 'Stamped by the package\n');
  site.write(
    'node_modules/remark-stamp/lib/index.js',
    [
      "const fs = require('fs');",
      "const path = require('path');",
      'module.exports = function remarkStamp(options) {',
      "  const stamp = fs.readFileSync(path.join(__dirname, 'stamp.txt'), 'utf8').trim();",
      "  const resolved = path.relative(__dirname, require.resolve('./stamp.txt'));",
      "  const file = path.relative(path.dirname(__dirname), __filename);",
      "  const text = `${stamp} (${resolved}, ${file}, ${options.from})`;",
      "  return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: text }] }); };",
      '};',
      '',
    ].join('\n'),
  );
  site.write('node_modules/place-esm/package.json', JSON.stringify({ name: 'place-esm', version: '1.0.0', type: 'module', exports: './src/index.js' }));
  site.write(
    'node_modules/place-esm/src/index.js',
    "import path from 'node:path';\nimport { fileURLToPath } from 'node:url';\nconst here = path.dirname(fileURLToPath(import.meta.url));\nexport const folder = path.basename(here);\nexport const module = path.basename(new URL(import.meta.url).pathname);\n",
  );
  site.write(
    'docs-gen.config.ts',
    "import remarkStamp from 'remark-stamp';\nimport { folder, module } from 'place-esm';\n\nexport default { title: 'Places', remarkPlugins: [[remarkStamp, { from: `${folder}/${module}` }]] };\n",
  );
  site.write('docs/index.md', '# Home\n\nText.\n');
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
  missing.write('plugins/remark-gone.js', "const fs = require('fs');\nmodule.exports = () => () => { fs.readFileSync(__dirname + '/gone.txt'); };\n");
  missing.write('docs-gen.config.ts', "import remarkGone from './plugins/remark-gone.js';\n\nexport default { title: 'Gone', remarkPlugins: [remarkGone] };\n");
  missing.write('docs/index.md', '# Home\n\nText.\n');
  failed = await runDocsGenAsync(['build', missing.dir, '--quiet']);
}, 60_000);

afterAll(() => {
  site.cleanup();
  missing.cleanup();
});

describe("a config's packages", () => {
  it('read their own files from where they are installed', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(site.read('build/index.html')).toContain('<p>Stamped by the package (stamp.txt, lib/index.js, src/index.js)</p>');
  });

  it("report a plugin's failure at the page without the hint for MDX syntax in a .md file", () => {
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^error \S*docs\/index\.md {2}MDX: ENOENT: no such file or directory, open '.*plugins\/gone\.txt'$/m);
    expect(failed.stderr).not.toContain('read as MDX');
  });
});
