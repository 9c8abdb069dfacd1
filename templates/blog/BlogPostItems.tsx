import type { ComponentType, ReactNode } from 'react';
import { withoutHeadTags } from '../../src/shared/shownContent.js';
import { SiteContextProvider, useSiteContext } from '../context.js';
import { MDXContent } from '../layout/MDXContent.js';
import { BlogPostItem } from './BlogPostItem.js';
import { BlogPostProvider, type docusaurusBlogPost } from './blogPostContext.js';

/**
 * One post of a list, as Docusaurus's `BlogPostItems` is given it: `content` has the post's `metadata` and
 * `frontMatter` (what `useBlogPost()` gives; an override filters or sorts by them); `id` is the post's page.
 */
export interface BlogPostItemsEntry {
  id: string;
  content: Pick<ReturnType<typeof docusaurusBlogPost>, 'metadata' | 'frontMatter'>;
}

/** One post of a list page: its beginning (up to its truncate marker), read from its own page. */
function ListedPost({ id, component: Item }: { id: string; component?: ComponentType<{ children?: ReactNode }> }) {
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
        {/* A component of the site's is given the beginning as children, as Docusaurus gives it the post's content. */}
        {Item ? (
          <Item>
            <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
          </Item>
        ) : (
          <BlogPostItem />
        )}
      </BlogPostProvider>
    </SiteContextProvider>
  );
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
