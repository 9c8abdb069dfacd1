import { isInsidePath } from '../util/hiddenPath.js';
import { inertCodeWarnings } from '../util/inertCodeWarnings.js';
import fs from 'node:fs';
import type { SiteCssTransform } from '../util/sitePostcss.js';
import path from 'node:path';
import { theme as builtInTheme } from '../../templates/index.js';
import { themeScript as builtInThemeScript } from '../../templates/themeScript.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { Warning } from '../shared/types.js';
import { bundleAndImport } from '../util/bundleModules.js';
import type { Metafile } from 'esbuild';
import { overrideFailureOf, type OverrideCompileFailure } from '../render/overrideGuard.js';
import { findThemeOverrides, templatesDir, themeComponentsPlugin, type ThemeOverrides } from './themeOverrides.js';
import type { Theme } from '../render/types.js';
import type { OutputFile, PageAsset } from '../shared/types.js';
import { markdownSettingsOf, type MarkdownSettings } from '../markdown/markdownSettings.js';
import type { SiteConfig } from '../config/types.js';
import { markdownImportsOf, markdownModuleMaker, registerMarkdownMaker } from '../render/markdownImports.js';
import { cssUrlsPlugin, cssLateImportsPlugin, sassPlugin } from '../util/cssPlugins.js';
import { fileImportsPlugin } from '../util/fileImports.js';
import type { CssUrlRoots } from '../util/cssUrls.js';
import type { ImportAlias } from '../util/importAliases.js';
import { packageRoot } from '../util/packageRoot.js';
import { siteRootPlugin, themeSvgPlugin } from '../util/siteCodePlugins.js';

/**
 * Where an override's site imports lead: `@site/` and the config's `aliases`, as in the site's other code; and
 * how Markdown it imports is compiled, as the pages' is.
 */
export interface SiteImportNames {
  siteDir: string;
  aliases: readonly ImportAlias[];
  /** The folder files must lie in. */
  siteRoot: string;
  settings?: MarkdownSettings;
}

/** What an override's imports need of a site's config. */
export function siteImportNamesOf(config: SiteConfig): SiteImportNames {
  return { siteDir: config.siteDirPath, aliases: config.importAliases, siteRoot: config.rootDir, settings: markdownSettingsOf(config) };
}

/** The theme module's two exports the renderer uses. */
export interface LoadedTheme {
  theme: Theme;
  themeScript: typeof builtInThemeScript;
}

/** The theme bundled into docs-gen itself: what a site without overrides renders with, no bundling needed. */
export const bundledTheme: LoadedTheme = { theme: builtInTheme, themeScript: builtInThemeScript };

const CODE = /\.[cm]?[jt]sx?$/;

/**
 * Code of the site or of a package, not of docs-gen, that the overrides import and that imports nothing of the
 * theme (a React context, a store, a package's provider). The theme bundle exports each (Theme.sharedModules),
 * so that a page's components importing the same module get this instance of it, as in Docusaurus's one bundle:
 * a context a `Root` override provides is the one the page's components read. Modules reaching the theme are
 * left as they are: as entries of their own they would be evaluated before the theme modules they import.
 */
function sharedSiteCode(metafile: Metafile): string[] {
  const own = [templatesDir(), path.join(packageRoot(), 'src')];
  const isOwn = (key: string) => {
    // Inputs of a plugin's namespace are named `namespace:path`: the theme's slots and stand-ins.
    if (/^[\w-]+:/.test(key)) return true;
    const file = path.resolve(key);
    return own.some((dir) => file.startsWith(`${dir}${path.sep}`));
  };
  // The modules that reach the theme: its own, and whatever imports one of them, walked back through importers.
  const importers = new Map<string, string[]>();
  for (const [key, input] of Object.entries(metafile.inputs)) {
    for (const { path: imported, external } of input.imports) if (!external) importers.set(imported, [...(importers.get(imported) ?? []), key]);
  }
  const reaching = new Set(Object.keys(metafile.inputs).filter(isOwn));
  for (const key of reaching) for (const importer of importers.get(key) ?? []) reaching.add(importer);
  return Object.keys(metafile.inputs)
    .filter((key) => CODE.test(key) && !reaching.has(key))
    .map((key) => path.resolve(key))
    .filter((file) => fs.existsSync(file));
}

