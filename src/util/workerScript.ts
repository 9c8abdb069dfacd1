import fs from 'node:fs';
import path from 'node:path';
import { packageRoot } from './packageRoot.js';

/**
 * The bundled script of a worker thread (`dist/<name>.js`), or undefined when running from source: only the
 * bundled tool has the worker scripts, and without one the work is done on the calling thread.
 */
export function workerScript(name: string): string | undefined {
  const file = path.join(packageRoot(), 'dist', `${name}.js`);
  return fs.existsSync(file) ? file : undefined;
}
