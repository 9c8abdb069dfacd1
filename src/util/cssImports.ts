import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hasHiddenSegment, isInsidePath } from './hiddenPath.js';
import { installedPackageDir } from './installedPackage.js';
import { isExternalCssUrl } from './cssUrls.js';
import { packageFolderOf } from './publishedFiles.js';

/**
 * Where an `@import` in a site's CSS leads, as css-loader resolves it in a Docusaurus build. A URL of another
 * origin (`https://fonts.googleapis.com/css2?…`, `//cdn…`) is the browser's to load: it stays an `@import`
 * of the stylesheet instead of a file looked for beside the CSS. A path is relative to the importing file;
 * a bare one that names no file there, or one written `~pkg/…`, is a package's CSS (`@import
 * '@fontsource/inter'`), found in a `node_modules` folder on the way up, as Node finds packages.
 */
export function resolveCssImport(specifier: string, fromFile: string): string | { external: string } {
  if (isExternalCssUrl(specifier)) return { external: specifier };
  const beside = path.resolve(path.dirname(fromFile), specifier);
  if (/^\.{0,2}\//.test(specifier) || (!specifier.startsWith('~') && isFile(beside))) return beside;
  const request = specifier.replace(/^~/, '');
  const found = packageCss(request, fromFile);
  if (found) return found;
  throw new CssImportNotFound(specifier);
}

/**
 * The stylesheet of an installed package a bare name gives (`@radix-ui/colors/gray.css`), as an `@import` of the
 * site's CSS finds it from `dir`, the site folder; `outside` when that leads out of the site and out of every
 * installed package. Undefined when nothing is found.
 */
export function packageStylesheet(name: string, dir: string): { file: string; outside: boolean } | undefined {
  let found: ReturnType<typeof resolveCssImport>;
  try {
    found = resolveCssImport(name, path.join(dir, 'package.json'));
  } catch {
    return undefined;
  }
  if (typeof found !== 'string') return undefined;
  try {
    refuseOutsideImport(name, found, dir);
    return { file: found, outside: false };
  } catch {
    return { file: found, outside: true };
  }
}

/** An `@import` of a file outside the site folder (not in an installed package) or in a dot folder; bundleCss locates it. */
export class CssImportRefused extends Error {
  constructor(readonly specifier: string) {
    super(`The CSS imports ${specifier}, which is outside the site folder or in a dot folder: it is never read`);
  }
}

/**
 * Refuses an `@import` that leads out of the site: a site's CSS may inline its own files and the CSS of packages
 * installed for it (in a `node_modules` folder, which a workspace keeps above the site folder), not any file a
 * path can reach (`../../secret.css`, `pkg/../../x.css`), since what it inlines is published. A file that does
 * not exist is left to be reported as missing.
 */
export function refuseOutsideImport(specifier: string, target: string, rootDir: string): void {
  let real: string;
  let root: string;
  try {
    real = fs.realpathSync(target);
    root = fs.realpathSync(rootDir);
  } catch {
    return;
  }
  if (isInsidePath(root, real) && !hasHiddenSegment(path.relative(root, real))) return;
  const pkg = packageFolderOf(real);
  if (pkg && !hasHiddenSegment(path.relative(pkg, real)) && installedFor(root, real)) return;
  throw new CssImportRefused(specifier);
}

/**
 * Whether a (real) file lies in a `node_modules` folder of the site folder or of a folder above it, where Node
 * looks: as it is, or through a link (a node_modules linked to a store outside the project, as Nix or pnpm's
 * global virtual store make it), as Node's resolution follows it.
 */
function installedFor(root: string, real: string): boolean {
  const parts = real.split(path.sep);
  const at = parts.indexOf('node_modules');
  if (at > 0 && isInsidePath(parts.slice(0, at).join(path.sep) || path.sep, root)) return true;
  for (let dir = root; ; dir = path.dirname(dir)) {
    try {
      if (isInsidePath(fs.realpathSync(path.join(dir, 'node_modules')), real)) return true;
    } catch {
      // No node_modules here.
    }
    if (path.dirname(dir) === dir) return false;
  }
}

/** A bare `@import` that names neither a file nor an installed package; bundleCss locates it. */
export class CssImportNotFound extends Error {
  constructor(readonly specifier: string) {
    super(`The CSS imports ${specifier}, which is neither a file beside it nor a package installed in a node_modules folder on the way up`);
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The CSS file a package request names. The package alone is its `style` field's file (what webpack's CSS
 * resolution reads first), else its main entry or `exports` when that is CSS, else its `index.css`; a path
 * inside it is mapped through `exports` when it has them, else taken as written, `.css` added if need be.
 */
function packageCss(request: string, fromFile: string): string | undefined {
  const parts = /^(@[^/]+\/[^/]+|[^@/][^/]*)(?:\/(.+))?$/.exec(request);
  if (!parts) return undefined;
  const [, name, subpath] = parts;
  const dir = installedPackageDir(name, path.dirname(fromFile));
  if (!dir) return undefined;
  const manifest = readJson(path.join(dir, 'package.json')) ?? {};
  const byNode = nodeResolve(request, fromFile);
  if (!subpath) {
    const candidates = [typeof manifest.style === 'string' ? path.join(dir, manifest.style) : undefined, byNode, path.join(dir, 'index.css')];
    return candidates.find((file): file is string => !!file && file.endsWith('.css') && isFile(file));
  }
  return [byNode, path.join(dir, subpath), path.join(dir, `${subpath}.css`)].find((file): file is string => !!file && isFile(file));
}

/** What Node's `require.resolve` makes of the request (a package's `exports` and `main`), if anything. */
function nodeResolve(request: string, fromFile: string): string | undefined {
  try {
    return createRequire(fromFile).resolve(request);
  } catch {
    return undefined;
  }
}
