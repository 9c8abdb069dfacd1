import { messageTextOf } from '../shared/messageText.js';
import path from 'node:path';
import { findConfigFile, loadConfig } from '../config/load.js';
import { runSitePlugins } from '../config/sitePlugins.js';
import { splitClientModules } from '../config/clientModules.js';
import type { SiteConfig } from '../config/types.js';
import { crawlContent } from '../content/crawl.js';
import { CrawlMemo } from '../content/crawlMemo.js';
import { loadReactPages, NO_REACT_PAGES, type ReactPages } from '../content/reactPages.js';
import { refreshEditedPages } from '../content/refreshPages.js';
import type { ContentResult } from '../content/types.js';
import { staticFilesOf } from '../emit/staticFiles.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { runGenerators } from '../generators/index.js';
import { GeneratorCache } from '../generators/generatorCache.js';
import { redirectPages } from '../generators/redirectPages.js';
import type { GeneratedContent } from '../generators/types.js';
import { IncrementalLinkCheck } from '../links/incrementalLinks.js';
import { createLinkResolver, type LinkResolver } from '../links/linkResolver.js';
import { collectLinkTargets } from '../links/validateLinks.js';
import type { LinkStageReport, PendingAnchor } from '../links/types.js';
import { renderedLinkChecks } from './mdxLinks.js';
import { type LastUpdate, lastUpdates } from '../content/lastUpdated.js';
import { withSourceLinks } from '../content/sourceLinks.js';
import { compilePages } from '../markdown/buildPages.js';
import { CompileCache } from '../markdown/compileCache.js';
import type { BuildCache } from '../util/buildCache.js';
import { startEsbuild } from '../util/lazyPackages.js';
import { openYamlMemo, useYamlMemo } from '../util/yamlMemo.js';
import { loadCompiler } from '../markdown/workerPool.js';
import { stampsCurrent } from '../markdown/resolveAsset.js';
import type { CopiedFile, Page, PageAsset, Warning } from '../shared/types.js';
import { blogPages, blogRouteCollisions } from '../blog/blogPages.js';
import { docTagPages, tagRouteCollisions } from '../docTags/tagPages.js';
import { settleDuplicateRoutes } from '../content/duplicateRoutes.js';
import { buildSiteGraph } from '../sidebars/buildSiteGraph.js';
import { markdownForSiteCode } from '../render/loadSiteComponents.js';
import { limitHeapHeadroom } from '../util/heapHeadroom.js';
import { theme as builtInTheme } from '../../templates/index.js';
import { patchGraphPages } from '../sidebars/patchGraph.js';
import type { SiteGraph } from '../sidebars/types.js';
import { everythingDirty, type DirtyStages } from './dirtyStages.js';
import { runStages, type StageName } from './stages.js';
import { findStaticCollisions } from './staticCollisions.js';
import { task, type Timings } from './task.js';
import { markdownSettingsOf } from '../markdown/markdownSettings.js';
import { otherLocales } from '../config/i18n.js';
import type { CompiledMarkdown } from '../markdown/types.js';

export interface PipelineOptions {
  outDir?: string;
  includeDrafts?: boolean;
  /** Keep compiled pages between runs (default true). */
  cache?: boolean;
  /** Broken links become warnings (dev). */
  linksAsWarnings?: boolean;
  /** The locale to build (one of the config's `i18n.locales`); the default locale without it. */
  locale?: string;
  /** The site as written, with no translations (`write-translations`). */
  untranslated?: boolean;
  /** The pipeline runs again after saves (dev): a crawl keeps what it read, so the next reads only files written since. */
  runsAgain?: boolean;
  /**
   * Pages compiled by the other locales' pipelines of one build, by compile key: a locale's untranslated page is the
   * default locale's file, and compiles alike (see compilePages). Used by a site of several locales only: it keeps
   * every compiled page until the build ends.
   */
  compiled?: Map<string, CompiledMarkdown>;
}

/** How many pages of each kind a site has, for the build summary. */
export interface PageCounts {
  docs: number;
  api: number;
  cli: number;
  pages: number;
}

