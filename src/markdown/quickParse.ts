import { createProcessor } from '@mdx-js/mdx';
import { decodeString } from 'micromark-util-decode-string';
import type { Code, Emphasis, Heading, Link, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Strong, Table, TableCell, TableRow, Text } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Point, Position } from 'unist';

/**
 * Parsing a page with micromark was half the time of compiling it: a state machine in which every character
 * tries every construct. Most pages of docs are written in a small part of the syntax: headings, paragraphs of
 * text (with escapes and character references) with code spans, links, images, bold and emphasis, lists whose items
 * are a paragraph each, quotes of paragraphs, thematic breaks, fenced code, tables, JSX elements with plain
 * attributes (admonitions, tabs, components), import lines and expressions alone on their lines. A page written only
 * in that part is parsed here, line by line, into the tree micromark gives it, node for node and position for
 * position (a test compares both on every kind of block and span, and on whole sites). Anything else makes the
 * page, whole, micromark's: nested lists, quotes of more than paragraphs, HTML in CommonMark, expressions inside a
 * line, emphasis that is not plain, indented or unusual lines. The rest of the compile is the same for both trees.
 */

/** Ends the quick parse: the page is left to micromark. One instance, thrown for every page that ends so (no stack to take). */
const UNSUPPORTED = new Error('Not in the part of Markdown quickParse reads');
const unsupported = (): never => {
  throw UNSUPPORTED;
};

