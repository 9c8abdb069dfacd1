import { createContext, useContext, useId } from 'react';
import type { RenderContext } from '../src/render/types.js';

/** SPEC §8: a hook used outside its provider names both. */
export class ReactContextError extends Error {
  constructor(hookName: string, providerName: string) {
    super(`Hook ${hookName} is called outside the <${providerName}>.`);
    this.name = 'ReactContextError';
  }
}

const SiteContext = createContext<RenderContext | null>(null);

export const SiteContextProvider = SiteContext.Provider;

/** The render context of the route being rendered: config, page, navigation, URL helpers. */
export function useSiteContext(): RenderContext {
  const value = useContext(SiteContext);
  if (!value) throw new ReactContextError('useSiteContext', 'SiteContextProvider');
  return value;
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
