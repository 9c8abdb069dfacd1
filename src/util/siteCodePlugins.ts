import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, PluginBuild } from 'esbuild';
import { DOCUSAURUS_THEME_STYLESHEET, isSupportedSiteModule, PROVIDED_MODULE_IMPORT, RAW_IMPORT, rawImportPath, unsupportedModuleAdvice } from '../shared/siteModules.js';
import { isHiddenName } from './hiddenPath.js';
import { type ImportAlias, aliasFilter, aliasTarget, rootRelativeCandidates } from './importAliases.js';

type SiteModule = Record<string, unknown>;

/** Where bundled site code finds the theme's modules when it loads (set just before the import). */
const REGISTRY = Symbol.for('docs-gen.siteModules');

export function provideSiteModules(resolve: (source: string) => SiteModule | undefined): void {
  (globalThis as Record<symbol, unknown>)[REGISTRY] = resolve;
}

/** The registry name of the function that turns SVG markup into a component (not importable by sites). */
export const SVG_COMPONENT_MODULE = 'docs-gen:svg-component';

/**
 * An SVG a component imports is a component drawing it inline (Docusaurus's SVGR): the module calls the function
 * `maker` names (after `imports`) on the file's markup.
 */
function svgModulesPlugin(name: string, maker: string, imports = ''): Plugin {
  return {
    name,
    setup(b) {
      b.onLoad({ filter: /\.svg$/i }, async (args) => {
        const markup = await fs.readFile(args.path, 'utf8');
        return { contents: `${imports}export default (${maker})(${JSON.stringify(markup)});`, loader: 'js' };
      });
    },
  };
}

/** For site code: the renderer's function, from the registry. */
export const svgPlugin = svgModulesPlugin('docs-gen-svg', `globalThis[Symbol.for('docs-gen.siteModules')](${JSON.stringify(SVG_COMPONENT_MODULE)}).default`);

/**
 * For code bundled with the theme (a site's overrides), which loads before the site's registry is provided:
 * the function is imported from its source file, bundled in.
 */
export function themeSvgPlugin(svgComponentFile: string): Plugin {
  return svgModulesPlugin('docs-gen-theme-svg', 'svgComponent', `import { svgComponent } from ${JSON.stringify(svgComponentFile)};\n`);
}

const RAW_SUFFIX = '?raw';
const RAW_PATH = /\?raw$/;

/**
 * `@site/x` is `x` under the site folder, as in Docusaurus; a name the config's `aliases` give is the site path it names;
 * `/x` is `x` in the static folder, else in the site folder. A CSS `url(@site/…)` is left to the CSS plugin, which
 * publishes the file it names (cssUrls).
 */
export function siteRootPlugin(rootDir: string, aliases: readonly ImportAlias[] = [], staticDir?: string): Plugin {
  return {
    name: 'docs-gen-site-root',
    setup(b) {
      // `import text from '!!raw-loader!./sample.go'` (or `raw-loader!…`, `./sample.go?raw`, `require(…).default`): the file's text as the
      // default export, as webpack's raw-loader gives it; a dot file (`.env`) is refused, as in pages.
      b.onResolve({ filter: RAW_IMPORT }, async (args) => {
        const rest = rawImportPath(args.path) ?? args.path;
        const found = await b.resolve(rest, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
        if (found.errors.length || found.namespace !== 'file') return { errors: [{ text: `Cannot find "${rest}", imported as text by "${args.path}"` }] };
        const segments = path.relative(rootDir, found.path).split(/[\\/]/).filter((segment) => segment !== '..');
        if (segments.some(isHiddenName)) return { errors: [{ text: `"${rest}" is in a dot folder or is a dot file, which is never published` }] };
        // A module apart from the file imported as code, if it is: the mark ending its path tells them apart, and
        // lets esbuild ask for its text alone (a filter sees the path, not a suffix).
        return { path: `${found.path}${RAW_SUFFIX}` };
      });
      b.onLoad({ filter: RAW_PATH }, async (args) => ({
        contents: `export default ${JSON.stringify(await fs.readFile(args.path.slice(0, -RAW_SUFFIX.length), 'utf8'))};`,
        loader: 'js',
      }));
      b.onResolve({ filter: /^@site\// }, async (args) => {
        if (args.kind === 'url-token') return undefined;
        const rest = args.path.slice('@site/'.length);
        const found = await b.resolve(`./${rest}`, { resolveDir: rootDir, kind: args.kind, importer: args.importer });
        // esbuild would name the relative path it was given, which the author never wrote.
        return found.errors.length ? { errors: [{ text: `Cannot find "${args.path}" (looked for ${path.relative(process.cwd(), path.join(rootDir, rest))})` }] } : found;
      });
      b.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        if (args.kind === 'url-token') return undefined;
        // The last candidate is the path as written: esbuild takes that itself, and reports it if it is not there.
        for (const candidate of rootRelativeCandidates(args.path, rootDir, staticDir)?.slice(0, -1) ?? []) {
          const found = await b.resolve(`./${path.basename(candidate)}`, { resolveDir: path.dirname(candidate), kind: args.kind, importer: args.importer });
          if (!found.errors.length) return found;
        }
        return undefined;
      });
      const filter = aliasFilter(aliases);
      if (!filter) return;
      b.onResolve({ filter }, async (args) => {
        if (args.kind === 'url-token') return undefined;
        const target = aliasTarget(args.path, aliases)!;
        // Relative to its folder, so esbuild finds it as it finds any file: extensions, `index` files, a package.json.
        const found = await b.resolve(`./${path.basename(target)}`, { resolveDir: path.dirname(target), kind: args.kind, importer: args.importer });
        if (!found.errors.length) return found;
        return { errors: [{ text: `Cannot find "${args.path}" (looked for ${path.relative(rootDir, target)}, through an alias in the config's \`aliases\`)` }] };
      });
    },
  };
}

