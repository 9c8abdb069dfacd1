import path from 'node:path';
import { isPluginRoutePage } from '../content/reactPages.js';
import { withPluginHtml } from '../config/pluginHtml.js';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import type { Page, TocItem } from '../shared/types.js';
import { relativeRoot, resolveUrl, urlContextOf, type UrlContext } from '../shared/url.js';
import { NOT_FOUND_FILE, NOT_FOUND_ROUTE, pageFileOf } from '../shared/emittedFiles.js';
import type { BlogConfig, SiteConfig } from '../config/types.js';
import { routeListOf } from '../shared/nearestRoutes.js';
import { markdownPathOf, offersMarkdown } from '../shared/markdownScope.js';
import { createRenderTracker, ExpressionFailure, type RenderTracker } from './renderLocations.js';
import { compileFailureOf, overrideFailureOf } from './overrideGuard.js';
import { loadMdxModule } from './runMdx.js';
import { type DocusaurusTocItem, tocItemOfDocusaurus } from '../util/tocHtml.js';
import { PageComponentsContext } from './pageComponents.js';
import { reactDomServer } from '../util/lazyPackages.js';
import { locateBundledThrow } from '../util/bundleSourceMaps.js';
import { staticContentComponent } from './staticContent.js';
import { undefinedComponentErrors } from './undefinedComponents.js';
import { docusaurusSiteConfig } from '../config/docusaurusSiteConfig.js';
import { withInfimaClasses } from './infimaClasses.js';
import { browserOnlyHint, pageHeadElements, pageHeadOverrides } from './serverOnly.js';
import { pluginDataHint } from './pluginDataMisses.js';
import { postsInOrder } from '../blog/blogPages.js';
import { blogOfPage } from '../config/blogOfPage.js';
import type { CodeThemes } from '../shared/codeThemeNames.js';
import { highlightComponentCode, loadComponentCodeLanguages, renderNotingLanguages } from './componentCode.js';
import { importerOf, tocOf } from './pageImports.js';
import type { MdxComponents, RenderContext, RenderedPage, RenderInput } from './types.js';
import { versionOfPage } from '../sidebars/docsVersionIndex.js';
import { docsVersionKey } from '../shared/docsVersionKey.js';
import { pageAssets } from './pageAssets.js';

/** The file a page's HTML is written to, relative to the output folder. */
export function outputFileOf(route: string, config: Pick<SiteConfig, 'trailingSlash'>): string {
  return pageFileOf(route, config.trailingSlash);
}

/**
 * A page's content as an element, and the table of contents the page exports in place of its headings', if it
 * does (`export const toc = [...]`): Docusaurus keeps such an export as the page's TOC.
 */
function bodyOf(page: Page, input: RenderInput, components: RenderInput['siteComponents'], tracker: RenderTracker, ctx: RenderContext): { element: ReactElement; toc?: TocItem[] } {
  if (page.body.type === 'mdx') {
    const missing = undefinedComponentErrors(page, components);
    if (missing.length) throw combineErrors(missing);
    const scope = { input, components, tracker, partials: page.body.partials ?? {}, url: (path: string) => ctx.url(path), frontMatter: page.frontMatter };
    const importer = importerOf(page.body.imports, page.sourceFile, scope);
    let Content: ComponentType<{ components?: MdxComponents }>;
    let toc: TocItem[] | undefined;
    if (page.body.tree) Content = staticContentComponent(page.body.tree, tracker.runtime, importer);
    else {
      const module = loadMdxModule(page.body.code, tracker.runtime, { frontMatter: page.frontMatter, toc: tocOf(page.body.headings), docsGenImport: importer });
      Content = module.default;
      toc = module.toc === undefined ? undefined : exportedToc(module.toc, page.sourceFile);
    }
    return { element: createElement(PageComponentsContext.Provider, { value: components }, createElement(Content, { components })), ...(toc ? { toc } : {}) };
  }
  const Component = input.theme.pageComponents[page.body.name];
  if (!Component) {
    throw new DocsGenError(`The theme has no page component "${page.body.name}"`, { file: page.sourceFile });
  }
  // A site's React page reads the site's config as Docusaurus passes it (`props.config`); a theme page, its data; the
  // page a site plugin adds, its route's modules as its props, as Docusaurus gives them.
  const config = docusaurusSiteConfig(input.config);
  if (isPluginRoutePage(page)) return { element: createElement(Component as ComponentType<Record<string, unknown>>, { ...page.body.props, config }) };
  return { element: createElement(Component, { data: page.body.props, config }) };
}

