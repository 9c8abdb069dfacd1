import { Feed } from 'feed';
import type { BlogConfig, SiteConfig } from '../config/types.js';
import type { OutputFile, Page } from '../shared/types.js';
import { resolveUrl, urlContextOf } from '../shared/url.js';
import { listedPosts } from '../blog/blogPages.js';
import { blogFeedRoutes } from '../blog/feedRoutes.js';
import { withoutHeadTags } from '../shared/shownContent.js';

/**
 * A post's HTML as a feed reader reads it, away from the site: root-relative links and images made absolute, its
 * fragments the post's, and without what only the page's script uses (code blocks' copy buttons) or its head.
 */
function feedHtml(html: string, origin: string, postUrl: string): string {
  return (
    withoutHeadTags(html)
      .replace(/<button type="button" class="copy-button"[^>]*>[^<]*<\/button>/g, '')
      .replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`)
      // A fragment is the post's: in a reader it would name a place in the feed.
      .replace(/(\shref=")#/g, `$1${postUrl}#`)
  );
}

/** Each blog's feeds, from the site's pages (see blogFeedsOf). */
export function blogFeedFiles(config: SiteConfig, pages: Page[], contentOf: (post: Page) => string): OutputFile[] {
  return config.blogs.flatMap((blog) => blogFeedsOf(config, blog, pages, contentOf));
}

/**
 * A blog's feeds (RSS 2.0, Atom 1.0, JSON Feed), its listed posts in its order (`sortPosts`), each with its content as
 * HTML (`contentOf`). A feed is dated by its first post, so an unchanged blog writes the same bytes.
 */
function blogFeedsOf(config: SiteConfig, blog: BlogConfig, pages: Page[], contentOf: (post: Page) => string): OutputFile[] {
  if (!blog.feedTypes.length) return [];
  const urls = urlContextOf(config);
  const absolute = (route: string) => resolveUrl(route, urls, { absolute: true });
  const origin = new URL(config.url).origin;
  const listed = listedPosts(pages, blog);
  const shown = blog.feedOptions.limit === false ? listed : listed.slice(0, blog.feedOptions.limit);
  const routes = blogFeedRoutes({ blogs: [blog] });
  const items = shown.map((post) => {
    const data = post.blogPost!;
    const link = absolute(post.route);
    return {
      title: post.title,
      id: link,
      link,
      date: new Date(data.date),
      ...(post.description ? { description: post.description } : {}),
      content: feedHtml(contentOf(post), origin, link),
      authors: data.authors.filter((a) => a.name).map((a) => ({ name: a.name, ...(a.email ? { email: a.email } : {}), ...(a.url ? { link: a.url } : {}) })),
      // Atom requires a category's `term`.
      category: data.tags.map((tag) => ({ name: tag.label, term: tag.label })),
    };
  });
  /** A feed of the items, with the authors each format takes: RSS names an author by e-mail, or not at all. */
  const feedOf = (authorsOf: (authors: (typeof items)[number]['authors']) => (typeof items)[number]['authors']) => {
    const feed = new Feed({
      id: absolute(blog.route),
      title: blog.feedOptions.title ?? `${config.title} Blog`,
      description: blog.feedOptions.description ?? `${config.title} Blog`,
      link: absolute(blog.route),
      language: blog.feedOptions.language ?? config.locale,
      copyright: blog.feedOptions.copyright ?? '',
      // Every page announces the feeds, so a blog with no listed post still has them, empty.
      updated: new Date(shown[0]?.blogPost!.date ?? 0),
      generator: 'docs-gen',
      feedLinks: Object.fromEntries(routes.map(({ type, route }) => [type, absolute(route)])),
    });
    for (const { authors, ...item } of items) {
      const author = authorsOf(authors);
      // An empty list is left out: the JSON feed reads its first author whenever there is a list.
      feed.addItem({ ...item, ...(author.length ? { author } : {}) });
    }
    return feed;
  };
  const withAuthors = feedOf((authors) => authors);
  const write = {
    rss: () => feedOf((authors) => authors.filter((a) => a.email)).rss2(),
    atom: () => withAuthors.atom1(),
    json: () => withAuthors.json1(),
  };
  return routes.map(({ type, route }) => ({ path: route.replace(/^\//, ''), contents: write[type]() }));
}
