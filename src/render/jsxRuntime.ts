import { createRequire } from 'node:module';

/**
 * React's JSX runtime as docs-gen renders with it: React 19 no longer gives a function component the `defaultProps`
 * it declares, which React 18 and 17, on which Docusaurus 2 and 3 sites were written, did. The theme, the pages' MDX and
 * the site's components (see bundleModules.ts) create their elements through this, so such a component gets its
 * defaults as it did there. A class component's are still React's to give.
 */
const react = createRequire(import.meta.url)('react/jsx-runtime') as typeof import('react/jsx-runtime');

type Create = (type: unknown, props: Record<string, unknown>, key?: unknown) => unknown;

/** The defaults a function component declares itself, or through `memo`; none for a class component's. */
export function declaredDefaults(type: unknown): Record<string, unknown> | undefined {
  if (typeof type === 'function') {
    return (type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent ? undefined : (type as { defaultProps?: Record<string, unknown> }).defaultProps;
  }
  if (type && typeof type === 'object') {
    const wrapper = type as { defaultProps?: Record<string, unknown>; type?: unknown };
    return wrapper.defaultProps ?? declaredDefaults(wrapper.type);
  }
  return undefined;
}

/** React's production `jsx(type, props, key)`, which takes no more arguments; an element of the page's HTML (`'div'`) has no defaults. */
function withDefaultProps(create: Create): Create {
  return (type, props, key) => {
    const defaults = typeof type === 'string' ? undefined : declaredDefaults(type);
    if (!defaults) return create(type, props, key);
    const given = { ...props };
    for (const name of Object.keys(defaults)) if (given[name] === undefined) given[name] = defaults[name];
    return create(type, given, key);
  };
}

export const Fragment = react.Fragment;
export const jsx = withDefaultProps(react.jsx as Create) as typeof react.jsx;
export const jsxs = withDefaultProps(react.jsxs as Create) as typeof react.jsxs;

/** Where the site's bundled components find this runtime: they are bundled apart from docs-gen, at build time. */
(globalThis as Record<symbol, unknown>)[Symbol.for('docs-gen.jsxRuntime')] = { Fragment, jsx, jsxs };
