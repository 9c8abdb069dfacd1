import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildOptions, Loader, Plugin } from 'esbuild';
import { esbuild } from './lazyPackages.js';
import { resolveAgain, resolvingAgain } from './resolveAgain.js';
import { withoutFlowTypes } from './flowTypes.js';

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' };

/** What a module may read its own place from: only a package module that names one is given its place. */
const PLACE_NAMES = /\b__dirname\b|\b__filename\b|\bimport\.meta\b|\brequire\.resolve\b/;

/** `__dirname` or `__filename` used in a module that declares neither itself (as an ES module may, from `import.meta.url`). */
function freeModuleNames(text: string): string[] {
  return ['__dirname', '__filename'].filter((name) => new RegExp(`\\b${name}\\b`).test(text) && !new RegExp(`\\b(const|let|var|function|class)\\s+${name}\\b`).test(text));
}

/**
 * Names a CommonJS script assigns as statements (`defaultSettings = {…}` at the start of a line, a comment before it
 * allowed) without declaring them anywhere: Node runs such a script in sloppy mode, where the assignment makes a
 * global, but the bundle is an ES module, where it throws ("is not defined"). Not for a file with ES module syntax
 * or `'use strict'`, which is strict where it runs too.
 */
function implicitGlobals(text: string): string[] {
  if (HAS_ESM_SYNTAX.test(text) || /^(?:#!.*\n)?\s*(['"])use strict\1/.test(text)) return [];
  const names = new Set([...text.matchAll(STATEMENT_ASSIGNMENT)].map((m) => m[1]));
  const escape = (name: string) => name.replace(/\$/g, '\\$');
  return [...names].filter((name) => !MODULE_NAMES.has(name) && !new RegExp(`\\b(?:const|let|var|function|class)\\s+${escape(name)}(?![\\w$])`).test(text));
}

/** `name = …` as a statement of its own line, a block comment before it allowed (`/** @type {…} *\/ name = {…}`). */
const STATEMENT_ASSIGNMENT = /^[ \t]*(?:\/\*(?:[^*]|\*(?!\/))*\*\/\s*)?([A-Za-z_$][\w$]*)\s*=(?![=>])/gm;
/** What a CommonJS module has without declaring it. */
const MODULE_NAMES = new Set(['module', 'exports', 'require', '__dirname', '__filename']);

/**
 * `import.meta.url`, `dirname` and `filename`, and CommonJS's `__dirname`, `__filename` and `require.resolve`, of
 * each module the script bundles, its own and its packages', are that module's, as when Node (or the loader Docusaurus
 * runs configs with) runs it: a config's helper in another folder finds its files from where it is, and a package its
 * own (a worker script, data files), not from the `data:` URL the bundle runs from nor from the entry's folder. `requireOf` is the expression of a function giving a file's
 * `require`; without it, `require.resolve` is the entry's.
 */
function ownModuleIdentity(requireOf?: string, expose?: ExposedConstants): Plugin {
  return {
    name: 'docs-gen-own-import-meta',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        // A package's module keeps its own place too (a plugin that starts a worker from `__dirname`, TypeScript finding
        // its `lib` files beside `__filename`), but is taken as its package ships it: no Flow types, no interop.
        const ofPackage = args.path.split(path.sep).includes('node_modules');
        const loader = LOADERS[path.extname(args.path)] ?? 'js';
        const written = await fs.readFile(args.path, 'utf8');
        if (ofPackage && !PLACE_NAMES.test(written)) return undefined;
        const flowless = ofPackage ? undefined : withoutFlowTypes(args.path, written, loader);
        if (flowless && 'errors' in flowless) return flowless;
        const text = flowless?.contents ?? written;
        const free = freeModuleNames(text);
        const implicit = ofPackage ? [] : implicitGlobals(text);
        // `require('./x')` is bundled; `require.resolve('./x')` runs, and must resolve from this module's folder.
        const resolves = requireOf !== undefined && /\brequire\.resolve\s*\(/.test(text);
        const hybrid = !ofPackage && ASSIGNS_EXPORTS.test(text) && HAS_ESM_SYNTAX.test(text);
        const exposed = expose?.file === args.path ? exposeStatement(text, expose.key) : '';
        if (!text.includes('import.meta') && !free.length && !implicit.length && !resolves && !hybrid && !exposed) return ofPackage ? { contents: text, loader } : flowless;
        const values: Record<string, string> = { url: pathToFileURL(args.path).href, dirname: path.dirname(args.path), filename: args.path };
        let contents = text.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key: string) => JSON.stringify(values[key]));
        // After the last line, so every line stays where it is.
        if (exposed) contents = `${contents}\n${exposed}\n`;
        if (resolves) contents = contents.replace(/(?<![\w$.])require\.resolve(?=\s*\()/g, `(${requireOf})(${JSON.stringify(args.path)}).resolve`);
        if (free.length || implicit.length) {
          // Declared on the first line (after a hashbang), so the lines of errors and source maps stay the file's. An
          // implicit global is made a property of the global object, as sloppy mode's assignment would make it.
          const declarations = [
            ...free.map((name) => `const ${name} = ${JSON.stringify(name === '__dirname' ? values.dirname : values.filename)};`),
            ...implicit.map((name) => `if (!(${JSON.stringify(name)} in globalThis)) globalThis[${JSON.stringify(name)}] = undefined;`),
          ].join(' ');
          const at = contents.startsWith('#!') ? (contents.indexOf('\n') + 1 || contents.length) : 0;
          contents = `${contents.slice(0, at)}${declarations} ${contents.slice(at)}`;
        }
        if (!hybrid) return { contents, loader };
        // ES module syntax and CommonJS exports in one file (`export interface Options` above `module.exports =
        // plugin`, as sites write plugins in TypeScript): compiled to CommonJS first, as Docusaurus's loader does,
        // so `module.exports` is what the file exports. Read as an ES module, its `module` would be no module's.
        const { code } = await esbuild().transform(contents, { loader, format: 'cjs', sourcefile: args.path, sourcemap: 'inline' });
        return { contents: code, loader: 'js' };
      });
    },
  };
}

