import { createContext, useContext } from 'react';
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
