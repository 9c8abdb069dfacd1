import type { CopiedFile, OutputFile, Page, PageSection, Warning } from '../shared/types.js';
import fs from 'node:fs/promises';
import { theme as defaultTheme } from '../../templates/index.js';
import { bundleClientScripts, bundleThemeCss, withAppendedCss } from '../emit/assets.js';
import { buildSearchIndex, searchOutputFiles } from '../emit/searchIndex.js';
import { renderedSections } from '../emit/renderedSections.js';
import { ROBOTS_FILE, SEARCH_DIR, SITEMAP_FILE } from '../shared/emittedFiles.js';
import { createSidebarFiles } from '../emit/sidebarFiles.js';
import { renderRobots, renderSitemap } from '../emit/sitemap.js';
import { writeOutputAtomically } from '../emit/writeOutput.js';
import { createLlmsEmitter } from '../llms/emitLlms.js';
import { MarkdownCache } from '../llms/markdownCache.js';
import { loadSiteComponents, siteCodeEntries } from '../render/loadSiteComponents.js';
import { loadSiteTheme } from '../theming/loadTheme.js';
import { renderPages } from '../render/renderPages.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { MdxComponents, RenderedPage, RenderInput, SiteModule, Theme } from '../render/types.js';
import type { SiteConfig } from '../config/types.js';
import { resolveUrl } from '../shared/url.js';
import { urlContextOf } from '../shared/url.js';
import { themeScript } from '../../templates/themeScript.js';
import { analyzeSite, type AnalyzeOptions } from './analyzeSite.js';
import type { AnalyzedSite } from './sitePipeline.js';
import { task } from './task.js';

export interface BuildResult extends AnalyzedSite {
  rendered: RenderedPage[];
  files: OutputFile[];
  /** Bytes written to the output folder. */
  outputBytes: number;
}

/** The bundles a render needs. Built once per build; dev keeps them between edits and rebundles only what changed. */
export interface SiteAssets {
  css: OutputFile;
  scripts: OutputFile[];
  siteComponents: MdxComponents;
  /** The site's own modules the pages import, by file. */
  siteModules?: Map<string, SiteModule>;
  /** The path of the search index's manifest (see searchIndexFilesOf); without it the pages have no search button. */
  searchIndex?: string;
}

/**
 * Bundles the theme CSS (with the site's `customCss`), the browser runtime, and the site's components module
 * with the code its pages import (rendered with `theme`, the site's overrides in place).
 */
export async function bundleSiteAssets(config: SiteConfig, pages: Page[] = [], theme: Theme = defaultTheme): Promise<SiteAssets> {
  const [css, scripts, code] = await Promise.all([
    bundleThemeCss(config.customCssPaths),
    bundleClientScripts(),
    loadSiteComponents(config.componentsPath, { rootDir: config.rootDir, entries: siteCodeEntries(pages), theme }),
  ]);
  return { css: withAppendedCss(css, code.css), scripts, siteComponents: code.components, siteModules: code.modules };
}

/**
 * The site's search index files under `assets/search/`, or undefined when search is off. `sections` gives a
 * page's sections as rendered (renderedSections); pages it does not know keep the compile stage's.
 */
export function searchIndexFilesOf(
  site: Pick<AnalyzedSite, 'config' | 'graph'>,
  sections?: (page: Page) => PageSection[] | undefined,
): { manifestPath: string; files: OutputFile[] } | undefined {
  if (!site.config.search.enabled) return undefined;
  const ctx = urlContextOf(site.config);
  const index = buildSearchIndex(site.graph.pages, { url: (route) => resolveUrl(route, ctx), sections: (page) => sections?.(page) ?? page.sections });
  return searchOutputFiles(index);
}

/**
 * Pages are rendered before the search index exists (it is made from what they render), so they link to this
 * stand-in, replaced by the manifest's hashed path once the index is built.
 */
const SEARCH_MANIFEST_STAND_IN = `${SEARCH_DIR}/manifest.pending.json`;

/** What the renderer needs for every page of an analysed site, given its bundled assets and a theme. */
export function renderInputOf(
  site: Pick<AnalyzedSite, 'config' | 'graph' | 'resolver'> & Partial<Pick<AnalyzedSite, 'pageComponents'>>,
  assets: SiteAssets,
  theme: Theme = defaultTheme,
  makeThemeScript: typeof themeScript = themeScript,
): RenderInput {
  const { config, graph } = site;
  const ctx = urlContextOf(config);
  const main = assets.scripts.find((s) => /\/main\.[^/]+\.js$/.test(s.path)) ?? assets.scripts[0];
  const input: RenderInput = {
    config,
    sidebars: graph.sidebars,
    pages: graph.pages,
    navigation: graph.navigation,
    navRoutes: graph.navTargets.routes,
    resolver: site.resolver,
    theme: { ...theme, pageComponents: { ...theme.pageComponents, ...site.pageComponents } },
    siteComponents: assets.siteComponents,
    siteModules: assets.siteModules,
    assets: {
      css: resolveUrl(`/${assets.css.path}`, ctx),
      js: resolveUrl(`/${main.path}`, ctx),
      themeScript: makeThemeScript(config.colorMode),
      searchIndex: assets.searchIndex && resolveUrl(`/${assets.searchIndex}`, ctx),
    },
  };
  const sidebarFiles = createSidebarFiles(input);
  return { ...input, assets: { ...input.assets, sidebars: sidebarFiles.urls }, sidebarFiles: sidebarFiles.files };
}

