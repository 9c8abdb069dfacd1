/** URL rules shared by the build and the browser runtime. Pure: no Node or DOM APIs. */
import { pageFileOf } from './emittedFiles.js';

export interface UrlContext {
  baseUrl: string;
  siteUrl: string;
  router: 'browser' | 'hash';
  /** False when page URLs end without a slash (the config's `trailingSlash`); they end with one otherwise. */
  trailingSlash?: boolean;
  /**
   * The route of the page the URLs are written on (`/guide/setup/`, `/404.html`). Hash routing writes URLs relative
   * to that page's folder, so output opened from any folder or from file:// finds them; from the root without it.
   */
  route?: string;
}

/** The URL context of a site's settings (its `baseUrl`, `url`, `router` and `trailingSlash` keys). */
export function urlContextOf(config: { baseUrl: string; url: string; router: UrlContext['router']; trailingSlash?: boolean }): UrlContext {
  return { baseUrl: config.baseUrl, siteUrl: config.url, router: config.router, trailingSlash: config.trailingSlash !== false };
}

export interface UrlOptions {
  /** Return `https://site/base/path` instead of `/base/path`. */
  absolute?: boolean;
  /** Prepend the base URL even when the path already starts with it. */
  forcePrependBaseUrl?: boolean;
}

/** `https:`, `mailto:`, `//host` and other scheme-qualified URLs. */
export function isExternalUrl(url: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

/** Whether a link's `target` is a name a browser knows it by (`_blank`, `_self`, a frame's): no spaces or quotes. */
export function isLinkTarget(target: string): boolean {
  return /^[^\s<>"']+$/.test(target);
}

/** Whether a link's `rel` is link types separated by single spaces (`me noopener`). */
export function isLinkRel(rel: string): boolean {
  return /^[\w-]+( [\w-]+)*$/.test(rel);
}

/** A path as a route of the site is written, ending in a slash (`/new` → `/new/`). */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * SPEC §9 link rules: `#…` and external links are unchanged; in hash routing relative links get a dot
 * prefix; otherwise the base URL is prepended when missing, and the site URL on request.
 */
export function resolveUrl(url: string, ctx: UrlContext, options: UrlOptions = {}): string {
  // Docusaurus's `pathname:///files/a.pdf`: a path of the site the client router leaves alone; it opens as an
  // external link does, in a new tab.
  if (/^pathname:\/\//i.test(url)) return resolveUrl(url.slice('pathname://'.length), ctx, options);
  if (url.startsWith('#') || isExternalUrl(url)) return url;
  if (ctx.router === 'hash' && !options.absolute) return hashRouterUrl(url, ctx);
  const base = withTrailingSlash(ctx.baseUrl);
  let path: string;
  if (options.forcePrependBaseUrl) path = base + url.replace(/^\//, '');
  else if (url.startsWith('/') && !url.startsWith(base) && `${url}/` !== base) path = base + url.slice(1);
  else path = url;
  if (ctx.trailingSlash === false) path = withoutTrailingSlash(path, base);
  return options.absolute ? ctx.siteUrl.replace(/\/+$/, '') + path : path;
}

/**
 * The relative URL of the output's root from the folder of the page `ctx.route` names (`../../` on
 * `/guide/setup/`, `./` on the home page and without a route), which hash-router URLs start with.
 */
export function relativeRoot(ctx: Pick<UrlContext, 'route' | 'trailingSlash'>): string {
  const route = ctx.route ?? '/';
  const file = /\.html?$/i.test(route) ? route.slice(1) : pageFileOf(withTrailingSlash(route), ctx.trailingSlash !== false);
  const depth = file.split('/').length - 1;
  return depth ? '../'.repeat(depth) : './';
}

/**
 * A site path (from the root, with or without the base URL; a relative one is from the root too) as hash routing
 * writes it: relative to the page's folder, with a page's own file named (`guide/setup/index.html`), as a browser
 * opens a folder's listing, not its page, from file://.
 */
function hashRouterUrl(url: string, ctx: UrlContext): string {
  const { path, query, hash } = splitUrl(url);
  const base = withTrailingSlash(ctx.baseUrl);
  const sitePath = path.startsWith(base) ? path.slice(base.length) : path.replace(/^\.?\//, '');
  const file = looksLikeFile(sitePath) || /\.html?$/i.test(sitePath) ? sitePath : pageFileOf(withTrailingSlash(`/${sitePath}`), ctx.trailingSlash !== false);
  return `${relativeRoot(ctx)}${file}${query}${hash ? `#${hash}` : ''}`;
}

/** A site path without the slash that ends its path part (`/a/b/#x` → `/a/b#x`), as Docusaurus writes URLs with `trailingSlash: false`; the base URL keeps its own. */
export function withoutTrailingSlash(url: string, base: string): string {
  const end = url.search(/[?#]/);
  const pathPart = end === -1 ? url : url.slice(0, end);
  if (pathPart === base || pathPart === '/' || !pathPart.endsWith('/')) return url;
  return pathPart.replace(/\/+$/, '') + (end === -1 ? '' : url.slice(end));
}

/** Links that leave the site open in a new tab; `mailto:` and `tel:` hand over to an app instead. */
export function opensInNewTab(url: string): boolean {
  return isExternalUrl(url) && !/^(mailto|tel):/i.test(url);
}

/** The attributes of a link that opens in a new tab, without giving the new page a handle on this one. */
export function newTabAttributes(url: string): { target?: '_blank'; rel?: string } {
  return opensInNewTab(url) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/**
 * The attributes of a link whose author may name where it opens (a navbar item's `target`): that target, with
 * `rel="noopener noreferrer"` for a new tab; without one, a link to another site opens in a new tab. A `rel` the
 * author gives takes the place of that one (`''`: none), as a Docusaurus link's props come after its defaults.
 */
export function linkTargetAttributes(url: string, target: string | undefined, rel?: string): { target?: string; rel?: string } {
  const attributes: { target?: string; rel?: string } = target === undefined ? newTabAttributes(url) : target === '_blank' ? { target, rel: 'noopener noreferrer' } : { target };
  if (rel === undefined) return attributes;
  const { rel: _default, ...rest } = attributes;
  return rel ? { ...rest, rel } : rest;
}

/** Splits `path?query#hash`. */
export function splitUrl(url: string): { path: string; query: string; hash: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    path: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    query: queryAt === -1 ? '' : beforeHash.slice(queryAt),
    hash,
  };
}

/** `/a/b.html`, `/a/b/index`, `/a/b/index.html` and `/a/b` all name the route `/a/b/`. */
export function normalizeRoute(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, '/');
  path = path.replace(/\.html?$/i, '');
  path = path.replace(/(^|\/)index$/i, '$1');
  if (!path.endsWith('/')) path += '/';
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * A link the config writes (a navbar or footer item's `to`) as Docusaurus's `Link` writes it: a page's path ends in a
 * slash, as the site's routes do (`resolveUrl` takes it off again where URLs end without one), so it leads to the
 * page without a redirect; a file's path, an anchor and another site's URL are left as written.
 */
export function withPageSlash(to: string): string {
  if (isExternalUrl(to) || to.startsWith('#')) return to;
  const { path, query, hash } = splitUrl(to);
  if (!path || path.endsWith('/') || looksLikeFile(path)) return to;
  return `${path}/${query}${hash ? `#${hash}` : ''}`;
}

/** Whether a path names a file (has an extension other than .html) rather than a page. */
export function looksLikeFile(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return /\.[a-z0-9]{1,8}$/i.test(last) && !/\.html?$/i.test(last);
}
