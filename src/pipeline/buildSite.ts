import type { CollectedLinks, CopiedFile, OutputFile, Page, PageAsset, PageComponent, PageSection, Warning } from '../shared/types.js';
import { lastVersionNames } from '../config/docsVersions.js';
import { directionOf, otherLocales } from '../config/i18n.js';
import { reactPageFiles } from '../content/reactPages.js';
import fs from 'node:fs/promises';
import path from 'node:path';
import { theme as defaultTheme } from '../../templates/index.js';
import { blogFeedFiles } from '../emit/blogFeeds.js';
import { bundleThemeCss, HASH_LENGTH } from '../emit/assets.js';
import { infimaAliasesFor } from '../render/infimaClasses.js';
import { siteStylesheet } from './siteStylesheet.js';
import { bundleSiteScripts, CLIENT_MODULES_SCRIPT } from '../emit/clientModules.js';
import { buildSearchIndex, searchOutputFiles, searchScriptFile } from '../emit/searchIndex.js';
import { SearchIndexCache } from '../emit/searchIndexCache.js';
import { NOT_FOUND_FILE, NOT_FOUND_ROUTE, ROBOTS_FILE, SEARCH_DIR, SITEMAP_FILE, searchFileName } from '../shared/emittedFiles.js';
import { createRouteListFile } from '../emit/routeListFile.js';
import { createSidebarFiles } from '../emit/sidebarFiles.js';
import { renderRobots, renderSitemap } from '../emit/sitemap.js';
import { redirectFiles } from '../emit/redirects.js';
import { OPEN_FILES, openStagedOutput, runLimited, type StagedOutput } from '../emit/writeOutput.js';
import { createLlmsEmitter } from '../llms/emitLlms.js';
import type { CompiledMarkdown } from '../markdown/types.js';
import { MarkdownCache } from '../llms/markdownCache.js';
import { startMarkdownConverter, type MarkdownConverter } from '../llms/markdownPool.js';
import { loadSiteComponents, siteCodeEntries } from '../render/loadSiteComponents.js';
import { loadSiteTheme, notFoundSourcesOf, siteImportNamesOf } from '../theming/loadTheme.js';
import { cssUrlRootsOf } from '../util/cssUrls.js';
import { siteCssTransformOf } from '../util/sitePostcss.js';
import { navbarItemTypeErrors } from '../render/navbarItemTypes.js';
import { admonitionTypeWarnings } from '../render/admonitionTypes.js';
import { RenderCache } from '../render/renderCache.js';
import { outputFileOf, renderNotFoundPageReady, renderPageContent, renderPageReady, renderPages } from '../render/renderPages.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { checkRenderedLinks, routesToRead, routesWithComponentLinks } from '../links/renderedLinks.js';
import { settleMarkdownLinks } from './settleMarkdownLinks.js';
import type { MdxComponents, RenderedPage, RenderInput, SiteModule, Theme } from '../render/types.js';
import type { SiteConfig } from '../config/types.js';
import { resolveUrl } from '../shared/url.js';
import { urlContextOf } from '../shared/url.js';
import { themeScript } from '../../templates/themeScript.js';
import { setCodeTranslations } from '../../templates/docusaurus/Translate.js';
import { analyzeSite, type AnalyzeOptions } from './analyzeSite.js';
import type { AnalyzedSite } from './sitePipeline.js';
import { task, type StageListener } from './task.js';
import { markdownSettingsOf } from '../markdown/markdownSettings.js';

export interface BuildResult extends AnalyzedSite {
  /** Pages written, the 404 page included. */
  pageCount: number;
  /** Pages of the other locales (their graphs' pages, as `graph.pages` counts the default locale's). */
  localePages: number;
  files: OutputFile[];
  /** Bytes written to the output folder. */
  outputBytes: number;
}

