import type { Plugin } from 'esbuild';
import { nodeModuleGlobals } from '../util/moduleGlobals.js';
import { runBundledModule } from '../util/runBundledModule.js';

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
 * Runs a `sidebars.js|cjs|mjs|ts` file and returns what it exports: `module.exports` or `export default`, else
 * its named exports, as Docusaurus's loader reads a module without a default (an empty file is no sidebars).
 * It is bundled in memory (its own imports and requires included), so nothing is written beside it. A syntax
 * error, or an error thrown while it runs, is reported at its line in the file.
 */
export async function evaluateSidebarsModule(file: string): Promise<EvaluatedSidebars> {
  // The bundle runs from a data: URL: give it the file's own `require`, `__dirname`, `__filename` and `import.meta`.
  const { banner, define, plugins } = nodeModuleGlobals(file);
  const { exports, inputs } = await runBundledModule(file, 'the sidebars file', { banner, define, plugins: [...plugins, docusaurusStub] });
  const { default: data, ...named } = exports;
  return { data: data === undefined ? named : data, inputs };
}
