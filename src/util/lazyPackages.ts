import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Esbuild from 'esbuild';
import type * as JsYaml from 'js-yaml';
import type * as LightningCss from 'lightningcss';
import type Postcss from 'postcss';
import type * as Rtlcss from 'rtlcss';
import type * as ReactDomServer from 'react-dom/server';
import type * as Yaml from 'yaml';
import type * as Ws from 'ws';
import { packageRoot } from './packageRoot.js';

/**
 * Packages that take tens of milliseconds each to load, loaded on first use instead of at start: a build
 * or check that stops at a bad input never pays for them, and neither does a site that needs no bundling.
 * They are CommonJS packages, so `require` gives the same instance an `import` would.
 */
const load = createRequire(import.meta.url);

function once<T>(make: () => T): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= make();
    return loaded;
  };
}

export const esbuild = once(() => load('esbuild') as typeof Esbuild);

/**
 * Starts esbuild's service process now rather than at the first bundle: the process boots on the other core
 * while this one reads the build's caches, instead of the config stage waiting for it.
 */
export const startEsbuild = once(() => {
  try {
    void esbuild().initialize({});
  } catch {
    // Started already, or not loadable: the first bundle starts it or reports why it cannot.
  }
  return true;
});
export const lightningCss = once(() => load('lightningcss') as typeof LightningCss);
/** PostCSS, which runs the PostCSS plugins a site's Docusaurus plugins list (Tailwind's, say): only for such a site. */
export const postcss = once(() => load('postcss') as typeof Postcss);

/**
 * The YAML readers. js-yaml reads what a build parses; `yaml` reads what js-yaml refuses, places problems and
 * writes YAML. A rebuild takes its parsed YAML from its cache and needs neither.
 */
export const jsYaml = once(() => load('js-yaml') as typeof JsYaml);
export const yamlLibrary = once(() => loadVendored('yaml') as typeof Yaml);

/**
 * A package the published tool ships bundled into one file, `dist/vendor/<name>.cjs` (scripts/build-tool.mjs):
 * `yaml` is dozens of small modules, which took 40 ms to resolve and load against 10 ms for the one file.
 * From a source checkout without it, the package itself.
 */
function loadVendored(name: string): unknown {
  const file = path.join(packageRoot(), 'dist', 'vendor', `${name}.cjs`);
  return load(fs.existsSync(file) ? file : name);
}

/**
 * `react-dom/server` loads React's streaming renderer beside the string renderer, and docs-gen only renders to
 * strings: loading the string renderer alone took half of the 28 ms. It is the file `react-dom/server.node.js`
 * takes `renderToString` from; should a React release move it, the whole entry point loads instead.
 */
function loadStringRenderer(): typeof ReactDomServer {
  const build = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  try {
    const dir = path.dirname(load.resolve('react-dom/package.json'));
    return load(path.join(dir, 'cjs', `react-dom-server-legacy.node.${build}.js`)) as typeof ReactDomServer;
  } catch {
    return load('react-dom/server') as typeof ReactDomServer;
  }
}

export const reactDomServer = once(loadStringRenderer);

/**
 * dev's WebSocket server. `ws` is CommonJS: imported, Node first scans each of its files for the names it
 * exports; required, it does not, and the package loaded in 33 ms instead of 60 ms at every start of dev.
 */
export const ws = once(() => load('ws') as typeof Ws);

/** RTLCSS, which only sites with a right-to-left locale need. */
export const rtlcss = once(() => load('rtlcss') as typeof Rtlcss);
