import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs/promises';
import os from 'node:os';
import { build, type Message, type Plugin } from 'esbuild';
import { yamlPlugin } from '../config/yamlPlugin.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import type { MdxComponents } from './types.js';

const require = createRequire(import.meta.url);

/** Site components must share the renderer's React, wherever the site folder is. */
const sharedReact: Plugin = {
  name: 'docs-gen-shared-react',
  setup(b) {
    b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: pathToFileURL(require.resolve(args.path)).href, external: true }));
  },
};

function toError(m: Message, file: string): DocsGenError {
  return new DocsGenError(m.text, {
    file: m.location ? path.resolve(m.location.file) : file,
    line: m.location?.line,
    column: m.location ? m.location.column + 1 : undefined,
  });
}

/**
 * Bundles the site's components module (one esbuild run per build, not per page) and returns its named
 * exports: they are in scope in every page. YAML imports load as data.
 */
export async function loadSiteComponents(file: string | undefined): Promise<{ components: MdxComponents; watchFiles: string[] }> {
  if (!file) return { components: {}, watchFiles: [] };
  let code: string;
  let watchFiles: string[];
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      write: false,
      metafile: true,
      logLevel: 'silent',
      plugins: [sharedReact, yamlPlugin],
    });
    code = result.outputFiles[0].text;
    watchFiles = Object.keys(result.metafile.inputs).map((p) => path.resolve(p));
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (errors?.length) throw combineErrors(errors.map((m) => toError(m, file)));
    throw error;
  }
  // A file (not a data: URL) so the externals' file URLs resolve and stack traces name something.
  const out = path.join(os.tmpdir(), `docs-gen-components-${process.pid}-${Date.now()}.mjs`);
  await fs.writeFile(out, code);
  try {
    const mod = (await import(pathToFileURL(out).href)) as Record<string, unknown>;
    const components: MdxComponents = {};
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === 'function' && /^[A-Z]/.test(name)) (components as Record<string, unknown>)[name] = value;
    }
    return { components, watchFiles };
  } catch (error) {
    throw new DocsGenError(`The components module threw while loading: ${(error as Error).message}`, { file, cause: error });
  } finally {
    await fs.rm(out, { force: true });
  }
}
