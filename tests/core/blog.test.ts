import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSearchEngine } from '../helpers/builtSearch.js';
import { textOf } from '../helpers/html.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * The blog (Docusaurus's blog plugin): posts routed by their dates, list, tag and archive pages, authors, the
 * recent-posts sidebar, feeds, and located errors for what a post or the authors file gets wrong.
 */

type Site = ReturnType<typeof tempSite>;

/** Found by its `blog/` folder, with the default options. */
const site = tempSite();
/** Options set: another folder and route, one post per page, no reading time, no archive. */
const paged = tempSite();
/** Every feed type. */
const allFeeds = tempSite();
/** A blog without feeds or sidebar. */
const quiet = tempSite();
/** `blog: false` beside a `blog/` folder of posts. */
const off = tempSite();
let build: RunResult;
let pagedBuild: RunResult;
let allFeedsBuild: RunResult;
let quietBuild: RunResult;
let offBuild: RunResult;

/** 700 words: 700 / 200 a minute is 3.5 minutes, shown as 4. */
const LONG_BODY = Array.from({ length: 700 }, (_, i) => (i % 10 === 9 ? 'word.\n' : 'word')).join(' ');
/** The undated post's file time, which is its date when neither its front matter, its name nor git has one. */
const UNDATED_MTIME = new Date('2023-06-15T12:00:00Z');

beforeAll(async () => {
  // The docs' edit links are not the posts': a post has one only with the blog's own `editUrl`.
  site.write('docs-gen.config.ts', "export default { title: 'Blog site', url: 'https://example.com', editUrl: 'https://docs.example/edit/' };\n");
  site.write('docs/index.md', '# Home\n\nThe docs home.\n');
  site.write('docs/guide.md', '# Guide\n\nA guide.\n');
  site.write(
    'blog/authors.yml',
    'jane:\n  name: Jane Doe\n  title: Maintainer\n  url: https://jane.example\n  image_url: https://jane.example/jane.png\n  socials:\n    github: janedoe\n    x: \'@jane\'\n    mastodon: https://hachyderm.io/@jane\nbob:\n  name: Bob Roe\n  socials: { linkedin: bobroe }\nann:\n  name: Ann Page\n  page: true\n',
  );
  site.write(
    'blog/2024-01-05-welcome.md',
    '---\ntitle: Welcome\nauthors: [jane, bob]\ntags: [Getting Started, news]\n---\n\nIntro paragraph zebrafruit, see the [guide](/guide/).\n\n<!-- truncate -->\n\nAfter the marker kiwiberry.\n',
  );
  site.write(
    'blog/2024-03-10-folder-post/index.mdx',
    '---\nauthors: jane\ntags: [{ label: Deep Dive, permalink: deep }, news]\n---\n\n# Folder heading title\n\nBefore the folder marker.\n\n{/* truncate */}\n\nAfter the folder marker mangosteen.\n',
  );
  site.write('blog/2024-02-01-long-read.md', `---\ntitle: Long read\nauthors: [ann, jane]\n---\n\n${LONG_BODY}\n`);
  site.write(
    'blog/2024-02-20-custom.md',
    '---\ntitle: Custom slug\nslug: my-custom-slug\nauthor: Old Timer\nauthor_title: Veteran\nauthor_url: https://old.example\n---\n\nA post at its own slug.\n',
  );
  site.write('blog/undated-note.md', '---\nauthors: { name: Guest Writer, title: Visitor, url: https://guest.example }\n---\n\nJust a note without a date, all of it shown durianfruit.\n');
  site.write('blog/dated-by-front-matter.md', '---\ntitle: Christmas\ndate: 2022-12-25\ntags: [news]\n---\n\nDated in its front matter.\n');
  site.write('blog/2024-04-01-secret.md', '---\ntitle: Secret\nunlisted: true\ntags: [news, Hidden Tag]\n---\n\nAn unlisted post quokkasecret.\n');
  site.write('blog/2024-05-01-draft.md', '---\ntitle: Draft\ndraft: true\n---\n\nNot yet.\n');
  fs.utimesSync(path.join(site.dir, 'blog/undated-note.md'), UNDATED_MTIME, UNDATED_MTIME);

  paged.write(
    'docs-gen.config.ts',
    [
      'export default {',
      "  title: 'Paged', url: 'https://paged.example',",
      "  blog: { path: 'posts', routeBasePath: 'news', blogTitle: 'News', postsPerPage: 1, showReadingTime: false, archiveBasePath: null,",
      "    blogSidebarTitle: 'Latest', blogSidebarCount: 2, editUrl: 'https://github.com/acme/site/edit/main/' },",
      '};',
      '',
    ].join('\n'),
  );
  paged.write('docs/index.md', '# Home\n');
  for (const [day, name] of [
    ['01', 'one'],
    ['02', 'two'],
    ['03', 'three'],
  ]) {
    // The older single author in its camelCase spelling, which Docusaurus reads too.
    const author = name === 'three' ? 'author: Camel Case\nauthorTitle: Humped\nauthorURL: https://camel.example\nauthorImageURL: https://camel.example/c.png\n' : '';
    paged.write(`posts/2024-01-${day}-${name}.md`, `---\ntitle: Post ${name}\ntags: [shared]\n${author}---\n\nPost ${name} text.\n`);
  }

  allFeeds.write('docs-gen.config.ts', "export default { title: 'Feeds', url: 'https://feeds.example', blog: { feedOptions: { type: 'all' } } };\n");
  allFeeds.write('docs/index.md', '# Home\n');
  // Its head is its own page's: not the list page's, nor in the feeds.
  allFeeds.write('blog/2024-01-01-plain.md', '---\ntitle: Plain\n---\n\n<head>\n  <link rel="canonical" href="https://elsewhere.example/plain/" />\n  <script src="https://elsewhere.example/plain.js"></script>\n</head>\n\nA post without authors, see [its end](#the-end).\n\n## The end\n');
  allFeeds.write(
    'blog/2024-01-02-signed.md',
    '---\ntitle: Signed\nauthors: [{ name: Ann Author }, { name: Mo Mail, email: mo@feeds.example }]\ntags: [Release Notes]\n---\n\nA post with an author.\n\n![A dot](./dot.png)\n\n```js\nconst answer = 42;\n```\n',
  );
  allFeeds.write('blog/dot.png', 'not really a png');

  quiet.write('docs-gen.config.ts', "export default { title: 'Quiet', url: 'https://quiet.example', blog: { feedOptions: { type: null }, blogSidebarCount: 0 } };\n");
  // A post named for a release: links to it without the trailing slash still name the page.
  quiet.write('docs/index.md', '# Home\n\nSee [3.1.0](/blog/2023/11/13/3.1.0) and [its text](/blog/2023/11/13/3.1.0#text).\n');
  quiet.write('blog/one-digit-month.md', '---\ntitle: One-digit month\ndate: 2021-3-4T10:00:00.000Z\n---\n\nDated with a one-digit month and day.\n');
  quiet.write('blog/2024-01-01-only.md', '---\ntitle: Only\n---\n\nThe only post.\n');
  quiet.write('blog/2023-11-13-3.1.0.md', '---\ntitle: Release 3.1.0\n---\n\n## Text\n\nReleased.\n');
  // Its words on one line, counted as they are on many.
  quiet.write('blog/2022-01-01-one-line.md', `---\ntitle: One line\n---\n\n${LONG_BODY.replace(/\n/g, ' ')}\n`);

  off.write('docs-gen.config.ts', "export default { title: 'Off', blog: false };\n");
  off.write('docs/index.md', '# Home\n');
  off.write('blog/2024-01-01-ignored.md', '---\ntitle: Ignored\n---\n\nNot a post.\n');

  [build, pagedBuild, allFeedsBuild, quietBuild, offBuild] = await Promise.all(
    [site, paged, allFeeds, quiet, off].map((s) => runDocsGenAsync(['build', s.dir, '--quiet'])),
  );
}, 30_000);
afterAll(() => {
  for (const s of [site, paged, allFeeds, quiet, off]) s.cleanup();
});

