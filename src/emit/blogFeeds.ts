import { Feed } from 'feed';
import type { SiteConfig } from '../config/types.js';
import type { OutputFile, Page } from '../shared/types.js';
import { resolveUrl, urlContextOf } from '../shared/url.js';
import { blogFeedRoutes } from '../blog/feedRoutes.js';

/** Root-relative links and images in a post's HTML made absolute: a feed reader reads it away from the site. */
function absoluteUrls(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);
}

/**
 * The blog's feeds (RSS 2.0, Atom 1.0, JSON Feed), newest listed posts first, each with its content as HTML
 * (`contentOf`). A feed is dated by its newest post, so an unchanged blog writes the same bytes.
 */
export function blogFeedFiles(config: SiteConfig, posts: Page[], contentOf: (post: Page) => string): OutputFile[] {
  const blog = config.blog;
  if (!blog || !blog.feedTypes.length) return [];
  const urls = urlContextOf(config);
  const absolute = (route: string) => resolveUrl(route, urls, { absolute: true });
  const origin = new URL(config.url).origin;
  const listed = posts
    .filter((post) => post.blogPost && !post.blogPost.unlisted)
    .sort((a, b) => b.blogPost!.date.localeCompare(a.blogPost!.date));
  const shown = blog.feedOptions.limit === false ? listed : listed.slice(0, blog.feedOptions.limit);
  const routes = blogFeedRoutes(config);
  const feed = new Feed({
    id: absolute(blog.route),
    title: blog.feedOptions.title ?? config.title,
    description: blog.feedOptions.description ?? `${config.title} Blog`,
    link: absolute(blog.route),
    language: blog.feedOptions.language ?? config.locale,
    copyright: blog.feedOptions.copyright ?? '',
    // Every page announces the feeds, so a blog with no listed post still has them, empty.
    updated: new Date(shown[0]?.blogPost!.date ?? 0),
    generator: 'docs-gen',
    feedLinks: Object.fromEntries(routes.map(({ type, route }) => [type, absolute(route)])),
  });
  for (const post of shown) {
    const data = post.blogPost!;
    const link = absolute(post.route);
    const authors = data.authors.filter((a) => a.name).map((a) => ({ name: a.name, ...(a.email ? { email: a.email } : {}), ...(a.url ? { link: a.url } : {}) }));
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(data.date),
      ...(post.description ? { description: post.description } : {}),
      content: absoluteUrls(contentOf(post), origin),
      // An empty list is left out: the JSON feed reads its first author whenever there is a list.
      ...(authors.length ? { author: authors } : {}),
      category: data.tags.map((tag) => ({ name: tag.label })),
    });
  }
  const write = { rss: () => feed.rss2(), atom: () => feed.atom1(), json: () => feed.json1() };
  return routes.map(({ type, route }) => ({ path: route.replace(/^\//, ''), contents: write[type]() }));
}
