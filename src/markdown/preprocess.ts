import { ADMONITION_KEYWORDS } from '../shared/admonitionKeywords.js';
import { closesFence, fenceOpening, type OpenFence } from './fenceLine.js';
import { mayFormatTitle } from './plugins/remarkAdmonitionTitles.js';

/**
 * Rewrites the Docusaurus syntaxes MDX cannot parse, line by line so positions stay true:
 * `:::note Title … :::` admonitions become `<Admonition>` elements, any other container directive (`:::details`)
 * the element remarkDirectiveDivs turns into the `<div>` Docusaurus renders, a heading's `{#custom-id}` is escaped
 * so MDX reads it as text (remarkHeadingIds then takes it off), and HTML comments become MDX comments.
 * Like Docusaurus 3's MDX-1 compatibility, a closing `:::` may be indented (after a list) and an
 * admonition still open at the end of the file is closed there. A ```` ```mdx-code-block ```` fence is unwrapped:
 * its content is MDX (Docusaurus sites wrap JSX in it for translation tools), so its fence lines are blanked.
 */
const openers = new Map<string, RegExp | undefined>();

/**
 * The opening line of an admonition of one of `keywords` (letters, digits, `-` and `_`: see the config's
 * `admonitions`): a `[label]` and `{attributes}` as remark-directive reads them, or Docusaurus's older title
 * after a blank.
 */
function admonitionOpen(keywords: readonly string[]): RegExp | undefined {
  const key = keywords.join('|');
  if (!openers.has(key)) openers.set(key, key ? new RegExp(`^(\\s*)(:{3,})(${key})(?:(?:\\[(.*)\\])?(\\{.*\\})?|[ \\t]+(.*?))[ \\t]*$`) : undefined);
  return openers.get(key);
}

/** A `title` among a directive's attributes (`{title="…"}`, in single quotes or none), which Docusaurus takes over the label. */
const TITLE_ATTRIBUTE = /[\s{]title=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`}]+))/;

/** An attribute title as Docusaurus shows it, as written: its Markdown characters escaped, so it is not read as Markdown. */
function attributeTitle(attributes: string | undefined): string | undefined {
  const match = attributes ? TITLE_ATTRIBUTE.exec(attributes) : null;
  return match ? (match[1] ?? match[2] ?? match[3]).replace(/[`*_[\]<>&!\\]/g, '\\$&') : undefined;
}
const ADMONITION_CLOSE = /^(\s*)(:{3,})[ \t]*$/;
/**
 * The opening line of any other container directive, as remark-directive reads one in Docusaurus: a name, then
 * only a `[label]` and `{attributes}`. (`:::name some words` is not one: Docusaurus turns that form into a label
 * for its admonitions alone.)
 */
