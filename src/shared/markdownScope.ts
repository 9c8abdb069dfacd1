import type { Page } from './types.js';

/** Output path of a route's Markdown, relative to the output folder: `/a/b/` → `a/b/index.md`. */
export function markdownFileOf(route: string): string {
  return `${route.replace(/^\//, '')}index.md`;
}

/** Site path of a route's Markdown (before the base URL): `/a/b/` → `/a/b/index.md`. */
export function markdownPathOf(route: string): string {
  return `${route}index.md`;
}

/**
 * Whether a page is offered as Markdown (its `index.md`, the alternate link, the copy button, and its
 * place in `llms.txt` and `llms-full.txt`): on unless the site turned it off, or left out the page's
 * route prefix or sidebar.
 */
export function offersMarkdown(config: { llms: { enabled: boolean; exclude: string[] } }, page: Page, sidebar: string | undefined): boolean {
  // The blog's list pages and the docs' tag pages hold their posts' and docs' text, which those have in their own Markdown.
  if (!config.llms.enabled || (page.layout === 'blog' && !page.blogPost) || page.listsPages) return false;
  return !config.llms.exclude.some((rule) => (rule.startsWith('/') ? page.route.startsWith(rule) : rule === sidebar));
}
