import { DocsGenError } from '../errors/DocsGenError.js';

/**
 * Worker threads a build must use, from `DOCS_GEN_WORKERS`: `0` keeps all work on the main thread, `n` uses
 * exactly n workers whatever the site's size. Unset: undefined, and each pool decides by the work it has.
 * It exists so that serial and parallel builds can be compared (their output must be identical).
 */
export function forcedWorkerThreads(): number | undefined {
  const value = process.env.DOCS_GEN_WORKERS;
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,2}$/.test(value)) {
    throw new DocsGenError(`DOCS_GEN_WORKERS must be a number of worker threads, got "${value}"`, {
      hint: 'Use 0 to build on the main thread only, or unset it to let docs-gen decide.',
    });
  }
  return Number(value);
}
