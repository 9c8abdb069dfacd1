import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import fg from 'fast-glob';
import type { SiteConfig } from '../config/types.js';
import type { PluginRoute } from '../config/sitePlugins.js';
import { resolveImport } from '../util/resolveImport.js';
import { normalizeRoute } from '../shared/url.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import type { OutputFile, Page, PageAsset, PageComponent, Warning } from '../shared/types.js';
import { bundleAndImport } from '../util/bundleModules.js';
import { provideSiteModules, siteModulesPlugin, siteRootPlugin, svgPlugin } from '../util/siteCodePlugins.js';
import { cssUrlsPlugin, cssLateImportsPlugin, sassPlugin } from '../util/cssPlugins.js';
import { fileImportsPlugin } from '../util/fileImports.js';
import { cssUrlRootsOf } from '../util/cssUrls.js';
import { siteCssTransformOf } from '../util/sitePostcss.js';
import { inertCodeWarnings } from '../util/inertCodeWarnings.js';
import { checkPageRoutes } from './routeSafety.js';
import { routeForFile } from './routes.js';

export interface ReactPages {
  pages: Page[];
  /** Page component by the name its page body refers to. */
  components: Record<string, PageComponent>;
  watchFiles: string[];
  /** The CSS the pages import (CSS modules included), and the files its `url(…)`s name. */
  css: string;
  cssFiles: OutputFile[];
  /** Images shown by the Markdown files the pages import, copied like a page's images. */
  assets: PageAsset[];
  /** What compiling the Markdown files the pages import warned about. */
  warnings: Warning[];
}

/** The `@docusaurus/*` and `@theme/*` modules page modules import, by import path (and the SVG component maker). */
export type SiteModuleRegistry = (source: string) => Record<string, unknown> | undefined;

export const NO_REACT_PAGES: ReactPages = { pages: [], components: {}, watchFiles: [], css: '', cssFiles: [], assets: [], warnings: [] };

/** How a React page's body names its component: `page:` and the module's path in the pages folder. */
const REACT_PAGE_PREFIX = 'page:';
/** How the body of a page a plugin adds names its component: `route:` and its path. */
const PLUGIN_ROUTE_PREFIX = 'route:';

/** Whether a page is one a site plugin adds (its component takes its route's modules as props). */
export function isPluginRoutePage(page: Page): boolean {
  return page.body.type === 'component' && page.body.name.startsWith(PLUGIN_ROUTE_PREFIX);
}

/** The modules of the React pages among `pages`: the pages folder's, and those the site's plugins add. */
export function reactPageFiles(pages: readonly Page[]): string[] {
  return [
    ...new Set(
      pages
        .filter((page) => page.body.type === 'component' && (page.body.name.startsWith(REACT_PAGE_PREFIX) || page.body.name.startsWith(PLUGIN_ROUTE_PREFIX)))
        .map((page) => page.sourceFile),
    ),
  ];
}

/** Page modules, as Docusaurus finds them in `src/pages`: not `_` files or folders, tests or type declarations. */
const PAGE_MODULES = '**/*.{tsx,jsx,ts,js}';
const NOT_PAGES = ['**/_*', '**/_*/**', '**/*.test.*', '**/__tests__/**', '**/*.d.ts'];

/**
 * Pages written as React modules (`pages/about.tsx` → `/about/`, `src/pages/index.js` → `/`), for landing pages
 * that Markdown does not suit. Each must default-export its component; `title` and `description` exports fill
 * the head, as does a Docusaurus page's `<Layout title description>`. They import what site components import
 * (`@site/`, `@docusaurus/*`, `@theme/*`, CSS and CSS modules, Sass, images). Bundled here with the built-in theme
 * for their routes and titles, they are bundled again with the site's code when the site overrides theme components
 * (see siteCodeEntries).
 */