const htmlOf = (s: Site, route: string) => s.read(`build${route}index.html`);
const mainOf = (s: Site, route: string) => {
  const html = htmlOf(s, route);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
const titleOf = (s: Site, route: string) => textOf(/<title>(.*?)<\/title>/.exec(htmlOf(s, route))?.[1] ?? '');
/** The posts a list page shows, as [route, title]. */
const listed = (s: Site, route: string) =>
  [...mainOf(s, route).matchAll(/<h2 class="blog-post-title"[^>]*>\s*<a href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], textOf(m[2])]);
/** Each post of a list page: its <article>, by its route. */
const listedArticles = (s: Site, route: string) =>
  new Map(
    mainOf(s, route)
      .split('<article')
      .slice(1)
      .map((chunk) => [/<h2 class="blog-post-title"[^>]*>\s*<a href="([^"]*)"/.exec(chunk)?.[1] ?? '', chunk.slice(0, chunk.indexOf('</article>'))]),
  );
const sidebarOf = (s: Site, route: string) => /<nav [^>]*class="[^"]*\bblog-sidebar\b[^"]*"[^>]*>([\s\S]*?)<\/nav>/.exec(htmlOf(s, route))?.[1];
/** The blog sidebar's links, as [route, title, aria-current]. */
const sidebarLinks = (s: Site, route: string) =>
  [...(sidebarOf(s, route) ?? '').matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map((m) => [
    /href="([^"]*)"/.exec(m[1])?.[1],
    textOf(m[2]),
    /aria-current="([^"]*)"/.exec(m[1])?.[1] ?? null,
  ]);
/** The "Newer …" and "Older …" links of a page's pagination, as [label, route]. */
const paginationOf = (s: Site, route: string) => {
  const nav = /<nav class="pagination"[^>]*>([\s\S]*?)<\/nav>/.exec(mainOf(s, route))?.[1] ?? '';
  return [...nav.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [textOf(/<span class="pagination-sub">(.*?)<\/span>/.exec(m[2])?.[1] ?? ''), m[1]]);
};
const timeOf = (html: string) => {
  const m = /<time datetime="([^"]*)"[^>]*>(.*?)<\/time>/i.exec(html);
  return m && [m[1], m[2]];
};

const WELCOME = '/blog/2024/01/05/welcome/';
const FOLDER = '/blog/2024/03/10/folder-post/';
const LONG = '/blog/2024/02/01/long-read/';
const CUSTOM = '/blog/my-custom-slug/';
const UNDATED = '/blog/undated-note/';
const CHRISTMAS = '/blog/dated-by-front-matter/';
const SECRET = '/blog/2024/04/01/secret/';

