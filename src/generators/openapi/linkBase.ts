import type { OpenApiSource, SiteConfig } from '../../config/types.js';
import { isExternalUrl } from '../../shared/url.js';
import type { OpenApiDocument } from './spec.js';

/** Turns a link as a description writes it into the link the page carries (and the link check sees). */
export type DescriptionLinkMapper = (url: string) => string;

/** The origin of an http(s) URL, or undefined for anything else. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? `${parsed.origin}/` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The base that root-relative and relative description links resolve against: `openapi.linkBase`, else the
 * origin of the document's `externalDocs.url` (a third-party document's links are written for its owner's
 * site, which that names); none when `linkBase` is `false` or nothing names a site.
 */
export function linkBaseOf(source: Pick<OpenApiSource, 'linkBase'>, doc: OpenApiDocument): string | undefined {
  if (source.linkBase === false) return undefined;
  return source.linkBase ?? originOf(doc.externalDocs?.url);
}

/**
 * How description links are mapped. With a link base, root-relative and relative links resolve against it
 * and become external links, so they never fail this site's link check. A full URL of this site (its `url`
 * and `baseUrl`) becomes a root-relative route, which is checked like any link of the site, as are
 * root-relative links when there is no link base. In-page anchors and other URLs stay as written.
 */
export function createDescriptionLinkMapper(config: Pick<SiteConfig, 'url' | 'baseUrl'>, linkBase: string | undefined): DescriptionLinkMapper {
  const siteRoot = `${config.url.replace(/\/+$/, '')}${config.baseUrl}`.toLowerCase();
  return (url) => {
    if (!url || url.startsWith('#')) return url;
    if (isExternalUrl(url)) {
      // Only the scheme and host are case-insensitive; the path keeps its case.
      if (!url.toLowerCase().startsWith(siteRoot) && `${url.toLowerCase()}/` !== siteRoot) return url;
      return `${config.baseUrl}${url.slice(siteRoot.length)}`;
    }
    if (!linkBase) return url;
    try {
      return new URL(url, linkBase).href;
    } catch {
      return url;
    }
  };
}

/**
 * What a broken link of the descriptions is told with: without a link base, a root-relative or relative link
 * is checked as a link of this site, though a third-party document's are mostly written for its owner's
 * site (Asana's 53 links to /reference/… and /docs/…, its document naming no `externalDocs`).
 */
export function linkHintOf(linkBase: string | undefined): (url: string) => string | undefined {
  const hint =
    "The OpenAPI document names no link base (openapi.linkBase, or the origin of its externalDocs.url), so its root-relative and relative links are links of this site; if they are written for another site, set openapi.linkBase to that site's URL.";
  return (url) => (linkBase || !url || url.startsWith('#') || isExternalUrl(url) ? undefined : hint);
}
