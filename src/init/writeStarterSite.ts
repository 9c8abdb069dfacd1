import fs from 'node:fs';
import path from 'node:path';
import { findConfigFile } from '../config/load.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { starterFiles } from './starterFiles.js';

/**
 * Writes the starter site into `dir`, all or nothing: when any of its files exists already, each one is
 * reported and none is written. Returns the written paths, relative to `dir`.
 */
export function writeStarterSite(dir: string): string[] {
  const root = path.resolve(dir);
  const files = starterFiles();
  const conflicts = files.map((f) => path.join(root, f.path)).filter((file) => fs.existsSync(file));
  // A config under another name would take the place of the one written here.
  const otherConfig = fs.existsSync(root) ? findConfigFile(root) : undefined;
  if (otherConfig && !conflicts.includes(otherConfig)) conflicts.unshift(otherConfig);
  if (conflicts.length) {
    throw combineErrors(
      conflicts.map(
        (file) =>
          new DocsGenError(`${path.relative(root, file)} already exists`, {
            file,
            hint: 'init never overwrites a file: run it in an empty folder, or move these files aside.',
          }),
      ),
    );
  }
  for (const file of files) {
    const target = path.join(root, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // `wx` fails rather than replace a file that appeared since the check.
    fs.writeFileSync(target, file.text, { flag: 'wx' });
  }
  return files.map((f) => f.path);
}
