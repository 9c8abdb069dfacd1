import { docusaurusRoute } from '../shared/docusaurusRoute.js';
import path from 'node:path';
import type { ContentRoot, SiteConfig } from '../config/types.js';
import type { ContentFile } from '../content/types.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { CompileCache } from './compileCache.js';
import { setContentKey } from '../util/contentKeys.js';
import { stampsCurrent } from './resolveAsset.js';
import { compileJobs } from './workerPool.js';
import { selectToc } from './toc.js';
import type { BlogPostData, Page, PageBody } from '../shared/types.js';
import type { CompiledMarkdown } from './types.js';
import { registerMarkdownLinkTargets } from './markdownLinkTargets.js';
import { markdownSettingsOf, type MarkdownSettings } from './markdownSettings.js';
import { excerptOf } from '../content/excerpt.js';
import { TRUNCATE_MARKER } from '../content/blogPolicies.js';

/**
 * The title of a page that gives none (no `title`, no `# heading`): its id's last part as written (`no-floating-promises`,
 * its file's name without a number prefix, or its front matter's `id`), as Docusaurus titles it.
 */
function titleFromId(id: string): string {
  return path.posix.basename(id);
}

function pageWarnings(file: ContentFile, compiled: CompiledMarkdown): Page['warnings'] {
  const warnings = [...(file.warnings ?? []), ...(compiled.warnings ?? []).map((w) => ({ ...w, file: file.absPath }))];
  return warnings.length ? warnings : undefined;
}

/** A compiled text as a page body. */
function mdxBody(compiled: CompiledMarkdown): PageBody {
  return {
    type: 'mdx',
    code: compiled.code,
    ...(compiled.tree && { tree: compiled.tree }),
    components: compiled.components,
    imports: compiled.imports,
    partials: compiled.partials,
    headings: compiled.headings.filter((h) => h.level >= 2),
  };
}

/** Words read in a minute, as Docusaurus reckons a post's reading time. */
const WORDS_PER_MINUTE = 200;

/** Characters past which a line is segmented word by word. */
const LONG_LINE = 1000;

/** Words of a text as the locale's word breaks count them, as Docusaurus counts a post's. */
function countWords(text: string, locale: string): number {
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  } catch {
    segmenter = new Intl.Segmenter('en', { granularity: 'word' });
  }
  let words = 0;
  // In pieces that whitespace ends (where a word always ends too): Node 20's segmenter slows down more than linearly
  // as a text grows. Lines, and a long line's runs between spaces.
  for (const line of text.split('\n')) {
    for (const piece of line.length > LONG_LINE ? line.split(/\s+/) : [line]) {
      for (const segment of segmenter.segment(piece)) if (segment.isWordLike) words++;
    }
  }
  return words;
}

/** A blog post's own data: its facts from the crawl, its reading time and the beginning list pages show. */
function blogPostData(file: ContentFile, excerpt: CompiledMarkdown | undefined, locale: string): BlogPostData | undefined {
  const post = file.post;
  if (!post?.date) return undefined;
  const words = countWords(file.body, locale);
  return {
    date: post.date,
    authors: post.authors ?? [],
    tags: post.tags ?? [],
    readingTime: words / WORDS_PER_MINUTE,
    ...(excerpt ? { excerpt: mdxBody(excerpt) } : {}),
    ...(file.frontMatter.unlisted ? { unlisted: true as const } : {}),
  };
}

