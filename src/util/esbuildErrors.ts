import path from 'node:path';
import type { Message } from 'esbuild';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';

/**
 * esbuild's build failure as one located DocsGenError (every message, `file:line:col`), or undefined when the
 * failure carries no messages (then the caller reports it in its own words).
 */
export function fromEsbuildFailure(error: unknown, fallbackFile: string): DocsGenError | undefined {
  const messages = (error as { errors?: Message[] }).errors;
  if (!messages?.length) return undefined;
  return combineErrors(
    messages.map(
      (m) =>
        new DocsGenError(m.text, {
          file: m.location ? path.resolve(m.location.file) : fallbackFile,
          line: m.location?.line,
          column: m.location ? m.location.column + 1 : undefined,
        }),
    ),
  );
}
