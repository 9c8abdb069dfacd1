import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import type { ContentFile } from '../content/types.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { CompileCache } from './compileCache.js';
import { setContentKey } from '../util/contentKeys.js';
import { stampsCurrent } from './resolveAsset.js';
import { compileJobs } from './workerPool.js';
import { selectToc } from './toc.js';
import type { Page } from '../shared/types.js';
import type { CompiledMarkdown } from './types.js';
import { markdownSettingsOf, type MarkdownSettings } from './markdownSettings.js';
import { excerptOf } from '../content/excerpt.js';

function titleFromFileName(relPath: string): string {
  const base = path.posix.basename(relPath).replace(/\.mdx?$/, '');
  const name = /^(index|readme)$/i.test(base) ? path.posix.basename(path.posix.dirname(relPath)) || 'Home' : base;
  return name.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

function pageWarnings(file: ContentFile, compiled: CompiledMarkdown): Page['warnings'] {
  const warnings = [...(file.warnings ?? []), ...(compiled.warnings ?? []).map((w) => ({ ...w, file: file.absPath }))];
  return warnings.length ? warnings : undefined;
}

/** Joins a file's front matter with its compiled body into the page the later stages use. */
export function toPage(file: ContentFile, compiled: CompiledMarkdown, config: SiteConfig): Page {
  const fm = file.frontMatter;
  const title = fm.title ?? compiled.h1 ?? titleFromFileName(file.relPath);
  const minLevel = fm.toc_min_heading_level ?? config.toc.minHeadingLevel;
  const maxLevel = fm.toc_max_heading_level ?? config.toc.maxHeadingLevel;
  const dirId = path.posix.dirname(file.id) === '.' ? '' : path.posix.dirname(file.id);
  return {
    id: file.id,
    route: file.route,
    sourceFile: file.absPath,
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
    sections: compiled.sections,
    assets: compiled.assets,
    assetProblems: compiled.assetProblems,
    fileStamps: compiled.fileStamps,
    body: {
      type: 'mdx',
      code: compiled.code,
      ...(compiled.tree && { tree: compiled.tree }),
      components: compiled.components,
      imports: compiled.imports,
      partials: compiled.partials,
      headings: compiled.headings.filter((h) => h.level >= 2),
    },
    // As in Docusaurus, a body `# H1` is the page's heading even when front matter sets a title (used for <title>).
    hasOwnH1: compiled.h1 !== undefined,
    ...(file.root.layout ? { layout: file.root.layout } : {}),
    warnings: pageWarnings(file, compiled),
  };
}

export interface CompileOptions {
  cache?: CompileCache;
  /** Told after each page compiles: pages done so far (cache hits count at once) and the total. */
  onProgress?: (done: number, total: number) => void;
}

/** The folders a page's references resolve in (`@site/`, root-relative images, aliases), and its code tabs: part of its cache key. */
function folderKey(config: SiteConfig, settings: MarkdownSettings): string {
  return `${config.siteDirPath}\0${config.staticPath ?? ''}\0${JSON.stringify(config.importAliases)}\0${JSON.stringify(settings)}`;
}

/** Stage 3: compiles every content file (from the cache when unchanged) into pages. Reports all errors. */
export async function compilePages(files: ContentFile[], config: SiteConfig, options: CompileOptions = {}): Promise<Page[]> {
  const cache = options.cache;
  const compiled = new Map<ContentFile, CompiledMarkdown>();
  const todo: ContentFile[] = [];
  // Read once: whether the site overrides CodeBlock is a look at its theme folder.
  const settings = markdownSettingsOf(config);
  const folder = folderKey(config, settings);
  const keys = new Map<ContentFile, string>(cache?.enabled ? files.map((file) => [file, CompileCache.key(file.absPath, file.body, folder)]) : []);
  for (const file of files) {
    const key = keys.get(file);
    const hit = key === undefined ? undefined : cache?.get(key);
    // An image the page refers to may have changed, appeared, vanished or been re-linked since.
    if (hit && stampsCurrent(hit.fileStamps)) compiled.set(file, hit);
    else todo.push(file);
  }
  const errors: DocsGenError[] = [];
  const hits = files.length - todo.length;
  options.onProgress?.(hits, files.length);
  const results = await compileJobs(
    todo.map((f) => ({ body: f.body, absPath: f.absPath, siteRoot: config.rootDir, siteDir: config.siteDirPath, staticDir: config.staticPath, aliases: config.importAliases, settings })),
    options.onProgress && ((done) => options.onProgress?.(hits + done, files.length)),
  );
  results.forEach((result, i) => {
    const file = todo[i];
    if (result.ok) {
      compiled.set(file, result.value);
      const key = keys.get(file);
      if (key !== undefined) cache?.set(key, result.value);
    } else if (result.error instanceof DocsGenError) errors.push(result.error);
    else throw result.error;
  });
  if (errors.length) throw combineErrors(errors);
  return files.map((file) => {
    const page = toPage(file, compiled.get(file)!, config);
    const key = keys.get(file);
    if (key !== undefined) setContentKey(page, key);
    return page;
  });
}
