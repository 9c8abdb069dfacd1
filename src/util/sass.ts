import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { Warning } from '../shared/types.js';
import { type ImportAlias, sitePathOf } from './importAliases.js';
import { type SassLogger, sassWarningLogger } from './sassLogger.js';

/**
 * Sass (`.scss`, `.sass`), as `docusaurus-plugin-sass` compiles it. The compiler is the `sass` package, looked
 * for in the site first (a Docusaurus site using the plugin has it installed), then beside docs-gen; it is
 * loaded only when a site has Sass, so sites without it never pay for it.
 */

export const SASS_FILE = /\.s[ac]ss$/i;

interface SassFileImporter {
  findFileUrl(url: string): URL | null;
}

interface SassCompiler {
  compile(
    file: string,
    options: { style: 'expanded'; loadPaths: string[]; importers: SassFileImporter[]; logger: SassLogger; verbose: boolean },
  ): { css: string; loadedUrls: URL[] };
}

/** Where a Sass file's imports are looked for: the site (`@site/…`, `node_modules`) and the config's `aliases`. */
export interface SassRoots {
  rootDir: string;
  siteDir?: string;
  aliases?: readonly ImportAlias[];
}

/**
 * `@use '@site/src/css/fonts'` and an aliased path name a site file, as sass-loader resolves them through webpack's
 * aliases; Sass then looks for the partial (`_fonts.scss`) and the extensions there as for any path.
 */
function siteImporter(roots: SassRoots): SassFileImporter {
  return {
    findFileUrl(url) {
      const target = sitePathOf(url, roots.siteDir ?? roots.rootDir, roots.aliases ?? []);
      return target ? pathToFileURL(target) : null;
    },
  };
}

interface SassFailure {
  sassMessage?: string;
  message?: string;
  span?: { url?: URL; start: { line: number; column: number } };
}

const compilers = new Map<string, SassCompiler | null>();

/**
 * The folders a site's packages are found from: the Docusaurus site folder (`siteDir`, which holds its
 * `package.json` and `node_modules` when the config is written above it), then the config's.
 */
function packageFolders(roots: SassRoots): string[] {
  return [...new Set([...(roots.siteDir ? [roots.siteDir] : []), roots.rootDir])];
}

/** The `sass` package as the site would load it, or null when neither the site nor docs-gen has it. */
export function findSass(roots: SassRoots): SassCompiler | null {
  const folders = packageFolders(roots);
  const key = folders.join('\0');
  let found = compilers.get(key);
  if (found !== undefined) return found;
  found = null;
  for (const from of [...folders.map((dir) => path.join(dir, 'package.json')), import.meta.url]) {
    try {
      found = createRequire(from)('sass') as SassCompiler;
      break;
    } catch {}
  }
  compilers.set(key, found);
  return found;
}

export const SASS_MISSING_HINT = 'Add the Sass compiler to the site (`npm install --save-dev sass`), or convert the file to plain CSS (`npx sass in.scss out.css`) and use that.';

export function sassMissingError(file: string, line?: number, column?: number): DocsGenError {
  return new DocsGenError(`${path.basename(file)} is Sass, and the \`sass\` package is not installed`, { file, line, column, hint: SASS_MISSING_HINT });
}

/** Who hears what a compile finds besides its CSS. */
export interface SassListeners {
  /** Every file the compile read, partials included (dev watches them). */
  read?: (file: string) => void;
  /** Each distinct warning of Sass's (deprecations, `@warn`, `@debug`), located; without it they are dropped. */
  warn?: (warning: Warning) => void;
}

/** Compiles a Sass file to CSS; a Sass error is located in the file (a partial included) that has it. */
export function compileSass(file: string, roots: SassRoots, { read, warn }: SassListeners = {}): string {
  const sass = findSass(roots);
  if (!sass) throw sassMissingError(file, 1, 1);
  try {
    const result = sass.compile(file, {
      style: 'expanded',
      // `@import 'node_modules/…'` and bare package paths resolve from the site, as with the webpack plugin.
      loadPaths: packageFolders(roots).flatMap((dir) => [dir, path.join(dir, 'node_modules')]),
      importers: [siteImporter(roots)],
      logger: sassWarningLogger(file, warn ?? (() => {})),
      // Sass stops repeating a deprecation after five places; every place is reported, and docs-gen cuts a
      // flood of one kind short itself, as it does for any problem.
      verbose: true,
    });
    for (const url of result.loadedUrls) if (url.protocol === 'file:') read?.(fileURLToPath(url));
    return result.css;
  } catch (error) {
    const failure = error as SassFailure;
    const span = failure.span;
    const at = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : file;
    throw new DocsGenError(`Cannot compile the Sass: ${failure.sassMessage ?? failure.message ?? String(error)}`, {
      file: at,
      line: span ? span.start.line + 1 : undefined,
      column: span ? span.start.column + 1 : undefined,
      cause: error,
    });
  }
}
