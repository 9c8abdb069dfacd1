import type { SiteConfig } from '../config/types.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { Page, Warning } from '../shared/types.js';
import { posixRelative } from '../util/posixPath.js';

/** The id prefix of the pages site plugins add (see reactPages.ts). */
const PLUGIN_PAGE = 'plugin/';

/**
 * Pages of different sources that claim one route: a React page and a page a plugin adds (Babel's `/repl/`), a doc
 * and `src/pages/index.js`. Both would be written to one file, whichever finished last. The first, in the order
 * docs, references, React pages, plugins' pages, keeps the route; the others are reported as `onDuplicateRoutes`
 * says (a warning by default, as Docusaurus does) and are not built. Docs among themselves are settled by the crawl.
 */
export function settleDuplicateRoutes(pages: Page[], config: SiteConfig): { pages: Page[]; warnings: Warning[]; errors: DocsGenError[] } {
  const kept = new Map<string, Page>();
  const warnings: Warning[] = [];
  const errors: DocsGenError[] = [];
  const nameOf = (page: Page) => {
    const file = posixRelative(config.rootDir, page.sourceFile);
    return page.id.startsWith(PLUGIN_PAGE) ? `the page a plugin adds from ${file}` : file;
  };
  const out = pages.filter((page) => {
    const first = kept.get(page.route);
    if (!first) {
      kept.set(page.route, page);
      return true;
    }
    if (config.onDuplicateRoutes === 'ignore') return false;
    const message = `Duplicate route ${page.route}: ${nameOf(first)} and ${nameOf(page)} both produce it; ${nameOf(first)} is built`;
    if (config.onDuplicateRoutes === 'throw') errors.push(new DocsGenError(message, { file: page.sourceFile, line: 1, column: 1, hint: 'Give one of the pages another route, or set onDuplicateRoutes.' }));
    else warnings.push({ message, file: page.sourceFile, line: 1, column: 1 });
    return false;
  });
  return { pages: out, warnings, errors };
}
