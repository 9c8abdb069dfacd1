/**
 * The lifecycles of a site's client modules (Docusaurus's `clientModules`), bundled with them into a script of its
 * own that loads after the runtime: a site without client modules downloads none of this.
 */
import { NAVIGATED_EVENT, NAVIGATING_EVENT } from './events.js';

/** An address as Docusaurus's router gives it to the lifecycles: the parts of `window.location` a page is told by. */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface RouteUpdate {
  location: RouteLocation;
  /** Null on the first load. */
  previousLocation: RouteLocation | null;
}

type LifecycleName = 'onRouteUpdate' | 'onRouteDidUpdate';

/** A client module's exports, as `import * as` gives them. */
export type ClientModule = Record<string, unknown>;

const locationOf = (url: RouteLocation): RouteLocation => ({ pathname: url.pathname, search: url.search, hash: url.hash });

/** A module's lifecycle: on its default export (a `ClientModule` object, typed in TypeScript sites) first, as Docusaurus reads it, else a named export. */
function lifecycleOf(module: ClientModule, name: LifecycleName): ((update: RouteUpdate) => unknown) | undefined {
  const fromDefault = typeof module.default === 'object' && module.default !== null ? (module.default as ClientModule)[name] : undefined;
  const found = fromDefault ?? module[name];
  return typeof found === 'function' ? (found as (update: RouteUpdate) => unknown) : undefined;
}

/** Runs a site's function; its failure is logged, leaving the other modules, and the page, working. */
function guarded(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    console.error(error);
    return undefined;
  }
}

/**
 * Calls the modules' lifecycles on the first load (no previous location) and at each client navigation:
 * `onRouteUpdate` when it starts, with the address asked for, and `onRouteDidUpdate` once the new page is in.
 * What an `onRouteUpdate` returns is called when that navigation ends, as Docusaurus calls it once the next page
 * has loaded. A change of #hash within the page is a route update too, as it is to Docusaurus's router.
 */
export function startClientModules(modules: ClientModule[]): void {
  let shown = locationOf(location);
  let pending: (() => void)[] = [];
  const call = (name: LifecycleName, update: RouteUpdate): unknown[] => modules.map((module) => guarded(() => lifecycleOf(module, name)?.(update)));
  const settle = () => {
    const done = pending;
    pending = [];
    for (const cleanup of done) guarded(cleanup);
  };
  const update = (next: RouteLocation, previousLocation: RouteLocation | null) => {
    settle();
    pending = call('onRouteUpdate', { location: next, previousLocation }).filter((result): result is () => void => typeof result === 'function');
  };
  const didUpdate = (previousLocation: RouteLocation | null) => {
    settle();
    shown = locationOf(location);
    call('onRouteDidUpdate', { location: shown, previousLocation });
  };
  update(shown, null);
  didUpdate(null);
  document.addEventListener(NAVIGATING_EVENT, (event) => update(locationOf(new URL((event as CustomEvent<{ url: string }>).detail.url)), shown));
  document.addEventListener(NAVIGATED_EVENT, () => didUpdate(shown));
  window.addEventListener('hashchange', () => {
    // Another page's #hash (Back to an entry of another page) is that page's navigation, told by the router.
    if (location.pathname !== shown.pathname || location.search !== shown.search) return;
    const previous = shown;
    update(locationOf(location), previous);
    didUpdate(previous);
  });
}