/** A module whose top-level constants and function declarations are given, once it has run, to `globalThis[Symbol.for(key)]`, by name. */
export interface ExposedConstants {
  file: string;
  key: string;
}

/** A top-level `const`, `let` or `var` of a single name, written at the start of a line. */
const TOP_LEVEL_BINDING = /^(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=\n]+)?=/gm;

/** A top-level function declaration, written at the start of a line: `function makeEditUrl(…)`, `async function load(…)`. */
const TOP_LEVEL_FUNCTION = /^(?:export\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)\s*[(<]/gm;

/** A whole module imported: `import path from 'path'`, `import * as path from 'path'`, `import path, { join } from 'path'`. */
const MODULE_IMPORT = /^import\s+(?:([A-Za-z_$][\w$]*)\s*(?:,|\s+from\b)|\*\s*as\s+([A-Za-z_$][\w$]*)\s+from\b)/gm;

/** The statement that hands the module's top-level constants over (see ExposedConstants), or '' when it has none. */
function exposeStatement(text: string, key: string): string {
  const bound = [...text.matchAll(TOP_LEVEL_BINDING), ...text.matchAll(TOP_LEVEL_FUNCTION)].map((m) => m[1]);
  const imported = [...text.matchAll(MODULE_IMPORT)].map((m) => m[1] ?? m[2]);
  const names = [...new Set([...bound, ...imported])];
  if (!names.length) return '';
  // `typeof` first: a name the regular expression misread (inside a template string) is not a binding.
  const entries = names.map((name) => `${JSON.stringify(name)}: typeof ${name} === 'undefined' ? undefined : ${name}`);
  return `;globalThis[Symbol.for(${JSON.stringify(key)})] = { ${entries.join(', ')} };`;
}

/** `module.exports = …` or `exports.name = …`, and an `import` or `export` statement, in one file. */
const ASSIGNS_EXPORTS = /\b(?:module\.exports|exports\.[\w$]+)\s*=/;
const HAS_ESM_SYNTAX = /^\s*(?:import\b(?!\s*\()|export\b)/m;

const INTEROP = 'docs-gen-require-interop';
const INTEROP_SUFFIX = '.interop.cjs';

/**
 * What `require()` of one of the script's own modules gives, as the loader Docusaurus runs configs and sidebars
 * files with (jiti, default export interop) gives it: an ES module's default export (an object or function,
 * with the module's other exports readable on it where it has no such key), so `require('./typedoc-sidebar.ts').items`
 * reads the `items` of its `export default { items }`. A module without a default export stays as it is.
 */
const INTEROP_SOURCE = `function __docsGenInterop(mod) {
  if (mod === null || typeof mod !== 'object' || !('default' in mod)) return mod;
  const value = mod.default;
  if (value === null || value === undefined) return mod;
  if (typeof value !== 'object' && typeof value !== 'function') return value;
  for (const key of Object.keys(mod)) {
    if (key === 'default' || key in value) continue;
    try {
      Object.defineProperty(value, key, { get: () => mod[key], enumerable: false, configurable: true });
    } catch {}
  }
  return value;
}`;

const requireInterop: Plugin = {
  name: INTEROP,
  setup(b) {
    b.onResolve({ filter: /^\.{0,2}\// }, async (args) => {
      if (args.kind !== 'require-call' || args.namespace === INTEROP || resolvingAgain(args, INTEROP)) return undefined;
      const found = await resolveAgain(b, args, INTEROP);
      if (found.errors.length || found.namespace !== 'file' || found.external || !/\.[cm]?[jt]sx?$/.test(found.path)) return undefined;
      if (found.path.split(path.sep).includes('node_modules')) return undefined;
      // Named `.cjs`: the wrapper is CommonJS whatever the module's own extension (`.mjs` would make it an ES module).
      return { path: `${found.path}${INTEROP_SUFFIX}`, namespace: INTEROP };
    });
    b.onLoad({ filter: /.*/, namespace: INTEROP }, (args) => ({
      contents: `${INTEROP_SOURCE}\nmodule.exports = __docsGenInterop(require(${JSON.stringify(args.path.slice(0, -INTEROP_SUFFIX.length))}));\n`,
      resolveDir: path.dirname(args.path),
      loader: 'js',
    }));
  },
};

/**
 * The esbuild options that give a script bundled as one ES module, and run from a `data:` URL, the module
 * identity of `file`: CommonJS's `__dirname`, `__filename` and `require` (made by `requireSource`, after
 * `imports`), and each module's own `import.meta`, and `require()` of its own files with the default export interop of Docusaurus's loader.
 *
 * Where `ownModuleIdentity` leaves them (in a module that declares its own somewhere), `__dirname` and `__filename` are substituted where they
 * are free, under names no module declares: an ES module commonly declares its own (`const __dirname = path.dirname(fileURLToPath(import.meta.url))`), and
 * esbuild hoists it into the bundle's top scope, where a banner `const __dirname` would be declared twice.
 * `require` can stay a banner constant: esbuild renames a module's own `require` around it.
 */
export function moduleGlobals(file: string, requireSource: string, imports = '', requireOf?: string, expose?: ExposedConstants): Required<Pick<BuildOptions, 'banner' | 'define' | 'plugins'>> {
  const dirname = path.dirname(file);
  return {
    define: {
      __dirname: '__docsGenDirname',
      __filename: '__docsGenFilename',
      // What `ownModuleIdentity` does not load: modules of other plugins' namespaces.
      'import.meta.url': JSON.stringify(pathToFileURL(file).href),
      'import.meta.dirname': JSON.stringify(dirname),
      'import.meta.filename': JSON.stringify(file),
    },
    banner: {
      js: [imports, `const require = ${requireSource};`, `const __docsGenDirname = ${JSON.stringify(dirname)};`, `const __docsGenFilename = ${JSON.stringify(file)};`]
        .filter(Boolean)
        .join('\n'),
    },
    plugins: [requireInterop, ownModuleIdentity(requireOf, expose)],
  };
}

/**
 * `moduleGlobals` with the file's own `require` (Node's, made for its path): for a script that runs for real
 * (a sidebars file, docs-gen's config and the site modules it imports), as Docusaurus's loader runs them.
 */
export function nodeModuleGlobals(file: string): ReturnType<typeof moduleGlobals> {
  return moduleGlobals(file, `__docsGenCreateRequire(${JSON.stringify(file)})`, `import { createRequire as __docsGenCreateRequire } from 'node:module';`, '__docsGenCreateRequire');
}
