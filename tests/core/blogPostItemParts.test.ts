import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Docusaurus's parts of `BlogPostItem` (`Container`, `Header` with `Title`, `Info` and `Authors`, `Content`, `Footer`),
 * each a theme component a site overrides alone. Before, only `BlogPostItem/Footer/ReadMoreLink` was one: a swizzled
 * `BlogPostItem` importing `@theme/BlogPostItem/Footer` failed the build ("names no theme component"), as MikroORM's
 * did, and an override of one part replaced nothing.
 */
/** A site file's source from its lines. */
const lines = (...text: string[]) => `${text.join('\n')}\n`;

/** A site titled Blog with one doc, its blog configured with `blog`. */
function blogSite(blog: object = {}) {
  const made = tempSite();
  made.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Blog', blog })};\n`);
  made.write('docs/index.md', '# Home\n');
  return made;
}

const site = blogSite({ editUrl: 'https://github.com/acme/site/edit/main/' });
let build: RunResult;

beforeAll(async () => {
  site.write('blog/authors.yml', 'jane:\n  name: Jane Doe\n  title: Engineer\n');
  site.write('blog/2024-01-01-first.md', '---\ntitle: First post\ntags: [news]\nauthors: [jane]\n---\n\nThe first beginning.\n\n<!-- truncate -->\n\nThe first rest.\n');
  // The footer wrapped, as a site adds share links under each post.
  site.write(
    'src/theme/BlogPostItem/Footer/index.js',
    lines(
      "import Footer from '@theme-original/BlogPostItem/Footer';",
      "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
      '',
      'export default function FooterWithShare() {',
      '  const { metadata, isBlogPostPage } = useBlogPost();',
      '  return (',
      '    <>',
      '      <Footer />',
      '      {isBlogPostPage && <a className="share" href={`https://share.test/?u=${metadata.permalink}`}>Share</a>}',
      '    </>',
      '  );',
      '}',
    ),
  );
  // The authors replaced.
  site.write(
    'src/theme/BlogPostItem/Header/Authors/index.js',
    lines(
      "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
      '',
      'export default function Authors({ className }) {',
      '  const { metadata } = useBlogPost();',
      '  return <p className={`by ${className ?? ""}`}>{`By ${metadata.authors.map((a) => a.name).join(", ")}`}</p>;',
      '}',
    ),
  );
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 60_000);
afterAll(() => site.cleanup());

/** The first post shown on a page, or the one titled `title`. */
const articleOf = (html: string, title?: string) => [...html.matchAll(/<article class="blog-post[^"]*">[\s\S]*?<\/article>/g)].map((m) => m[0]).find((a) => !title || a.includes(`>${title}</`)) ?? '';

describe("BlogPostItem's parts", () => {
  it('lets a site wrap one part and replace another, on the post’s page and on list pages, each reading the post', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const page = site.read('build/blog/2024/01/01/first/index.html');
    const article = articleOf(page);
    expect(article).toMatch(/<header class="blog-post-header"><h1 class="blog-post-title">First post<\/h1><div class="blog-post-meta">/);
    expect(article).toContain('<p class="by ">By Jane Doe</p></header>');
    expect(article).not.toContain('blog-authors');
    // The theme's footer (tags, edit link), then the site's share link after it.
    expect(article).toMatch(/<footer class="blog-post-footer">[\s\S]*news[\s\S]*https:\/\/github\.com\/acme\/site\/edit\/main\/blog\/2024-01-01-first\.md[\s\S]*<\/footer><a class="share" href="https:\/\/share\.test\/\?u=\/blog\/2024\/01\/01\/first\/">Share<\/a>/);
    const list = articleOf(site.read('build/blog/index.html'));
    expect(list).toMatch(/<h2 class="blog-post-title"><a href="\/blog\/2024\/01\/01\/first\/">First post<\/a><\/h2>/);
    expect(list).toContain('<p class="by ">By Jane Doe</p>');
    expect(list).toContain('The first beginning.');
    expect(list).not.toContain('The first rest.');
    expect(list).toMatch(/<footer class="blog-post-footer">[\s\S]*class="blog-read-more"[\s\S]*<\/footer>/);
    expect(list).not.toContain('class="share"');
  });
});

describe('a BlogPostItem swizzled from Docusaurus', () => {
  const swizzled = blogSite();
  let result: RunResult;
  beforeAll(async () => {
    swizzled.write('blog/authors.yml', 'ann:\n  name: Ann Page\n  image_url: /img/ann.png\n  page: true\n  socials:\n    github: ann\n');
    swizzled.write('blog/2024-01-01-first.md', '---\ntitle: First post\nauthors: [ann]\n---\n\nThe first beginning.\n\n<!-- truncate -->\n\nThe first rest.\n');
    // The blog's sidebar replaced, from the posts Docusaurus gives it: the two newest under the site's heading.
    swizzled.write('blog/2024-02-01-second.md', '---\ntitle: Second post\n---\n\nThe second.\n\n<!-- truncate -->\n\nMore.\n');
    swizzled.write('blog/2024-03-01-third.md', '---\ntitle: Third post\n---\n\nThe third.\n\n<!-- truncate -->\n\nMore.\n');
    swizzled.write(
      'src/theme/BlogSidebar/index.js',
      lines(
        "import Link from '@docusaurus/Link';",
        '',
        'export default function Featured({ sidebar }) {',
        '  return (',
        '    <div className="featured">',
        '      <h3>{sidebar.title}</h3>',
        '      <ul>{sidebar.items.slice(0, 2).map((item) => <li key={item.permalink} data-date={item.date.slice(0, 10)}><Link to={item.permalink}>{item.title}</Link></li>)}</ul>',
        '    </div>',
        '  );',
        '}',
      ),
    );
    // Each author wrapped, as a site marks its staff: in post headers and on the authors pages alike.
    swizzled.write(
      'src/theme/Blog/Components/Author/index.js',
      lines(
        "import Author from '@theme-original/Blog/Components/Author';",
        '',
        'export default function StaffAuthor(props) {',
        '  return <div className="staff" data-page={props.author.page?.permalink ?? ""} data-image={props.author.imageURL}><Author {...props} /></div>;',
        '}',
      ),
    );
    // Docusaurus's own BlogPostItem, made of the theme's parts, with a class on the container in lists.
    swizzled.write(
      'src/theme/BlogPostItem/index.js',
      lines(
        "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
        "import BlogPostItemContainer from '@theme/BlogPostItem/Container';",
        "import BlogPostItemHeader from '@theme/BlogPostItem/Header';",
        "import BlogPostItemContent from '@theme/BlogPostItem/Content';",
        "import BlogPostItemFooter from '@theme/BlogPostItem/Footer';",
        '',
        'export default function BlogPostItem({ children, className }) {',
        '  const { isBlogPostPage } = useBlogPost();',
        '  return (',
        '    <BlogPostItemContainer className={isBlogPostPage ? className : "margin-bottom--xl"}>',
        '      <BlogPostItemHeader />',
        '      <BlogPostItemContent>{children}</BlogPostItemContent>',
        '      <BlogPostItemFooter />',
        '    </BlogPostItemContainer>',
        '  );',
        '}',
      ),
    );
    result = await runDocsGenAsync(['build', swizzled.dir, '--quiet']);
  }, 60_000);
  afterAll(() => swizzled.cleanup());

  it("builds from the theme's parts, as the theme's own post item", () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const page = articleOf(swizzled.read('build/blog/2024/01/01/first/index.html'));
    expect(page).toMatch(/^<article class="blog-post"><header class="blog-post-header"><h1 class="blog-post-title">First post<\/h1>/);
    expect(page).toContain('The first rest.');
    const list = articleOf(swizzled.read('build/blog/index.html'), 'First post');
    expect(list).toMatch(/^<article class="blog-post margin-bottom--xl"><header class="blog-post-header"><h2 class="blog-post-title"><a href="\/blog\/2024\/01\/01\/first\/">/);
    expect(list).toContain('The first beginning.');
    expect(list).not.toContain('The first rest.');
    expect(list).toContain('class="blog-read-more"');
  });

  it("renders the site's BlogSidebar in the sidebar's place, given the blog's title and its newest posts", () => {
    for (const file of ['build/blog/index.html', 'build/blog/2024/01/01/first/index.html']) {
      const html = swizzled.read(file);
      expect(html, file).not.toContain('blog-sidebar');
      expect(/<div class="featured">[\s\S]*?<\/div>/.exec(html)?.[0], file).toBe(
        '<div class="featured"><h3>Recent posts</h3><ul><li data-date="2024-03-01"><a href="/blog/2024/03/01/third/">Third post</a></li><li data-date="2024-02-01"><a href="/blog/2024/02/01/second/">Second post</a></li></ul></div>',
      );
    }
  });

  it('renders each author through Blog/Components/Author, given the author as Docusaurus gives it', () => {
    const staff = /<div class="staff" data-page="\/blog\/authors\/ann\/" data-image="\/img\/ann\.png"><div class="blog-author">[\s\S]*?<span class="blog-author-name"><a href="\/blog\/authors\/ann\/">Ann Page<\/a><\/span>[\s\S]*?>GitHub<\/a><\/span><\/span><\/div><\/div>/;
    expect(articleOf(swizzled.read('build/blog/2024/01/01/first/index.html'))).toMatch(staff);
    expect(swizzled.read('build/blog/authors/index.html')).toMatch(staff);
  });
});

