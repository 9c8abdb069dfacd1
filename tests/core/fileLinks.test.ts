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
const gitbook = tempSite();
let build: RunResult;
let broken: RunResult;
let exported: RunResult;

/** A 1×1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082', 'hex');

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
  // A GitBook export keeps its images and files in `.gitbook/assets`, and its reusable parts in `.gitbook/includes`.
  fs.mkdirSync(path.join(gitbook.dir, 'docs/.gitbook/assets'), { recursive: true });
  fs.writeFileSync(path.join(gitbook.dir, 'docs/.gitbook/assets/shot (1).png'), PNG);
  gitbook.write('docs/.gitbook/assets/manual.pdf', '%PDF-1.4 manual\n');
  gitbook.write('docs/.gitbook/includes/part.md', '# Not a page\n');
  gitbook.write('docs/.secret/key.png', 'not for the web');
  gitbook.write('docs/index.md', '# Home\n\n![shot](<.gitbook/assets/shot (1).png>) and [the manual](.gitbook/assets/manual.pdf).\n');
  gitbook.write('docs/leak.md', '# Leak\n\n![key](.secret/key.png)\n');
  [build, broken, exported] = await Promise.all([runDocsGenAsync(['build', site.dir, '--quiet']), runDocsGenAsync(['build', missing.dir, '--quiet']), runDocsGenAsync(['build', gitbook.dir, '--quiet'])]);
}, 30_000);
afterAll(() => {
  site.cleanup();
  missing.cleanup();
  gitbook.cleanup();
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

describe("a GitBook export's .gitbook folder", () => {
  it('publishes the images and files its pages name there, and no page of it; another dot folder stays refused', () => {
    expect(exported.code).toBe(1);
    // The one error: the image of another dot folder.
    expect(exported.stderr).toMatch(/leak\.md:3:1 {2}File reference \.secret\/key\.png leads to .*, which is in a hidden \(dot\) folder or file; it is not published/);
    expect(exported.stderr.match(/^error /gm)).toHaveLength(1);
    gitbook.write('docs/leak.md', '# Leak\n');
  });

  it('builds once that reference is gone, with the export\'s image and file and without its includes as pages', async () => {
    const again = await runDocsGenAsync(['build', gitbook.dir, '--quiet']);
    expect(again.code, again.stderr).toBe(0);
    const html = gitbook.read('build/index.html');
    expect(html).toMatch(/<img decoding="async" loading="lazy" src="\/assets\/img\/[\da-f]+-shot%20\(1\)\.png" alt="shot" width="1" height="1"\/>/);
    expect(html).toMatch(/<a href="\/assets\/files\/[\da-f]+-manual\.pdf" target="_blank">the manual<\/a>/);
    expect(gitbook.exists('build/.gitbook')).toBe(false);
    expect(fs.readdirSync(path.join(gitbook.dir, 'build')).some((name) => name.includes('includes') || name.includes('part'))).toBe(false);
  });
});
