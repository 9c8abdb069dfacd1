import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gatedGfmTable } from './gatedTable.js';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';

/**
 * The parts of GitHub Flavored Markdown, in the order remark-gfm adds them (the order decides which of two
 * constructs starting at one character is tried first), each with a test that holds for every text that can
 * use it. The tests are loose on purpose: a part added that a text does not use changes nothing.
 */
const PARTS = [
  {
    // Autolinks: `www.`, `http://`, `https://`, emails, `mailto:` and `xmpp:` (which hold an `@`). mdast's pass
    // also links them in decoded text, where `&#64;` is an `@` and `http\://` is `http://`.
    mayUse: (text: string) => /[@&]|www|:\\?\//i.test(text),
    syntax: gfmAutolinkLiteral,
    tree: gfmAutolinkLiteralFromMarkdown,
  },
  // Footnote calls and definitions: `[^1]`.
  { mayUse: (text: string) => text.includes('^'), syntax: gfmFootnote, tree: gfmFootnoteFromMarkdown },
  // Strikethrough: a single `~` is one too (remark-gfm's default), and `~` joins `*` and `_` in how emphasis pairs up.
  { mayUse: (text: string) => text.includes('~'), syntax: gfmStrikethrough, tree: gfmStrikethroughFromMarkdown },
  // Tables: cells are separated by `|`, and a table of one column needs one to open or close its rows.
  { mayUse: (text: string) => text.includes('|'), syntax: gfmTable, tree: gfmTableFromMarkdown },
  // Task list items: `[ ]`, `[x]`, `[X]`, and a line ending or tab as the space.
  { mayUse: (text: string) => /\[[\sxX]\]/.test(text), syntax: gfmTaskListItem, tree: gfmTaskListItemFromMarkdown },
] as const;

/** Which GFM parts a text may use, as a key: processors are made once per key. */
export function gfmPartsOf(text: string): string {
  return PARTS.map((part) => (part.mayUse(text) ? '1' : '0')).join('');
}

/**
 * remark-gfm with only the parts `key` names (see gfmPartsOf). Each part costs every page that has it: the
 * autolink part alone tries a construct at the start of every word, and GFM as a whole doubled the time a
 * page of prose took to parse. A text parsed with the parts it may use gives the tree full GFM gives.
 */
export function remarkGfmParts(this: Processor, key: string): void {
  const data = this.data();
  const used = PARTS.filter((_, i) => key[i] === '1');
  const parse = this.parser;
  // Tables are tried only at the lines that can hold one, which needs the lines of the document being parsed.
  const table = used.some((part) => part.syntax === gfmTable) && parse ? gatedGfmTable() : undefined;
  if (table && parse) this.parser = (doc, file) => table.parse(doc, () => parse(doc, file));
  (data.micromarkExtensions ??= []).push(...used.map((part) => (table && part.syntax === gfmTable ? table.syntax : part.syntax())));
  (data.fromMarkdownExtensions ??= []).push(used.map((part) => part.tree()));
}

const parsers = new Map<string, ReturnType<typeof makeParser>>();

const makeParser = (key: string) => unified().use(remarkParse).use(remarkGfmParts, key).freeze();

/** A Markdown (not MDX) parser with the GFM parts `text` may use. */
export function gfmParser(text: string): ReturnType<typeof makeParser> {
  const key = gfmPartsOf(text);
  let parser = parsers.get(key);
  if (!parser) parsers.set(key, (parser = makeParser(key)));
  return parser;
}
