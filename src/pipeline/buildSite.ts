import type { CopiedFile, OutputFile, Page, PageSection } from '../shared/types.js';
import fs from 'node:fs/promises';
import { theme as defaultTheme } from '../../templates/index.js';
import { bundleClientScripts, bundleThemeCss, HASH_LENGTH } from '../emit/assets.js';
import { buildSearchIndex, searchOutputFiles } from '../emit/searchIndex.js';
import { renderedSections } from '../emit/renderedSections.js';
import { NOT_FOUND_FILE, PAGE_FILE, ROBOTS_FILE, SEARCH_DIR, SITEMAP_FILE, searchFileName } from '../shared/emittedFiles.js';
import { createSidebarFiles } from '../emit/sidebarFiles.js';
import { renderRobots, renderSitemap } from '../emit/sitemap.js';
import { openStagedOutput, type StagedOutput } from '../emit/writeOutput.js';
import { createLlmsEmitter } from '../llms/emitLlms.js';
import { MarkdownCache } from '../llms/markdownCache.js';
import { loadSiteComponents } from '../render/loadSiteComponents.js';
import { renderPages } from '../render/renderPages.js';
import type { MdxComponents, RenderInput, Theme } from '../render/types.js';
import type { SiteConfig } from '../config/types.js';
import { resolveUrl } from '../shared/url.js';
import { urlContextOf } from '../shared/url.js';
import { themeScript } from '../../templates/themeScript.js';
import { analyzeSite, type AnalyzeOptions } from './analyzeSite.js';
import type { AnalyzedSite } from './sitePipeline.js';
import { task } from './task.js';

export interface BuildResult extends AnalyzedSite {
  /** Pages written, the 404 page included. */
  pageCount: number;
  files: OutputFile[];
  /** Bytes written to the output folder. */
  outputBytes: number;
}

/** The bundles a render needs. Built once per build; dev keeps them between edits and rebundles only what changed. */
export interface SiteAssets {
  css: OutputFile;
  scripts: OutputFile[];
  siteComponents: MdxComponents;
  /** The path of the search index's manifest (see searchIndexFilesOf); without it the pages have no search button. */
  searchIndex?: string;
}

