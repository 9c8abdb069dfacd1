/**
 * The parsers and the renderer walk a page's tree recursively and resolve inline markers per paragraph, so
 * a few kilobytes of `- - - - …` or `<div><div>…` overflow the stack after minutes of work, and a paragraph
 * of many thousand `_a_` takes minutes. This scan reads the text once, before MDX sees it, and finds the
 * first place a page goes past one of these limits. It approximates the real tree (it ignores laziness
 * and pairs tags by count, not by name), which is enough: real documents stay far below every limit.
 */
export const WORK_LIMITS = {
  /** Lists and blockquotes, and separately JSX elements and `{…}` expressions, inside each other. */
  nesting: 100,
  /**
   * Non-blank lines outside fenced code, with a table cell counted as a quarter line: what the whole
   * pipeline's time grows with (faster than linearly). Fenced code is cheap and does not count.
   */
  markdownUnits: 25_000,
  /** Emphasis, code, link, tag and expression markers in one paragraph: what inline parsing is quadratic in. */
  inlineMarkers: 10_000,
  /** Characters in one paragraph, which inline parsing is quadratic in as well. */
  paragraphChars: 100_000,
} as const;

export interface WorkLimitProblem {
  /** 1-based, in the text scanned. */
  line: number;
  column: number;
  message: string;
  hint: string;
}

const FENCE_OPEN = /^(`{3,}|~{3,})/;

interface LinePrefix {
  /** Blockquote markers and list markers in order, with the 0-based column each starts at. */
  markers: { kind: 'quote' | 'list'; at: number; contentAt: number }[];
  /** The line after the container markers. */
  rest: string;
}

const width = (column: number, char: string) => (char === '\t' ? column + 4 - (column % 4) : column + 1);

/**
 * Where a thematic break (`- - -`, `***`) starting at each index would end the line's containers: for each
 * position of the line's trailing run of one break character, how many of that character follow it.
 * Computed once per line, so a line of 10,000 markers is read once, not once per marker.
 */
function trailingBreakCounts(line: string): Map<number, number> {
  const counts = new Map<number, number>();
  let i = line.length - 1;
  while (i >= 0 && (line[i] === ' ' || line[i] === '\t')) i--;
  const char = line[i];
  if (char !== '-' && char !== '*' && char !== '_') return counts;
  let seen = 0;
  for (; i >= 0 && (line[i] === char || line[i] === ' ' || line[i] === '\t'); i--) if (line[i] === char) counts.set(i, ++seen);
  return counts;
}

/** A line's leading blanks and the character after them (none at the end of the line). */
const CONTENT_START = /^[ \t]*([^ \t]?)/;
/** The characters a container marker starts with: `>`, a bullet or an ordered item's number. */
const MARKER_START = /^[->*+\d]$/;

/** The container markers a line opens with: `>`, `-`, `*`, `+`, `1.` and `1)`, with what follows them. */
function readPrefix(line: string): LinePrefix {
  // Most lines open no container: read them without the search for a thematic break.
  const first = CONTENT_START.exec(line)!;
  if (!MARKER_START.test(first[1])) return { markers: [], rest: line.slice(first[0].length - first[1].length) };
  const markers: LinePrefix['markers'] = [];
  let breaks: Map<number, number> | undefined;
  let i = 0;
  let column = 0;
  for (;;) {
    while (line[i] === ' ' || line[i] === '\t') column = width(column, line[i++]);
    if (line[i] === '>') {
      markers.push({ kind: 'quote', at: column, contentAt: column + 1 });
      i++;
      column++;
      continue;
    }
    const bullet = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/.exec(line.slice(i, i + 11));
    if (!bullet || ((breaks ??= trailingBreakCounts(line)).get(i) ?? 0) >= 3) break;
    markers.push({ kind: 'list', at: column, contentAt: column + bullet[0].length + 1 });
    i += bullet[0].length;
    column += bullet[0].length;
  }
  return { markers, rest: line.slice(i) };
}

function tooDeep(what: string, line: number, column: number, limit: number): WorkLimitProblem {
  return {
    line,
    column,
    message: `${what} nested more than ${limit} levels deep`,
    hint: `Pages may nest up to ${limit} levels; flatten the structure or split it.`,
  };
}

/** Lists and blockquotes, line by line; fenced code is skipped and marked in `fenced` for the other scans. */
function scanContainers(lines: string[], limit: number, fenced: boolean[]): WorkLimitProblem | undefined {
  // Content columns of the list items still open: a line indented less than an item's content closes it.
  const open: number[] = [];
  let fence: string | undefined;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n];
    if (fence) {
      fenced[n] = true;
      const close = FENCE_OPEN.exec(line.replace(/^[ \t>]*/, ''));
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (!line.trim()) continue;
    const prefix = readPrefix(line);
    const indent = prefix.markers[0]?.at ?? line.length - line.trimStart().length;
    while (open.length && open[open.length - 1] > indent) open.pop();
    let depth = open.length;
    for (const marker of prefix.markers) {
      depth++;
      if (depth > limit) return tooDeep(marker.kind === 'quote' ? 'Blockquotes' : 'Lists', n + 1, marker.at + 1, limit);
      if (marker.kind === 'list') open.push(marker.contentAt);
    }
    const opener = FENCE_OPEN.exec(prefix.rest);
    if (opener) {
      fence = opener[1];
      fenced[n] = true;
    }
  }
  return undefined;
}

/** What opens or closes an element, an expression or a code span, outside a tag. */
const JSX_SIGNIFICANT = /[`{}<]/;