/** A page's own `toc` export, in Docusaurus's shape (`{ value, id, level }`, `value` as HTML), as the theme's TOC items. */
function exportedToc(toc: unknown, file: string): TocItem[] {
  const valid = (item: unknown): item is DocusaurusTocItem => {
    const { value, id, level } = (item ?? {}) as Record<string, unknown>;
    return typeof value === 'string' && typeof id === 'string' && typeof level === 'number';
  };
  if (!Array.isArray(toc) || !toc.every(valid)) {
    throw new DocsGenError('The page exports a `toc` that is not a list of { value, id, level }', {
      file,
      hint: 'Docusaurus shows an exported `toc` as the page\'s table of contents: give each entry the heading\'s text as `value`, its `id` and its `level` (2 for `##`), or remove the export.',
    });
  }
  return toc.map(tocItemOfDocusaurus);
}

/** Ids counted per page, so an id on one page never shifts because another page changed. */
function pageIdCounter(): (prefix: string) => string {
  const counts = new Map<string, number>();
  return (prefix) => {
    const n = (counts.get(prefix) ?? 0) + 1;
    counts.set(prefix, n);
    return `${prefix}-${n}`;
  };
}

/** Each site's pages by id, made once per set of pages. */
const pagesById = new WeakMap<Page[], Map<string, Page>>();

function pageById(pages: Page[], id: string): Page | undefined {
  let byId = pagesById.get(pages);
  if (!byId) pagesById.set(pages, (byId = new Map(pages.map((p) => [p.id, p]))));
  return byId.get(id);
}

/** Each blog's posts of each set of pages in its order, unlisted ones too, and those it lists. */
const blogPostsOf = new WeakMap<Page[], Map<string, { all: Page[]; listed: Page[] }>>();

function blogPostsIn(pages: Page[], blog: BlogConfig, withUnlisted: boolean): Page[] {
  let byBlog = blogPostsOf.get(pages);
  if (!byBlog) blogPostsOf.set(pages, (byBlog = new Map()));
  let posts = byBlog.get(blog.id);
  if (!posts) {
    const all = postsInOrder(pages, blog);
    byBlog.set(blog.id, (posts = { all, listed: all.filter((post) => !post.blogPost!.unlisted) }));
  }
  return withUnlisted ? posts.all : posts.listed;
}

/** The navbar's routes on the pages of each docs version, made once per version. */
const versionNavRoutesOf = new WeakMap<Map<string, string>, Map<string, Map<string, string>>>();

function navRoutesFor(input: RenderInput, page: Page | undefined): Map<string, string> {
  const key = page?.version && docsVersionKey(page.version);
  const own = key && input.versionNavRoutes.get(key);
  if (!key || !own) return input.navRoutes;
  let made = versionNavRoutesOf.get(input.navRoutes);
  if (!made) versionNavRoutesOf.set(input.navRoutes, (made = new Map()));
  let routes = made.get(key);
  if (!routes) made.set(key, (routes = new Map([...input.navRoutes, ...own])));
  return routes;
}

/**
 * A link in what is rendered without a page (the 404 page, served at any URL): a path from the site's root is
 * written as the pages write it (`/guides/setup` as `/guides/setup/`, a doc's `.md` file as the doc's URL); any
 * other link as it is, since a relative one is resolved against whichever URL the 404 page is served at.
 */
function pagelessLink(input: RenderInput, url: string, urls: UrlContext): string {
  if (!url.startsWith('/') || url.startsWith('//')) return resolveUrl(url, urls);
  return input.resolver(url, { route: '/', sourceFile: path.join(input.config.siteDirPath, NOT_FOUND_FILE) }, urls.route).href;
}