/**
 * Renders an analysed site to its output files (HTML, Markdown, assets, sitemap) and the files to copy (page
 * images, the static folder) without writing them. The site's theme (its overrides in place) is loaded with
 * the assets unless `theme` is given; what loading it warns about is returned.
 */
export async function renderSite(
  site: AnalyzedSite,
  theme?: Theme,
  options: { cache?: boolean } = {},
): Promise<{ rendered: RenderedPage[]; files: OutputFile[]; copies: CopiedFile[]; themeWarnings: Warning[] }> {
  const { config, graph, timings } = site;
  // The site's code imports `@theme/*` components, so it is bundled against the theme with the overrides in place.
  const { bundled, siteTheme } = await task(timings, 'assets', async () => {
    const siteTheme = theme ? undefined : await loadSiteTheme(config.themePath);
    return { bundled: await bundleSiteAssets(config, graph.pages, theme ?? siteTheme?.theme), siteTheme };
  });
  const assets: SiteAssets = {
    ...bundled,
    css: withAppendedCss(bundled.css, siteTheme?.css ?? ''),
    searchIndex: config.search.enabled ? SEARCH_MANIFEST_STAND_IN : undefined,
  };
  const input = renderInputOf(site, assets, theme ?? siteTheme?.theme, siteTheme?.themeScript);
  const llmsEmitter = createLlmsEmitter(input, MarkdownCache.open(config.rootDir, options.cache ?? true));
  const sections = new Map<Page, PageSection[]>();
  let rendered: RenderedPage[];
  try {
    rendered = await task(timings, 'render', async (tick) =>
      renderPages(input, {
        onRendered: (page, r) => {
          llmsEmitter.add(page, r.html);
          if (config.search.enabled) sections.set(page, renderedSections(r.html));
        },
        onProgress: tick,
      }),
    );
  } catch (error) {
    await llmsEmitter.finish().catch(() => undefined);
    // The failure is printed with what the run found before it, the theme folder's warnings included.
    if (error instanceof DocsGenError) error.warnings = [...(siteTheme?.warnings ?? []), ...site.warnings, ...error.warnings];
    throw error;
  }
  const [llms, search] = await Promise.all([
    task(timings, 'llms', () => llmsEmitter.finish()),
    task(timings, 'search', async () => searchIndexFilesOf(site, (page) => sections.get(page))),
  ]);
  if (search) {
    const standIn = resolveUrl(`/${SEARCH_MANIFEST_STAND_IN}`, urlContextOf(config));
    const real = resolveUrl(`/${search.manifestPath}`, urlContextOf(config));
    rendered = rendered.map((r) => ({ ...r, html: r.html.replaceAll(standIn, real) }));
  }
  const files: OutputFile[] = [
    ...rendered.map((r) => ({ path: r.file, contents: r.html })),
    assets.css,
    ...assets.scripts,
    ...(search?.files ?? []),
    ...(input.sidebarFiles ?? []),
    { path: SITEMAP_FILE, contents: renderSitemap(config, graph.pages) },
    { path: ROBOTS_FILE, contents: renderRobots(config) },
    ...llms,
  ];
  // Pages sharing an image share its copy.
  const byTarget = new Map(graph.pages.flatMap((p) => p.assets.map((a) => [a.target, a.source] as const)));
  const pageAssets = [...byTarget].map(([target, source]) => ({ from: source, to: target.replace(/^\//, '') }));
  // What the build writes wins over a static file of the same path.
  const taken = new Set([...files.map((f) => f.path), ...pageAssets.map((c) => c.to)]);
  const copies = [...site.staticFiles.filter((c) => !taken.has(c.to)), ...pageAssets];
  return { rendered, files, copies, themeWarnings: siteTheme?.warnings ?? [] };
}

/** Bytes of the output, from what was written: generated files are in memory, copied ones are stat'ed. */
async function outputBytes(files: OutputFile[], copies: CopiedFile[]): Promise<number> {
  const generated = files.reduce((sum, f) => sum + (typeof f.contents === 'string' ? Buffer.byteLength(f.contents) : f.contents.byteLength), 0);
  const copied = await Promise.all(copies.map(async (c) => (await fs.stat(c.from)).size));
  return copied.reduce((sum, size) => sum + size, generated);
}

/** Every stage but the writing: what `check` runs, so it fails on exactly what `build` fails on. */
export async function checkSite(rootDir: string, options: AnalyzeOptions = {}): Promise<AnalyzedSite & Awaited<ReturnType<typeof renderSite>>> {
  const site = await analyzeSite(rootDir, options);
  const rendered = await renderSite(site, undefined, { cache: options.cache });
  return { ...site, ...rendered, warnings: [...rendered.themeWarnings, ...site.warnings] };
}

/** `docs-gen build`: every stage, then an atomic write of the output folder. */
export async function buildSite(rootDir: string, options: AnalyzeOptions = {}): Promise<BuildResult> {
  const site = await checkSite(rootDir, options);
  const { files, copies } = site;
  await task(site.timings, 'write', () => writeOutputAtomically(site.config.outPath, files, copies));
  return { ...site, outputBytes: await outputBytes(files, copies) };
}