/**
 * Bundles the theme from `templates/` with the site's overrides in place. Node caches imported modules for
 * good, so each load is a fresh esbuild bundle (React stays shared with the renderer): dev reloads the theme
 * after an edit without restarting.
 */
export async function bundleTheme(
  overrides?: ThemeOverrides,
  cssRoots?: CssUrlRoots,
  names?: SiteImportNames,
  cssTransform?: SiteCssTransform,
): Promise<LoadedTheme & { watchFiles: string[]; css: string; cssFiles: OutputFile[]; warnings: Warning[]; assets: PageAsset[] }> {
  const index = path.join(templatesDir(), 'index.ts');
  const script = path.join(templatesDir(), 'themeScript.ts');
  let loaded: Awaited<ReturnType<typeof bundleAndImport>>;
  const cssFiles = new Map<string, OutputFile>();
  const warnings: Warning[] = [];
  const css = cssRoots ? [cssUrlsPlugin(cssRoots, cssFiles), sassPlugin(cssRoots, (w) => warnings.push(w), cssTransform), cssLateImportsPlugin(cssTransform)] : [];
  // Markdown an override imports (an `MDXComponents` map of partials) renders with this very theme, which exists
  // once the bundle is loaded: its modules read it when they render.
  let made: Theme | undefined;
  const madeTheme = (): Theme => {
    if (!made) throw new Error('docs-gen: Markdown imported by a theme override rendered before its theme loaded');
    return made;
  };
  const maker = registerMarkdownMaker(markdownModuleMaker({ theme: madeTheme, components: () => madeTheme().mdxComponents }));
  const markdown = markdownImportsOf(names && { siteRoot: names.siteRoot, siteDir: names.siteDir, aliases: names.aliases, settings: names.settings, makerAccess: maker.access });
  try {
    // An override draws the SVG it imports inline (`import Logo from '@site/static/img/logo.svg'`), as site code does.
    const svg = themeSvgPlugin(path.join(packageRoot(), 'src', 'render', 'svgComponent.ts'));
    const files = cssRoots ? [fileImportsPlugin(cssRoots, cssFiles)] : [];
    const site = names ? [siteRootPlugin(names.siteDir, names.aliases, cssRoots?.staticDir)] : [];
    const plugins = [themeComponentsPlugin(overrides, names?.aliases), svg, ...markdown.plugins, ...files, ...site, ...css];
    loaded = await bundleAndImport([index, script], { plugins, exportAlso: sharedSiteCode });
  } catch (error) {
    const failure = overrideFailureOf(error instanceof DocsGenError ? error.cause : error);
    if (failure) throw new DocsGenError(`The theme override of ${failure.component} cannot be used: it has no default export`, { file: failure.file, hint: 'Export the component with `export default`.' });
    throw error;
  } finally {
    maker.release();
  }
  const bundled = loaded.modules.get(index)?.theme as Theme | undefined;
  const shared = new Map([...loaded.modules].filter(([file]) => file !== index && file !== script));
  const theme = bundled && shared.size ? { ...bundled, sharedModules: shared } : bundled;
  const themeScript = loaded.modules.get(script)?.themeScript as LoadedTheme['themeScript'] | undefined;
  if (!theme || typeof themeScript !== 'function') {
    throw new DocsGenError('The theme must export `theme` (templates/index.ts) and `themeScript` (templates/themeScript.ts)', { file: index });
  }
  made = theme;
  return {
    theme,
    themeScript,
    watchFiles: [...new Set([...loaded.watchFiles, ...markdown.files])],
    css: loaded.css,
    cssFiles: [...cssFiles.values()],
    // The site's components an override imports (a CodeBlock's own renderer) get the warnings for code that needs the
    // browser, as the components pages import do. The overrides themselves do not: swizzled from Docusaurus, their
    // effects and handlers drive controls docs-gen's browser script drives by their classes.
    warnings: [...warnings, ...markdown.warnings, ...(names && overrides ? inertCodeWarnings(loaded.watchFiles.filter((file) => !isInsidePath(overrides.dir, file)), names.siteRoot) : [])],
    assets: markdown.assets,
  };
}

