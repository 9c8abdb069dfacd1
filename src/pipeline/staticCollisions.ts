import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { frontMatterKeyPosition } from '../content/frontMatterPosition.js';
import { quoteRouteText, staticFileInTheWay } from '../content/routeSafety.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { CopiedFile, Page } from '../shared/types.js';
import { posixRelative } from '../util/posixPath.js';

/**
 * Pages whose output would overwrite a file of the static folder, or need a folder where the static folder
 * has a file: the build copies both into one output folder, so one of them would be lost or the write fail.
 */
export function findStaticCollisions(config: SiteConfig, pages: Page[], staticCopies: readonly CopiedFile[]): DocsGenError[] {
  if (!config.staticPath || !staticCopies.length) return [];
  const staticFiles = new Set(staticCopies.map((c) => c.to));
  const found = pages.flatMap((page) => {
    const file = staticFileInTheWay(page.route, staticFiles);
    return file ? [{ page, file }] : [];
  });
  const staticFolder = posixRelative(config.rootDir, config.staticPath);
  return found.map(
    ({ page, file }) =>
      new DocsGenError(`The page's route ${quoteRouteText(page.route)} collides with the static file ${path.posix.join(staticFolder, file)}`, {
        file: page.sourceFile,
        // The slug's line when the page has one, else the page itself.
        line: page.frontMatter.slug === undefined ? 1 : frontMatterKeyPosition(page.sourceFile, 'slug').line,
        column: 1,
        hint: 'Give the page another slug or file name, or rename the static file.',
      }),
  );
}
