import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../helpers/html.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Several blogs (Docusaurus's blog plugin used twice, a changelog beside the blog): each with its own posts, list,
 * tag and archive pages, authors, sidebar, feeds, options and translations, as Docusaurus builds each instance.
 */

const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write(
    'docs-gen.config.ts',
    [
      'export default {',
      "  title: 'Two blogs', url: 'https://two.example',",
      "  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },",
      '  blog: [',
      "    { blogTitle: 'Blog', blogSidebarTitle: 'Recent posts', editUrl: 'https://git.example/blog/' },",
      "    { id: 'changelog', path: 'changelog', routeBasePath: 'changelog', blogTitle: 'Changelog', blogSidebarTitle: 'Releases', showReadingTime: false,",
      "      feedOptions: { title: 'Releases of Two' }, onUntruncatedBlogPosts: 'ignore', sortPosts: 'ascending' },",
      '  ],',
      '};',
      '',
    ].join('\n'),
  );
  site.write('docs/index.md', '# Home\n\nSee the [blog](/blog/) and the [changelog](/changelog/).\n');
  site.write('blog/authors.yml', 'jane:\n  name: Jane Blogger\n');
  site.write('blog/2024-01-01-hello.md', '---\ntitle: Hello\nauthors: jane\ntags: [news]\n---\n\nThe blog says hello.\n');
  site.write('blog/2024-03-01-later.md', '---\ntitle: Later\ntags: [news]\n---\n\nA later post.\n');
  site.write('changelog/authors.yml', 'rel:\n  name: Release Bot\n');
  site.write('changelog/2024-02-01-v1.md', '---\ntitle: Version 1\nauthors: rel\ntags: [release]\n---\n\nThe first release.\n');
  site.write('changelog/2024-04-01-v2.md', '---\ntitle: Version 2\ntags: [release]\n---\n\nThe second release.\n');
  site.write('i18n/fr/docusaurus-plugin-content-blog-changelog/options.json', '{ "title": { "message": "Journal" }, "sidebar.title": { "message": "Versions" } }\n');
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 30_000);
afterAll(() => site.cleanup());