/** The pipeline's output: the page graph of a site that passed every check, ready to render. */
export interface AnalyzedSite {
  config: SiteConfig;
  graph: SiteGraph;
  resolver: LinkResolver;
  warnings: Warning[];
  timings: Timings;
  /** Components of React page modules, by the name their page bodies use. */
  pageComponents: ReactPages['components'];
  /** The files of the React pages' code: the classes they write are part of the site's stylesheet (onDemandCss.ts). */
  pageCodeFiles: string[];
  /** The CSS the React pages import, and the files it names. */
  pageCss: Pick<ReactPages, 'css' | 'cssFiles'>;
  /** Images shown by the Markdown files the React pages import. */
  pageAssets: PageAsset[];
  counts: PageCounts;
  /** The static folder's files to copy (dot files and refused symlinks left out). */
  staticFiles: CopiedFile[];
  /** Links to #anchors of pages whose ids are known once rendered, for the check after rendering. */
  pendingAnchors: PendingAnchor[];
  /** Markdown pages' link problems, set apart when the site overrides `MDXComponents` (see mdxLinks.ts). */
  deferredLinks?: LinkStageReport;
}

/** Dev's link rule: broken links and broken Markdown links warn instead of failing, unless the site ignores them. */
export function relaxLinkPolicies(config: SiteConfig): SiteConfig {
  const relax = (policy: SiteConfig['onBrokenLinks']) => (policy === 'ignore' ? 'ignore' : 'warn');
  return { ...config, onBrokenLinks: relax(config.onBrokenLinks), onBrokenMarkdownLinks: relax(config.onBrokenMarkdownLinks) };
}

/**
 * Runs the stages of `stages.ts` over a site and keeps what each produced. A first run does everything
 * (that is `build` and `check`); later runs (dev, after a save) redo only the stages that `dirty` names or
 * whose inputs changed: an edited page is read and compiled alone, swapped into the sidebars when its
 * navigation is unchanged, and only the links it can affect are checked again.
 */
export class SitePipeline {
  readonly dirty: DirtyStages = everythingDirty();
  readonly rootDir: string;
  private config?: SiteConfig;
  private content?: ContentResult;
  /** Pages read by the content stage of this run, for the compile stage to compile alone. */
  private edited: string[] = [];
  private pages = new Map<string, Page>();
  private compiledHashes = new Map<string, string>();
  /** Last commit time of each page file (config `showLastUpdateTime`), read at each full compile. */
  private lastUpdated = new Map<string, LastUpdate>();
  private generated: GeneratedContent = { pages: [], categories: [], inputs: [], redirects: [] };
  private reactPages: ReactPages = NO_REACT_PAGES;
  private staticFiles: { copies: CopiedFile[]; warnings: Warning[] } = { copies: [], warnings: [] };
  /** Pages of different sources that claimed one route (see settleDuplicateRoutes). */
  private routeWarnings: Warning[] = [];
  /** What running the site's plugins warned about (see sitePlugins.ts). */
  private pluginWarnings: Warning[] = [];
  private graph?: SiteGraph;
  private resolver?: LinkResolver;
  private pendingAnchors: PendingAnchor[] = [];
  private deferredLinks?: LinkStageReport;
  private readonly linkCheck = new IncrementalLinkCheck();
  private readonly cache: CompileCache;
  private readonly generatorCache: GeneratorCache;
  private readonly yamlMemo: BuildCache<string>;
  private readonly crawlMemo?: CrawlMemo;
  /** Whether a full compile saved the compile cache already. */
  private savedAfterCompile = false;
  private timings: Timings = {};

  constructor(
    rootDir: string,
    private readonly options: PipelineOptions = {},
  ) {
    this.rootDir = path.resolve(rootDir);
    // A config file is bundled before anything else runs.
    if (findConfigFile(this.rootDir)) startEsbuild();
    this.cache = CompileCache.open(this.rootDir, options.cache ?? true, options.locale);
    // Nothing compiled yet (a first or --no-cache build): every page will need the compiler. A failure to load
    // it is reported by the compile that needs it.
    if (!this.cache.size) loadCompiler().catch(() => {});
    this.generatorCache = new GeneratorCache(this.rootDir, options.cache ?? true, options.locale);
    this.yamlMemo = openYamlMemo(this.rootDir, options.cache ?? true, options.locale);
    if (options.runsAgain) this.crawlMemo = new CrawlMemo();
  }

