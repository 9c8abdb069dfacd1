import type { ReactNode } from 'react';
import { blogOfPage } from '../../src/config/blogOfPage.js';
import type { RenderContext } from '../../src/render/types.js';
import type { Page } from '../../src/shared/types.js';
import { useSiteContext } from '../context.js';
import { DocItemTocDesktop, DocItemTocMobile } from '../layout/DocItemToc.js';
import { BlogPostItem } from './BlogPostItem.js';
import { BlogSidebar } from './BlogSidebar.js';
import { BlogPostProvider } from './blogPostContext.js';
import { BlogPostPaginator } from './BlogPaginator.js';

/**
 * The posts of the blog's sidebar on the page being rendered, none outside the blog: its newest, unlisted ones among
 * them, as Docusaurus gives its sidebar (its components show an unlisted post only on that post's page).
 */
function sidebarPosts({ config, page, blogPosts }: RenderContext): Page[] {
  const blog = blogOfPage(config, page);
  if (!blog || page?.layout !== 'blog' || blog.blogSidebarCount === 0) return [];
  const posts = blogPosts(true);
  return blog.blogSidebarCount === 'ALL' ? posts : posts.slice(0, blog.blogSidebarCount);
}

/** Whether the page has the blog's sidebar: one that would show no post is left out. */
export function hasBlogSidebar(ctx: RenderContext): boolean {
  return sidebarPosts(ctx).some((post) => !post.blogPost?.unlisted || post.id === ctx.page?.id);
}

/** The recent posts, in the sidebar's place, through `BlogSidebar` given them as Docusaurus gives its sidebar. */
export function BlogSidebarNav() {
  const ctx = useSiteContext();
  const posts = sidebarPosts(ctx);
  const blog = blogOfPage(ctx.config, ctx.page);
  if (!blog || !hasBlogSidebar(ctx)) return null;
  const items = posts.map((post) => ({ title: post.title, permalink: ctx.url(post.route), unlisted: Boolean(post.blogPost?.unlisted), date: post.blogPost?.date ?? '' }));
  return <BlogSidebar sidebar={{ title: blog.blogSidebarTitle, items }} />;
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
