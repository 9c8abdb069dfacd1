import fs from 'node:fs';
import path from 'node:path';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { Warning } from '../shared/types.js';
import { hoistLateImports } from './cssLateImports.js';
import { lightningCss } from './lazyPackages.js';

/**
 * CSS that esbuild bundled (what site code, React pages and theme overrides import) and lightningcss then cannot
 * read: esbuild passes over what browsers would drop (`.a > > .b`, `:not()`), lightningcss does not. Its problems
 * are placed in the joined bundles, which no author wrote; this places them in the site's files.
 */

/** What lightningcss throws, or warns of when it recovers: its message and the place (1-based) in the code it was given. */
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

type Place = { line: number; column: number };

/**
 * The problems lightningcss finds in the file itself (as esbuild loaded it: a CSS module as one, late `@import`s
 * moved up), each message with its places in order, in the file as written; empty when the file is Sass or unread.
 */
function problemsInSource(file: string): Map<string, Place[]> {
  const found = new Map<string, Place[]>();
  if (!/\.css$/i.test(file)) return found;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return found;
  }
  const hoisted = hoistLateImports(text);
  const add = (message: string, loc: Place | undefined) => {
    if (!loc) return;
    found.set(message, [...(found.get(message) ?? []), hoisted ? hoisted.originalLocation(loc.line, loc.column) : loc]);
  };
  try {
    const result = lightningCss().transform({ filename: file, code: Buffer.from(hoisted?.css ?? text), cssModules: /\.module\.css$/i.test(file), errorRecovery: true });
    for (const warning of result.warnings) add(warning.message, warning.loc);
  } catch (error) {
    const failure = error as MinifierFailure;
    add(failure.message, failure.loc);
  }
  return found;
}

/** Where a problem of the bundled CSS is written: the file and place when known, and what to add to the message when not. */
interface SourcePlace {
  file?: string;
  line?: number;
  column?: number;
  note: string;
}

/**
 * Places problems of one bundled text: each at the file, line and column when the file itself shows it (the n-th
 * problem of a message in a file at the n-th place the file has it); else at the file, saying the line is not known
 * and quoting the bundled line; else saying which file is not known.
 */
function bundledPlaces(css: string) {
  const lines = css.split('\n');
  const sources = new Map<string, Map<string, Place[]>>();
  const seen = new Map<string, number>();
  return (message: string, at: Place | undefined): SourcePlace => {
    const file = at && bundledFileAt(css, at.line);
    const bundledLine = at ? (lines[at.line - 1] ?? '').trim() : '';
    const quoted = bundledLine.length > 80 ? `${bundledLine.slice(0, 77)}...` : bundledLine;
    if (!file) {
      return { note: quoted ? ` (at \`${quoted}\` of the CSS the site's code imports; which file it came from is not known)` : " (in the CSS the site's code imports; where is not known)" };
    }
    if (!sources.has(file)) sources.set(file, problemsInSource(file));
    const key = `${file}\0${message}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    const place = sources.get(file)?.get(message)?.[nth];
    if (place) return { file, line: place.line, column: place.column, note: '' };
    return { file, note: quoted ? ` (at \`${quoted}\` as esbuild bundled this file; its line here is not known)` : ' (its line here is not known)' };
  };
}

const HINT = 'The stylesheet is minified with lightningcss, which refuses CSS that browsers would drop: correct the rule, or remove it.';
export const UNREAD_CSS_HINT = 'The stylesheet is minified with lightningcss, which leaves out (or keeps as written) what it cannot read: correct the rule, or remove it.';

/** The minifier's failure on esbuild's bundled `css` (at `at`, a place in that text) as a located error. */
export function bundledCssProblem(failure: MinifierFailure, css: string, at: Place | undefined): DocsGenError {
  const { note, ...place } = bundledPlaces(css)(failure.message, at);
  return new DocsGenError(`Invalid CSS: ${failure.message}${note}`, { ...place, hint: HINT });
}

/**
 * What the minifier left out of esbuild's bundled `css` (or kept as written), as a browser ignores it, as located
 * warnings: a Docusaurus build, whose PostCSS minifier keeps what it cannot read, publishes such CSS all the same.
 * `placeOf` gives a problem's place in `css` from its place in the code the minifier was given.
 */
export function bundledCssWarnings(recovered: readonly MinifierFailure[], css: string, placeOf: (loc: Place) => Place = (loc) => loc): Warning[] {
  const places = bundledPlaces(css);
  return recovered.map((problem) => {
    const { note, ...place } = places(problem.message, problem.loc && placeOf(problem.loc));
    return { message: `Invalid CSS, which browsers ignore: ${problem.message}${note}`, ...place, hint: UNREAD_CSS_HINT };
  });
}
