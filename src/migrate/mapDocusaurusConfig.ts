import type { LocalFunction } from './evaluateDocusaurusConfig.js';
import type { ConfigConstant } from './functionSource.js';
import fs from 'node:fs';
import path from 'node:path';
import { isDocusaurusOwn, isPreset, migrateAnalytics, migrateCustomCss, migratePlugins, migratePresets, pluginName, shareMarkdownPlugins, writeBlog } from './mapPlugins.js';
import fg from 'fast-glob';
import { migrateBlogSidebarTheme, migrateThemeConfig } from './mapThemeConfig.js';
import { migrateClientModules } from './mapClientModules.js';
import { type Migration, type Obj, carry, isAttributes, isObj, sitePath, staticUrl, str } from './migration.js';
import { codeInside, dataOf } from './dataOnly.js';
import { stubReason } from './packageStub.js';
import { SettingTracker } from './settingTracker.js';
import type { MigratedConfig } from './types.js';

/** Why common settings have no counterpart, said once per setting where the list is printed. */
const REASONS: [RegExp, string][] = [
  [/^themeConfig\.algolia$/, "docs-gen's own search replaces it"],
  [/^themeConfig\.prism/, 'docs-gen highlights code with Shiki (its themes are the config\'s `codeThemes`), in every language Shiki ships, Flow and Gradle (no additional languages to list)'],
  [/beforeDefaultRemarkPlugins|beforeDefaultRehypePlugins/, "not a package's plugin (one written in the config, or computed): put it in a file of the site and add it to the config's beforeDefaultRemarkPlugins or beforeDefaultRehypePlugins"],
  [/remarkPlugins|rehypePlugins/, "not a package's plugin (one written in the config, or computed): put it in a file of the site and add it to the config's remarkPlugins or rehypePlugins"],
  [/^themeConfig\.mermaid/, "docs-gen draws Mermaid's diagrams in themes of its own, one for each colour mode"],
  [
    /^themeConfig\.footer\.links(\[\d+\]\.items)?\[\d+\]\.(?!(rel|className)$)[^.[]+$/,
    "Docusaurus writes a footer link's other keys as attributes of its link; docs-gen's footer links take `className`, `target` and `rel`",
  ],
  [/^future$/, "Docusaurus's own build flags (faster bundling, v4 behaviours): docs-gen's build has none to set"],
  [/googleAnalytics$|^themeConfig\.gaTrackingId$/, 'Universal Analytics stopped collecting data in 2024: set `analytics.gtagTrackingId` to a Google Analytics 4 ID'],
];

function reasonFor(setting: string, value: unknown): string | undefined {
  return REASONS.find(([pattern]) => pattern.test(setting))?.[1] ?? stubReason(value);
}

const linkPolicy = (value: unknown) => (value === 'log' ? 'warn' : value === 'throw' || value === 'warn' || value === 'ignore' ? value : undefined);

/** `scripts`, `stylesheets` and `headTags`, entry by entry: a URL, or attributes with the one it needs. */
function migrateHeadTags(m: Migration, raw: Obj): void {
  const lists: [string, (entry: unknown) => boolean][] = [
    ['scripts', (entry) => typeof entry === 'string' || (isAttributes(entry) && typeof entry.src === 'string')],
    ['stylesheets', (entry) => typeof entry === 'string' || (isAttributes(entry) && typeof entry.href === 'string')],
    [
      'headTags',
      (entry) =>
        isObj(entry) &&
        typeof entry.tagName === 'string' &&
        /^[a-z][a-z0-9-]*$/.test(entry.tagName) &&
        (entry.attributes === undefined || isAttributes(entry.attributes)) &&
        (entry.innerHTML === undefined || typeof entry.innerHTML === 'string') &&
        Object.keys(entry).every((key) => ['tagName', 'attributes', 'innerHTML'].includes(key)),
    ],
  ];
  for (const [key, valid] of lists) {
    const list = raw[key];
    if (!Array.isArray(list)) continue;
    const kept = list.filter((entry, i) => {
      if (valid(entry)) m.track.carried(`${key}[${i}]`);
      else m.track.notCarried(`${key}[${i}]`, entry, 'not a value docs-gen accepts here');
      return valid(entry);
    });
    if (kept.length) m.out[key] = kept;
    if (!list.length) m.track.carried(key);
  }
}

/** Whether the pages folder the written config builds (its `pages`, else `src/pages` of the site) holds Markdown pages. */
function pagesHaveMarkdown(m: Migration): boolean {
  if (m.out.pages === false) return false;
  const folder = typeof m.out.pages === 'string' ? path.resolve(m.outDir, m.out.pages) : path.join(m.siteDir, 'src/pages');
  return fs.existsSync(folder) && fg.sync('**/*.{md,mdx}', { cwd: folder, ignore: ['**/_*', '**/_*/**', '**/node_modules/**'] }).length > 0;
}

/**
 * Maps an evaluated Docusaurus config to docs-gen settings: what has a counterpart is carried over, and
 * every other setting, down to single navbar items and plugin options, is listed as not carried.
 */
export function mapDocusaurusConfig(
  raw: Obj,
  siteDir: string,
  outDir = siteDir,
  pluginInstances = new Map<unknown, unknown>(),
  localFunctions = new Map<unknown, LocalFunction>(),
  constants: ReadonlyMap<string, ConfigConstant> = new Map(),
): MigratedConfig {
  const track = new SettingTracker();
  const m: Migration = { siteDir, outDir, warnings: [], track, out: {}, docsInstances: new Map(), pluginInstances, localFunctions, constants, blogRoutes: [], blogs: [], blogIds: new Set(), versionedInstances: new Set(), markdownInstances: [] };
  carry(m, 'title', raw.title, 'title', str);
  carry(m, 'tagline', raw.tagline, 'tagline', str);
  carry(m, 'titleDelimiter', raw.titleDelimiter, 'titleDelimiter', str);
  carry(m, 'url', raw.url, 'url', str);
  carry(m, 'organizationName', raw.organizationName, 'organizationName', str);
  carry(m, 'projectName', raw.projectName, 'projectName', str);
  carry(m, 'baseUrl', raw.baseUrl, 'baseUrl', (v) => {
    const s = str(v);
    return s === undefined ? undefined : `/${s.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  });
  carry(m, 'favicon', raw.favicon, 'favicon', (v) => (typeof v === 'string' ? staticUrl(v) : undefined));
  migrateHeadTags(m, raw);
  migrateClientModules(m, raw.clientModules);
  // docs-gen writes every page as a folder's index.html, linked with a trailing slash, unless told `false`: what
  // `true` asks for, and what a host serves Docusaurus's default (no slash, a folder's index.html) as. `true` is
  // carried all the same: the site's relative links were written for routes that end in a slash.
  if (typeof raw.trailingSlash === 'boolean') carry(m, 'trailingSlash', raw.trailingSlash, 'trailingSlash');
  const i18n = isObj(raw.i18n) ? raw.i18n : undefined;
  if (i18n) migrateI18n(m, i18n);
  const dirs = raw.staticDirectories;
  const staticDir = Array.isArray(dirs) && typeof dirs[0] === 'string' ? dirs[0] : 'static';
  // Found by its default name only beside the config.
  if (staticDir !== 'static' || (path.resolve(outDir) !== path.resolve(siteDir) && fs.existsSync(path.join(siteDir, 'static')))) {
    m.out.staticDir = sitePath(m, staticDir);
  }
  track.carried('staticDirectories[0]');
  // `@site/` is the Docusaurus site folder, which is not the config's when the config is written elsewhere.
  if (path.resolve(outDir) !== path.resolve(siteDir)) {
    // The site's `src/pages` and `src/theme` are found in `siteDir` as they are beside the config.
    m.out.siteDir = sitePath(m, '.');
  }
  const content: Obj[] = [];
  // Docusaurus 2's first releases read gtag from the theme's config; the plugin's, later in the config, wins.
  if (isObj(raw.themeConfig) && isObj(raw.themeConfig.gtag)) migrateAnalytics(m, raw.themeConfig.gtag, 'themeConfig.gtag', undefined, '');
  migratePresets(m, raw.presets, content, raw.plugins);
  migratePlugins(m, raw.plugins, content);
  // Empty lists name nothing to carry.
  for (const key of ['plugins', 'themes', 'presets']) if (Array.isArray(raw[key]) && !(raw[key] as unknown[]).length) track.carried(key);
  shareMarkdownPlugins(m, pagesHaveMarkdown(m));
  // docs-gen turns fences marked `npm2yarn` into tabs by default, which Docusaurus does only with its plugin listed:
  // a site's own plugin that reads the marker (as React Navigation's does) would find them tabs already.
  if (m.ownRemarkPlugins && m.out.npm2yarn === undefined) m.out.npm2yarn = false;
  if (content.length) m.out.content = content;
  migrateBlogSidebarTheme(m, raw.themeConfig);
  writeBlog(m);
  migrateThemeConfig(m, raw.themeConfig);
  for (const key of ['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors', 'onDuplicateRoutes']) {
    carry(m, key, raw[key], key, linkPolicy);
  }
  if (isObj(raw.customFields)) {
    // Only data: a function or a package stub has no place in a written config. Each one left out is listed:
    // a page that reads it would otherwise fail with no word of why (a field computed by a package that is not
    // installed, say, which the config was evaluated with a stub of).
    for (const [at, value] of codeInside(raw.customFields, 'customFields')) {
      track.notCarried(at, value, stubReason(value) ?? 'code, not data: customFields hold data');
    }
    m.out.customFields = dataOf(raw.customFields);
    track.carried('customFields');
  }
  // Diagrams need both `markdown.mermaid` and the Mermaid theme in Docusaurus; docs-gen draws them with `mermaid`.
  const mermaid = isObj(raw.markdown) ? raw.markdown.mermaid : undefined;
  if (mermaid === true) m.out.mermaid = true;
  if (typeof mermaid === 'boolean') track.carried('markdown.mermaid');
  // `.md` files as CommonMark (`detect`), or every file (`md`): HTML in them is markup, not JSX.
  const format = isObj(raw.markdown) ? raw.markdown.format : undefined;
  if (format === 'md' || format === 'detect') m.out.markdownFormat = format;
  if (format === 'md' || format === 'detect' || format === 'mdx') track.carried('markdown.format');
  // Ids that keep the heading's case: the site's links to its headings are written with that case.
  const anchors = isObj(raw.markdown) && isObj(raw.markdown.anchors) ? raw.markdown.anchors : undefined;
  if (anchors?.maintainCase === true) m.out.anchorsMaintainCase = true;
  if (typeof anchors?.maintainCase === 'boolean') track.carried('markdown.anchors.maintainCase');
  const hooks = isObj(raw.markdown) && isObj(raw.markdown.hooks) ? raw.markdown.hooks : undefined;
  if (hooks && m.out.onBrokenMarkdownLinks === undefined) carry(m, 'markdown.hooks.onBrokenMarkdownLinks', hooks.onBrokenMarkdownLinks, 'onBrokenMarkdownLinks', linkPolicy);
  // Unset, Docusaurus only warns of a broken Markdown link, where docs-gen's own default fails the build.
  if (m.out.onBrokenMarkdownLinks === undefined) m.out.onBrokenMarkdownLinks = 'warn';
  if (Array.isArray(raw.themes)) {
    raw.themes.forEach((theme, i) => {
      const name = pluginName(theme);
      if (isDocusaurusOwn(name, 'theme', 'classic') && Array.isArray(theme) && isObj(theme[1])) {
        // The classic theme's own options, as the preset's `theme` passes them.
        track.carried(`themes[${i}][0]`);
        if (theme[1].customCss !== undefined) migrateCustomCss(m, theme[1].customCss, `themes[${i}][1].customCss`);
      } else if (isDocusaurusOwn(name, 'theme', 'live-codeblock')) {
        migrateLiveCodeBlock(m, raw.themeConfig);
        track.carried(`themes[${i}]`);
      } else if (isPreset(name, 'classic') || isDocusaurusOwn(name, 'theme', 'classic') || isDocusaurusOwn(name, 'theme', 'mermaid')) track.carried(`themes[${i}]`);
      else track.notCarried(`themes[${i}]`, name ?? theme, /search/i.test(String(name)) ? "docs-gen's own search replaces it" : 'docs-gen has its own theme');
    });
  }
  migrateOwnThemeSettings(m, raw.themeConfig);
  return { config: m.out, notCarried: track.leftOver(raw, reasonFor), warnings: [...new Set(m.warnings)] };
}

/**
 * The theme settings of the site's own (`themeConfig.posthog`, read by a plugin of the site), which Docusaurus's
 * theme does not define and docs-gen has no setting for: carried as they are to `themeConfig`, where the site's
 * plugins and components read them, when they are data. Those docs-gen maps, or leaves out for a reason, stay so.
 */
function migrateOwnThemeSettings(m: Migration, themeConfig: unknown): void {
  if (!isObj(themeConfig)) return;
  const own: Obj = {};
  for (const [key, value] of Object.entries(themeConfig)) {
    const at = `themeConfig.${key}`;
    if (value === undefined || m.track.has(at) || reasonFor(at, value) !== undefined || codeInside(value, at).length) continue;
    own[key] = dataOf(value);
    m.track.carried(at);
  }
  if (Object.keys(own).length) m.out.themeConfig = own;
}

/**
 * The live code theme's playgrounds are docs-gen's `liveCodeBlock`, where the result goes (`playgroundPosition`)
 * carried: its results are rendered when the site is built, not in the browser.
 */
function migrateLiveCodeBlock(m: Migration, themeConfig: unknown): void {
  const options = isObj(themeConfig) && isObj(themeConfig.liveCodeBlock) ? themeConfig.liveCodeBlock : undefined;
  const position = options?.playgroundPosition;
  m.out.liveCodeBlock = { playgroundPosition: position === 'top' ? 'top' : 'bottom' };
  if (position === 'top' || position === 'bottom') m.track.carried('themeConfig.liveCodeBlock.playgroundPosition');
}

/** Locale settings docs-gen reads as Docusaurus writes them. */
const LOCALE_SETTINGS = ['label', 'direction', 'htmlLang', 'path', 'baseUrl', 'calendar'];

/**
 * `i18n`: one locale is the config's `locale`; several are carried as they are, and their `i18n/` folder (translated
 * pages and the translations files) is read where it is.
 */
function migrateI18n(m: Migration, i18n: Obj): void {
  const locales = Array.isArray(i18n.locales) && i18n.locales.every((l) => typeof l === 'string') ? (i18n.locales as string[]) : undefined;
  const defaultLocale = str(i18n.defaultLocale);
  if (!locales || !defaultLocale) {
    m.track.notCarried('i18n', i18n, 'i18n needs `defaultLocale` and a list of `locales`');
    return;
  }
  if (locales.length === 1 && locales[0] === defaultLocale && i18n.path === undefined && i18n.localeConfigs === undefined) {
    carry(m, 'i18n.defaultLocale', defaultLocale, 'locale', str);
    m.track.carried('i18n.locales');
    return;
  }
  const out: Obj = { defaultLocale, locales };
  m.track.carried('i18n.defaultLocale');
  m.track.carried('i18n.locales');
  if (typeof i18n.path === 'string') {
    out.path = i18n.path;
    m.track.carried('i18n.path');
  }
  if (isObj(i18n.localeConfigs)) {
    const configs: Obj = {};
    for (const [locale, settings] of Object.entries(i18n.localeConfigs)) {
      if (!isObj(settings)) continue;
      const kept: Obj = {};
      for (const [key, value] of Object.entries(settings)) {
        const at = `i18n.localeConfigs.${locale}.${key}`;
        if (LOCALE_SETTINGS.includes(key) && typeof value === 'string') {
          kept[key] = value;
          m.track.carried(at);
        } else m.track.notCarried(at, value, 'not a locale setting docs-gen reads');
      }
      configs[locale] = kept;
    }
    out.localeConfigs = configs;
  }
  m.out.i18n = out;
}