const htmlOf = (route: string) => site.read(`build${route}index.html`);
const mainOf = (route: string) => {
  const html = htmlOf(route);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
/** The posts a list page shows, by title. */
const listed = (route: string) => [...mainOf(route).matchAll(/<h2 class="blog-post-title"[^>]*>\s*<a [^>]*>(.*?)<\/a>/g)].map((m) => textOf(m[1]));
const sidebarOf = (route: string) => /<nav [^>]*class="[^"]*\bblog-sidebar\b[^"]*"[^>]*>([\s\S]*?)<\/nav>/.exec(htmlOf(route))?.[1] ?? '';
const sidebarTitles = (route: string) => [...sidebarOf(route).matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((m) => textOf(m[1]));
const feedItems = (file: string) => [...site.read(`build/${file}`).matchAll(/<item>[\s\S]*?<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map((m) => m[1]);

describe('two blogs', () => {
  it('builds, warning of what each blog\'s own policies ask', () => {
    expect(build.code).toBe(0);
    // The blog warns of posts without a truncate marker; the changelog, told to ignore them, does not.
    const warned = [...build.stderr.matchAll(/^warning \S*?\/((?:blog|changelog)\/[^:]+):1:1  The post has no truncate marker/gm)].map((m) => m[1]);
    expect(warned.sort()).toEqual(['blog/2024-01-01-hello.md', 'blog/2024-03-01-later.md']);
  });

  it("lists each blog's own posts on its list, tag and archive pages", () => {
    expect(listed('/blog/')).toEqual(['Later', 'Hello']);
    // The changelog's posts oldest first (`sortPosts: 'ascending'`), the blog's newest first.
    expect(listed('/changelog/')).toEqual(['Version 1', 'Version 2']);
    expect(listed('/blog/tags/news/')).toEqual(['Later', 'Hello']);
    expect(listed('/changelog/tags/release/')).toEqual(['Version 1', 'Version 2']);
    expect(site.exists('build/blog/tags/release/index.html')).toBe(false);
    expect(textOf(mainOf('/changelog/archive/'))).toContain('Version 1');
    expect(textOf(mainOf('/changelog/archive/'))).not.toContain('Hello');
  });

  it("gives each blog's pages its own title, sidebar and neighbours", () => {
    expect(mainOf('/changelog/')).toContain('<h1 class="visually-hidden">Changelog</h1>');
    expect(mainOf('/blog/')).toContain('<h1 class="visually-hidden">Blog</h1>');
    expect(sidebarOf('/changelog/2024/02/01/v1/')).toContain('Releases');
    expect(sidebarTitles('/changelog/2024/02/01/v1/')).toEqual(['Version 1', 'Version 2']);
    expect(sidebarTitles('/blog/2024/01/01/hello/')).toEqual(['Later', 'Hello']);
    // Version 1's neighbour is Version 2, not the blog's Later, though Later is dated between them.
    const pager = mainOf('/changelog/2024/02/01/v1/');
    expect(pager).toContain('href="/changelog/2024/04/01/v2/"');
    expect(pager).not.toContain('/blog/2024/03/01/later/');
  });

  it("applies each blog's options to its own posts: reading time, edit link, authors file", () => {
    const hello = mainOf('/blog/2024/01/01/hello/');
    const v1 = mainOf('/changelog/2024/02/01/v1/');
    expect(textOf(hello)).toMatch(/min read/);
    expect(textOf(v1)).not.toMatch(/min read/);
    expect(hello).toContain('href="https://git.example/blog/blog/2024-01-01-hello.md"');
    expect(v1).not.toContain('git.example');
    expect(textOf(hello)).toContain('Jane Blogger');
    expect(textOf(v1)).toContain('Release Bot');
    expect(site.exists('build/changelog/authors/index.html')).toBe(true);
    expect(textOf(mainOf('/changelog/authors/'))).not.toContain('Jane Blogger');
  });

  it("writes each blog's feeds of its own posts, and every page announces both", () => {
    expect(feedItems('blog/rss.xml')).toEqual(['Later', 'Hello']);
    expect(feedItems('changelog/rss.xml')).toEqual(['Version 1', 'Version 2']);
    expect(site.read('build/changelog/atom.xml')).toContain('<title>Releases of Two</title>');
    const head = htmlOf('/');
    expect(head).toContain('<link rel="alternate" type="application/rss+xml" href="https://two.example/blog/rss.xml" title="Two blogs RSS Feed"/>');
    expect(head).toContain('<link rel="alternate" type="application/rss+xml" href="https://two.example/changelog/rss.xml" title="Releases of Two RSS Feed"/>');
  });

  it("reads each blog's translations from its plugin id's folder", () => {
    expect(htmlOf('/fr/changelog/')).toContain('<h1 class="visually-hidden">Journal</h1>');
    expect(sidebarOf('/fr/changelog/2024/02/01/v1/')).toContain('Versions');
    expect(htmlOf('/fr/blog/')).toContain('<h1 class="visually-hidden">Blog</h1>');
  });
});

describe('blogs the config gets wrong', () => {
  const bad = (blogs: string) => {
    const s = tempSite();
    s.write('docs-gen.config.ts', `export default {\n  blog: [\n${blogs}\n  ],\n};\n`);
    s.write('docs/index.md', '# Home\n');
    s.write('blog/2024-01-01-a.md', '# A\n');
    s.write('news/2024-01-01-b.md', '# B\n');
    return s;
  };

  it('refuses a second blog without an id, at its entry', async () => {
    const s = bad("    {},\n    { path: 'news', routeBasePath: 'news' },");
    const run = await runDocsGenAsync(['build', s.dir, '--quiet']);
    s.cleanup();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs-gen.config.ts:4:5');
    expect(run.stderr).toContain('"blog.1" has no id: every blog but the first needs one');
  });

  it('refuses two blogs at one route, at the second one’s routeBasePath', async () => {
    const s = bad("    {},\n    { id: 'news', path: 'news', routeBasePath: '/blog/' },");
    const run = await runDocsGenAsync(['build', s.dir, '--quiet']);
    s.cleanup();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs-gen.config.ts:4:');
    expect(run.stderr).toContain('Blogs 0 and 1 have the same route /blog/');
  });
});
