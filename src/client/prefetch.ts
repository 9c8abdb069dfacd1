import { isCurrentDocument, routableUrl } from './links.js';
import { fetchPage } from './pageCache.js';
import { NAVIGATED_EVENT } from './router.js';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** SPEC §2: nothing is prefetched on 2g connections or with the data saver on. */
function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}

function prefetch(link: Element | null): void {
  const url = routableUrl(link);
  if (url && !isCurrentDocument(url)) fetchPage(url).catch(() => undefined);
}

/**
 * At idle time, or after a second at the latest: on a busy page an idle callback without a deadline could wait
 * indefinitely, and a page reached by client navigation then had none of its links prefetched.
 */
const whenIdle = (task: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(() => task(), { timeout: 1000 }) : setTimeout(task, 1));

/**
 * Links in the content (and pagination) are prefetched once they scroll into view, at idle time. The sidebar
 * and navbar are left to hover and focus: prefetching their dozens of visible links on every page would cost
 * more than it saves.
 */
function observeContentLinks(observer: IntersectionObserver): void {
  observer.disconnect();
  document.querySelectorAll('#main a[href]').forEach((link) => {
    if (routableUrl(link)) observer.observe(link);
  });
}

/**
 * Prefetch (SPEC §2): a page is requested when a link to it is hovered, focused or touched, or scrolls into
 * view in the content. Requests go through the page cache, so the click that follows finds the page there.
 */
export function initPrefetch(): void {
  if (!prefetchAllowed()) return;
  const onIntent = (event: Event) => prefetch((event.target as Element).closest?.('a') ?? null);
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  if (!('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      whenIdle(() => prefetch(entry.target));
    }
  });
  whenIdle(() => observeContentLinks(observer));
  document.addEventListener(NAVIGATED_EVENT, () => whenIdle(() => observeContentLinks(observer)));
}
