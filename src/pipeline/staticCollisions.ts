import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../config/types.js';
import { splitFrontMatter } from '../content/frontMatter.js';
import { quoteRouteText, staticFileInTheWay } from '../content/routeSafety.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { Page } from '../markdown/types.js';

/** The line of a page's `slug:`, read again only for the error; 1 when it has none or the file is gone. */
async function slugLine(page: Page): Promise<number> {
  if (page.frontMatter.slug === undefined) return 1;
  try {
    return splitFrontMatter(await fs.readFile(page.sourceFile, 'utf8'), page.sourceFile).lineOfKey('slug') ?? 1;
  } catch {
    return 1;
  }
}

/**
 * Pages whose output would overwrite a file of the static folder, or need a folder where the static folder
 * has a file: the build copies both into one output folder, so one of them would be lost or the write fail.
 */
export async function findStaticCollisions(config: SiteConfig, pages: Page[]): Promise<DocsGenError[]> {
  if (!config.staticPath) return [];
  const staticFiles = new Set(await fg('**/*', { cwd: config.staticPath, dot: true, onlyFiles: true }).catch(() => []));
  if (!staticFiles.size) return [];
  const found = pages.flatMap((page) => {
    const file = staticFileInTheWay(page.route, staticFiles);
    return file ? [{ page, file }] : [];
  });
  const staticFolder = path.relative(config.rootDir, config.staticPath).split(path.sep).join('/');
  return Promise.all(
    found.map(
      async ({ page, file }) =>
        new DocsGenError(`The page's route ${quoteRouteText(page.route)} collides with the static file ${path.posix.join(staticFolder, file)}`, {
          file: page.sourceFile,
          line: await slugLine(page),
          column: 1,
          hint: 'Give the page another slug or file name, or rename the static file.',
        }),
    ),
  );
}
