import { resolveUrl, type UrlContext } from '../shared/url.js';
import type { AssetUrls } from './types.js';

/**
 * The asset URLs a page writes. They are made once, from the output's root; hash routing writes them relative to
 * the page's own folder instead, which needs them made again for each page. Other routers' are the same on every page.
 */
export function pageAssets(assets: AssetUrls, urls: UrlContext): AssetUrls {
  if (urls.router !== 'hash' || !urls.route) return assets;
  const url = (path: string) => resolveUrl(path, urls);
  const { css, js, clientModules, searchIndex, sidebars, routeList } = assets;
  return {
    ...assets,
    css: url(css),
    js: url(js),
    ...(clientModules ? { clientModules: url(clientModules) } : {}),
    ...(searchIndex ? { searchIndex: url(searchIndex) } : {}),
    ...(sidebars ? { sidebars: Object.fromEntries(Object.entries(sidebars).map(([name, file]) => [name, url(file)])) } : {}),
    ...(routeList ? { routeList: url(routeList) } : {}),
  };
}
