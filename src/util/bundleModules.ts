import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildResult, Metafile, Plugin } from 'esbuild';
import { esbuild } from './lazyPackages.js';
import { yamlPlugin } from './yamlPlugin.js';
import { flowTypesPlugin } from './flowTypes.js';
import { SITE_CODE_EXTENSIONS } from '../shared/siteModules.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import { fromEsbuildFailure } from './esbuildErrors.js';
import { locateBundledThrow, registerBundleMaps } from './bundleSourceMaps.js';

const require = createRequire(import.meta.url);

const JSX_RUNTIME = 'docs-gen-jsx-runtime';

/** Site modules must share the renderer's React, wherever the site folder is. */
const sharedReact: Plugin = {
  name: 'docs-gen-shared-react',
  setup(b) {
    // The JSX that site code compiles to creates its elements through docs-gen's runtime (src/render/jsxRuntime.ts),
    // and so does a CommonJS package's (most published React components) that require()s React's: its components'
    // own elements get their defaultProps too. The runtime module's own fallback takes React's.
    b.onResolve({ filter: /^react\/jsx(-dev)?-runtime$/ }, (args) => (args.namespace === JSX_RUNTIME ? undefined : { path: args.path, namespace: JSX_RUNTIME }));
    b.onLoad({ filter: /.*/, namespace: JSX_RUNTIME }, () => ({
      contents: `const m = globalThis[Symbol.for('docs-gen.jsxRuntime')] ?? require('react/jsx-runtime');\nexport const { Fragment, jsx, jsxs } = m;\nexport const jsxDEV = (type, props, key, isStaticChildren) => (isStaticChildren ? m.jsxs : m.jsx)(type, props, key);\n`,
      loader: 'js',
    }));
    // React itself is the renderer's: a package's require() of it takes a path, an import a URL.
    b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
      const file = require.resolve(args.path);
      return { path: args.kind === 'require-call' ? file : pathToFileURL(file).href, external: true };
    });
  },
};

const LEGACY_INTERNALS = '__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED';

/**
 * React 17's and 18's internals, under the name they had there, on the renderer's React 19, which renamed them: a
 * package built then with React's JSX runtime copied into its own file (as library bundlers inline it) reads
 * `React.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentOwner` as it loads, and threw, failing
 * every page, where a Docusaurus site's React 17 or 18 has them. The owner is none (it only names who created an
 * element, for warnings) and the dispatcher is React 19's, so hooks read through it work while a page renders.
 */
function provideLegacyReactInternals(): void {
  const react = require('react') as Record<string, unknown>;
  if (LEGACY_INTERNALS in react) return;
  const current = react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as { H?: unknown; T?: unknown } | undefined;
  react[LEGACY_INTERNALS] = {
    ReactCurrentOwner: { current: null },
    ReactCurrentDispatcher: {
      get current() {
        return current?.H ?? null;
      },
    },
    ReactCurrentBatchConfig: {
      get transition() {
        return current?.T ?? null;
      },
    },
  };
}

export interface LoadedModules {
  /** Entry file → its exports. */
  modules: Map<string, Record<string, unknown>>;
  /** Every file the bundles read, for dev's watcher. */
  watchFiles: string[];
  /** The CSS the modules import (plain files and CSS modules, whose class names the modules get), in one text. */
  css: string;
  /** A hash of the bundled code, data imports included: what renders with these modules changes only with it. */
  fingerprint: string;
}

export interface BundleOptions {
  /** Resolve more imports (the site root, the theme's modules). */
  plugins?: Plugin[];
  /** `node_modules` folders a package is looked for in when none on the way up from the importing file has it. */
  nodePaths?: string[];
  /**
   * Files of the bundle (besides the entries), from its metafile, whose exports are wanted too, as `modules`
   * entries: the modules the entries import are then those instances, not copies (see bundleTheme).
   */
  exportAlso?: (metafile: Metafile) => string[];
}

