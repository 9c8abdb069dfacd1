import { BuildCache, cacheKey } from '../util/buildCache.js';

/** Bumped whenever the conversion changes what it writes, so no Markdown of an older converter is reused. */
export const MARKDOWN_FORMAT_VERSION = 3;

/**
 * Page Markdown keyed by a hash of the rendered page (or of its render cache key) and its URL, kept beside the compile cache: a page whose
 * HTML did not change is not converted again.
 */
export class MarkdownCache extends BuildCache<string> {
  static open(rootDir: string, enabled = true, locale?: string): MarkdownCache {
    return new MarkdownCache(rootDir, `markdown-v${MARKDOWN_FORMAT_VERSION}`, enabled, locale);
  }

  /** By the page's HTML, or by the render cache key that HTML is a function of. */
  static key(page: { html: string | Uint8Array } | { renderKey: string }, pageUrl: string): string {
    return 'renderKey' in page ? cacheKey(MARKDOWN_FORMAT_VERSION, pageUrl, 'render', page.renderKey) : cacheKey(MARKDOWN_FORMAT_VERSION, pageUrl, page.html);
  }
}