/** The bundles a render needs. Built once per build; dev keeps them between edits and rebundles only what changed. */
export interface SiteAssets {
  css: OutputFile;
  /** The files the site's CSS names in `url(…)`, published beside the stylesheet. */
  cssFiles?: OutputFile[];
  scripts: OutputFile[];
  siteComponents: MdxComponents;
  /** The site's own modules the pages import, by file. */
  siteModules?: Map<string, SiteModule>;
  /** A hash of the site's components module as bundled, for the render cache's key. */
  componentsFingerprint?: string;
  /** Images shown by the Markdown files that site code imports, copied like the pages' images. */
  siteCodeAssets?: PageAsset[];
  /** What bundling the site's code and CSS warned about (its Markdown files' and its Sass's warnings). */
  siteCodeWarnings?: Warning[];
  /** Whether the React pages were bundled with the site's code (see siteCodeEntries): their CSS is in its CSS then. */
  reactPagesBundled?: boolean;
  /** The path of the search index's manifest (see searchIndexFilesOf); without it the pages have no search button. */
  searchIndex?: string;
  /** The site's own CSS (customCss, its code's, its pages' and its overrides' styles), which decides the Infima names pages get. */
  siteCss?: string;
}

/**
 * Bundles the theme CSS (with the site's `customCss`), the browser runtime, and the site's components module
 * with the code its pages import (rendered with `theme`, the site's overrides in place).
 */
export async function bundleSiteAssets(
  config: SiteConfig,
  pages: Page[] = [],
  theme: Theme = defaultTheme,
  /** The CSS of the React pages bundled on their own and of the site's overrides, and the files of those bundles. */
  more: { pageCss?: string; overridesCss?: string; codeFiles?: readonly (readonly string[])[] } = {},
): Promise<SiteAssets> {
  const { entries, reactPages: reactPagesBundled } = siteCodeEntries(pages, { ownTheme: theme !== defaultTheme });
  const [css, scripts, code] = await Promise.all([
    bundleThemeCss(config.customCssPaths, cssUrlRootsOf(config), directionOf(config), siteCssTransformOf(config)),
    bundleSiteScripts(config),
    loadSiteComponents(config.componentsPath, { siteDir: config.siteDirPath, siteRoot: config.rootDir, themeDir: config.themePath, aliases: config.importAliases, settings: markdownSettingsOf(config), entries, theme, cssRoots: cssUrlRootsOf(config), cssTransform: siteCssTransformOf(config) }),
  ]);
  const stylesheet = await siteStylesheet(config, {
    theme: css,
    codeCss: code.css,
    pageCss: reactPagesBundled ? '' : (more.pageCss ?? ''),
    overridesCss: more.overridesCss ?? '',
    pages,
    codeFiles: [code.watchFiles, ...(more.codeFiles ?? [])],
  });
  return {
    css: stylesheet.css,
    siteCss: stylesheet.siteCss,
    cssFiles: [...css.files, ...code.cssFiles],
    scripts: scripts.files,
    siteComponents: code.components,
    siteModules: code.modules,
    componentsFingerprint: code.fingerprint,
    siteCodeAssets: code.assets,
    siteCodeWarnings: [...css.warnings, ...code.warnings, ...stylesheet.warnings],
    reactPagesBundled,
  };
}

/**
 * The site's search index files under `assets/search/`, or undefined when search is off. `sections` gives a
 * page's sections as rendered (renderedSections); pages it does not know keep `page.sections`.
 */
export function searchIndexFilesOf(
  site: Pick<AnalyzedSite, 'config' | 'graph'>,
  sections?: (page: Page) => PageSection[] | undefined,
  cache?: SearchIndexCache,
): { manifestPath: string; files: OutputFile[] } | undefined {
  if (!site.config.search.enabled) return undefined;
  // Hash routing writes URLs relative to a folder: the index's, against which the browser resolves them.
  const ctx = { ...urlContextOf(site.config), route: `/${SEARCH_DIR}/` };
  const url = (route: string) => resolveUrl(route, ctx);
  const sectionsOf = (page: Page) => sections?.(page) ?? page.sections;
  const lastVersions = lastVersionNames(site.config.docsVersions);
  const build = () => searchOutputFiles(buildSearchIndex(site.graph.pages, { url, sections: sectionsOf, lastVersions }));
  const index = cache ? cache.through(() => SearchIndexCache.key(site.graph.pages, sectionsOf, url, lastVersions), build) : build();
  cache?.save();
  return site.config.router === 'hash' ? { ...index, files: [...index.files, ...index.files.map(searchScriptFile)] } : index;
}

