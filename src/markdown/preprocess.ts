import { ADMONITION_KEYWORDS } from '../shared/admonitionKeywords.js';
import { mayFormatTitle } from './plugins/remarkAdmonitionTitles.js';

/**
 * Rewrites the Docusaurus syntaxes MDX cannot parse, line by line so positions stay true:
 * `:::note Title … :::` admonitions become `<Admonition>` elements, a heading's `{#custom-id}` is escaped
 * so MDX reads it as text (remarkHeadingIds then takes it off), and HTML comments become MDX comments.
 * Like Docusaurus 3's MDX-1 compatibility, a closing `:::` may be indented (after a list) and an
 * admonition still open at the end of the file is closed there. A ```` ```mdx-code-block ```` fence is unwrapped:
 * its content is MDX (Docusaurus sites wrap JSX in it for translation tools), so its fence lines are blanked.
 */
const openers = new Map<string, RegExp | undefined>();

/** The opening line of an admonition of one of `keywords` (letters, digits, `-` and `_`: see the config's `admonitions`). */
function admonitionOpen(keywords: readonly string[]): RegExp | undefined {
  const key = keywords.join('|');
  if (!openers.has(key)) openers.set(key, key ? new RegExp(`^(\\s*)(:{3,})(${key})(?:\\[(.*)\\]|[ \\t]+(.*?))?[ \\t]*$`) : undefined);
  return openers.get(key);
}
const ADMONITION_CLOSE = /^(\s*)(:{3,})[ \t]*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;
const MDX_CODE_BLOCK = /^\s*(`{3,}|~{3,})mdx-code-block[ \t]*$/;
const HEADING_ID = /^(#{1,6}[ \t].*?)[ \t]*\{#([\w.:-]+)\}[ \t]*$/;

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

/** An admonition's opening line for CommonMark: its type and title as JSON, without a `--` that would end the comment. */
function openingMarker(type: string, title: string): string {
  return `<!--${ADMONITION_MARKER}:${JSON.stringify({ type, title }).replace(/-/g, '\\u002d')}-->`;
}

/**
 * `format`: how the page is parsed. In `md` (CommonMark) HTML comments are comments already, a
 * ```` ```mdx-code-block ```` stays a code block, and admonitions are marked by comment lines instead of JSX.
 */
export function preprocessMarkdown(source: string, format: 'mdx' | 'md' = 'mdx', keywords: readonly string[] = ADMONITION_KEYWORDS): string {
  const mdx = format === 'mdx';
  const admonitionOpening = admonitionOpen(keywords);
  const closeTag = mdx ? '</Admonition>' : `<!--${ADMONITION_END_MARKER}-->`;
  const lines = source.split('\n');
  let fence: string | undefined;
  /** The fence of the `mdx-code-block` being unwrapped, if any. */
  let mdxBlock: string | undefined;
  let inComment = false;
  /** The open admonitions: the indentation and colons of each opening line. */
  const open: { indent: string; colons: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    // In CommonMark a comment stays one: what it holds (a commented-out admonition) is left as written.
    if (inComment) {
      const converted = convertComments(lines[i], true);
      if (mdx) lines[i] = converted.line;
      inComment = converted.inComment;
      continue;
    }
    const line = lines[i];
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMatch && mdxBlock && fenceMatch[1][0] === mdxBlock[0] && fenceMatch[1].length >= mdxBlock.length && line.trim() === fenceMatch[1]) {
      lines[i] = '';
      mdxBlock = undefined;
      continue;
    }
    const unwrapped = mdx ? MDX_CODE_BLOCK.exec(line) : null;
    if (unwrapped && !mdxBlock) {
      lines[i] = '';
      mdxBlock = unwrapped[1];
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    const opening = admonitionOpening?.exec(line);
    if (opening) {
      const title = (opening[4] ?? opening[5] ?? '').trim();
      const titleAttr = title ? ` title=${titleValue(title)}` : '';
      lines[i] = mdx ? `${opening[1]}<Admonition type="${opening[3]}"${titleAttr}>` : `${opening[1]}${openingMarker(opening[3], title)}`;
      open.push({ indent: opening[1], colons: opening[2].length });
      continue;
    }
    const closing = ADMONITION_CLOSE.exec(line);
    if (closing && open.length > 0 && closing[2].length >= open[open.length - 1].colons) {
      // At its opening line's indentation, so a `:::` indented under a list item still closes the block.
      lines[i] = `${open.pop()!.indent}${closeTag}`;
      continue;
    }
    const heading = HEADING_ID.exec(line);
    if (heading) {
      lines[i] = `${heading[1]} \\{#${heading[2]}\\}`;
      continue;
    }
    if (line.includes('<!--')) {
      const converted = convertComments(line, false);
      if (mdx) lines[i] = converted.line;
      inComment = converted.inComment;
    }
  }
  if (inComment && mdx) lines.push('*/}');
  while (open.length > 0) lines.push('', `${open.pop()!.indent}${closeTag}`);
  return lines.join('\n');
}
