import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import type { Page } from '../shared/types.js';
import { isExternalUrl, looksLikeFile, normalizeRoute, resolveUrl, splitUrl, urlContextOf } from '../shared/url.js';
import type { ResolvedLink } from './types.js';

export interface LinkTargets {
  pagesByRoute: Map<string, Page>;
  /** Absolute source file → page, for `./other.md` links. */
  pagesByFile: Map<string, Page>;
  /** URL paths of static files, e.g. `/img/logo.svg`. */
  files: Set<string>;
}


/**
 * Resolves the links a page writes: relative `.md`/`.mdx` files to their routes, relative and absolute
 * paths against the page's route with `.html` and `/index` normalised, then the SPEC §9 URL rules.
 * One function serves the link check and the renderer, so what is checked is what is written.
 */
export function createLinkResolver(config: SiteConfig, targets: LinkTargets) {
  const ctx = urlContextOf(config);
  const base = config.baseUrl;
  const withHash = (route: string, query: string, anchor: string) => `${route}${query}${anchor ? `#${anchor}` : ''}`;

  return function resolveLink(url: string, from: Page): ResolvedLink {
    if (isExternalUrl(url)) return { href: url, kind: 'external', found: true };
    const { path: rawPath, query, hash } = splitUrl(url);
    if (!rawPath) {
      return { href: url, kind: 'anchor', route: from.route, anchor: hash || undefined, found: true };
    }
    if (/\.mdx?$/i.test(rawPath) && !rawPath.startsWith('/')) {
      const file = path.resolve(path.dirname(from.sourceFile), decodeURI(rawPath));
      const target = targets.pagesByFile.get(file);
      if (!target) return { href: url, kind: 'markdown', found: false };
      return { href: resolveUrl(withHash(target.route, query, hash), ctx), kind: 'markdown', route: target.route, anchor: hash || undefined, found: true };
    }
    let absolute = rawPath.startsWith('/') ? rawPath : new URL(rawPath, `http://x${from.route}`).pathname;
    if (base !== '/' && absolute.startsWith(base)) absolute = `/${absolute.slice(base.length)}`;
    absolute = decodeURI(absolute);
    if (looksLikeFile(absolute)) {
      return { href: resolveUrl(withHash(absolute, query, hash), ctx), kind: 'file', found: targets.files.has(absolute) };
    }
    const route = normalizeRoute(absolute);
    const found = targets.pagesByRoute.has(route);
    return { href: resolveUrl(withHash(route, query, hash), ctx), kind: 'page', route, anchor: hash || undefined, found };
  };
}

export type LinkResolver = ReturnType<typeof createLinkResolver>;
