import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFixture, runDocsGen, tempSite } from '../helpers/site.js';

describe('the docs-gen binary', () => {
  let site: ReturnType<typeof tempSite> | undefined;
  afterEach(() => site?.cleanup());

  it('prints help', () => {
    const result = runDocsGen(['--help']);
    expect(result.code).toBe(0);
    for (const command of ['build', 'check']) expect(result.stdout).toContain(command);
  });

  it('builds a folder that has only docs/ with the defaults, docs at /', () => {
    site = tempSite();
    site.write('docs/index.md', '# Hello\n\nWorld.\n');
    site.write('docs/more/page.md', '# More\n');
    const result = runDocsGen(['build', site.dir]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(site.read('build/index.html')).toContain('<h1 id="hello">Hello');
    expect(site.exists('build/more/page/index.html')).toBe(true);
  });

  it('check validates without writing and exits 0 when clean', () => {
    site = tempSite();
    site.write('docs/index.md', '# Hello\n\n[x](#missing)\n');
    const result = runDocsGen(['check', site.dir]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Checked 1 pages: no errors, 1 warnings');
    expect(result.stderr).toContain('Broken anchor');
    expect(site.exists('build')).toBe(false);
  });

  it('check exits 1 on a failing rule', () => {
    site = tempSite();
    site.write('docs/index.md', '# Hello\n\n[x](/nope/)\n');
    const result = runDocsGen(['check', site.dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/index.md:3:1  Broken link: /nope/');
  });

  it('leaves the previous output untouched when a build fails', async () => {
    const built = await buildFixture('core-basic');
    site = built;
    expect(built.code).toBe(0);
    const before = fs.readdirSync(`${built.dir}/build`).sort();
    const home = built.read('build/index.html');
    built.write('docs/guides/setup.md', '# Setup\n\n<broken\n');
    const failed = runDocsGen(['build', built.dir]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('nothing was written');
    expect(fs.readdirSync(`${built.dir}/build`).sort()).toEqual(before);
    expect(built.read('build/index.html')).toBe(home);
    expect(fs.readdirSync(built.dir).filter((n) => n.startsWith('build.'))).toEqual([]);
  });

  it('writes to --out-dir and reuses compiled pages on an unchanged rebuild', () => {
    site = tempSite('core-basic');
    const first = runDocsGen(['build', site.dir, '--out-dir', `${site.dir}/public`, '--timings']);
    expect(first.code).toBe(0);
    expect(site.exists('public/index.html')).toBe(true);
    const second = runDocsGen(['build', site.dir, '--out-dir', `${site.dir}/public`, '--timings']);
    const timingsOf = (run: { stdout: string }) => JSON.parse(run.stdout.trim().split('\n').pop()!) as Record<string, number>;
    // Relative to the cold compile, so a busy machine slows both runs alike.
    expect(timingsOf(second).compile).toBeLessThan(Math.max(50, timingsOf(first).compile / 4));
  });
});

describe('React page modules', () => {
  it('render a pages/ folder of default-exported components at their routes', async () => {
    const site = await buildFixture('core-pages');
    try {
      expect(site.stderr).toBe('');
      expect(site.code).toBe(0);
      const html = site.html('/about/');
      expect(html).toContain('<title>About us | Documentation</title>');
      expect(html).toContain('<meta name="description" content="Who builds this."/>');
      expect(html).toContain('<li>Ada</li><li>Grace</li>');
    } finally {
      site.cleanup();
    }
  });

  it('fail when a page module has no default export', () => {
    const site = tempSite('core-pages');
    try {
      site.write('pages/broken.tsx', 'export const title = "Broken";\nexport function Page() { return null; }\n');
      const result = runDocsGen(['build', site.dir]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('pages/broken.tsx:1:1  A page module must default-export a React component');
    } finally {
      site.cleanup();
    }
  });
});
