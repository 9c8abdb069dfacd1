import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleClientScripts, bundleThemeCss, type OutputFile } from '../emit/assets.js';
import { renderInputOf } from '../pipeline/buildSite.js';
import { relaxLinkPolicies } from '../pipeline/analyzeSite.js';
import { observedTimings, task, type StageListener, type Timings } from '../pipeline/task.js';
import { findConfigFile, loadConfig } from '../config/load.js';
import type { SiteConfig } from '../config/types.js';
import { crawlContent } from '../content/crawl.js';
import { loadReactPages, type ReactPages } from '../content/reactPages.js';
import type { ContentResult, Warning } from '../content/types.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { runGenerators } from '../generators/index.js';
import { GeneratorCache } from '../generators/generatorCache.js';
import type { GeneratedContent } from '../generators/types.js';
import { createLinkResolver, type LinkResolver } from '../links/linkResolver.js';
import { staticFilesOf } from '../emit/staticFiles.js';
import { collectLinkTargets } from '../links/validateLinks.js';
import { compilePages } from '../markdown/buildPages.js';
import { CompileCache } from '../markdown/compileCache.js';
import { stampsCurrent } from '../markdown/resolveAsset.js';
import type { Page } from '../markdown/types.js';
import { loadSiteComponents } from '../render/loadSiteComponents.js';
import { openRoot, type ServedRoot } from '../serve/servedRoot.js';
import { buildSiteGraph } from '../sidebars/buildSiteGraph.js';
import type { SiteGraph } from '../sidebars/types.js';
import { findConfigInputs } from './configInputs.js';
import { createSnapshot, lazySearchIndex, type DevSnapshot } from './devSnapshot.js';
import { everythingDirty, hasWork, type DirtyStages } from './dirtyStages.js';
import { IncrementalLinkCheck } from './incrementalLinks.js';
import { bundledTheme, loadThemeFromSource, type LoadedTheme } from './loadTheme.js';
import { patchGraphPages } from './patchGraph.js';
import { refreshEditedPages } from './refreshPages.js';
import { watchRolesOf, type WatchRoles } from './watchRoles.js';

/** The static folder, or a located problem when it is not one (a file of that name, say). */
async function openStatic(dir: string, boundary: string): Promise<ServedRoot> {
  try {
    return await openRoot(dir, { boundary });
  } catch (error) {
    throw new DocsGenError('The static folder is not a readable folder', { file: dir, cause: error });
  }
}

export type UpdateOutcome =
  | { kind: 'unchanged' }
  | { kind: 'ok'; ms: number; warnings: Warning[]; timings: Timings }
  | { kind: 'error'; ms: number; error: unknown };

/**
 * dev's driver of the pipeline stages. It keeps every stage's output in memory and, on each update,
 * re-runs only the stages the changed files made dirty: an edited page is read and compiled alone, then
 * sidebars and the links it touches are redone from memory. Pages render on request (PageRenderer).
 */
export class DevPipeline {
  readonly dirty: DirtyStages = everythingDirty();
  snapshot?: DevSnapshot;
  error?: unknown;

  private config?: SiteConfig;
  private configInputs: string[] = [];
  private staticRoot?: ServedRoot;
  private content?: ContentResult;
  private pages = new Map<string, Page>();
  private compiledHashes = new Map<string, string>();
  private generated: GeneratedContent = { pages: [], categories: [], inputs: [] };
  private components: Awaited<ReturnType<typeof loadSiteComponents>> = { components: {}, watchFiles: [] };
  private reactPages: ReactPages = { pages: [], components: {}, watchFiles: [] };
  private theme: LoadedTheme = bundledTheme;
  private css?: OutputFile;
  private scripts?: OutputFile[];
  private graph?: SiteGraph;
  private resolver?: LinkResolver;
  private linkCheck = new IncrementalLinkCheck();
  private readonly cache: CompileCache;
  private readonly generatorCache: GeneratorCache;
  readonly rootDir: string;

  constructor(rootDir: string, private readonly onRenderError: (error: unknown) => void) {
    this.rootDir = path.resolve(rootDir);
    this.cache = CompileCache.open(this.rootDir, true);
    this.generatorCache = new GeneratorCache(this.rootDir);
  }

