import path from 'node:path';
import { findConfigFile, locateConfigThrow } from '../config/load.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import { locateBundledThrow } from '../util/bundleSourceMaps.js';

/**
 * What the site's code throws outside any stage's call to it (a plugin's timer, a promise it made and no one
 * awaits), as a located error: Node would end the process with a bare stack, through a bundle. `handle` decides
 * what then: a build stops (what it waited for may never come), dev reports it and keeps serving. Returns the
 * function that stops listening.
 */
export function onStrayThrow(dir: string, handle: (error: DocsGenError) => void): () => void {
  const configFile = findConfigFile(path.resolve(dir));
  const listener = (thrown: unknown) => handle(strayFailure(thrown, configFile));
  process.on('uncaughtException', listener);
  process.on('unhandledRejection', listener);
  return () => {
    process.off('uncaughtException', listener);
    process.off('unhandledRejection', listener);
  };
}

function strayFailure(thrown: unknown, configFile: string | undefined): DocsGenError {
  if (thrown instanceof DocsGenError) return thrown;
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  const place = locateConfigThrow(configFile, thrown) ?? locateBundledThrow(thrown);
  return new DocsGenError(`The site's code threw outside any page: ${message}`, {
    ...(place ?? { file: configFile }),
    hint: 'Something it started (a timer, a promise nothing waits for) threw after the call that started it had returned.',
    cause: thrown,
  });
}
