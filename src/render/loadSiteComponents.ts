import path from 'node:path';
import type { SiteCssTransform } from '../util/sitePostcss.js';
import type { OutputFile, Page, PageAsset, Warning } from '../shared/types.js';
import { reactPageFiles } from '../content/reactPages.js';
import { cssUrlsPlugin, cssLateImportsPlugin, sassPlugin } from '../util/cssPlugins.js';
import { fileImportsPlugin } from '../util/fileImports.js';
import type { CssUrlRoots } from '../util/cssUrls.js';
import { bundleAndImport } from '../util/bundleModules.js';
import { provideSiteModules, SVG_COMPONENT_MODULE, sharedModulesPlugin, siteModulesPlugin, siteRootPlugin, svgPlugin } from '../util/siteCodePlugins.js';
import { svgComponent } from './svgComponent.js';
import type { MarkdownSettings } from '../markdown/markdownSettings.js';
import { MARKDOWN_MODULE, markdownImportsOf, markdownModuleMaker } from './markdownImports.js';
import { resolveSiteModule } from './resolveThemeModule.js';
import type { MdxComponents, SiteModule, Theme } from './types.js';
import type { ImportAlias } from '../util/importAliases.js';
import { inertCodeWarnings } from '../util/inertCodeWarnings.js';

export interface SiteCode {
  /** The components module's capitalised named exports: in scope in every page. */
  components: MdxComponents;
  /** The site's files that pages and their partials import, by absolute path. */
  modules: Map<string, SiteModule>;
  /** The CSS those modules import, for the page stylesheet. */
  css: string;
  /** The files that CSS's `url(…)`s name, published beside the stylesheet. */
  cssFiles: OutputFile[];
  watchFiles: string[];
  /** A hash of the bundled code, for the render cache's key. */
  fingerprint: string;
  /** Images that Markdown files imported by the code show: copied like the pages' images. */
  assets: PageAsset[];
  /** What compiling those Markdown files, and the Sass the code imports, warned about. */
  warnings: Warning[];
}

/**
 * The site's code files the pages import (directly or through partials), in a stable order; with a theme of the
 * site's own (`ownTheme`), the React pages' modules too, and `reactPages` says whether there were any. Those are
 * bundled before the theme loads, for their routes and titles; a theme with the site's overrides bundles them
 * again here, so that they import its overrides and share the modules those import (the context a `Root` override
 * provides reaches their components), and they render from this bundle.
 */
export function siteCodeEntries(pages: Page[], { ownTheme = false } = {}): { entries: string[]; reactPages: boolean } {
  const reactPages = ownTheme ? reactPageFiles(pages) : [];
  const files = new Set<string>(reactPages);
  for (const page of pages) {
    if (page.body.type !== 'mdx') continue;
    const imports = [...(page.body.imports ?? []), ...Object.values(page.body.partials ?? {}).flatMap((p) => p.imports)];
    for (const entry of imports) if (entry.kind === 'code' && entry.file) files.add(entry.file);
  }
  return { entries: [...files].sort(), reactPages: reactPages.length > 0 };
}

/** What bundled site code imports from docs-gen, for a theme: its `@docusaurus/*` and `@theme/*` modules and the SVG component maker. */
export function siteModuleRegistry(theme: Pick<Theme, 'modules' | 'sharedModules'>): (source: string) => SiteModule | undefined {
  return (source) => (source === SVG_COMPONENT_MODULE ? { default: svgComponent } : resolveSiteModule(source, theme));
}

/**
 * The site's components module and the code its pages import, in one esbuild run per build (not per page).
 * `@site/` is the site root; `@docusaurus/*` and `@theme/*` are the theme's modules.
 */
