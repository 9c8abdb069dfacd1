import type { BlogArchiveProps, BlogAuthorsProps, BlogListProps, BlogTagsProps } from '../../src/blog/blogPages.js';
import { blogOfPage } from '../../src/config/blogOfPage.js';
import type { Page } from '../../src/shared/types.js';
import { useSiteContext } from '../context.js';
import { usePluralForm } from '../docusaurus/themeCommon.js';
import { useTranslation } from '../translate.js';
import { BlogAuthorItem, formatPostDate } from './BlogPostItemHeaderParts.js';
import { docusaurusBlogPost, isBlogPost } from './blogPostContext.js';
import { type BlogPostItemsEntry, BlogPostItems, listedPostContent } from './BlogPostItems.js';
import { BLOG_TAG_CLASSES, TagsByLetter } from '../layout/TagList.js';
import { BlogListPaginator } from './BlogPaginator.js';

/** The posts of a list page as `BlogPostItems` takes them. */
function listedPosts(ids: string[], docById: (id: string) => Page | undefined, url: (path: string) => string): BlogPostItemsEntry[] {
  return ids.flatMap((id) => {
    const post = docById(id);
    if (!isBlogPost(post)) return [];
    const { isBlogPostPage: _, ...shown } = docusaurusBlogPost(post, false, url);
    return [{ id, content: listedPostContent(id, shown) }];
  });
}

/** A blog's list pages and a tag's: the posts in the blog's order, then the links to the pages before and after. */
export function BlogListPage({ data }: { data: Record<string, unknown> }) {
  const { config, page, url, docById } = useSiteContext();
  const { text } = useTranslation();
  const { selectMessage } = usePluralForm();
  const props = data as BlogListProps;
  const nPosts = props.tag ? selectMessage(props.tag.count, text('theme.blog.post.plurals', 'One post|{count} posts', { count: props.tag.count })) : '';
  return (
    <div className="blog-list">
      {props.tag ? (
        <header className="blog-list-header">
          <h1>{text('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', { nPosts, tagName: props.tag.label })}</h1>
          {props.tag.description && <p className="tag-description">{props.tag.description}</p>}
          <a href={url(props.tag.allTagsPath)}>{text('theme.tags.tagsPageLink', 'View all tags')}</a>
        </header>
      ) : props.author ? (
        <header className="blog-list-header">
          <h1>{props.author.name ?? props.author.key}</h1>
          <ul className="blog-authors">
            <BlogAuthorItem author={{ ...props.author, page: undefined }} count={props.author.count} />
          </ul>
          <a href={url(props.author.allAuthorsPath)}>{text('theme.blog.authorsList.viewAll', 'View all authors')}</a>
        </header>
      ) : (
        // The list's title is the page's heading for screen readers; the posts' titles are what the eye reads first.
        <h1 className="visually-hidden">{blogOfPage(config, page)?.blogTitle ?? text('docs-gen.blog.title', 'Blog')}</h1>
      )}
      {props.posts.length === 0 && <p>{props.author ? text('theme.blog.author.noPosts', 'No posts yet.') : text('docs-gen.blog.noPosts', 'No posts yet.')}</p>}
      <BlogPostItems items={listedPosts(props.posts, docById, url)} />
      <BlogListPaginator metadata={{ page: props.page, totalPages: props.pages, previousPage: props.newer, nextPage: props.older }} />
    </div>
  );
}

/** Every tag of the blog with its number of posts, grouped by first letter as Docusaurus groups them. */
export function BlogTagsListPage({ data }: { data: Record<string, unknown> }) {
  const { tags } = data as BlogTagsProps;
  const { text } = useTranslation();
  return (
    <div className="blog-tags-page">
      <h1>{text('theme.tags.tagsPageTitle', 'Tags')}</h1>
      <TagsByLetter tags={tags} classes={BLOG_TAG_CLASSES} groupClass="blog-tags-group" />
    </div>
  );
}

/** Every listed post by year, the newest year first and each year's posts in the order they came, as Docusaurus lists them. */
export function BlogArchivePage({ data }: { data: Record<string, unknown> }) {
  const { url, docById, config } = useSiteContext();
  const { text } = useTranslation();
  const posts = (data as BlogArchiveProps).posts.map((id) => docById(id)).filter((p): p is Page => Boolean(p?.blogPost));
  const years = new Map<string, Page[]>();
  for (const post of posts) {
    const year = post.blogPost!.date.slice(0, 4);
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return (
    <div className="blog-archive">
      <h1>{text('theme.blog.archive.title', 'Archive')}</h1>
      {[...years].map(([year, inYear]) => (
        <section key={year}>
          <h2>{year}</h2>
          <ul className="blog-archive-list">
            {inYear.map((post) => (
              <li key={post.id}>
                <a href={url(post.route)}>
                  <time dateTime={post.blogPost!.date}>{formatPostDate(post.blogPost!.date, config.locale, false)}</time>
                  {` - ${post.title}`}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The authors of the authors file who wrote a listed post, with their numbers of posts. */
export function BlogAuthorsListPage({ data }: { data: Record<string, unknown> }) {
  const { authors } = data as BlogAuthorsProps;
  const { text } = useTranslation();
  return (
    <div className="blog-authors-page">
      <h1>{text('theme.blog.authorsList.pageTitle', 'Authors')}</h1>
      <ul className="blog-authors blog-authors-list">
        {authors.map((author) => (
          <BlogAuthorItem key={author.key} author={author} count={author.count} />
        ))}
      </ul>
    </div>
  );
}

export const blogPageComponents = { BlogListPage, BlogTagsListPage, BlogArchivePage, BlogAuthorsListPage };
