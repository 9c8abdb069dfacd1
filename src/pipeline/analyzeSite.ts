import type { SiteConfig } from '../config/types.js';
import { loadConfig } from '../config/load.js';
import { crawlContent } from '../content/crawl.js';
import { loadReactPages } from '../content/reactPages.js';
import type { PageComponent } from '../render/types.js';
import type { Warning } from '../content/types.js';
import { combineErrors } from '../errors/DocsGenError.js';
import { runGenerators } from '../generators/index.js';
import { GeneratorCache } from '../generators/generatorCache.js';
import { createLinkResolver, type LinkResolver } from '../links/linkResolver.js';
import { collectLinkTargets, validateLinks } from '../links/validateLinks.js';
import { CompileCache } from '../markdown/compileCache.js';
import { compilePages } from '../markdown/buildPages.js';
import { startCompileWorkers } from '../markdown/workerPool.js';
import { buildSiteGraph } from '../sidebars/buildSiteGraph.js';
import type { SiteGraph } from '../sidebars/types.js';
import { staticFilesOf } from '../emit/staticFiles.js';
import type { CopiedFile } from '../emit/writeOutput.js';
import { findStaticCollisions } from './staticCollisions.js';
import { observedTimings, task, type StageListener, type Timings } from './task.js';

export interface AnalyzeOptions {
  outDir?: string;
  includeDrafts?: boolean;
  /** Keep compiled pages between runs (default true). */
  cache?: boolean;
  /** Broken links become warnings (dev). */
  linksAsWarnings?: boolean;
  /** Hears each stage start, advance and end (the CLI's progress display). */
  progress?: StageListener;
}

/** How many pages of each kind a site has, for the build summary. */
export interface PageCounts {
  docs: number;
  api: number;
  cli: number;
  pages: number;
}

export interface AnalyzedSite {
  config: SiteConfig;
  graph: SiteGraph;
  resolver: LinkResolver;
  warnings: Warning[];
  timings: Timings;
  /** Components of React page modules, by the name their page bodies use. */
  pageComponents: Record<string, PageComponent>;
  counts: PageCounts;
  /** The static folder's files to copy (dot files and refused symlinks left out). */
  staticFiles: CopiedFile[];
}

/** Dev's link rule: broken links and broken Markdown links warn instead of failing, unless the site ignores them. */
export function relaxLinkPolicies(config: SiteConfig): SiteConfig {
  const relax = (policy: SiteConfig['onBrokenLinks']) => (policy === 'ignore' ? 'ignore' : 'warn');
  return { ...config, onBrokenLinks: relax(config.onBrokenLinks), onBrokenMarkdownLinks: relax(config.onBrokenMarkdownLinks) };
}

/**
 * The stages every driver shares: config → content → compile (+ generated pages) → sidebars → links.
 * Throws a DocsGenError listing every problem when a stage fails; warnings are returned.
 */
export async function analyzeSite(rootDir: string, options: AnalyzeOptions = {}): Promise<AnalyzedSite> {
  // A build without the cache compiles every page: the threads load the compiler while this one reads the config.
  // With the cache they start only if a page needs compiling.
  if (options.cache === false) startCompileWorkers();
  const timings = observedTimings(options.progress);
  const loaded = await task(timings, 'config', () => loadConfig(rootDir, { outDir: options.outDir }));
  const config = options.linksAsWarnings ? relaxLinkPolicies(loaded) : loaded;
  const content = await task(timings, 'content', () => crawlContent(config, { includeDrafts: options.includeDrafts }));
  const cache = CompileCache.open(config.rootDir, options.cache ?? true);
  const [[pages, reactPages], generated] = await Promise.all([
    task(timings, 'compile', (tick) => Promise.all([compilePages(content.files, config, { cache, onProgress: tick }), loadReactPages(config)])),
    task(timings, 'generators', () => runGenerators(config, new GeneratorCache(config.rootDir, options.cache ?? true))),
  ]);
  cache.save();
  const allPages = [...pages, ...generated.pages, ...reactPages.pages];
  // Listed once: the collision check, the link check and the write all use this list.
  const staticFiles = await task(timings, 'static', () => staticFilesOf(config));
  const collisions = findStaticCollisions(config, allPages, staticFiles.copies);
  if (collisions.length) throw combineErrors(collisions);
  for (const category of generated.categories) content.categories.set(category.dirId, category);
  const graph = await task(timings, 'sidebars', () =>
    buildSiteGraph({
      config,
      pages: allPages,
      categories: content.categories,
      draftIds: content.draftIds,
      warnings: content.warnings,
    }),
  );
  const resolver = createLinkResolver(config, collectLinkTargets(graph, staticFiles.copies));
  const report = await task(timings, 'links', () => validateLinks(graph, resolver));
  const warnings = [...content.warnings, ...staticFiles.warnings, ...graph.pages.flatMap((p) => p.warnings ?? []), ...report.warnings];
  if (report.errors.length) {
    const error = combineErrors(report.errors);
    Object.assign(error, { warnings });
    throw error;
  }
  const fromSpec = (spec?: { absPath: string }) => generated.pages.filter((p) => p.sourceFile === spec?.absPath).length;
  const counts = { docs: pages.length, api: fromSpec(config.openapi), cli: fromSpec(config.cliReference), pages: reactPages.pages.length };
  return { config, graph, resolver, warnings, timings, pageComponents: reactPages.components, counts, staticFiles: staticFiles.copies };
}
