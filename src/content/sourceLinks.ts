import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { editUrlOf } from '../shared/editUrl.js';
import type { Page } from '../shared/types.js';

/** A guide with its "Edit this page" link and its last commit time, as the config asks for them. */
export function withSourceLinks(page: Page, config: SiteConfig, lastUpdated: Map<string, number>): Page {
  const relative = path.relative(config.rootDir, page.sourceFile).split(path.sep).join('/');
  const editUrl = editUrlOf(config.editUrl, relative, page.frontMatter.custom_edit_url);
  const lastUpdatedAt = config.showLastUpdateTime ? lastUpdated.get(page.sourceFile) : undefined;
  if (!editUrl && lastUpdatedAt === undefined) return page;
  return { ...page, ...(editUrl ? { editUrl } : {}), ...(lastUpdatedAt !== undefined ? { lastUpdatedAt } : {}) };
}
