import { ENGLISH, type MessageText } from '../shared/messageText.js';
import { madePageCollisions } from '../content/madePageCollisions.js';
import type { BlogConfig } from '../config/types.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import { joinRoute } from '../content/routes.js';
import type { BlogAuthor, BlogTag, Page } from '../shared/types.js';

/** The page components of the blog's own pages, which the theme provides. */
export const BLOG_LIST_PAGE = 'BlogListPage';
export const BLOG_TAGS_PAGE = 'BlogTagsListPage';
export const BLOG_ARCHIVE_PAGE = 'BlogArchivePage';
export const BLOG_AUTHORS_PAGE = 'BlogAuthorsListPage';

/** What a list page (the blog's, or a tag's) shows: its posts by id, and where its neighbours are. */
export interface BlogListProps extends Record<string, unknown> {
  posts: string[];
  /** The tag whose posts these are, for a tag's pages. */
  tag?: BlogTag & { count: number; allTagsPath: string };
  /** The author whose posts these are, for an author's pages. */
  author?: BlogAuthor & { count: number; allAuthorsPath: string };
  /** 1-based. */
  page: number;
  pages: number;
  newer?: string;
  older?: string;
}

export interface BlogTagsProps extends Record<string, unknown> {
  tags: (BlogTag & { count: number })[];
}

export interface BlogAuthorsProps extends Record<string, unknown> {
  /** The authors file's authors who wrote a listed post, in its order. */
  authors: (BlogAuthor & { count: number })[];
}

export interface BlogArchiveProps extends Record<string, unknown> {
  /** The listed posts, in the blog's order (`sortPosts`). */
  posts: string[];
}

/**
 * The posts of `blog` among `pages` in its order: newest first, posts of one date in the order given (their files'),
 * as Docusaurus sorts them; that reversed for `sortPosts: 'ascending'`.
 */
export function postsInOrder(pages: Page[], blog: Pick<BlogConfig, 'id' | 'sortPosts'>): Page[] {
  const newestFirst = pages.filter((page) => page.blogPost && page.blog === blog.id).sort((a, b) => b.blogPost!.date.localeCompare(a.blogPost!.date));
  return blog.sortPosts === 'ascending' ? newestFirst.reverse() : newestFirst;
}

/** Those not `unlisted`: what the lists, tags, archive, recent posts and feeds show. */
export function listedPosts(pages: Page[], blog: Pick<BlogConfig, 'id' | 'sortPosts'>): Page[] {
  return postsInOrder(pages, blog).filter((post) => !post.blogPost!.unlisted);
}

function blogPage(blog: BlogConfig, id: string, route: string, title: string, description: string, name: string, props: Record<string, unknown>): Page {
  return {
    id,
    blog: blog.id,
    route,
    sourceFile: blog.absPath,
    title,
    description,
    sidebarLabel: title,
    dirId: '',
    defaultSidebar: '',
    frontMatter: {},
    toc: [],
    anchors: [],
    links: [],
    sections: [],
    assets: [],
    body: { type: 'component', name, props },
    hasOwnH1: true,
    layout: 'blog',
  };
}

/** Pages of `perPage` posts (all on one for `'ALL'`) at `base`, then `base/<pageBasePath>/2`, …; one empty page for no posts. */
function listPages(blog: BlogConfig, idBase: string, base: string, posts: Page[], make: (props: BlogListProps, route: string) => Page): Page[] {
  const perPage = blog.postsPerPage === 'ALL' ? Math.max(posts.length, 1) : blog.postsPerPage;
  const count = Math.max(1, Math.ceil(posts.length / perPage));
  const routeOf = (n: number) => (n === 1 ? base : joinRoute(base, blog.pageBasePath, String(n)));
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const props: BlogListProps = {
      posts: posts.slice(i * perPage, n * perPage).map((post) => post.id),
      page: n,
      pages: count,
      ...(n > 1 ? { newer: routeOf(n - 1) } : {}),
      ...(n < count ? { older: routeOf(n + 1) } : {}),
    };
    return make(props, routeOf(n));
  }).map((page, i) => ({ ...page, id: `${idBase}${i + 1}` }));
}

/**
 * The blog's posts with their neighbours in date order, and the pages made from them: the list pages, the tags
 * page and each tag's pages, and the archive. Unlisted posts are built but left out of all of these.
 */
