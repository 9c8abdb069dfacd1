import fs from 'node:fs';
import path from 'node:path';
import { DocsGenError } from '../errors/DocsGenError.js';
import { hoistLateImports } from './cssLateImports.js';
import { lightningCss } from './lazyPackages.js';

/**
 * CSS that esbuild bundled (what site code, React pages and theme overrides import) and lightningcss then
 * refuses to minify: esbuild passes over what browsers would drop (`.a > > .b`, `:not()`), lightningcss does not.
 * Its error is placed in the joined bundles, which no author wrote; this places it in the site's file.
 */

/** What lightningcss throws: its message and the place (1-based) in the code it was given. */
export interface MinifierFailure {
  message: string;
  loc?: { line: number; column: number };
}

/** esbuild writes each source file's path, relative to its working folder, in a comment on its own line before its rules. */
const FILE_MARKER = /^\/\* (.+) \*\/$/;

/** The file whose rules hold `line` (1-based) of esbuild's bundled `css`: the nearest marker above it that names a file. */
export function bundledFileAt(css: string, line: number, cwd = process.cwd()): string | undefined {
  const lines = css.split('\n');
  for (let i = Math.min(line, lines.length) - 1; i >= 0; i--) {
    const marker = FILE_MARKER.exec(lines[i]);
    if (!marker) continue;
    const file = path.resolve(cwd, marker[1]);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

/**
 * The same problem in the file as written, found by giving the file itself to lightningcss (as esbuild loaded it:
 * a CSS module as one, late `@import`s moved up): undefined when the file is Sass, or parses, or fails otherwise.
 */
function placeInSource(file: string, message: string): { line: number; column: number } | undefined {
  if (!/\.css$/i.test(file)) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const hoisted = hoistLateImports(text);
  try {
    lightningCss().transform({ filename: file, code: Buffer.from(hoisted?.css ?? text), cssModules: /\.module\.css$/i.test(file) });
    return undefined;
  } catch (error) {
    const found = error as MinifierFailure;
    if (found.message !== message || !found.loc) return undefined;
    return hoisted ? hoisted.originalLocation(found.loc.line, found.loc.column) : found.loc;
  }
}

const HINT = 'The stylesheet is minified with lightningcss, which refuses CSS that browsers would drop: correct the rule, or remove it.';

/**
 * The minifier's failure on esbuild's bundled `css` (at `at`, a place in that text) as a located error: at the
 * file, line and column when the file itself shows the problem; else at the file, saying the line is not known
 * and quoting the bundled line; else saying which file is not known.
 */
export function bundledCssProblem(failure: MinifierFailure, css: string, at: { line: number; column: number } | undefined): DocsGenError {
  const problem = `Invalid CSS: ${failure.message}`;
  const file = at && bundledFileAt(css, at.line);
  const bundledLine = at ? (css.split('\n')[at.line - 1] ?? '').trim() : '';
  const quoted = bundledLine.length > 80 ? `${bundledLine.slice(0, 77)}...` : bundledLine;
  if (!file) {
    const where = quoted ? ` (at \`${quoted}\` of the CSS the site's code imports; which file it came from is not known)` : " (in the CSS the site's code imports; where is not known)";
    return new DocsGenError(`${problem}${where}`, { hint: HINT });
  }
  const place = placeInSource(file, failure.message);
  if (place) return new DocsGenError(problem, { file, line: place.line, column: place.column, hint: HINT });
  const where = quoted ? ` (at \`${quoted}\` as esbuild bundled this file; its line here is not known)` : ' (its line here is not known)';
  return new DocsGenError(`${problem}${where}`, { file, hint: HINT });
}
