import { createContext, type ReactNode, useContext } from 'react';
import type { BlogAuthor, Page } from '../../src/shared/types.js';
import type { DocusaurusAuthor } from './BlogAuthor.js';
import { useSiteContext } from '../context.js';
import { toDocusaurusToc } from '../layout/tocItems.js';
import { isExternalUrl } from '../../src/shared/url.js';

/** The post a `BlogPostItem` shows, and whether on its own page or on a list page (with its beginning, rendered already). */
export interface BlogPostState {
  post: Page;
  isBlogPostPage: boolean;
  /** On a list page: the post's beginning, rendered on its own. */
  html?: string;
}

const BlogPostContext = createContext<BlogPostState | undefined>(undefined);

/**
 * Around each post shown (its page, each entry of a list page), as Docusaurus's `BlogPostProvider`: the theme's
 * `BlogPostItem`, and a site's override of it, read the post from here (`useBlogPost`).
 */
export function BlogPostProvider({ children, ...state }: BlogPostState & { children?: ReactNode }) {
  return <BlogPostContext.Provider value={state}>{children}</BlogPostContext.Provider>;
}

/**
 * Where a list entry's `content` (BlogPostItems.tsx) keeps what provides its post. Not the provider itself: this module is
 * one of those site code imports (`@docusaurus/plugin-content-blog/client`), which must not import the theme's components.
 */
export const PROVIDE_LISTED_POST = Symbol('docs-gen listed post');

/**
 * `BlogPostProvider` of `@docusaurus/plugin-content-blog/client`, for a `BlogPostItems` swizzled from Docusaurus: given
 * a list entry's `content`, its post is the one `useBlogPost()` and `BlogPostItem` show inside.
 */
export function DocusaurusBlogPostProvider({ content, children }: { content?: object; isBlogPostPage?: boolean; children?: ReactNode }) {
  const provide = (content as { [PROVIDE_LISTED_POST]?: (children: ReactNode) => ReactNode } | undefined)?.[PROVIDE_LISTED_POST];
  return <>{provide ? provide(children) : children}</>;
}

/** The post being shown, when inside a `BlogPostProvider`. */
export function useBlogPostState(): BlogPostState | undefined {
  return useContext(BlogPostContext);
}

/**
 * `useBlogPost()` of `@docusaurus/plugin-content-blog/client`: the post being shown, in Docusaurus's shape
 * (`metadata` with its permalink, title, date, tags, authors and reading time; `frontMatter`; `toc`; and
 * `isBlogPostPage`). It throws outside a post, as Docusaurus's does.
 */
export function useBlogPost() {
  const state = useBlogPostState();
  const { url } = useSiteContext();
  if (!state || !isBlogPost(state.post)) throw new Error('useBlogPost() is used outside a blog post: it works in BlogPostItem and what it renders, as in Docusaurus.');
  return docusaurusBlogPost(state.post, state.isBlogPostPage, url);
}

/** An author as Docusaurus gives one to components: its image and page as URLs with the base URL. */
export function docusaurusAuthor(author: BlogAuthor, url: (path: string) => string): DocusaurusAuthor {
  const { page, imageURL, ...rest } = author;
  return {
    ...rest,
    ...(imageURL ? { imageURL: isExternalUrl(imageURL) ? imageURL : url(imageURL) } : {}),
    ...(page ? { page: { permalink: url(page) } } : {}),
  };
}

/** A page that is a post of the blog. */
export type BlogPostPage = Page & { blogPost: NonNullable<Page['blogPost']> };

export function isBlogPost(page: Page | undefined): page is BlogPostPage {
  return Boolean(page?.blogPost);
}

/** A post as `useBlogPost()` gives it, and as `BlogPostItems` is given each post of a list (its `content`). */
export function docusaurusBlogPost(post: BlogPostPage, isBlogPostPage: boolean, url: (path: string) => string) {
  const data = post.blogPost;
  const frontMatter = post.frontMatter as Record<string, unknown>;
  const neighbour = (n: typeof data.newer) => (n ? { title: n.title, permalink: url(n.route) } : undefined);
  return {
    metadata: {
      permalink: url(post.route),
      title: post.title,
      description: post.description ?? '',
      date: data.date,
      tags: data.tags.map((tag) => ({ label: tag.label, permalink: url(tag.permalink), ...(tag.description ? { description: tag.description } : {}) })),
      readingTime: data.readingTime,
      hasTruncateMarker: Boolean(data.excerpt),
      authors: data.authors.map((author) => docusaurusAuthor(author, url)),
      frontMatter,
      unlisted: Boolean(data.unlisted),
      ...(post.editUrl ? { editUrl: post.editUrl } : {}),
      ...(data.newer ? { prevItem: neighbour(data.newer) } : {}),
      ...(data.older ? { nextItem: neighbour(data.older) } : {}),
    },
    frontMatter,
    assets: { image: typeof frontMatter.image === 'string' ? frontMatter.image : undefined, authorsImageUrls: data.authors.map(() => undefined) },
    toc: toDocusaurusToc(post.toc),
    isBlogPostPage,
  };
}