describe('a BlogSidebar/Desktop swizzled from Docusaurus 3.5+', () => {
  const site = blogSite({ blogSidebarCount: 'ALL' });
  let result: RunResult;
  beforeAll(async () => {
    site.write('blog/2023-12-01-old.md', '---\ntitle: Old post\n---\n\nOld.\n\n<!-- truncate -->\n\nMore.\n');
    site.write('blog/2024-01-01-new.md', '---\ntitle: New post\n---\n\nNew.\n\n<!-- truncate -->\n\nMore.\n');
    site.write('blog/2024-02-01-hidden.md', '---\ntitle: Hidden post\nunlisted: true\n---\n\nHidden.\n\n<!-- truncate -->\n\nMore.\n');
    // Docusaurus's own Desktop part, with its list of links: the posts by year, the one being read marked.
    site.write(
      'src/theme/BlogSidebar/Desktop/index.js',
      lines(
        "import { useVisibleBlogSidebarItems, BlogSidebarItemList } from '@docusaurus/plugin-content-blog/client';",
        "import BlogSidebarContent from '@theme/BlogSidebar/Content';",
        '',
        'const ListComponent = ({ items }) => <BlogSidebarItemList items={items} ulClassName="posts" liClassName="post" linkClassName="post-link" linkActiveClassName="post-link-active" />;',
        '',
        'export default function Desktop({ sidebar }) {',
        '  const items = useVisibleBlogSidebarItems(sidebar.items);',
        '  return <aside className="own-sidebar"><nav><div>{sidebar.title}</div><BlogSidebarContent items={items} ListComponent={ListComponent} yearGroupHeadingClassName="year" /></nav></aside>;',
        '}',
      ),
    );
    result = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 60_000);
  afterAll(() => site.cleanup());

  const sidebarOf = (file: string) => /<aside class="own-sidebar">[\s\S]*?<\/aside>/.exec(site.read(file))?.[0];

  it('groups the posts by year through the site’s list, the one being read marked, the unlisted one left out', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const group = (year: string, items: string) => `<div role="group"><h3 class="year">${year}</h3><ul class="posts">${items}</ul></div>`;
    const item = (route: string, title: string, active = false) =>
      `<li class="post"><a href="/blog/${route}/" class="post-link${active ? ' post-link-active" aria-current="page' : ''}">${title}</a></li>`;
    expect(sidebarOf('build/blog/2024/01/01/new/index.html')).toBe(
      `<aside class="own-sidebar"><nav><div>Recent posts</div>${group('2024', item('2024/01/01/new', 'New post', true))}${group('2023', item('2023/12/01/old', 'Old post'))}</nav></aside>`,
    );
    expect(sidebarOf('build/blog/index.html')).not.toContain('Hidden post');
  });
});
