import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isGeneratedFile } from './generatedFiles.js';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { moduleResolve } from 'import-meta-resolve';
import { isSupportedSiteModule, PROVIDED_MODULE_IMPORT, rawImportPath, SITE_CODE_EXTENSIONS, themeComponentName, unsupportedModuleAdvice } from '../shared/siteModules.js';
import type { PageImport } from '../shared/types.js';
import { hasHiddenSegment, isInsidePath } from './hiddenPath.js';
import { aliasTarget, type ImportAlias, missingPackageHint, rootRelativeCandidates, sitePathOf } from './importAliases.js';
import { installedPackageDir, packageNameOf } from './installedPackage.js';

/** Files a page can import without a bundler: copied as assets, their URL is the module's default export. */
const ASSET_EXTENSIONS = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|pdf|mp4|webm|mp3|wav|zip|txt|csv)$/i;
const CODE_EXTENSIONS = [...SITE_CODE_EXTENSIONS, '.cjs', '.css'];

export type ImportResolution =
  | { ok: true; kind: PageImport['kind']; file?: string }
  | { ok: false; message: string; hint?: string };

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** A path written without its extension (`./Button`) or naming a folder (`./Button/`) finds its file as esbuild would. */
export function findFile(lexical: string): string | undefined {
  if (isFile(lexical)) return lexical;
  for (const ext of CODE_EXTENSIONS) if (isFile(lexical + ext)) return lexical + ext;
  for (const ext of CODE_EXTENSIONS) if (isFile(path.join(lexical, `index${ext}`))) return path.join(lexical, `index${ext}`);
  for (const ext of ['.mdx', '.md']) if (isFile(lexical + ext)) return lexical + ext;
  return undefined;
}

/** The conditions a bundler resolves an `import` of a package with: its ES module build, as Docusaurus's webpack takes it. */
const IMPORT_CONDITIONS = new Set(['import', 'module', 'node', 'default']);

/**
 * The file a page's import of a package names. A package's `exports` are read with the conditions of an
 * `import`: a `"type": "module"` package whose `require` build is CommonJS in `.js` files cannot load that
 * build as an ES module. What the rules of ES modules cannot resolve (a path inside a package written without
 * its extension) is resolved as require() does. Throws when neither finds it.
 */
function resolvePackage(source: string, fromFile: string): string {
  try {
    const url = moduleResolve(source, pathToFileURL(fromFile), IMPORT_CONDITIONS);
    if (url.protocol === 'file:') return fileURLToPath(url);
  } catch {
    // Resolved below as require() resolves it, or reported as not found.
  }
  return createRequire(fromFile).resolve(source);
}

/**
 * Whether a bare specifier names a package found in a `node_modules` folder on the way up from the page, as
 * Node looks for it. A workspace keeps a docs site's packages in the repository's `node_modules` (hoisted, or
 * linked into pnpm's store), outside the site folder: they are the site's packages all the same, and its
 * components' bundle takes them from there too. A path (`/etc/passwd`) is never a package name.
 */
function isInstalledPackage(source: string, fromFile: string): boolean {
  // `pkg/../../x` would resolve outside the package: only a name, and a path inside the package without `.` or `..`.
  const parts = source.split('/');
  if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/|$)/i.test(source) || parts.some((part) => part === '.' || part === '..')) return false;
  return installedPackageDir(packageNameOf(source), path.dirname(fromFile)) !== undefined;
}

/**
 * What a module specifier written in the page at `fromFile` is: a theme or Docusaurus module (checked against
 * the supported list), a partial (`.md`/`.mdx`), an asset, or site code (a file, `@site/…` being the site
 * root, a name the config's `aliases` give a site path, a path from the static or site folder (`/img/a.png`), or a
 * package installed for the site) to bundle.
 */
