import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';
import { request, startDocsGen, type ServerProcess } from '../serve/processes.js';

const CONFIG = `export default {
  title: 'Moves',
  url: 'https://docs.test',
  baseUrl: '/kit/',
  redirects: [
    { from: ['/old-setup', '/older/setup/'], to: '/guides/setup#install' },
    { from: '/chat', to: 'https://chat.test/room' },
  ],
};
`;

/** Pages that moved (Docusaurus's plugin-client-redirects): a page at each old path sends the reader on. */
describe('redirects', () => {
  const site = tempSite();
  let build: RunResult;
  let dev: ServerProcess;

  beforeAll(async () => {
    site.write('docs/index.md', '# Home\n\nHi.\n');
    site.write('docs/guides/setup.md', '# Setup\n\n## Install\n\nText.\n');
    site.write('docs-gen.config.mjs', CONFIG);
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
    dev = await startDocsGen(['dev', site.dir, '--port', '0']);
  }, 60_000);
  afterAll(async () => {
    await dev?.stop();
    site.cleanup();
  });

  it('writes a page at each old path that sends the reader on, the anchor kept, and asks search engines not to index it', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    for (const from of ['old-setup', 'older/setup']) {
      const html = site.read(`build/${from}/index.html`);
      expect(html).toContain('<meta http-equiv="refresh" content="0; url=/kit/guides/setup/#install">');
      expect(html).toContain('<link rel="canonical" href="https://docs.test/kit/guides/setup/#install">');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<script>location.replace("/kit/guides/setup/#install")</script>');
      expect(html).toContain('<a href="/kit/guides/setup/#install">');
    }
    const chat = site.read('build/chat/index.html');
    expect(chat).toContain('<meta http-equiv="refresh" content="0; url=https://chat.test/room">');
    // A path with neither query nor anchor passes the reader's own on.
    expect(chat).toContain('location.replace("https://chat.test/room" + location.search + location.hash)');
    // Not pages: neither in the sitemap nor in search.
    expect(site.read('build/sitemap.xml')).not.toMatch(/old-setup|older|chat/);
  });

  it('serves them in dev too, at the path with and without its slash', async () => {
    const page = await request(dev.url, '/kit/old-setup/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('url=/kit/guides/setup/#install');
    const bare = await request(dev.url, '/kit/older/setup');
    expect(bare.status).toBe(302);
    expect(bare.headers.location).toBe('/kit/older/setup/');
  });
});

describe('a redirect the pages contradict', () => {
  it('is an error at its place in the config: to no page, over a page, given twice, under the assets folder, not a path of the site', async () => {
    const site = tempSite();
    try {
      site.write('docs/index.md', '# Home\n');
      site.write('docs/guides/setup.md', '# Setup\n');
      site.write(
        'docs-gen.config.mjs',
        "export default {\n  redirects: [\n    { from: '/old', to: '/guides/setp' },\n    { from: '/guides/setup', to: '/' },\n    { from: ['/a', '/A/'], to: '/' },\n    { from: '/assets/x', to: '/' },\n    { from: ['//evil', '/x/../..', 'rel'], to: '/' },\n  ],\n};\n",
      );
      const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(run.code).toBe(1);
      const lines = run.stderr.split('\n').filter((line) => line.startsWith('error'));
      expect(lines.map((line) => line.replace(/^error \S*docs-gen\.config\.mjs/, ''))).toEqual([
        ':3:21  The redirect\'s target "/guides/setp" is no page of the site',
        ':4:7  The redirect from "/guides/setup/" would replace the page there',
        ':5:20  The redirect from "/A/" is given twice',
        ':6:7  The redirect from "/assets/x/" is under /assets/, where the build writes its assets',
        ':7:14  The redirect from "//evil/" is not a path from the site\'s root (/…, without a query or an anchor)',
        ':7:24  The redirect from "/x/../../" contains a ".." segment',
        ':7:36  The redirect from "rel/" is not a path from the site\'s root (/…, without a query or an anchor)',
      ]);
      expect(run.stderr).toContain('Did you mean /guides/setup/?');
      expect(site.exists('build')).toBe(false);
    } finally {
      site.cleanup();
    }
  });
});
