import { createContext, type ReactNode, useContext } from 'react';
import { blogOfPage } from '../../src/config/blogOfPage.js';
import type { RenderContext } from '../../src/render/types.js';
import { useSiteContext } from '../context.js';
import { DocItemTocDesktop, DocItemTocMobile } from '../layout/DocItemToc.js';
import { BlogPostItem } from './BlogPostItem.js';
import { BlogSidebar } from './BlogSidebar.js';
import type { BlogSidebarData } from './BlogSidebarParts.js';
import { visibleBlogSidebarItems } from './blogSidebarClient.js';
import { BlogPostProvider } from './blogPostContext.js';
import { BlogPostPaginator } from './BlogPaginator.js';

/**
 * The sidebar of the page's blog on the page being rendered, none outside a blog: the blog's first posts in its
 * order (`sortPosts`), unlisted ones among them, as Docusaurus gives its sidebar (its components show an unlisted
 * post only on that post's page).
 */
function sidebarOf(ctx: RenderContext): BlogSidebarData | undefined {
  const { config, page, blogPosts, url } = ctx;
  const blog = blogOfPage(config, page);
  if (!blog || page?.layout !== 'blog' || blog.blogSidebarCount === 0) return undefined;
  const posts = blogPosts(true);
  const shown = blog.blogSidebarCount === 'ALL' ? posts : posts.slice(0, blog.blogSidebarCount);
  const items = shown.map((post) => ({ title: post.title, permalink: url(post.route), unlisted: Boolean(post.blogPost?.unlisted), date: post.blogPost?.date ?? '' }));
  return { title: blog.blogSidebarTitle, items };
}

/** Whether the page has its blog's sidebar: one that would show no post is left out. */
export function hasBlogSidebar(ctx: RenderContext): boolean {
  const sidebar = sidebarOf(ctx);
  return !!sidebar && visibleBlogSidebarItems(sidebar.items, ctx.url(ctx.route)).length > 0;
}

/** The recent posts, in the sidebar's place, through `BlogSidebar` given them as Docusaurus gives its sidebar. */
export function BlogSidebarNav() {
  const ctx = useSiteContext();
  const sidebar = sidebarOf(ctx);
  if (!sidebar || !hasBlogSidebar(ctx)) return null;
  return <BlogSidebar sidebar={sidebar} />;
}

/** Whether the document holds the blog's sidebar in its own column: the theme's BlogLayout, not a site's, lays out the page. */
const SidebarInColumn = createContext(false);

/**
 * Docusaurus's `BlogLayout`: a blog page's layout, given the blog's `sidebar` (`{ title, items }`), the post's `toc`
 * (an element, on a post's page) and the page's content. As the theme lays out a blog page, the sidebar stands in the
 * document's sidebar column and the TOC in its TOC column. Rendered by a site's override instead
 * (`@theme-original/BlogLayout`), where the document has left the column to the override, it lays out the page as
 * Docusaurus's does: the sidebar, the content and the TOC in a row (on a phone the content alone; the drawer has
 * the posts).
 */
export function BlogLayout({ sidebar, toc, children }: { sidebar?: BlogSidebarData; toc?: ReactNode; children?: ReactNode }) {
  if (useContext(SidebarInColumn)) {
    if (!toc) return <div className="doc blog-doc">{children}</div>;
    return (
      <>
        <div className="doc blog-doc">
          <DocItemTocMobile />
          {children}
        </div>
        <div className="toc-column">{toc}</div>
      </>
    );
  }
  const hasSidebar = Boolean(sidebar?.items.length);
  return (
    <div className="blog-row">
      {hasSidebar && (
        <aside className="blog-sidebar-column">
          <BlogSidebar sidebar={sidebar} />
        </aside>
      )}
      <main className="blog-main-column">{children}</main>
      {toc && <div className="blog-toc-column">{toc}</div>}
    </div>
  );
}

/** The theme's own BlogLayout, whatever a site's override makes `BlogLayout` of this module. */
export const ThemeBlogLayout = BlogLayout;

/**
 * A post's page, or the body of one of the blog's own pages (lists, tags, archive), in the main area, through
 * `layout`: BlogLayout as the theme imports it, the theme's or a site's.
 */
export function BlogMain({ layout: Layout, children }: { layout: typeof BlogLayout; children?: ReactNode }) {
  const ctx = useSiteContext();
  const { page } = ctx;
  const sidebar = sidebarOf(ctx);
  let content = children;
  let toc: ReactNode;
  if (page?.blogPost) {
    const { newer, older } = page.blogPost;
    toc = <DocItemTocDesktop />;
    content = (
      <>
        <BlogPostProvider post={page} isBlogPostPage>
          <BlogPostItem>{children}</BlogPostItem>
        </BlogPostProvider>
        <BlogPostPaginator
          prevItem={newer ? { permalink: newer.route, title: newer.title } : undefined}
          nextItem={older ? { permalink: older.route, title: older.title } : undefined}
        />
      </>
    );
  }
  return (
    <SidebarInColumn.Provider value={Layout === ThemeBlogLayout}>
      <Layout sidebar={sidebar} toc={toc}>
        {content}
      </Layout>
    </SidebarInColumn.Provider>
  );
}
