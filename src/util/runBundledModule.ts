import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SourceMap } from 'node:module';
import type { BuildOptions, Plugin } from 'esbuild';
import { esbuild } from './lazyPackages.js';
import { DocsGenError, type SourceLocation } from '../errors/DocsGenError.js';
import { fromEsbuildFailure } from './esbuildErrors.js';
import { locateThrow } from './locateThrow.js';
import { packageNameOf } from './installedPackage.js';
import { resolveAgain, resolvingAgain } from './resolveAgain.js';

const LAZY = 'docs-gen-lazy-require';
const NATIVE = 'docs-gen-native-packages';

/**
 * A package's `require()` of a module that cannot be found is left to run time, where Node only fails if it runs:
 * packages require modules of other environments in branches that never run here (`@electron/asar` requires
 * Electron's `original-fs` only inside Electron). Docusaurus's loader requires lazily, so a config using such a
 * package loads there. The site's own missing imports stay errors at their line.
 */
const lazyPackageRequires: Plugin = {
  name: LAZY,
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.kind !== 'require-call' || resolvingAgain(args, LAZY) || !args.importer.split(path.sep).includes('node_modules')) return undefined;
      const found = await resolveAgain(b, args, LAZY);
      return found.errors.length ? { path: args.path, external: true } : undefined;
    });
  },
};

/** The package a file of `node_modules` belongs to (`sharp`, `@img/sharp-linux-x64`), for a path relative or absolute. */
function packageOfFile(file: string): string | undefined {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  return at === -1 || at + 1 >= parts.length ? undefined : packageNameOf(parts.slice(at + 1).join('/'));
}

/**
 * Packages loaded as Node loads them, not bundled: those esbuild cannot bundle (a native addon's `.node` file, a
 * `require` of a pattern). Docusaurus's loader requires packages natively, so a config whose plugin uses one (sharp,
 * say) loads there. Their imports become the absolute file Node would load, which a module run from memory can import.
 */
function nativePackages(names: ReadonlySet<string>): Plugin {
  return {
    name: NATIVE,
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (resolvingAgain(args, NATIVE)) return undefined;
        if (!names.has(packageNameOf(args.path))) return undefined;
        const found = await resolveAgain(b, args, NATIVE);
        if (found.errors.length || !found.path) return undefined;
        return { path: args.kind === 'require-call' ? found.path : pathToFileURL(found.path).href, external: true };
      });
    },
  };
}

/** The packages whose own files esbuild failed on: loaded natively on the next try (see nativePackages). */
function packagesThatFailed(error: unknown): string[] {
  const errors = (error as { errors?: { location?: { file?: string } | null }[] }).errors ?? [];
  const files = errors.map((e) => e.location?.file);
  // Only when every error is in a package's own files: the site's own errors are the site's to fix.
  if (!files.length || files.some((file) => !file || !packageOfFile(file))) return [];
  return [...new Set(files.map((file) => packageOfFile(file!)!))];
}

/** What a module run from memory exports, and the files its bundle was made of (absolute paths). */
export interface BundledModule {
  exports: { default?: unknown } & Record<string, unknown>;
  inputs: string[];
  /** Where in the bundled files an error its code throws later (a function it exported, called) was thrown. */
  locate: (error: unknown) => SourceLocation | undefined;
  /** Where in the bundled files a function of the bundle is written (file absolute), when its code is in the bundle once. */
  placeOf: (fn: (...args: never[]) => unknown) => SourceLocation | undefined;
}

/**
 * Bundles a site's script (a config, a sidebars file) in memory, its own imports included, and runs it from a
 * `data:` URL, so nothing is written beside it. A syntax error is reported at its place; an error thrown while
 * it runs at the line it was thrown from, mapped back through the bundle's source map. `label` names the file
 * in messages ("the config file").
 */
