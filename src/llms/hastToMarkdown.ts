import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';

/**
 * Writes a (simplified, see themeMarkup) HTML tree as Markdown. The HTML of a rendered page uses a small,
 * known set of elements, so they are written directly: going through a Markdown syntax tree cost several
 * times the page's own render.
 */

const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary',
  'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

interface Context {
  /** Resolves a link or image URL to an absolute one. */
  resolve: (url: string) => string;
}

const isBlock = (node: ElementContent) => node.type === 'element' && BLOCK.has(node.tagName);

/** Writes `<` as `&lt;` where Markdown would read it as the start of an HTML tag. */
export function escapeTags(text: string): string {
  return text.replace(/<(?=[A-Za-z/!?])/g, '&lt;');
}

/** A URL as a Markdown link destination: characters that would end it or start a tag are percent-encoded. */
export function markdownUrl(url: string): string {
  return url.replace(/[\s<>"'`()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** Escapes what Markdown would read as syntax inside running text. */
function escapeText(text: string): string {
  if (!/[\\`*[\]_<]/.test(text)) return text;
  return escapeTags(text.replace(/[\\`*[\]]/g, '\\$&').replace(/(^|[^\p{L}\p{N}])_|_(?=[^\p{L}\p{N}]|$)/gu, (m) => m.replace('_', '\\_')));
}

/** Escapes a block's first characters when they would start a heading, quote, list or rule. */
function escapeLineStart(text: string): string {
  return text.replace(/^([#>+-]|\d+[.)])(?=\s|$)/, '\\$1');
}

function inlineCode(text: string): string {
  const value = text.replace(/\s+/g, ' ');
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

function wrap(marker: string, inner: string): string {
  const trimmed = inner.trim();
  if (!trimmed) return inner;
  const lead = inner.startsWith(' ') ? ' ' : '';
  const tail = inner.endsWith(' ') ? ' ' : '';
  return `${lead}${marker}${trimmed}${marker}${tail}`;
}

function inline(nodes: ElementContent[], ctx: Context): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += escapeText(node.value.replace(/\s+/g, ' '));
    else if (node.type === 'element') out += inlineElement(node, ctx);
  }
  return out;
}

function inlineElement(node: Element, ctx: Context): string {
  switch (node.tagName) {
    case 'code':
    case 'kbd':
    case 'samp':
      return inlineCode(toString(node));
    case 'strong':
    case 'b':
      return wrap('**', inline(node.children, ctx));
    case 'em':
    case 'i':
      return wrap('_', inline(node.children, ctx));
    case 'del':
    case 's':
      return wrap('~~', inline(node.children, ctx));
    case 'br':
      return '\\\n';
    case 'img': {
      const src = node.properties?.src;
      if (typeof src !== 'string') return '';
      return `![${escapeText(String(node.properties?.alt ?? ''))}](${ctx.resolve(src)})`;
    }
    case 'a': {
      const text = inline(node.children, ctx).trim();
      const href = node.properties?.href;
      if (typeof href !== 'string' || /^javascript:/i.test(href)) return text;
      return text ? `[${text}](${ctx.resolve(href)})` : '';
    }
    case 'input':
      return node.properties?.type === 'checkbox' ? (node.properties.checked ? '[x] ' : '[ ] ') : '';
    default:
      return BLOCK.has(node.tagName) ? ` ${inline(node.children, ctx)} ` : inline(node.children, ctx);
  }
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line ? prefix + line : line))
    .join('\n');
}

function codeFence(node: Element): string {
  const language = node.properties?.dataLanguage;
  const title = node.properties?.dataTitle;
  const code = toString(node).replace(/\n+$/, '');
  const longest = Math.max(0, ...(code.match(/^`{3,}/gm) ?? []).map((r) => r.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const info = [typeof language === 'string' ? language : '', typeof title === 'string' && title ? `title=${JSON.stringify(title)}` : '']
    .filter(Boolean)
    .join(' ');
  return `${fence}${info}\n${code}\n${fence}`;
}

function list(node: Element, ctx: Context): string {
  const ordered = node.tagName === 'ol';
  const start = ordered && typeof node.properties?.start === 'number' ? node.properties.start : 1;
  const items = node.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'li');
  // Loose lists (items holding paragraphs) keep blank lines between items and blocks; tight ones none.
  const loose = items.some((item) => item.children.some((c) => c.type === 'element' && c.tagName === 'p'));
  const rendered = items.map((item, i) => {
    const marker = ordered ? `${start + i}. ` : '- ';
    const body = blocks(item.children, ctx).join(loose ? '\n\n' : '\n');
    return { marker, body };
  });
  return rendered
    .map(({ marker, body }) => marker + indent(body, ' '.repeat(marker.length)).slice(marker.length))
    .join(loose ? '\n\n' : '\n');
}

function cellText(cell: Element, ctx: Context): string {
  return inline(cell.children, ctx).replace(/\\\n/g, ' ').replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

function table(node: Element, ctx: Context): string {
  const rows: Element[] = [];
  const collect = (n: Element) => {
    for (const c of n.children) {
      if (c.type !== 'element') continue;
      if (c.tagName === 'tr') rows.push(c);
      else if (c.tagName === 'thead' || c.tagName === 'tbody' || c.tagName === 'tfoot') collect(c);
    }
  };
  collect(node);
  if (!rows.length) return '';
  const cells = rows.map((r) => r.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th')).map((c) => cellText(c, ctx)));
  const width = Math.max(...cells.map((r) => r.length));
  const line = (r: string[]) => `| ${Array.from({ length: width }, (_, i) => r[i] ?? '').join(' | ')} |`;
  return [line(cells[0]), `|${' --- |'.repeat(width)}`, ...cells.slice(1).map(line)].join('\n');
}

/** `<dl>`: one list item per term, `**Term:** definition`; definitions that hold blocks follow as blocks. */
function definitionList(node: Element, ctx: Context): string[] {
  const lines: string[] = [];
  const out: string[] = [];
  let term = '';
  const flush = () => {
    if (lines.length) out.push(lines.join('\n'));
    lines.length = 0;
  };
  // HTML allows each term and its definitions to be grouped in a <div>.
  const items = node.children.flatMap((c) => (c.type === 'element' && c.tagName === 'div' ? c.children : [c]));
  for (const child of items) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'dt') term = inline(child.children, ctx).replace(/\s+/g, ' ').trim();
    else if (child.tagName === 'dd') {
      const simple = child.children.every((c) => c.type !== 'element' || !BLOCK.has(c.tagName) || c.tagName === 'p');
      if (simple) {
        const value = inline(child.children, ctx).replace(/\s+/g, ' ').trim();
        lines.push(`- ${term ? `**${term}:** ` : ''}${value}`);
      } else {
        flush();
        if (term) out.push(`**${term}:**`);
        out.push(...blocks(child.children, ctx));
      }
      term = '';
    }
  }
  flush();
  return out;
}

function block(node: Element, ctx: Context): string[] {
  switch (node.tagName) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const text = inline(node.children, ctx).replace(/\s+/g, ' ').trim();
      return text ? [`${'#'.repeat(Number(node.tagName[1]))} ${text}`] : [];
    }
    case 'p':
    case 'summary':
    case 'dt':
    case 'figcaption': {
      const text = inline(node.children, ctx).replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n').trim();
      if (!text) return [];
      return [escapeLineStart(node.tagName === 'dt' ? `**${text}**` : text)];
    }
    case 'pre':
      return [codeFence(node)];
    case 'ul':
    case 'ol': {
      const text = list(node, ctx);
      return text ? [text] : [];
    }
    case 'blockquote': {
      const inner = blocks(node.children, ctx).join('\n\n');
      return inner ? [inner.split('\n').map((l) => (l ? `> ${l}` : '>')).join('\n')] : [];
    }
    case 'table': {
      const text = table(node, ctx);
      return text ? [text] : [];
    }
    case 'hr':
      return ['---'];
    case 'dl':
      return definitionList(node, ctx);
    default:
      return blocks(node.children, ctx);
  }
}

/** Children as Markdown blocks; runs of inline content between blocks become paragraphs. */
function blocks(nodes: ElementContent[], ctx: Context): string[] {
  const out: string[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    if (run.length) out.push(...block({ type: 'element', tagName: 'p', properties: {}, children: run }, ctx));
    run = [];
  };
  for (const node of nodes) {
    if (node.type === 'element' && isBlock(node)) {
      flush();
      out.push(...block(node, ctx));
    } else if (node.type === 'text' || node.type === 'element') run.push(node);
  }
  flush();
  return out;
}

/** The Markdown of a tree; `baseUrl` makes every link and image absolute. */
export function hastToMarkdown(root: Root, baseUrl: string): string {
  const resolve = (url: string) => {
    try {
      return markdownUrl(new URL(url, baseUrl).href);
    } catch {
      return markdownUrl(url);
    }
  };
  const text = blocks(root.children as ElementContent[], { resolve }).join('\n\n');
  return `${text.trim()}\n`;
}
