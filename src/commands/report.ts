import type { Warning } from '../content/types.js';
import { formatError, formatProblem } from '../errors/format.js';
import { DocsGenError } from '../errors/DocsGenError.js';

/** Prints warnings in the `file:line:col  message` form, so editors and CI annotate them. */
export function printWarnings(warnings: Warning[]): void {
  for (const warning of warnings) process.stderr.write(`warning ${formatProblem(warning)}\n`);
}

/** Prints a failed run: every located problem, then a count, and sets exit code 1. */
export function printFailure(error: unknown): void {
  const carried = (error as { warnings?: Warning[] }).warnings;
  if (carried) printWarnings(carried);
  if (error instanceof DocsGenError) {
    const all = error.all();
    for (const problem of all) process.stderr.write(`error ${formatProblem(problem)}\n`);
    process.stderr.write(`\n${all.length} error${all.length === 1 ? '' : 's'}; nothing was written.\n`);
  } else {
    process.stderr.write(`docs-gen failed unexpectedly:\n${formatError(error)}\n`);
  }
  process.exitCode = 1;
}
