import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Things', version: '1' },
  paths: { '/things': { get: { operationId: 'listThings', summary: 'List things', responses: { '200': { description: 'OK' } } } } },
};
const CLI = 'name: tool\nsummary: A tool.\ncommands:\n  - name: run\n    summary: Runs.\n';

/** A site with an API reference at /api and a CLI reference at /cli/commands, and `home` as its home page. */
function writeSite(site: ReturnType<typeof tempSite>, home: string) {
  site.write('docs/index.md', `---\ntitle: Home\n---\n\n${home}\n`);
  site.write('api.json', JSON.stringify(DOCUMENT));
  site.write('tool.yaml', CLI);
  site.write(
    'docs-gen.config.mjs',
    `export default ${JSON.stringify({ title: 'T', url: 'https://t.example.com', openapi: { file: 'api.json', routeBasePath: '/api' }, cliReference: { file: 'tool.yaml', routeBasePath: '/cli/commands' } })};\n`,
  );
}

describe("a reference's base route", () => {
  const site = tempSite();
  let result: Awaited<ReturnType<typeof runDocsGenAsync>>;
  beforeAll(async () => {
    writeSite(site, 'See [the API](/api), [its front page](/api/) and [the commands](/cli/commands/).');
    result = await runDocsGenAsync(['build', site.dir, '--quiet']);
  });
  afterAll(() => site.cleanup());

  it('is a page that sends the reader to its front page, so links to it are not broken', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('Broken link');
    const api = site.read('build/api/index.html');
    expect(api).toContain('<meta http-equiv="refresh" content="0; url=/api/overview/"/>');
    expect(api).toContain('<link rel="canonical" href="https://t.example.com/api/overview/"/>');
    expect(api).toContain('<a href="/api/overview/">/api/overview/</a>');
    expect(site.read('build/cli/commands/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/cli/commands/tool/"/>');
  });

  it('stays out of the sitemap and the sidebars', () => {
    const sitemap = site.read('build/sitemap.xml');
    expect(sitemap).toContain('<loc>https://t.example.com/api/overview/</loc>');
    expect(sitemap).not.toContain('<loc>https://t.example.com/api/</loc>');
    expect(sitemap).not.toContain('<loc>https://t.example.com/cli/commands/</loc>');
    expect(site.read('build/api/overview/index.html')).not.toMatch(/<a[^>]*href="\/api\/"/);
  });
});

describe("a site's own page at a reference's base route", () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('is kept, with no redirect', async () => {
    writeSite(site, 'See [the API](/api/).');
    site.write('docs/api/index.md', '---\ntitle: About the API\n---\n\nStart with [the overview](/api/overview/).\n');
    const result = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    const html = site.read('build/api/index.html');
    expect(html).toContain('<h1>About the API</h1>');
    expect(html).not.toContain('http-equiv="refresh"');
  });
});
