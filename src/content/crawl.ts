import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig, ContentRoot } from '../config/types.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { readCategoryFile } from './categories.js';
import { addFolderPositions } from './folderPositions.js';
import { splitFrontMatter } from './frontMatter.js';
import { checkFileRoute } from './fileRouteErrors.js';
import { frontMatterKeyPosition } from './frontMatterPosition.js';
import { blogPostLocation } from './blogLocation.js';
import { resolvePosts } from './blogPosts.js';
import { docLocation, joinRoute, rootIdPrefix, stripPathNumberPrefixes } from './routes.js';
import { pageTags } from './tags.js';
import type { CategoryMeta, ContentFile, ContentResult } from './types.js';
import type { CrawlMemo, FileStats } from './crawlMemo.js';
import { posixRelative } from '../util/posixPath.js';

// Folders and files starting with `_` hold partials and assets, not pages (the `_category_` files aside).
const IGNORE = ['**/node_modules/**', '**/_*/**'];

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

export function hashText(text: string): string {
  return crypto.createHash('sha1').update(text).digest('hex');
}

/** Builds one content file from its text; shared by the crawl and by dev's single-file refresh. */
export function readContentFile(root: ContentRoot, absPath: string, raw: string, originalPath?: string): ContentFile {
  const relPath = posixRelative(root.absPath, originalPath ?? absPath);
  const { frontMatter, body, lineOfKey, warnings } = splitFrontMatter(raw, absPath);
  if (root.layout === 'blog') {
    const { id, route, date, text } = blogPostLocation(root, relPath, frontMatter, absPath, lineOfKey);
    const routeErrors = checkFileRoute({ absPath, relPath, route, frontMatter, lineOfKey });
    if (routeErrors.length) throw combineErrors(routeErrors);
    return { absPath, ...(originalPath ? { originalPath } : {}), relPath, root, id, route, frontMatter, body, hash: hashText(raw), post: { ...(date ? { date } : {}), text }, ...(warnings.length ? { warnings } : {}) };
  }
  const { id, route, numberPrefix, folderUrl } = docLocation(root.routeBasePath, relPath, frontMatter, rootIdPrefix(root));
  const routeErrors = checkFileRoute({ absPath, relPath, route, frontMatter, lineOfKey, relativeSlug: !root.layout });
  if (routeErrors.length) throw combineErrors(routeErrors);
  // A doc's tags, under its folder's `tags/` (the pages folder's Markdown has none, as in Docusaurus).
  const tagged = !root.layout && frontMatter.tags?.length ? pageTags(frontMatter, joinRoute(root.routeBasePath, 'tags'), root, absPath, lineOfKey('tags') ?? 1) : undefined;
  const allWarnings = [...warnings, ...(tagged?.warnings ?? [])];
  return {
    absPath,
    ...(originalPath ? { originalPath } : {}),
    relPath,
    root,
    id,
    route,
    frontMatter,
    body,
    hash: hashText(raw),
    numberPrefix,
    ...(folderUrl ? { folderUrl } : {}),
    ...(tagged?.tags.length ? { tags: tagged.tags } : {}),
    ...(allWarnings.length ? { warnings: allWarnings } : {}),
  };
}

async function crawlRoot(root: ContentRoot, includeDrafts: boolean, out: ContentResult, errors: DocsGenError[], memo?: CrawlMemo) {
  const pages = root.include ?? ['**/*.{md,mdx}'];
  // A translated page is read from another file, whose changes the folder's stats do not show: such a folder is read whole.
  const remembered = memo && !root.localizedPath ? memo.open(root) : undefined;
  const patterns = root.layout === 'blog' ? pages : [...pages, '**/_category_.{json,yml,yaml}'];
  const options = { cwd: root.absPath, ignore: [...IGNORE, ...root.exclude], onlyFiles: true };
  const found: { path: string; stats?: FileStats }[] = remembered ? await fg(patterns, { ...options, stats: true }) : (await fg(patterns, options)).map((rel) => ({ path: rel }));
  const entries = found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  await Promise.all(
    entries.map(async ({ path: rel, stats }) => {
      const absPath = path.join(root.absPath, rel);
      const again = stats && remembered?.recall(rel, stats);
      if (again) {
        // A copy: the crawl's later steps give a post its date, authors and tags on the object they are given.
        if ('file' in again) out.files.push({ ...again.file });
        else out.draftIds.add(again.draftId);
        return;
      }
      try {
        if (/_category_\.(json|ya?ml)$/.test(rel)) {
          const dir = path.posix.dirname(rel);
          // Number prefixes come off folder names in ids, so the category matches its pages' folder.
          const dirId = rootIdPrefix(root) + (dir === '.' ? '' : stripPathNumberPrefixes(dir));
          const meta: CategoryMeta = await readCategoryFile(absPath, dirId.replace(/\/$/, ''));
          out.categories.set(meta.dirId, meta);
          return;
        }
        if (path.posix.basename(rel).startsWith('_')) return;
        // The locale's translation of the file, where it has one, is read in its place (Docusaurus's i18n folder).
        const translated = root.localizedPath ? path.join(root.localizedPath, rel) : undefined;
        const file =
          translated && (await exists(translated))
            ? readContentFile(root, translated, await fs.readFile(translated, 'utf8'), absPath)
            : readContentFile(root, absPath, await fs.readFile(absPath, 'utf8'));
        if (file.frontMatter.draft && !includeDrafts) {
          out.draftIds.add(file.id);
          if (stats) remembered?.remember(rel, stats, { draftId: file.id });
          return;
        }
        if (stats) remembered?.remember(rel, stats, { file });
        out.files.push({ ...file });
      } catch (error) {
        if (error instanceof DocsGenError) errors.push(error);
        else throw error;
      }
    }),
  );
}

