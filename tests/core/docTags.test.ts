import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSearchEngine } from '../helpers/builtSearch.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Docs tags, as Docusaurus makes them: a doc's front matter `tags` listed under it, each leading to the tag's page
 * under its docs folder's `tags/`, which lists the tagged docs by title; the tags page lists the tags.
 */
const site = tempSite();
let build: RunResult;

const read = (rel: string) => site.read(path.join('build', rel));
const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

beforeAll(async () => {
  site.write('docs-gen.config.ts', "export default { title: 'Tagged', content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '' }] };\n");
  site.write('pages/index.md', '# Home\n\nThe home page.\n');
  site.write('docs/install.md', '---\ntitle: Install\ndescription: Put it on your machine.\ntags: [Getting Started, cli]\n---\n\nInstall it.\n');
  site.write('docs/config.md', '---\ntitle: Configure\ntags: [Getting Started, { label: Deep Dive, permalink: deep }]\n---\n\nConfigure it.\n');
  site.write('docs/hidden.md', '---\ntitle: Hidden\nunlisted: true\ntags: [secret]\n---\n\nNot listed.\n');
  site.write('docs/plain.md', '---\ntitle: Plain\n---\n\nNo tags.\n');
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 120_000);

afterAll(() => site.cleanup());

describe('docs tags', () => {
  it("lists a doc's tags under it, each leading to its tag page", () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const install = read('docs/install/index.html');
    const tags = install.slice(install.indexOf('<div class="tags-inline">'), install.indexOf('</ul>', install.indexOf('<div class="tags-inline">')));
    expect(tags).toContain('<b>Tags:</b>');
    expect(hrefsIn(tags)).toEqual(['/docs/tags/getting-started/', '/docs/tags/cli/']);
    expect(hrefsIn(read('docs/config/index.html'))).toContain('/docs/tags/deep/');
    expect(read('docs/plain/index.html')).not.toContain('tags-inline');
  });

  it("makes each tag's page, listing its listed docs by title with their descriptions", () => {
    const page = mainOf(read('docs/tags/getting-started/index.html'));
    expect(page).toContain('2 docs tagged with &quot;Getting Started&quot;');
    expect(page).toContain('<a href="/docs/tags/">View all tags</a>');
    expect([...page.matchAll(/<h2><a href="([^"]+)">([^<]+)<\/a><\/h2>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['/docs/config/', 'Configure'],
      ['/docs/install/', 'Install'],
    ]);
    expect(page).toContain('Put it on your machine.');
    expect(mainOf(read('docs/tags/cli/index.html'))).toContain('One doc tagged with &quot;cli&quot;');
  });

  it('lists the tags of listed docs on the tags page; the tag of an unlisted doc has its page, unlisted', () => {
    const tags = mainOf(read('docs/tags/index.html'));
    expect(hrefsIn(tags)).toEqual(['/docs/tags/cli/', '/docs/tags/deep/', '/docs/tags/getting-started/']);
    expect(tags).toMatch(/Getting Started(<!-- -->)? <span class="tag-count">2<\/span>/);
    expect(site.exists('build/docs/tags/secret/index.html')).toBe(true);
    expect(read('sitemap.xml')).not.toContain('/docs/tags/secret/');
    expect(read('sitemap.xml')).toContain('/docs/tags/cli/');
  });

  it('keeps the tag pages out of search and of the Markdown for language models', async () => {
    const { engine } = builtSearchEngine(path.join(site.dir, 'build'));
    expect((await engine.search('tagged')).pages).toEqual([]);
    expect((await engine.search('install')).pages.map((p) => p.url)).toEqual(['/docs/install/']);
    expect(read('llms.txt')).not.toContain('/tags/');
    expect(site.exists('build/docs/tags/cli/index.md')).toBe(false);
  });

  it("leads a Markdown link to a tagged doc's file to the doc, not to a tag page that lists it", async () => {
    const linked = tempSite();
    try {
      linked.write('docs/a.md', '---\ntags: [x]\n---\n\n# A\n\n## Part\n');
      linked.write('docs/index.md', '# Home\n\n[A](./a.md), [A part](./a.md#part) and [A again](/a.md#part)\n');
      const result = await runDocsGenAsync(['build', linked.dir]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout + result.stderr).not.toContain('Broken');
      const home = mainOf(linked.read('build/index.html'));
      expect([...home.matchAll(/<a href="([^"]+)">A[^<]*<\/a>/g)].map((m) => m[1])).toEqual(['/a/', '/a/#part', '/a/#part']);
    } finally {
      linked.cleanup();
    }
  });

  it('reports a page on a tag page\'s route, at the page', async () => {
    const clash = tempSite();
    try {
      clash.write('docs-gen.config.ts', "export default { title: 'Clash', content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '' }] };\n");
      clash.write('docs/a.md', '---\ntags: [setup]\n---\n\nA.\n');
      clash.write('docs/b.md', '---\nslug: /tags/setup\n---\n\nB.\n');
      const result = await runDocsGenAsync(['build', clash.dir]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/docs\/b\.md:2:1 {2}The route \/docs\/tags\/setup\/ is a tag's page of the docs and this page's: one of them would be lost/);
    } finally {
      clash.cleanup();
    }
  });
});

