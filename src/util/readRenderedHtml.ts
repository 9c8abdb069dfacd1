import type { Element, ElementContent, Properties, Root } from 'hast';
import { parseEntities } from 'parse-entities';

/**
 * Reads HTML that docs-gen itself rendered (React's server output and the highlighted or converted HTML it
 * embeds) into a hast tree. That HTML is regular: attributes quoted, text escaped, every element closed
 * except void ones. A general HTML parser cost as much as rendering the page; this reader is a fraction
 * of it. Stray or missing end tags are tolerated rather than reported: the worst case is a looser tree.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

const TOKEN = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>|<!?[^<]*|[^<]+/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const decode = (text: string) => (text.includes('&') ? parseEntities(text) : text);

/** hast property names: `class` → `className` (a list), `data-foo-bar` → `dataFooBar`, `aria-x` → `ariaX`. */
function parseProperties(source: string): Properties {
  const properties: Properties = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    const raw = match[2] ?? match[3] ?? match[4];
    const value = raw === undefined ? '' : decode(raw);
    if (name === 'class') properties.className = Object.freeze(value.split(/\s+/).filter(Boolean)) as string[];
    else if (name === 'start') properties.start = Number(value);
    else if (name === 'checked' || name === 'hidden' || name === 'open') properties[name] = true;
    else properties[name.includes('-') ? name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) : name] = value;
  }
  return properties;
}

const EMPTY: Properties = Object.freeze({}) as Properties;

/**
 * Attribute texts already read, with what they read as. A page's markup repeats the same few (a schema tree's
 * `class="schema-name"`, a token's style) hundreds of times; the readers never change an element's properties,
 * so one object serves every element that has the same text. Cleared when it grows large (ids and links are
 * rarely repeated).
 */
const known = new Map<string, Properties>();
const KNOWN_MAX = 20_000;

function propertiesOf(source: string): Properties {
  if (!source) return EMPTY;
  let properties = known.get(source);
  if (!properties) {
    if (known.size >= KNOWN_MAX) known.clear();
    properties = Object.freeze(parseProperties(source));
    known.set(source, properties);
  }
  return properties;
}

export function readRenderedHtml(html: string): Root {
  const root: Root = { type: 'root', children: [] };
  const stack: Array<Root | Element> = [root];
  const append = (node: ElementContent) => (stack[stack.length - 1].children as ElementContent[]).push(node);
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(html))) {
    const [token, closing, opening, attributes, selfClosing] = match;
    if (closing) {
      const name = closing.toLowerCase();
      let at = stack.length - 1;
      while (at > 0 && (stack[at] as Element).tagName !== name) at--;
      if (at > 0) stack.length = at;
    } else if (opening) {
      const tagName = opening.toLowerCase();
      const element: Element = { type: 'element', tagName, properties: propertiesOf(attributes), children: [] };
      append(element);
      if (RAW_TEXT.has(tagName)) {
        // The raw text runs to its end tag, searched from here on rather than in a lowered copy of the page.
        const endTag = new RegExp(`</${tagName}`, 'ig');
        endTag.lastIndex = TOKEN.lastIndex;
        const end = endTag.exec(html)?.index;
        const stop = end ?? html.length;
        element.children.push({ type: 'text', value: html.slice(TOKEN.lastIndex, stop) });
        TOKEN.lastIndex = stop;
      } else if (!VOID.has(tagName) && !selfClosing) stack.push(element);
    } else if (!token.startsWith('<!--')) {
      append({ type: 'text', value: decode(token) });
    }
  }
  return root;
}

/** What a rendered document's `<main>` holds, tags included: the page's content, without navbar, sidebar and footer. */
export function renderedMain(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start === -1 || end === -1 ? html : html.slice(start, end + '</main>'.length);
}
