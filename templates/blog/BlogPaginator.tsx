import { useTranslation } from '../translate.js';
import { PaginatorNavLink } from '../layout/PaginatorNavLink.js';

/** Newer and older pages of a list, or posts of a post, as Docusaurus labels them. */
export function BlogPaginator({ newer, older, what }: { newer?: { href: string; label?: string }; older?: { href: string; label?: string }; what: 'entries' | 'post' }) {
  const { text } = useTranslation();
  if (!newer && !older) return null;
  return (
    <nav
      className="pagination"
      aria-label={
        what === 'post'
          ? text('theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation')
          : text('theme.blog.paginator.navAriaLabel', 'Blog list page navigation')
      }
    >
      {newer ? (
        <PaginatorNavLink
          permalink={newer.href}
          title={newer.label}
          subLabel={what === 'post' ? text('theme.blog.post.paginator.newerPost', 'Newer post') : text('theme.blog.paginator.newerEntries', 'Newer entries')}
        />
      ) : (
        <span />
      )}
      {older && (
        <PaginatorNavLink
          permalink={older.href}
          title={older.label}
          subLabel={what === 'post' ? text('theme.blog.post.paginator.olderPost', 'Older post') : text('theme.blog.paginator.olderEntries', 'Older entries')}
          isNext
        />
      )}
    </nav>
  );
}

/** A neighbouring post as Docusaurus gives it (`useBlogPost().metadata.prevItem`). */
export interface BlogPostNeighbour {
  title: string;
  permalink: string;
}

/**
 * Docusaurus's `BlogPostPaginator`, under a post: `prevItem` is the newer post, `nextItem` the older, as Docusaurus
 * names them. In this module, apart from its callers, so that a site's override takes its place under every post.
 */
export function BlogPostPaginator({ prevItem, nextItem }: { prevItem?: BlogPostNeighbour; nextItem?: BlogPostNeighbour }) {
  const link = (item?: BlogPostNeighbour) => item && { href: item.permalink, label: item.title };
  return <BlogPaginator what="post" newer={link(prevItem)} older={link(nextItem)} />;
}

/** What Docusaurus's `BlogListPaginator` reads of a list page's metadata: the newer and the older page's URLs. */
export interface BlogListPaginatorMetadata {
  previousPage?: string | null;
  nextPage?: string | null;
  [key: string]: unknown;
}

/** Docusaurus's `BlogListPaginator`, under each list page of the blog (and of a tag's, an author's posts). */
export function BlogListPaginator({ metadata }: { metadata: BlogListPaginatorMetadata }) {
  const page = (href?: string | null) => (href ? { href } : undefined);
  return <BlogPaginator what="entries" newer={page(metadata.previousPage)} older={page(metadata.nextPage)} />;
}