export interface SiteTheme extends LoadedTheme {
  /** Theme-folder files that override nothing, and what compiling the overrides' Sass warned about. */
  warnings: Warning[];
  /** The files the theme bundle read (overrides and what they import), for dev's watcher. */
  watchFiles: string[];
  /** The CSS the overrides import (CSS modules included), for the end of the site's stylesheet. */
  css: string;
  /** The files that CSS's `url(…)`s name. */
  cssFiles: OutputFile[];
  /** Images shown by Markdown the overrides import, copied like the pages' images. */
  assets: PageAsset[];
  /** Theme component name → the site's file overriding it. */
  overrideFiles: ReadonlyMap<string, string>;
}

/**
 * The theme a site renders with: the built-in one, or, when the site overrides components (or `fromSource`,
 * dev after an edit of `templates/`), the theme bundled afresh with the overrides in place.
 */
export async function loadSiteTheme(
  themeDir: string | undefined,
  options: { fromSource?: boolean; cssRoots?: CssUrlRoots; names?: SiteImportNames; cssTransform?: SiteCssTransform } = {},
): Promise<SiteTheme> {
  const { overrides, warnings } = await findThemeOverrides(themeDir);
  const overrideFiles = overrides?.files ?? new Map<string, string>();
  if (!overrides && !options.fromSource) return { ...bundledTheme, warnings, watchFiles: [], css: '', cssFiles: [], assets: [], overrideFiles };
  let bundled: Awaited<ReturnType<typeof bundleTheme>>;
  try {
    bundled = await bundleTheme(overrides, options.cssRoots, options.names, options.cssTransform);
  } catch (error) {
    const failed = overrides && failedOverrides(error, overrides);
    if (!failed) throw error;
    bundled = await bundleTheme({ ...overrides, failed }, options.cssRoots, options.names, options.cssTransform);
  }
  return { ...bundled, warnings: [...warnings, ...bundled.warnings], overrideFiles };
}

/**
 * The overrides whose files do not compile, by component name, when every problem bundling the theme met is in
 * one of them (or a file of an override's own folder, which it imports): each then becomes a stand-in that throws
 * why where it renders. Docusaurus compiles only what is imported, and a site often keeps an override nothing
 * renders any more (an AnnouncementBar its own Layout left out, written for an older Docusaurus). Undefined when
 * a problem lies elsewhere: then the build fails as it did.
 */
function failedOverrides(error: unknown, overrides: ThemeOverrides): Map<string, OverrideCompileFailure> | undefined {
  if (!(error instanceof DocsGenError)) return undefined;
  const owners = [...overrides.files].map(([name, file]) => ({ name, file, folder: /^index\./.test(path.basename(file)) ? path.dirname(file) : undefined }));
  const failed = new Map<string, OverrideCompileFailure>();
  for (const problem of error.all()) {
    const file = problem.file && path.resolve(problem.file);
    // The override itself, else the override whose folder holds the file most closely (`DocItem/Footer/` before `DocItem/`).
    const owner =
      file &&
      (owners.find((o) => o.file === file) ??
        owners.filter((o) => o.folder && file.startsWith(o.folder + path.sep)).sort((a, b) => (b.folder?.length ?? 0) - (a.folder?.length ?? 0))[0]);
    if (!owner) return undefined;
    if (!failed.has(owner.name)) {
      failed.set(owner.name, { message: problem.message, file: problem.file, line: problem.line, column: problem.column, hint: problem.hint });
    }
  }
  return failed.size ? failed : undefined;
}

/** The site's files overriding the 404 page's components, where its links are written: `NotFound/Content` first. */
export function notFoundSourcesOf(overrideFiles: ReadonlyMap<string, string> = new Map()): string[] {
  return ['NotFound/Content', 'NotFound'].flatMap((name) => overrideFiles.get(name) ?? []);
}
