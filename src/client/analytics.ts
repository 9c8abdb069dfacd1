import { NAVIGATED_EVENT } from './router.js';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const where = () => location.pathname + location.search + location.hash;

/**
 * SPEC §1 analytics: a `page_view` on every route change that alters the path, query or hash, and only then
 * (not on the first load, which the tag manager and gtag count themselves, nor on a link to the same URL).
 * gtag gets the event through `gtag()`; the tag manager through a `{ event: 'page_view' }` push. Only the tools
 * the page was built with are told; the head's snippets create `dataLayer`, so nothing breaks when their
 * scripts are blocked or offline.
 */
export function initAnalytics(): void {
  const gtm = document.querySelector('script[data-analytics="gtm"]');
  const gtag = document.querySelector('script[data-analytics="gtag"]');
  if (!gtm && !gtag) return;
  let last = where();
  const track = () => {
    if (where() === last) return;
    last = where();
    const data = { page_path: location.pathname + location.search + location.hash, page_location: location.href, page_title: document.title };
    if (gtag && typeof window.gtag === 'function') window.gtag('event', 'page_view', data);
    if (gtm) (window.dataLayer ??= []).push({ event: 'page_view', ...data });
  };
  // Not popstate: Back to another page fires it before that page (and its title) is in; the router's event
  // follows. A #hash change within the page, by click or by Back, fires hashchange.
  document.addEventListener(NAVIGATED_EVENT, track);
  window.addEventListener('hashchange', track);
}
