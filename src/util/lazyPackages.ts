import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';
import type * as LightningCss from 'lightningcss';
import type * as ReactDomServer from 'react-dom/server';

/**
 * Packages that take tens of milliseconds each to load, loaded on first use instead of at start: a build
 * or check that stops at a bad input never pays for them, and neither does a site that needs no bundling.
 * They are CommonJS packages, so `require` gives the same instance an `import` would.
 */
const load = createRequire(import.meta.url);

function once<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= load(name) as T;
    return loaded;
  };
}

export const esbuild = once<typeof Esbuild>('esbuild');
export const lightningCss = once<typeof LightningCss>('lightningcss');
export const reactDomServer = once<typeof ReactDomServer>('react-dom/server');
