import type { SiteConfig } from '../config/types.js';

/** The file each feed is written to, under the blog's route. */
export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/** The media type each feed is announced with in the pages' `<link rel="alternate">`. */
export const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;

/** Where each of the blog's feeds is, as a route (the base URL not applied). */
export function blogFeedRoutes(config: Pick<SiteConfig, 'blog'>): { type: keyof typeof FEED_FILES; route: string }[] {
  const blog = config.blog;
  if (!blog) return [];
  return blog.feedTypes.map((type) => ({ type, route: `${blog.route}${FEED_FILES[type]}` }));
}
