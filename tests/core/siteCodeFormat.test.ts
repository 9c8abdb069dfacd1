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

describe('Flow-typed site code', () => {
  const sites: ReturnType<typeof tempSite>[] = [];
  afterAll(() => {
    for (const site of sites) site.cleanup();
  });
  /** Builds a site whose page imports `src/components/Since.js`, written as given. */
  const build = async (component: string, flowconfig: boolean) => {
    const site = tempSite();
    sites.push(site);
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Flow' });\n");
    site.write('docs/index.mdx', "# Home\n\nimport { Since } from '@site/src/components/Since';\n\n<Since version=\"0.200\" />\n");
    site.write('src/components/Since.js', component);
    if (flowconfig) site.write('.flowconfig', '[options]\n');
    return { site, run: await runDocsGenAsync(['build', site.dir, '--quiet']) };
  };
  const typed = 'export function Since({ version }: { version: string }) {\n  return <span>{version}</span>;\n}\n';

  it("builds in a Flow project, under a .flowconfig, and a file with Flow's pragma or a type import anywhere", async () => {
    for (const { site, run } of [await build(typed, true), await build(`// @flow\n${typed}`, false), await build(`import type { Node } from 'react';\n${typed}`, false)]) {
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(site.read('build/index.html')).toContain('<span>0.200</span>');
    }
  });

  it('reads a file of no Flow project as JavaScript: a type is a syntax error at its place', async () => {
    const { run } = await build(typed, false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/src\/components\/Since\.js:1:\d+ {2}Expected "\)" but found ":"/);
  });
});