describe('blog routes', () => {
  it('builds the site with its docs and blog', () => {
    expect(build.code, build.stderr + build.stdout).toBe(0);
    expect(site.exists('build/index.html')).toBe(true);
    expect(site.exists('build/guide/index.html')).toBe(true);
  });

  it('routes a post by the date in its file or folder name, else by its name, else by its slug', () => {
    for (const route of [WELCOME, FOLDER, LONG, CUSTOM, UNDATED, CHRISTMAS]) expect(site.exists(`build${route}index.html`), route).toBe(true);
    expect(site.exists('build/blog/2024/02/20/custom/index.html')).toBe(false);
  });

  it('writes the list, tags, tag and archive pages', () => {
    for (const route of ['/blog/', '/blog/tags/', '/blog/tags/getting-started/', '/blog/tags/news/', '/blog/tags/deep/', '/blog/archive/']) {
      expect(site.exists(`build${route}index.html`), route).toBe(true);
    }
    // The default 10 posts a page fit the six listed posts on one.
    expect(site.exists('build/blog/page/2/index.html')).toBe(false);
  });

  it('builds an unlisted post but no draft', () => {
    expect(site.exists(`build${SECRET}index.html`)).toBe(true);
    expect(site.exists('build/blog/2024/05/01/draft/index.html')).toBe(false);
  });

  it('uses routeBasePath and path, and makes no blog for `blog: false`', () => {
    expect(pagedBuild.code, pagedBuild.stderr + pagedBuild.stdout).toBe(0);
    expect(paged.exists('build/news/2024/01/01/one/index.html')).toBe(true);
    expect(paged.exists('build/news/index.html')).toBe(true);
    expect(paged.exists('build/blog')).toBe(false);
    expect(offBuild.code, offBuild.stderr + offBuild.stdout).toBe(0);
    expect(off.exists('build/index.html')).toBe(true);
    expect(off.exists('build/blog')).toBe(false);
  });
});

describe('post pages', () => {
  it('say in the head when the post was published, by whom and on what', () => {
    const metas = [...htmlOf(site, WELCOME).matchAll(/<meta property="(article:[a-z_]+)" content="([^"]*)"\/>/g)].map((m) => [m[1], m[2]]);
    expect(metas).toEqual([
      ['article:published_time', '2024-01-05T00:00:00.000Z'],
      ['article:author', 'https://jane.example'],
      ['article:tag', 'Getting Started,news'],
    ]);
    expect(htmlOf(site, '/blog/')).not.toContain('article:published_time');
  });

  it('show the title in the header, the date, the reading time, the authors and the tags', () => {
    const main = mainOf(site, WELCOME);
    expect(main).toMatch(/<h1 class="blog-post-title"[^>]*>Welcome<\/h1>/);
    expect(titleOf(site, WELCOME)).toBe('Welcome | Blog site');
    expect(timeOf(main)).toEqual(['2024-01-05T00:00:00.000Z', 'January 5, 2024']);
    expect(textOf(/<div class="blog-post-meta">([\s\S]*?)<\/div>/.exec(main)?.[1] ?? '')).toBe('January 5, 2024 · One min read');
    const tags = [...main.matchAll(/<a class="blog-tag" href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], textOf(m[2])]);
    expect(tags).toEqual([
      ['/blog/tags/getting-started/', 'Getting Started'],
      ['/blog/tags/news/', 'news'],
    ]);
  });

  it('show the whole post, the truncate marker left out, and no Read more', () => {
    const body = textOf(mainOf(site, WELCOME));
    expect(body).toContain('Intro paragraph zebrafruit');
    expect(body).toContain('After the marker kiwiberry.');
    expect(body).not.toContain('truncate');
    expect(mainOf(site, WELCOME)).not.toContain('blog-read-more');
    expect(textOf(mainOf(site, FOLDER))).toContain('After the folder marker mangosteen.');
  });

  it('render authors from the authors file, linked and with their titles and images', () => {
    const authors = /<ul class="blog-authors">([\s\S]*?)<\/ul>/.exec(mainOf(site, WELCOME))?.[1] ?? '';
    const items = authors.split('<div class="blog-author"').slice(1);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/<img class="blog-author-image" src="https:\/\/jane\.example\/jane\.png"/);
    expect(items[0]).toMatch(/<span class="blog-author-name"><a href="https:\/\/jane\.example">Jane Doe<\/a><\/span>/);
    expect(items[0]).toMatch(/<span class="blog-author-title">Maintainer<\/span>/);
    expect(items[1]).toMatch(/<span class="blog-author-name">Bob Roe<\/span>/);
    // Profiles elsewhere, a handle on a known platform made its profile's URL, as Docusaurus makes it.
    const socials = (item: string) => [...item.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]).filter(([, label]) => label !== 'Jane Doe');
    expect(socials(items[0])).toEqual([
      ['https://github.com/janedoe', 'GitHub'],
      ['https://x.com/jane', 'X'],
      ['https://hachyderm.io/@jane', 'Mastodon'],
    ]);
    expect(socials(items[1])).toEqual([['https://www.linkedin.com/in/bobroe/', 'LinkedIn']]);
    expect(items[1]).not.toContain('blog-author-image');
    expect(items[1]).not.toContain('blog-author-title');
  });

  it('render an author written in the post, and the older author_* keys', () => {
    const inline = mainOf(site, UNDATED);
    expect(inline).toMatch(/<span class="blog-author-name"><a href="https:\/\/guest\.example">Guest Writer<\/a><\/span>/);
    expect(inline).toMatch(/<span class="blog-author-title">Visitor<\/span>/);
    const legacy = mainOf(site, CUSTOM);
    expect(legacy).toMatch(/<span class="blog-author-name"><a href="https:\/\/old\.example">Old Timer<\/a><\/span>/);
    expect(legacy).toMatch(/<span class="blog-author-title">Veteran<\/span>/);
    const camel = mainOf(paged, '/news/2024/01/03/three/');
    expect(camel).toMatch(/<span class="blog-author-name"><a href="https:\/\/camel\.example">Camel Case<\/a><\/span>/);
    expect(camel).toMatch(/<span class="blog-author-title">Humped<\/span>/);
    expect(camel).toContain('src="https://camel.example/c.png"');
  });

  it('take the title from front matter, else the h1, else the file name without its date', () => {
    expect(titleOf(site, FOLDER)).toBe('Folder heading title | Blog site');
    expect(mainOf(site, FOLDER)).toMatch(/<h1 class="blog-post-title"[^>]*>Folder heading title<\/h1>/);
    // The heading the body began with is the title, no longer part of the content: one h1, on the page and in lists.
    expect(mainOf(site, FOLDER).match(/<h1\b/g)).toHaveLength(1);
    expect(mainOf(site, '/blog/')).not.toContain('id="folder-heading-title"');
    expect(titleOf(site, UNDATED)).toBe('undated-note | Blog site');
    expect(titleOf(site, CUSTOM)).toBe('Custom slug | Blog site');
  });

  it('date a post by its front matter, else its file name, else its file time', () => {
    expect(timeOf(mainOf(site, CHRISTMAS))).toEqual(['2022-12-25T00:00:00.000Z', 'December 25, 2022']);
    expect(timeOf(mainOf(site, FOLDER))).toEqual(['2024-03-10T00:00:00.000Z', 'March 10, 2024']);
    expect(timeOf(mainOf(site, UNDATED))).toEqual([UNDATED_MTIME.toISOString(), 'June 15, 2023']);
  });

  it('read a front matter timestamp with a one-digit month and day, as YAML 1.1 does', () => {
    expect(quietBuild.code, quietBuild.stderr + quietBuild.stdout).toBe(0);
    expect(timeOf(mainOf(quiet, '/blog/one-digit-month/'))).toEqual(['2021-03-04T10:00:00.000Z', 'March 4, 2021']);
  });

  it('reckon the reading time at 200 words a minute, rounded up', () => {
    expect(textOf(/<div class="blog-post-meta">([\s\S]*?)<\/div>/.exec(mainOf(site, LONG))?.[1] ?? '')).toBe('February 1, 2024 · 4 min read');
  });

  it('link to the newer and the older listed post, passing over unlisted ones', () => {
    expect(paginationOf(site, WELCOME)).toEqual([
      ['Newer post', LONG],
      ['Older post', UNDATED],
    ]);
    // The unlisted post is the newest, yet the newest listed post has no newer one.
    expect(paginationOf(site, FOLDER)).toEqual([['Older post', CUSTOM]]);
    expect(paginationOf(site, CHRISTMAS)).toEqual([['Newer post', UNDATED]]);
  });

  it('resolve links in posts like docs links', () => {
    expect(mainOf(site, WELCOME)).toContain('<a href="/guide/">guide</a>');
  });
});