/**
 * What the theme sees while rendering `route`; a route of "" renders parts shared by all pages. `writtenAt` is the
 * route of the page the output goes into, when another's content is shown in it (a blog list's posts): hash routing
 * writes URLs relative to that page.
 */
export function contextFor(input: RenderInput, route: string, page?: Page, writtenAt = route): RenderContext {
  const urls: UrlContext = { ...urlContextOf(input.config), ...(writtenAt ? { route: writtenAt } : {}) };
  const docsVersion = versionOfPage(input.docsVersions, page);
  const ctx: RenderContext = {
    config: input.config,
    page,
    navigation: page ? input.navigation.get(page.id) : undefined,
    sidebars: input.sidebars,
    navRoutes: navRoutesFor(input, page),
    versionNavRoutes: input.versionNavRoutes,
    docsVersions: input.docsVersions,
    ...(docsVersion ? { docsVersion } : {}),
    assets: pageAssets(input.assets, urls),
    resolveLink: page ? (url) => input.resolver(url, page, urls.route).href : (url) => pagelessLink(input, url, urls),
    url: (path, absolute) => resolveUrl(path, urls, { absolute }),
    route,
    nextId: pageIdCounter(),
    renderStatic: (element) => reactDomServer().renderToStaticMarkup(element),
    docById: (id) => pageById(input.pages, id),
    pageContent: (id, excerpt) => {
      const shown = pageById(input.pages, id);
      if (!shown) return undefined;
      const body = (excerpt && shown.blogPost?.excerpt) || shown.body;
      return bodyOf({ ...shown, body }, input, { ...input.theme.mdxComponents, ...input.siteComponents }, createRenderTracker(), ctx).element;
    },
    contextOf: (id) => {
      const shown = pageById(input.pages, id);
      return shown && { ...contextFor(input, shown.route, shown, writtenAt), nextId: ctx.nextId };
    },
    blogPosts: (withUnlisted = false) => {
      const blog = blogOfPage(input.config, page) ?? input.config.blog;
      return blog ? blogPostsIn(input.pages, blog, withUnlisted) : [];
    },
    pages: () => input.pages,
    collected: { links: [], anchors: [] },
    pluginDataMisses: new Set(),
    highlightCode: (block) => highlightComponentCode(block, input.config.magicComments, input.config.codeThemes),
    markdownUrl: page && offersMarkdown(input.config, page, input.navigation.get(page.id)?.sidebar) ? resolveUrl(markdownPathOf(page.route), urls) : undefined,
  };
  return ctx;
}

function renderDocument(input: RenderInput, ctx: RenderContext, body: ReactElement): string {
  const html = oneMain(pageHeadOverrides(pageHeadElements(reactDomServer().renderToString(createElement(input.theme.Document, { ctx }, body)))));
  return `<!DOCTYPE html>${withPluginHtml(withInfimaClasses(html, input.infimaAliases), input.config.pluginHtml)}`;
}

/** URL attributes, whose values may name files of the output (`srcset` a list of them). */
const URL_ATTRIBUTE = /(\s(?:src|href|poster|srcset|data)=")([^"]*)"/g;

/**
 * Hash-router output: a file a site module imports is bundled once, its URL written from the output's root
 * (`./assets/files/…`), which on a deeper page must be relative to that page's folder, as every URL the page writes is.
 */
function withPageRelativeAssets(html: string, route: string, config: RenderInput['config']): string {
  const root = relativeRoot({ route, trailingSlash: config.trailingSlash !== false });
  if (root === './' || !html.includes('"./assets/')) return html;
  return html.replace(URL_ATTRIBUTE, (whole, start: string, value: string) =>
    value.includes('./assets/') ? `${start}${value.replace(/(^|,\s*)\.\/assets\//g, `$1${root}assets/`)}"` : whole,
  );
}

/**
 * A page that writes a `<main>` of its own (a React page's `<Layout><main>…</main></Layout>`, as Docusaurus's
 * templates write them) keeps it as the document's one main landmark: the theme's `<main id="main">` around it
 * becomes a `<div>`, as Docusaurus's wrapper is, where two nested were invalid HTML.
 */