  /**
   * Runs the outstanding stages. Resolves with the stages that ran; rejects with every problem found (a
   * DocsGenError listing them all), keeping the outputs of the stages that succeeded.
   */
  async run(timings: Timings): Promise<StageName[]> {
    this.timings = timings;
    useYamlMemo(this.yamlMemo);
    // A file beside the pages changed, or static files came or went: an image a page shows may be among them.
    const filesChanged = this.dirty.reload || this.dirty.stages.has('static');
    this.dirty.reload = false;
    const { ran, failures } = await runStages({
      due: (name) => this.due(name, filesChanged),
      run: (name) => this.runStage(name, filesChanged),
      markDirty: (name) => this.dirty.stages.add(name),
      markDone: (name) => this.dirty.stages.delete(name),
    });
    if (failures.length) {
      if (!failures.every((f) => f instanceof DocsGenError)) throw failures.find((f) => !(f instanceof DocsGenError));
      const error = combineErrors(failures as DocsGenError[]);
      error.warnings = this.warnings();
      throw error;
    }
    this.yamlMemo.save();
    return ran;
  }

  /** The site as the last successful run left it. */
  analyzed(): AnalyzedSite {
    const config = this.config!;
    const fromSpec = (spec?: { absPath: string }) => this.generated.pages.filter((p) => p.sourceFile === spec?.absPath).length;
    return {
      config,
      graph: this.graph!,
      resolver: this.resolver!,
      warnings: this.warnings(),
      timings: this.timings,
      pageComponents: this.reactPages.components,
      pageCodeFiles: this.reactPages.watchFiles,
      pageCss: { css: this.reactPages.css, cssFiles: this.reactPages.cssFiles },
      pageAssets: this.reactPages.assets,
      counts: { docs: this.content!.files.length, api: fromSpec(config.openapi), cli: fromSpec(config.cliReference), pages: this.reactPages.pages.length },
      staticFiles: this.staticFiles.copies,
      pendingAnchors: this.pendingAnchors,
      deferredLinks: this.deferredLinks,
    };
  }

  /** The pages of the last successful run (none before one). */
  analyzedPages(): Page[] {
    return this.graph?.pages ?? [];
  }

  warnings(): Warning[] {
    return [
      ...this.pluginWarnings,
      ...(this.content?.warnings ?? []),
      ...this.staticFiles.warnings,
      ...this.reactPages.warnings,
      ...this.routeWarnings,
      ...(this.graph?.sidebarWarnings ?? []),
      ...(this.graph?.pages.flatMap((p) => p.warnings ?? []) ?? []),
      ...this.linkCheck.lastWarnings(),
    ];
  }

  /** The loaded config, once the config stage has succeeded. */
  currentConfig(): SiteConfig | undefined {
    return this.config;
  }

  contentFiles() {
    return this.content?.files ?? [];
  }

  generatorInputs(): string[] {
    return this.generated.inputs;
  }

  /** The sidebars file and the files it imports, as the last sidebars stage read them. */
  sidebarsInputs(): string[] {
    return this.graph?.sidebarsInputs ?? [];
  }

  reactPageFiles(): string[] {
    return this.reactPages.watchFiles;
  }

  /** Keeps compiled pages for the next run. */
  saveCache(): void {
    this.cache.save();
  }

  private due(name: StageName, filesChanged: boolean): boolean {
    const d = this.dirty;
    if (d.stages.has(name)) return true;
    switch (name) {
      case 'content':
        return d.pageFiles.size > 0;
      case 'compile':
        return d.pageFiles.size > 0 || filesChanged;
      case 'sidebars':
      case 'links':
        return d.linkPages.size > 0;
      default:
        return false;
    }
  }