const DIRECTIVE_OPEN = /^(\s*)(:{3,})([A-Za-z](?:[\w-]*[A-Za-z0-9])?)(?:\[(.*)\])?(?:\{.*\})?[ \t]*$/;
/** The element preprocess writes for such a directive; remarkDirectiveDivs makes it the `<div>` Docusaurus renders. */
export const DIRECTIVE_ELEMENT = 'DocsGenDirective';
const MDX_CODE_BLOCK = /^\s*(`{3,}|~{3,})mdx-code-block[ \t]*$/;
/** A heading's custom id: as in Docusaurus, any characters but `}` and `{#` (`{#o-que-é}`, `{#中文}`). */
export const CUSTOM_ID_TEXT = String.raw`(?:(?!\{#)[^}])+`;
const HEADING_ID = new RegExp(String.raw`^(#{1,6}[ \t].*?)[ \t]*\{#(${CUSTOM_ID_TEXT})\}[ \t]*$`);
/** ASCII punctuation, which a backslash keeps as written in Markdown text: an id's `*` or `<` stays part of it. */
const PUNCTUATION = /[!-/:-@[-`{-~]/g;

/** Comment text made safe inside `{/* … *\/}`: braces would unbalance the expression, `*\/` would end it. */
function commentBody(text: string): string {
  return text.replace(/[{}]/g, ' ').replace(/\*\//g, '* ');
}

/**
 * Turns `<!-- … -->` (possibly spanning lines) into `{/* … *\/}`, which renders nothing; `inComment` says
 * whether the line starts inside a comment opened on an earlier line. Code spans are left alone.
 */
function convertComments(line: string, inComment: boolean): { line: string; inComment: boolean } {
  let out = '';
  let i = 0;
  while (i < line.length) {
    if (inComment) {
      const end = line.indexOf('-->', i);
      if (end === -1) return { line: out + commentBody(line.slice(i)), inComment };
      out += `${commentBody(line.slice(i, end))}*/}`;
      i = end + 3;
      inComment = false;
      continue;
    }
    const tick = line.indexOf('`', i);
    const open = line.indexOf('<!--', i);
    if (open === -1) return { line: out + line.slice(i), inComment };
    if (tick !== -1 && tick < open) {
      const run = /^`+/.exec(line.slice(tick))![0];
      const close = line.indexOf(run, tick + run.length);
      const next = close === -1 ? tick + run.length : close + run.length;
      out += line.slice(i, next);
      i = next;
      continue;
    }
    out += `${line.slice(i, open)}{/*`;
    i = open + 4;
    inComment = true;
  }
  return { line: out, inComment };
}

/**
 * An admonition title as a JSX attribute value. A title of plain words is a quoted string, which JSX reads back
 * as written when it holds no quote (and no `&`, which would start a character reference): such a string is not
 * parsed as JavaScript, which took an expression parser's time on every titled admonition. Any other title is a
 * JavaScript string in braces, the form remarkAdmonitionTitles reads Markdown formatting from.
 */
function titleValue(title: string): string {
  return title.includes('"') || mayFormatTitle(title) ? `{${JSON.stringify(title)}}` : `"${title}"`;
}

/** What marks an admonition in a page parsed as CommonMark, where JSX is text: a comment line at each end (see remarkAdmonitionMarkers). */
export const ADMONITION_MARKER = 'docs-gen-admonition';
export const ADMONITION_END_MARKER = 'docs-gen-admonition-end';

/** An admonition's or directive's opening line for CommonMark: what it is as JSON, without a `--` that would end the comment. */
function openingMarker(what: { type: string; title: string } | { directive: string; label?: string }): string {
  return `<!--${ADMONITION_MARKER}:${JSON.stringify(what).replace(/-/g, '\\u002d')}-->`;
}

/** Whether preprocessed text may hold a directive of no admonition: its element (MDX), or its opening line's marker (CommonMark). */
export function mayHoldDirective(text: string): boolean {
  return text.includes(DIRECTIVE_ELEMENT) || text.includes('{"directive":');
}

/** A directive's opening line for MDX: its name and label as attributes of the element remarkDirectiveDivs replaces. */
function directiveElement(name: string, label: string | undefined): string {
  return `<${DIRECTIVE_ELEMENT} name="${name}"${label === undefined ? '' : ` label={${JSON.stringify(label)}}`}>`;
}

/**
 * `format`: how the page is parsed. In `md` (CommonMark) HTML comments are comments already, a
 * ```` ```mdx-code-block ```` stays a code block, and admonitions are marked by comment lines instead of JSX.
 */
export function preprocessMarkdown(source: string, format: 'mdx' | 'md' = 'mdx', keywords: readonly string[] = ADMONITION_KEYWORDS): string {
  const mdx = format === 'mdx';
  const admonitionOpening = admonitionOpen(keywords);
  const endMarker = `<!--${ADMONITION_END_MARKER}-->`;
  const lines = source.split('\n');
  let fence: OpenFence | undefined;
  /** The fence of the `mdx-code-block` being unwrapped, if any. */
  let mdxBlock: OpenFence | undefined;
  let inComment = false;
  /** The open admonitions and directives: the indentation and colons of each opening line, and the line that closes it. */
  const open: { indent: string; colons: number; close: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    // In CommonMark a comment stays one: what it holds (a commented-out admonition) is left as written.
    if (inComment) {
      const converted = convertComments(lines[i], true);
      if (mdx) lines[i] = converted.line;
      inComment = converted.inComment;
      continue;
    }
    // A file saved with Windows line endings: its lines are read without the carriage return.
    const line = lines[i].endsWith('\r') ? lines[i].slice(0, -1) : lines[i];
    if (fence) {
      const closed = closesFence(line, fence);
      if (!closed) continue;
      fence = undefined;
      // The line after a quoted fence, outside the quote, is read as any other.
      if (closed === 'closing-fence') continue;
    }
    if (mdxBlock && closesFence(line, mdxBlock) === 'closing-fence') {
      lines[i] = '';
      mdxBlock = undefined;
      continue;
    }
    const unwrapped = mdx ? MDX_CODE_BLOCK.exec(line) : null;
    if (unwrapped && !mdxBlock) {
      lines[i] = '';
      mdxBlock = { run: unwrapped[1], quotes: 0 };
      continue;
    }
    const opened = fenceOpening(line);
    if (opened) {
      fence = opened;
      continue;
    }
    const opening = admonitionOpening?.exec(line);
    if (opening) {
      const title = (attributeTitle(opening[5]) ?? opening[4] ?? opening[6] ?? '').trim();
      const titleAttr = title ? ` title=${titleValue(title)}` : '';
      lines[i] = mdx ? `${opening[1]}<Admonition type="${opening[3]}"${titleAttr}>` : `${opening[1]}${openingMarker({ type: opening[3], title })}`;
      open.push({ indent: opening[1], colons: opening[2].length, close: mdx ? '</Admonition>' : endMarker });
      continue;
    }
    const directive = DIRECTIVE_OPEN.exec(line);
    if (directive && !keywords.includes(directive[3])) {
      const [, indent, colons, name, label] = directive;
      lines[i] = `${indent}${mdx ? directiveElement(name, label) : openingMarker({ directive: name, ...(label === undefined ? {} : { label }) })}`;
      open.push({ indent, colons: colons.length, close: mdx ? `</${DIRECTIVE_ELEMENT}>` : endMarker });
      continue;
    }
    const closing = ADMONITION_CLOSE.exec(line);
    if (closing && open.length > 0 && closing[2].length >= open[open.length - 1].colons) {
      // At its opening line's indentation, so a `:::` indented under a list item still closes the block.
      const closed = open.pop()!;
      lines[i] = `${closed.indent}${closed.close}`;
      continue;
    }
    const heading = HEADING_ID.exec(line);
    if (heading) {
      lines[i] = `${heading[1]} \\{#${heading[2].replace(PUNCTUATION, '\\$&')}\\}`;
      continue;
    }
    if (line.includes('<!--')) {
      const converted = convertComments(line, false);
      if (mdx) lines[i] = converted.line;
      inComment = converted.inComment;
    }
  }
  if (inComment && mdx) lines.push('*/}');
  for (let closed = open.pop(); closed; closed = open.pop()) lines.push('', `${closed.indent}${closed.close}`);
  return lines.join('\n');
}