/** Imports of the theme's and Docusaurus's modules (and of those that may be, to say so when they are not). */
const SITE_MODULE_IMPORT = new RegExp(`${PROVIDED_MODULE_IMPORT.source}|^@(?:theme|theme-original|theme-init)/`);

/** The namespace of Docusaurus's own theme stylesheets imported by site code (see DOCUSAURUS_THEME_STYLESHEET). */
const EMPTY_STYLESHEET = 'docs-gen-empty-stylesheet';

/**
 * Makes Docusaurus's own theme stylesheets empty ones (no rules, and as CSS modules no class names) in a bundle of
 * site code: called first in its plugin's setup, before its `@docusaurus/` imports are resolved.
 */
export function emptyDocusaurusThemeStylesheets(b: PluginBuild): void {
  b.onResolve({ filter: DOCUSAURUS_THEME_STYLESHEET }, (args) => ({ path: args.path, namespace: EMPTY_STYLESHEET }));
  b.onLoad({ filter: /.*/, namespace: EMPTY_STYLESHEET }, () => ({ contents: 'export default {};', loader: 'js' }));
}

/**
 * `@docusaurus/*` and `@theme/*` in site code are the theme's modules of this process (the same React
 * components and context as the pages), re-exported from the registry: a virtual module per import naming
 * every export the theme's module has. An unsupported one is an error at the import.
 */