/**
 * Reports pages that claim the same id or route, at the later file's `id:` or `slug:` and naming the earlier
 * one; the later file wins a route, as on a static host. Duplicate routes follow `onDuplicateRoutes`.
 */
function findDuplicates(files: ContentFile[], config: SiteConfig, result: Pick<ContentResult, 'warnings' | 'replacedIds'>, errors: DocsGenError[]): ContentFile[] {
  const byRoute = new Map<string, ContentFile>();
  const byId = new Map<string, ContentFile>();
  const nameOf = (file: ContentFile) => posixRelative(config.rootDir, file.absPath);
  for (const file of files) {
    const sameId = byId.get(file.id);
    if (sameId) {
      errors.push(
        new DocsGenError(`Duplicate doc id "${file.id}": ${nameOf(sameId)} and ${nameOf(file)} both have it`, {
          file: file.absPath,
          ...(file.frontMatter.id !== undefined ? frontMatterKeyPosition(file.absPath, 'id') : { line: 1, column: 1 }),
          hint: 'Give one of the files another `id` in its front matter.',
        }),
      );
    }
    byId.set(file.id, file);
    const sameRoute = byRoute.get(file.route);
    // Of two docs at one route, Docusaurus serves the first in the order of their ids (`cli/index` over `cli/README`).
    const kept = sameRoute && sameRoute.id.localeCompare(file.id) <= 0 ? sameRoute : file;
    const dropped = kept === file ? sameRoute : file;
    if (sameRoute && config.onDuplicateRoutes !== 'ignore') {
      const at = file.frontMatter.slug !== undefined ? frontMatterKeyPosition(file.absPath, 'slug') : { line: 1, column: 1 };
      const message = `Duplicate route ${file.route}: ${nameOf(sameRoute)} and ${nameOf(file)} both produce it; ${nameOf(kept)} is built, first by its id as in Docusaurus`;
      if (config.onDuplicateRoutes === 'throw') {
        errors.push(new DocsGenError(message, { file: file.absPath, ...at, hint: 'Give one of the files another `slug`, or set onDuplicateRoutes.' }));
      } else {
        result.warnings.push({ message, file: file.absPath, ...at });
      }
    }
    if (dropped && dropped.id !== kept.id) {
      // Ids a file of this route replaced lead to the file that holds the route.
      for (const replaced of result.replacedIds.values()) if (replaced.by === dropped.id) replaced.by = kept.id;
      const label = dropped.frontMatter.sidebar_label ?? dropped.frontMatter.title;
      result.replacedIds.set(dropped.id, { by: kept.id, file: dropped.absPath, ...(typeof label === 'string' ? { label } : {}) });
    }
    byRoute.set(file.route, kept);
  }
  return [...byRoute.values()];
}

/** Stage 2: every page file of the site's content folders, front matter validated, routes decided. */
export async function crawlContent(config: SiteConfig, options: { includeDrafts?: boolean; memo?: CrawlMemo } = {}): Promise<ContentResult> {
  const result: ContentResult = { files: [], categories: new Map(), warnings: [], draftIds: new Set(), replacedIds: new Map() };
  const errors: DocsGenError[] = [];
  for (const root of config.content) await crawlRoot(root, options.includeDrafts ?? false, result, errors, options.memo);
  result.files.sort((a, b) => a.absPath.localeCompare(b.absPath));
  result.files = findDuplicates(result.files, config, result, errors);
  addFolderPositions(result.files, result.categories);
  for (const blog of config.blogs) {
    const posts = result.files.filter((file) => file.root.layout === 'blog' && file.root.blogId === blog.id);
    if (posts.length) await resolvePosts(config, blog, posts, errors);
  }
  if (errors.length) throw combineErrors(errors);
  return result;
}