/** Images a bundle without a place to publish files to (fileImportsPlugin) inlines. */
const IMAGE_LOADERS = Object.fromEntries(['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif'].map((ext) => [ext, 'dataurl' as const]));

/**
 * An entry that is CommonJS comes out of the bundle as one default export, its `module.exports`. When that says
 * it was compiled from an ES module (`__esModule`, as Babel, TypeScript and Rollup write it), its exports are
 * the module's, as a bundler gives them to `import X from 'package'`: a package's CommonJS build, which Node's
 * resolution picks for a page's import, then gives its component and not an object holding it. Otherwise its
 * properties are named exports beside it, as webpack and Node give them: `import { Badge } from 'cjs-package'`
 * is `module.exports.Badge`.
 */
function interopExports(namespace: Record<string, unknown>): Record<string, unknown> {
  const exported = namespace.default as Record<string, unknown> | undefined;
  const onlyDefault = Object.keys(namespace).every((key) => key === 'default');
  if (!onlyDefault || !exported || (typeof exported !== 'object' && typeof exported !== 'function')) return namespace;
  return exported.__esModule === true ? exported : { ...exported, default: exported };
}

/** The inputs (absolute paths) that the entries import statically, directly or through others: those loading them evaluates. */
function staticallyImported(metafile: Metafile, entries: ReadonlySet<string>): Set<string> {
  const inputs = new Map(Object.entries(metafile.inputs).map(([key, input]) => [path.resolve(key), input]));
  const reached = new Set(entries);
  for (const file of reached) {
    for (const { path: imported, kind, external } of inputs.get(file)?.imports ?? []) {
      if (!external && (kind === 'import-statement' || kind === 'require-call')) reached.add(path.resolve(imported));
    }
  }
  return reached;
}

/** One esbuild run over `entries` into `outdir`; a failure comes back located. */
async function bundle(entries: string[], outdir: string, options: BundleOptions): Promise<BuildResult<{ metafile: true }>> {
  try {
    return await esbuild().build({
      entryPoints: entries,
      // The metafile's paths are relative to this folder and are resolved against the working folder below.
      // esbuild's own default is the working folder when it was loaded, which differs in a process that has
      // changed folder since (a program building several sites through the API).
      absWorkingDir: process.cwd(),
      outdir,
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      entryNames: '[dir]/[name]-[hash]',
      // ES modules by their extension: a `.js` file is read as one only where Node guesses the format, and a
      // package.json above the temporary folder saying `"type": "commonjs"` stops that.
      outExtension: { '.js': '.mjs' },
      // As Docusaurus's server bundle resolves packages: their ES module build first, which is often the one
      // that leaves `window` alone until it is used.
      mainFields: ['module', 'main'],
      // Webpack's order, not esbuild's (`.tsx` first): a folder with `index.js` and `index.tsx` gives Docusaurus's pick.
      resolveExtensions: [...SITE_CODE_EXTENSIONS, '.css'],
      metafile: true,
      // A function keeps its name where bundling renames it (two modules' `h2`): site code tells components apart by
      // `type.name` (a component splitting its children at the MDX map's `h2`), as it can in Docusaurus's server bundle.
      keepNames: true,
      // Kept in memory (see bundleSourceMaps.ts) to place what site code throws while a page renders.
      sourcemap: 'external',
      logLevel: 'silent',
      // Docusaurus sites write JSX in `.js` files.
      loader: { ...IMAGE_LOADERS, '.js': 'jsx' },
      // Flow's types first: the plugins that load the site's scripts otherwise (theme overrides) read them as they are.
      plugins: [flowTypesPlugin, ...(options.plugins ?? []), sharedReact, yamlPlugin],
      nodePaths: options.nodePaths ?? [],
      // ESM output has no require() of its own for the external React that bundled CommonJS code asks for.
      banner: { js: "import { createRequire as __docsGenCreateRequire } from 'node:module'; const require = __docsGenCreateRequire(import.meta.url);" },
    });
  } catch (error) {
    throw fromEsbuildFailure(error, entries[0]) ?? error;
  }
}

