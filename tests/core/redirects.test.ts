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
  // As Docusaurus sites write it: old paths per page, some of them pages or the config's own redirects.
  createRedirects(path) {
    if (path.startsWith('/guides/')) return [path.replace('/guides/', '/docs/'), '/guides/setup', '/old-setup'];
    return path === '/' ? '/home' : undefined;
  },
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
    site.write('docs/guides/other.md', '# Other\n');
    site.write('docs-gen.config.mjs', CONFIG);
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
    dev = await startDocsGen(['dev', site.dir, '--port', '0']);
  }, 60_000);
  afterAll(async () => {
    await dev?.stop();
    site.cleanup();
  });

  it('writes a page at each old path that sends the reader on, the anchor kept, and asks search engines not to index it', () => {
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

  it("writes those createRedirects makes from each page's path, leaving out a page's path with a warning and the config's own redirects", () => {
    for (const [from, to] of [
      ['docs/setup', '/kit/guides/setup/'],
      ['docs/other', '/kit/guides/other/'],
      ['home', '/kit/'],
    ]) {
      expect(site.read(`build/${from}/index.html`), from).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    }
    // The config's redirect at /old-setup/ stands; /guides/setup/ stays the page it is.
    expect(site.read('build/old-setup/index.html')).toContain('url=/kit/guides/setup/#install');
    expect(site.read('build/guides/setup/index.html')).toContain('<h1');
    expect(build.stderr).toMatch(/^warning \S*docs-gen\.config\.mjs:10:3 {2}createRedirects returned "\/guides\/setup" for the page "\/guides\/other", where a page is: that redirect is left out\n$/);
  });

  it('serves them in dev too, at the path with and without its slash', async () => {
    const created = await request(dev.url, '/kit/docs/other/');
    expect(created.status).toBe(200);
    expect(created.text).toContain('url=/kit/guides/other/');
    const page = await request(dev.url, '/kit/old-setup/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('url=/kit/guides/setup/#install');
    const bare = await request(dev.url, '/kit/older/setup');
    expect(bare.status).toBe(302);
    expect(bare.headers.location).toBe('/kit/older/setup/');
  });
});

/**
 * Builds a site of a home page and two guides with this config, which must fail and write nothing: the error
 * lines, each without the config file's path, and all it printed.
 */
async function failedBuild(config: string): Promise<{ errors: string[]; stderr: string }> {
  const site = tempSite();
  try {
    site.write('docs/index.md', '# Home\n');
    site.write('docs/guides/setup.md', '# Setup\n');
    site.write('docs/guides/other.md', '# Other\n');
    site.write('docs-gen.config.mjs', config);
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(site.exists('build')).toBe(false);
    const errors = run.stderr.split('\n').filter((line) => line.startsWith('error'));
    return { errors: errors.map((line) => line.replace(/^error \S*docs-gen\.config\.mjs/, '')), stderr: run.stderr };
  } finally {
    site.cleanup();
  }
}

describe('a redirect the pages contradict', () => {
  it('is an error at its place in the config: to no page, over a page, given twice, under the assets folder, not a path of the site', async () => {
    const { errors, stderr } = await failedBuild(
      "export default {\n  redirects: [\n    { from: '/old', to: '/guides/setp' },\n    { from: '/guides/setup', to: '/' },\n    { from: ['/a', '/A/'], to: '/' },\n    { from: '/assets/x', to: '/' },\n    { from: ['//evil', '/x/../..', 'rel'], to: '/' },\n  ],\n};\n",
    );
    expect(errors).toEqual([
      ':3:21  The redirect\'s target "/guides/setp" is no page of the site',
      ':4:7  The redirect from "/guides/setup/" would replace the page there',
      ':5:20  The redirect from "/A/" is given twice',
      ':6:7  The redirect from "/assets/x/" is under /assets/, where the build writes its assets',
      ':7:14  The redirect from "//evil/" is not a path from the site\'s root (/…, without a query or an anchor)',
      ':7:24  The redirect from "/x/../../" contains a ".." segment',
      ':7:36  The redirect from "rel/" is not a path from the site\'s root (/…, without a query or an anchor)',
    ]);
    expect(stderr).toContain('Did you mean /guides/setup/?');
  });
});

describe('createRedirects that fails', () => {
  it('is an error at it in the config, naming the page, for what it throws and for what is no path of the site', async () => {
    const { errors } = await failedBuild(
      "export default {\n  createRedirects(path) {\n    if (path === '/') throw new Error('no home');\n    return path === '/guides/setup' ? 42 : '//evil';\n  },\n};\n",
    );
    expect(errors.sort()).toEqual([
      ':2:3  createRedirects returned "//evil" for the page "/guides/other", which is not a path from the site\'s root (/…, without a query or an anchor)',
      ':2:3  createRedirects returned 42 for the page "/guides/setup"',
      ':2:3  createRedirects threw for the page "/": no home',
    ]);
  });

  it('is a config error when it is no function', async () => {
    const { errors } = await failedBuild("export default {\n  createRedirects: '/old',\n};\n");
    expect(errors.join('\n')).toMatch(/^:2:\d+ .*createRedirects is a function from a page's path to the paths that redirect to it/);
  });
});
