import type { Element, Root } from 'hast';
import { hastToMarkdown } from './hastToMarkdown.js';
import { readRenderedHtml, renderedMain } from '../util/readRenderedHtml.js';
import { hasClass, simplifyThemeMarkup } from './themeMarkup.js';

/**
 * The part of a rendered document that is the page's content: what `<main>` holds. Only that slice is
 * parsed; the navbar, sidebar and footer around it are never read.
 */
const SPAN_TAG = /<\/?span\b[^>]*>/g;

export function mainSlice(html: string): string {
  const main = renderedMain(html);
  // Highlighted code is most of a page's markup: one span per token. Only its text is kept, so the reader
  // handles a fraction of the page. A <pre> holds escaped text and spans, never a literal "</pre>".
  let out = '';
  let at = 0;
  for (let open = main.indexOf('<pre', at); open !== -1; open = main.indexOf('<pre', at)) {
    const body = main.indexOf('>', open) + 1;
    const close = main.indexOf('</pre>', body);
    if (body === 0 || close === -1) break;
    out += main.slice(at, body) + main.slice(body, close).replace(SPAN_TAG, '');
    at = close;
  }
  return out + main.slice(at);
}

function findElement(node: Root | Element, test: (e: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/**
 * The article of a doc page, or the whole content column of a free-form page. A site's `DocItem/Content` writes its
 * body as Docusaurus's does, in a `<div class="markdown">`: that, in the doc's column, is its body.
 */
export function contentOf(tree: Root): Element | undefined {
  const article = findElement(tree, (e) => e.tagName === 'article' && hasClass(e, 'markdown'));
  if (article) return article;
  const doc = findElement(tree, (e) => hasClass(e, 'doc'));
  if (doc) return findElement(doc, (e) => hasClass(e, 'markdown')) ?? doc;
  return findElement(tree, (e) => e.tagName === 'main');
}

/**
 * Turns a rendered page into Markdown. `pageUrl` is the page's absolute URL: links and images become
 * absolute against it, so the Markdown reads the same wherever it is pasted.
 */
export function renderedPageToMarkdown(html: string, pageUrl: string): string {
  return contentToMarkdown(contentOf(readRenderedHtml(mainSlice(html))), pageUrl);
}

/** The Markdown of a page's content column as read from its HTML (contentOf); the theme markup in it is simplified in place. */
export function contentToMarkdown(content: Element | undefined, pageUrl: string): string {
  const root: Root = { type: 'root', children: content ? content.children : [] };
  return hastToMarkdown(simplifyThemeMarkup(root), pageUrl);
}