/**
 * Pages are rendered, and written out, before the search index exists (it is made from what they render), so
 * they link to this stand-in. Once the index is built, the manifest's hashed path is written over it in each
 * page's file: the stand-in is as long as a hashed name, so the bytes around it stay where they are.
 */
const SEARCH_MANIFEST_STAND_IN = `${SEARCH_DIR}/${searchFileName('manifest', '0'.repeat(HASH_LENGTH))}`;

/** The React pages' components as bundled with the site's code (see siteCodeEntries), by the names their bodies give. */
function reactPagesOf(pages: Page[], modules: SiteAssets['siteModules']): Record<string, PageComponent> {
  const files = new Set(reactPageFiles(pages));
  const components: Record<string, PageComponent> = {};
  for (const page of pages) {
    if (page.body.type !== 'component' || !files.has(page.sourceFile)) continue;
    const component = modules?.get(page.sourceFile)?.default;
    if (typeof component === 'function') components[page.body.name] = component as PageComponent;
  }
  return components;
}

/** What the renderer needs for every page of an analysed site, given its bundled assets and a theme. */
export function renderInputOf(
  site: Pick<AnalyzedSite, 'config' | 'graph' | 'resolver'> & Partial<Pick<AnalyzedSite, 'pageComponents'>>,
  assets: SiteAssets,
  theme: Theme = defaultTheme,
  makeThemeScript: typeof themeScript = themeScript,
): RenderInput {
  const { config, graph } = site;
  const typeErrors = navbarItemTypeErrors(config, theme);
  if (typeErrors.length) throw combineErrors(typeErrors);
  // What `translate()` of site code reads while this locale's pages render.
  setCodeTranslations(config.i18n.translations);
  const ctx = urlContextOf(config);
  const main = assets.scripts.find((s) => /\/main\.[^/]+\.js$/.test(s.path)) ?? assets.scripts[0];
  const clientModules = assets.scripts.find((s) => CLIENT_MODULES_SCRIPT.test(s.path));
  const input: RenderInput = {
    config,
    sidebars: graph.sidebars,
    pages: graph.pages,
    navigation: graph.navigation,
    navRoutes: graph.navTargets.routes,
    versionNavRoutes: graph.navTargets.versionRoutes,
    docsVersions: graph.docsVersions,
    resolver: site.resolver,
    theme: { ...theme, pageComponents: { ...theme.pageComponents, ...site.pageComponents, ...(assets.reactPagesBundled && reactPagesOf(graph.pages, assets.siteModules)) } },
    siteComponents: assets.siteComponents,
    siteModules: assets.siteModules,
    infimaAliases: infimaAliasesFor(assets.siteCss ?? ''),
    siteCodeAssets: assets.siteCodeAssets,
    assets: {
      css: resolveUrl(`/${assets.css.path}`, ctx),
      js: resolveUrl(`/${main.path}`, ctx),
      ...(clientModules ? { clientModules: resolveUrl(`/${clientModules.path}`, ctx) } : {}),
      themeScript: makeThemeScript(config.colorMode),
      searchIndex: assets.searchIndex && resolveUrl(`/${assets.searchIndex}`, ctx),
    },
  };
  const sidebarFiles = createSidebarFiles(input);
  const routeList = createRouteListFile(input);
  return {
    ...input,
    assets: { ...input.assets, sidebars: sidebarFiles.urls, ...(routeList ? { routeList: routeList.url } : {}) },
    sidebarFiles: sidebarFiles.files,
    routeListFile: routeList?.file,
  };
}

/** Where rendered pages go as they are rendered: the build's staging folder, or nowhere for `check`. */
export type PageOutput = Pick<StagedOutput, 'write' | 'patch' | 'makeFolders'>;

const DISCARD: PageOutput = { write: async () => {}, patch: async () => {}, makeFolders: async () => {} };

/**
 * Drops a rendered page's compiled code or view data. Rendering is its last reader in a build or check (dev
 * renders from its own graph), and holding every page's body until the last page is written made a
 * 10,000-page build's memory grow with its pages long after their bodies were needed.
 */
