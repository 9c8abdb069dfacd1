import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { FoundLink } from '../shared/types.js';

/**
 * Characters of text outside code spans that never start Markdown syntax (no `*_<>&\\!|~#@^`, no brackets:
 * those only as the link syntax below), as in plainProse.ts.
 */
const TEXT = /^[A-Za-z0-9 \t,.;:'"?()/%+=-]*$/;
/** Link destinations that CommonMark keeps as written: characters `normalizeUri` leaves alone, no entities or escapes. */
const DESTINATION = /^(?:[A-Za-z0-9!#$*+,\-./:;=?@_~]|%[0-9A-Fa-f]{2})+$/;

/** Whether a link's URL comes out of Markdown as written (see DESTINATION). */
export const keptAsWritten = (url: string): boolean => DESTINATION.test(url);
/** What GFM turns into links by itself: a URL, `www.` or an e-mail address. */
const AUTOLINK = /:\/\/|www\.|@/i;

/** A description of prose with `code` spans and `[text](url)` links, as the HTML tree, plain text and links Markdown gives it. */
export interface SimpleProse {
  hast: HastRoot;
  text: string;
  links: FoundLink[];
}

interface Line {
  /** The line without its leading and trailing blanks. */
  text: string;
  /** 1-based line and the column its trimmed text starts at. */
  line: number;
  column: number;
}

const textNode = (value: string): ElementContent => ({ type: 'text', value });
const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children });

/** Plain text that GFM leaves as it is; undefined for anything else. */
function plainText(value: string): string | undefined {
  return TEXT.test(value) && !AUTOLINK.test(value) ? value : undefined;
}

/** A code span starting at `at` (a single backtick) up to the next single backtick on the line. */
function codeSpan(line: string, at: number): { end: number; code: string } | undefined {
  if (line[at - 1] === '`' || line[at + 1] === '`') return undefined;
  const close = line.indexOf('`', at + 1);
  if (close === -1 || line[close + 1] === '`') return undefined;
  const code = line.slice(at + 1, close);
  // Spaces at its ends are stripped by CommonMark in ways not worth repeating here.
  if (!code || code.startsWith(' ') || code.endsWith(' ')) return undefined;
  return { end: close + 1, code };
}

/** Text and code spans up to `end` of a line, as hast children and plain text; undefined where other syntax occurs. */
function inline(line: string, start: number, end: number): { children: ElementContent[]; text: string } | undefined {
  const children: ElementContent[] = [];
  let text = '';
  let at = start;
  while (at < end) {
    const tick = line.indexOf('`', at);
    const plainEnd = tick === -1 || tick >= end ? end : tick;
    if (plainEnd > at) {
      const value = plainText(line.slice(at, plainEnd));
      if (value === undefined) return undefined;
      children.push(textNode(value));
      text += value;
    }
    if (plainEnd === end) break;
    const span = codeSpan(line, plainEnd);
    if (!span || span.end > end) return undefined;
    children.push(element('code', {}, [textNode(span.code)]));
    text += span.code;
    at = span.end;
  }
  return { children, text };
}

/**
 * One paragraph's lines (joined by line endings, as CommonMark keeps them): text, code spans and inline links
 * whose text is text and code spans. Undefined when anything else appears, or a construct crosses a line.
 */
function paragraph(lines: Line[], links: FoundLink[]): { node: Element; text: string } | undefined {
  const children: ElementContent[] = [];
  let text = '';
  const push = (part: { children: ElementContent[]; text: string }) => {
    for (const child of part.children) {
      const last = children[children.length - 1];
      // Adjacent text (across a line ending) is one text node, as in the Markdown tree.
      if (child.type === 'text' && last?.type === 'text') last.value += child.value;
      else children.push(child);
    }
    text += part.text;
  };
  for (const [index, { text: line, line: lineNumber, column }] of lines.entries()) {
    if (index > 0) push({ children: [textNode('\n')], text: '\n' });
    let at = 0;
    while (at <= line.length) {
      const open = line.indexOf('[', at);
      const before = inline(line, at, open === -1 ? line.length : open);
      if (!before) return undefined;
      push(before);
      if (open === -1) break;
      // `[text](destination)`, all on this line.
      const close = line.indexOf(']', open);
      if (close === -1 || line[close + 1] !== '(') return undefined;
      const end = line.indexOf(')', close);
      const url = line.slice(close + 2, end);
      if (end === -1 || !DESTINATION.test(url)) return undefined;
      const label = inline(line, open + 1, close);
      if (!label || !label.text || label.children.some((c) => c.type === 'text' && c.value.includes('`'))) return undefined;
      children.push(element('a', { href: url }, label.children));
      text += label.text;
      links.push({ url, line: lineNumber, column: column + open });
      at = end + 1;
    }
  }
  // The brackets checked above are the only ones: any other `[` or `]` may be syntax.
  if (children.some((c) => c.type === 'text' && /[[\]]/.test(c.value))) return undefined;
  return { node: element('p', {}, children), text };
}

/**
 * Many spec descriptions are a few paragraphs of prose with `code` spans and links, and nothing else. Those are
 * turned into the tree CommonMark and GFM yield for them, without the Markdown pipeline: no line may start
 * like a block (only letters, a backtick or a bracket may open one), end in a hard break, be indented as code,
 * or contain what GFM autolinks; code spans and links stay on their line. Undefined for anything else, which
 * takes the full pipeline.
 */
export function renderSimpleProse(markdown: string): SimpleProse | undefined {
  const paragraphs: Line[][] = [[]];
  const raw = markdown.split('\n');
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i];
    if (!line.trim()) {
      if (paragraphs[paragraphs.length - 1].length) paragraphs.push([]);
      continue;
    }
    if (/^ {4}|^\t| {2}$|\t|\r/.test(line) || !/^ {0,3}[A-Za-z`[]/.test(line)) return undefined;
    const indent = line.length - line.trimStart().length;
    paragraphs[paragraphs.length - 1].push({ text: line.trim(), line: i + 1, column: indent + 1 });
  }
  const links: FoundLink[] = [];
  const blocks: Element[] = [];
  const texts: string[] = [];
  for (const lines of paragraphs) {
    if (!lines.length) continue;
    const block = paragraph(lines, links);
    if (!block) return undefined;
    blocks.push(block.node);
    texts.push(block.text);
  }
  const children: ElementContent[] = blocks.flatMap((block, i) => (i ? [textNode('\n'), block] : [block]));
  return { hast: { type: 'root', children }, text: texts.join(' ').replace(/\s+/g, ' ').trim(), links };
}
