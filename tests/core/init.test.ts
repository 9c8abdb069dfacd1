import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocsGenError } from '../../src/errors/DocsGenError.js';
import { writeStarterSite } from '../../src/init/writeStarterSite.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/** `docs-gen init`: a starter site that builds and passes check as written, and never overwrites a file. */
describe('docs-gen init', () => {
  const site = tempSite();
  const taken = tempSite();
  let init: RunResult;
  let check: RunResult;
  let build: RunResult;
  const copy = tempSite();

  beforeAll(async () => {
    init = await runDocsGenAsync(['init', site.dir]);
    // check and build at once, on two copies, so neither waits for the other.
    fs.cpSync(site.dir, copy.dir, { recursive: true });
    [check, build] = await Promise.all([runDocsGenAsync(['check', site.dir]), runDocsGenAsync(['build', copy.dir, '--quiet'])]);
  }, 30_000);

  afterAll(() => {
    site.cleanup();
    copy.cleanup();
    taken.cleanup();
  });

  it('writes the config, pages, sidebars, custom CSS and an image, and says what to do next', () => {
    expect(init.code).toBe(0);
    for (const file of ['docs-gen.config.ts', 'sidebars.yaml', 'docs/index.md', 'docs/getting-started.md', 'docs/guides/writing-pages.mdx', 'src/css/custom.css', 'static/img/logo.svg', 'docs-gen-env.d.ts']) {
      expect(site.exists(file)).toBe(true);
      expect(init.stdout).toContain(file);
    }
    expect(site.read('docs/index.md')).toMatch(/^---\ntitle: Introduction\n/);
    expect(init.stdout).toMatch(/Next steps:\n {2}docs-gen dev /);
  });

  it('builds and passes check as written', () => {
    expect(check.stderr).toBe('');
    expect(check.code).toBe(0);
    expect(check.stdout).toContain('Checked 3 pages: no errors');
    expect(build.code).toBe(0);
    expect(build.stderr).toBe('');
    const page = copy.read('build/guides/writing-pages/index.html');
    expect(page).toContain('<img src="/img/logo.svg"');
    expect(page).toContain('admonition-note');
    expect(page).toContain('Good to know');
    expect(copy.exists('build/img/logo.svg')).toBe(true);
    expect(copy.read('build/index.html')).toContain('href="/getting-started/"');
  });

  it('refuses to overwrite: every conflict is named and nothing is written', () => {
    taken.write('docs/index.md', 'mine\n');
    taken.write('sidebars.yaml', 'mine: []\n');
    let refused: unknown;
    try {
      writeStarterSite(taken.dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DocsGenError);
    expect((refused as DocsGenError).all().map((e) => [e.file, e.message])).toEqual([
      [path.join(taken.dir, 'sidebars.yaml'), 'sidebars.yaml already exists'],
      [path.join(taken.dir, 'docs', 'index.md'), 'docs/index.md already exists'],
    ]);
    expect(taken.read('docs/index.md')).toBe('mine\n');
    expect(fs.readdirSync(taken.dir).sort()).toEqual(['docs', 'sidebars.yaml']);
    expect(fs.readdirSync(path.join(taken.dir, 'docs'))).toEqual(['index.md']);
  });
});
