import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { locateThrow } from '../config/locateThrow.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import { fromEsbuildFailure } from '../util/esbuildErrors.js';

/**
 * Docusaurus sidebars files type themselves with `@docusaurus/*` imports; the site's packages need not be
 * installed, so those imports become an empty module (CommonJS, so any named import of it is allowed).
 */
const docusaurusStub: Plugin = {
  name: 'docusaurus-stub',
  setup(b) {
    b.onResolve({ filter: /^@docusaurus\// }, (args) => ({ path: args.path, namespace: 'docusaurus-stub' }));
    b.onLoad({ filter: /.*/, namespace: 'docusaurus-stub' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
  },
};

/** What a sidebars script exports, and the site's files it is made of (itself and what it imports). */
export interface EvaluatedSidebars {
  data: unknown;
  inputs: string[];
}

/**
 * Runs a `sidebars.js|cjs|mjs|ts` file and returns what it exports: `module.exports` or `export default`.
 * It is bundled in memory (its own imports and requires included), so nothing is written beside it. A syntax
 * error, or an error thrown while it runs, is reported at its line in the file.
 */
export async function evaluateSidebarsModule(file: string): Promise<EvaluatedSidebars> {
  // Never written: the name only decides where the source map's paths are relative to.
  const bundleFile = path.join(path.dirname(file), 'sidebars.bundle.mjs');
  let code: string;
  let sourceMap: string;
  let inputs: string[];
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      outfile: bundleFile,
      sourcemap: 'external',
      metafile: true,
      logLevel: 'silent',
      plugins: [docusaurusStub],
      // The bundle runs from a data: URL: give it the file's own `require`, `__dirname` and `__filename`.
      banner: {
        js: [
          `import { createRequire as __docsGenCreateRequire } from 'node:module';`,
          `const require = __docsGenCreateRequire(${JSON.stringify(file)});`,
          `const __filename = ${JSON.stringify(file)};`,
          `const __dirname = ${JSON.stringify(path.dirname(file))};`,
        ].join('\n'),
      },
    });
    code = result.outputFiles.find((f) => !f.path.endsWith('.map'))!.text;
    sourceMap = result.outputFiles.find((f) => f.path.endsWith('.map'))?.text ?? '';
    // Metafile paths are relative to the working folder; stubbed modules are in a namespace of their own.
    inputs = Object.keys(result.metafile.inputs)
      .filter((input) => !input.includes(':'))
      .map((input) => path.resolve(input));
  } catch (error) {
    throw fromEsbuildFailure(error, file) ?? new DocsGenError(`Cannot load the sidebars file: ${(error as Error).message}`, { file, cause: error });
  }
  let mod: { default?: unknown };
  try {
    mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default?: unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new DocsGenError(`The sidebars file threw while loading: ${message}`, {
      // The place may be in a file the sidebars file imports.
      ...(locateThrow(error, sourceMap, path.dirname(bundleFile)) ?? { file, line: 1, column: 1 }),
      cause: error,
    });
  }
  if (mod.default === undefined) {
    throw new DocsGenError('The sidebars file exports nothing', {
      file,
      line: 1,
      column: 1,
      hint: 'Export the sidebars with `module.exports = { ... }` or `export default { ... }`.',
    });
  }
  return { data: mod.default, inputs };
}
