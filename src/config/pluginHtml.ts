import { escapeHtml } from '../util/escapeHtml.js';
import { headTag } from './schema.js';

/**
 * The HTML a site's plugins inject into every page (their `injectHtmlTags`), as Docusaurus places it: tags written as
 * text in the head, and tags at the start and the end of the body. Tags of the head given as objects are the
 * config's `headTags`, rendered with the page's head.
 */
export interface PluginHtml {
  head: string[];
  preBody: string[];
  postBody: string[];
}

/** Elements with no end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** A tag object (`{ tagName, attributes, innerHTML }`) as HTML text, as Docusaurus writes one: `true` a bare attribute, `false` none. */
function htmlOfTag(tag: { tagName: string; attributes: Record<string, string | boolean>; innerHTML?: string }): string {
  const attributes = Object.entries(tag.attributes)
    .map(([name, value]) => (value === false ? '' : value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  return VOID.has(tag.tagName) ? `<${tag.tagName}${attributes}>` : `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

/**
 * One place's tags as HTML text: a string as written, an object as HTML (undefined when it is neither, which the
 * caller reports).
 */
export function htmlOfTags(tags: unknown[]): { html: string[]; invalid: number } {
  const html: string[] = [];
  let invalid = 0;
  for (const tag of tags) {
    if (typeof tag === 'string') {
      html.push(tag);
      continue;
    }
    const parsed = headTag.safeParse(tag);
    if (parsed.success) html.push(htmlOfTag(parsed.data));
    else invalid++;
  }
  return { html, invalid };
}

/** A rendered page with the plugins' HTML in place: before `</head>`, after `<body …>` and before `</body>`. */
export function withPluginHtml(document: string, html: PluginHtml | undefined): string {
  if (!html || (!html.head.length && !html.preBody.length && !html.postBody.length)) return document;
  let out = document;
  if (html.head.length) {
    const at = out.indexOf('</head>');
    if (at !== -1) out = `${out.slice(0, at)}${html.head.join('')}${out.slice(at)}`;
  }
  if (html.preBody.length) {
    const body = /<body[^>]*>/.exec(out);
    if (body) {
      const at = body.index + body[0].length;
      out = `${out.slice(0, at)}${html.preBody.join('')}${out.slice(at)}`;
    }
  }
  if (html.postBody.length) {
    const at = out.lastIndexOf('</body>');
    if (at !== -1) out = `${out.slice(0, at)}${html.postBody.join('')}${out.slice(at)}`;
  }
  return out;
}
