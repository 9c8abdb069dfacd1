import { urlContextOf } from '../links/linkResolver.js';
import type { Page } from '../markdown/types.js';
import { resolveUrl } from '../shared/url.js';
import type { SiteConfig } from '../config/types.js';
import { renderedPageToMarkdown } from './htmlToMarkdown.js';
import { markdownPathOf } from './scope.js';
import type { MarkdownPage } from './types.js';

/** A page's Markdown from its rendered HTML; it always starts with the page title as `# Title`. */
export function pageMarkdownOf(config: SiteConfig, page: Page, html: string): MarkdownPage {
  // Markdown is read away from the site: its URLs are absolute whatever the site's router.
  const ctx = { ...urlContextOf(config), router: 'browser' as const };
  const url = resolveUrl(page.route, ctx, { absolute: true });
  const markdownUrl = resolveUrl(markdownPathOf(page.route), ctx, { absolute: true });
  const body = renderedPageToMarkdown(html, url);
  const markdown = body.startsWith('# ') ? body : `# ${page.title}\n\n${body}`;
  return { page, url, markdownUrl, markdown };
}