describe('list pages', () => {
  it('list the listed posts newest first, titled and linked', () => {
    expect(listed(site, '/blog/')).toEqual([
      [FOLDER, 'Folder heading title'],
      [CUSTOM, 'Custom slug'],
      [LONG, 'Long read'],
      [WELCOME, 'Welcome'],
      [UNDATED, 'undated-note'],
      [CHRISTMAS, 'Christmas'],
    ]);
    expect(titleOf(site, '/blog/')).toBe('Blog | Blog site');
  });

  it('show a post up to its truncate marker, with a Read more link to it', () => {
    const articles = listedArticles(site, '/blog/');
    const welcome = articles.get(WELCOME) ?? '';
    expect(textOf(welcome)).toContain('Intro paragraph zebrafruit');
    expect(textOf(welcome)).not.toContain('kiwiberry');
    expect(welcome).toMatch(/<a class="blog-read-more" href="\/blog\/2024\/01\/05\/welcome\/"[^>]*>Read more<\/a>/);
    // The MDX comment marker truncates as the HTML comment does.
    const folder = articles.get(FOLDER) ?? '';
    expect(textOf(folder)).toContain('Before the folder marker.');
    expect(textOf(folder)).not.toContain('mangosteen');
    expect(folder).toMatch(/<a class="blog-read-more" href="\/blog\/2024\/03\/10\/folder-post\/"/);
  });

  it('show a post without a marker whole, without Read more', () => {
    const undated = listedArticles(site, '/blog/').get(UNDATED) ?? '';
    expect(textOf(undated)).toContain('Just a note without a date, all of it shown durianfruit.');
    expect(undated).not.toContain('blog-read-more');
  });

  it('show each post date, authors and tags as its page does', () => {
    const welcome = listedArticles(site, '/blog/').get(WELCOME) ?? '';
    expect(timeOf(welcome)).toEqual(['2024-01-05T00:00:00.000Z', 'January 5, 2024']);
    expect(welcome).toMatch(/<span class="blog-author-name"><a href="https:\/\/jane\.example">Jane Doe<\/a><\/span>/);
    expect(welcome).toContain('href="/blog/tags/getting-started/"');
  });

  it('leave out unlisted posts and drafts', () => {
    const main = mainOf(site, '/blog/');
    expect(main).not.toContain(SECRET);
    expect(main).not.toContain('quokkasecret');
    expect(main).not.toContain('Draft');
  });

  it('have no pagination when one page holds every post', () => {
    expect(paginationOf(site, '/blog/')).toEqual([]);
  });

  it('split into pages of postsPerPage, linked by Newer and Older entries', () => {
    expect(listed(paged, '/news/')).toEqual([['/news/2024/01/03/three/', 'Post three']]);
    expect(listed(paged, '/news/page/2/')).toEqual([['/news/2024/01/02/two/', 'Post two']]);
    expect(listed(paged, '/news/page/3/')).toEqual([['/news/2024/01/01/one/', 'Post one']]);
    expect(paged.exists('build/news/page/4/index.html')).toBe(false);
    expect(paginationOf(paged, '/news/')).toEqual([['Older entries', '/news/page/2/']]);
    expect(paginationOf(paged, '/news/page/2/')).toEqual([
      ['Newer entries', '/news/'],
      ['Older entries', '/news/page/3/'],
    ]);
    expect(paginationOf(paged, '/news/page/3/')).toEqual([['Newer entries', '/news/page/2/']]);
    expect(titleOf(paged, '/news/')).toBe('News | Paged');
  });

  it('leave out the reading time when showReadingTime is false', () => {
    const meta = /<div class="blog-post-meta">([\s\S]*?)<\/div>/.exec(mainOf(paged, '/news/2024/01/01/one/'))?.[1] ?? '';
    expect(textOf(meta)).toBe('January 1, 2024');
    expect(mainOf(paged, '/news/')).not.toContain('min read');
  });
});

