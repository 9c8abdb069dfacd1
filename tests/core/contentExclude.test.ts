import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A Docusaurus docs `exclude`: a README that describes the docs folder for contributors is not a page. Were it
 * one, it would take the folder's route from the home page (`slug: /`) and the sidebar would lose that page's id.
 */
describe("a docs folder's exclude, from migrate to build", () => {
  const site = tempSite();
  let migrated: RunResult;
  let build: RunResult;

  beforeAll(async () => {
    site.write(
      'docusaurus.config.js',
      "module.exports = { title: 'Kit', url: 'https://kit.test', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js', exclude: ['README.md', 'drafts/**'], include: ['*.md', 'guides/**/*.mdx'] } }]] };\n",
    );
    site.write('sidebars.js', "module.exports = { docs: ['index', 'setup'] };\n");
    site.write('docs/index.md', '---\ntitle: Welcome\nslug: /\n---\n\nThe home page.\n');
    site.write('docs/setup.md', '# Setup\n\nInstall it.\n');
    site.write('docs/README.md', '# About this folder\n\nHow to write docs.\n');
    site.write('docs/drafts/later.md', '# Later\n\nNot yet.\n');
    // Outside what `include` names: no page, as in Docusaurus.
    site.write('docs/notes/scratch.md', '# Scratch\n');
    site.write('docs/guides/deploy.mdx', '# Deploy\n');
    migrated = await runDocsGenAsync(['migrate', site.dir]);
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 30_000);
  afterAll(() => site.cleanup());

  it('is carried into the content folder', () => {
    expect(migrated.code).toBe(0);
    expect(site.read('docs-gen.config.ts')).toContain("exclude: ['README.md', 'drafts/**']");
    expect(site.read('docs-gen.config.ts')).toContain("include: ['*.md', 'guides/**/*.mdx']");
    expect(migrated.stdout).not.toMatch(/exclude|include/);
  });

  it('leaves the files it matches out of the pages, so the home page keeps its route and id', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(site.read('build/index.html')).toContain('The home page.');
    expect(site.exists('build/drafts/later/index.html')).toBe(false);
  });

  it('builds only the files its include names', () => {
    expect(site.exists('build/notes/scratch/index.html')).toBe(false);
    expect(site.exists('build/guides/deploy/index.html')).toBe(true);
  });
});

/**
 * Two docs of one route (`index.md` and `README.md` of a folder): Docusaurus warns of the duplicate route and keeps
 * both docs, so a sidebar entry, a navbar item or a Markdown link naming the one whose route the other took still
 * leads to that route, labelled as the doc it names.
 */
describe('a doc whose route another file took', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('is still named by the sidebar, the navbar and Markdown links, which lead to the route', async () => {
    const config = { title: 'Kit', sidebarsFile: 'sidebars.js', navbar: { items: [{ docId: 'index', label: 'Start' }] } };
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify(config)};\n`);
    site.write('sidebars.js', "module.exports = { docs: ['index', 'setup'] };\n");
    site.write('docs/index.md', '---\ntitle: Welcome\n---\n\nThe home page.\n');
    site.write('docs/README.md', '# About this folder\n\nHow to write docs.\n');
    site.write('docs/setup.md', '# Setup\n\nBack to [the start](./index.md).\n');
    const result = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('Duplicate route /: docs/index.md and docs/README.md both produce it');
    expect(result.stderr).not.toContain('Broken');
    const setup = site.read('build/setup/index.html');
    expect(setup).toContain('<a class="sidebar-link" href="/"><span class="sidebar-label">Welcome</span></a>');
    expect(setup).toContain('<a class="navbar-link active" href="/">Start</a>');
    expect(setup).toContain('<a href="/">the start</a>');
  });
});
