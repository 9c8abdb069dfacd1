import type { ConfigPath, ConfigPosition } from '../config/locateConfigValue.js';
import type { Redirect } from '../config/redirects.js';
import type { SiteConfig } from '../config/types.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { Page, Warning } from '../shared/types.js';
import { withTrailingSlash } from '../shared/url.js';
import { REDIRECT_COMPONENT } from '../generators/redirectPages.js';
import { redirectFromProblem } from './checkRedirects.js';

/** A page's path as Docusaurus hands it to `createRedirects`: without the trailing slash, `/` for the home. */
const pathOf = (route: string) => (route === '/' ? route : route.replace(/\/$/, ''));

/** What `createRedirects` returned, as paths; undefined when it is none of a path, a list of paths, or nothing. */
function pathsOf(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

/**
 * The redirects the config's `createRedirects` makes from the pages, after the config's own (`taken`: their
 * `from` routes), as plugin-client-redirects makes them: one to each page from each path it returns for it. A
 * path where a page is would replace the page: it is left out with a warning, as Docusaurus leaves it out; one
 * returned again, or taken by the config's redirects, is made once. What it throws or returns that is no path
 * is an error at `createRedirects`, naming the page.
 */
export function createdRedirects(
  config: SiteConfig,
  pages: readonly Page[],
  taken: ReadonlySet<string>,
  locate: (path: ConfigPath) => ConfigPosition | undefined,
): { redirects: Redirect[]; errors: DocsGenError[]; warnings: Warning[] } {
  const create = config.createRedirects;
  const out = { redirects: [] as Redirect[], errors: [] as DocsGenError[], warnings: [] as Warning[] };
  if (!create) return out;
  const where = { file: config.configFile, ...locate(['createRedirects']) };
  const routes = new Set(pages.map((page) => page.route));
  const seen = new Set([...taken].map((route) => route.toLowerCase()));
  for (const page of pages) {
    // Pages that are redirects themselves (a generated reference's moved routes) are no page to arrive at.
    if (page.body.type === 'component' && page.body.name === REDIRECT_COMPONENT) continue;
    const path = pathOf(page.route);
    let returned: unknown;
    try {
      returned = create(path);
    } catch (error) {
      out.errors.push(new DocsGenError(`createRedirects threw for the page "${path}": ${error instanceof Error ? error.message : String(error)}`, { ...where, cause: error }));
      continue;
    }
    const froms = pathsOf(returned);
    if (!froms) {
      out.errors.push(new DocsGenError(`createRedirects returned ${JSON.stringify(returned) ?? String(returned)} for the page "${path}"`, { ...where, hint: 'It returns a path from the site\'s root ("/old/path"), a list of them, or nothing.' }));
      continue;
    }
    for (const written of froms) {
      const from = withTrailingSlash(written);
      const problem = redirectFromProblem(from);
      if (problem) out.errors.push(new DocsGenError(`createRedirects returned "${written}" for the page "${path}", which ${problem}`, where));
      else if (from === page.route || seen.has(from.toLowerCase())) continue;
      else if (routes.has(from)) out.warnings.push({ message: `createRedirects returned "${written}" for the page "${path}", where a page is: that redirect is left out`, ...where });
      else {
        seen.add(from.toLowerCase());
        out.redirects.push({ from, to: page.route, at: ['createRedirects'] });
      }
    }
  }
  return out;
}