describe('tag pages', () => {
  it('list every tag of the listed posts with its count, linked to its page', () => {
    const main = mainOf(site, '/blog/tags/');
    const tags = [...main.matchAll(/<a class="blog-tag" href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [m[1], textOf(m[2]).replace(/\s+/g, ' ').trim()]);
    expect(tags).toEqual([
      ['/blog/tags/deep/', 'Deep Dive 1'],
      ['/blog/tags/getting-started/', 'Getting Started 1'],
      ['/blog/tags/news/', 'news 3'],
    ]);
    expect(titleOf(site, '/blog/tags/')).toBe('Tags | Blog site');
  });

  it("title a tag's page by its count and label, and list its posts newest first", () => {
    expect(titleOf(site, '/blog/tags/news/')).toBe('3 posts tagged with "news" | Blog site');
    expect(textOf(/<h1[^>]*>(.*?)<\/h1>/.exec(mainOf(site, '/blog/tags/news/'))?.[1] ?? '')).toBe('3 posts tagged with "news"');
    expect(listed(site, '/blog/tags/news/')).toEqual([
      [FOLDER, 'Folder heading title'],
      [WELCOME, 'Welcome'],
      [CHRISTMAS, 'Christmas'],
    ]);
    expect(titleOf(site, '/blog/tags/getting-started/')).toBe('One post tagged with "Getting Started" | Blog site');
    expect(titleOf(site, '/blog/tags/deep/')).toBe('One post tagged with "Deep Dive" | Blog site');
    expect(listed(site, '/blog/tags/deep/')).toEqual([[FOLDER, 'Folder heading title']]);
  });

  it('show truncated posts with Read more, as the list page does', () => {
    const welcome = listedArticles(site, '/blog/tags/getting-started/').get(WELCOME) ?? '';
    expect(textOf(welcome)).not.toContain('kiwiberry');
    expect(welcome).toContain('class="blog-read-more"');
  });

  it('leave out unlisted posts, and make no page for a tag only they have', () => {
    expect(mainOf(site, '/blog/tags/news/')).not.toContain(SECRET);
    expect(site.exists('build/blog/tags/hidden-tag/index.html')).toBe(false);
    expect(mainOf(site, '/blog/tags/')).not.toContain('Hidden Tag');
  });

  it("split a tag's posts into pages too", () => {
    expect(titleOf(paged, '/news/tags/shared/')).toBe('3 posts tagged with "shared" | Paged');
    expect(listed(paged, '/news/tags/shared/')).toEqual([['/news/2024/01/03/three/', 'Post three']]);
    expect(listed(paged, '/news/tags/shared/page/3/')).toEqual([['/news/2024/01/01/one/', 'Post one']]);
  });
});

describe('edit links', () => {
  it("are under a post with the blog's editUrl, joined with its path, and under no post without one", () => {
    expect(mainOf(paged, '/news/2024/01/03/three/')).toContain('<a class="doc-edit-link" href="https://github.com/acme/site/edit/main/posts/2024-01-03-three.md"');
    expect(mainOf(paged, '/news/')).not.toContain('doc-edit-link');
    expect(mainOf(site, WELCOME)).not.toContain('doc-edit-link');
    expect(mainOf(site, '/guide/')).toContain('href="https://docs.example/edit/docs/guide.md"');
  });
});

describe('authors pages', () => {
  it("list the authors file's authors who wrote a listed post, in its order, with their numbers of posts", () => {
    const main = mainOf(site, '/blog/authors/');
    const authors = [...main.matchAll(/<span class="blog-author-name">(?:<a [^>]*>)?([^<]*)<[\s\S]*?<span class="blog-author-count">([^<]*)<\/span>/g)].map((m) => [m[1], m[2]]);
    expect(authors).toEqual([
      ['Jane Doe', '3 posts'],
      ['Bob Roe', 'One post'],
      ['Ann Page', 'One post'],
    ]);
    expect(titleOf(site, '/blog/authors/')).toBe('Authors | Blog site');
  });

  it('give an author whose entry asks for one a page of their posts, which their name links to', () => {
    expect(listed(site, '/blog/authors/ann/')).toEqual([[LONG, 'Long read']]);
    expect(titleOf(site, '/blog/authors/ann/')).toBe('Ann Page | Blog site');
    expect(mainOf(site, '/blog/authors/ann/')).toContain('href="/blog/authors/"');
    expect(mainOf(site, LONG)).toMatch(/<span class="blog-author-name"><a href="\/blog\/authors\/ann\/">Ann Page<\/a><\/span>/);
    expect(site.exists('build/blog/authors/jane/index.html')).toBe(false);
  });
});

describe('archive', () => {
  it('lists the listed posts by year', () => {
    const main = mainOf(site, '/blog/archive/');
    const years = main
      .split('<h2')
      .slice(1)
      .map((section) => [textOf(/^[^>]*>(.*?)<\/h2>/.exec(section)?.[1] ?? ''), [...section.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1])]);
    // The newest year first, each year's posts in the order they came, as Docusaurus lists them.
    expect(years).toEqual([
      ['2024', [WELCOME, LONG, CUSTOM, FOLDER]],
      ['2023', [UNDATED]],
      ['2022', [CHRISTMAS]],
    ]);
    expect(main).toMatch(/<a href="\/blog\/2024\/01\/05\/welcome\/"><time datetime="2024-01-05T00:00:00.000Z"[^>]*>January 5<\/time> - Welcome<\/a>/i);
    expect(titleOf(site, '/blog/archive/')).toBe('Archive | Blog site');
  });

  it('is not made with archiveBasePath null', () => {
    expect(paged.exists('build/news/archive/index.html')).toBe(false);
  });
});