export function blogPages(blog: BlogConfig, pages: Page[], messages: MessageText = ENGLISH): { posts: Map<string, Page>; pages: Page[] } {
  const { text, plural } = messages;
  const sorted = postsInOrder(pages, blog);
  const listed = sorted.filter((post) => !post.blogPost!.unlisted);
  const posts = new Map<string, Page>();
  sorted.forEach((post) => {
    const at = listed.indexOf(post);
    const newer = at > 0 ? listed[at - 1] : undefined;
    const older = at !== -1 && at < listed.length - 1 ? listed[at + 1] : undefined;
    posts.set(post.id, {
      ...post,
      blogPost: {
        ...post.blogPost!,
        ...(newer ? { newer: { title: newer.title, route: newer.route } } : {}),
        ...(older ? { older: { title: older.title, route: older.route } } : {}),
      },
    });
  });
  const idBase = `blog:${blog.route}`;
  const out = listPages(blog, `${idBase}:list:`, blog.route, listed, (props, route) =>
    blogPage(blog, '', route, blog.blogTitle, blog.blogDescription, BLOG_LIST_PAGE, props),
  );
  const tags = new Map<string, { tag: BlogTag; posts: Page[] }>();
  for (const post of listed) {
    for (const tag of post.blogPost!.tags) {
      const entry = tags.get(tag.permalink) ?? { tag, posts: [] };
      entry.posts.push(post);
      tags.set(tag.permalink, entry);
    }
  }
  const tagsRoute = joinRoute(blog.routeBasePath, blog.tagsBasePath);
  if (tags.size) {
    const all = [...tags.values()].map(({ tag, posts }) => ({ ...tag, count: posts.length })).sort((a, b) => a.label.localeCompare(b.label));
    const tagsTitle = text('theme.tags.tagsPageTitle', 'Tags');
    out.push(blogPage(blog, `${idBase}:tags`, tagsRoute, tagsTitle, tagsTitle, BLOG_TAGS_PAGE, { tags: all } satisfies BlogTagsProps));
    for (const { tag, posts: tagged } of tags.values()) {
      const nPosts = plural(tagged.length, text('theme.blog.post.plurals', 'One post|{count} posts', { count: tagged.length }));
      const title = text('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', { nPosts, tagName: tag.label });
      const description = text('docs-gen.blog.tagDescription', 'Blog posts tagged with "{tagName}"', { tagName: tag.label });
      out.push(
        ...listPages(blog, `${idBase}:tag:${tag.permalink}:`, tag.permalink, tagged, (props, route) =>
          blogPage(blog, '', route, title, description, BLOG_LIST_PAGE, {
            ...props,
            tag: { ...tag, count: tagged.length, allTagsPath: tagsRoute },
          }),
        ),
      );
    }
  }
  out.push(...authorPages(blog, idBase, listed, messages));
  if (blog.archiveBasePath !== null && listed.length) {
    const archive = text('theme.blog.archive.title', 'Archive');
    out.push(
      blogPage(blog, `${idBase}:archive`, joinRoute(blog.routeBasePath, blog.archiveBasePath), archive, text('theme.blog.archive.description', 'Archive'), BLOG_ARCHIVE_PAGE, {
        posts: listed.map((post) => post.id),
      } satisfies BlogArchiveProps),
    );
  }
  return { posts, pages: out };
}

/**
 * The authors page (the authors file's authors who wrote a listed post, with their numbers of posts) and the pages
 * of those whose entry asks for one: their posts, as a tag's pages list its posts.
 */
function authorPages(blog: BlogConfig, idBase: string, listed: Page[], { text }: MessageText): Page[] {
  const byKey = new Map<string, { author: BlogAuthor; posts: Page[] }>();
  for (const post of listed) {
    for (const author of post.blogPost!.authors) {
      if (!author.key) continue;
      const entry = byKey.get(author.key) ?? { author, posts: [] };
      entry.posts.push(post);
      byKey.set(author.key, entry);
    }
  }
  if (!byKey.size) return [];
  const authors = [...byKey.values()].sort((a, b) => (a.author.order ?? 0) - (b.author.order ?? 0));
  const allAuthorsPath = joinRoute(blog.routeBasePath, blog.authorsBasePath);
  const out = [
    blogPage(blog, `${idBase}:authors`, allAuthorsPath, text('theme.blog.authorsList.pageTitle', 'Authors'), text('theme.blog.authorsList.pageTitle', 'Authors'), BLOG_AUTHORS_PAGE, {
      authors: authors.map(({ author, posts }) => ({ ...author, count: posts.length })),
    } satisfies BlogAuthorsProps),
  ];
  for (const { author, posts } of authors) {
    if (!author.page) continue;
    const name = author.name ?? author.key!;
    out.push(
      ...listPages(blog, `${idBase}:author:${author.key}:`, author.page, posts, (props, route) =>
        blogPage(blog, '', route, name, text('docs-gen.blog.authorDescription', 'Blog posts by {name}', { name }), BLOG_LIST_PAGE, { ...props, author: { ...author, count: posts.length, allAuthorsPath } }),
      ),
    );
  }
  return out;
}

/** What one of the blog's own pages is, in words. */
function whatPage(page: Page): string {
  if (page.body.type !== 'component') return 'a page';
  if (page.body.name === BLOG_TAGS_PAGE) return 'its tags page';
  if (page.body.name === BLOG_ARCHIVE_PAGE) return 'its archive';
  if (page.body.name === BLOG_AUTHORS_PAGE) return 'its authors page';
  const props = page.body.props as BlogListProps;
  return props.tag ? "a tag's page" : props.author ? "an author's page" : 'a list page';
}

/**
 * The blog's own pages (lists, tags, archive) whose route another page has: one of the two would be lost. Each
 * is an error at the other page, whose slug or name moves it, or whose move the blog's `routeBasePath` avoids.
 */
export function blogRouteCollisions(made: Page[], others: Page[]): DocsGenError[] {
  return madePageCollisions(made, others, (page) => `the ${page.blog === 'default' ? 'blog' : `blog "${page.blog}"`}'s (${whatPage(page)})`, 'Give the page another slug or file name, or the blog another `routeBasePath`.');
}
