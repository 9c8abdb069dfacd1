import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { buildSites, tempSite } from '../../helpers/site.js';

/**
 * A site's BlogLayout (Docusaurus's layout of every blog page: `sidebar`, `toc`, children), as Flow's blog replaces
 * it with one that has no sidebar: before, a file of that name replaced nothing, and the blog kept docs-gen's sidebar.
 */
const POST = '---\ntitle: First post\ndate: 2024-01-02\n---\n\nHello.\n\n<!-- truncate -->\n\n## Part one\n\nMore.\n\n## Part two\n\nEven more.\n';

/** A layout written for Docusaurus: its own row, no sidebar, the TOC element in a column of its own. */
const OWN_LAYOUT = `import Layout from '@theme/Layout';

export default function BlogLayout({ toc, children, sidebar, ...layoutProps }) {
  return (
    <Layout {...layoutProps}>
      <div className="container own-blog">
        <div className="row">
          <main className="col col--9 col--offset-1">{children}</main>
          {toc && <div className="col col--2 own-toc">{toc}</div>}
        </div>
        <p className="own-count">{sidebar.items.length} recent posts</p>
      </div>
    </Layout>
  );
}
`;

/** One wrapping the theme's, as a site adds a banner to its blog. */
const WRAPPING_LAYOUT = `import BlogLayout from '@theme-original/BlogLayout';

export default function BlogLayoutWrapper(props) {
  return (
    <>
      <div className="blog-banner">Subscribe</div>
      <BlogLayout {...props} />
    </>
  );
}
`;

describe('a BlogLayout override', () => {
  const own = tempSite();
  const wrapping = tempSite();
  const plain = tempSite();

  beforeAll(async () => {
    for (const site of [own, wrapping, plain]) {
      site.write('docs/intro.md', '# Intro\n\nText.\n');
      site.write('blog/2024-01-02-first.md', POST);
      site.write('blog/2025-03-04-second.md', '---\ntitle: Second post\ndate: 2025-03-04\n---\n\nWorld.\n\n<!-- truncate -->\n\nMore.\n');
      site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Kit', navbar: { items: [{ label: 'Blog', to: '/blog/' }] } });\n");
    }
    own.write('src/theme/BlogLayout/index.js', OWN_LAYOUT);
    // Written for Docusaurus 2, which gave the layout the headings: it wraps the TOC element it is given again.
    own.write('src/theme/BlogLayout/index.js', OWN_LAYOUT.replace("import Layout from '@theme/Layout';", "import Layout from '@theme/Layout';\nimport TOC from '@theme/TOC';").replace('{toc}</div>', '<TOC toc={toc} /></div>'));
    wrapping.write('src/theme/BlogLayout/index.js', WRAPPING_LAYOUT);
    await buildSites(own, wrapping, plain);
  }, 60_000);
  afterAll(() => {
    own.cleanup();
    wrapping.cleanup();
    plain.cleanup();
  });

  const region = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? '';

  it("lays out a post's page: its content and TOC where the site's layout puts them, given the blog's sidebar", () => {
    const html = own.read('build/blog/2024/01/02/first/index.html');
    const main = region(html, /<main class="col col--9 col--offset-1">([\s\S]*?)<\/main>/);
    expect(main).toContain('<h1 class="blog-post-title">First post</h1>');
    expect(main).toContain('<h2 id="part-one"');
    // The paginator is part of the post's content, as in Docusaurus.
    expect(main).toMatch(/class="pagination[^"]*"[\s\S]*Second post/);
    expect(region(html, /<div class="col col--2 own-toc">([\s\S]*?)<\/div><\/div>/)).toMatch(/<nav class="toc"[\s\S]*href="#part-one"/);
    expect(html).toContain('<p class="own-count">2<!-- --> recent posts</p>');
  });

  it('gives the page no sidebar column of the theme’s: the posts are in the phone’s drawer only', () => {
    for (const page of ['blog/2024/01/02/first/index.html', 'blog/index.html']) {
      const html = own.read(`build/${page}`);
      expect(html).toContain('<div class="layout">');
      expect(html).toMatch(/<div id="sidebar" class="sidebar sidebar-empty"[^>]*>[\s\S]*<nav class="sidebar-nav blog-sidebar"/);
      // The site's layout holds the page's one <main>; the theme's box around it is the skip link's target.
      expect(html.match(/<main[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<div id="main" class="main main-page" tabindex="-1">/);
    }
    // A list page goes through the same layout, without a TOC.
    const list = own.read('build/blog/index.html');
    expect(region(list, /<main class="col col--9 col--offset-1">([\s\S]*?)<\/main>/)).toMatch(/First post[\s\S]*Second post|Second post[\s\S]*First post/);
    expect(list).not.toContain('own-toc');
  });

  it("renders the theme's layout inside a wrapping one: the sidebar, the content and the TOC in a row", () => {
    const html = wrapping.read('build/blog/2024/01/02/first/index.html');
    expect(html).toMatch(/<div id="main" class="main main-page" tabindex="-1"><div class="blog-banner">Subscribe<\/div><div class="blog-row">/);
    const row = region(html, /<div class="blog-row">([\s\S]*)<\/div><\/div><\/div><\/body>/);
    expect(row).toMatch(/^<aside class="blog-sidebar-column"><nav class="sidebar-nav blog-sidebar"[\s\S]*Second post[\s\S]*<\/aside><main class="blog-main-column">/);
    expect(row).toMatch(/<main class="blog-main-column">[\s\S]*<h1 class="blog-post-title">First post<\/h1>[\s\S]*<\/main><div class="blog-toc-column"><nav class="toc"/);
    expect(html).toContain('<div class="layout">');
  });

  it.skipIf(!hasChromium())("shows the wrapped layout's sidebar beside the post on a wide screen, and the post alone on a phone, the posts in the drawer", async () => {
    const [browser, server] = await Promise.all([launchBrowser(), serveStatic(path.join(wrapping.dir, 'build'))]);
    try {
      const visible = async (width: number) => {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        await page.goto(`${server.url}/blog/2024/01/02/first/`);
        const shown = {
          column: await page.locator('.blog-sidebar-column').isVisible(),
          toc: await page.locator('.blog-toc-column').isVisible(),
          post: await page.locator('.blog-main-column h1').isVisible(),
        };
        let drawer: string[] = [];
        if (width < 996) {
          await page.locator('[data-menu-button]').click();
          await page.locator('#sidebar.open').waitFor();
          drawer = await page.locator('#sidebar .blog-sidebar a').allTextContents();
        }
        await page.close();
        return { ...shown, drawer };
      };
      expect(await visible(1280)).toEqual({ column: true, toc: true, post: true, drawer: [] });
      expect(await visible(390)).toEqual({ column: false, toc: false, post: true, drawer: ['Second post', 'First post'] });
    } finally {
      await Promise.all([browser.close(), server.close()]);
    }
  }, 30_000);

  it('leaves a blog without an override as the theme lays it out', () => {
    const html = plain.read('build/blog/2024/01/02/first/index.html');
    expect(html).toMatch(/<div class="layout has-sidebar"><div id="sidebar" class="sidebar"/);
    expect(html).toMatch(/<main id="main" class="main" tabindex="-1"><div class="doc blog-doc"><details class="toc-collapsible"/);
    expect(html).toMatch(/<\/div><div class="toc-column"><nav class="toc"/);
    expect(html).not.toMatch(/blog-row|main-page/);
  });
});