describe('recent posts sidebar', () => {
  it('lists the newest five posts under its title, the current one marked; an unlisted one only on its own page', () => {
    expect(textOf(/<div class="blog-sidebar-title">(.*?)<\/div>/.exec(sidebarOf(site, WELCOME) ?? '')?.[1] ?? '')).toBe('Recent posts');
    // As Docusaurus's: the newest five of all posts, the unlisted Secret among them, shown on its page alone.
    expect(sidebarLinks(site, WELCOME)).toEqual([
      [FOLDER, 'Folder heading title', null],
      [CUSTOM, 'Custom slug', null],
      [LONG, 'Long read', null],
      [WELCOME, 'Welcome', 'page'],
    ]);
    expect(sidebarLinks(site, SECRET)).toEqual([
      [SECRET, 'Secret', 'page'],
      [FOLDER, 'Folder heading title', null],
      [CUSTOM, 'Custom slug', null],
      [LONG, 'Long read', null],
      [WELCOME, 'Welcome', null],
    ]);
  });

  it('is on the list, tag and archive pages too, with no post marked', () => {
    for (const route of ['/blog/', '/blog/tags/', '/blog/tags/news/', '/blog/archive/']) {
      expect(sidebarLinks(site, route).map((link) => link[2]), route).toEqual([null, null, null, null]);
    }
  });

  it("is in the docs sidebar's place, not on docs pages", () => {
    expect(htmlOf(site, WELCOME)).toMatch(/<div class="layout has-sidebar">/);
    expect(htmlOf(site, WELCOME)).toMatch(/<div id="sidebar" class="sidebar"[^>]*>[\s\S]*<nav [^>]*blog-sidebar/);
    expect(sidebarOf(site, '/')).toBeUndefined();
  });

  it('uses blogSidebarTitle and blogSidebarCount, and is not there for a count of 0', () => {
    expect(textOf(/<div class="blog-sidebar-title">(.*?)<\/div>/.exec(sidebarOf(paged, '/news/') ?? '')?.[1] ?? '')).toBe('Latest');
    expect(sidebarLinks(paged, '/news/').map((link) => link[0])).toEqual(['/news/2024/01/03/three/', '/news/2024/01/02/two/']);
    expect(quietBuild.code, quietBuild.stderr + quietBuild.stdout).toBe(0);
    expect(htmlOf(quiet, '/')).toContain('href="/blog/2023/11/13/3.1.0/#text"');
    expect(textOf(/<div class="blog-post-meta">([\s\S]*?)<\/div>/.exec(mainOf(quiet, '/blog/2022/01/01/one-line/'))?.[1] ?? '')).toBe('January 1, 2022 · 4 min read');
    expect(sidebarOf(quiet, '/blog/2024/01/01/only/')).toBeUndefined();
    expect(sidebarOf(quiet, '/blog/')).toBeUndefined();
  });
});

describe('search', () => {
  it('finds a post at its own page, not at the list, tag or archive pages that show it', async () => {
    const { engine } = builtSearchEngine(path.join(site.dir, 'build'));
    expect((await engine.search('zebrafruit')).pages.map((p) => p.url)).toEqual([WELCOME]);
    expect((await engine.search('durianfruit')).pages.map((p) => p.url)).toEqual([UNDATED]);
  });

  it('leaves out unlisted posts', async () => {
    const { engine } = builtSearchEngine(path.join(site.dir, 'build'));
    expect((await engine.search('quokkasecret')).pages).toEqual([]);
  });
});

