/**
 * Pages are rendered once, on the server, and never hydrated: what React does differently there is handled
 * here.
 */

const BROWSER_GLOBALS = /\b(window|document|localStorage|sessionStorage|navigator|location|matchMedia|IntersectionObserver|ResizeObserver)\b is not defined/;

/** A component that reached for a browser API: say why it cannot work here, and what to do. */
export function browserOnlyHint(thrown: unknown): string | undefined {
  if (!(thrown instanceof ReferenceError) || !BROWSER_GLOBALS.test(thrown.message)) return undefined;
  return 'docs-gen renders components once, on the server, with no React in the browser: browser APIs and effects never run. Wrap the part that needs the browser in <BrowserOnly fallback={…}>, or render it without them.';
}

const HEAD_TAG = /<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>/g;

const ATTRIBUTES = {
  name: /\sname="([^"]*)"/,
  property: /\sproperty="([^"]*)"/,
  media: /\smedia="([^"]*)"/,
  rel: /\srel="([^"]*)"/,
};

/** The key of a head tag a page may set again (`<title>`, a named `<meta>`, a canonical `<link>`), else undefined. */
const LISTS = new Set(['article:author', 'og:locale:alternate']);

function keyOf(tag: string): string | undefined {
  if (tag.startsWith('<title')) return 'title';
  const attr = (name: keyof typeof ATTRIBUTES) => ATTRIBUTES[name].exec(tag)?.[1];
  if (tag.startsWith('<meta')) {
    const name = attr('name') ?? attr('property');
    // Open Graph's lists: a post's authors, the page's other locales, are a tag each.
    if (name && LISTS.has(name)) return undefined;
    // `theme-color` for light and dark differ by `media`: both stay.
    return name ? `meta:${name}:${attr('media') ?? ''}` : undefined;
  }
  if (tag.startsWith('<link') && attr('rel') === 'canonical') return 'canonical';
  return undefined;
}

/**
 * React hoists the `<title>`, `<meta>` and `<link>` a page writes (`@docusaurus/Head`) into the head after the
 * theme's own. As in Docusaurus, the page's win: of two tags with the same key the later one is kept.
 */
export function pageHeadOverrides(html: string): string {
  // Found with indexOf: a lazy `<head>(.*?)</head>` pattern tried every character of every page's head.
  const start = html.indexOf('<head>');
  const end = start === -1 ? -1 : html.indexOf('</head>', start);
  if (end === -1) return html;
  const head = html.slice(start + '<head>'.length, end);
  const remaining = new Map<string, number>();
  let repeated = false;
  for (const tag of head.match(HEAD_TAG) ?? []) {
    const key = keyOf(tag);
    if (!key) continue;
    const count = (remaining.get(key) ?? 0) + 1;
    remaining.set(key, count);
    repeated ||= count > 1;
  }
  if (!repeated) return html;
  const inner = head.replace(HEAD_TAG, (tag) => {
    const key = keyOf(tag);
    if (!key) return tag;
    const left = remaining.get(key)!;
    remaining.set(key, left - 1);
    return left > 1 ? '' : tag;
  });
  return `${html.slice(0, start)}<head>${inner}${html.slice(end)}`;
}

/**
 * A page's own `<head>` element (written in its Markdown, as Docusaurus reads it, or by `<Head>`) renders in the body,
 * where React leaves it once it has hoisted its `<title>`, `<meta>` and `<link>` into the document's head. The element
 * is taken out of the body (a `<head>` there is invalid HTML), and what React did not hoist (a `<script>`, a `<style>`)
 * goes to the document's head, as Docusaurus puts it; an `<html>` or `<body>` in it gives its attributes to the
 * document's, as Helmet sets them.
 */
export function pageHeadElements(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1 || html.indexOf('<head>', headEnd) === -1) return html;
  let moved = '';
  const body = html.slice(headEnd + '</head>'.length).replace(/<head>([\s\S]*?)<\/head>/g, (_, inner: string) => {
    moved += inner.trim();
    return '';
  });
  const set: Record<'html' | 'body', string[]> = { html: [], body: [] };
  moved = moved.replace(/<(html|body)\b([^>]*)><\/\1>/g, (_, tag: 'html' | 'body', attributes: string) => {
    set[tag].push(attributes);
    return '';
  });
  const document = `${html.slice(0, headEnd)}${moved}</head>${body}`;
  return set.html.length || set.body.length ? withElementAttributes(withElementAttributes(document, 'html', set.html), 'body', set.body) : document;
}

const ATTRIBUTE = /\s([^\s"'>/=]+)(?:="([^"]*)")?/g;

/**
 * The document's first `<tag …>` with `added` attribute lists (as React wrote them) set on it: a later one replaces an
 * attribute of the same name, as Helmet merges them, but classes are added to the theme's, which its styles need.
 */
function withElementAttributes(html: string, tag: 'html' | 'body', added: string[]): string {
  if (!added.length) return html;
  const open = new RegExp(`<${tag}\\b([^>]*)>`).exec(html);
  if (!open) return html;
  const attributes = new Map<string, string | undefined>();
  for (const list of [open[1], ...added]) {
    for (const [, name, value] of list.matchAll(ATTRIBUTE)) {
      const before = attributes.get(name);
      attributes.set(name, name === 'class' && before && value ? `${before} ${value}` : value);
    }
  }
  const written = [...attributes].map(([name, value]) => (value === undefined ? ` ${name}` : ` ${name}="${value}"`)).join('');
  return `${html.slice(0, open.index)}<${tag}${written}>${html.slice(open.index + open[0].length)}`;
}
