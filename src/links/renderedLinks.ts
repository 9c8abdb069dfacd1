import fs from 'node:fs';
import { parseEntities } from 'parse-entities';
import type { SiteConfig } from '../config/types.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { Page } from '../shared/types.js';
import type { LinkResolver } from './linkResolver.js';
import { routeSuggester } from './routeSuggestions.js';
import type { BrokenAnchor, LinkReport, PendingAnchor } from './types.js';
import { report, reportBrokenAnchors } from './validateLinks.js';

/** A rendered page's content: its `<main>`, where the page's own links and headings are (not the navbar's). */
function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  return start === -1 || end === -1 ? '' : html.slice(start, end);
}

const attributeValues = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => parseEntities(m[1]));

/** The ids of a rendered page's content: the #anchors a link may name. */
export function renderedIds(html: string): string[] {
  return attributeValues(mainOf(html), /\sid="([^"]*)"/g);
}

/** The hrefs of a rendered page's content links, once each, in order. */
function renderedHrefs(html: string): string[] {
  return [...new Set(attributeValues(mainOf(html), /<a\s[^>]*?\bhref="([^"]*)"/g))];
}

/** Where `href` is written in the page's source, trying it as written, without the base URL, without the trailing slash. */
function placeIn(source: string, href: string, baseUrl: string): { line: number; column: number } | undefined {
  const bare = baseUrl !== '/' && href.startsWith(baseUrl) ? `/${href.slice(baseUrl.length)}` : href;
  for (const needle of [href, bare, bare.replace(/\/(?=$|[?#])/, '')]) {
    const at = needle.length > 1 ? source.indexOf(needle) : -1;
    if (at === -1) continue;
    const before = source.slice(0, at).split('\n');
    return { line: before.length, column: before[before.length - 1].length + 1 };
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
export function checkRenderedLinks({ config, pagesByRoute, resolver, pendingAnchors, html }: RenderedLinkInput): LinkReport {
  const out: LinkReport = { errors: [], warnings: [] };
  const ids = new Map<string, string[]>();
  const anchorsOf = (target: Page) => {
    if (!target.linksFromRender) return target.anchors;
    let found = ids.get(target.route);
    if (!found) ids.set(target.route, (found = renderedIds(html.get(target.route) ?? '')));
    return found;
  };
  const broken: BrokenAnchor[] = [];
  const checkAnchor = (link: PendingAnchor) => {
    const target = pagesByRoute.get(link.targetRoute);
    if (target && !anchorsOf(target).includes(link.anchor)) broken.push({ ...link, targetAnchors: anchorsOf(target) });
  };
  pendingAnchors.forEach(checkAnchor);
  const suggest = routeSuggester(pagesByRoute);
  for (const page of pagesByRoute.values()) {
    const rendered = page.linksFromRender ? html.get(page.route) : undefined;
    if (rendered === undefined) continue;
    let source: string | undefined;
    const where = (href: string) => {
      source ??= fs.existsSync(page.sourceFile) ? fs.readFileSync(page.sourceFile, 'utf8') : '';
      return { file: page.sourceFile, ...placeIn(source, href, config.baseUrl) };
    };
    for (const href of renderedHrefs(rendered)) {
      const resolved = resolver(href, page);
      if (resolved.kind === 'external' || resolved.kind === 'markdown') continue;
      if (!resolved.found) {
        const suggestion = suggest(resolved.route ?? href);
        const what = resolved.kind === 'file' ? 'no such file' : `no page at ${resolved.route}`;
        const hint = suggestion ? `Nearest existing route: ${suggestion}` : undefined;
        report(config.onBrokenLinks, out, new DocsGenError(`Broken link: ${href} (${what})`, { ...where(href), hint }));
      } else if (resolved.anchor && resolved.route) {
        checkAnchor({ url: href, anchor: decodeURIComponent(resolved.anchor), where: where(href), targetRoute: resolved.route });
      }
    }
  }
  reportBrokenAnchors(config.onBrokenAnchors, out, broken);
  return out;
}
