import fs from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import type { SiteConfig } from '../config/types.js';
import { DocsGenError, type SourceLocation } from '../errors/DocsGenError.js';
import { NOT_FOUND_FILE } from '../shared/emittedFiles.js';
import type { CollectedLinks, Page } from '../shared/types.js';
import type { LinkResolver, LinkSource } from './linkResolver.js';
import { routeSuggester } from './routeSuggestions.js';
import type { BrokenAnchor, LinkReport, PendingAnchor } from './types.js';
import { checkedOnceRendered, report, reportBrokenAnchors } from './validateLinks.js';
import { readRenderedHtml, renderedMain } from '../util/readRenderedHtml.js';
import { positionAt, type TextPosition } from '../util/yamlPositions.js';

/** The ids of a rendered page's content (its `<main>`, not the navbar), which links to its #anchors may name. */
function renderedIds(html: string): string[] {
  const ids: string[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (typeof child.properties.id === 'string') ids.push(child.properties.id);
      walk(child);
    }
  };
  walk(readRenderedHtml(renderedMain(html)));
  return ids;
}

/** Where `href` is written in the page's source, trying it as written, without the base URL, without the trailing slash. */
function placeIn(source: string, href: string, baseUrl: string): TextPosition | undefined {
  const bare = baseUrl !== '/' && href.startsWith(baseUrl) ? `/${href.slice(baseUrl.length)}` : href;
  for (const needle of [href, bare, bare.replace(/\/(?=$|[?#])/, '')]) {
    const at = needle.length > 1 ? source.indexOf(needle) : -1;
    if (at === -1) continue;
    const { line, column } = positionAt(source, at);
    return { line, column };
  }
  return undefined;
}

export interface RenderedLinkInput {
  config: SiteConfig;
  pagesByRoute: Map<string, Page>;
  resolver: LinkResolver;
  pendingAnchors: PendingAnchor[];
  /** The rendered HTML of each page that `pendingAnchors` names or whose links are known once rendered, by route. */
  html: Map<string, string>;
  /** The links and anchors those pages' code registered (`useBrokenLinks()`), by route. */
  collected?: Map<string, CollectedLinks>;
  /** Markdown pages whose links are those they rendered, as the site's own `a` writes them (see src/pipeline/mdxLinks.ts). */
  markdownFromRender?: ReadonlySet<string>;
  /**
   * The links the 404 page's code registered (a swizzled `NotFound`'s), and the site's files overriding it: the
   * one holding a link's text, else the first, is named with the link, as the page has no source file of its own.
   */
  notFound?: { links: string[]; files: string[] };
}

/** Checks rendered links as written on `from`, each reported where `where` places it. */
type LinkChecker = (hrefs: string[], from: LinkSource, where: (href: string) => SourceLocation & { hint?: string }) => void;

/**
 * Whether a page writes URLs in components' props (`<Card href>`) or children, which are checked where rendering
 * passes them to a Link (see checkedOnceRendered).
 */
const hasComponentLinks = (page: Page): boolean => page.links.some((link) => checkedOnceRendered(page, link));

/** The pages with URLs in components' props or children. */
export function routesWithComponentLinks(pages: Page[]): Set<string> {
  return new Set(pages.filter(hasComponentLinks).map((page) => page.route));
}

/**
 * The problems of the URLs in one page's components' props, from the links its render registered: dev checks each
 * page so as it is shown, as it renders pages only when asked for.
 */
export function checkComponentLinks(site: Pick<RenderedLinkInput, 'config' | 'pagesByRoute' | 'resolver'>, page: Page, collected: CollectedLinks | undefined): LinkReport {
  if (!collected || !hasComponentLinks(page)) return { errors: [], warnings: [] };
  return checkRenderedLinks({ ...site, pendingAnchors: [], html: new Map(), collected: new Map([[page.route, collected]]) });
}

/** The routes whose rendered HTML the check needs: the pages whose links are known once rendered, and the targets of pending anchors. */
export function routesToRead(pages: Page[], pendingAnchors: PendingAnchor[]): Set<string> {
  return new Set([...pages.filter((p) => p.linksFromRender).map((p) => p.route), ...pendingAnchors.map((a) => a.targetRoute)]);
}

/**
 * The links known only once pages are rendered, checked with the link stage's policies: the links a React page
 * writes (reported at the page's file, on the line that writes the URL when its text is there), and other pages'
 * links to a React page's #anchors, against the ids it rendered. Docusaurus checks both from its rendered pages.
 */
export function checkRenderedLinks({ config, pagesByRoute, resolver, pendingAnchors, html, collected, markdownFromRender, notFound }: RenderedLinkInput): LinkReport {
  const out: LinkReport = { errors: [], warnings: [] };
  // Each rendered page is read once, for its ids and its links alike.
  const read = new Map<string, { ids: string[]; hrefs: string[] }>();
  const targetsOf = (route: string) => {
    let found = read.get(route);
    if (!found) {
      const registered = collected?.get(route);
      // A page's links are those its Links and `useBrokenLinks()` registered, as Docusaurus checks them: a plain `<a>`
      // of a React page's code is the author's own (a link to something served beside the site, say).
      found = { ids: [...renderedIds(html.get(route) ?? ''), ...(registered?.anchors ?? [])], hrefs: [...new Set(registered?.links ?? [])] };
      read.set(route, found);
    }
    return found;
  };
  // A Markdown page's anchors are its headings' and what its site code rendered (see rendersSiteCode).
  const anchorsOf = (target: Page) => (target.linksFromRender ? targetsOf(target.route).ids : [...target.anchors, ...(html.has(target.route) ? targetsOf(target.route).ids : [])]);
  const broken: BrokenAnchor[] = [];
  const checkAnchor = (link: PendingAnchor) => {
    const target = pagesByRoute.get(link.targetRoute);
    if (target && !anchorsOf(target).includes(link.anchor)) broken.push({ ...link, targetAnchors: anchorsOf(target) });
  };
  pendingAnchors.forEach(checkAnchor);
  const suggest = routeSuggester(pagesByRoute);
  const checkLinks: LinkChecker = (hrefs, from, where) => {
    for (const href of hrefs) {
      const resolved = resolver(href, from);
      if (resolved.kind === 'external' || resolved.kind === 'markdown') continue;
      if (!resolved.found) {
        const suggestion = suggest(resolved.route ?? href);
        const what = resolved.kind === 'file' ? 'no such file' : `no page at ${resolved.route}`;
        const { hint: place, ...at } = where(href);
        const hint = [place, suggestion && `Nearest existing route: ${suggestion}`].filter(Boolean).join(' ') || undefined;
        report(config.onBrokenLinks, out, new DocsGenError(`Broken link: ${href} (${what})`, { ...at, hint }));
      } else if (resolved.anchor && resolved.route) {
        checkAnchor({ url: href, anchor: decodeURIComponent(resolved.anchor), where: where(href), targetRoute: resolved.route });
      }
    }
  };
  for (const page of pagesByRoute.values()) {
    if (page.linksFromRender ? !html.has(page.route) : !markdownFromRender?.has(page.route)) continue;
    let source: string | undefined;
    checkLinks(targetsOf(page.route).hrefs, page, (href) => {
      source ??= fs.existsSync(page.sourceFile) ? fs.readFileSync(page.sourceFile, 'utf8') : '';
      return { file: page.sourceFile, ...placeIn(source, href, config.baseUrl) };
    });
  }
  // A component's URL prop, or a link in its children, where the page's render passed that URL to a Link: reported
  // where it is written. A component that makes something else of it (a GitHub URL from a file path), or does not
  // render it (a tab not chosen), leaves it unchecked, as Docusaurus does.
  for (const page of pagesByRoute.values()) {
    // Those pages' registered links are checked whole above.
    if (page.linksFromRender || markdownFromRender?.has(page.route)) continue;
    const registered = collected?.get(page.route)?.links;
    if (!registered?.length) continue;
    for (const link of page.links) {
      if (!checkedOnceRendered(page, link) || !registered.includes(link.url)) continue;
      const where = { file: link.file ?? page.sourceFile, line: link.line, column: link.column };
      const resolved = resolver(link.url, page);
      // One to a Markdown file in a component's children was checked as the page compiled (validateLinks).
      if (resolved.kind === 'markdown' && !link.component) continue;
      if (resolved.kind === 'markdown' && !resolved.found) {
        report(config.onBrokenMarkdownLinks, out, new DocsGenError(`Broken Markdown link: ${link.url} (no such page file)`, where));
      } else checkLinks([link.url], page, () => where);
    }
  }
  if (notFound) checkNotFoundLinks(notFound, config, checkLinks);
  reportBrokenAnchors(config.onBrokenAnchors, out, broken);
  return out;
}

/**
 * The 404 page's links, checked from the site root as the page writes them (see pagelessLink): only root-relative
 * ones, since a relative link or a bare #anchor resolves against whatever missing URL the reader asked for.
 */
function checkNotFoundLinks(
  { links, files }: { links: string[]; files: string[] },
  config: SiteConfig,
  checkLinks: LinkChecker,
): void {
  const hrefs = [...new Set(links)].filter((href) => href.startsWith('/') && !href.startsWith('//'));
  const sources = new Map<string, string>();
  const sourceOf = (file: string) => {
    let text = sources.get(file);
    if (text === undefined) sources.set(file, (text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''));
    return text;
  };
  const hint = 'It is a link of the 404 page.';
  const where = (href: string) => {
    for (const file of files) {
      const at = placeIn(sourceOf(file), href, config.baseUrl);
      if (at) return { file, ...at, hint };
    }
    return { file: files[0] ?? path.join(config.siteDirPath, NOT_FOUND_FILE), hint };
  };
  checkLinks(hrefs, { route: '/', sourceFile: path.join(config.siteDirPath, NOT_FOUND_FILE) }, where);
}
