import path from 'node:path';
import { blogOfPage } from '../config/blogOfPage.js';
import { locateConfigThrow } from '../config/load.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { EditUrlFunction } from '../config/schema.js';
import type { ContentRoot, SiteConfig } from '../config/types.js';
import { docusaurusRoute } from '../shared/docusaurusRoute.js';
import { editUrlOf } from '../shared/editUrl.js';
import type { Page } from '../shared/types.js';
import type { LastUpdate } from './lastUpdated.js';
import { contentRootOf } from './contentRootOf.js';
import { contentKeyOf, setContentKey } from '../util/contentKeys.js';
import { posixRelative, } from '../util/posixPath.js';

/**
 * What a Docusaurus `editUrl` function is given for the page, in Docusaurus's names: the folder of its docs (or posts)
 * relative to the site folder, its file relative to that folder, its URL with the base URL, and the locale built.
 */
function editUrlFunctionLink(editUrl: EditUrlFunction, page: Page, config: SiteConfig, root: ContentRoot | undefined): string | undefined {
  const file = page.originalFile ?? page.sourceFile;
  const folder = root?.absPath ?? path.dirname(file);
  const dirPath = posixRelative(config.siteDirPath, folder);
  const filePath = posixRelative(folder, file);
  const permalink = `${config.baseUrl}${docusaurusRoute(page.route, page.folderUrl, config.trailingSlash).slice(1)}`;
  const locale = config.i18n.currentLocale;
  let link: unknown;
  try {
    link = page.blogPost
      ? editUrl({ blogDirPath: dirPath, blogPath: filePath, permalink, locale })
      : editUrl({ version: root?.version?.name ?? 'current', versionDocsDirPath: dirPath, docPath: filePath, permalink, locale });
  } catch (error) {
    // Located at the line of the config's function that threw, naming the page it was asked about.
    throw new DocsGenError(`The editUrl function threw for ${path.relative(config.rootDir, file)}: ${error instanceof Error ? error.message : String(error)}`, {
      ...(locateConfigThrow(config.configFile, error) ?? { file: config.configFile ?? file }),
      cause: error,
    });
  }
  return typeof link === 'string' && link ? link : undefined;
}

/**
 * A guide with its "Edit this page" link and its last commit's time and author, as the config asks for them; a
 * blog post with the link its blog's `editUrl` gives. An `editUrl` is the folder's own (`false`: none), else the site's (the blog's
 * for a post): a prefix joined with the page's path from the site root, or a function of the page, as Docusaurus's.
 */
export function withSourceLinks(page: Page, config: SiteConfig, lastUpdated: Map<string, LastUpdate>): Page {
  const blog = page.blogPost && blogOfPage(config, page);
  const root = contentRootOf(config, page.originalFile ?? page.sourceFile);
  const written = page.blogPost ? blog?.editUrl : root?.editUrl === false ? undefined : (root?.editUrl ?? config.editUrl);
  // A released version's doc edits the current version's file with `editCurrentVersion`, as Docusaurus's URL does
  // (a function is given the version's own folder, as there).
  const current = typeof written === 'string' && root?.editCurrentVersion && root.version ? config.content.find((r) => r.version?.set === root.version!.set && r.version.name === 'current') : undefined;
  const file = current ? path.join(current.absPath, path.relative(root!.absPath, page.originalFile ?? page.sourceFile)) : (page.originalFile ?? page.sourceFile);
  // A translated page's link edits the default locale's file, as Docusaurus's does unless `editLocalizedFiles`.
  const localized = page.blogPost ? blog?.editLocalizedFiles : config.editLocalizedFiles;
  const relative = posixRelative(config.rootDir, localized && !current ? page.sourceFile : file);
  const custom = page.frontMatter.custom_edit_url;
  const editUrl = typeof written === 'function' && custom === undefined ? (page.layout === 'page' ? undefined : editUrlFunctionLink(written, page, config, root)) : editUrlOf(typeof written === 'string' ? written : undefined, relative, custom);
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
