/**
 * The parsers and the renderer walk a page's tree recursively, so a few kilobytes of `- - - - …` or
 * `<div><div>…` nested thousands deep overflow the stack after minutes of work. This scan reads the text
 * once, before MDX sees it, and finds the first place nesting goes past the limit. It is a cheap
 * over-approximation of the real tree (it ignores laziness and follows tags by name only), which is
 * enough: real documents stay far below the limit.
 */
export const MAX_NESTING_DEPTH = 100;

export interface NestingProblem {
  /** 1-based, in the text scanned. */
  line: number;
  column: number;
  message: string;
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

/** The container markers a line opens with: `>`, `-`, `*`, `+`, `1.` and `1)`, with what follows them. */
function readPrefix(line: string): LinePrefix {
  const markers: LinePrefix['markers'] = [];
  const breaks = trailingBreakCounts(line);
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
    if (!bullet || (breaks.get(i) ?? 0) >= 3) break;
    markers.push({ kind: 'list', at: column, contentAt: column + bullet[0].length + 1 });
    i += bullet[0].length;
    column += bullet[0].length;
  }
  return { markers, rest: line.slice(i) };
}

function tooDeep(what: string, line: number, column: number, limit: number): NestingProblem {
  return { line, column, message: `${what} nested more than ${limit} levels deep` };
}

/** Lists and blockquotes, line by line; fenced code is skipped. Returns the fenced lines for the inline scan. */
function scanContainers(lines: string[], limit: number, fenced: boolean[]): NestingProblem | undefined {
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

/** JSX elements and `{…}` expressions, across lines; fenced code, inline code and escapes are skipped. */
function scanJsx(lines: string[], limit: number, fenced: boolean[]): NestingProblem | undefined {
  let depth = 0;
  let inTag = false;
  for (let n = 0; n < lines.length; n++) {
    if (fenced[n]) continue;
    const line = lines[n];
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (c === '\\') {
        i++;
      } else if (c === '`' && !inTag) {
        let runEnd = i;
        while (line[runEnd] === '`') runEnd++;
        const run = line.slice(i, runEnd);
        const end = line.indexOf(run, runEnd);
        if (end !== -1) i = end + run.length - 1;
        else i += run.length - 1;
      } else if (c === '{') {
        if (++depth > limit) return tooDeep('JSX elements and expressions', n + 1, i + 1, limit);
      } else if (c === '}') {
        depth = Math.max(0, depth - 1);
      } else if (c === '<' && !inTag) {
        const next = line[i + 1];
        if (next === '/') {
          depth = Math.max(0, depth - 1);
        } else if (next === '>' || (next !== undefined && /[A-Za-z]/.test(next))) {
          if (++depth > limit) return tooDeep('JSX elements and expressions', n + 1, i + 1, limit);
          inTag = next !== '>';
        }
      } else if (inTag && c === '>') {
        inTag = false;
        if (line[i - 1] === '/') depth = Math.max(0, depth - 1);
      }
    }
  }
  return undefined;
}

/** The first place `source` nests lists, blockquotes, JSX or expressions deeper than `limit`, if any. */
export function findTooDeepNesting(source: string, limit = MAX_NESTING_DEPTH): NestingProblem | undefined {
  const lines = source.split('\n');
  const fenced: boolean[] = new Array<boolean>(lines.length).fill(false);
  return scanContainers(lines, limit, fenced) ?? scanJsx(lines, limit, fenced);
}
