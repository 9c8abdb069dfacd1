import path from 'node:path';
import { DocsGenError } from './DocsGenError.js';

/** `path:line:col  message` — the compiler convention editors and CI annotators understand. */
export function formatLocation(error: { file?: string; line?: number; column?: number }, cwd = process.cwd()): string {
  if (!error.file) return '';
  const file = path.isAbsolute(error.file) ? path.relative(cwd, error.file) || error.file : error.file;
  if (error.line === undefined) return file;
  return `${file}:${error.line}:${error.column ?? 1}`;
}

export function formatProblem(
  problem: { file?: string; line?: number; column?: number; message: string; hint?: string },
  cwd = process.cwd(),
): string {
  const where = formatLocation(problem, cwd);
  const head = where ? `${where}  ${problem.message}` : problem.message;
  return problem.hint ? `${head}\n    ${problem.hint}` : head;
}

export function formatError(error: unknown, cwd = process.cwd()): string {
  if (error instanceof DocsGenError) return error.all().map((e) => formatProblem(e, cwd)).join('\n');
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}
