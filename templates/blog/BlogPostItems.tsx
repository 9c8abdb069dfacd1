import type { ComponentType, ReactNode } from 'react';
import { withoutHeadTags } from '../../src/shared/shownContent.js';
import { SiteContextProvider, useSiteContext } from '../context.js';
import { MDXContent } from '../layout/MDXContent.js';
import { BlogPostItem } from './BlogPostItem.js';
import { BlogPostProvider, type docusaurusBlogPost, PROVIDE_LISTED_POST, useBlogPostState } from './blogPostContext.js';

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

/**
 * A list entry's `content` as Docusaurus makes it: the post's content, a component (its beginning, here), carrying
 * the post's `metadata`, `frontMatter`, `assets` and `toc`. A `BlogPostItems` swizzled from Docusaurus renders
 * `<BlogPostProvider content={content}>` around `<BlogPostItem><content /></BlogPostItem>`, which provides the post as
 * the theme's list does.
 */
export function listedPostContent(id: string, post: Omit<ReturnType<typeof docusaurusBlogPost>, 'isBlogPostPage'>): BlogPostItemsEntry['content'] {
  const provide = (children: ReactNode) => <ListedPostProvider id={id}>{children}</ListedPostProvider>;
  return Object.assign(() => <ListedPostBeginning />, post, { [PROVIDE_LISTED_POST]: provide });
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
