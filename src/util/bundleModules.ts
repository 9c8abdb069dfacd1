import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message, type Plugin } from 'esbuild';
import { yamlPlugin } from '../config/yamlPlugin.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';

const require = createRequire(import.meta.url);

/** Site modules must share the renderer's React, wherever the site folder is. */
const sharedReact: Plugin = {
  name: 'docs-gen-shared-react',
  setup(b) {
    b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: pathToFileURL(require.resolve(args.path)).href, external: true }));
  },
};

function toError(m: Message, fallback: string): DocsGenError {
  return new DocsGenError(m.text, {
    file: m.location ? path.resolve(m.location.file) : fallback,
    line: m.location?.line,
    column: m.location ? m.location.column + 1 : undefined,
  });
}

export interface LoadedModules {
  /** Entry file → its exports. */
  modules: Map<string, Record<string, unknown>>;
  /** Every file the bundles read, for dev's watcher. */
  watchFiles: string[];
}

/**
 * Bundles site modules (components, React pages) in one esbuild run and imports them. YAML imports load
 * as data. Syntax and resolution errors come back located.
 */
export async function bundleAndImport(entries: string[]): Promise<LoadedModules> {
  if (!entries.length) return { modules: new Map(), watchFiles: [] };
  const outdir = await fs.mkdtemp(path.join(os.tmpdir(), 'docs-gen-modules-'));
  try {
    let result;
    try {
      result = await build({
        entryPoints: entries,
        outdir,
        bundle: true,
        splitting: true,
        platform: 'node',
        format: 'esm',
        jsx: 'automatic',
        entryNames: '[dir]/[name]-[hash]',
        metafile: true,
        logLevel: 'silent',
        plugins: [sharedReact, yamlPlugin],
      });
    } catch (error) {
      const errors = (error as { errors?: Message[] }).errors;
      if (errors?.length) throw combineErrors(errors.map((m) => toError(m, entries[0])));
      throw error;
    }
    const modules = new Map<string, Record<string, unknown>>();
    for (const [out, meta] of Object.entries(result.metafile.outputs)) {
      if (!meta.entryPoint) continue;
      const entry = path.resolve(meta.entryPoint);
      try {
        modules.set(entry, (await import(pathToFileURL(path.resolve(out)).href)) as Record<string, unknown>);
      } catch (error) {
        throw new DocsGenError(`The module threw while loading: ${(error as Error).message}`, { file: entry, cause: error });
      }
    }
    return { modules, watchFiles: Object.keys(result.metafile.inputs).map((p) => path.resolve(p)) };
  } finally {
    await fs.rm(outdir, { recursive: true, force: true });
  }
}