export function resolveImport(source: string, fromFile: string, siteRoot: string, siteDir = siteRoot, aliases: readonly ImportAlias[] = [], staticDir?: string): ImportResolution {
  // Docusaurus sites show a file's text with webpack's raw loader (`import code from '!!raw-loader!./x.js'`), or `?raw`.
  const raw = rawImportPath(source);
  if (raw !== undefined) {
    const resolved = resolveImport(raw, fromFile, siteRoot, siteDir, aliases, staticDir);
    return resolved.ok && resolved.file ? { ok: true, kind: 'raw', file: resolved.file } : resolved;
  }
  if (themeComponentName(source) !== undefined || PROVIDED_MODULE_IMPORT.test(source)) {
    if (isSupportedSiteModule(source)) return { ok: true, kind: themeComponentName(source) === undefined ? 'docusaurus' : 'theme' };
    // A name the theme does not have may be a component of the site's theme folder (see siteThemeAliases), resolved below.
    if (aliasTarget(source, aliases) === undefined) {
      return {
        ok: false,
        message: `Unsupported import "${source}": docs-gen renders pages on the server and provides only its own modules`,
        hint: `${unsupportedModuleAdvice(source)} Or import a component of your own (\`@site/src/components/…\`).`,
      };
    }
  }
  if (source === 'react') return { ok: true, kind: 'react' };
  // webpack's inline loaders (`my-loader!./example.ts`): there is no webpack to run another one.
  const loader = /^!{0,2}([^!]+)!(?=.)/.exec(source);
  if (loader) {
    return {
      ok: false,
      message: `The webpack loader "${loader[1]}" cannot run here: docs-gen runs no webpack loaders but raw-loader (\`!!raw-loader!./file\`)`,
      hint: 'Import the file with raw-loader for its text, or give the page what the loader made from a component of the site.',
    };
  }
  const rooted = rootRelativeCandidates(source, siteDir, staticDir);
  const fromRoot = rooted?.find((candidate) => findFile(candidate) !== undefined);
  if (rooted && !fromRoot) {
    // The last candidate, the path as written, is a file system path: no place a site file is looked for.
    const looked = rooted.slice(0, -1).map((candidate) => path.relative(siteRoot, candidate) || '.');
    return { ok: false, message: `Cannot find "${source}" imported here (looked for ${looked.join(' and ')})`, hint: 'A path from `/` names a file of the static folder or of the site folder, as in Docusaurus.' };
  }
  const named = sitePathOf(source, siteDir, aliases) ?? fromRoot;
  const local = named !== undefined || source.startsWith('./') || source.startsWith('../') || source === '.' || source === '..';
  if (!local) {
    let file: string | undefined;
    // From the page's folder up, then, as Docusaurus's bundler looks too, from the site folder (a docs folder kept
    // beside the site's, `../docs`, imports the site's packages).
    const bases = [fromFile, path.join(siteDir, 'package.json')];
    let base = fromFile;
    for (const from of bases) {
      try {
        file = fs.realpathSync(resolvePackage(source, from));
        base = from;
        break;
      } catch {
        // Looked for from the next base, or reported below.
      }
    }
    if (!file) {
      return {
        ok: false,
        message: `Cannot find the package "${source}" imported here`,
        hint: missingPackageHint(source),
      };
    }
    if (!isInsidePath(fs.realpathSync(siteRoot), file) && !isInstalledPackage(source, base)) {
      return { ok: false, message: `The package "${source}" is not installed for the site`, hint: 'Install it in the site folder, or import it by its package name.' };
    }
    return { ok: true, kind: 'code', file };
  }
  const lexical = named ?? path.resolve(path.dirname(fromFile), source);
  const file = findFile(lexical);
  if (!file) {
    const through = named === undefined || source.startsWith('@site/') ? '' : `, through an alias in the config's \`aliases\``;
    return { ok: false, message: `Cannot find "${source}" imported here (looked for ${path.relative(siteRoot, lexical) || '.'}${through})` };
  }
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    real = file;
  }
  const root = fs.realpathSync(siteRoot);
  if (!isInsidePath(root, real)) return { ok: false, message: `"${source}" leads outside the site folder; pages may only import the site's own files` };
  if (hasHiddenSegment(path.relative(root, real)) && !isGeneratedFile(path.resolve(root, path.relative(siteRoot, siteDir)), real)) {
    return { ok: false, message: `"${source}" is in a dot folder or is a dot file, which is never published` };
  }
  if (/\.mdx?$/i.test(file)) return { ok: true, kind: 'partial', file };
  if (ASSET_EXTENSIONS.test(file)) return { ok: true, kind: 'asset', file };
  return { ok: true, kind: 'code', file };
}
