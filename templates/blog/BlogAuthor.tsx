import type { BlogAuthor as BlogAuthorData } from '../../src/shared/types.js';
import { usePluralForm } from '../docusaurus/themeCommon.js';
import { useTranslation } from '../translate.js';
import { BlogAuthorSocials } from './BlogAuthorSocials.js';

/** An author as Docusaurus gives one to its components (`useBlogPost().metadata.authors`): URLs with the base URL, the page as its permalink. */
export type DocusaurusAuthor = Omit<BlogAuthorData, 'key' | 'page' | 'order'> & { key?: string | null; page?: { permalink: string } | null };

/**
 * Docusaurus's `Blog/Components/Author`: avatar, name (linked to the author's page, else theirs; a heading when `as`
 * says so, as on an author's page), title, number of posts, profiles. The theme's post headers and authors pages
 * render each author through it, so a site's override of it shows everywhere an author is.
 */
export function BlogAuthor({ author, count, as, className }: { author: DocusaurusAuthor; count?: number; as?: 'h1' | 'h2'; className?: string }) {
  const { text } = useTranslation();
  const { selectMessage } = usePluralForm();
  const name = author.name ?? author.key ?? undefined;
  const link = author.page?.permalink ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  const avatar = author.imageURL && <img className="blog-author-image" src={author.imageURL} alt={name ?? ''} width={40} height={40} loading="lazy" />;
  const Name = as ?? 'span';
  return (
    <div className={className ? `blog-author ${className}` : 'blog-author'}>
      {avatar && (link ? (
        <a href={link} tabIndex={-1} aria-hidden="true">
          {avatar}
        </a>
      ) : (
        avatar
      ))}
      <span className="blog-author-text">
        {name && <Name className="blog-author-name">{link ? <a href={link}>{name}</a> : name}</Name>}
        {author.title && <span className="blog-author-title">{author.title}</span>}
        {count !== undefined && <span className="blog-author-count">{selectMessage(count, text('theme.blog.post.plurals', 'One post|{count} posts', { count }))}</span>}
        <BlogAuthorSocials author={author} />
      </span>
    </div>
  );
}
