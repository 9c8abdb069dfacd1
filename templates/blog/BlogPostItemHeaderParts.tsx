import type { BlogAuthor } from '../../src/shared/types.js';
import { useSiteContext } from '../context.js';
import { usePluralForm } from '../docusaurus/themeCommon.js';
import { useTranslation } from '../translate.js';
import { useBlogPostState } from './blogPostContext.js';

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

/** Platforms as their names are written. */
const SOCIAL_NAMES: Record<string, string> = {
  github: 'GitHub',
  x: 'X',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  threads: 'Threads',
  instagram: 'Instagram',
  twitch: 'Twitch',
  youtube: 'YouTube',
};

/** An author, as a post's header and the authors pages show one: avatar, name (linked to their page, else theirs), title, profiles. */
export function BlogAuthorItem({ author, count }: { author: BlogAuthor; count?: number }) {
  const { url } = useSiteContext();
  const { text } = useTranslation();
  const { selectMessage } = usePluralForm();
  const image = author.imageURL && (/^[a-z][a-z\d+.-]*:|^\/\//i.test(author.imageURL) ? author.imageURL : url(author.imageURL));
  const name = author.name ?? author.key;
  const link = author.page ? url(author.page) : (author.url ?? (author.email ? `mailto:${author.email}` : undefined));
  const avatar = image && <img className="blog-author-image" src={image} alt={name ?? ''} width={40} height={40} loading="lazy" />;
  const socials = Object.entries(author.socials ?? {});
  return (
    <li className="blog-author">
      {avatar && (link ? (
        <a href={link} tabIndex={-1} aria-hidden="true">
          {avatar}
        </a>
      ) : (
        avatar
      ))}
      <span className="blog-author-text">
        {name && <span className="blog-author-name">{link ? <a href={link}>{name}</a> : name}</span>}
        {author.title && <span className="blog-author-title">{author.title}</span>}
        {count !== undefined && <span className="blog-author-count">{selectMessage(count, text('theme.blog.post.plurals', 'One post|{count} posts', { count }))}</span>}
        {socials.length > 0 && (
          <span className="blog-author-socials">
            {socials.map(([platform, href]) => (
              <a key={platform} href={href} rel="noopener noreferrer" target="_blank">
                {SOCIAL_NAMES[platform.toLowerCase()] ?? platform}
              </a>
            ))}
          </span>
        )}
      </span>
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
  const data = useBlogPostState()?.post.blogPost;
  if (!data) return null;
  return (
    <div className={className ? `blog-post-meta ${className}` : 'blog-post-meta'}>
      <time dateTime={data.date}>{formatPostDate(data.date, config.locale)}</time>
      {config.blog?.showReadingTime && (
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
