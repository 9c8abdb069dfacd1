import type { ReactNode } from 'react';
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

/** A post's page, or the body of one of the blog's own pages (lists, tags, archive), in the main area. */
export function BlogMain({ children }: { children?: ReactNode }) {
  const { page } = useSiteContext();
  if (!page?.blogPost) return <div className="doc blog-doc">{children}</div>;
  const { newer, older } = page.blogPost;
  return (
    <>
      <div className="doc blog-doc">
        <DocItemTocMobile />
        <BlogPostProvider post={page} isBlogPostPage>
          <BlogPostItem>{children}</BlogPostItem>
        </BlogPostProvider>
        <BlogPostPaginator
          prevItem={newer ? { permalink: newer.route, title: newer.title } : undefined}
          nextItem={older ? { permalink: older.route, title: older.title } : undefined}
        />
      </div>
      <div className="toc-column">
        <DocItemTocDesktop />
      </div>
    </>
  );
}
