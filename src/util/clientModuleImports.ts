import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';
import { PROVIDED_MODULE_IMPORT } from '../shared/siteModules.js';

/**
 * What a client module cannot import: React, and the modules docs-gen provides as React components and hooks.
 * docs-gen renders React on the server only; what runs in the browser is its own small runtime.
 */
const REACT_IMPORT = new RegExp(`^(react|react-dom)(/.*)?$|^@(theme|theme-original|theme-init)/|${PROVIDED_MODULE_IMPORT.source}`);

/** The one Docusaurus module client modules commonly import that needs no React. */
const EXECUTION_ENVIRONMENT = '@docusaurus/ExecutionEnvironment';

const NAMESPACE = 'docs-gen-client-environment';

const NO_REACT = 'docs-gen-client-no-react';

/**
 * A React module (`react`, `react/jsx-runtime`, `react-dom/client`) for a package's code in the browser: every name
 * the module exports, each failing with why when used.
 */
function reactStandIn(specifier: string): string {
  let names: string[] = [];
  try {
    names = Object.keys(createRequire(import.meta.url)(specifier) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
  } catch {
    // A module of React this docs-gen does not have: a default export alone.
  }
  const fail = `() => { throw new Error(${JSON.stringify(`docs-gen: a client module reached ${specifier}, and no React runs in the browser`)}); }`;
  return [`const fail = ${fail};`, 'const standIn = new Proxy(fail, { get: (_, key) => (key === "__esModule" ? undefined : fail) });', 'export default standIn;', ...names.map((name) => `export const ${name} = fail;`)].join('\n');
}

/** Words that open esbuild's message for each refused import; clientModuleHint knows them by these. */
const REACT_REFUSED = 'cannot be imported by a client module:';
const STYLESHEET_REFUSED = 'is a stylesheet imported by a client module:';

/** In the browser, as Docusaurus's own module works it out there: a client module runs in a window, always. */
const BROWSER_ENVIRONMENT = `const canUseDOM = true;
export default { canUseDOM, canUseEventListeners: true, canUseIntersectionObserver: 'IntersectionObserver' in window, canUseViewport: 'screen' in window };`;

/**
 * For the bundle of a site's client modules: an import of React, `@docusaurus/*` or `@theme/*` is an error at the
 * import, and so is a stylesheet (which would need a second output), except `@docusaurus/ExecutionEnvironment`,
 * whose browser values are given.
 */
export function clientModuleImportsPlugin(): Plugin {
  return {
    name: 'docs-gen-client-module-imports',
    setup(b) {
      b.onResolve({ filter: REACT_IMPORT }, (args) => {
        if (args.path === EXECUTION_ENVIRONMENT) return { path: args.path, namespace: NAMESPACE };
        // A package's own React code (a hook its index re-exports beside the DOM function the site calls) bundles as a
        // stand-in: Docusaurus ships React, so such a package builds there; its React part fails only if it runs.
        if (/^react(?:-dom)?(?:\/|$)/.test(args.path) && /[\\/]node_modules[\\/]/.test(args.importer)) return { path: args.path, namespace: NO_REACT };
        return { errors: [{ text: `"${args.path}" ${REACT_REFUSED} no React runs in the browser` }] };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: BROWSER_ENVIRONMENT, loader: 'js' }));
      b.onLoad({ filter: /.*/, namespace: NO_REACT }, (args) => ({ contents: reactStandIn(args.path), loader: 'js' }));
      b.onResolve({ filter: /\.(css|scss|sass)$/i }, (args) => ({ errors: [{ text: `"${args.path}" ${STYLESHEET_REFUSED} its rules would not reach the page` }] }));
    },
  };
}

/** What the site can do about an import clientModuleImportsPlugin refused, from esbuild's message. */
export function clientModuleHint(text: string): string | undefined {
  if (text.includes(REACT_REFUSED)) {
    return "docs-gen renders React on the server only and runs no React in the browser: a client module works with the DOM (`document`, `window`, the lifecycles' `location`); code that needs React belongs in a component.";
  }
  if (text.includes(STYLESHEET_REFUSED)) return 'List the stylesheet in `clientModules` itself: it joins the site\'s stylesheet.';
  return undefined;
}