  private runStage(name: StageName, filesChanged: boolean): Promise<boolean> {
    const timings = this.timings;
    switch (name) {
      case 'config':
        return task(timings, 'config', async () => {
          const loaded = await loadConfig(this.rootDir, { outDir: this.options.outDir, locale: this.options.locale, untranslated: this.options.untranslated });
          const plugins = await runSitePlugins(loaded);
          this.pluginWarnings = plugins.warnings;
          const clientModules = splitClientModules(plugins.clientModules, (file) => file);
          const config = {
            ...loaded,
            globalData: plugins.globalData,
            customCssPaths: [...loaded.customCssPaths, ...clientModules.stylesheets],
            clientModulePaths: [...loaded.clientModulePaths, ...clientModules.scripts],
            headTags: [...loaded.headTags, ...plugins.headTags],
            pluginHtml: plugins.html,
            postBuild: plugins.postBuild,
            pluginRoutes: plugins.routes,
            postcssPlugins: plugins.postcssPlugins,
          };
          this.config = this.options.linksAsWarnings ? relaxLinkPolicies(config) : config;
          return true;
        });
      case 'content':
        return this.readContent();
      case 'compile':
        return this.compile(filesChanged);
      case 'generators':
        return task(timings, 'generators', async (tick) => {
          this.generated = await runGenerators(this.config!, this.generatorCache, tick);
          return true;
        });
      case 'reactPages':
        return task(timings, 'pages', async () => {
          // Page modules are bundled here, before the site's theme overrides load, for their routes and titles: with the
          // built-in theme's modules. With overrides of the site's, they are bundled again with the site's code, and
          // render from there (see siteCodeEntries). They may import Markdown as site components do.
          const markdown = markdownForSiteCode(builtInTheme, this.config!.rootDir, this.config!.siteDirPath, () => ({}), this.config!.importAliases, markdownSettingsOf(this.config!));
          const loaded = await loadReactPages(this.config!, markdown.registry, markdown.plugins);
          this.reactPages = loaded.pages.length
            ? { ...loaded, watchFiles: [...new Set([...loaded.watchFiles, ...markdown.files])], assets: markdown.assets, warnings: [...loaded.warnings, ...markdown.warnings] }
            : loaded;
          return true;
        });
      case 'static':
        return task(timings, 'static', async () => {
          this.staticFiles = await staticFilesOf(this.config!);
          return true;
        });
      case 'sidebars':
        return this.assembleGraph();
      case 'links':
        return this.checkLinks();
    }
  }

  /** Crawls the content folders, or re-reads only the edited pages when none moved. True after a crawl. */
  private async readContent(): Promise<boolean> {
    const d = this.dirty;
    const config = this.config!;
    this.edited = [...d.pageFiles];
    if (!d.stages.has('content') && this.content) {
      const refreshed = await task(this.timings, 'read', () => refreshEditedPages(config, this.content!, this.edited));
      if (refreshed) return false;
    }
    this.content = await task(this.timings, 'content', () => crawlContent(config, { includeDrafts: this.options.includeDrafts, memo: this.crawlMemo }));
    limitHeapHeadroom(this.content.files.length);
    return true;
  }

  /** Compiles every page after a crawl, else the edited pages and those whose images changed. True after a full compile. */
  private async compile(filesChanged: boolean): Promise<boolean> {
    const d = this.dirty;
    const all = d.stages.has('compile');
    const files = this.content!.files;
    const edited = new Set(this.edited);
    const todo = all
      ? files
      : files.filter(
          (f) =>
            (edited.has(f.absPath) && this.compiledHashes.get(f.absPath) !== f.hash) ||
            // Pages whose images appeared, changed or went away compile again: the image URLs they write change.
            (filesChanged && !stampsCurrent(this.pages.get(f.absPath)?.fileStamps ?? [])),
        );
    // Only the files read by this run are done: edits that arrived meanwhile stay for the next run.
    const finish = () => this.edited.forEach((f) => d.pageFiles.delete(f));
    if (!todo.length) {
      finish();
      return false;
    }
    const config = this.config!;
    const [compiled, lastUpdated] = await Promise.all([
      task(this.timings, 'compile', (tick) => compilePages(todo, config, { cache: this.cache, memo: otherLocales(config).length ? this.options.compiled : undefined, onProgress: tick, linkTargets: files })),
      // One git call for every page, beside a full compile; edited pages keep the dates read then.
      all && (config.showLastUpdateTime || config.showLastUpdateAuthor) ? lastUpdates(config.rootDir, files.map((f) => f.absPath)) : undefined,
    ]);
    if (lastUpdated) this.lastUpdated = lastUpdated;
    if (all) {
      this.pages.clear();
      this.compiledHashes.clear();
      // Dev saves what later full compiles add when it stops (saveCache): writing a large site's whole cache took
      // longer than the rest of adding a page (0.65 of 3.3 s for 10,000 pages).
      if (!this.options.runsAgain || !this.savedAfterCompile) this.cache.save();
      this.savedAfterCompile = true;
    }
    todo.forEach((file, i) => {
      this.pages.set(file.absPath, withSourceLinks(compiled[i], config, this.lastUpdated));
      this.compiledHashes.set(file.absPath, file.hash);
      if (!all) d.linkPages.add(compiled[i].id);
    });
    finish();
    return all;
  }

