import { tr } from './strings.js';
import { NAVIGATED_EVENT, NAVIGATING_EVENT } from './events.js';
import { announce } from './announce.js';
import { DRAWER_CLOSE } from './drawer.js';
import { showCrashView, showErrorView } from './errorViews.js';
import { isCurrentDocument, routableUrl } from './links.js';
import { fetchPage } from './pageCache.js';
import { startLoading } from './progress.js';
import { parsePage, swapPage } from './swapPage.js';

export { NAVIGATED_EVENT };

const notify = (name: string, url: string) => document.dispatchEvent(new CustomEvent(name, { detail: { url } }));

type Mode = 'push' | 'pop';

/** Scroll position of each history entry this page has left, by the key stored in its `history.state`. */
const positions = new Map<string, number>();
let currentKey = '';
/** Path and query of the page in the DOM; a #hash change within it needs no fetch. */
let rendered = '';
/** Number of the latest navigation: an older one that finishes late must not swap its page in. */
let latest = 0;

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Gives a history entry the browser created (a native #hash jump) a key of its own. */
function adoptEntry(): void {
  const state = history.state as { key?: string } | null;
  if (state?.key) return;
  currentKey = newKey();
  history.replaceState({ ...state, key: currentKey }, '');
}

function scrollToTarget(hash: string, saved: number | undefined): void {
  // Instant: a smooth scroll (CSS scroll-behavior) from the old page's position would cross the new page.
  if (saved !== undefined) return window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
  const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
  if (target) target.scrollIntoView({ behavior: 'instant' });
  else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/** Leaves the page to the browser: it loads what the script cannot show (another app, a new deploy). */
function loadInFull(url: URL, mode: Mode): void {
  if (mode === 'pop') location.reload();
  else location.assign(url.href);
}

function pushEntry(url: string): void {
  positions.set(currentKey, window.scrollY);
  currentKey = newKey();
  history.pushState({ key: currentKey }, '', url);
}

/** The mobile drawer is closed through its own button, so the theme's state (body scroll lock) follows. */
function closeDrawer(): void {
  if (document.querySelector('#sidebar.open')) document.querySelector<HTMLElement>(DRAWER_CLOSE)?.click();
}

function showPage(doc: Document, url: URL, saved: number | undefined): void {
  closeDrawer();
  try {
    swapPage(doc);
  } catch (error) {
    const main = document.getElementById('main');
    if (!main) throw error;
    showCrashView(main, error, () => location.reload());
  }
  rendered = location.pathname + location.search;
  scrollToTarget(url.hash, saved);
  document.getElementById('main')?.focus({ preventScroll: true });
  announce(document.title);
  notify(NAVIGATED_EVENT, location.href);
}

/** SPEC §8: a page that fails to load shows its error text with Retry, which loads the route in full. */
function showLoadError(url: URL, mode: Mode, error: unknown): void {
  console.warn(`docs-gen: could not load ${url.pathname}${url.search}; Retry loads it in full.`, error);
  const main = document.getElementById('main');
  if (!main) return loadInFull(url, mode);
  if (mode === 'push') pushEntry(url.href);
  rendered = location.pathname + location.search;
  showErrorView(main, tr('This page could not be loaded. Check your connection, then retry.'), () => location.reload(), tr('Retry'));
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  main.focus({ preventScroll: true });
  announce(tr('This page could not be loaded.'));
}

async function navigate(url: URL, mode: Mode, saved?: number): Promise<void> {
  const id = ++latest;
  notify(NAVIGATING_EVENT, url.href);
  const stopLoading = startLoading();
  try {
    const page = await fetchPage(url);
    if (id !== latest) return;
    const doc = page.html === null ? null : parsePage(page.html);
    if (!doc) return loadInFull(url, mode);
    if (mode === 'push') {
      // Keep the address the server settled on (a redirect adds the trailing slash), with the link's #hash.
      const final = new URL(page.url || url.href);
      final.hash = url.hash;
      pushEntry(final.href);
    }
    showPage(doc, url, saved);
  } catch (error) {
    if (id === latest) showLoadError(url, mode, error);
  } finally {
    if (id === latest) stopLoading();
  }
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = routableUrl((event.target as Element).closest?.('a') ?? null);
  if (!url) return;
  if (isCurrentDocument(url)) {
    // A #hash jump is the browser's; remember where the reader was, for Back.
    if (url.hash) return void positions.set(currentKey, window.scrollY);
    // A link to the page being read: nothing to load, only go back to the top.
    event.preventDefault();
    return window.scrollTo({ top: 0, left: 0 });
  }
  event.preventDefault();
  void navigate(url, 'push');
}

function onPopState(event: PopStateEvent): void {
  const key = (event.state as { key?: string } | null)?.key;
  // A state without a key is a #hash jump the browser just made; the position it left was saved on click.
  if (!key) return adoptEntry();
  positions.set(currentKey, window.scrollY);
  currentKey = key;
  const url = new URL(location.href);
  if (url.pathname + url.search === rendered) return scrollToTarget(url.hash, positions.get(key));
  void navigate(url, 'pop', positions.get(key));
}

/**
 * Client-side navigation (SPEC §2): one delegated click listener takes plain clicks on links to other pages of
 * the site, fetches the page (or takes it from the prefetch cache) and swaps the parts that change. Back and
 * Forward restore the scroll position; a new page starts at the top or at its #anchor. Anything the script
 * cannot show is loaded by the browser, and pages keep working without this script.
 */
export function initRouter(): void {
  if (!/^https?:$/.test(location.protocol)) return;
  rendered = location.pathname + location.search;
  currentKey = (history.state as { key?: string } | null)?.key ?? '';
  adoptEntry();
  // The router restores positions itself, after the content is in; the browser would do it too early.
  history.scrollRestoration = 'manual';
  // A reload or a return from another site is a full page load again: the browser's restoration is right then.
  window.addEventListener('pagehide', () => (history.scrollRestoration = 'auto'));
  window.addEventListener('pageshow', () => (history.scrollRestoration = 'manual'));
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  window.addEventListener('hashchange', adoptEntry);
}