/** A JSX tag's start: a name of letters and digits (no member, namespace or fragment). */
const TAG_NAME = /^<([A-Za-z][A-Za-z0-9]*)/;
/** An attribute with a value of plain quoted text, or none. */
const ATTRIBUTE = /^([A-Za-z][A-Za-z0-9]*)(?:="([^"&<>{}\\\n]*)"|='([^'&<>{}\\\n]*)')?/;
/** A thematic break, written as a run of one character. */
const THEMATIC_BREAK = /^(?:-{3,}|\*{3,}|_{3,})$/;
/** A line that starts MDX's ESM (an import or export). */
const ESM = /^(?:import|export)\b/;
/** A list item's marker and the one space after it. */
const ITEM = /^(?:([-*+])|(\d{1,9})([.)])) (?=\S)/;
const FENCE_OPEN = /^(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const HEADING = /^(#{1,6})( +)(.*)$/;
const TABLE_DELIMITER = /^\|(?: *:?-+:? *\|)+$/;
/** What may begin a paragraph's line without starting another block or needing care (`*` only as `**bold**`; any non-ASCII character). */
const PARAGRAPH_START = /^(?:[A-Za-z0-9`(["'&\u0080-\uFFFF]|\*\*[A-Za-z0-9]|!\[|\\[!-/:-@[-`{-~])/;
/** Lines that start another block though PARAGRAPH_START allows them: an ordered list, a link definition, a fence, MDX's ESM. */
const OTHER_BLOCK = /^(?:\d{1,9}[.)](?:[ \t]|$)|\[[^\]]*\]:|```|(?:import|export)\b)/;

/**
 * Whether a line ends in whitespace (`/\s$/`), read from its last character: the regex tries every position of the
 * line before the end, and ran for every line of every page.
 */
const endsInSpace = (line: string) => line.length > 0 && SPACE.test(line[line.length - 1]);
const SPACE = /\s/;
/** Characters that are syntax of some construct this parser leaves to micromark, wherever they appear in a line. */
const OTHER_SYNTAX = /[<>{}~|\t\r[\]]/;
/** A character escape or a character reference, as micromark-util-decode-string reads them. */
const ESCAPE_OR_REFERENCE = /\\[!-/:-@[-`{-~]|&(?:#(?:\d{1,7}|x[\da-f]{1,6})|[\da-z]{1,31});/gi;
/** An escaped character: a backslash before ASCII punctuation. */
const ESCAPED = /^\\[!-/:-@[-`{-~]/;
/** An underscore that may open or close emphasis: one not between two letters or digits (`snake_case` is text). */
const LOOSE_UNDERSCORE = /(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/;
/** What GFM turns into a link by itself (a URL, `www.`, an e-mail address: an `@` after what can end its first part). */
const AUTOLINK = /[\w.+-]@|www\.|:\/\/|mailto:|xmpp:/i;
/** A link destination that CommonMark keeps as written (see simpleProse.ts). */
const DESTINATION = /^(?:[A-Za-z0-9!#$*+,\-./:;=?@_~]|%[0-9A-Fa-f]{2})+$/;
const ALNUM = /^[A-Za-z0-9]$/;
/** What may follow a closing `**`, so that the run closes for certain. */
const AFTER_STRONG = /^(?:$|[ \n.,;:!?)\]'"])/;
/** What may come before an opening `**`, so that the run opens for certain. */
const BEFORE_STRONG = /^(?:$|[ \n([])/;

/** The marker of a line that starts a list item, and the kind of list it belongs to (which marker, which delimiter). */
function itemOf(line: string): { marker: string; ordered: boolean; kind: string } | undefined {
  const match = ITEM.exec(line);
  if (!match) return undefined;
  return match[1] ? { marker: match[1], ordered: false, kind: match[1] } : { marker: match[2] + match[3], ordered: true, kind: match[3] };
}

/** A block of MDX's own syntax (its JavaScript) that micromark reads. */
interface Delegated {
  type: 'mdxjsEsm' | 'mdxFlowExpression';
}

let parser: ReturnType<typeof createProcessor> | undefined;
/** MDX's own parser, for the ESM and expressions of a page: the JavaScript tree it makes of them is hard to make the same by hand. */
function mdxParser(): ReturnType<typeof createProcessor> {
  parser ??= createProcessor({ format: 'mdx' });
  return parser;
}

class Parser {
  private readonly lines: string[];
  /** The offset each line starts at. */
  private readonly starts: number[];
  /**
   * What starts each line of the paragraph being read after its first, which is not part of its text: `> ` in a
   * quote, an item's indentation in a list. Only text crosses lines here (code spans, links and emphasis stay on theirs).
   */
  private continuation: RegExp | undefined;
  /** The blocks left to micromark, in order, and where each goes in the tree. */
  private readonly delegated: (Delegated & { from: number; to: number; nodes: RootContent[]; index: number })[] = [];

  constructor(
    private readonly source: string,
    /** Whether the page is MDX, where tags are JSX and `import` lines ESM; in CommonMark, either is left to micromark. */
    private readonly mdx: boolean,
  ) {
    this.lines = source.split('\n');
    this.starts = [];
    let offset = 0;
    for (const line of this.lines) {
      this.starts.push(offset);
      offset += line.length + 1;
    }
  }

  /** The point of an offset in the source. */
  point(offset: number): Point {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - this.starts[low] + 1, offset };
  }

  position(start: number, end: number): Position {
    return { start: this.point(start), end: this.point(end) };
  }

  root(): Root {
    const children = this.blocks(0, undefined);
    if (children.end !== this.lines.length) unsupported();
    this.readDelegated();
    return { type: 'root', children: children.nodes, position: this.position(0, this.source.length) };
  }

  /**
   * The blocks from line `from` until the end, or, in an element, the line closing it (`</Tabs>`), whose index is
   * returned as `end`.
   */
  blocks(from: number, close: string | undefined): { nodes: RootContent[]; end: number } {
    const nodes: RootContent[] = [];
    let i = from;
    while (i < this.lines.length) {
      const line = this.lines[i];
      if (!line.trim()) {
        i++;
        continue;
      }
      if (line === close) return { nodes, end: i };
      if (line.startsWith('#')) i = this.heading(i, nodes);
      else if (line.startsWith('```') || line.startsWith('~~~')) i = this.code(i, nodes);
      else if (line.startsWith('<') && this.mdx) i = this.element(i, nodes, close);
      else if (ESM.test(line) && this.mdx) i = this.delegate(i, nodes, 'mdxjsEsm');
      else if (line.startsWith('{') && this.mdx) i = this.delegate(i, nodes, 'mdxFlowExpression');
      else if (line.startsWith('|')) i = this.table(i, nodes, close);
      else if (line.startsWith('>')) i = this.quote(i, nodes, close);
      else if (THEMATIC_BREAK.test(line)) {
        nodes.push({ type: 'thematicBreak', position: this.position(this.starts[i], this.starts[i] + line.length) });
        i++;
      }
      else if (itemOf(line)) i = this.list(i, nodes, close);
      else i = this.paragraph(i, nodes, close);
    }
    if (close) unsupported();
    return { nodes, end: i };
  }

  heading(i: number, nodes: RootContent[]): number {
    const line = this.lines[i];
    const match = HEADING.exec(line);
    // A closing run of `#`, trailing blanks and an empty heading have rules of their own.
    if (!match || !match[3] || /[ #]$/.test(match[3])) return unsupported();
    const start = this.starts[i];
    const textStart = start + match[1].length + match[2].length;
    const heading: Heading = {
      type: 'heading',
      depth: match[1].length as Heading['depth'],
      children: this.inline(textStart, start + line.length),
      position: this.position(start, start + line.length),
    };
    nodes.push(heading);
    return i + 1;
  }

  code(i: number, nodes: RootContent[]): number {
    const open = FENCE_OPEN.exec(this.lines[i])!;
    const run = open[1];
    const info = open[2].trim();
    // Escapes and character references in the info string are decoded; a backtick fence's info has no backtick.
    if (/[\\&]/.test(info) || (run[0] === '`' && info.includes('`'))) return unsupported();
    let close = i + 1;
    for (; close < this.lines.length; close++) {
      const closing = FENCE_CLOSE.exec(this.lines[close]);
      if (closing && closing[1][0] === run[0] && closing[1].length >= run.length) break;
    }
    // An unclosed fence runs to the end of its container.
    if (close === this.lines.length) return unsupported();
    const space = info.search(/[ \t]/);
    const lang = space === -1 ? info : info.slice(0, space);
    const meta = space === -1 ? '' : info.slice(space).trim();
    const start = this.starts[i];
    const node: Code = {
      type: 'code',
      lang: lang || null,
      meta: meta || null,
      value: this.lines.slice(i + 1, close).join('\n'),
      position: this.position(start, this.starts[close] + this.lines[close].length),
    };
    nodes.push(node);
    return close + 1;
  }

  /** A line that is a JSX tag alone: an element with no children (`<Regions />`), or one holding the blocks up to its closing line. */
  element(i: number, nodes: RootContent[], close: string | undefined): number {
    const start = this.starts[i];
    const line = this.lines[i];
    const tag = this.tag(start, start + line.length);
    // A tag with text after it on its line starts a paragraph (`<Badge>Beta</Badge>`).
    if (!this.loneTag(i, tag)) return this.paragraph(i, nodes, close);
    // What follows the element on the next line, but another tag, is not read here.
    const alone = (last: number) => {
      const next = this.lines[last + 1];
      if (next !== undefined && next.trim() && !next.startsWith('<')) unsupported();
    };
    if (tag.selfClosing) {
      alone(i);
      nodes.push({ type: 'mdxJsxFlowElement', name: tag.name, attributes: tag.attributes, children: [], position: this.position(start, tag.end) });
      return i + 1;
    }
    const closing = `</${tag.name}>`;
    const inner = this.blocks(i + 1, closing);
    alone(inner.end);
    const element: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: tag.name,
      attributes: tag.attributes,
      children: inner.nodes as MdxJsxFlowElement['children'],
      position: this.position(start, this.starts[inner.end] + closing.length),
    };
    nodes.push(element);
    return inner.end + 1;
  }

  /**
   * Whether a line is a JSX tag alone, a block of its own, rather than a tag that text follows, which starts a
   * paragraph. `tag` is the line's opening tag, when read already.
   */
  loneTag(i: number, tag?: { end: number }): boolean {
    const start = this.starts[i];
    const end = start + this.lines[i].length;
    if (this.lines[i].startsWith('</')) return true;
    tag ??= this.tag(start, end);
    if (tag.end === end) return true;
    // Tags with only blanks between them are blocks too (`<Icon /> <Icon />`): not read here.
    if (/^\s*</.test(this.source.slice(tag.end, end))) unsupported();
    return false;
  }

  /**
   * A JSX tag from `at` up to `end` (not past its line), with attributes of plain quoted text or none
   * (`<TabItem value="linux" label="Linux" default>`); anything else is left to micromark.
   */
  tag(at: number, end: number): { name: string; attributes: MdxJsxAttribute[]; selfClosing: boolean; end: number } {
    const line = this.source.slice(at, end);
    const name = TAG_NAME.exec(line);
    if (!name) return unsupported();
    const attributes: MdxJsxAttribute[] = [];
    let offset = name[0].length;
    for (;;) {
      const space = /^ */.exec(line.slice(offset))![0].length;
      const rest = line.slice(offset + space);
      if (rest.startsWith('/>') || rest.startsWith('>')) {
        const length = rest.startsWith('/>') ? 2 : 1;
        return { name: name[1], attributes, selfClosing: length === 2, end: at + offset + space + length };
      }
      const attribute = ATTRIBUTE.exec(rest);
      if (!space || !attribute) return unsupported();
      const from = at + offset + space;
      const value = attribute[2] ?? attribute[3] ?? null;
      attributes.push({ type: 'mdxJsxAttribute', name: attribute[1], value, position: this.position(from, from + attribute[0].length) });
      offset += space + attribute[0].length;
    }
  }

  table(i: number, nodes: RootContent[], close: string | undefined): number {
    const delimiter = this.lines[i + 1];
    if (delimiter === undefined || !TABLE_DELIMITER.test(delimiter)) return unsupported();
    const align = delimiter
      .slice(1, -1)
      .split('|')
      .map((cell): Table['align'] extends (infer A)[] | null | undefined ? A : never => {
        const trimmed = cell.trim();
        const left = trimmed.startsWith(':');
        const right = trimmed.endsWith(':');
        return left && right ? 'center' : left ? 'left' : right ? 'right' : null;
      });
    const rows: TableRow[] = [this.tableRow(i, align.length)];
    let end = i + 2;
    for (; end < this.lines.length && this.lines[end].trim() && this.lines[end] !== close; end++) {
      // Any line up to a blank one (or the element's end) continues the table, as a row: only rows written in full are taken.
      if (!this.lines[end].startsWith('|')) return unsupported();
      rows.push(this.tableRow(end, align.length));
    }
    const last = end - 1;
    const table: Table = {
      type: 'table',
      align,
      children: rows,
      position: this.position(this.starts[i], this.starts[last] + this.lines[last].length),
    };
    nodes.push(table);
    return end;
  }

  /** A row written `| a | b |`, with as many cells as the table has columns, none empty. */
  tableRow(i: number, columns: number): TableRow {
    const line = this.lines[i];
    // An escaped pipe is part of its cell.
    if (line.length < 2 || !line.endsWith('|') || line.includes('\\')) return unsupported();
    const start = this.starts[i];
    const cells: TableCell[] = [];
    let pipe = 0;
    while (pipe < line.length - 1) {
      const next = line.indexOf('|', pipe + 1);
      const content = line.slice(pipe + 1, next);
      const lead = content.length - content.trimStart().length;
      const text = content.trim();
      if (!text) return unsupported();
      // The last cell ends after the closing pipe; the others before the pipe that starts the next.
      const cellEnd = next === line.length - 1 ? next + 1 : next;
      cells.push({
        type: 'tableCell',
        children: this.inline(start + pipe + 1 + lead, start + pipe + 1 + lead + text.length),
        position: this.position(start + pipe, start + cellEnd),
      });
      pipe = next;
    }
    if (cells.length !== columns) return unsupported();
    return { type: 'tableRow', children: cells, position: this.position(start, start + line.length) };
  }

  /**
   * MDX's `import`/`export` lines, or an expression (an HTML comment becomes one), up to a blank line: left to
   * micromark (see delegated), with a stand-in in the tree until then.
   */
  delegate(i: number, nodes: RootContent[], type: Delegated['type']): number {
    let end = i;
    while (end < this.lines.length && this.lines[end].trim()) end++;
    this.delegated.push({ type, from: this.starts[i], to: this.starts[end - 1] + this.lines[end - 1].length, nodes, index: nodes.length });
    nodes.push({ type: 'paragraph', children: [] });
    return end;
  }

  /**
   * The blocks left to micromark, read by it all at once (MDX checks a page's imports together: a name imported
   * twice is an error), in a text as long as the page with every other character blank, so their positions (and
   * those of the JavaScript trees inside) are the page's.
   */
  readDelegated(): void {
    if (!this.delegated.length) return;
    let blanked = '';
    let at = 0;
    for (const { from, to } of this.delegated) {
      blanked += this.source.slice(at, from).replace(/[^\n]/g, ' ') + this.source.slice(from, to);
      at = to;
    }
    let tree: Root;
    try {
      tree = mdxParser().parse(blanked) as Root;
    } catch {
      return unsupported();
    }
    if (tree.children.length !== this.delegated.length) return unsupported();
    this.delegated.forEach(({ type, nodes, index }, i) => {
      if (tree.children[i].type !== type) unsupported();
      nodes[index] = tree.children[i];
    });
  }

  /** A list of items of one paragraph each, of one kind of marker, loose when blank lines part them. */
  list(i: number, nodes: RootContent[], close: string | undefined): number {
    const first = itemOf(this.lines[i])!;
    const items: ListItem[] = [];
    let spread = false;
    let j = i;
    for (;;) {
      const line = this.lines[j];
      const item = itemOf(line)!;
      const content = line.slice(item.marker.length + 1);
      if (!PARAGRAPH_START.test(content) || OTHER_BLOCK.test(content) || endsInSpace(content)) return unsupported();
      const start = this.starts[j];
      // Lines indented as far as the item's text go on with its paragraph.
      const indent = ' '.repeat(item.marker.length + 1);
      while (j + 1 < this.lines.length && this.lines[j + 1].startsWith(indent) && this.lines[j + 1] !== close) {
        const more = this.lines[j + 1].slice(indent.length);
        if (!PARAGRAPH_START.test(more) || OTHER_BLOCK.test(more) || endsInSpace(more)) return unsupported();
        j++;
      }
      const lineEnd = this.starts[j] + this.lines[j].length;
      const paragraph = this.innerParagraph(start + indent.length, lineEnd, new RegExp(`\\n${indent}`, 'g'));
      items.push({ type: 'listItem', spread: false, checked: null, children: [paragraph], position: this.position(start, lineEnd) });
      let next = j + 1;
      while (next < this.lines.length && !this.lines[next].trim()) next++;
      const following = next < this.lines.length ? itemOf(this.lines[next]) : undefined;
      if (following && following.kind === first.kind) {
        spread ||= next > j + 1;
        j = next;
        continue;
      }
      // A line right after an item goes on with it (a lazy line, a nested block), unless it starts another list: not read here.
      if (next === j + 1 && next < this.lines.length && this.lines[next] !== close && !following) return unsupported();
      break;
    }
    const last = this.starts[j] + this.lines[j].length;
    const list: List = { type: 'list', ordered: first.ordered, start: first.ordered ? Number.parseInt(first.marker, 10) : null, spread, children: items, position: this.position(this.starts[i], last) };
    nodes.push(list);
    return j + 1;
  }

  paragraph(i: number, nodes: RootContent[], close: string | undefined): number {
    let end = i;
    for (; end < this.lines.length; end++) {
      const line = this.lines[end];
      if (!line.trim() || line === close) break;
      // Indentation, trailing blanks (a hard break), and lines that start or end other blocks.
      if (!(PARAGRAPH_START.test(line) || (line.startsWith('<') && (end === i || !this.loneTag(end)))) || OTHER_BLOCK.test(line) || endsInSpace(line)) return unsupported();
    }
    const start = this.starts[i];
    const last = end - 1;
    const stop = this.starts[last] + this.lines[last].length;
    const paragraph: Paragraph = { type: 'paragraph', children: this.inline(start, stop), position: this.position(start, stop) };
    nodes.push(paragraph);
    return end;
  }

  /** A paragraph from offset `start` to `end` whose lines after the first start with `continuation`, left out of its text. */
  innerParagraph(start: number, end: number, continuation: RegExp | undefined): Paragraph {
    this.continuation = continuation;
    try {
      return { type: 'paragraph', children: this.inline(start, end), position: this.position(start, end) };
    } finally {
      this.continuation = undefined;
    }
  }

  /** A quote of paragraphs, each line written `> text`, paragraphs parted by a line `>`. */
  quote(i: number, nodes: RootContent[], close: string | undefined): number {
    const children: Paragraph[] = [];
    let end = i;
    let first: number | undefined;
    const finish = (last: number) => {
      if (first === undefined) return;
      children.push(this.innerParagraph(this.starts[first] + 2, this.starts[last] + this.lines[last].length, /\n> /g));
      first = undefined;
    };
    for (; end < this.lines.length && this.lines[end].startsWith('>'); end++) {
      const line = this.lines[end];
      if (line === '>') {
        finish(end - 1);
        continue;
      }
      const content = line.slice(2);
      if (!line.startsWith('> ') || !PARAGRAPH_START.test(content) || OTHER_BLOCK.test(content) || endsInSpace(content)) return unsupported();
      first ??= end;
    }
    finish(end - 1);
    // A line right after the quote goes on with its paragraph (a lazy line): not read here.
    if (end < this.lines.length && this.lines[end].trim() && this.lines[end] !== close) return unsupported();
    if (!children.length) return unsupported();
    const last = end - 1;
    nodes.push({ type: 'blockquote', children, position: this.position(this.starts[i], this.starts[last] + this.lines[last].length) });
    return end;
  }

  /** The phrasing content of source[start, end): text, code spans, links, images, emphasis and JSX elements. */
  inline(start: number, end: number): PhrasingContent[] {
    const out: PhrasingContent[] = [];
    let plainFrom = start;
    let at = start;
    while (at < end) {
      const char = this.source[at];
      // An escaped character is text, whatever it is.
      if (char === '\\' && ESCAPED.test(this.source.slice(at, at + 2))) {
        at += 2;
        continue;
      }
      // An underscore inside a word is text; one at a word's edge is tried as emphasis.
      const underscore = char === '_' && !(ALNUM.test(this.source[at - 1] ?? '') && ALNUM.test(this.source[at + 1] ?? ''));
      const image = char === '!' && this.source[at + 1] === '[';
      if (char !== '`' && char !== '[' && char !== '*' && char !== '<' && !underscore && !image) {
        at++;
        continue;
      }
      if (at > plainFrom) out.push(this.text(plainFrom, at));
      if (image) at = this.image(at, end, out);
      else if (char === '`') at = this.codeSpan(at, end, out);
      else if (char === '[') at = this.link(at, end, out);
      else if (char === '*' || char === '_') at = this.emphasis(at, end, out);
      else if (this.mdx) at = this.inlineElement(at, end, out);
      else return unsupported();
      plainFrom = at;
    }
    if (end > plainFrom) out.push(this.text(plainFrom, end));
    return out;
  }

  /** `![alt](url)`, with plain text for its alt. */
  image(at: number, end: number, out: PhrasingContent[]): number {
    const close = this.source.indexOf('](', at);
    const line = this.source.indexOf('\n', at);
    if (close === -1 || close >= end || (line !== -1 && line < close)) return unsupported();
    const alt = this.source.slice(at + 2, close);
    const urlEnd = this.source.indexOf(')', close);
    if (urlEnd === -1 || urlEnd >= end) return unsupported();
    const url = this.source.slice(close + 2, urlEnd);
    if (!alt.trim() || /[`*_[\]!\\&]/.test(alt) || !DESTINATION.test(url)) return unsupported();
    this.text(at + 2, close);
    out.push({ type: 'image', title: null, url, alt, position: this.position(at, urlEnd + 1) });
    return urlEnd + 1;
  }

  /** A JSX element inside a line: `<Badge tone="beta">Beta</Badge>`, `<Icon name="gpu" />`. */
  inlineElement(at: number, end: number, out: PhrasingContent[]): number {
    const lineEnd = this.source.indexOf('\n', at);
    const tag = this.tag(at, lineEnd === -1 || lineEnd > end ? end : lineEnd);
    if (tag.selfClosing) {
      out.push({ type: 'mdxJsxTextElement', name: tag.name, attributes: tag.attributes, children: [], position: this.position(at, tag.end) });
      return tag.end;
    }
    const close = `</${tag.name}>`;
    const closeAt = this.source.indexOf(close, tag.end);
    // Closed on its line, with no element of its name inside.
    if (closeAt === -1 || closeAt + close.length > end || (lineEnd !== -1 && closeAt > lineEnd) || this.source.slice(tag.end, closeAt).includes(`<${tag.name}`)) return unsupported();
    const children = this.inline(tag.end, closeAt);
    out.push({ type: 'mdxJsxTextElement', name: tag.name, attributes: tag.attributes, children, position: this.position(at, closeAt + close.length) });
    return closeAt + close.length;
  }

  /** Text outside code spans and link destinations, which must hold no syntax of any other construct. */
  text(start: number, end: number): Text {
    const raw = this.source.slice(start, end);
    const written = this.continuation ? raw.replace(this.continuation, '\n') : raw;
    // Text that ends with a line ending ends where the next line starts, before its `> ` or indentation.
    if (written.endsWith('\n')) end = start + raw.lastIndexOf('\n') + 1;
    // A backslash ending a line is a hard break.
    if (/\\\n/.test(written)) return unsupported();
    // Escapes and character references are their characters; what is left must hold no syntax of other constructs,
    // with a mark where each was, so that nothing around one is taken for what touches it.
    const value = decodeString(written);
    const left = written.replace(ESCAPE_OR_REFERENCE, (found) => (decodeString(found) === found ? found : '\u0001'));
    if (OTHER_SYNTAX.test(left) || LOOSE_UNDERSCORE.test(left) || AUTOLINK.test(value)) return unsupported();
    return { type: 'text', value, position: this.position(start, end) };
  }

  codeSpan(at: number, end: number, out: PhrasingContent[]): number {
    let run = at;
    while (run < end && this.source[run] === '`') run++;
    const size = run - at;
    // The closing run: the same number of backticks, on this line.
    let close = run;
    for (;;) {
      close = this.source.indexOf('`'.repeat(size), close);
      if (close === -1 || close >= end) return unsupported();
      let after = close + size;
      if (this.source[after] !== '`' && this.source[close - 1] !== '`') break;
      while (this.source[after] === '`') after++;
      close = after;
    }
    let value = this.source.slice(run, close);
    if (value.includes('\n') || !value.trim()) return unsupported();
    if (value.length > 1 && value.startsWith(' ') && value.endsWith(' ')) value = value.slice(1, -1);
    out.push({ type: 'inlineCode', value, position: this.position(at, close + size) });
    return close + size;
  }

  link(at: number, end: number, out: PhrasingContent[]): number {
    const close = this.source.indexOf('](', at);
    const line = this.source.indexOf('\n', at);
    if (close === -1 || close >= end || (line !== -1 && line < close)) return unsupported();
    const labelText = this.source.slice(at + 1, close);
    // An image (`![`), a footnote call (`[^`) and brackets inside the text are other constructs.
    if (this.source[at - 1] === '!' || !labelText.trim() || labelText.startsWith('^') || /[[\]\\]/.test(labelText)) return unsupported();
    const urlEnd = this.source.indexOf(')', close);
    if (urlEnd === -1 || urlEnd >= end) return unsupported();
    const url = this.source.slice(close + 2, urlEnd);
    if (!DESTINATION.test(url) || url.includes('(')) return unsupported();
    const children = this.inline(at + 1, close);
    if (children.some((child) => child.type === 'link')) return unsupported();
    const link: Link = { type: 'link', title: null, url, children, position: this.position(at, urlEnd + 1) };
    out.push(link);
    return urlEnd + 1;
  }

  /**
   * `**bold**` or `*emphasis*` (or `__bold__`, `_emphasis_`) of plain text, whose runs certainly open and close: after a blank or an opening
   * bracket, around letters or digits (or closing punctuation), before a blank or punctuation. Any other `*` is
   * left to micromark.
   */
  emphasis(at: number, end: number, out: PhrasingContent[]): number {
    const marker = this.source[at];
    const size = this.source[at + 1] === marker ? 2 : 1;
    const run = marker.repeat(size);
    if (!BEFORE_STRONG.test(at === 0 ? '' : this.source[at - 1]) || !ALNUM.test(this.source[at + size] ?? '')) return unsupported();
    const close = this.source.indexOf(run, at + size);
    if (close === -1 || close + size > end) return unsupported();
    const inner = this.source.slice(at + size, close);
    const lastChar = inner[inner.length - 1];
    if (/[`[\]*_\n\\]/.test(inner) || !(ALNUM.test(lastChar) || /[.:!?)]/.test(lastChar))) return unsupported();
    if (!AFTER_STRONG.test(close + size === end ? '' : this.source[close + size])) return unsupported();
    const children = [this.text(at + size, close)];
    const position = this.position(at, close + size);
    out.push(size === 2 ? ({ type: 'strong', children, position } satisfies Strong) : ({ type: 'emphasis', children, position } satisfies Emphasis));
    return close + size;
  }
}

/**
 * The tree micromark (with MDX and GFM) gives a page, when the page is written only in the part of Markdown
 * this parser reads; undefined otherwise. `DOCS_GEN_QUICK_PARSE=0` leaves every page to micromark, so both ways
 * can be compared.
 */
export function quickParse(source: string, format: 'mdx' | 'md' = 'mdx'): Root | undefined {
  if (process.env.DOCS_GEN_QUICK_PARSE === '0') return undefined;
  if (source.includes('\r')) return undefined;
  try {
    return new Parser(source, format === 'mdx').root();
  } catch (error) {
    if (error === UNSUPPORTED) return undefined;
    throw error;
  }
}
