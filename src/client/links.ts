import { looksLikeFile } from '../shared/url.js';

/**
 * The URL of a link the client router may load, or null when the browser must handle it: another origin or
 * protocol, a target other than this tab, a download, `rel="external"`, a page in another language (`hreflang`: the
 * site's other locales are builds of their own), or a file that is not a page (a PDF, an image, a YAML spec). Shared by navigation and prefetch, so only pages the router would load are prefetched.
 */
export function routableUrl(link: Element | null): URL | null {
  // SVG <a> elements are not HTMLAnchorElement and have no string href: leave them to the browser.
  if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('href')) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || /\bexternal\b/.test(link.rel)) return null;
  if (link.hreflang && link.hreflang !== document.documentElement.lang) return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol) || looksLikeFile(url.pathname)) return null;
  return url;
}

/** Same document, so only the #hash may differ: the browser scrolls by itself. */
export function isCurrentDocument(url: URL): boolean {
  return url.pathname === location.pathname && url.search === location.search;
}