/** HTML's elements without content: `<br>` and `<img …>` open nothing that a later tag closes. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * JSX elements and `{…}` expressions, across lines; fenced code, inline code and escapes are skipped. `html`: a page
 * read as CommonMark, whose raw HTML is parsed as HTML is, where `<br>` needs no closing tag and `{` is text.
 */
function scanJsx(lines: string[], limit: number, fenced: boolean[], html = false): WorkLimitProblem | undefined {
  let depth = 0;
  // Inside an opening tag: the depth the tag itself opened, and the quote of an attribute value being read.
  // A `>` ends the tag only at that depth and outside quotes, so `onClick={() => go()}` or `title="a > b"`
  // does not end it early (and leave a self-closing tag counted as open).
  let tagDepth = -1;
  let voidTag = false;
  let quote: string | undefined;
  for (let n = 0; n < lines.length; n++) {
    if (fenced[n]) continue;
    const line = lines[n];
    // Outside a tag, only these characters change anything (an escape skips one of them): a line of prose has none.
    if (tagDepth === -1 && !JSX_SIGNIFICANT.test(line)) continue;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      const inTag = tagDepth !== -1;
      if (quote) {
        if (c === quote) quote = undefined;
      } else if (c === '\\') {
        i++;
      } else if (inTag && depth === tagDepth && (c === '"' || c === "'")) {
        quote = c;
      } else if (c === '`' && !inTag) {
        let runEnd = i;
        while (line[runEnd] === '`') runEnd++;
        const run = line.slice(i, runEnd);
        const end = line.indexOf(run, runEnd);
        if (end !== -1) i = end + run.length - 1;
        else i += run.length - 1;
      } else if (c === '{' && !html) {
        if (++depth > limit) return tooDeep('JSX elements and expressions', n + 1, i + 1, limit);
      } else if (c === '}' && !html) {
        depth = Math.max(0, depth - 1);
      } else if (c === '<' && !inTag) {
        const next = line[i + 1];
        if (next === '/') {
          depth = Math.max(0, depth - 1);
        } else if (html && VOID_ELEMENTS.has(/^[A-Za-z][\w-]*/.exec(line.slice(i + 1, i + 40))?.[0].toLowerCase() ?? '')) {
          // Read as a tag up to its `>` (`<img alt="a > b">`), which closes it: it holds nothing.
          tagDepth = ++depth;
          voidTag = true;
        } else if (next === '>' || (next !== undefined && /[A-Za-z]/.test(next))) {
          if (++depth > limit) return tooDeep(html ? 'HTML elements' : 'JSX elements and expressions', n + 1, i + 1, limit);
          if (next !== '>') tagDepth = depth;
        }
      } else if (inTag && c === '>' && depth === tagDepth) {
        tagDepth = -1;
        if (line[i - 1] === '/' || voidTag) depth = Math.max(0, depth - 1);
        voidTag = false;
      }
    }
  }
  return undefined;
}