describe('feeds', () => {
  const feed = (s: Site, rel: string) => {
    expect(s.exists(`build/${rel}`), `build/${rel}`).toBe(true);
    return s.read(`build/${rel}`);
  };
  const LISTED = [FOLDER, CUSTOM, LONG, WELCOME, UNDATED, CHRISTMAS].map((route) => `https://example.com${route}`);

  it('writes RSS and Atom by default: the listed posts newest first, linked by absolute URLs', () => {
    const rss = feed(site, 'blog/rss.xml');
    expect([...rss.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>[\s\S]*?<\/item>/g)].map((m) => m[1])).toEqual(LISTED);
    expect(/<title>(?:<!\[CDATA\[)?Welcome(?:\]\]>)?<\/title>/.test(rss)).toBe(true);
    expect(rss.includes('secret')).toBe(false);
    const atom = feed(site, 'blog/atom.xml');
    expect([...atom.matchAll(/<entry>[\s\S]*?<link href="([^"]*)"[\s\S]*?<\/entry>/g)].map((m) => m[1])).toEqual(LISTED);
    expect(atom.includes('secret')).toBe(false);
    expect(site.exists('build/blog/feed.json')).toBe(false);
  });

  it('links the RSS feed from the head of every page', () => {
    for (const route of ['/', '/guide/', '/blog/', WELCOME]) {
      const head = htmlOf(site, route).split('</head>')[0];
      expect(head, route).toMatch(/<link rel="alternate" type="application\/rss\+xml" href="(https:\/\/example\.com)?\/blog\/rss\.xml"/);
    }
  });

  it("writes the JSON feed too for type 'all', posts with and without authors", () => {
    expect(allFeedsBuild.code, allFeedsBuild.stderr + allFeedsBuild.stdout).toBe(0);
    const json = JSON.parse(feed(allFeeds, 'blog/feed.json')) as { items: { url: string; title: string }[] };
    expect(json.items.map((item) => [item.url, item.title])).toEqual([
      ['https://feeds.example/blog/2024/01/02/signed/', 'Signed'],
      ['https://feeds.example/blog/2024/01/01/plain/', 'Plain'],
    ]);
    expect(allFeeds.exists('build/blog/rss.xml')).toBe(true);
    expect(allFeeds.exists('build/blog/atom.xml')).toBe(true);
  });

  it("titles the feeds as Docusaurus does and gives Atom's categories their term and RSS's authors by e-mail", () => {
    const rss = feed(allFeeds, 'blog/rss.xml');
    const atom = feed(allFeeds, 'blog/atom.xml');
    expect(rss).toContain('<title>Feeds Blog</title>');
    expect(atom).toContain('<title>Feeds Blog</title>');
    expect(atom).toContain('<category label="Release Notes" term="Release Notes"/>');
    expect([...rss.matchAll(/<author>([^<]*)<\/author>/g)].map((m) => m[1])).toEqual(['mo@feeds.example (Mo Mail)']);
    expect([...atom.matchAll(/<author>\s*<name>([^<]*)<\/name>/g)].map((m) => m[1])).toEqual(['Ann Author', 'Mo Mail']);
  });

  it("leaves a post's own head tags to its page: not on the list page, not in the feeds", () => {
    const canonical = (route: string) => /<link rel="canonical" href="([^"]*)"/.exec(htmlOf(allFeeds, route))?.[1];
    expect(canonical('/blog/2024/01/01/plain/')).toBe('https://elsewhere.example/plain/');
    // On its page, the post's <head> leaves nothing in the body: what React does not hoist (a script) is in the head.
    const [head, body] = htmlOf(allFeeds, '/blog/2024/01/01/plain/').split('</head>');
    expect(head).toContain('<script src="https://elsewhere.example/plain.js"></script>');
    expect(body).not.toContain('<head>');
    expect(body).not.toContain('plain.js');
    expect(canonical('/blog/')).toBe('https://feeds.example/blog/');
    expect(htmlOf(allFeeds, '/blog/').match(/<head>/g)).toHaveLength(1);
    const json = JSON.parse(feed(allFeeds, 'blog/feed.json')) as { items: { content_html: string }[] };
    expect(json.items[1].content_html).not.toContain('<head>');
    expect(json.items[1].content_html).not.toContain('elsewhere');
    // A fragment is the post's, in a reader too.
    expect(json.items[1].content_html).toContain('href="https://feeds.example/blog/2024/01/01/plain/#the-end"');
  });

  it("holds each post's content as readers show it: absolute images, no copy buttons, no preload links", () => {
    const json = JSON.parse(feed(allFeeds, 'blog/feed.json')) as { items: { content_html: string }[] };
    const html = json.items[0].content_html;
    expect(html).toMatch(/<img [^>]*src="https:\/\/feeds\.example\/assets\/img\/[^"]*dot\.png"/);
    expect(html).toContain('answer');
    expect(html).not.toContain('<link');
    expect(html).not.toContain('copy-button');
  });

  it('writes the feeds under the blog route', () => {
    expect(paged.exists('build/news/rss.xml')).toBe(true);
    expect(paged.exists('build/news/atom.xml')).toBe(true);
    expect(paged.exists('build/news/feed.json')).toBe(false);
  });

  it('writes no feed, and links none, for type null', () => {
    for (const rel of ['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']) expect(quiet.exists(`build/${rel}`), rel).toBe(false);
    expect(htmlOf(quiet, '/blog/')).not.toContain('application/rss+xml');
  });
});

