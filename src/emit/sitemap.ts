import type { SiteConfig } from '../config/types.js';
import type { Page } from '../shared/types.js';
import { resolveUrl } from '../shared/url.js';
import { urlContextOf } from '../shared/url.js';
import { SITEMAP_FILE } from '../shared/emittedFiles.js';
import { docsVersionKey } from '../shared/docsVersionKey.js';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Listed pages only: unlisted pages, and those of a docs version marked `noIndex`, stay out of search engines' view. */
export function renderSitemap(config: SiteConfig, pages: Page[]): string {
  const ctx = urlContextOf(config);
  const hidden = new Set(config.docsVersions.flatMap((set) => set.versions.filter((v) => v.noIndex).map(docsVersionKey)));
  const urls = pages
    .filter((p) => !p.frontMatter.unlisted && !(p.version && hidden.has(docsVersionKey(p.version))))
    .map((p) => `<url><loc>${escapeXml(resolveUrl(p.route, ctx, { absolute: true }))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

export function renderRobots(config: SiteConfig): string {
  // Whitespace and markup characters percent-encoded: nothing in the configured URL can start a new line or a tag.
  const sitemap = resolveUrl(`/${SITEMAP_FILE}`, urlContextOf(config), { absolute: true }).replace(/[\s<>"'`]/g, encodeURIComponent);
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}
