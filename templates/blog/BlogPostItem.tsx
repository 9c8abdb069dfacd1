import type { ReactNode } from 'react';
import type { Page } from '../../src/shared/types.js';
import { BlogPostProvider, useBlogPostState } from './blogPostContext.js';
import { BlogPostItemContainer, BlogPostItemContent, BlogPostItemFooter, BlogPostItemHeader } from './BlogPostItemParts.js';

/**
 * A post's header and footer around its content (`children`, or its `html` rendered already): title, date,
 * reading time and authors; tags, and on a list page "Read more". The post is the one its `BlogPostProvider` holds
 * unless given: a site's override (`src/theme/BlogPostItem`) may render it with only `children`, as Docusaurus's.
 * Made of Docusaurus's parts (`BlogPostItem/Container`, `Header`, `Content`, `Footer`), which read the post from the
 * provider, so a site overrides each of them alone.
 */
export function BlogPostItem(props: { post?: Page; inList?: boolean; children?: ReactNode; html?: string; className?: string }) {
  const state = useBlogPostState();
  const post = props.post ?? state?.post;
  if (!post?.blogPost) return <>{props.children}</>;
  const isBlogPostPage = !(props.inList ?? (state ? !state.isBlogPostPage : false));
  const html = props.html ?? state?.html;
  const item = (
    <BlogPostItemContainer className={props.className}>
      <BlogPostItemHeader />
      <BlogPostItemContent>{props.children}</BlogPostItemContent>
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
  // The parts read the post this item shows, which props may give rather than the provider around it.
  if (state && state.post === post && state.isBlogPostPage === isBlogPostPage && state.html === html) return item;
  return (
    <BlogPostProvider post={post} isBlogPostPage={isBlogPostPage} html={html}>
      {item}
    </BlogPostProvider>
  );
}
