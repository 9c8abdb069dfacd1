import { escapeTags, markdownUrl } from './hastToMarkdown.js';
import type { SiteConfig } from '../config/types.js';
import { urlContextOf } from '../shared/url.js';
import type { Page } from '../shared/types.js';
import { resolveUrl } from '../shared/url.js';
import { markdownPathOf } from '../shared/markdownScope.js';
import type { MarkdownPage } from './types.js';

/** Absolute URLs of a page and of its Markdown; Markdown is read away from the site, whatever its router. */
export function pageUrlsOf(config: SiteConfig, page: Page): { url: string; markdownUrl: string } {
  const ctx = { ...urlContextOf(config), router: 'browser' as const };
  return {
    url: markdownUrl(resolveUrl(page.route, ctx, { absolute: true })),
    markdownUrl: markdownUrl(resolveUrl(markdownPathOf(page.route), ctx, { absolute: true })),
  };
}

/** A page's Markdown record; the text always starts with the page title as `# Title`. */
export function markdownPageOf(config: SiteConfig, page: Page, body: string): MarkdownPage {
  const markdown = body.startsWith('# ') ? body : `# ${escapeTags(page.title)}\n\n${body}`;
  return { page, ...pageUrlsOf(config, page), markdown };
}