/** Joins a file's front matter with its compiled body into the page the later stages use. */
export function toPage(file: ContentFile, compiled: CompiledMarkdown, config: SiteConfig, excerpt?: CompiledMarkdown): Page {
  const fm = file.frontMatter;
  // A post's title is its front matter's, else the heading its body began with (Docusaurus's content title).
  const title = file.post ? (fm.title ?? (compiled.contentTitleRemoved ? compiled.h1 : undefined) ?? file.post.text) : (fm.title ?? compiled.h1 ?? titleFromId(file.id));
  const blogPost = blogPostData(file, excerpt, config.locale);
  const minLevel = fm.toc_min_heading_level ?? config.toc.minHeadingLevel;
  const maxLevel = fm.toc_max_heading_level ?? config.toc.maxHeadingLevel;
  const dirId = path.posix.dirname(file.id) === '.' ? '' : path.posix.dirname(file.id);
  return {
    id: file.id,
    route: file.route,
    sourceFile: file.absPath,
    ...(file.originalPath ? { originalFile: file.originalPath } : {}),
    ...(file.folderUrl ? { folderUrl: file.folderUrl } : {}),
    title,
    description: fm.description ?? excerptOf(file.body),
    keywords: fm.keywords,
    sidebarLabel: fm.sidebar_label ?? title,
    sidebarPosition: fm.sidebar_position ?? file.numberPrefix,
    dirId,
    defaultSidebar: file.root.sidebar,
    frontMatter: fm,
    toc: fm.hide_table_of_contents ? [] : selectToc(compiled.headings, minLevel, maxLevel),
    anchors: compiled.anchors,
    links: compiled.links,
    // What search indexes is read from the rendered page (see renderedSections.ts).
    sections: [],
    assets: compiled.assets,
    assetProblems: compiled.assetProblems,
    fileStamps: compiled.fileStamps,
    body: mdxBody(compiled),
    // As in Docusaurus, a body `# H1` is the page's heading even when front matter sets a title (used for <title>).
    hasOwnH1: compiled.h1 !== undefined && !compiled.contentTitleRemoved,
    ...(compiled.h1 !== undefined && !compiled.contentTitleRemoved ? { contentTitle: compiled.h1 } : {}),
    ...(file.root.layout ? { layout: file.root.layout } : {}),
    ...(file.root.blogId !== undefined ? { blog: file.root.blogId } : {}),
    ...(blogPost ? { blogPost } : {}),
    ...(file.root.version ? { version: { set: file.root.version.set, name: file.root.version.name } } : {}),
    ...(file.tags ? { tags: file.tags } : {}),
    warnings: pageWarnings(file, compiled),
  };
}

