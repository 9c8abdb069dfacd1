import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Markdown links to files beside the page (`[guide](./assets/guide.pdf)`), as Docusaurus publishes them: the file is
 * copied into the output and the link leads to it, opened in a new tab. They were relative URLs, and broken links
 * (a product's docs exported from GitBook link their PDFs so).
 */
const site = tempSite();
const missing = tempSite();
let build: RunResult;
let broken: RunResult;

beforeAll(async () => {
  site.write('docs/index.md', '# Home\n');
  site.write('docs/sub/assets/guide.pdf', '%PDF-1.4 guide\n');
  site.write('files/kit.zip', 'zip bytes');
  site.write('docs/sub/other.md', '# Other\n');
  site.write(
    'docs/sub/page.md',
    '# Page\n\n[guide](./assets/guide.pdf), [bare](assets/guide.pdf), [kit](@site/files/kit.zip), [by reference][g] and [a page](./other.md).\n\n[g]: ./assets/guide.pdf\n',
  );
  missing.write('docs/index.md', '# Home\n\n[gone](./gone.pdf)\n');
  [build, broken] = await Promise.all([runDocsGenAsync(['build', site.dir, '--quiet']), runDocsGenAsync(['build', missing.dir, '--quiet'])]);
}, 30_000);
afterAll(() => {
  site.cleanup();
  missing.cleanup();
});

describe('a Markdown link to a file', () => {
  it('publishes the file and leads to it in a new tab, written relative, bare, from @site/ or by reference', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toBe('');
    const html = site.read('build/sub/page/index.html');
    const links = Object.fromEntries([...html.matchAll(/<a href="([^"]+)"( target="_blank")?>([^<]+)<\/a>/g)].map((m) => [m[3], { href: m[1], newTab: Boolean(m[2]) }]));
    expect(links.guide.href).toMatch(/^\/assets\/files\/[\da-f]+-guide\.pdf$/);
    for (const text of ['guide', 'bare', 'by reference']) expect(links[text]).toEqual({ href: links.guide.href, newTab: true });
    expect(links.kit).toEqual({ href: expect.stringMatching(/^\/assets\/files\/[\da-f]+-kit\.zip$/), newTab: true });
    expect(links['a page']).toEqual({ href: '/sub/other/', newTab: false });
    expect(fs.readFileSync(path.join(site.dir, 'build', links.guide.href), 'utf8')).toBe('%PDF-1.4 guide\n');
    expect(fs.readFileSync(path.join(site.dir, 'build', links.kit.href), 'utf8')).toBe('zip bytes');
  });

  it('to a file that is not there is a broken link, as before', () => {
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/index\.md:3:1 {2}Broken link: \.\/gone\.pdf \(no such file\)/);
  });
});
