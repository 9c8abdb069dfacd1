import type { ConfigPath, ConfigPosition } from '../config/locateConfigValue.js';
import type { SiteConfig } from '../config/types.js';
import { routeProblem } from '../content/routeSafety.js';
import type { Redirect } from '../config/redirects.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import { nearest } from '../shared/nearest.js';
import type { Page } from '../shared/types.js';
import { isExternalUrl, splitUrl, withTrailingSlash } from '../shared/url.js';

/** What is wrong with a redirect's `from` route, if anything: it must be a path of the site, as a page's route. */
export function redirectFromProblem(from: string): string | undefined {
  return !/^\/(?!\/)[^?#\s]*$/.test(from) || from.includes('//') ? "is not a path from the site's root (/…, without a query or an anchor)" : routeProblem(from);
}

/**
 * The config's redirects, checked against the pages: each `from` is a path no page and no file of the build
 * takes, named once; each `to` is another site's URL or the route of a page (a redirect to nowhere would be a
 * broken link that no page shows). `redirects` are the config's, one per `from` (redirectsOf).
 */
export function checkRedirects(
  config: SiteConfig,
  redirects: readonly Redirect[],
  pagesByRoute: ReadonlyMap<string, Page>,
  locate: (path: ConfigPath) => ConfigPosition | undefined,
): DocsGenError[] {
  const errors: DocsGenError[] = [];
  const problem = (message: string, at: ConfigPath, hint?: string) => errors.push(new DocsGenError(message, { file: config.configFile, ...locate(at), hint }));
  const seen = new Set<string>();
  config.redirects.forEach((entry, index) => {
    if (isExternalUrl(entry.to)) return;
    const { path } = splitUrl(entry.to);
    const route = withTrailingSlash(path);
    if (!path.startsWith('/')) problem(`The redirect's target "${entry.to}" is not a path from the site's root (/…) or a URL`, ['redirects', index, 'to']);
    else if (!pagesByRoute.has(route)) {
      const near = nearest(route, [...pagesByRoute.keys()]);
      problem(`The redirect's target "${entry.to}" is no page of the site`, ['redirects', index, 'to'], near ? `Did you mean ${near}?` : undefined);
    }
  });
  for (const redirect of redirects) {
    const unsafe = redirectFromProblem(redirect.from);
    if (unsafe) problem(`The redirect from "${redirect.from}" ${unsafe}`, redirect.at);
    else if (pagesByRoute.has(redirect.from)) problem(`The redirect from "${redirect.from}" would replace the page there`, redirect.at, 'A redirect is for a path no page has any more: remove it, or move the page.');
    else if (seen.has(redirect.from.toLowerCase())) problem(`The redirect from "${redirect.from}" is given twice`, redirect.at);
    seen.add(redirect.from.toLowerCase());
  }
  return errors;
}