/** The characters scanVolume counts: table cells and inline markers. A line of prose has none. */
const VOLUME_SIGNIFICANT = /[|*_`[\]~<{]/;

/** A line that starts a block of its own (heading, list item, quote, table row) rather than continuing a paragraph. */
const STARTS_BLOCK = /^[ \t]*(?:#{1,6}(?:[ \t]|$)|[-*+>](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$))|\|/;

/**
 * Markdown lines and table cells in the page, and the size and inline markers of each paragraph (lines
 * until a blank line or the start of another block); fenced code is skipped.
 */
function scanVolume(lines: string[], fenced: boolean[]): WorkLimitProblem | undefined {
  let units = 0;
  let markers = 0;
  let chars = 0;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n];
    if (fenced[n] || !line.trim() || STARTS_BLOCK.test(line)) {
      markers = 0;
      chars = 0;
      if (fenced[n] || !line.trim()) continue;
    }
    units++;
    for (let i = VOLUME_SIGNIFICANT.test(line) ? 0 : line.length; i < line.length; i++) {
      const c = line[i];
      if (c === '|') units += 0.25;
      else if (c === '*' || c === '_' || c === '`' || c === '[' || c === ']' || c === '~' || c === '<' || c === '{') markers++;
      else continue;
      if (markers > WORK_LIMITS.inlineMarkers) {
        return {
          line: n + 1,
          column: i + 1,
          message: `More than ${WORK_LIMITS.inlineMarkers} emphasis, code, link or tag markers in one paragraph`,
          hint: 'Split the paragraph with blank lines, or put the text in a code block.',
        };
      }
      if (units > WORK_LIMITS.markdownUnits) break;
    }
    chars += line.length + 1;
    if (chars > WORK_LIMITS.paragraphChars) {
      return {
        line: n + 1,
        column: 1,
        message: `A paragraph of more than ${WORK_LIMITS.paragraphChars} characters`,
        hint: 'Split it with blank lines, or put the text in a code block.',
      };
    }
    if (units > WORK_LIMITS.markdownUnits) {
      return {
        line: n + 1,
        column: 1,
        message: `The page has more than ${WORK_LIMITS.markdownUnits} lines of Markdown (a table cell counts as a quarter line)`,
        hint: 'Split it into several pages; fenced code does not count.',
      };
    }
  }
  return undefined;
}

/** The same limits for plain CommonMark (spec descriptions): raw HTML there does not nest as JSX does. */
export function findMarkdownWorkLimitProblem(source: string): WorkLimitProblem | undefined {
  const lines = source.split('\n');
  const fenced: boolean[] = new Array<boolean>(lines.length).fill(false);
  return scanContainers(lines, WORK_LIMITS.nesting, fenced) ?? scanVolume(lines, fenced);
}

/**
 * The first place a page's `source` goes past one of the work limits, if any: read as MDX, or as CommonMark (`md`),
 * whose raw HTML is parsed into the page's tree too but nests as HTML does.
 */
export function findWorkLimitProblem(source: string, format: 'mdx' | 'md' = 'mdx'): WorkLimitProblem | undefined {
  const lines = source.split('\n');
  const fenced: boolean[] = new Array<boolean>(lines.length).fill(false);
  return (
    scanContainers(lines, WORK_LIMITS.nesting, fenced) ?? scanJsx(lines, WORK_LIMITS.nesting, fenced, format === 'md') ?? scanVolume(lines, fenced)
  );
}
