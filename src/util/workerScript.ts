import fs from 'node:fs';
import path from 'node:path';
import { packageRoot } from './packageRoot.js';

/**
 * A script of the bundled tool (`dist/<name>.js`): a worker thread's, or code generated when the tool is built.
 * Undefined when running from source: only the bundled tool has them, and without one the work is done on the
 * calling thread, or from the packages the script was made of.
 */
export function workerScript(name: string): string | undefined {
  const file = path.join(packageRoot(), 'dist', `${name}.js`);
  return fs.existsSync(file) ? file : undefined;
}