describe('bad blog input fails with a located error', () => {
  const sites: Record<string, Site> = {};
  const results: Record<string, RunResult> = {};
  const cases: Record<string, Record<string, string>> = {
    unknownAuthor: {
      'blog/authors.yml': 'jane:\n  name: Jane\n',
      'blog/2024-01-01-post.md': '---\ntitle: Post\ndescription: A post.\nauthors: [jane, ghost]\n---\n\nText.\n',
    },
    badDate: {
      'blog/post.md': '---\ntitle: Post\ndescription: A post.\ndate: not-a-date\n---\n\nText.\n',
    },
    brokenLink: {
      'blog/2024-01-01-post.md': '---\ntitle: Post\n---\n\nIntro.\n\nSee [the missing page](/nowhere/).\n',
    },
    badAuthorsFile: {
      'blog/authors.yml': 'jane:\n  name: Jane\nbob:\n  name: [1, 2]\n',
      'blog/2024-01-01-post.md': '---\ntitle: Post\nauthors: jane\n---\n\nText.\n',
    },
    docOnBlogRoute: {
      'blog/2024-01-01-post.md': '---\ntitle: Post\ntags: [news]\n---\n\nText.\n',
      'docs/notes.md': '---\ntitle: Notes\nslug: /blog/tags\n---\n\nA doc where the tags page goes.\n',
    },
  };

  beforeAll(async () => {
    for (const [name, files] of Object.entries(cases)) {
      const s = tempSite();
      s.write('docs/index.md', '# Home\n');
      for (const [rel, text] of Object.entries(files)) s.write(rel, text);
      sites[name] = s;
    }
    const built = await Promise.all(Object.values(sites).map((s) => runDocsGenAsync(['build', s.dir])));
    Object.keys(sites).forEach((name, i) => (results[name] = built[i]));
  }, 30_000);
  afterAll(() => {
    for (const s of Object.values(sites)) s.cleanup();
  });

  it("reports a page on a route of the blog's own pages at the page's slug, instead of losing one of them", () => {
    const result = results.docOnBlogRoute;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs\/notes\.md:3:1 {2}The route \/blog\/tags\/ is the blog's \(its tags page\) and this page's: one of them would be lost/);
    expect(sites.docOnBlogRoute.exists('build')).toBe(false);
  });

  it('names an author key the authors file does not have, at the post\'s "authors:" line', () => {
    const result = results.unknownAuthor;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/blog\/2024-01-01-post\.md:4:1 {2}Front matter "authors" names "ghost", which the blog's authors file does not have/);
    expect(result.stderr).not.toMatch(/names "jane"/);
    expect(sites.unknownAuthor.exists('build')).toBe(false);
  });

  it('reports a date that is no date at the "date:" line', () => {
    const result = results.badDate;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/blog\/post\.md:4:1 {2}Front matter "date" "not-a-date" is not a date/);
    expect(sites.badDate.exists('build')).toBe(false);
  });

  it('fails on a broken link in a post, naming the post file', () => {
    const result = results.brokenLink;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/blog\/2024-01-01-post\.md:7:5 {2}Broken link: \/nowhere\//);
    expect(sites.brokenLink.exists('build')).toBe(false);
  });

  it('reports an invalid authors file at the wrong value', () => {
    const result = results.badAuthorsFile;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/blog\/authors\.yml:4:3 {2}Invalid authors file: .* at "bob\.name"/);
    expect(sites.badAuthorsFile.exists('build')).toBe(false);
  });
});

describe('the blog: onInlineAuthors and onUntruncatedBlogPosts', () => {
  const made: Site[] = [];
  afterAll(() => made.forEach((s) => s.cleanup()));
  const blogSite = (options: string) => {
    const s = tempSite();
    made.push(s);
    s.write('docs-gen.config.ts', `export default { title: 'Policies'${options ? `, blog: { ${options} }` : ''} };\n`);
    s.write('docs/index.md', '# Home\n\nHome.\n');
    s.write('blog/authors.yml', 'ann:\n  name: Ann Author\n');
    s.write('blog/2024-01-01-keyed.md', '---\ntitle: Keyed\nauthors: ann\n---\n\nShort.\n\n<!-- truncate -->\n\nMore.\n');
    s.write('blog/2024-01-02-inline.md', '---\ntitle: Inline\nauthors:\n  - name: Guest Writer\n---\n\nA post shown whole.\n');
    return s;
  };

  it('warns, by default, of authors a post writes out beside the authors file and of a post without a truncate marker, at the post', async () => {
    const s = blogSite('');
    const result = await runDocsGenAsync(['build', s.dir]);
    expect(result.code, result.stderr).toBe(0);
    const output = result.stdout + result.stderr;
    expect(output).toMatch(/blog\/2024-01-02-inline\.md:3:1 {2}Authors "Guest Writer" are written in the post, not in the authors file authors\.yml/);
    expect(output).toMatch(/blog\/2024-01-02-inline\.md:1:1 {2}The post has no truncate marker/);
    expect(output).not.toMatch(/2024-01-01-keyed\.md/);
  });

  it("fails with 'throw' and says nothing with 'ignore'", async () => {
    const thrown = await runDocsGenAsync(['build', blogSite("onInlineAuthors: 'throw'").dir]);
    expect(thrown.code).toBe(1);
    expect(thrown.stderr).toMatch(/blog\/2024-01-02-inline\.md:3:1 {2}Authors "Guest Writer" are written in the post/);
    const quiet = await runDocsGenAsync(['build', blogSite("onInlineAuthors: 'ignore', onUntruncatedBlogPosts: 'ignore'").dir]);
    expect(quiet.code, quiet.stderr).toBe(0);
    expect(quiet.stdout + quiet.stderr).not.toMatch(/written in the post|no truncate marker/);
  });
});
