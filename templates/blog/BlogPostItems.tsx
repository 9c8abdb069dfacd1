import type { ComponentType, ReactNode } from 'react';
import { withoutHeadTags } from '../../src/shared/shownContent.js';
import { SiteContextProvider, useSiteContext } from '../context.js';
import { MDXContent } from '../layout/MDXContent.js';
import { BlogPostItem } from './BlogPostItem.js';
import { BlogPostProvider, type docusaurusBlogPost, useBlogPostState } from './blogPostContext.js';

/**
 * One post of a list, as Docusaurus's `BlogPostItems` is given it: `content` renders the post's beginning and has its
 * `metadata`, `frontMatter`, `assets` and `toc` (what `useBlogPost()` gives; an override filters or sorts by them); `id`
 * is the post's page.
 */
export interface BlogPostItemsEntry {
  id: string;
  content: (() => ReactNode) & Omit<ReturnType<typeof docusaurusBlogPost>, 'isBlogPostPage'>;
}

/**
 * Around one post of a list page, as Docusaurus's `BlogPostProvider`: the post's own context, its beginning (up to its
 * truncate marker) rendered from its own page, and the post for `useBlogPost()`.
 */
function ListedPostProvider({ id, children }: { id: string; children?: ReactNode }) {
  const ctx = useSiteContext();
  const post = ctx.docById(id);
  const inner = ctx.contextOf(id);
  if (!post || !inner) return null;
  const body = (
    <SiteContextProvider value={inner}>
      <MDXContent>{ctx.pageContent(id, true)}</MDXContent>
    </SiteContextProvider>
  );
  // Rendered on its own, so that what the post gives its own page's head (a `<head>` it writes) stays out of this one's.
  const html = withoutHeadTags(ctx.renderStatic(body));
  return (
    <SiteContextProvider value={inner}>
      <BlogPostProvider post={post} isBlogPostPage={false} html={html}>
        {children}
      </BlogPostProvider>
    </SiteContextProvider>
  );
}

/** The beginning of the post being listed, as rendered for its provider. */
function ListedPostBeginning() {
  const html = useBlogPostState()?.html;
  return html === undefined ? null : <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** One post of a list page, through the site's `component` if given one (its beginning as children, as Docusaurus gives it the post's content). */
function ListedPost({ id, component: Item }: { id: string; component?: ComponentType<{ children?: ReactNode }> }) {
  return (
    <ListedPostProvider id={id}>
      {Item ? (
        <Item>
          <ListedPostBeginning />
        </Item>
      ) : (
        <BlogPostItem />
      )}
    </ListedPostProvider>
  );
}

/** Where a list entry's `content` keeps the post's page. */
const LISTED_POST = Symbol('docs-gen listed post');

/**
 * A list entry's `content` as Docusaurus makes it: the post's content, a component (its beginning, here), carrying
 * the post's `metadata`, `frontMatter`, `assets` and `toc`. A `BlogPostItems` swizzled from Docusaurus renders
 * `<BlogPostProvider content={content}>` around `<BlogPostItem><content /></BlogPostItem>`.
 */
export function listedPostContent(id: string, post: Omit<ReturnType<typeof docusaurusBlogPost>, 'isBlogPostPage'>): BlogPostItemsEntry['content'] {
  return Object.assign(() => <ListedPostBeginning />, post, { [LISTED_POST]: id });
}

/**
 * `BlogPostProvider` of `@docusaurus/plugin-content-blog/client`, for a `BlogPostItems` swizzled from Docusaurus: given
 * a list entry's `content`, its post is the one `useBlogPost()` and `BlogPostItem` show.
 */
export function DocusaurusBlogPostProvider({ content, children }: { content?: BlogPostItemsEntry['content']; isBlogPostPage?: boolean; children?: ReactNode }) {
  const id = (content as { [LISTED_POST]?: string } | undefined)?.[LISTED_POST];
  return id === undefined ? <>{children}</> : <ListedPostProvider id={id}>{children}</ListedPostProvider>;
}

/**
 * Docusaurus's `BlogPostItems`: the posts of a list page, each in its `BlogPostProvider`, through `component`
 * (`BlogPostItem` by default). In its own module so that a site's override takes the place of every list's posts.
 */
export function BlogPostItems({ items, component }: { items: readonly BlogPostItemsEntry[]; component?: ComponentType<{ children?: ReactNode }> }) {
  return (
    <>
      {items.map(({ id }) => (
        <ListedPost key={id} id={id} component={component} />
      ))}
    </>
  );
}
