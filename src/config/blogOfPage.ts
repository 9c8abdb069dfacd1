import type { BlogConfig, SiteConfig } from './types.js';
import type { Page } from '../shared/types.js';

/** The blog a page belongs to (a post, or one of a blog's own pages); none for other pages. */
export function blogOfPage(config: Pick<SiteConfig, 'blogs'>, page: Pick<Page, 'blog'> | undefined): BlogConfig | undefined {
  return page?.blog === undefined ? undefined : config.blogs.find((blog) => blog.id === page.blog);
}