  /** Sidebars and navigation; edited page bodies are swapped into the last graph instead. True when rebuilt. */
  private async assembleGraph(): Promise<boolean> {
    const d = this.dirty;
    const config = this.config!;
    const content = this.content!;
    const settled = settleDuplicateRoutes([...content.files.map((f) => this.pages.get(f.absPath)!), ...this.generated.pages, ...this.reactPages.pages], config);
    if (settled.errors.length) throw combineErrors(settled.errors);
    this.routeWarnings = settled.warnings;
    const sources = settled.pages;
    // A blog's list pages show its posts: an edited post makes them again, so its graph is built again too.
    // Their titles are in the locale built.
    const messages = messageTextOf(config.i18n.translations, config.locale);
    const blogs = config.blogs.map((blog) => blogPages(blog, sources, messages));
    const posts = new Map(blogs.flatMap((blog) => [...blog.posts]));
    const blogOwnPages = blogs.flatMap((blog) => blog.pages);
    // The docs' tag pages list the docs tagged: an edited doc's tags make them again, as a blog's list pages are.
    const tagPages = docTagPages(sources, messages);
    const found = [...sources.map((p) => posts.get(p.id) ?? p), ...blogOwnPages, ...tagPages];
    const pages = [...found, ...redirectPages(this.generated.redirects, found)];
    const edited = pages.filter((p) => d.linkPages.has(p.id));
    const patched = !d.stages.has('sidebars') && this.graph && !edited.some((p) => p.blogPost || p.tags || tagsChanged(this.graph!, p)) ? patchGraphPages(this.graph, edited) : undefined;
    if (patched) {
      this.graph = patched;
      return false;
    }
    const collisions = [
      ...findStaticCollisions(config, pages, this.staticFiles.copies),
      ...blogRouteCollisions(blogOwnPages, sources),
      ...tagRouteCollisions(tagPages, sources),
    ];
    if (collisions.length) throw combineErrors(collisions);
    const categories = new Map(content.categories);
    for (const category of this.generated.categories) categories.set(category.dirId, category);
    this.graph = await task(this.timings, 'sidebars', () =>
      buildSiteGraph({ config, pages, categories, draftIds: content.draftIds, replacedIds: content.replacedIds, warnings: content.warnings }),
    );
    return true;
  }

  /** Checks every page's links after a rebuild of the graph, else the recompiled pages' and their referrers'. */
  private async checkLinks(): Promise<boolean> {
    const d = this.dirty;
    const graph = this.graph!;
    const resolver = createLinkResolver(this.config!, collectLinkTargets(graph, this.staticFiles.copies));
    const fromRender = await renderedLinkChecks(this.config!.themePath);
    const report = await task(this.timings, 'links', () => this.linkCheck.check(graph, resolver, d.stages.has('links') ? 'all' : d.linkPages, fromRender));
    d.linkPages.clear();
    // Only policies set to 'throw' fail here (dev turns broken links into warnings). A failed stage is due
    // again in full (runStages), so the next run checks every page and no later run publishes this graph.
    if (report.errors.length) throw combineErrors(report.errors);
    this.resolver = resolver;
    this.pendingAnchors = report.pendingAnchors;
    this.deferredLinks = report.deferred;
    return true;
  }
}

/** Whether an edited page had tags before: its tags' pages are made again without it. */
function tagsChanged(graph: SiteGraph, page: Page): boolean {
  return Boolean(graph.pagesById.get(page.id)?.tags);
}