function oneMain(html: string): string {
  const open = html.indexOf('<main id="main"');
  if (open === -1) return html;
  // Searched from the theme's `<main>` on, without copying the page's HTML: every page passes here.
  const inner = /<main[\s>]/g;
  inner.lastIndex = open + 5;
  if (!inner.test(html)) return html;
  const close = html.lastIndexOf('</main>');
  return `${html.slice(0, open)}<div${html.slice(open + 5, close)}</div>${html.slice(close + '</main>'.length)}`;
}

/** What a site's theme override threw, placed in the override's file: the page only showed where it runs. */
function overrideFailure(error: unknown, route: string, ctx: RenderContext | undefined): DocsGenError | undefined {
  const failure = overrideFailureOf(error);
  if (!failure) return undefined;
  const compile = compileFailureOf(failure.thrown);
  if (compile) {
    return new DocsGenError(compile.message, {
      file: compile.file ?? failure.file,
      line: compile.line,
      column: compile.column,
      hint: [compile.hint, `It is the theme override of ${failure.component}, which ${route} renders: a theme file is compiled where something renders it, as in Docusaurus.`].filter(Boolean).join('\n'),
    });
  }
  const message = failure.thrown instanceof Error ? failure.thrown.message : String(failure.thrown);
  // The line of the override's code that threw (or of a site module it called), as for a React page.
  const place = locateBundledThrow(failure.thrown);
  const inSite = place && !place.file.split(path.sep).includes('node_modules');
  return new DocsGenError(`Rendering failed: the theme override of ${failure.component} threw: ${message}`, {
    ...(inSite ? place : { file: failure.file }),
    hint: [`It threw while rendering ${route}.`, pluginDataHint(ctx?.pluginDataMisses, failure.thrown)].filter(Boolean).join(' '),
    cause: failure.thrown,
  });
}

/** A render error at the page line of the expression or component that threw, when it was one of the page's. */
function renderFailure(error: unknown, page: Page, tracker: RenderTracker, ctx: RenderContext | undefined): DocsGenError {
  const inOverride = overrideFailure(error, page.route, ctx);
  if (inOverride) return inOverride;
  const spot = error instanceof ExpressionFailure ? error.spot : tracker.current();
  const thrown = error instanceof ExpressionFailure ? error.thrown : error;
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  if (!spot) {
    // A React page has no written elements to place it at: the line of its code (or a component's) that threw.
    const place = locateBundledThrow(thrown);
    if (place) {
      const hint = [place.file !== page.sourceFile && `It threw while rendering ${page.route}.`, browserOnlyHint(thrown), pluginDataHint(ctx?.pluginDataMisses, thrown)].filter(Boolean).join('\n') || undefined;
      return new DocsGenError(`Rendering failed: ${message}`, { ...place, hint, cause: thrown });
    }
  }
  return new DocsGenError(spot ? `Rendering failed: ${spot.what} threw: ${message}` : `Rendering failed: ${message}`, {
    file: spot?.file ?? page.sourceFile,
    line: spot?.line,
    column: spot?.column,
    // A component's own hint knows better what the browser's absence means under it.
    hint: [spot?.hint ?? browserOnlyHint(thrown), pluginDataHint(ctx?.pluginDataMisses, thrown)].filter(Boolean).join('\n') || undefined,
    cause: thrown,
  });
}

/** Renders one page to its HTML document; throws a DocsGenError naming the page's file. Dev renders on request with it. */
export function renderPage(input: RenderInput, page: Page): RenderedPage & { html: string } {
  const components = { ...input.theme.mdxComponents, ...input.siteComponents };
  const tracker = createRenderTracker();
  let ctx: RenderContext | undefined;
  try {
    ctx = contextFor(input, page.route, page);
    const body = bodyOf(page, input, components, tracker, ctx);
    if (body.toc) ctx.page = { ...page, toc: body.toc };
    const rendered = renderDocument(input, ctx, body.element);
    const html = input.config.router === 'hash' ? withPageRelativeAssets(rendered, page.route, input.config) : rendered;
    const { links, anchors } = ctx.collected;
    return { route: page.route, file: outputFileOf(page.route, input.config), html, ...(links.length || anchors.length ? { collected: ctx.collected } : {}) };
  } catch (error) {
    if (error instanceof DocsGenError) throw error;
    throw renderFailure(error, page, tracker, ctx);
  }
}

