import { closesFence, fenceOpening, type OpenFence } from './fenceLine.js';

/**
 * MDX reads `{` as the start of an expression that runs to its matching `}`, counting braces and nothing else,
 * so a brace never closed fails only at the end of the file, which is where MDX places the error. This finds
 * the brace itself, as MDX would have opened it: outside fenced code and code spans, and not escaped.
 */
export function findUnclosedBrace(text: string): { line: number; column: number } | undefined {
  const open: { line: number; column: number }[] = [];
  const lines = text.split('\n');
  let fence: OpenFence | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fence) {
      const closed = closesFence(line, fence);
      if (!closed) continue;
      fence = undefined;
      if (closed === 'closing-fence') continue;
    }
    // Inside an expression a fence is just text: only prose has code blocks.
    const opened = open.length === 0 ? fenceOpening(line) : undefined;
    if (opened) {
      fence = opened;
      continue;
    }
    for (let j = 0; j < line.length; j++) {
      const ch = line[j];
      if (ch === '\\' && open.length === 0) j++;
      else if (ch === '`' && open.length === 0) {
        const run = /^`+/.exec(line.slice(j))![0];
        const end = line.indexOf(run, j + run.length);
        if (end !== -1) j = end + run.length - 1;
        else j += run.length - 1;
      } else if (ch === '{') open.push({ line: i + 1, column: j + 1 });
      else if (ch === '}') open.pop();
    }
  }
  return open[0];
}
