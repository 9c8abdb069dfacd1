import path from 'node:path';
import { blogOfPage } from '../config/blogOfPage.js';
import type { SiteConfig } from '../config/types.js';
import { editUrlOf } from '../shared/editUrl.js';
import type { Page } from '../shared/types.js';
import type { LastUpdate } from './lastUpdated.js';
import { contentKeyOf, setContentKey } from '../util/contentKeys.js';

/**
 * A guide with its "Edit this page" link and its last commit's time and author, as the config asks for them; a
 * blog post with the link its blog's `editUrl` gives.
 */
export function withSourceLinks(page: Page, config: SiteConfig, lastUpdated: Map<string, LastUpdate>): Page {
  // A translated page's link edits the default locale's file, as Docusaurus's does unless `editLocalizedFiles`.
  const blog = page.blogPost && blogOfPage(config, page);
  const localized = page.blogPost ? blog?.editLocalizedFiles : config.editLocalizedFiles;
  const relative = path.relative(config.rootDir, localized ? page.sourceFile : (page.originalFile ?? page.sourceFile)).split(path.sep).join('/');
  const editUrl = editUrlOf(page.blogPost ? blog?.editUrl : config.editUrl, relative, page.frontMatter.custom_edit_url);
  const update = lastUpdated.get(page.sourceFile);
  const lastUpdatedAt = config.showLastUpdateTime ? update?.at : undefined;
  const lastUpdatedBy = config.showLastUpdateAuthor && update?.author ? update.author : undefined;
  if (!editUrl && lastUpdatedAt === undefined && lastUpdatedBy === undefined) return page;
  const linked = { ...page, ...(editUrl ? { editUrl } : {}), ...(lastUpdatedAt !== undefined ? { lastUpdatedAt } : {}), ...(lastUpdatedBy !== undefined ? { lastUpdatedBy } : {}) };
  // The content is the same page's.
  const content = contentKeyOf(page);
  if (content !== undefined) setContentKey(linked, content);
  return linked;
}
