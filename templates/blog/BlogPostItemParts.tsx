import type { ReactNode } from 'react';
import { useTranslation } from '../translate.js';
import { BLOG_TAG_CLASSES, TagList } from '../layout/TagList.js';
import { EditThisPage } from '../layout/EditThisPage.js';
import { MDXContent } from '../layout/MDXContent.js';
import { useBlogPostState } from './blogPostContext.js';
import { BlogPostItemHeaderAuthors, BlogPostItemHeaderInfo, BlogPostItemHeaderTitle } from './BlogPostItemHeaderParts.js';
import { ReadMoreLink } from './ReadMoreLink.js';

/** Docusaurus's `BlogPostItem/Container`: the post's `<article>`. */
export function BlogPostItemContainer({ children, className }: { children?: ReactNode; className?: string }) {
  return <article className={className ? `blog-post ${className}` : 'blog-post'}>{children}</article>;
}

/** Docusaurus's `BlogPostItem/Header`: title, date and reading time, authors. */
export function BlogPostItemHeader() {
  return (
    <header className="blog-post-header">
      <BlogPostItemHeaderTitle />
      <BlogPostItemHeaderInfo />
      <BlogPostItemHeaderAuthors />
    </header>
  );
}

/**
 * Docusaurus's `BlogPostItem/Content`: the post's body through `MDXContent`, as Docusaurus renders it; on a list page,
 * the post's beginning, which went through it already (`children` are then that beginning too).
 */
export function BlogPostItemContent({ children, className }: { children?: ReactNode; className?: string }) {
  const html = useBlogPostState()?.html;
  const classes = className ? `markdown blog-post-body ${className}` : 'markdown blog-post-body';
  if (html !== undefined) return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={classes}>
      <MDXContent>{children}</MDXContent>
    </div>
  );
}

/** Docusaurus's `BlogPostItem/Footer`: the post's tags, its edit link on its page, "Read more" under a truncated post of a list page. */
export function BlogPostItemFooter() {
  const { text } = useTranslation();
  const state = useBlogPostState();
  const data = state?.post.blogPost;
  if (!state || !data) return null;
  const { post, isBlogPostPage } = state;
  const truncated = !isBlogPostPage && data.excerpt;
  const editUrl = isBlogPostPage ? post.editUrl : undefined;
  if (!data.tags.length && !truncated && !editUrl) return null;
  return (
    <footer className="blog-post-footer">
      {data.tags.length > 0 && <TagList tags={data.tags} classes={BLOG_TAG_CLASSES} rel="tag" ariaLabel={text('docs-gen.blog.post.tagsAriaLabel', 'Tags')} />}
      {editUrl && <EditThisPage editUrl={editUrl} />}
      {truncated && <ReadMoreLink blogPostTitle={post.title} to={post.route} />}
    </footer>
  );
}
