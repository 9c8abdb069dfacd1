import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import type { Page } from '../shared/types.js';
import { isExternalUrl, looksLikeFile, normalizeRoute, resolveUrl, splitUrl, urlContextOf } from '../shared/url.js';
import { docusaurusRoute } from '../shared/docusaurusRoute.js';
import type { ResolvedLink } from './types.js';

export interface LinkTargets {
  pagesByRoute: Map<string, Page>;
  /** Absolute source file → page, for `./other.md` links. */
  pagesByFile: Map<string, Page>;
  /** URL paths of static files, e.g. `/img/logo.svg`. */
  files: Set<string>;
}

/** What a link is resolved from: a page, or (for a part rendered without one, the 404 page) its site folder. */
export type LinkSource = Pick<Page, 'route' | 'sourceFile' | 'originalFile' | 'folderUrl'>;


/**
 * Resolves the links a page writes: relative `.md`/`.mdx` files to their routes, relative and absolute
 * paths against the page's route with `.html` and `/index` normalised, then the SPEC §9 URL rules.
 * One function serves the link check and the renderer, so what is checked is what is written.
 */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function createLinkResolver(config: SiteConfig, targets: LinkTargets) {
  const site = urlContextOf(config);
  const base = config.baseUrl;
  const withHash = (route: string, query: string, anchor: string) => `${route}${query}${anchor ? `#${anchor}` : ''}`;

  const roots = config.content.map((root) => root.absPath).sort((a, b) => b.length - a.length);
  // A translated page's links name files beside its translation; those not translated are the folder's own.
  const translations = config.content.flatMap((root) => (root.localizedPath ? [{ from: root.localizedPath, to: root.absPath }] : []));
  const untranslated = (file: string): string | undefined => {
    const folder = translations.find((t) => file.startsWith(t.from + path.sep));
    return folder && path.join(folder.to, path.relative(folder.from, file));
  };

  /**
   * The doc a `.md`/`.mdx` link names, tried as Docusaurus does: `@site/x.md` in the site folder; `/x.md` from
   * the root of the page's content folder, then from the site folder (`/docs/guide/setup.mdx`); `x.md` and
   * `./x.md` from the page's folder, then from those two.
   */
  function markdownTarget(rawPath: string, from: LinkSource): Page | undefined {
    const file = safeDecode(rawPath);
    if (file.startsWith('@site/')) return targets.pagesByFile.get(path.join(config.siteDirPath, file.slice('@site/'.length)));
    const root = roots.find((r) => (from.originalFile ?? from.sourceFile).startsWith(r + path.sep));
    const beside = path.resolve(path.dirname(from.sourceFile), file);
    const candidates = [
      ...(file.startsWith('/') ? [] : [beside, ...(from.originalFile ? [untranslated(beside) ?? beside] : [])]),
      ...(root ? [path.join(root, file)] : []),
      path.join(config.siteDirPath, file),
    ];
    for (const candidate of candidates) {
      const target = targets.pagesByFile.get(candidate);
      if (target) return target;
    }
    return undefined;
  }

  /**
   * `writtenAt`: the route of the page the link is written on, when not `from`'s (another page's content shown in
   * it), since hash routing writes links relative to that page.
   */
  return function resolveLink(url: string, from: LinkSource, writtenAt = from.route): ResolvedLink {
    const ctx = { ...site, route: writtenAt };
    // `pathname://` too, whose path gets the base URL and is never checked, as in Docusaurus.
    if (isExternalUrl(url)) return { href: resolveUrl(url, ctx), kind: 'external', found: true };
    const { path: rawPath, query, hash } = splitUrl(url);
    if (!rawPath) {
      return { href: url, kind: 'anchor', route: from.route, anchor: hash || undefined, found: true };
    }
    if (/\.mdx?$/i.test(rawPath)) {
      const target = markdownTarget(rawPath, from);
      if (target) return { href: resolveUrl(withHash(target.route, query, hash), ctx), kind: 'markdown', route: target.route, anchor: hash || undefined, found: true };
      // `/x.md` that is no doc may still be a file or a page of that name.
      if (!rawPath.startsWith('/')) return { href: url, kind: 'markdown', found: false };
    }
    // Docusaurus's default routes have no trailing slash, so a relative URL is resolved against the route without
    // it: `../foo` on `/guides/setup/` means `/foo/`, as it does on Docusaurus's `/guides/setup`. A folder's own
    // doc is the exception: its URL is `/guides/`, where `./setup` means `/guides/setup/`; not when no URL ends in a
    // slash (`trailingSlash: false`), where it is `/guides` and `./setup` means `/setup`. With `trailingSlash: true`,
    // every route ends in a slash, as Docusaurus's then do: `../foo` on `/guides/setup/` means `/guides/foo/`.
    const page = docusaurusRoute(from.route, from.folderUrl, config.trailingSlash);
    let absolute = rawPath.startsWith('/') ? rawPath : new URL(rawPath, `http://x${page}`).pathname;
    if (base !== '/' && absolute.startsWith(base)) absolute = `/${absolute.slice(base.length)}`;
    absolute = decodeURI(absolute);
    const route = normalizeRoute(absolute);
    // A page's name may have a dot in it (a post on release `3.1.0`): what looks like a file is that page when
    // no such file exists.
    if (looksLikeFile(absolute) && (targets.files.has(absolute) || !targets.pagesByRoute.has(route))) {
      return { href: resolveUrl(withHash(absolute, query, hash), ctx), kind: 'file', found: targets.files.has(absolute) };
    }
    const found = targets.pagesByRoute.has(route);
    return { href: resolveUrl(withHash(route, query, hash), ctx), kind: 'page', route, anchor: hash || undefined, found };
  };
}

export type LinkResolver = ReturnType<typeof createLinkResolver>;