/**
 * renderPage, once more when the page asked for a code language not loaded yet (see componentCode.ts): what
 * a page shows never depends on which pages were rendered before it.
 */
export async function renderPageReady(input: RenderInput, page: Page): Promise<RenderedPage & { html: string }> {
  return withCodeLanguages(() => renderPage(input, page), input.config.codeThemes);
}

/** The not-found page as renderPageReady renders a page. */
export function renderNotFoundPageReady(input: RenderInput): Promise<RenderedPage & { html: string }> {
  return withCodeLanguages(() => renderNotFoundPage(input), input.config.codeThemes);
}

async function withCodeLanguages<T>(render: () => T, themes: CodeThemes | undefined): Promise<T> {
  const first = renderNotingLanguages(render);
  if (!first.wanted.length) return first.result;
  await loadComponentCodeLanguages(first.wanted, themes);
  return render();
}

/** A page's content alone, as HTML, rendered as it is in its page (a blog post's, for the blog's feeds); its head tags are its page's. */
export function renderPageContent(input: RenderInput, page: Page): string {
  const ctx = contextFor(input, page.route, page);
  const content = ctx.pageContent(page.id);
  return content ? reactDomServer().renderToStaticMarkup(createElement(input.theme.ContentProvider, { ctx }, content)) : '';
}

/** Renders the not-found page. */
export function renderNotFoundPage(input: RenderInput): RenderedPage & { html: string } {
  const notFound = { ...contextFor(input, NOT_FOUND_ROUTE), ...(input.assets.routeList ? {} : { routeList: routeListOf(input.pages, input.config.trailingSlash) }) };
  try {
    const html = renderDocument(input, notFound, createElement(input.theme.NotFound));
    const { links, anchors } = notFound.collected;
    return { route: NOT_FOUND_ROUTE, file: NOT_FOUND_FILE, html, ...(links.length || anchors.length ? { collected: notFound.collected } : {}) };
  } catch (error) {
    throw overrideFailure(error, NOT_FOUND_ROUTE, notFound) ?? error;
  }
}

export interface RenderHooks {
  /**
   * Takes each page as soon as it is rendered (`page` is undefined for the 404 page). The next page is rendered
   * once what it returns resolves, so a caller that writes pages out holds only the pages it is writing.
   */
  onRendered: (page: Page | undefined, rendered: RenderedPage) => void | Promise<void>;
  /** Pages done so far, for the progress display. */
  onProgress?: (done: number, total: number) => void;
  /** Renders one page in place of renderPageReady (a caller may take unchanged pages from a cache). */
  render?: (page: Page) => RenderedPage | Promise<RenderedPage>;
  /** Renders the 404 page in place of renderNotFoundPageReady, as `render` does a page. */
  renderNotFound?: () => RenderedPage | Promise<RenderedPage>;
}

/**
 * Stage 6: renders every page, and the 404 page, to complete HTML documents, handing each to `onRendered`
 * rather than keeping it. Reports every failing page.
 */
export async function renderPages(
  input: RenderInput,
  { onRendered, onProgress, render = (page) => renderPageReady(input, page), renderNotFound = () => renderNotFoundPageReady(input) }: RenderHooks,
): Promise<void> {
  const errors: DocsGenError[] = [];
  for (const [i, page] of input.pages.entries()) {
    let rendered: RenderedPage | undefined;
    try {
      rendered = await render(page);
    } catch (error) {
      errors.push(error as DocsGenError);
    }
    // After a failure nothing is written any more; the rest are still rendered, to report each failing page.
    if (rendered && !errors.length) await onRendered(page, rendered);
    onProgress?.(i + 1, input.pages.length);
  }
  if (errors.length) throw combineErrors(errors);
  await onRendered(undefined, await renderNotFound());
}