describe('tags files', () => {
  const sites: ReturnType<typeof tempSite>[] = [];
  afterAll(() => sites.forEach((s) => s.cleanup()));
  const fresh = (config: string) => {
    const s = tempSite();
    sites.push(s);
    s.write('docs-gen.config.ts', config);
    s.write('docs/tags.yml', 'releases:\n  label: Product releases\n  permalink: /product-releases\n  description: What changed in each release.\nbeta:\n');
    s.write('docs/notes.md', '---\ntitle: Notes\ntags: [releases, beta, adhoc]\n---\n\nNotes.\n');
    s.write('blog/tags.yml', 'news:\n  label: Company news\n');
    s.write('blog/2024-01-01-hello.md', '---\ntitle: Hello\ntags: [news]\n---\n\nHello.\n');
    return s;
  };

  it('takes the tags a tags file defines (label, permalink, description), and warns of the others at the front matter', async () => {
    const s = fresh("export default { title: 'T', content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '' }] };\n");
    const result = await runDocsGenAsync(['build', s.dir]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).toMatch(/docs\/notes\.md:3:1 {2}Tags "adhoc" are not defined in the tags file tags\.yml/);
    const notes = s.read('build/docs/notes/index.html');
    const links = [...notes.matchAll(/<a class="tag-link" href="([^"]+)" rel="tag">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['/docs/tags/product-releases/', 'Product releases'],
      ['/docs/tags/beta/', 'Beta'],
      ['/docs/tags/adhoc/', 'adhoc'],
    ]);
    expect(s.read('build/docs/tags/product-releases/index.html')).toContain('<p class="tag-description">What changed in each release.</p>');
    // The blog reads its own tags file.
    expect(s.read('build/blog/2024/01/01/hello/index.html')).toContain('Company news');
    expect(s.exists('build/blog/tags/news/index.html')).toBe(true);
  });

  it("fails on an inline tag with onInlineTags: 'throw', and says nothing with 'ignore'", async () => {
    const thrown = fresh("export default { title: 'T', content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '', onInlineTags: 'throw' }] };\n");
    const failed = await runDocsGenAsync(['build', thrown.dir]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/docs\/notes\.md:3:1 {2}Tags "adhoc" are not defined in the tags file tags\.yml/);
    const ignored = fresh("export default { title: 'T', content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '', onInlineTags: 'ignore' }] };\n");
    const quiet = await runDocsGenAsync(['build', ignored.dir]);
    expect(quiet.code, quiet.stderr).toBe(0);
    expect(quiet.stdout + quiet.stderr).not.toContain('not defined in the tags file');
  });

  it('reports an invalid tags file and two tags of one permalink in the file, and a tags file the config names that is missing', async () => {
    const invalid = fresh("export default { title: 'T', content: [{ path: 'docs', routeBasePath: '/docs' }] };\n");
    invalid.write('docs/tags.yml', 'releases:\n  label: Releases\n  colour: red\n');
    expect((await runDocsGenAsync(['build', invalid.dir])).stderr).toMatch(/docs\/tags\.yml:\d+:\d+ {2}Invalid tags file: .*colour/);
    const twice = fresh("export default { title: 'T', content: [{ path: 'docs', routeBasePath: '/docs' }] };\n");
    twice.write('docs/tags.yml', 'a:\n  permalink: /same\nb:\n  permalink: /same\n');
    expect((await runDocsGenAsync(['build', twice.dir])).stderr).toMatch(/docs\/tags\.yml:3:1 {2}Tags "a" and "b" have one permalink, \/same: one page would be lost/);
    const missing = fresh("export default {\n  title: 'T',\n  content: [{ path: 'docs', routeBasePath: '/docs', tags: 'labels.yml' }],\n};\n");
    const result = await runDocsGenAsync(['build', missing.dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs-gen\.config\.ts:3:\d+ {2}"content\.0\.tags" names docs\/labels\.yml, which does not exist/);
  });
});

describe('migrate: tags options', () => {
  it("carries the docs' and the blog's tags file and onInlineTags, and the migrated site builds with them", async () => {
    const s = tempSite();
    try {
      s.write('docs/intro.md', '---\ntags: [guide]\n---\n\n# Intro\n');
      s.write('docs/labels.yml', 'guide:\n  label: Guides\n');
      s.write('blog/2024-01-02-hello.md', '---\ntitle: Hello\ntags: [news]\n---\n\nHello.\n');
      s.write(
        'docusaurus.config.js',
        "module.exports = { title: 'T', url: 'https://t.test', baseUrl: '/', presets: [['classic', { docs: { tags: 'labels.yml', onInlineTags: 'throw' }, blog: { tags: false, onInlineTags: 'ignore' } }]] };\n",
      );
      const run = await runDocsGenAsync(['migrate', s.dir]);
      expect(run.code, run.stderr).toBe(0);
      const config = s.read('docs-gen.config.ts').replace(/\s+/g, '');
      expect(config).toContain("tags:'labels.yml',onInlineTags:'throw'");
      expect(config).toMatch(/blog:\{[^}]*tags:false,onInlineTags:'ignore'/);
      const build = await runDocsGenAsync(['build', s.dir]);
      expect(build.code, build.stderr).toBe(0);
      expect(s.read('build/docs/intro/index.html')).toMatch(/<a class="tag-link" href="\/docs\/tags\/guide\/" rel="tag">Guides<\/a>/);
    } finally {
      s.cleanup();
    }
  });
});

