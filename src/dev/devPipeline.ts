import { performance } from 'node:perf_hooks';
import { bundleThemeCss, type ThemeStylesheet } from '../emit/assets.js';
import { siteStylesheet } from '../pipeline/siteStylesheet.js';
import { bundleSiteScripts, type SiteScripts } from '../emit/clientModules.js';
import { renderInputOf, uniqueFiles } from '../pipeline/buildSite.js';
import { cssUrlRootsOf } from '../util/cssUrls.js';
import { siteCssTransformOf } from '../util/sitePostcss.js';
import { directionOf } from '../config/i18n.js';
import type { BundleName, DirtyStages } from '../pipeline/dirtyStages.js';
import { hasWork } from '../pipeline/dirtyStages.js';
import { SitePipeline } from '../pipeline/sitePipeline.js';
import { observedTimings, task, type StageListener, type Timings } from '../pipeline/task.js';
import { findConfigFile } from '../config/load.js';
import type { SiteConfig } from '../config/types.js';
import type { CollectedLinks, Page, Warning } from '../shared/types.js';
import { checkComponentLinks } from '../links/renderedLinks.js';
import { report } from '../links/validateLinks.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { settleMarkdownLinks } from '../pipeline/settleMarkdownLinks.js';
import { loadSiteComponents, siteCodeEntries, type SiteCode } from '../render/loadSiteComponents.js';
import { openRoot, type ServedRoot } from '../serve/servedRoot.js';
import { findConfigInputs } from './configInputs.js';
import { DEV_SEARCH_MANIFEST, createSnapshot, type DevSnapshot } from './devSnapshot.js';
import { bundledTheme, loadSiteTheme, siteImportNamesOf, type SiteTheme } from '../theming/loadTheme.js';
import { admonitionTypeWarnings } from '../render/admonitionTypes.js';
import { watchRolesOf, type WatchRoles } from './watchRoles.js';
import { markdownSettingsOf } from '../markdown/markdownSettings.js';

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
 * dev's driver: the build's pipeline (SitePipeline), kept in memory and re-run after each save for only
 * the stages the changed files made dirty, plus the render inputs dev bundles itself (theme, CSS, the
 * browser runtime, the site's components). Pages render on request from the snapshot (PageRenderer).
 */
export class DevPipeline {
  snapshot?: DevSnapshot;
  error?: unknown;

  private readonly site: SitePipeline;
  private configInputs: string[] = [];
  private staticRoot?: ServedRoot;
  private components: SiteCode = { components: {}, modules: new Map(), css: '', cssFiles: [], watchFiles: [], fingerprint: '', assets: [], warnings: [] };
  /** The site code files bundled last (the pages' imports, and the React pages with a theme of the site's): another set means another bundle. */
  private codeEntriesBundled = '';
  /** Whether the React pages were among them: they render from that bundle then, their CSS in its CSS. */
  private reactPagesBundled = false;
  private theme: SiteTheme = { ...bundledTheme, warnings: [], watchFiles: [], css: '', cssFiles: [], assets: [], overrideFiles: new Map() };
  /** Set once a theme file changed: from then on the theme is bundled from `templates/`, edits included. */
  private themeFromSource = false;
  private css?: ThemeStylesheet;
  /** What the last stylesheet warned about: CSS of the site's code the minifier could not read. */
  private stylesheetWarnings: Warning[] = [];
  private scripts?: SiteScripts;

  constructor(
    rootDir: string,
    private readonly onRenderError: (error: unknown) => void,
    locale?: string,
    /** Told of the problems found on rendering a page: those of the URLs in its components' props. */
    private readonly onRenderWarnings?: (warnings: Warning[]) => void,
  ) {
    // Dev shows drafts, so authors can preview them; broken links warn instead of failing.
    this.site = new SitePipeline(rootDir, { includeDrafts: true, linksAsWarnings: true, cache: true, locale, runsAgain: true });
  }

  get rootDir(): string {
    return this.site.rootDir;
  }

  get dirty(): DirtyStages {
    return this.site.dirty;
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
      const site = this.site.analyzed();
      const admonitions = admonitionTypeWarnings(site.config, this.theme.theme);
      // Markdown links set apart until the theme was known (an MDXComponents override): reported now when the
      // theme's `a` renders them; dev checks no rendered links, as for React pages, when the site's own does.
      const deferred = settleMarkdownLinks(site, this.theme).report;
      if (deferred?.errors.length) throw combineErrors(deferred.errors);
      const links = deferred?.warnings ?? [];
      return { kind: 'ok', ms: ms(), warnings: [...this.theme.warnings, ...admonitions, ...(this.css?.warnings ?? []), ...this.stylesheetWarnings, ...this.components.warnings, ...this.site.warnings(), ...links], timings };
    } catch (error) {
      this.error = error;
      return { kind: 'error', ms: ms(), error };
    }
  }

  private async runStages(timings: Timings): Promise<boolean> {
    const reload = this.dirty.reload;
    // Found beside the build, not from it, so a config that fails is still watched and its fix noticed. The file
    // itself is watched at once; what it imports joins as soon as esbuild has said (before the config has loaded,
    // as a rule: it asks first).
    let configInputs: Promise<string[]> | undefined;
    if (this.dirty.stages.has('config')) {
      const configFile = findConfigFile(this.rootDir);
      this.configInputs = configFile ? [configFile] : [];
      configInputs = configFile ? findConfigInputs(configFile) : Promise.resolve([]);
      configInputs.then((inputs) => (this.configInputs = inputs));
    }
    // A theme reload not caused by the config is an edit of a theme file.
    if (this.dirty.bundles.has('theme') && !this.dirty.stages.has('config')) this.themeFromSource = true;
    let ran: Awaited<ReturnType<SitePipeline['run']>>;
    try {
      ran = await this.site.run(timings);
    } finally {
      // Its `then` above has set them by now.
      if (configInputs) await configInputs;
    }
    const config = this.site.currentConfig()!;
    // Plugins the config names by their module are read with it.
    if (configInputs && config.pluginFiles) this.configInputs = [...new Set([...this.configInputs, ...config.pluginFiles])];
    if (ran.includes('config')) {
      this.staticRoot = config.staticPath ? await openStatic(config.staticPath, config.rootDir) : undefined;
      // The config names the overrides folder and the custom CSS, and whether Mermaid is published.
      for (const bundle of ['components', 'theme', 'css', 'scripts'] as const) this.dirty.bundles.add(bundle);
    }
    const { entries } = this.codeEntries();
    if (entries.join('\n') !== this.codeEntriesBundled || this.dirty.bundles.has('theme')) this.dirty.bundles.add('components');
    const bundled = await this.loadBundles(config, timings);
    // Every change to the site ends in the link stage; a save that changed nothing (same text) stops before it.
    const didWork = reload || bundled || ran.includes('links');
    if (didWork) this.snapshot = await task(timings, 'snapshot', () => this.makeSnapshot());
    return didWork;
  }

  /** The bundles are independent of each other and of the content: whichever are dirty load together. */
  private async loadBundles(config: SiteConfig, timings: Timings): Promise<boolean> {
    if (!this.dirty.bundles.size) return false;
    const loads = await task(timings, 'bundles', () => {
      const theme = this.runIf('theme', async () => void (this.theme = await loadSiteTheme(config.themePath, { fromSource: this.themeFromSource, cssRoots: cssUrlRootsOf(config), names: siteImportNamesOf(config), cssTransform: siteCssTransformOf(config) })));
      return Promise.allSettled([
        theme,
        this.runIf('css', async () => void (this.css = await bundleThemeCss(config.customCssPaths, cssUrlRootsOf(config), directionOf(config), siteCssTransformOf(config)))),
        this.runIf('scripts', async () => void (this.scripts = await bundleSiteScripts(config))),
        // Site code renders `@theme/*` components, so it is bundled against the theme being loaded.
        theme
          .catch(() => false)
          .then(() =>
            this.runIf('components', async () => {
              const { entries, reactPages } = this.codeEntries();
              this.components = await loadSiteComponents(config.componentsPath, { siteDir: config.siteDirPath, siteRoot: config.rootDir, themeDir: config.themePath, aliases: config.importAliases, settings: markdownSettingsOf(config), entries, theme: this.theme.theme, cssRoots: cssUrlRootsOf(config), cssTransform: siteCssTransformOf(config) });
              this.codeEntriesBundled = entries.join('\n');
              this.reactPagesBundled = reactPages;
            }),
          ),
      ]);
    });
    const failures = loads.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
    if (failures.length) {
      // Report every broken bundle at once when they are all located problems; else the unexpected one.
      throw failures.every((f) => f instanceof DocsGenError) ? combineErrors(failures as DocsGenError[]) : failures.find((f) => !(f instanceof DocsGenError));
    }
    return loads.some((r) => r.status === 'fulfilled' && r.value);
  }

  /** The site code bundled with the theme: with overrides of the site's own, the React pages too (see siteCodeEntries). */
  private codeEntries(): { entries: string[]; reactPages: boolean } {
    return siteCodeEntries(this.site.analyzedPages(), { ownTheme: this.theme.theme !== bundledTheme.theme });
  }

  /** Runs a bundle stage when it is dirty, clearing it only on success. */
  private async runIf(name: BundleName, load: () => Promise<void>): Promise<boolean> {
    if (!this.dirty.bundles.has(name)) return false;
    await load();
    this.dirty.bundles.delete(name);
    return true;
  }

  private async makeSnapshot(): Promise<DevSnapshot> {
    const site = this.site.analyzed();
    const searchIndex = site.config.search.enabled ? DEV_SEARCH_MANIFEST : undefined;
    const stylesheet = await siteStylesheet(site.config, {
      theme: this.css!,
      codeCss: this.components.css,
      pageCss: this.reactPagesBundled ? '' : site.pageCss.css,
      overridesCss: this.theme.css,
      pages: site.graph.pages,
      codeFiles: [this.components.watchFiles, this.theme.watchFiles, site.pageCodeFiles],
    });
    this.stylesheetWarnings = stylesheet.warnings;
    const assets = {
      css: stylesheet.css,
      scripts: this.scripts!.files,
      siteComponents: this.components.components,
      siteModules: this.components.modules,
      siteCodeAssets: [...this.theme.assets, ...this.components.assets, ...site.pageAssets],
      reactPagesBundled: this.reactPagesBundled,
      searchIndex,
      siteCss: stylesheet.siteCss,
    };
    const input = renderInputOf(site, assets, this.theme.theme, this.theme.themeScript);
    const cssFiles = uniqueFiles([...(this.css?.files ?? []), ...this.components.cssFiles, ...(this.reactPagesBundled ? [] : site.pageCss.cssFiles), ...this.theme.cssFiles]);
    const bundles = [assets.css, ...cssFiles, ...assets.scripts, ...(input.sidebarFiles ?? []), ...(input.routeListFile ? [input.routeListFile] : [])];
    // URLs in components' props are known to be links once a page's render passes them to a Link, as in build.
    const onRendered = (page: Page, collected: CollectedLinks | undefined) => {
      const found = checkComponentLinks({ config: site.config, pagesByRoute: site.graph.pagesByRoute, resolver: site.resolver }, page, collected);
      // Dev warns of what a build would fail on, as for the site's other links.
      for (const error of found.errors) report('warn', found, error);
      if (found.warnings.length) this.onRenderWarnings?.(found.warnings);
    };
    return createSnapshot(site.graph, input, bundles, this.staticRoot, this.onRenderError, onRendered);
  }

  /** The build folder: never watched, even when it sits inside a content folder. */
  outputFolder(): string | undefined {
    return this.site.currentConfig()?.outPath;
  }

  /** The content files of the last crawl, for warming up the compiler. */
  contentFiles() {
    return this.site.contentFiles();
  }

  /** The themes the site's code is highlighted in (the config's `codeThemes`). */
  codeThemes() {
    return this.site.currentConfig()?.codeThemes;
  }

  /**
   * Whether the stylesheet reads the site's pages and code: its PostCSS plugins (Tailwind's) make rules for the
   * classes they find there, so an edit to them changes it.
   */
  stylesheetReadsSite(): boolean {
    return !!this.site.currentConfig()?.postcssPlugins?.length;
  }

  /** What the watcher must cover now, and what each path is to the site. */
  roles(): WatchRoles {
    return watchRolesOf({
      rootDir: this.rootDir,
      config: this.site.currentConfig(),
      configInputs: this.configInputs,
      componentFiles: this.components.watchFiles,
      generatorFiles: this.site.generatorInputs(),
      reactPageFiles: this.site.reactPageFiles(),
      themeFiles: this.theme.watchFiles,
      sidebarsFiles: this.site.sidebarsInputs(),
      customCssFiles: this.css?.inputs,
      clientModuleFiles: this.scripts?.clientModuleInputs,
    });
  }

  /** Keeps compiled pages for the next start. */
  saveCache(): void {
    this.site.saveCache();
  }
}