export async function runBundledModule(
  file: string,
  label: string,
  options: Pick<BuildOptions, 'plugins' | 'banner' | 'define'> & {
    /** Runs the module's code, bundled already, inside it (in another working folder, say). */
    around?: <T>(run: () => Promise<T>) => Promise<T>;
  } = {},
): Promise<BundledModule> {
  const { around = (run) => run(), ...buildOptions } = options;
  // Never written: the name only decides where the source map's paths are relative to.
  const bundleFile = path.join(path.dirname(file), `${path.basename(file)}.bundle.mjs`);
  let code: string;
  let sourceMap: string;
  let inputs: string[];
  const native = new Set<string>();
  const buildOnce = () =>
    esbuild().build({
      ...buildOptions,
      plugins: [...(native.size ? [nativePackages(native)] : []), ...(buildOptions.plugins ?? []), lazyPackageRequires],
      entryPoints: [file],
      // As in bundleAndImport: the paths it reports are resolved against the working folder of now.
      absWorkingDir: process.cwd(),
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      outfile: bundleFile,
      sourcemap: 'external',
      metafile: true,
      logLevel: 'silent',
    });
  // Again with the packages it failed on loaded natively, while there are new ones.
  const build = async (): Promise<Awaited<ReturnType<typeof buildOnce>>> => {
    try {
      return await buildOnce();
    } catch (error) {
      const failed = packagesThatFailed(error).filter((name) => !native.has(name));
      if (!failed.length) throw error;
      for (const name of failed) native.add(name);
      return build();
    }
  };
  try {
    const result = await build();
    code = result.outputFiles.find((f) => !f.path.endsWith('.map'))!.text;
    sourceMap = result.outputFiles.find((f) => f.path.endsWith('.map'))?.text ?? '';
    // Metafile paths are relative to the working folder; modules of a plugin's namespace are not files.
    inputs = Object.keys(result.metafile.inputs)
      .filter((input) => !input.includes(':'))
      .map((input) => path.resolve(input));
  } catch (error) {
    throw fromEsbuildFailure(error, file) ?? new DocsGenError(`Cannot load ${label}: ${(error as Error).message}`, { file, cause: error });
  }
  try {
    // Named in stacks by the file it stands for, not by its `data:` URL (the whole bundle in base64), which a site
    // plugin's own logging of an error would otherwise print in full.
    const url = pathToFileURL(bundleFile).href;
    const source = `${code}\n//# sourceURL=${url}\n`;
    const exports = (await around(() => import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`))) as BundledModule['exports'];
    // Parsed once, when a place is first asked for: migrate asks for every function of a config, most builds for none.
    let parsed: SourceMap | null | undefined;
    const map = () => {
      if (parsed === undefined) {
        try {
          parsed = new SourceMap(JSON.parse(sourceMap));
        } catch {
          parsed = null;
        }
      }
      return parsed;
    };
    return {
      exports,
      inputs,
      locate: (thrown) => locateThrow(thrown, sourceMap, path.dirname(bundleFile), url),
      placeOf: (fn) => placeOfCode(Function.prototype.toString.call(fn), code, map(), path.dirname(bundleFile)),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const Label = label[0].toUpperCase() + label.slice(1);
    throw new DocsGenError(`${Label} threw while loading: ${message}`, {
      // The place may be in a file the script imports.
      ...(locateThrow(error, sourceMap, path.dirname(bundleFile), pathToFileURL(bundleFile).href) ?? { file, line: 1, column: 1 }),
      cause: error,
    });
  }
}

/** Where a piece of the bundle's code was written, through the bundle's source map, when the code is there once. */
function placeOfCode(text: string, code: string, map: SourceMap | null, bundleDir: string): SourceLocation | undefined {
  const at = code.indexOf(text);
  if (!map || at === -1 || code.indexOf(text, at + 1) !== -1) return undefined;
  const before = code.slice(0, at);
  const line = before.split('\n').length - 1;
  const column = at - (before.lastIndexOf('\n') + 1);
  const entry = map.findEntry(line, column) as { originalSource?: string; originalLine?: number; originalColumn?: number };
  if (!entry?.originalSource || entry.originalLine === undefined) return undefined;
  const file = entry.originalSource.startsWith('file:') ? new URL(entry.originalSource).pathname : path.resolve(bundleDir, entry.originalSource);
  return { file, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
}