export function siteModulesPlugin(resolve: (source: string) => SiteModule | undefined, aliases: readonly ImportAlias[] = []): Plugin {
  return {
    name: 'docs-gen-site-modules',
    setup(b) {
      emptyDocusaurusThemeStylesheets(b);
      b.onResolve({ filter: SITE_MODULE_IMPORT }, (args) => {
        // A component of the site's theme folder (see siteThemeAliases): the aliases plugin bundles the file.
        if (!isSupportedSiteModule(args.path) && aliasTarget(args.path, aliases) !== undefined) return undefined;
        if (!isSupportedSiteModule(args.path) || !resolve(args.path)) {
          return { errors: [{ text: `Unsupported import "${args.path}": docs-gen renders on the server and provides only its own modules. ${unsupportedModuleAdvice(args.path)}` }] };
        }
        return { path: args.path, namespace: 'docs-gen-site-module' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docs-gen-site-module' }, (args) => {
        const names = Object.keys(resolve(args.path) ?? {});
        const access = `globalThis[Symbol.for('docs-gen.siteModules')](${JSON.stringify(args.path)})`;
        const lines = [`const m = ${access};`];
        for (const name of names) lines.push(name === 'default' ? 'export default m.default;' : `export const ${name} = m[${JSON.stringify(name)}];`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/** The registry's name for a module loaded with the theme: this, then its absolute file. */
export const SHARED_MODULE_PREFIX = 'docs-gen:shared:';

/** An identifier an `export const` can name. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Whether an import may lead to one of `files`: any import but a relative one, which reaches only the file at its
 * path (with an extension, or a folder's index or main file), unless a link on the way leads elsewhere.
 */
function relativeReach(files: readonly string[]): (specifier: string, resolveDir: string) => boolean {
  const realFolders = new Map<string, boolean>();
  const isReal = (folder: string) => {
    let real = realFolders.get(folder);
    if (real === undefined) {
      try {
        real = fsSync.realpathSync(folder) === folder;
      } catch {
        real = false;
      }
      realFolders.set(folder, real);
    }
    return real;
  };
  return (specifier, resolveDir) => {
    if (!/^\.\.?(\/|$)/.test(specifier) || /[?#]/.test(specifier) || !resolveDir) return true;
    const target = path.resolve(resolveDir, specifier);
    if (!isReal(path.dirname(target))) return true;
    return files.some((file) => file === target || file.startsWith(`${target}.`) || file.startsWith(`${target}${path.sep}`));
  };
}

/**
 * The imports that may name one of `files`, as an esbuild filter (which runs in esbuild, sparing a round trip to this
 * process for every other import): any but a relative one, and a relative one whose last part is a file's name
 * (with or without its extension) or one of its folders' (an index or a package's main file), or only dots.
 */
function mayNameFilter(files: readonly string[]): RegExp {
  const names = new Set<string>();
  for (const file of files) {
    const base = path.basename(file);
    names.add(base).add(base.replace(/\.[^.]*$/, ''));
    for (let folder = path.dirname(file); path.dirname(folder) !== folder; folder = path.dirname(folder)) names.add(path.basename(folder));
  }
  const escaped = [...names].filter(Boolean).map((name) => name.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'));
  return new RegExp(`^[^.]|^\\.\\.?(?:/\\.\\.)*/?$|/(?:${escaped.join('|')})(?:\\.[^/]*)?/?$`);
}

/** The names a module loaded with the theme exports, a CommonJS module's properties included, as esbuild gives them to `import { x }`. */
function exportNames(module: SiteModule): string[] {
  const names = Object.keys(module);
  const cjs = module.default;
  if (names.length === 1 && names[0] === 'default' && cjs && (typeof cjs === 'object' || typeof cjs === 'function')) names.push(...Object.keys(cjs).filter((n) => n !== 'default'));
  return names;
}

/**
 * Site code importing a module that the theme's overrides import too (Theme.sharedModules) gets the theme's
 * instance, from the registry, instead of a copy bundled with it: one React context, one store, as in
 * Docusaurus's single bundle. Each import is resolved as usual first; only the file it leads to decides.
 */
export function sharedModulesPlugin(shared: ReadonlyMap<string, SiteModule>): Plugin {
  const mayReach = relativeReach([...shared.keys()]);
  return {
    name: 'docs-gen-shared-modules',
    setup(b) {
      b.onResolve({ filter: mayNameFilter([...shared.keys()]) }, async (args) => {
        if (args.kind === 'entry-point' || (args.pluginData as { docsGenShared?: boolean } | undefined)?.docsGenShared || /^(@docusaurus|@theme|@theme-original|@theme-init)\/|^react(-dom)?(\/|$)/.test(args.path)) return undefined;
        // Resolving again is a round trip to esbuild, for each of the thousands of files a large package holds.
        if (!mayReach(args.path, args.resolveDir)) return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, namespace: args.namespace, pluginData: { docsGenShared: true } });
        if (found.errors.length) return undefined;
        if (found.namespace === 'file' && shared.has(found.path)) return { path: found.path, namespace: 'docs-gen-shared' };
        return { path: found.path, namespace: found.namespace, external: found.external, sideEffects: found.sideEffects, suffix: found.suffix, pluginData: found.pluginData };
      });
      b.onLoad({ filter: /.*/, namespace: 'docs-gen-shared' }, (args) => {
        const module = shared.get(args.path) ?? {};
        const lines = [`const m = globalThis[Symbol.for('docs-gen.siteModules')](${JSON.stringify(SHARED_MODULE_PREFIX + args.path)});`];
        const cjs = Object.keys(module).length === 1 && module.default !== undefined;
        exportNames(module).forEach((name, i) => {
          if (name === 'default') lines.push('export default m.default;');
          // Through a local name: an export may be a word that cannot name a variable (zod's `catch`, `enum`, `function`).
          else if (IDENTIFIER.test(name)) lines.push(`const e${i} = ${cjs && !Object.hasOwn(module, name) ? 'm.default' : 'm'}[${JSON.stringify(name)}];`, `export { e${i} as ${name} };`);
        });
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