function releaseBody(page: Page): void {
  // A blog post is shown again by the blog's list pages and feeds, rendered after it.
  if (page.blogPost) return;
  page.body = page.body.type === 'mdx' ? { type: 'mdx', code: '' } : { type: 'component', name: page.body.name, props: {} };
}

/** Byte offsets of every occurrence of `needle` in `haystack`. */
function offsetsOf(haystack: Buffer, needle: Buffer): number[] {
  const out: number[] = [];
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) out.push(at);
  return out;
}

/**
 * Renders an analysed site: each page's HTML goes to `output` as soon as it is rendered (only what later stages
 * need stays in memory: its search sections, and its Markdown when the site offers it); the other output files
 * (assets, search index, sitemap, Markdown) and the files to copy (page images, the static folder) are returned
 * for the caller to write. The site's theme (its overrides in place) is loaded with the assets unless `theme`
 * is given; what loading it warns about is returned, with what the check of the links known once rendered
 * warns about (see renderedLinks.ts).
 */
export async function renderSite(
  site: AnalyzedSite,
  theme?: Theme,
  options: { cache?: boolean; output?: PageOutput; reader?: MarkdownConverter; locale?: string } = {},
): Promise<{ pageCount: number; pageBytes: number; files: OutputFile[]; copies: CopiedFile[]; renderWarnings: Warning[] }> {
  const { config, graph, timings } = site;
  const output = options.output ?? DISCARD;
  // Made while the assets are bundled; awaited before the first page is written (a failure is thrown there).
  const folders = output.makeFolders(graph.pages.map((page) => outputFileOf(page.route, config)));
  folders.catch(() => undefined);
  // The site's code imports `@theme/*` components, so it is bundled against the theme with the overrides in place.
  const { bundled, siteTheme } = await task(timings, 'assets', async () => {
    const siteTheme = theme ? undefined : await loadSiteTheme(config.themePath, { cssRoots: cssUrlRootsOf(config), names: siteImportNamesOf(config), cssTransform: siteCssTransformOf(config) });
    const more = { pageCss: site.pageCss.css, overridesCss: siteTheme?.css ?? '', codeFiles: [siteTheme?.watchFiles ?? [], site.pageCodeFiles] };
    return { bundled: await bundleSiteAssets(config, graph.pages, theme ?? siteTheme?.theme, more), siteTheme };
  });
  const assets: SiteAssets = {
    ...bundled,
    searchIndex: config.search.enabled ? SEARCH_MANIFEST_STAND_IN : undefined,
    siteCodeAssets: [...(siteTheme?.assets ?? []), ...(bundled.siteCodeAssets ?? []), ...site.pageAssets],
  };
  const input = renderInputOf(site, assets, theme ?? siteTheme?.theme, siteTheme?.themeScript);
  const llmsEmitter = createLlmsEmitter(input, MarkdownCache.open(config.rootDir, options.cache ?? true, options.locale), options.reader);
  const renderCache = new RenderCache(config.rootDir, input, {
    // A site's own theme overrides are not part of the key: with them, every page renders.
    enabled: (options.cache ?? true) && (theme ?? siteTheme?.theme ?? defaultTheme) === defaultTheme,
    componentsFingerprint: assets.componentsFingerprint,
    staticFiles: site.staticFiles.map((c) => c.to),
    locale: options.locale,
  });
  // The pages whose registered links the link check reads for the URLs in their components' props.
  const withComponentLinks = routesWithComponentLinks(site.graph.pages);
  const sections = new Map<Page, PageSection[]>();
  // The sections as rendered are what the search index reads; a generated page's own are dropped once they are known.
  const keepSections = (page: Page, rendered: PageSection[]) => {
    sections.set(page, rendered);
    page.sections = [];
  };
  // Pages being read beside the render loop: their sections, and the cache entries that wait for them.
  const reading: Promise<void>[] = [];
  // Where each page's bytes hold the search manifest's stand-in, by output file. Kept with a page's render: scanning
  // every page's bytes again was a visible share of an unchanged rebuild.
  // Hash routing writes it relative to each page's folder (`../../assets/…`), which ends with this `./assets/…` form.
  const standIn = Buffer.from(resolveUrl(`/${SEARCH_MANIFEST_STAND_IN}`, urlContextOf(config)));
  const standInsByFile = new Map<string, number[]>();
  const standInsOf = (file: string, bytes: Buffer): number[] => {
    const offsets = config.search.enabled ? offsetsOf(bytes, standIn) : [];
    standInsByFile.set(file, offsets);
    return offsets;
  };
  // An unchanged page of an unchanged site comes from the cache, with the sections the search index reads.
  const render = async (page: Page): Promise<RenderedPage> => {
    const key = renderCache.keyOf(page, input);
    const hit = renderCache.get(key);
    if (hit) {
      if (hit.sections) keepSections(page, hit.sections);
      if (hit.standIns) standInsByFile.set(hit.file, hit.standIns);
      reading.push(llmsEmitter.add(page, hit.html, false, key).then(() => undefined));
      return { route: page.route, file: hit.file, html: hit.html, ...(hit.collected ? { collected: hit.collected } : {}) };
    }
    const rendered = await renderPageReady(input, page);
    const bytes = Buffer.from(rendered.html);
    const standIns = standInsOf(rendered.file, bytes);
    const read = llmsEmitter.add(page, rendered.html, config.search.enabled, key).then((pageSections) => {
      if (pageSections) keepSections(page, pageSections);
      // Kept only where the link check reads them after a hit: every page's Markdown links register, and the index is read whole.
      const keep = rendered.collected && withComponentLinks.has(page.route);
      renderCache.set(key, { file: rendered.file, html: bytes, sections: pageSections, standIns, ...(keep ? { collected: rendered.collected } : {}) });
    });
    reading.push(read);
    return { ...rendered, html: bytes };
  };
  // The 404 page of an unchanged site too: a rebuild whose pages all come from the cache then loads no renderer.
  const renderNotFound = async (): Promise<RenderedPage> => {
    const key = renderCache.notFoundKeyOf(input);
    const hit = renderCache.get(key);
    if (hit) {
      if (hit.standIns) standInsByFile.set(hit.file, hit.standIns);
      return { route: NOT_FOUND_ROUTE, file: hit.file, html: hit.html };
    }
    const rendered = await renderNotFoundPageReady(input);
    const bytes = Buffer.from(rendered.html);
    renderCache.set(key, { file: rendered.file, html: bytes, standIns: standInsOf(rendered.file, bytes) });
    return { ...rendered, html: bytes };
  };
  let pageCount = 0;
  let pageBytes = 0;
  // The pages whose links or ids are known once rendered (React pages, and the targets of links to their #anchors).
  const linkWarnings: Warning[] = [];
  const deferred = settleMarkdownLinks(site, siteTheme);
  const pendingAnchors = [...site.pendingAnchors, ...(deferred.report?.pendingAnchors ?? [])];
  const toRead = routesToRead(graph.pages, pendingAnchors);
  const readHtml = new Map<string, string>();
  const collected = new Map<string, CollectedLinks>();
  try {
    linkWarnings.push(...(deferred.report?.warnings ?? []));
    if (deferred.report?.errors.length) throw combineErrors(deferred.report.errors);
    await folders;
    await task(timings, 'render', (tick) =>
      renderPages(input, {
        render,
        renderNotFound,
        onRendered: (page, r) => {
          // The cache key was taken before rendering; nothing after this reads the body.
          if (page) releaseBody(page);
          const bytes = typeof r.html === 'string' ? Buffer.from(r.html) : r.html;
          if (toRead.has(r.route)) readHtml.set(r.route, bytes.toString());
          if ((toRead.has(r.route) || !page || deferred.fromRender?.has(r.route) || withComponentLinks.has(r.route)) && r.collected) collected.set(r.route, r.collected);
          const offsets = standInsByFile.get(r.file) ?? standInsOf(r.file, bytes);
          pageCount++;
          pageBytes += bytes.byteLength;
          return output.write(r.file, bytes, offsets.length ? { offsets, length: standIn.byteLength } : undefined);
        },
        onProgress: tick,
      }),
    );
    await Promise.all(reading);
    const notFound = { links: collected.get(NOT_FOUND_ROUTE)?.links ?? [], files: notFoundSourcesOf(siteTheme?.overrideFiles) };
    const linkReport = checkRenderedLinks({
      config,
      pagesByRoute: graph.pagesByRoute,
      resolver: site.resolver,
      pendingAnchors,
      html: readHtml,
      collected,
      markdownFromRender: deferred.fromRender,
      notFound,
    });
    linkWarnings.push(...linkReport.warnings);
    if (linkReport.errors.length) throw combineErrors(linkReport.errors);
  } catch (error) {
    // The render failed: what the reading threads say no longer matters.
    for (const r of reading) r.catch(() => undefined);
    await llmsEmitter.finish().catch(() => undefined);
    // The failure is printed with what the run found before it, the theme folder's warnings included.
    if (error instanceof DocsGenError) error.warnings = [...(siteTheme?.warnings ?? []), ...(assets.siteCodeWarnings ?? []), ...site.warnings, ...linkWarnings, ...error.warnings];
    throw error;
  }
  renderCache.save();
  const [llms, search] = await Promise.all([
    task(timings, 'llms', () => llmsEmitter.finish()),
    task(timings, 'search', async () =>
      searchIndexFilesOf(site, (page) => sections.get(page), new SearchIndexCache(config.rootDir, (options.cache ?? true) && config.search.enabled, options.locale)),
    ),
  ]);
  if (search) {
    const real = Buffer.from(resolveUrl(`/${search.manifestPath}`, urlContextOf(config)));
    if (real.byteLength !== standIn.byteLength) throw new Error(`The search manifest's path ${real} is not as long as its stand-in ${standIn}`);
    // Side by side: one at a time, waiting on each file's open, write and close, took a visible share of a small build.
    const patches = [...standInsByFile].filter(([, offsets]) => offsets.length).map(([file, offsets]) => () => output.patch(file, offsets, real));
    await runLimited(patches, OPEN_FILES);
  }
  const files: OutputFile[] = [
    assets.css,
    ...uniqueFiles([...(assets.cssFiles ?? []), ...(assets.reactPagesBundled ? [] : site.pageCss.cssFiles), ...(siteTheme?.cssFiles ?? [])]),
    ...assets.scripts,
    ...(search?.files ?? []),
    ...(input.sidebarFiles ?? []),
    ...(input.routeListFile ? [input.routeListFile] : []),
    { path: SITEMAP_FILE, contents: renderSitemap(config, graph.pages) },
    ...(site.staticFiles.some((c) => c.to === ROBOTS_FILE) ? [] : [{ path: ROBOTS_FILE, contents: renderRobots(config) }]),
    ...redirectFiles(config, site.graph.redirects),
    ...llms,
    ...blogFeedFiles(config, graph.pages, (post) => renderPageContent(input, post)),
  ];
  // Pages sharing an image share its copy.
  const byTarget = new Map([...graph.pages.flatMap((p) => p.assets), ...(input.siteCodeAssets ?? [])].map((a) => [a.target, a.source] as const));
  // A file a page imports and site code too is written once, as the site code's (their names are the same).
  const written = new Set(files.map((f) => f.path));
  const pageAssets = [...byTarget].map(([target, source]) => ({ from: source, to: target.replace(/^\//, '') })).filter((c) => !written.has(c.to));
  // What the build writes wins over a static file of the same path (the site's robots.txt aside, which it writes no default of).
  const taken = new Set([...written, ...graph.pages.map((p) => outputFileOf(p.route, config)), NOT_FOUND_FILE, ...pageAssets.map((c) => c.to)]);
  const copies = [...site.staticFiles.filter((c) => !taken.has(c.to)), ...pageAssets];
  return { pageCount, pageBytes, files, copies, renderWarnings: [...(siteTheme?.warnings ?? []), ...admonitionTypeWarnings(config, input.theme), ...(assets.siteCodeWarnings ?? []), ...linkWarnings] };
}

/** Files by output path, once each: two stylesheets naming one image share its copy. */
export function uniqueFiles(files: OutputFile[]): OutputFile[] {
  return [...new Map(files.map((f) => [f.path, f])).values()];
}

/** Bytes of the output, from what was written: generated files are in memory, copied ones are stat'ed. */
async function outputBytes(pageBytes: number, files: OutputFile[], copies: CopiedFile[]): Promise<number> {
  const generated = files.reduce((sum, f) => sum + (typeof f.contents === 'string' ? Buffer.byteLength(f.contents) : f.contents.byteLength), pageBytes);
  const copied = await Promise.all(copies.map(async (c) => (await fs.stat(c.from)).size));
  return copied.reduce((sum, size) => sum + size, generated);
}

/**
 * The options of a run of every locale (no `--locale`), with a table of compiled pages its locales' pipelines share:
 * each compiles the default locale's untranslated pages alike, so each is compiled once (see PipelineOptions.compiled).
 */
function sharingCompiledPages(options: AnalyzeOptions): AnalyzeOptions {
  return options.locale ? options : { ...options, compiled: new Map<string, CompiledMarkdown>() };
}

/** Every stage but the writing: what `check` runs, so it fails on exactly what `build` fails on. */
export async function checkSite(rootDir: string, options: AnalyzeOptions = {}): Promise<AnalyzedSite & Awaited<ReturnType<typeof renderSite>>> {
  const everyLocale = sharingCompiledPages(options);
  const site = await analyzeSite(rootDir, everyLocale);
  const rendered = await renderSite(site, undefined, { cache: options.cache, locale: options.locale });
  const locales = await renderOtherLocales(rootDir, site, everyLocale, DISCARD);
  return { ...site, ...rendered, pageCount: rendered.pageCount + locales.pageCount, warnings: [...rendered.renderWarnings, ...site.warnings, ...locales.warnings] };
}

/** A listener that hears a locale's stages under names that say whose they are (`fr compile`). */
function labelledStages(inner: StageListener, label: string): StageListener {
  return {
    start: (stage) => inner.start(`${label} ${stage}`),
    advance: (stage, done, total) => inner.advance(`${label} ${stage}`, done, total),
    end: (stage, ms, ok) => inner.end(`${label} ${stage}`, ms, ok),
  };
}

/** A locale's pages written under its folder of the output. */
function localeOutput(output: PageOutput, folder: string): PageOutput {
  const inside = (file: string) => `${folder}/${file}`;
  return {
    write: (file, contents, later) => output.write(inside(file), contents, later),
    patch: (file, offsets, bytes) => output.patch(inside(file), offsets, bytes),
    makeFolders: (files) => output.makeFolders(files.map(inside)),
  };
}

/**
 * The site's locales after the default one, when the build is of every locale (no `--locale`): each is a run of
 * the pipeline of its own (its config, translated files and strings), its pages written under its path. Their
 * files and copies are returned under that path, for the one commit of the whole output.
 */
async function renderOtherLocales(
  rootDir: string,
  site: AnalyzedSite,
  options: AnalyzeOptions,
  output: PageOutput,
): Promise<{ pages: number; pageCount: number; pageBytes: number; files: OutputFile[]; copies: CopiedFile[]; warnings: Warning[]; counts: AnalyzedSite['counts'][]; builds: LocaleBuild[] }> {
  const out = { pages: 0, pageCount: 0, pageBytes: 0, files: [] as OutputFile[], copies: [] as CopiedFile[], warnings: [] as Warning[], counts: [] as AnalyzedSite['counts'][], builds: [] as LocaleBuild[] };
  if (options.locale) return out;
  for (const locale of otherLocales(site.config)) {
    const progress = options.progress && labelledStages(options.progress, locale.locale);
    const other = await analyzeSite(rootDir, { ...options, locale: locale.locale, progress });
    const rendered = await renderSite(other, undefined, { cache: options.cache, output: localeOutput(output, locale.path), locale: locale.locale });
    out.pages += other.graph.pages.length;
    out.pageCount += rendered.pageCount;
    out.pageBytes += rendered.pageBytes;
    out.files.push(...rendered.files.map((f) => ({ ...f, path: `${locale.path}/${f.path}` })));
    out.copies.push(...rendered.copies.map((c) => ({ ...c, to: `${locale.path}/${c.to}` })));
    out.warnings.push(...rendered.renderWarnings, ...other.warnings);
    out.counts.push(other.counts);
    out.builds.push({ config: other.config, pages: other.graph.pages, folder: locale.path });
  }
  return out;
}

/** One locale's build: its config, its pages, and the folder of the output they are in (`''` for the default locale's). */
interface LocaleBuild {
  config: AnalyzedSite['config'];
  pages: AnalyzedSite['graph']['pages'];
  folder: string;
}

/**
 * Calls each locale's site plugins' `postBuild`, as Docusaurus calls them once a locale's files are written: given
 * that locale's folder of the finished output (before it is swapped in, so a plugin that fails leaves the previous
 * output as it was) and the URL path of each of its pages.
 */
async function runPostBuild(staging: string, builds: LocaleBuild[]): Promise<void> {
  for (const build of builds) {
    if (!build.config.postBuild?.length) continue;
    const ctx = urlContextOf(build.config);
    const routesPaths = [...build.pages.map((page) => resolveUrl(page.route, ctx)), resolveUrl(`/${NOT_FOUND_FILE}`, ctx)];
    for (const hook of build.config.postBuild) await hook({ outDir: path.join(staging, build.folder), routesPaths });
  }
}

/** Pages to compile from which a cold build starts its reading thread before compiling them. */
const EARLY_READER_PAGES = 20;

/** A stage listener (passing everything on to `inner`) that calls `start` once the compile stage has `pages` pages or more. */
function startingReaderAt(pages: number, start: () => void, inner?: StageListener): StageListener {
  return {
    start: (stage) => inner?.start(stage),
    advance: (stage, done, total) => {
      if (stage === 'compile' && total >= pages) start();
      inner?.advance(stage, done, total);
    },
    end: (stage, ms, ok) => inner?.end(stage, ms, ok),
  };
}

/**
 * `docs-gen build`: every stage, writing pages into the staging folder as they are rendered, then the rest and
 * an atomic swap of the output folder. The write stage's time is what remains to write after rendering.
 */
export async function buildSite(rootDir: string, options: AnalyzeOptions = {}): Promise<BuildResult> {
  // Every page renders when nothing was rendered before, and each is then read for its Markdown and search
  // sections: on a site of some size, the reading thread loads its code on the second core while this one
  // compiles. A small site's pages are read here (a thread costs more than it saves), and so are a bad config's.
  let reader: MarkdownConverter | undefined;
  const cold = options.cache === false || !RenderCache.saved(path.resolve(rootDir), options.locale);
  const progress = cold ? startingReaderAt(EARLY_READER_PAGES, () => (reader ??= startMarkdownConverter()), options.progress) : options.progress;
  let site: AnalyzedSite;
  let output: StagedOutput;
  const everyLocale = sharingCompiledPages(options);
  try {
    site = await analyzeSite(rootDir, { ...everyLocale, progress });
    output = await openStagedOutput(site.config.outPath);
  } catch (error) {
    // A thread still running would keep the process from exiting.
    await reader?.close();
    throw error;
  }
  let rendered: Awaited<ReturnType<typeof renderSite>>;
  let locales: Awaited<ReturnType<typeof renderOtherLocales>>;
  try {
    rendered = await renderSite(site, undefined, { cache: options.cache, output, reader, locale: options.locale });
    locales = await renderOtherLocales(rootDir, site, everyLocale, output);
  } catch (error) {
    // The renderer closes the thread once it has taken it; before that (its assets failed) it is closed here.
    await reader?.close();
    await output.abort();
    throw error;
  }
  const files = [...rendered.files, ...locales.files];
  const copies = [...rendered.copies, ...locales.copies];
  const builds = [{ config: site.config, pages: site.graph.pages, folder: '' }, ...locales.builds];
  const postBuild = builds.some((build) => build.config.postBuild?.length) ? (staging: string) => runPostBuild(staging, builds) : undefined;
  await task(site.timings, 'write', () => output.commit(files, copies, postBuild));
  const counts = { ...site.counts };
  for (const more of locales.counts) for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] += more[key];
  return {
    ...site,
    ...rendered,
    counts,
    pageCount: rendered.pageCount + locales.pageCount,
    localePages: locales.pages,
    warnings: [...rendered.renderWarnings, ...site.warnings, ...locales.warnings],
    outputBytes: await outputBytes(rendered.pageBytes + locales.pageBytes, files, copies),
  };
}
