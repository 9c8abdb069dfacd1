import { followPreferredVersion } from './version.js';

/** `<head>` elements that differ between pages; everything else in the head is shared. */
const HEAD_SELECTORS = [
  'title',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][type="text/markdown"]',
  'meta[property="og:type"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:url"]',
  'meta[property="og:image"]',
  'meta[name="docs-gen:version"]',
  'meta[name="docsearch:version"]',
  'meta[name="docs-gen:docs-version"]',
  'meta[name="docs-gen:docs-plugin"]',
];

/** Navbar elements whose active state follows the page; their attributes are copied so listeners stay bound. */
const SYNCED = '.navbar a, [data-menu-button]';
// `href` too: a version dropdown's entries lead to the page read in each version.
const SYNCED_ATTRIBUTES = ['class', 'aria-current', 'data-has-sidebar', 'href'];

const attr = (doc: Document, selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name);

/**
 * The parsed page when this runtime can show it: a docs-gen page built with the same CSS and script as the
 * current one. Anything else (another app on the origin, a page from a newer deploy that needs its own assets, a
 * page that redirects) returns null and is loaded by the browser.
 */
export function parsePage(html: string): Document | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const ours = doc.querySelector('meta[name="generator"][content="docs-gen"]') && doc.querySelector('.layout') && doc.getElementById('main');
  const sameAssets =
    attr(doc, 'link[rel="stylesheet"]', 'href') === attr(document, 'link[rel="stylesheet"]', 'href') &&
    attr(doc, 'script[type="module"][src]', 'src') === attr(document, 'script[type="module"][src]', 'src');
  // A page that sends the reader on (a meta refresh) only does so when the browser loads it.
  const redirect = doc.querySelector('meta[http-equiv="refresh" i]');
  // A page of another docs version has another navbar (its version's links and label): the browser loads it.
  const sameVersion = doc.documentElement.className === document.documentElement.className;
  // A page of another locale is another build of the site (its strings, navbar and search index).
  const sameLocale = doc.documentElement.lang === document.documentElement.lang;
  return ours && sameAssets && !redirect && sameVersion && sameLocale ? doc : null;
}

/** `<head>` elements a page has several of: the page in each locale (`hreflang`). */
const HEAD_LISTS = ['link[rel="alternate"][hreflang]'];

function swapHead(doc: Document): void {
  for (const selector of HEAD_LISTS) {
    const current = document.head.querySelectorAll(selector);
    const next = doc.head.querySelectorAll(selector);
    if (!current.length && !next.length) continue;
    const anchor = current[0] ?? document.head.querySelector('link[rel="canonical"]');
    for (const el of next) anchor ? anchor.before(el) : document.head.append(el);
    for (const el of current) el.remove();
  }
  for (const selector of HEAD_SELECTORS) {
    const current = document.head.querySelector(selector);
    const next = doc.head.querySelector(selector);
    if (current && next) current.replaceWith(next);
    else if (current) current.remove();
    else if (next) document.head.append(next);
  }
}

function syncNavbar(doc: Document): void {
  const current = document.querySelectorAll(SYNCED);
  const next = doc.querySelectorAll(SYNCED);
  if (current.length !== next.length) return;
  current.forEach((el, i) => {
    for (const name of SYNCED_ATTRIBUTES) {
      const value = next[i].getAttribute(name);
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
  });
}

/**
 * Swaps what changes between pages: the head's title and meta, the navbar's active item, and the layout
 * (sidebar with its active link, content, breadcrumbs, TOC). The navbar, announcement bar and footer stay, with
 * their listeners. The sidebar keeps its scroll position when the new page shows the same sidebar.
 */
export function swapPage(doc: Document): void {
  const layout = document.querySelector('.layout');
  const nextLayout = doc.querySelector('.layout');
  if (!layout || !nextLayout) throw new Error('docs-gen: page without a .layout element');
  const sidebar = document.getElementById('sidebar');
  const firstLink = (root: ParentNode) => root.querySelector('.sidebar-nav a')?.getAttribute('href');
  const sidebarScroll = sidebar && firstLink(sidebar) === firstLink(nextLayout) ? sidebar.scrollTop : 0;
  swapHead(doc);
  syncNavbar(doc);
  // The new page's navbar links are the ones it was built with; the reader's preferred version applies to them too.
  followPreferredVersion();
  layout.replaceWith(document.adoptNode(nextLayout));
  const nextSidebar = document.getElementById('sidebar');
  if (nextSidebar) nextSidebar.scrollTop = sidebarScroll;
}
