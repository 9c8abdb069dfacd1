import fs from 'node:fs';

/** Lines shown before and after the problem line. */
const CONTEXT = 2;

export interface CodeFrameLine {
  number: number;
  text: string;
  /** The line the problem is on. */
  marked: boolean;
}

export interface CodeFrame {
  lines: CodeFrameLine[];
  /** 1-based column of the problem on the marked line, when known. */
  column?: number;
}

/** The lines around `line` of a text, or undefined when the line is not in it. */
export function codeFrameOf(text: string, line: number, column?: number): CodeFrame | undefined {
  const all = text.split(/\r?\n/);
  if (!Number.isInteger(line) || line < 1 || line > all.length) return undefined;
  const first = Math.max(1, line - CONTEXT);
  const last = Math.min(all.length, line + CONTEXT);
  const lines: CodeFrameLine[] = [];
  for (let n = first; n <= last; n++) lines.push({ number: n, text: all[n - 1], marked: n === line });
  return { lines, column };
}

/** Reads the file now: a frame is shown right after the failed build, while the file is as it failed. */
export function readCodeFrame(file: string | undefined, line: number | undefined, column?: number): CodeFrame | undefined {
  if (!file || line === undefined) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  return codeFrameOf(text, line, column);
}

/** The frame as terminal text: a `>` on the problem line and a caret under its column. */
export function formatCodeFrame(frame: CodeFrame): string {
  const width = String(frame.lines[frame.lines.length - 1].number).length;
  const out: string[] = [];
  for (const line of frame.lines) {
    const gutter = `${line.marked ? '>' : ' '} ${String(line.number).padStart(width)} | `;
    out.push(`${gutter}${line.text}`);
    if (line.marked && frame.column !== undefined && frame.column >= 1) {
      // Tabs stay tabs under the caret so it lines up however the terminal renders them.
      const lead = line.text.slice(0, frame.column - 1).replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(width)} | ${lead}^`);
    }
  }
  return out.join('\n');
}
