import type { Warning } from '../shared/types.js';
import { formatProblem } from '../errors/format.js';
import { formatCodeFrame } from './codeFrame.js';
import type { Problem } from './describeProblems.js';

/** The terminal form of a failed update: the compiler-style line editors jump to, then the code frame. */
export function formatProblems(problems: Problem[]): string {
  const blocks = problems.map((problem) => {
    const lines = [`error ${problem.location ? `${problem.location}  ` : ''}${problem.message}`];
    if (problem.hint) lines.push(`    ${problem.hint}`);
    if (problem.frame) lines.push(formatCodeFrame(problem.frame));
    if (problem.stack) lines.push(problem.stack);
    return lines.join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}

/**
 * Prints each warning the first time it is given, for the rest of the session: a page's problems found when it is
 * shown are not printed again however often it renders.
 */
export function createOnceWarningPrinter(write: (text: string) => void): (warnings: Warning[]) => void {
  const shown = new Set<string>();
  return (warnings) => {
    for (const text of warnings.map((w) => formatProblem(w))) {
      if (!shown.has(text)) write(`warning ${text}\n`);
      shown.add(text);
    }
  };
}

/**
 * Prints the warnings not printed before: a dev session reports each broken link once, when it appears,
 * rather than the whole list again on every save.
 */
export function createWarningPrinter(write: (text: string) => void): (warnings: Warning[]) => void {
  let shown = new Set<string>();
  return (warnings) => {
    const current = new Set(warnings.map((w) => formatProblem(w)));
    for (const text of current) if (!shown.has(text)) write(`warning ${text}\n`);
    shown = current;
  };
}
