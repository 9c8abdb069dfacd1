import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocsGen, type ServerProcess } from '../serve/processes.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * `trailingSlash: false`, as Docusaurus's: page URLs end without a slash and each page is written as
 * `<route>.html`, which static hosts serve at `/route`. Before, the key was refused and `migrate` left it out:
 * a site that moved kept none of its URLs.
 */
const site = tempSite();
let build: RunResult;

const hrefsOf = (html: string) => [...new Set([...html.matchAll(/ href="([^"]*)"/g)].map((m) => m[1]).filter((href) => !href.includes('/assets/')))].sort();

/** Status and redirect target of a request to a running server, without following it. */
async function probe(server: ServerProcess, url: string): Promise<[number, string | null]> {
  const response = await fetch(server.url.replace(/\/base\/?$/, '') + url, { redirect: 'manual' });
  await response.arrayBuffer();
  return [response.status, response.headers.get('location')];
}

beforeAll(async () => {
  site.write(
    'docs-gen.config.ts',
    [
      "import { defineConfig } from 'docs-gen';",
      '',
      'export default defineConfig({',
      "  title: 'Slashless', url: 'https://slash.test', baseUrl: '/base/', trailingSlash: false, onBrokenLinks: 'warn',",
      "  redirects: [{ from: '/old', to: '/guides/setup' }],",
      "  navbar: { items: [{ label: 'Setup', to: '/guides/setup/' }] },",
      '});',
      '',
    ].join('\n'),
  );
  site.write('docs/index.md', '# Home\n\nSee [setup](./guides/setup.md) and [a part of intro](guides/intro#part).\n');
  // A folder's own doc: its URL is `/base/guides`, so `./setup` names `/base/setup`, as a browser reads it there.
  site.write('docs/guides/index.md', '# Guides\n\n[Setup](./guides/setup) and [not setup](./setup).\n');
  site.write('docs/guides/intro.md', '# Intro\n\n## Part\n\nText.\n');
  site.write('docs/guides/setup.md', '# Setup\n\n[Back](../) to [intro](./intro).\n');
  build = await runDocsGenAsync(['build', site.dir]);
}, 30_000);
afterAll(() => site.cleanup());

describe('trailingSlash: false', () => {
  it('writes each page as <route>.html, the home as index.html', () => {
    expect(build.code, build.stderr).toBe(0);
    const files = fs.readdirSync(path.join(site.dir, 'build'), { recursive: true }).map(String).filter((f) => f.endsWith('.html')).sort();
    expect(files).toEqual(['404.html', 'guides.html', path.join('guides', 'intro.html'), path.join('guides', 'setup.html'), 'index.html', 'old.html']);
  });

  it('links every page without a trailing slash: content, navbar, sidebar, pagination, canonical', () => {
    expect(hrefsOf(site.read('build/guides/setup.html'))).toEqual([
      '#main',
      '/base/',
      '/base/guides',
      '/base/guides/intro',
      '/base/guides/setup',
      '/base/guides/setup/index.md',
      'https://slash.test/base/guides/setup',
    ]);
    expect(site.read('build/index.html')).toContain('href="/base/guides/intro#part"');
    expect([...site.read('build/sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]).sort()).toEqual([
      'https://slash.test/base/',
      'https://slash.test/base/guides',
      'https://slash.test/base/guides/intro',
      'https://slash.test/base/guides/setup',
    ]);
    expect(site.read('build/old.html')).toContain('<meta http-equiv="refresh" content="0; url=/base/guides/setup">');
  });

  it("resolves relative links from a folder's own doc as the browser does at its URL", () => {
    expect(site.read('build/guides.html')).toContain('href="/base/guides/setup"');
    expect(build.stderr).toMatch(/docs\/guides\/index\.md:3:\d+ {2}Broken link: \.\/setup \(no page at \/setup\/\)/);
  });

  it('is served at /route by `serve` and `dev`, where /route/ redirects to it', async () => {
    for (const command of ['serve', 'dev']) {
      const server = await startDocsGen([command, site.dir, '--port', '0']);
      try {
        const moved = command === 'serve' ? 301 : 302;
        expect(await probe(server, '/base/guides/setup'), command).toEqual([200, null]);
        expect(await probe(server, '/base/guides'), command).toEqual([200, null]);
        expect(await probe(server, '/base/old'), command).toEqual([200, null]);
        expect((await probe(server, '/base/guides/setup/'))[0], command).toBe(moved);
        expect((await probe(server, '/base/guides/setup/'))[1], command).toMatch(/\/base\/guides\/setup$/);
        expect((await probe(server, '/base/nowhere'))[0], command).toBe(404);
      } finally {
        await server.stop();
      }
    }
  }, 60_000);
});
