import { DocsGenError } from '../errors/DocsGenError.js';
import { fileSystemProblem } from '../errors/fileSystemProblem.js';
import { formatLocation } from '../errors/format.js';
import { readCodeFrame, type CodeFrame } from './codeFrame.js';

/** One problem as dev shows it, in the terminal and in the browser overlay alike. */
export interface Problem {
  /** `path:line:col`, relative to the working folder; empty when the problem has no file. */
  location: string;
  message: string;
  hint?: string;
  frame?: CodeFrame;
  /** For unexpected failures (bugs, not bad input): where they happened. */
  stack?: string;
}

/** Every problem an error carries; located ones get the code around them. */
export function describeProblems(thrown: unknown, cwd = process.cwd()): Problem[] {
  const error = fileSystemProblem(thrown) ?? thrown;
  if (error instanceof DocsGenError) {
    return error.all().map((problem) => ({
      location: formatLocation(problem, cwd),
      message: problem.message,
      hint: problem.hint,
      frame: readCodeFrame(problem.file, problem.line, problem.column),
    }));
  }
  const failure = error instanceof Error ? error : new Error(String(error));
  return [{ location: '', message: failure.message, stack: failure.stack }];
}
