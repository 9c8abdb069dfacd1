import type { BlogConfig, SiteConfig } from '../config/types.js';

/** The file each feed is written to, under the blog's route. */
export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/** The media type each feed is announced with in the pages' `<link rel="alternate">`. */
export const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;

/** Where each feed of each blog is, as a route (the base URL not applied). */
export function blogFeedRoutes(config: Pick<SiteConfig, 'blogs'>): { blog: BlogConfig; type: keyof typeof FEED_FILES; route: string }[] {
  return config.blogs.flatMap((blog) => blog.feedTypes.map((type) => ({ blog, type, route: `${blog.route}${FEED_FILES[type]}` })));
}
