import { themeComponentName } from '../shared/siteModules.js';
import { SHARED_MODULE_PREFIX } from '../util/siteCodePlugins.js';
import type { SiteModule, Theme } from './types.js';

/**
 * The module `@theme/<name>` stands for. Every `@theme/*` import of a page or a site component is resolved
 * here, so a site's own component of that name can take the theme's place in this one function.
 */
export function resolveThemeComponent(name: string, theme: Pick<Theme, 'modules'>): SiteModule | undefined {
  return theme.modules?.theme[name];
}

/**
 * The module a `@docusaurus/*` or `@theme/*` import stands for, or a module loaded with the theme (by
 * SHARED_MODULE_PREFIX and its file); undefined for one the theme does not provide.
 */
export function resolveSiteModule(source: string, theme: Pick<Theme, 'modules' | 'sharedModules'>): SiteModule | undefined {
  if (source.startsWith(SHARED_MODULE_PREFIX)) return theme.sharedModules?.get(source.slice(SHARED_MODULE_PREFIX.length));
  const themeName = themeComponentName(source);
  if (themeName !== undefined) return resolveThemeComponent(themeName, theme);
  return theme.modules?.docusaurus[source];
}
