import type { SiteTheme } from '../theming/loadTheme.js';
import type { AnalyzedSite } from './sitePipeline.js';
import { replacesMdxLinks } from './mdxLinks.js';
import type { LinkStageReport } from '../links/types.js';

/**
 * What becomes of the Markdown links' problems the link stage set apart, once the site's theme is loaded: the
 * report to give as the link stage would have (the theme's `a` renders them), or the Markdown pages whose
 * rendered links are checked instead (the site's own `a` does).
 */
export function settleMarkdownLinks(site: Pick<AnalyzedSite, 'graph' | 'deferredLinks'>, siteTheme?: Pick<SiteTheme, 'theme' | 'overrideFiles'>): { report?: LinkStageReport; fromRender?: Set<string> } {
  const report = site.deferredLinks;
  if (!report) return {};
  if (!siteTheme || !replacesMdxLinks(siteTheme.theme, siteTheme.overrideFiles)) return { report };
  return { fromRender: new Set(site.graph.pages.filter((page) => !page.linksFromRender && page.links.length).map((page) => page.route)) };
}
