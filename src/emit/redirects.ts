import type { Redirect } from '../config/redirects.js';
import type { SiteConfig } from '../config/types.js';
import { pageFileOf } from '../shared/emittedFiles.js';
import type { OutputFile } from '../shared/types.js';
import { isExternalUrl, resolveUrl, splitUrl, urlContextOf, withTrailingSlash } from '../shared/url.js';
import { escapeHtml } from '../util/escapeHtml.js';

/**
 * The page written at a redirect's `from`: it sends the reader on at once (a refresh, and a script that keeps
 * the `#anchor` and query), names the new address as canonical for search engines, asks them not to index
 * it, and links to it for a reader without either. A page of its own rather than a themed page with the
 * `Redirect` component (generators/redirectPages.ts, for routes inside a generated reference): these are old
 * addresses that links from elsewhere arrive at, never a page of the site, and nothing of the theme is shown.
 */
export function redirectPage(config: SiteConfig, redirect: Redirect): string {
  const ctx = urlContextOf(config);
  const external = isExternalUrl(redirect.to);
  // A route as the site writes it (`/new/`), so the reader is not sent on once more for the slash.
  const { path, query, hash } = splitUrl(redirect.to);
  const written = external ? redirect.to : `${withTrailingSlash(path)}${query}${hash ? `#${hash}` : ''}`;
  const to = external ? written : resolveUrl(written, ctx);
  const canonical = external ? written : resolveUrl(written, ctx, { absolute: true });
  const target = escapeHtml(to);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(config.locale)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>Moved to ${target}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${target}">`,
    `<script>location.replace(${JSON.stringify(to).replace(/</g, '\\u003c')}${/[?#]/.test(to) ? '' : ' + location.search + location.hash'})</script>`,
    '</head>',
    `<body><p>This page has moved to <a href="${target}">${target}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** Every redirect's page, at its `from` route's file. */
export function redirectFiles(config: SiteConfig, redirects: readonly Redirect[]): OutputFile[] {
  return redirects.map((redirect) => ({ path: pageFileOf(redirect.from, config.trailingSlash), contents: redirectPage(config, redirect) }));
}