export async function loadSiteComponents(
  file: string | undefined,
  options: { siteDir?: string; siteRoot?: string; themeDir?: string; aliases?: readonly ImportAlias[]; settings?: MarkdownSettings; entries?: string[]; theme?: Pick<Theme, 'modules' | 'sharedModules'>; cssRoots?: CssUrlRoots; cssTransform?: SiteCssTransform } = {},
): Promise<SiteCode> {
  const entries = [...new Set([...(file ? [file] : []), ...(options.entries ?? [])])];
  const theme = options.theme ?? {};
  const resolve = siteModuleRegistry(theme);
  const cssFiles = new Map<string, OutputFile>();
  const sassWarnings: Warning[] = [];
  const cssPlugins = options.cssRoots ? [cssUrlsPlugin(options.cssRoots, cssFiles), sassPlugin(options.cssRoots, (w) => sassWarnings.push(w), options.cssTransform), cssLateImportsPlugin(options.cssTransform)] : [];
  const components: Record<string, unknown> = {};
  const markdown = markdownForSiteCode(theme, options.siteRoot, options.siteDir, () => components as MdxComponents, options.aliases, options.settings);
  provideSiteModules(markdown.registry);
  const shared = theme.sharedModules?.size ? [sharedModulesPlugin(theme.sharedModules)] : [];
  // Files imported for their URL are published with the CSS's files.
  const files = options.cssRoots ? [fileImportsPlugin(options.cssRoots, cssFiles)] : [];
  const plugins = [...shared, siteModulesPlugin(resolve, options.aliases), svgPlugin, ...markdown.plugins, ...files, ...(options.siteDir ? [siteRootPlugin(options.siteDir, options.aliases, options.cssRoots?.staticDir)] : []), ...cssPlugins];
  // A module the theme's overrides import is the theme's instance, not bundled again (see sharedModulesPlugin).
  const { modules, watchFiles, css, fingerprint } = await bundleAndImport(
    entries.filter((entry) => !theme.sharedModules?.has(entry)),
    // The site's packages serve Markdown it imports from a folder beside it (`../docs`), as in Docusaurus.
    { plugins, ...(options.siteDir ? { nodePaths: [path.join(options.siteDir, 'node_modules')] } : {}) },
  );
  for (const entry of entries) {
    const module = theme.sharedModules?.get(entry);
    if (module) modules.set(entry, module);
  }
  for (const [name, value] of Object.entries((file && modules.get(file)) ?? {})) {
    if (typeof value === 'function' && /^[A-Z]/.test(name)) components[name] = value;
  }
  return {
    components: components as MdxComponents,
    modules,
    css,
    cssFiles: [...cssFiles.values()],
    watchFiles: [...new Set([...watchFiles, ...markdown.files])],
    fingerprint,
    assets: markdown.assets,
    warnings: [...markdown.warnings, ...sassWarnings, ...(options.siteRoot ? inertCodeWarnings(watchFiles, options.siteRoot, options.themeDir) : [])],
  };
}

/**
 * What lets bundled site code import `.md`/`.mdx` files: the esbuild plugin compiling them, the registry that
 * also serves the module rendering them (with the theme's components, then `siteComponents`), and what their
 * compiling found: images to copy, warnings, files read.
 */
export function markdownForSiteCode(
  theme: Pick<Theme, 'modules'>,
  siteRoot: string | undefined,
  siteDirOption: string | undefined,
  siteComponents: () => MdxComponents,
  aliases: readonly ImportAlias[] = [],
  settings?: MarkdownSettings,
) {
  const resolve = siteModuleRegistry(theme);
  const themeComponents = (resolve('@theme/MDXComponents')?.default ?? {}) as MdxComponents;
  const markdownModule = markdownModuleMaker({ theme: () => theme, components: () => ({ ...themeComponents, ...siteComponents() }) as MdxComponents });
  const registry = (source: string) => (source === MARKDOWN_MODULE ? { default: markdownModule } : resolve(source));
  const siteDir = siteDirOption ?? siteRoot;
  return { registry, ...markdownImportsOf(siteDir ? { siteRoot: siteRoot ?? siteDir, siteDir, aliases, settings } : undefined) };
}