/**
 * Bundles site modules (components, React pages) in one esbuild run and imports them. YAML imports load
 * as data. Syntax and resolution errors come back located. `plugins` run before the built-in ones.
 */
export async function bundleAndImport(entries: string[], options: BundleOptions = {}): Promise<LoadedModules> {
  if (!entries.length) return { modules: new Map(), watchFiles: [], css: '', fingerprint: '' };
  const outdir = await fs.mkdtemp(path.join(os.tmpdir(), 'docs-gen-modules-'));
  try {
    let result = await bundle(entries, outdir, options);
    const given = new Set(entries.map((e) => path.resolve(e)));
    // Only what loading the entries evaluates anyway: a module they import with `import()` (in a browser-only effect,
    // often: a comment widget's custom element) must not be loaded to be shared.
    const evaluated = staticallyImported(result.metafile, given);
    const also = (options.exportAlso?.(result.metafile) ?? []).filter((file) => !given.has(file) && evaluated.has(file));
    if (also.length) {
      // Bundled again with them as entries: esbuild's chunks then share one instance of each with its importers.
      await fs.rm(outdir, { recursive: true, force: true });
      await fs.mkdir(outdir);
      result = await bundle([...entries, ...also], outdir, options);
    }
    // The maps name the sources relative to this run's temporary folder: they are not part of what renders.
    const outputs = Object.keys(result.metafile.outputs).filter((out) => !out.endsWith('.map'));
    const maps = outputs.filter((out) => out.endsWith('.mjs') && result.metafile.outputs[`${out}.map`]);
    registerBundleMaps(
      entries,
      await Promise.all(maps.map(async (out) => ({ chunk: path.resolve(out), text: await fs.readFile(path.resolve(`${out}.map`), 'utf8') }))),
    );
    const hash = crypto.createHash('sha1');
    for (const out of outputs.sort()) hash.update(`${path.relative(outdir, path.resolve(out))}\0`).update(await fs.readFile(path.resolve(out))).update('\0');
    const modules = new Map<string, Record<string, unknown>>();
    const wanted = new Set([...given, ...also]);
    const outputOf = new Map<string, string>();
    for (const [out, meta] of Object.entries(result.metafile.outputs)) {
      // A module the code imports dynamically is an entry point of the bundle too, loaded only when asked for
      // (in a browser-only effect, often).
      if (!out.endsWith('.css') && meta.entryPoint && wanted.has(path.resolve(meta.entryPoint))) outputOf.set(path.resolve(meta.entryPoint), out);
    }
    provideLegacyReactInternals();
    // In the order given, the entries before the modules exported also: those are evaluated as the entries' imports.
    for (const entry of wanted) {
      const out = outputOf.get(entry);
      if (out === undefined) continue;
      try {
        modules.set(entry, interopExports((await import(pathToFileURL(path.resolve(out)).href)) as Record<string, unknown>));
      } catch (error) {
        throw new DocsGenError(`The module threw while loading: ${(error as Error).message}`, { file: entry, ...locateBundledThrow(error), cause: error });
      }
    }
    const cssFiles = Object.keys(result.metafile.outputs).filter((out) => out.endsWith('.css')).sort();
    const css = (await Promise.all(cssFiles.map((out) => fs.readFile(path.resolve(out), 'utf8')))).join('\n');
    // A file imported as text (`!!raw-loader!./x`) is an input named with a `?raw` suffix (see siteRootPlugin): the file is what changes.
    const watchFiles = [...new Set(Object.keys(result.metafile.inputs).map((p) => path.resolve(p.replace(/\?raw$/, ''))))];
    return { modules, watchFiles, css, fingerprint: hash.digest('hex') };
  } finally {
    await fs.rm(outdir, { recursive: true, force: true });
  }
}