  /** Runs the outstanding stages. A failure keeps the last good snapshot and leaves its stages dirty. */
  async update(progress?: StageListener): Promise<UpdateOutcome> {
    // A failed update always leaves its stage dirty, so no work also means no error to clear.
    if (!hasWork(this.dirty)) return { kind: 'unchanged' };
    const hadError = this.error !== undefined;
    const start = performance.now();
    const ms = () => Math.round(performance.now() - start);
    const timings = observedTimings(progress);
    try {
      const didWork = await this.runStages(timings);
      this.error = undefined;
      if (!didWork && !hadError) return { kind: 'unchanged' };
      return { kind: 'ok', ms: ms(), warnings: this.warnings(), timings };
    } catch (error) {
      this.error = error;
      return { kind: 'error', ms: ms(), error };
    }
  }

  private async runStages(timings: Timings): Promise<boolean> {
    const d = this.dirty;
    let didWork = d.reload;
    // A file beside the pages changed, or static files came or went: an image a page shows may be among them.
    const filesChanged = d.reload || d.linksAll;
    d.reload = false;
    if (d.config) await task(timings, 'config', () => this.loadConfig());
    const config = this.config!;
    if (d.theme || d.css || d.scripts || d.components || d.reactPages) didWork = (await this.loadBundles(config, timings)) || didWork;
    didWork = (await this.updateContent(config, timings, filesChanged)) || didWork;
    if (d.generators) {
      this.generated = await task(timings, 'generators', () => runGenerators(config, this.generatorCache));
      d.generators = false;
      d.graph = d.linksAll = didWork = true;
    }
    if (d.graph || d.linkPages.size) {
      await this.assembleGraph(config, timings);
      didWork = true;
    }
    if (didWork) this.snapshot = await task(timings, 'snapshot', () => this.makeSnapshot(config));
    return didWork;
  }

  /** The bundles are independent of each other and of the content: whichever are dirty load together. */
  private async loadBundles(config: SiteConfig, timings: Timings): Promise<boolean> {
    const loads = await task(timings, 'bundles', () =>
      Promise.allSettled([
        this.runIf('theme', async () => void (this.theme = await loadThemeFromSource())),
        this.runIf('css', async () => void (this.css = await bundleThemeCss())),
        this.runIf('scripts', async () => void (this.scripts = await bundleClientScripts())),
        this.runIf('components', async () => void (this.components = await loadSiteComponents(config.componentsPath))),
        this.runIf('reactPages', async () => {
          this.reactPages = await loadReactPages(config);
          this.dirty.graph = this.dirty.linksAll = true;
        }),
      ]),
    );
    const failures = loads.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
    if (failures.length) {
      // Report every broken bundle at once when they are all located problems; else the unexpected one.
      throw failures.every((f) => f instanceof DocsGenError) ? combineErrors(failures as DocsGenError[]) : failures.find((f) => !(f instanceof DocsGenError));
    }
    return loads.some((r) => r.status === 'fulfilled' && r.value);
  }

  /** Runs a bundle stage when its flag is set, clearing the flag only on success. */
  private async runIf(flag: 'theme' | 'css' | 'scripts' | 'components' | 'reactPages', load: () => Promise<void>): Promise<boolean> {
    if (!this.dirty[flag]) return false;
    await load();
    this.dirty[flag] = false;
    return true;
  }

  private async loadConfig(): Promise<void> {
    const configFile = findConfigFile(this.rootDir);
    // Found before loading, so a config that fails is still watched and its fix noticed.
    this.configInputs = configFile ? await findConfigInputs(configFile) : [];
    const config = relaxLinkPolicies(await loadConfig(this.rootDir));
    this.staticRoot = config.staticPath ? await openStatic(config.staticPath, config.rootDir) : undefined;
    this.config = config;
    Object.assign(this.dirty, { config: false, components: true, reactPages: true, crawl: true, generators: true, graph: true, linksAll: true });
  }

