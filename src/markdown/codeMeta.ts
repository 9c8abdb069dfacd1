/** Options written after a fence's language: `title="file.yaml" {1,3-5} showLineNumbers`. */
export interface CodeMeta {
  title?: string;
  /** Lines to highlight, only those that exist in the block: a range is never expanded past the code. */
  highlightLines: Set<number>;
  /** Classes the site's own kinds of magic comments give lines (`code-add-line`), by line number. */
  lineClasses?: Map<number, string[]>;
  showLineNumbers: boolean;
  /** The number of the first line when it is not 1 (`showLineNumbers=5`, as Docusaurus reads it). */
  firstLineNumber?: number;
  /** What is wrong with the `{…}` line ranges, if anything, with where it starts in the meta string. */
  problem?: { message: string; offset: number };
  /**
   * A range reaching past the block's end: Docusaurus highlights the lines that exist and says nothing, so this
   * is a warning (a block edited shorter than its range), never a failed build.
   */
  warning?: { message: string; offset: number };
}

/** Quoted, as Docusaurus reads it: an unquoted word (`title=app.ts`) or a quote left open is no title at all. */
const TITLE = /title=(?:"([^"]*)"|'([^']*)')/;
/** `{1,3-5}`; a `{…}` holding quotes or a colon is another plugin's JSON option (`{"span":3}`), which Docusaurus ignores too. */
const BRACES = /\{([^}"':]*)\}/g;
/** What Docusaurus takes for line ranges, wherever it stands in the meta. */
const DOCUSAURUS_RANGES = /^[\d,-]+$/;

/**
 * The `{…}` that holds the block's line ranges: the first that Docusaurus reads as ranges, or a word of its own
 * that is meant as ranges but mistyped (`{1-a}`), which is reported. Other braces (`{}`, an option `"a":{}` of
 * another plugin, `{|` quoted in its text) are not ranges: Docusaurus ignores them, and so does this.
 */
function rangesIn(meta: string): RegExpExecArray | undefined {
  for (const match of meta.matchAll(BRACES)) {
    if (DOCUSAURUS_RANGES.test(match[1])) return match as RegExpExecArray;
    const end = match.index + match[0].length;
    const ownWord = (match.index === 0 || /\s/.test(meta[match.index - 1])) && (end === meta.length || /\s/.test(meta[end]));
    if (ownWord && match[1].trim()) return match as RegExpExecArray;
  }
  return undefined;
}
const RANGE = /^(\d+)(?:-(\d+))?$/;
/** `showLineNumbers`, or `showLineNumbers=5` to number the lines from 5. */
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;

/**
 * Reads a fence's meta for a block of `lineCount` lines. Line ranges are checked against the block, and
 * the highlighted set is bounded by it, so `{1-100000000}` costs no more than the code's own lines.
 */
export function parseCodeMeta(meta: string | undefined | null, lineCount: number): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), showLineNumbers: false };
  if (!meta) return result;
  const title = TITLE.exec(meta);
  if (title) result.title = title[1] ?? title[2];
  // A `{` inside the title is part of the title, not a range.
  const rest = title ? meta.slice(0, title.index) + ' '.repeat(title[0].length) + meta.slice(title.index + title[0].length) : meta;
  const ranges = rangesIn(rest);
  if (ranges) {
    const problem = (message: string) => (result.problem ??= { message, offset: ranges.index });
    for (const raw of ranges[1].split(',')) {
      const part = raw.trim();
      const match = RANGE.exec(part);
      if (!match) {
        problem(`Invalid line range "${part}" in {${ranges[1]}}: write line numbers and ranges like {1,3-5}`);
        continue;
      }
      const from = Number(match[1]);
      const to = match[2] === undefined ? from : Number(match[2]);
      if (from < 1 || to < from) {
        problem(`Invalid line range "${part}" in {${ranges[1]}}: a range goes from a first line (1 or more) to a later one`);
        continue;
      }
      if (to > lineCount) {
        result.warning ??= { message: `Line range "${part}" goes past the end of the code block (${lineCount} line${lineCount === 1 ? '' : 's'}): only the lines that exist are highlighted`, offset: ranges.index };
      }
      for (let line = from; line <= Math.min(to, lineCount); line++) result.highlightLines.add(line);
    }
  }
  const lineNumbers = LINE_NUMBERS.exec(rest);
  result.showLineNumbers = lineNumbers !== null;
  const first = Number(lineNumbers?.[1] ?? 1);
  if (first !== 1) result.firstLineNumber = first;
  return result;
}

/** The number of lines the highlighter shows for a block (a final newline does not start a line). */
export function codeLineCount(code: string): number {
  const text = code.replace(/\n$/, '');
  let count = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return count;
}
