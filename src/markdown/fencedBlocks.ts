import { codeBlockInput } from './codeBlockInput.js';
import type { CodeMeta } from './codeMeta.js';

/** A fenced code block as a page's compile will highlight it. */
export interface FencedBlock {
  code: string;
  lang: string;
  options: CodeMeta;
}

/** A fence opening a line, after spaces or after list markers (whose content the fence's column starts). */
const OPEN = /^((?: *(?:[-*+]|\d{1,9}[.)]) +)*)( *)(`{3,}|~{3,})(.*)$/;

/** Characters of code highlighted per page, as rehypeCode counts them: blocks past it are not wanted. */
const PAGE_BUDGET = 200_000;

/** A closed fence found by reading lines: where it opens and closes (0-based lines) and what it holds. */
interface ScannedFence {
  open: number;
  close: number;
  /** The column the fence starts at: list markers and spaces before it. */
  indent: number;
  info: string;
  /** The lines between the fences, as written. */
  lines: string[];
}

const leadingSpaces = (line: string) => line.search(/[^ ]|$/);

/** Fences closed before the end of the text, in order; a fence left open ends the scan (it runs to its container's end). */
function* scanFences(lines: string[]): Generator<ScannedFence> {
  for (let n = 0; n < lines.length; n++) {
    const open = OPEN.exec(lines[n]);
    if (!open) continue;
    const [, markers, spaces, fence, rest] = open;
    // A backtick fence's info may hold no backtick: that line is inline code.
    if (fence[0] === '`' && rest.includes('`')) continue;
    // As the parser closes a fence: any spaces or tabs around a long enough run of its character.
    const close = new RegExp(`^[ \\t]*\\${fence[0]}{${fence.length},}[ \\t]*$`);
    let end = n + 1;
    while (end < lines.length && !close.test(lines[end])) end++;
    if (end >= lines.length) return;
    yield { open: n, close: end, indent: markers.length + spaces.length, info: rest.trim(), lines: lines.slice(n + 1, end) };
    n = end;
  }
}

/** A block's text as the parser gives it: each line without up to `indent` leading spaces. */
function valueOf(fence: ScannedFence): string {
  return fence.lines.map((line) => line.slice(Math.min(fence.indent, leadingSpaces(line)))).join('\n');
}

/**
 * The fenced blocks of a preprocessed page, read line by line without parsing it, so that another thread can
 * highlight them while pages compile. Only what such a reading can tell for sure is returned: blocks at the top
 * level, in list items or in JSX, with a language. A block read differently from how MDX reads it (in a
 * blockquote, say) is merely not found by the compile, which highlights it itself: this is a forecast, and
 * the compile's own reading decides what each block is.
 */
export function fencedBlocksOf(source: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let budget = PAGE_BUDGET;
  for (const fence of scanFences(source.split('\n').map((line) => line.replace(/\r$/, '')))) {
    const lang = fence.info.split(/[ \t]/, 1)[0];
    // Escapes and character references in the info string are decoded by the parser: left to the compile.
    if (!lang || /[\\&]/.test(fence.info)) continue;
    const { code, options } = codeBlockInput(fence.lines.length ? `${valueOf(fence)}\n` : '', lang, fence.info.slice(lang.length).trim());
    budget -= code.length;
    if (budget < 0) break;
    if (!options.problem) blocks.push({ code, lang, options: { title: options.title, highlightLines: options.highlightLines, ...(options.lineClasses ? { lineClasses: options.lineClasses } : {}), showLineNumbers: options.showLineNumbers, firstLineNumber: options.firstLineNumber } });
  }
  return blocks;
}

/** A block whose lines were blanked before parsing, and the text its code node is given back. */
export interface CodeBody {
  /** 1-based lines of the opening and closing fences. */
  open: number;
  close: number;
  value: string;
  /** How many lines it holds: its blanked value is that many empty lines. */
  lines: number;
}

/**
 * The page with the lines inside its fenced blocks left empty, and those blocks' texts. Parsing reads fenced
 * code a character at a time, like prose, so code made a quarter of a page's parsing; with the lines empty it
 * costs next to nothing, and the code nodes get their text back after parsing (remarkCodeBodies). Line
 * numbers do not move. Only blocks whose text a line reading is sure of are blanked: in an indented block
 * (a list item, JSX), every line is empty or indented as far as the fence, as is the closing fence (a line
 * indented less ends a list item). The compile checks that each blanked block parsed as a code block over
 * the same lines, and parses the page as written when one did not (a fence inside a comment, say).
 */
export function codeBodies(source: string): { text: string; bodies: CodeBody[] } {
  if (source.includes('\r')) return { text: source, bodies: [] };
  const lines = source.split('\n');
  const bodies: CodeBody[] = [];
  for (const fence of scanFences(lines)) {
    if (!fence.lines.length) continue;
    const sure = fence.indent === 0 || fence.lines.every((line) => line === '' || (leadingSpaces(line) >= fence.indent && /[^ ]/.test(line)));
    if (!sure || leadingSpaces(lines[fence.close]) < fence.indent) continue;
    bodies.push({ open: fence.open + 1, close: fence.close + 1, value: valueOf(fence), lines: fence.lines.length });
    for (let n = fence.open + 1; n < fence.close; n++) lines[n] = '';
  }
  return bodies.length ? { text: lines.join('\n'), bodies } : { text: source, bodies };
}