export interface CompileOptions {
  cache?: CompileCache;
  /** Pages this build compiled already (for another locale), by the cache's key: used and added to, cache or not. */
  memo?: Map<string, CompiledMarkdown>;
  /** Every page's file of the site (not only those compiled now): what links to them become before the site's remark plugins run. */
  linkTargets?: readonly ContentFile[];
  /** Told after each page compiles: pages done so far (cache hits count at once) and the total. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Each page file's URL as Docusaurus writes it in a link it resolved: with the base URL, and a trailing slash only
 * where Docusaurus's URL has one (see docusaurusRoute).
 */
function docusaurusUrlsOf(files: readonly ContentFile[], config: SiteConfig): Map<string, string> {
  const urls = new Map<string, string>();
  for (const file of files) {
    const url = `${config.baseUrl}${docusaurusRoute(file.route, file.folderUrl, config.trailingSlash).slice(1)}`;
    urls.set(file.absPath, url);
    if (file.originalPath) urls.set(file.originalPath, url);
  }
  return urls;
}

/** The folders a page's references resolve in (`@site/`, root-relative images, aliases), and its code tabs: part of its cache key. */
function folderKey(config: SiteConfig, settings: MarkdownSettings): string {
  return `${config.siteDirPath}\0${config.staticPath ?? ''}\0${JSON.stringify(config.importAliases)}\0${JSON.stringify(settings)}`;
}


/** The beginning of a blog post, up to its truncate marker; none for other pages and posts without one. */
function excerptSource(file: ContentFile): string | undefined {
  if (file.root.layout !== 'blog') return undefined;
  const at = file.body.search(TRUNCATE_MARKER);
  return at === -1 ? undefined : file.body.slice(0, at);
}

/** A text to compile: a page's body, or the beginning of a blog post that list pages show. */
interface Unit {
  file: ContentFile;
  body: string;
  excerpt: boolean;
}

/** Stage 3: compiles every content file (from the cache when unchanged) into pages. Reports all errors. */
export async function compilePages(files: ContentFile[], config: SiteConfig, options: CompileOptions = {}): Promise<Page[]> {
  const cache = options.cache;
  const units: Unit[] = files.flatMap((file) => {
    const excerpt = excerptSource(file);
    return [{ file, body: file.body, excerpt: false }, ...(excerpt === undefined ? [] : [{ file, body: excerpt, excerpt: true }])];
  });
  const compiled = new Map<Unit, CompiledMarkdown>();
  const todo: Unit[] = [];
  // Once per content folder, whose own Markdown plugins its pages run after the site's: whether the site overrides
  // CodeBlock is a look at its theme folder.
  const settingsByRoot = new Map<ContentRoot, { settings: MarkdownSettings; folder: string }>();
  let linkTargets: string | undefined;
  const settingsOf = (root: ContentRoot) => {
    let known = settingsByRoot.get(root);
    if (!known) {
      const own = markdownSettingsOf(config, root);
      if (own.sitePlugins && options.linkTargets) linkTargets ??= registerMarkdownLinkTargets(docusaurusUrlsOf(options.linkTargets, config));
      const settings = own.sitePlugins && linkTargets !== undefined ? { ...own, markdownLinks: linkTargets } : own;
      known = { settings, folder: folderKey(config, settings) };
      settingsByRoot.set(root, known);
    }
    return known;
  };
  // A post compiles without its title, so whether a file is one is part of its key. The site's own plugins read the
  // front matter (the body has it blanked): with them, it is part of the key too.
  const keyOf = (unit: Unit) => {
    const { folder, settings } = settingsOf(unit.file.root);
    const body = settings.sitePlugins ? `${unit.body}\0${JSON.stringify(unit.file.frontMatter)}` : unit.body;
    return CompileCache.key(unit.file.absPath, body, unit.file.post ? `${folder}\0post` : folder);
  };
  const memo = options.memo;
  const keys = new Map<Unit, string>(cache?.enabled || memo ? units.map((unit) => [unit, keyOf(unit)]) : []);
  for (const unit of units) {
    const key = keys.get(unit);
    const hit = key === undefined ? undefined : (memo?.get(key) ?? cache?.get(key));
    // An image the page refers to may have changed, appeared, vanished or been re-linked since.
    if (hit && stampsCurrent(hit.fileStamps)) compiled.set(unit, hit);
    else todo.push(unit);
  }
  const errors: DocsGenError[] = [];
  const hits = units.length - todo.length;
  options.onProgress?.(hits, units.length);
  const results = await compileJobs(
    todo.map((u) => ({
      body: u.body,
      absPath: u.file.absPath,
      siteRoot: config.rootDir,
      siteDir: config.siteDirPath,
      staticDir: config.staticPath,
      aliases: config.importAliases,
      settings: settingsOf(u.file.root).settings,
      ...(u.file.post ? { removeContentTitle: true } : {}),
      ...(settingsOf(u.file.root).settings.sitePlugins ? { frontMatter: u.file.frontMatter } : {}),
    })),
    options.onProgress && ((done) => options.onProgress?.(hits + done, units.length)),
  );
  results.forEach((result, i) => {
    const unit = todo[i];
    if (result.ok) {
      compiled.set(unit, result.value);
      const key = keys.get(unit);
      if (key !== undefined) {
        cache?.set(key, result.value);
        memo?.set(key, result.value);
      }
    } else if (result.error instanceof DocsGenError) {
      // The beginning of a post fails as the whole post does, which reports it.
      if (!unit.excerpt) errors.push(result.error);
    } else throw result.error;
  });
  if (errors.length) throw combineErrors(errors);
  const excerpts = new Map(units.filter((u) => u.excerpt && compiled.has(u)).map((u) => [u.file, compiled.get(u)!]));
  return units
    .filter((unit) => !unit.excerpt)
    .map((unit) => {
      const page = toPage(unit.file, compiled.get(unit)!, config, excerpts.get(unit.file));
      const key = keys.get(unit);
      if (key !== undefined) setContentKey(page, key);
      return page;
    });
}
