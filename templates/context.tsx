import { type Context, createContext, useContext, useId } from 'react';
import type { RenderContext } from '../src/render/types.js';

/** SPEC §8: a hook used outside its provider names both. */
export class ReactContextError extends Error {
  constructor(hookName: string, providerName: string) {
    super(`Hook ${hookName} is called outside the <${providerName}>.`);
    this.name = 'ReactContextError';
  }
}

/**
 * One context for every copy of the theme in the process: the one bundled into docs-gen, a theme bundled afresh
 * with a site's overrides, and site code bundled on its own each hold their own copy of this module, and a
 * component must see the provider whichever copy rendered it.
 */
const CONTEXT_KEY = Symbol.for('docs-gen.siteContext');
const shared = globalThis as { [CONTEXT_KEY]?: Context<RenderContext | null> };
const SiteContext = (shared[CONTEXT_KEY] ??= createContext<RenderContext | null>(null));

export const SiteContextProvider = SiteContext.Provider;

/** The render context of the route being rendered: config, page, navigation, URL helpers. */
export function useSiteContext(): RenderContext {
  const value = useContext(SiteContext);
  if (!value) throw new ReactContextError('useSiteContext', 'SiteContextProvider');
  return value;
}

/** The render context when rendering a page, or null for a component rendered on its own. */
export function usePageContext(): RenderContext | null {
  return useContext(SiteContext);
}

/**
 * An id unique in the page being rendered (`tabs-1`, `tabs-2`, …), counted per page so it only changes when
 * that page changes. Outside a page render (a component rendered alone) React's tree-position id stands in.
 */
export function usePageId(prefix: string): string {
  const ctx = useContext(SiteContext);
  const fallback = useId();
  return ctx ? ctx.nextId(prefix) : `${prefix}-${fallback.replace(/[^\w-]/g, '')}`;
}
