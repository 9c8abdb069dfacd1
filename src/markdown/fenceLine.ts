/**
 * What may come before a code fence on its line, as CommonMark reads containers: block-quote markers and
 * list-item markers (`> `, `- `, `1. `), each after optional spaces. A fence opened there is code like any other.
 */
export const CONTAINER_PREFIX = String.raw`(?:[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t])))*[ \t]*`;

/** A fence's run after its containers' markers: a backtick fence's info may hold no backtick (that line is inline code). */
const FENCE = new RegExp(`^(${CONTAINER_PREFIX})(\`{3,}(?=[^\`]*$)|~{3,})`);

const CONTAINERS = new RegExp(`^${CONTAINER_PREFIX}`);

/** An open fence: its run, and how many block quotes hold it (a line outside one of them ends the code). */
export interface OpenFence {
  run: string;
  quotes: number;
}

/** How many block quotes a line is inside, by the `>` markers that start it (list markers may stand between). */
export function quoteDepth(line: string): number {
  const prefix = CONTAINERS.exec(line)![0];
  let depth = 0;
  for (const ch of prefix) if (ch === '>') depth++;
  return depth;
}

/** The fence a line opens, after any block-quote and list-item markers. */
export function fenceOpening(line: string): OpenFence | undefined {
  const match = FENCE.exec(line);
  if (!match) return undefined;
  return { run: match[2], quotes: quoteDepth(match[1]) };
}

/**
 * Whether a line ends an open fence: a run of its character at least as long, alone on the line after the
 * fence's block-quote markers, or any line outside one of those block quotes (which ends the quote, and the code
 * with it).
 */
export function closesFence(line: string, fence: OpenFence): 'closing-fence' | 'container-ended' | false {
  if (fence.quotes > 0 && quoteDepth(line) < fence.quotes) return 'container-ended';
  let rest = line;
  for (let q = 0; q < fence.quotes; q++) rest = rest.replace(/^[ \t]*>/, '');
  rest = rest.trim();
  const char = fence.run[0];
  return rest.length >= fence.run.length && rest === char.repeat(rest.length) ? 'closing-fence' : false;
}
