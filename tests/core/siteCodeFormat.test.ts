import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Site code is bundled into a temporary folder and imported as ES modules. Written as `.js`, a module was read as
 * one only where Node guessed the format, which a package.json above that folder saying `"type": "commonjs"`
 * (a home folder where `npm init` ran, say) stopped: the page failed with "Cannot use import statement outside a module".
 */
describe('site code bundled into a temporary folder', () => {
  const site = tempSite();
  const tmp = tempSite();
  afterAll(() => {
    site.cleanup();
    tmp.cleanup();
  });

  it('loads as ES modules whatever the package.json above that folder says', async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Formats' });\n");
    site.write('docs/index.md', '# Home\n\nSee [a](/a/).\n');
    site.write('src/pages/a.js', 'export default function A() {\n  return <p>A page in a .js file.</p>;\n}\n');
    tmp.write('package.json', '{ "type": "commonjs" }\n');
    fs.mkdirSync(path.join(tmp.dir, 'tmp'));
    const run = await runDocsGenAsync(['build', site.dir, '--quiet'], undefined, { TMPDIR: path.join(tmp.dir, 'tmp') });
    expect(run.code, run.stderr).toBe(0);
    expect(site.read('build/a/index.html')).toContain('A page in a .js file.');
  });
});
