import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../src/migrate/mapDocusaurusConfig.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

describe("a Docusaurus docs folder's breadcrumbs: false, from migrate to build", () => {
  const site = tempSite();
  let build: RunResult;

  beforeAll(async () => {
    site.write('docusaurus.config.js', "module.exports = { title: 'Kit', url: 'https://kit.test', baseUrl: '/', presets: [['classic', { docs: { breadcrumbs: false } }]] };\n");
    site.write('docs/guides/setup.md', '# Setup\n\nInstall it.\n');
    site.write('docs/guides/deploy.md', '# Deploy\n\nShip it.\n');
    await runDocsGenAsync(['migrate', site.dir]);
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 30_000);
  afterAll(() => site.cleanup());

  it('shows no trail above a guide in a category', () => {
    expect(build.code).toBe(0);
    expect(site.read('docs-gen.config.ts')).toMatch(/^ +breadcrumbs: false,$/m);
    const html = site.read('build/docs/guides/setup/index.html');
    expect(html).toContain('Install it.');
    expect(html).not.toContain('class="breadcrumbs"');
  });
});

describe('breadcrumbs of several docs instances', () => {
  it('carries an agreeing setting and lists one that differs from the first folder’s', () => {
    const { config, notCarried } = mapDocusaurusConfig(
      {
        presets: [['classic', { docs: { breadcrumbs: false } }]],
        plugins: [
          ['content-docs', { id: 'a', path: 'a', routeBasePath: 'a', breadcrumbs: false }],
          ['content-docs', { id: 'b', path: 'b', routeBasePath: 'b', breadcrumbs: true }],
        ],
      },
      '/site',
    );
    expect(config.breadcrumbs).toBe(false);
    expect(notCarried.filter((n) => n.path.endsWith('breadcrumbs')).map((n) => n.path)).toEqual(['plugins[1][1].breadcrumbs']);
  });
});

describe('site code rendering <DocBreadcrumbs />', () => {
  const sites: ReturnType<typeof tempSite>[] = [];
  afterAll(() => sites.forEach((s) => s.cleanup()));
  const build = async (breadcrumbs: boolean) => {
    const site = tempSite();
    sites.push(site);
    site.write('docs/guides/setup.mdx', "import DocBreadcrumbs from '@theme/DocBreadcrumbs';\n\n# Setup\n\n<div className=\"trail\"><DocBreadcrumbs /></div>\n\nInstall it.\n");
    site.write('docs/guides/deploy.md', '# Deploy\n\nShip it.\n');
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Kit', breadcrumbs })};\n`);
    const result = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    const html = site.read('build/guides/setup/index.html');
    return /<div class="trail">([\s\S]*?)<\/div>/.exec(html)?.[1];
  };

  it("shows the page's own trail, as Docusaurus's does from its context", async () => {
    expect(await build(true)).toMatch(/<nav class="breadcrumbs" aria-label="Breadcrumbs">[\s\S]*guides[\s\S]*<span aria-current="page">Setup<\/span>/);
  });

  it('shows nothing when the site turns breadcrumbs off', async () => {
    expect(await build(false)).toBe('');
  });
});