/** Bundles the theme CSS, the browser runtime and the site's components module. */
export async function bundleSiteAssets(config: SiteConfig): Promise<SiteAssets> {
  const [css, scripts, components] = await Promise.all([bundleThemeCss(), bundleClientScripts(), loadSiteComponents(config.componentsPath)]);
  return { css, scripts, siteComponents: components.components };
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
 * Pages are rendered, and written out, before the search index exists (it is made from what they render), so
 * they link to this stand-in. Once the index is built, the manifest's hashed path is written over it in each
 * page's file: the stand-in is as long as a hashed name, so the bytes around it stay where they are.
 */
const SEARCH_MANIFEST_STAND_IN = `${SEARCH_DIR}/${searchFileName('manifest', '0'.repeat(HASH_LENGTH))}`;

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

/** Where rendered pages go as they are rendered: the build's staging folder, or nowhere for `check`. */
export type PageOutput = Pick<StagedOutput, 'write' | 'patch'>;

const DISCARD: PageOutput = { write: async () => {}, patch: async () => {} };

/**
 * Drops a rendered page's compiled code or view data. Rendering is its last reader in a build or check (dev
 * renders from its own graph), and holding every page's body until the last page is written made a
 * 10,000-page build's memory grow with its pages long after their bodies were needed.
 */
function releaseBody(page: Page): void {
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
 * for the caller to write. Warnings about skipped static files join the site's warnings.
 */
export async function renderSite(
  site: AnalyzedSite,
  theme: Theme = defaultTheme,
  options: { cache?: boolean; output?: PageOutput } = {},
): Promise<{ pageCount: number; pageBytes: number; files: OutputFile[]; copies: CopiedFile[] }> {
  const { config, graph, timings } = site;
  const output = options.output ?? DISCARD;
  const bundled = await task(timings, 'assets', () => bundleSiteAssets(config));
  const assets: SiteAssets = { ...bundled, searchIndex: config.search.enabled ? SEARCH_MANIFEST_STAND_IN : undefined };
  const input = renderInputOf(site, assets, theme);
  const llmsEmitter = createLlmsEmitter(input, MarkdownCache.open(config.rootDir, options.cache ?? true));
  const sections = new Map<Page, PageSection[]>();
  const standIn = Buffer.from(resolveUrl(`/${SEARCH_MANIFEST_STAND_IN}`, urlContextOf(config)));
  const standInsByFile = new Map<string, number[]>();
  let pageCount = 0;
  let pageBytes = 0;
  try {
    await task(timings, 'render', (tick) =>
      renderPages(input, {
        onRendered: (page, r) => {
          if (page) {
            llmsEmitter.add(page, r.html);
            if (config.search.enabled) sections.set(page, renderedSections(r.html));
            releaseBody(page);
          }
          const bytes = Buffer.from(r.html);
          if (config.search.enabled) {
            const offsets = offsetsOf(bytes, standIn);
            if (offsets.length) standInsByFile.set(r.file, offsets);
          }
          pageCount++;
          pageBytes += bytes.byteLength;
          return output.write(r.file, bytes);
        },
        onProgress: tick,
      }),
    );
  } catch (error) {
    await llmsEmitter.finish().catch(() => undefined);
    throw error;
  }
  const [llms, search] = await Promise.all([
    task(timings, 'llms', () => llmsEmitter.finish()),
    task(timings, 'search', async () => searchIndexFilesOf(site, (page) => sections.get(page))),
  ]);
  if (search) {
    const real = Buffer.from(resolveUrl(`/${search.manifestPath}`, urlContextOf(config)));
    if (real.byteLength !== standIn.byteLength) throw new Error(`The search manifest's path ${real} is not as long as its stand-in ${standIn}`);
    for (const [file, offsets] of standInsByFile) {
      for (const offset of offsets) await output.patch(file, offset, real);
    }
  }
  const files: OutputFile[] = [
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
  const taken = new Set([...files.map((f) => f.path), ...graph.pages.map((p) => p.route.replace(/^\//, '') + PAGE_FILE), NOT_FOUND_FILE, ...pageAssets.map((c) => c.to)]);
  const copies = [...site.staticFiles.filter((c) => !taken.has(c.to)), ...pageAssets];
  return { pageCount, pageBytes, files, copies };
}

/** Bytes of the output, from what was written: generated files are in memory, copied ones are stat'ed. */
async function outputBytes(pageBytes: number, files: OutputFile[], copies: CopiedFile[]): Promise<number> {
  const generated = files.reduce((sum, f) => sum + (typeof f.contents === 'string' ? Buffer.byteLength(f.contents) : f.contents.byteLength), pageBytes);
  const copied = await Promise.all(copies.map(async (c) => (await fs.stat(c.from)).size));
  return copied.reduce((sum, size) => sum + size, generated);
}

/** Every stage but the writing: what `check` runs, so it fails on exactly what `build` fails on. */
export async function checkSite(rootDir: string, options: AnalyzeOptions = {}): Promise<AnalyzedSite & Awaited<ReturnType<typeof renderSite>>> {
  const site = await analyzeSite(rootDir, options);
  return { ...site, ...(await renderSite(site, defaultTheme, { cache: options.cache })) };
}

/**
 * `docs-gen build`: every stage, writing pages into the staging folder as they are rendered, then the rest and
 * an atomic swap of the output folder. The write stage's time is what remains to write after rendering.
 */
export async function buildSite(rootDir: string, options: AnalyzeOptions = {}): Promise<BuildResult> {
  const site = await analyzeSite(rootDir, options);
  const output = await openStagedOutput(site.config.outPath);
  let rendered: Awaited<ReturnType<typeof renderSite>>;
  try {
    rendered = await renderSite(site, defaultTheme, { cache: options.cache, output });
  } catch (error) {
    await output.abort();
    throw error;
  }
  const { files, copies } = rendered;
  await task(site.timings, 'write', () => output.commit(files, copies));
  return { ...site, ...rendered, outputBytes: await outputBytes(rendered.pageBytes, files, copies) };
}
