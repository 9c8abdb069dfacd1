import path from 'node:path';
import type { Message } from 'esbuild';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { missingPackageHint } from './importAliases.js';

/** esbuild's own "Could not resolve" of a bare name says only that: what the site can do about it. */
function unresolvedHint(text: string): string | undefined {
  const source = /^Could not resolve "([^."/][^"]*)"$/.exec(text)?.[1];
  return source ? missingPackageHint(source) : undefined;
}

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
          hint: unresolvedHint(m.text),
        }),
    ),
  );
}
