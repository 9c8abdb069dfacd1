import type { ReactNode } from 'react';
import type { BlogAuthor, Page } from '../../src/shared/types.js';
import { useSiteContext } from '../context.js';
import { usePluralForm } from '../docusaurus/themeCommon.js';
import { useTranslation } from '../translate.js';
import { BLOG_TAG_CLASSES, TagList } from '../layout/TagList.js';
import { EditThisPage } from '../layout/EditThisPage.js';
import { MDXContent } from '../layout/MDXContent.js';
import { useBlogPostState } from './blogPostContext.js';
import { ReadMoreLink } from './ReadMoreLink.js';

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

/**
 * A post's header and footer around its content (`children`, or its `html` rendered already): title, date,
 * reading time and authors; tags, and on a list page "Read more". The post is the one its `BlogPostProvider` holds
 * unless given: a site's override (`src/theme/BlogPostItem`) may render it with only `children`, as Docusaurus's.
 */
export function BlogPostItem(props: { post?: Page; inList?: boolean; children?: ReactNode; html?: string }) {
  const state = useBlogPostState();
  const post = props.post ?? state?.post;
  if (!post?.blogPost) return <>{props.children}</>;
  return <PostItem post={post} inList={props.inList ?? (state ? !state.isBlogPostPage : false)} html={props.html ?? state?.html}>{props.children}</PostItem>;
}

function PostItem({ post, inList, children, html }: { post: Page; inList: boolean; children?: ReactNode; html?: string }) {
  const { url, config } = useSiteContext();
  const { text } = useTranslation();
  const readingTimeText = useReadingTimeText();
  const data = post.blogPost!;
  const Title = inList ? 'h2' : 'h1';
  const truncated = inList && data.excerpt;
  return (
    <article className="blog-post">
      <header className="blog-post-header">
        <Title className="blog-post-title">{inList ? <a href={url(post.route)}>{post.title}</a> : post.title}</Title>
        <div className="blog-post-meta">
          <time dateTime={data.date}>{formatPostDate(data.date, config.locale)}</time>
          {config.blog?.showReadingTime && (
            <>
              {' · '}
              {readingTimeText(data.readingTime)}
            </>
          )}
        </div>
        {data.authors.length > 0 && (
          <ul className="blog-authors">
            {data.authors.map((author, i) => (
              <BlogAuthorItem key={author.key ?? i} author={author} />
            ))}
          </ul>
        )}
      </header>
      {/* The body goes through `MDXContent`, as Docusaurus's `BlogPostItem/Content` renders it (`html` went through it already). */}
      {html === undefined ? (
        <div className="markdown blog-post-body">
          <MDXContent>{children}</MDXContent>
        </div>
      ) : (
        <div className="markdown blog-post-body" dangerouslySetInnerHTML={{ __html: html }} />
      )}
      {(data.tags.length > 0 || truncated || (!inList && post.editUrl)) && (
        <footer className="blog-post-footer">
          {data.tags.length > 0 && <TagList tags={data.tags} classes={BLOG_TAG_CLASSES} rel="tag" ariaLabel={text('docs-gen.blog.post.tagsAriaLabel', 'Tags')} />}
          {!inList && post.editUrl && <EditThisPage editUrl={post.editUrl} />}
          {truncated && <ReadMoreLink blogPostTitle={post.title} to={post.route} />}
        </footer>
      )}
    </article>
  );
}
