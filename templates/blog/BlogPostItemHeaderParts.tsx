import { blogOfPage } from '../../src/config/blogOfPage.js';
import type { BlogAuthor as BlogAuthorData } from '../../src/shared/types.js';
import { useSiteContext } from '../context.js';
import { usePluralForm } from '../docusaurus/themeCommon.js';
import { useTranslation } from '../translate.js';
import { docusaurusAuthor, useBlogPostState } from './blogPostContext.js';
import { BlogAuthor } from './BlogAuthor.js';

/**
 * A post's date as Docusaurus shows it: the day in the site's locale, in UTC (the day the file name says); without
 * the year in the archive, under its year ("April 25").
 */
export function formatPostDate(iso: string, locale: string, year = true): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
  } catch {
    return year ? iso.slice(0, 10) : iso.slice(5, 10);
  }
}

/** "One min read", "4 min read", as Docusaurus words it. */
function useReadingTimeText(): (minutes: number) => string {
  const { text } = useTranslation();
  const { selectMessage } = usePluralForm();
  return (minutes) => {
    const readingTime = Math.max(1, Math.ceil(minutes));
    return selectMessage(readingTime, text('theme.blog.post.readingTime.plurals', 'One min read|{readingTime} min read', { readingTime }));
  };
}

/**
 * An author in a list of them (a post's header, the authors pages), through `Blog/Components/Author` as Docusaurus
 * renders each, given the author as Docusaurus gives it to components.
 */
export function BlogAuthorItem({ author, count }: { author: BlogAuthorData; count?: number }) {
  const { url } = useSiteContext();
  return (
    <li className="blog-authors-item">
      <BlogAuthor author={docusaurusAuthor(author, url)} count={count} />
    </li>
  );
}

/** Docusaurus's `BlogPostItem/Header/Title`: the post's title, linked to the post on a list page. */
export function BlogPostItemHeaderTitle({ className }: { className?: string }) {
  const { url } = useSiteContext();
  const state = useBlogPostState();
  if (!state) return null;
  const { post, isBlogPostPage } = state;
  const Title = isBlogPostPage ? 'h1' : 'h2';
  return <Title className={className ? `blog-post-title ${className}` : 'blog-post-title'}>{isBlogPostPage ? post.title : <a href={url(post.route)}>{post.title}</a>}</Title>;
}

/** Docusaurus's `BlogPostItem/Header/Info`: the post's date, and its reading time where the blog shows it. */
export function BlogPostItemHeaderInfo({ className }: { className?: string }) {
  const { config } = useSiteContext();
  const readingTimeText = useReadingTimeText();
  const post = useBlogPostState()?.post;
  const data = post?.blogPost;
  if (!data) return null;
  return (
    <div className={className ? `blog-post-meta ${className}` : 'blog-post-meta'}>
      <time dateTime={data.date}>{formatPostDate(data.date, config.locale)}</time>
      {blogOfPage(config, post)?.showReadingTime && (
        <>
          {' · '}
          {readingTimeText(data.readingTime)}
        </>
      )}
    </div>
  );
}

/** Docusaurus's `BlogPostItem/Header/Authors`: the post's authors, none when it has none. */
export function BlogPostItemHeaderAuthors({ className }: { className?: string }) {
  const authors = useBlogPostState()?.post.blogPost?.authors ?? [];
  if (!authors.length) return null;
  return (
    <ul className={className ? `blog-authors ${className}` : 'blog-authors'}>
      {authors.map((author, i) => (
        <BlogAuthorItem key={author.key ?? i} author={author} />
      ))}
    </ul>
  );
}
