import type { Warning } from '../shared/types.js';
import { condenseProblems, describeOmitted, withoutRepeatedHints } from '../errors/condense.js';
import { formatError, formatProblem } from '../errors/format.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import { githubAnnotation, inGithubActions } from '../errors/githubAnnotations.js';

/**
 * Prints warnings in the `file:line:col  message` form, so editors and CI annotate them. Returns how many there
 * are once a warning found twice at one place (the same Sass partial compiled for two stylesheets) is one: the
 * count the summary gives, so that it counts what is printed.
 */
export function printWarnings(warnings: Warning[]): number {
  const { shown, omitted } = condenseProblems(warnings);
  for (const warning of withoutRepeatedHints(shown)) process.stderr.write(`warning ${formatProblem(warning)}\n`);
  annotate('warning', shown);
  for (const line of describeOmitted(omitted, 'warning')) process.stderr.write(`${line}\n`);
  return shown.length + [...omitted.values()].reduce((a, b) => a + b, 0);
}

/** In a GitHub Actions job, the problems printed again as workflow commands, which GitHub shows at their lines. */
function annotate(kind: 'error' | 'warning', problems: Warning[]): void {
  if (!inGithubActions()) return;
  for (const problem of problems) process.stdout.write(`${githubAnnotation(kind, problem)}\n`);
}

/** Prints a failed run: every located problem, then a count, and sets exit code 1. */
export function printFailure(error: unknown): void {
  if (error instanceof DocsGenError) {
    printWarnings(error.warnings);
    const { shown, omitted } = condenseProblems(error.all());
    for (const problem of withoutRepeatedHints(shown)) process.stderr.write(`error ${formatProblem(problem)}\n`);
    annotate('error', shown);
    for (const line of describeOmitted(omitted, 'error')) process.stderr.write(`${line}\n`);
    const total = shown.length + [...omitted.values()].reduce((a, b) => a + b, 0);
    process.stderr.write(`\n${total} error${total === 1 ? '' : 's'}; nothing was written.\n`);
  } else {
    process.stderr.write(`docs-gen failed unexpectedly:\n${formatError(error)}\n`);
  }
  process.exitCode = 1;
}
