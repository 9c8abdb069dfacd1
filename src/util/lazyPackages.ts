import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Esbuild from 'esbuild';
import type * as LightningCss from 'lightningcss';
import type * as ReactDomServer from 'react-dom/server';

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
export const lightningCss = once(() => load('lightningcss') as typeof LightningCss);

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