  /** Re-reads edited pages (or crawls), then compiles what changed. True when any page changed. */
  private async updateContent(config: SiteConfig, timings: Timings, filesChanged = false): Promise<boolean> {
    const d = this.dirty;
    const edited = [...d.pageFiles];
    if (edited.length && !d.crawl && !(await task(timings, 'read', () => refreshEditedPages(config, this.content!, edited)))) d.crawl = true;
    if (d.crawl) {
      // Dev shows drafts, so authors can preview them.
      this.content = await task(timings, 'crawl', () => crawlContent(config, { includeDrafts: true }));
      d.crawl = false;
      d.compileAll = true;
    }
    const files = this.content!.files;
    // Pages whose images appeared, changed or went away compile again: the image URLs they write change.
    const restamped = new Set(
      filesChanged && !d.compileAll ? files.filter((f) => !stampsCurrent(this.pages.get(f.absPath)?.fileStamps ?? [])) : [],
    );
    const todo = d.compileAll
      ? files
      : files.filter((f) => restamped.has(f) || (edited.includes(f.absPath) && this.compiledHashes.get(f.absPath) !== f.hash));
    // Only the files read above are done: edits that arrived meanwhile stay for the next update.
    const done = () => edited.forEach((f) => d.pageFiles.delete(f));
    if (!d.compileAll && !todo.length) {
      done();
      return false;
    }
    const compiled = await task(timings, 'compile', (tick) => compilePages(todo, config, { cache: this.cache, onProgress: tick }));
    if (d.compileAll) {
      this.pages.clear();
      this.compiledHashes.clear();
      d.linksAll = true;
    }
    todo.forEach((file, i) => {
      this.pages.set(file.absPath, compiled[i]);
      this.compiledHashes.set(file.absPath, file.hash);
      d.linkPages.add(compiled[i].id);
    });
    if (d.compileAll) d.graph = true;
    d.compileAll = false;
    done();
    return true;
  }

  private async assembleGraph(config: SiteConfig, timings: Timings): Promise<void> {
    const d = this.dirty;
    const content = this.content!;
    const categories = new Map(content.categories);
    for (const category of this.generated.categories) categories.set(category.dirId, category);
    const pages = [...content.files.map((f) => this.pages.get(f.absPath)!), ...this.generated.pages, ...this.reactPages.pages];
    // Edited page bodies leave the sidebars as they are: swap the pages in instead of rebuilding.
    const patched = !d.graph && this.graph ? patchGraphPages(this.graph, pages.filter((p) => d.linkPages.has(p.id))) : undefined;
    const graph =
      patched ??
      (await task(timings, 'sidebars', () =>
        buildSiteGraph({ config, pages, categories, draftIds: content.draftIds, warnings: content.warnings }),
      ));
    const resolver = createLinkResolver(config, collectLinkTargets(graph, staticFilesOf(config).copies));
    const report = await task(timings, 'links', () => this.linkCheck.check(graph, resolver, d.linksAll ? 'all' : d.linkPages));
    Object.assign(this, { graph, resolver });
    d.linksAll = false;
    d.linkPages.clear();
    // Only policies set to 'throw' (anchors, say) fail here: dev turns broken links into warnings. The
    // graph stays dirty so the next update checks again; unchanged pages answer from the kept reports.
    if (report.errors.length) {
      // Kept dirty even when the graph was patched, so an unrelated later update cannot publish this graph.
      d.graph = true;
      throw combineErrors(report.errors);
    }
    d.graph = false;
  }

  private makeSnapshot(config: SiteConfig): DevSnapshot {
    const graph = this.graph!;
    const searchIndex = lazySearchIndex(config, graph);
    const assets = { css: this.css!, scripts: this.scripts!, siteComponents: this.components.components, searchIndex };
    const site = { config, graph, resolver: this.resolver!, pageComponents: this.reactPages.components };
    const input = renderInputOf(site, assets, this.theme.theme, this.theme.themeScript);
    const bundles = [assets.css, ...assets.scripts, ...(searchIndex ? [searchIndex] : [])];
    return createSnapshot(graph, input, bundles, this.staticRoot, this.onRenderError);
  }

  warnings(): Warning[] {
    return [...(this.content?.warnings ?? []), ...(this.graph?.pages.flatMap((p) => p.warnings ?? []) ?? []), ...this.linkCheck.lastWarnings()];
  }

  /** The build folder: never watched, even when it sits inside a content folder. */
  outputFolder(): string | undefined {
    return this.config?.outPath;
  }

  /** The content files of the last crawl, for warming up the compiler. */
  contentFiles() {
    return this.content?.files ?? [];
  }

  /** What the watcher must cover now, and what each path is to the site. */
  roles(): WatchRoles {
    return watchRolesOf({
      rootDir: this.rootDir,
      config: this.config,
      configInputs: this.configInputs,
      componentFiles: this.components.watchFiles,
      generatorFiles: this.generated.inputs,
      reactPageFiles: this.reactPages.watchFiles,
    });
  }

  /** Keeps compiled pages for the next start. */
  saveCache(): void {
    this.cache.save();
  }
}
