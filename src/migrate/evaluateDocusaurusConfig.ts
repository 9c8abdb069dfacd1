import fs from 'node:fs';
import { builtinModules, createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { DocsGenError, type SourceLocation } from '../errors/DocsGenError.js';
import { moduleGlobals } from '../util/moduleGlobals.js';
import { type BundledModule, runBundledModule } from '../util/runBundledModule.js';
import type { ConfigConstant } from './functionSource.js';
import { valueSource } from './valueSource.js';
import { createPackageStub, isDocusaurusPackage, stubName, stubPackage } from './packageStub.js';

export const DOCUSAURUS_CONFIG_NAMES = [
  'docusaurus.config.js',
  'docusaurus.config.ts',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
];

export function findDocusaurusConfig(siteDir: string): string | undefined {
  return DOCUSAURUS_CONFIG_NAMES.map((name) => path.join(siteDir, name)).find((file) => fs.existsSync(file));
}

const STUB_NAMESPACE = 'docs-gen-package-stub';
const MODULE_NAMESPACE = 'docs-gen-node-module';
/** Where the evaluated bundle finds its `require` (set for the one evaluation under way). */
const RUNTIME_KEY = 'Symbol.for("docs-gen.migrate.runtime")';

/**
 * Every bare import but Node's own modules becomes a stub, so the config evaluates without the site's
 * `node_modules`; `@site/…` is the site folder, as in Docusaurus.
 */
function stubPackages(siteDir: string): Plugin {
  return {
    name: 'docs-gen-stub-packages',
    setup(b) {
      b.onResolve({ filter: /^@site\// }, (args) => ({ path: path.join(siteDir, args.path.slice('@site/'.length)) }));
      // `createRequire(import.meta.url)` in an ES module config must give the same `require` as a CommonJS one.
      b.onResolve({ filter: /^(node:)?module$/ }, () => ({ path: 'module', namespace: MODULE_NAMESPACE }));
      b.onLoad({ filter: /.*/, namespace: MODULE_NAMESPACE }, () => ({
        contents: `const real = require('node:module'); module.exports = { ...real, createRequire: () => globalThis[${RUNTIME_KEY}].require };`,
        loader: 'js',
      }));
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (path.isAbsolute(args.path)) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        return { path: args.path, namespace: STUB_NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: STUB_NAMESPACE }, (args) => ({
        contents: `module.exports = globalThis[${RUNTIME_KEY}].stub(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
      // Styles and images a config may import are of no use to it here.
      b.onLoad({ filter: /\.(css|scss|sass|less|svg|png|jpe?g|gif|webp)$/ }, () => ({ contents: '', loader: 'js' }));
    },
  };
}

/** A `require` of a file by its path, relative or absolute, rather than of a package by its name. */
const isFilePath = (id: string) => id.startsWith('.') || id.startsWith('file:') || path.isAbsolute(id);

/** An installed package's export: the package, and the export's name (none for the package's exports or its default). */
export interface PackageExport {
  pkg: string;
  name?: string;
}

/** The packages loaded for real while a config was evaluated, by what they export: which package a plugin of the config is. */
const realPackages = new WeakMap<object, PackageExport>();

/**
 * The installed package a value of an evaluated config is (its exports, their default export, or a function it exports
 * by name: `import { transpileCodeblocks } from 'remark-typescript-tools'`), if any.
 */
export function realPackageOf(value: unknown): PackageExport | undefined {
  return (typeof value === 'function' || (typeof value === 'object' && value !== null)) ? realPackages.get(value) : undefined;
}

/** prism-react-renderer's themes, loaded for real, by their names in it: which theme a config's `prism.theme` is. */
const prismThemes = new WeakMap<object, string>();

/** The name of the prism-react-renderer theme a value of an evaluated config is, when the package was loaded for real. */
export function realPrismThemeName(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? prismThemes.get(value) : undefined;
}

/** Notes the themes of prism-react-renderer: its `themes` (version 2), or a theme's own module (`prism-react-renderer/themes/dracula`). */
function notePrismThemes(id: string, loaded: object): void {
  const note = (name: string, theme: unknown) => {
    if (typeof theme === 'object' && theme !== null) prismThemes.set(theme, name);
  };
  if (id === 'prism-react-renderer') {
    const themes = (loaded as { themes?: unknown }).themes;
    if (typeof themes === 'object' && themes !== null) for (const [name, theme] of Object.entries(themes)) note(name, theme);
    return;
  }
  const own = /^prism-react-renderer\/themes\/([A-Za-z0-9]+)(?:\/index(?:\.c?js)?)?$/.exec(id)?.[1];
  if (own) {
    note(own, loaded);
    note(own, (loaded as { default?: unknown }).default);
  }
}

/** Notes what a package loaded for real exports, so its plugins are known by their package when the config lists them. */
function notePackageExports(id: string, loaded: object): void {
  realPackages.set(loaded, { pkg: id });
  const exported = loaded as Record<string, unknown>;
  if (typeof exported.default === 'function') realPackages.set(exported.default, { pkg: id });
  for (const [name, value] of Object.entries(exported)) {
    if (name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name) && typeof value === 'function' && !realPackages.has(value)) realPackages.set(value, { pkg: id, name });
  }
}

/**
 * A package the site has installed is loaded for real (a config that reads its data with `yaml` gets the data),
 * unless it is part of Docusaurus; a Docusaurus package, one not installed or one that cannot be required is a stub.
 */
function packageOrStub(configFile: string, stubbed?: Set<string>): (id: string) => unknown {
  const real = createRequire(configFile);
  return (id) => {
    // A file named by its path (`require(path.join(__dirname, 'data/videos.js'))`) is the site's own, whatever
    // the folders on its way are called (a checkout in `~/docusaurus-site/`): only a package is told by its name.
    if (isFilePath(id) || !isDocusaurusPackage(id)) {
      try {
        const loaded: unknown = real(id);
        if (!isFilePath(id) && loaded !== null && (typeof loaded === 'object' || typeof loaded === 'function')) {
          notePackageExports(id, loaded);
          notePrismThemes(id, loaded);
        }
        return loaded;
      } catch {
        // Not installed, or an ES module only: the stub stands in. But a file of the site that is not there fails the
        // config in Docusaurus too: what the config made of it (a list of sponsors) would be lost without a word.
        // Thrown where the config requires it, which the config's error then points at.
        if (isFilePath(id) && !resolves(real, id)) {
          throw new Error(`it requires ${id}, which does not exist. Docusaurus cannot load the config without it either: create the file (a script of the site may download it) and migrate again`);
        }
      }
      if (!isFilePath(id)) stubbed?.add(id);
    }
    return PUBLIC_BUILD_VALUES[id] ?? createPackageStub(id);
  };
}

/**
 * What packages made for Docusaurus give a config in a public build, where they are known: Meta's sites choose
 * their public settings with `fbContent({ internal, external })` (Flow's and Metro's `editUrl`), the external value
 * outside Meta. Any other name of such a package is a stub, as for the rest.
 */
const PUBLIC_BUILD_VALUES: Record<string, unknown> = {
  'docusaurus-plugin-internaldocs-fb/internal': withStubs('docusaurus-plugin-internaldocs-fb/internal', {
    fbContent: (args: { external?: unknown }) => ('external' in args ? args.external : []),
    fbInternalOnly: () => [],
    isInternal: () => false,
  }),
};

/** `values`, with a stub for any other name read from them. */
function withStubs(pkg: string, values: Record<string, unknown>): unknown {
  return new Proxy(values, { get: (target, key) => (typeof key === 'symbol' || key === 'then' || key === '__esModule' ? undefined : Object.hasOwn(target, key) ? target[key] : createPackageStub(`${pkg}.${key}`, pkg)) });
}

/** Whether `id` names a file that `require` finds. */
function resolves(require: NodeJS.Require, id: string): boolean {
  try {
    require.resolve(id);
    return true;
  } catch {
    return false;
  }
}

interface EvaluationRuntime {
  require: NodeJS.Require;
  stub: (id: string) => unknown;
}

/**
 * A local file as the loader of Docusaurus configs (jiti) finds it: as written, or, for a `.js` name, the
 * TypeScript file beside it (`require.resolve('./sidebars.js')` in a site that has `sidebars.ts`).
 */
function localFile(file: string): string {
  if (fs.existsSync(file)) return file;
  const typescript = file.replace(/\.([cm]?)js(x?)$/, '.$1ts$2');
  return typescript !== file && fs.existsSync(typescript) ? typescript : file;
}

/** `require` for the config: Node's modules for real, packages as stubs, `require.resolve` of a local file as its path. */
function siteRequire(configFile: string, stubbed: Set<string>): NodeJS.Require {
  const siteDir = path.dirname(configFile);
  const real = createRequire(configFile);
  const load = packageOrStub(configFile, stubbed);
  const fake = ((id: string) => (isBuiltin(id) ? real(id) : load(id))) as NodeJS.Require;
  fake.resolve = ((id: string) => {
    if (id.startsWith('.')) return localFile(path.resolve(siteDir, id));
    return id.startsWith('@site/') ? localFile(path.join(siteDir, id.slice('@site/'.length))) : id;
  }) as NodeJS.RequireResolve;
  return fake;
}

/** A function of the config that a file of the site exports (a remark plugin in `src/remark/`), and the export it is. */
export interface LocalFunction {
  file: string;
  /** `default`, or the name of a named export (or of a property of a CommonJS module's object). */
  exportName: string;
}

export interface EvaluatedConfig {
  config: Record<string, unknown>;
  /** The config's functions that the site's own files export, by function: the written config imports them from there. */
  localFunctions: Map<unknown, LocalFunction>;
  /** The config file's top-level constants of data and built-in modules, and its own functions, by name, as they were once it had run. */
  constants: Map<string, ConfigConstant>;
}

/**
 * Evaluates a Docusaurus config as Docusaurus would (TypeScript and ES modules included, a function or an
 * async function called), bundled in memory with its packages stubbed. Returns the config object, and where the
 * functions in it that come from the site's own files are exported.
 */
export async function evaluateDocusaurusConfig(file: string): Promise<EvaluatedConfig> {
  const siteDir = path.dirname(file);
  // The site's own packages a stub stood in for: what the config did with one may be why it threw.
  const stubbed = new Set<string>();
  const runtime: EvaluationRuntime = { require: siteRequire(file, stubbed), stub: packageOrStub(file, stubbed) };
  const key = Symbol.for('docs-gen.migrate.runtime');
  const globals = globalThis as unknown as Record<symbol, EvaluationRuntime | undefined>;
  globals[key] = runtime;
  try {
    const around = <T>(run: () => Promise<T>) => inFolder(siteDir, run);
    // CommonJS configs use `require`, `require.resolve` and `__dirname` as globals of their module.
    const evaluate = (module: string, label: string) => {
      const { banner, define, plugins } = moduleGlobals(module, `globalThis[${RUNTIME_KEY}].require`, '', undefined, { file, key: CONSTANTS_KEY });
      return runBundledModule(module, label, { banner, define, plugins: [...plugins, stubPackages(siteDir)], around });
    };
    const { exports, placeOf } = await evaluate(file, 'the Docusaurus config');
    let config = exports.default;
    if (typeof config === 'function') config = await around(async () => (config as () => unknown)());
    if (!config || typeof config !== 'object') {
      throw new DocsGenError('The Docusaurus config exports no config object', {
        file,
        hint: 'It should end with `module.exports = config` or `export default config`.',
      });
    }
    const localFunctions = await localFunctionsOf(config, file, placeOf, (module) => evaluate(module, 'a module of the Docusaurus config').catch(() => undefined));
    const ownFunction = (fn: (...args: never[]) => unknown) => placeOf(fn)?.file === file;
    return { config: config as Record<string, unknown>, localFunctions, constants: constantsOf(globals[Symbol.for(CONSTANTS_KEY)], ownFunction) };
  } catch (error) {
    const failure =
      error instanceof DocsGenError
        ? error
        : // What the exported function throws when called.
          new DocsGenError(`The Docusaurus config threw while loading: ${error instanceof Error ? error.message : String(error)}`, { file, cause: error });
    throw withStubHint(failure, stubbed);
  } finally {
    delete globals[key];
    delete globals[Symbol.for(CONSTANTS_KEY)];
  }
}

/** Where the config's top-level constants are handed over once it has run (see ExposedConstants). */
const CONSTANTS_KEY = 'docs-gen.migrate.constants';

/**
 * The config's top-level constants that are data (strings, numbers, tables of them: see valueSource) or Node's
 * built-in modules, which code can be written with, and its functions written in the config file itself (`function
 * makeEditUrl(…) {…}`, `const link = (…) => …`; `ownFunction` tells them from a package's or another file's), which
 * code can be written with when they read no more than it may (see selfContainedSource).
 */
function constantsOf(exposed: unknown, ownFunction: (fn: (...args: never[]) => unknown) => boolean): Map<string, ConfigConstant> {
  const constants = new Map<string, ConfigConstant>();
  if (!exposed || typeof exposed !== 'object') return constants;
  let builtins: Map<unknown, string> | undefined;
  for (const [name, value] of Object.entries(exposed)) {
    if (typeof value === 'function') {
      if (ownFunction(value as (...args: never[]) => unknown)) constants.set(name, { fn: value as (...args: never[]) => unknown });
      continue;
    }
    if (value && typeof value === 'object') {
      builtins ??= builtinModuleObjects();
      // `import * as path from 'path'` holds the module's namespace, whose default is what `require` gives.
      const specifier = builtins.get(value) ?? builtins.get((value as { default?: unknown }).default);
      if (specifier) {
        constants.set(name, { builtin: specifier });
        continue;
      }
    }
    // A name declared but never given a value (`let x;`) is no constant.
    const source = value === undefined ? undefined : valueSource(value);
    if (source !== undefined) constants.set(name, { source });
  }
  return constants;
}

/**
 * Node's built-in modules, by the object `require` gives for each, and the specifier to import it by. Not those
 * that warn when loaded (deprecated or experimental ones) nor Node's internal ones, which no config imports to use.
 */
function builtinModuleObjects(): Map<unknown, string> {
  const noisy = new Set(['sys', 'punycode', 'wasi', 'constants', 'domain']);
  const req = createRequire(import.meta.url);
  const objects = new Map<unknown, string>();
  for (const name of builtinModules) {
    if (name.startsWith('_') || noisy.has(name) || name.startsWith('node:')) continue;
    const value: unknown = req(`node:${name}`);
    if (!objects.has(value)) objects.set(value, `node:${name}`);
  }
  return objects;
}

/** How deep into the config functions are looked for: plugin options nest a few levels (`presets[0][1].docs.remarkPlugins[0][0]`). */
const FUNCTION_DEPTH = 8;

/** The functions in the config's arrays and plain objects, not those of packages (real or stubs). */
function functionsIn(value: unknown, found: Set<(...args: never[]) => unknown>, depth = 0): void {
  if (depth > FUNCTION_DEPTH) return;
  if (typeof value === 'function') {
    if (stubName(value) === undefined && stubPackage(value) === undefined && realPackageOf(value) === undefined) found.add(value as (...args: never[]) => unknown);
    return;
  }
  if (Array.isArray(value)) for (const item of value) functionsIn(item, found, depth + 1);
  else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) for (const item of Object.values(value)) functionsIn(item, found, depth + 1);
}

/**
 * Where the config's functions written in the site's own files (not the config's, nor a package's) are exported.
 * The config's bundle says where a function is written; that file, evaluated as the config was, says which of its
 * exports is written there (the bundles may have renamed it: two files' `function attacher`). A file that does not
 * evaluate, or exports no such function, leaves it out.
 */
async function localFunctionsOf(
  config: object,
  configFile: string,
  placeOf: BundledModule['placeOf'],
  evaluate: (file: string) => Promise<BundledModule | undefined>,
): Promise<Map<unknown, LocalFunction>> {
  const siteDir = path.dirname(configFile);
  const functions = new Set<(...args: never[]) => unknown>();
  functionsIn(config, functions);
  const modules = new Map<string, Promise<BundledModule | undefined>>();
  const found = new Map<unknown, LocalFunction>();
  for (const fn of functions) {
    const place = placeOf(fn);
    const file = place?.file;
    if (!place || !file || file === configFile || !file.startsWith(siteDir + path.sep) || file.split(path.sep).includes('node_modules')) continue;
    if (!modules.has(file)) modules.set(file, evaluate(file));
    const module = await modules.get(file)!;
    const exportName = module && exportNameOf(module, place);
    if (exportName) found.set(fn, { file, exportName });
  }
  return found;
}

/** The export of a module written at a place: its default, a named export, or a property of its CommonJS object. */
function exportNameOf(module: BundledModule, place: SourceLocation): string | undefined {
  const at = (value: unknown) => {
    if (typeof value !== 'function') return false;
    const own = module.placeOf(value as (...args: never[]) => unknown);
    return own?.file === place.file && own.line === place.line && own.column === place.column;
  };
  const { exports } = module;
  if (at(exports.default)) return 'default';
  const named = Object.entries(exports).find(([name, value]) => name !== 'default' && at(value));
  if (named) return named[0];
  const main = exports.default;
  const property = main && typeof main === 'object' ? Object.entries(main).find(([, value]) => at(value)) : undefined;
  return property?.[0];
}

/**
 * A config that threw may have used a package that is not installed here: migrate evaluated it with a stand-in,
 * which does nothing a real package does (a schema library's check then fails). The hint names them.
 */
function withStubHint(error: DocsGenError, stubbed: Set<string>): DocsGenError {
  if (!stubbed.size || !/threw while loading/.test(error.message)) return error;
  const names = [...stubbed].sort().join(', ');
  const hint = `It ran with stand-ins for packages that are not installed beside the site: ${names}. Install the site's packages (\`npm install\` in the site folder) and run migrate again.`;
  return new DocsGenError(error.message, { file: error.file, line: error.line, column: error.column, hint: error.hint ? `${error.hint}\n${hint}` : hint, cause: error.cause, related: error.related });
}

/**
 * Runs `run` with `folder` as the working folder: `docusaurus build` runs in the site folder, so a config's
 * `path.resolve('src/css/custom.css')` and `fs.readFileSync('./data.json')` name files there, wherever `migrate`
 * was started. Only the config's own code runs there: a tool loaded meanwhile (esbuild keeps the folder it was
 * loaded in as its own) would keep a folder that may go away.
 */
async function inFolder<T>(folder: string, run: () => Promise<T>): Promise<T> {
  const cwd = process.cwd();
  process.chdir(folder);
  try {
    return await run();
  } finally {
    process.chdir(cwd);
  }
}