export async function loadReactPages(config: SiteConfig, siteModules: SiteModuleRegistry = () => undefined, morePlugins: Plugin[] = []): Promise<ReactPages> {
  const dir = config.pagesPath;
  const files = dir ? (await fg(PAGE_MODULES, { cwd: dir, ignore: NOT_PAGES })).sort().map((rel) => ({ rel, file: path.join(dir, rel) })) : [];
  const routes = pluginRouteModules(config);
  if (!files.length && !routes.length) return NO_REACT_PAGES;
  // The theme's modules are read when a page module loads, so they are those of the theme given here.
  provideSiteModules(siteModules);
  const cssFiles = new Map<string, OutputFile>();
  const roots = cssUrlRootsOf(config);
  const warnings: Warning[] = [];
  const transform = siteCssTransformOf(config);
  const sass = sassPlugin(roots, (w) => warnings.push(w), transform);
  const plugins = [siteModulesPlugin(siteModules, config.importAliases), svgPlugin, ...morePlugins, fileImportsPlugin(roots, cssFiles), siteRootPlugin(config.siteDirPath, config.importAliases, config.staticPath), cssUrlsPlugin(roots, cssFiles), sass, cssLateImportsPlugin(transform)];
  const { modules, watchFiles, css } = await bundleAndImport(
    [...files.map((f) => f.file), ...new Set(routes.map((r) => r.file))],
    { plugins },
  );
  const errors: DocsGenError[] = [];
  const pages: Page[] = [];
  const components: Record<string, PageComponent> = {};
  for (const { rel, file } of files) {
    const mod = modules.get(file) ?? {};
    if (typeof mod.default !== 'function') {
      errors.push(
        new DocsGenError('A page module must default-export a React component', {
          file,
          line: 1,
          column: 1,
          hint: 'Add `export default function Page() { ... }` to the file.',
        }),
      );
      continue;
    }
    const relDir = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
    const base = path.posix.basename(rel).replace(/\.[jt]sx?$/, '');
    const name = `${REACT_PAGE_PREFIX}${rel}`;
    // A home page (`index` at the top) without its own title is the site's.
    const named = !relDir && base === 'index' ? config.title : base.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
    components[name] = mod.default as PageComponent;
    pages.push(componentPage(mod, { id: `pages/${rel.replace(/\.[jt]sx?$/, '')}`, route: routeForFile('/', relDir, base), file, title: named, siteTitle: config.title, name, props: {} }));
  }
  for (const { route, file } of routes) {
    const mod = modules.get(file) ?? {};
    if (typeof mod.default !== 'function') {
      errors.push(new DocsGenError(`The page the plugin "${route.plugin}" (${route.at}) adds at ${route.path} needs a component: ${route.component} has no default export`, { file, line: 1, column: 1 }));
      continue;
    }
    const name = `${PLUGIN_ROUTE_PREFIX}${route.path}`;
    components[name] = mod.default as PageComponent;
    // As Docusaurus gives a route's component its modules, and the route itself.
    const props = { ...propsOfModules(route, config), route: { path: route.written, exact: true } };
    pages.push(componentPage(mod, { id: `plugin/${route.plugin}${route.path.replace(/\/$/, '')}`, route: normalizeRoute(route.path), file, title: config.title, siteTitle: config.title, name, props }));
  }
  errors.push(...checkPageRoutes(pages));
  if (errors.length) throw combineErrors(errors);
  // A React page's effects and handlers do nothing in the browser either (a home page's counter, a logo to drag).
  warnings.push(...inertCodeWarnings(watchFiles, config.rootDir, config.themePath));
  return { pages, components, watchFiles, css, cssFiles: [...cssFiles.values()], assets: [], warnings };
}

/**
 * A page rendered by a module's component: a React page's, or that of a page a plugin adds. Its title is the module's
 * `title` export, else `title`, with the site's title in the head until `<Layout title>` or `<Head>` says otherwise.
 */
function componentPage(
  mod: Record<string, unknown>,
  page: { id: string; route: string; file: string; title: string; siteTitle: string; name: string; props: Record<string, unknown> },
): Page {
  const title = typeof mod.title === 'string' ? mod.title : page.title;
  return {
    id: page.id,
    route: page.route,
    sourceFile: page.file,
    title,
    ...(typeof mod.title === 'string' ? {} : { headTitle: page.siteTitle }),
    description: typeof mod.description === 'string' ? mod.description : undefined,
    sidebarLabel: title,
    dirId: '',
    defaultSidebar: '',
    frontMatter: { unlisted: false },
    toc: [],
    anchors: [],
    links: [],
    sections: [],
    assets: [],
    body: { type: 'component', name: page.name, props: page.props },
    hasOwnH1: true,
    layout: 'page',
    linksFromRender: true,
  };
}

/**
 * The module of each page the site's plugins add (`addRoute`): a file of the site, named as the site's code names
 * one (`@site/…`, an alias, an absolute or site-relative path). A theme's or a package's component is an error.
 */
function pluginRouteModules(config: SiteConfig): { route: PluginRoute; file: string }[] {
  const errors: DocsGenError[] = [];
  const found = (config.pluginRoutes ?? []).flatMap((route) => {
    const spec = path.isAbsolute(route.component) || route.component.startsWith('.') ? path.resolve(config.siteDirPath, route.component) : route.component;
    const resolved = resolveImport(spec, path.join(config.siteDirPath, 'docusaurus.config.js'), config.rootDir, config.siteDirPath, config.importAliases, config.staticPath);
    if (resolved.ok && resolved.kind === 'code' && resolved.file) return [{ route, file: resolved.file }];
    const why = resolved.ok ? `${route.component} is not a module of the site` : resolved.message;
    errors.push(new DocsGenError(`The page the plugin "${route.plugin}" (${route.at}) adds at ${route.path} cannot be built: ${why}`, { ...route.place, hint: 'docs-gen builds a page a plugin adds from a component of the site (`@site/src/components/Page`, or its path).' }));
    return [];
  });
  if (errors.length) throw combineErrors(errors);
  return found;
}

/** A route's `modules` as its component's props: each module a file `createData` wrote, read as JSON. */
function propsOfModules(route: PluginRoute, config: SiteConfig): Record<string, unknown> {
  const load = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(load);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, load(item)]));
    const file = path.resolve(config.siteDirPath, String(value));
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      throw new DocsGenError(`The page the plugin "${route.plugin}" (${route.at}) adds at ${route.path} names a module that does not exist: ${String(value)}`, route.place);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new DocsGenError(`The page the plugin "${route.plugin}" (${route.at}) adds at ${route.path} names a module docs-gen cannot read: ${String(value)}`, {
        ...route.place,
        hint: 'docs-gen reads the modules of a route as JSON, which is what a plugin writes with createData(name, JSON.stringify(data)).',
      });
    }
  };
  const props = load(route.modules);
  return props && typeof props === 'object' && !Array.isArray(props) ? (props as Record<string, unknown>) : {};
}
