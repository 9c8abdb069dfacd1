import fs from 'node:fs';
import path from 'node:path';
import { configSchema } from '../config/schema.js';
import { stubName } from './packageStub.js';
import { SettingTracker } from './settingTracker.js';
import type { MigratedConfig } from './types.js';

type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj => !!value && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Keys this docs-gen's config accepts, so a key another version adds is written only where it is understood. */
const supportsKey = (key: string) => key in configSchema.shape;

/** Why common settings have no counterpart, said once per setting where the list is printed. */
const REASONS: [RegExp, string][] = [
  [/^presets\[\d+\]\.blog$|^plugins\[\d+\].*blog/, 'docs-gen has no blog'],
  [/^i18n/, 'docs-gen builds one locale (`locale`)'],
  [/^themeConfig\.algolia$/, "docs-gen's own search replaces it"],
  [/^themeConfig\.prism/, 'docs-gen highlights code with Shiki and its own themes'],
  [/^themeConfig\.image$|^themeConfig\.metadata$|^headTags$/, 'docs-gen writes its own meta tags'],
  [/versions|lastVersion|onlyIncludeVersions|includeCurrentVersion/, 'docs-gen builds one docs version'],
  [/remarkPlugins|rehypePlugins|beforeDefaultRemarkPlugins|beforeDefaultRehypePlugins/, 'docs-gen runs its own Markdown pipeline'],
  [/^(scripts|stylesheets|clientModules)$/, 'add them through a theme component or customCss'],
];

function reasonFor(setting: string): string | undefined {
  return REASONS.find(([pattern]) => pattern.test(setting))?.[1];
}

const MODULE_EXTENSIONS = ['.js', '.ts', '.json', '.mjs', '.cjs', '.mts', '.cts'];

/**
 * A file a config names absolute (`require.resolve`, `path.resolve(__dirname, …)`) or relative to the
 * Docusaurus site, as relative to the folder the docs-gen config is written to. `require.resolve('./sidebars')`
 * gets the extension Node would find.
 */
function sitePath(m: Migration, value: string, tryExtensions = false): string {
  let abs = path.resolve(m.siteDir, value);
  if (tryExtensions && !fs.existsSync(abs)) abs = MODULE_EXTENSIONS.map((ext) => abs + ext).find((f) => fs.existsSync(f)) ?? abs;
  const rel = path.relative(m.outDir, abs) || '.';
  if (rel.startsWith('..')) m.warnings.push(`${rel} is outside ${m.outDir}: docs-gen reads only files inside the config's folder; write the config with --out into a folder that holds it.`);
  return rel.split(path.sep).join('/');
}

/** Docusaurus prefixes a `to` without a leading slash with the base URL; docs-gen would read it as relative. */
function siteLink(value: string): string {
  return /^([a-z][a-z\d+.-]*:|\/|#)/i.test(value) ? value : `/${value}`;
}

/** Docusaurus resolves `img/logo.svg` against the static folder at the base URL; docs-gen wants it root-relative. */
function staticUrl(value: string): string {
  return /^([a-z][a-z\d+.-]*:|\/)/i.test(value) ? value : `/${value}`;
}

function routeBase(value: unknown): string {
  const trimmed = (str(value) ?? 'docs').replace(/^\/+|\/+$/g, '');
  return `/${trimmed}`;
}

const linkPolicy = (value: unknown) => (value === 'log' ? 'warn' : value === 'throw' || value === 'warn' || value === 'ignore' ? value : undefined);

function pluginName(entry: unknown): string | undefined {
  const head = Array.isArray(entry) ? entry[0] : entry;
  return str(head) ?? stubName(head);
}

const isPreset = (name: string | undefined, short: string) =>
  !!name && (name === short || name === `@docusaurus/preset-${short}` || name === `docusaurus-preset-${short}` || name.endsWith(`/preset-${short}`));

const isDocsPlugin = (name: string | undefined) => !!name && /^(content-docs|(.*[/-])?plugin-content-docs)$/.test(name);

interface Migration {
  siteDir: string;
  /** Where the docs-gen config goes: its paths are relative to it. */
  outDir: string;
  warnings: string[];
  track: SettingTracker;
  out: Obj;
}

/** Carries `value` to `out[key]` when defined, marking `from` as carried. */
function carry(m: Migration, from: string, value: unknown, key: string, convert: (v: unknown) => unknown = (v) => v): void {
  if (value === undefined) return;
  const converted = convert(value);
  if (converted === undefined) {
    m.track.notCarried(from, value, 'not a value docs-gen accepts here');
    return;
  }
  m.out[key] = converted;
  m.track.carried(from);
}

/** The docs options of the classic preset or of a `plugin-content-docs` instance. */
function migrateDocsOptions(m: Migration, docs: Obj, at: string, content: Obj[]): void {
  const entry: Obj = { path: sitePath(m, str(docs.path) ?? 'docs'), routeBasePath: routeBase(docs.routeBasePath), sidebar: 'docs' };
  // Docusaurus ids do not start with the route (`intro`, not `docs/intro`): sidebars and navbar items name them so.
  if (entry.routeBasePath !== '/' && !content.length) entry.idPrefix = '';
  if (content.length) entry.sidebar = str(docs.id) ?? `docs${content.length + 1}`;
  for (const key of ['path', 'routeBasePath', 'id']) m.track.carried(`${at}.${key}`);
  content.push(entry);
  const first = content.length === 1;
  const sidebarPath = docs.sidebarPath;
  if (typeof sidebarPath === 'string') {
    if (first) {
      m.out.sidebarsFile = sitePath(m, sidebarPath, true);
      m.track.carried(`${at}.sidebarPath`);
    } else {
      const shown = path.relative(m.siteDir, path.resolve(m.siteDir, sidebarPath)).split(path.sep).join('/');
      m.track.notCarried(`${at}.sidebarPath`, shown, 'docs-gen reads one sidebars file (the first docs instance’s)');
    }
  } else if (sidebarPath === false || sidebarPath === undefined) {
    m.track.carried(`${at}.sidebarPath`);
  }
  const editUrl = docs.editUrl;
  if (typeof editUrl === 'string' && first) {
    m.out.editUrl = editUrl;
    m.track.carried(`${at}.editUrl`);
  } else if (typeof editUrl === 'function') {
    m.track.notCarried(`${at}.editUrl`, editUrl, 'docs-gen takes a URL prefix, not a function: set `editUrl` by hand');
  }
  if (typeof docs.showLastUpdateTime === 'boolean' && first) carry(m, `${at}.showLastUpdateTime`, docs.showLastUpdateTime, 'showLastUpdateTime');
}

/** `presets`: the classic preset's docs, theme (customCss) and analytics options. */
function migratePresets(m: Migration, presets: unknown, content: Obj[]): void {
  if (!Array.isArray(presets)) return;
  presets.forEach((preset, i) => {
    const at = `presets[${i}]`;
    const name = pluginName(preset);
    if (!isPreset(name, 'classic')) return;
    const options = Array.isArray(preset) && isObj(preset[1]) ? preset[1] : {};
    m.track.carried(`${at}[0]`);
    if (!Array.isArray(preset)) m.track.carried(at);
    const o = `${at}[1]`;
    // Without docs options the preset still serves `docs/` at `/docs/`.
    if (isObj(options.docs) || options.docs === undefined) migrateDocsOptions(m, isObj(options.docs) ? options.docs : {}, `${o}.docs`, content);
    else if (options.docs === false) m.track.notCarried(`${o}.docs`, false, 'a site without docs has nothing for docs-gen to build');
    for (const off of ['blog', 'pages']) if (options[off] === false) m.track.carried(`${o}.${off}`);
    if (options.sitemap !== undefined && !isObj(options.sitemap)) m.track.carried(`${o}.sitemap`);
    if (isObj(options.theme)) migrateCustomCss(m, options.theme.customCss, `${o}.theme.customCss`);
    migrateAnalytics(m, options.gtag, `${o}.gtag`, options.googleTagManager, `${o}.googleTagManager`);
  });
}

function migrateCustomCss(m: Migration, value: unknown, at: string): void {
  const named = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
  // A package's CSS (`require.resolve('pkg/theme.css')`) is in node_modules, which docs-gen does not read.
  const missing = named.filter((f) => !fs.existsSync(path.resolve(m.siteDir, f)));
  if (missing.length) m.track.notCarried(Array.isArray(value) ? `${at}[${named.indexOf(missing[0])}]` : at, missing.length === 1 ? missing[0] : missing, 'no such file in the site: copy it into the site and add it to `customCss`');
  const files = named.filter((f) => !missing.includes(f)).map((f) => sitePath(m, f));
  if (!files.length) return;
  if (!supportsKey('customCss')) {
    m.track.notCarried(at, files.length === 1 ? files[0] : files, 'this docs-gen has no `customCss` key');
    return;
  }
  m.out.customCss = files.length === 1 ? files[0] : files;
  m.track.carried(at);
}

function migrateAnalytics(m: Migration, gtag: unknown, gtagAt: string, gtm: unknown, gtmAt: string): void {
  const analytics: Obj = (m.out.analytics as Obj | undefined) ?? {};
  if (isObj(gtag) && typeof gtag.trackingID === 'string') {
    analytics.gtagTrackingId = gtag.trackingID;
    m.track.carried(`${gtagAt}.trackingID`);
    if (typeof gtag.anonymizeIP === 'boolean') {
      analytics.anonymizeIP = gtag.anonymizeIP;
      m.track.carried(`${gtagAt}.anonymizeIP`);
    }
  }
  if (isObj(gtm) && typeof gtm.containerId === 'string') {
    analytics.gtmContainerId = gtm.containerId;
    m.track.carried(`${gtmAt}.containerId`);
  }
  if (Object.keys(analytics).length) m.out.analytics = analytics;
}

/** `plugins`: further docs instances and the analytics plugins; every other plugin is listed. */
function migratePlugins(m: Migration, plugins: unknown, content: Obj[]): void {
  if (!Array.isArray(plugins)) return;
  plugins.forEach((plugin, i) => {
    const at = `plugins[${i}]`;
    const name = pluginName(plugin);
    const options = Array.isArray(plugin) && isObj(plugin[1]) ? plugin[1] : {};
    if (isDocsPlugin(name)) {
      m.track.carried(Array.isArray(plugin) ? `${at}[0]` : at);
      migrateDocsOptions(m, options, `${at}[1]`, content);
    } else if (name && /plugin-google-gtag$/.test(name)) {
      m.track.carried(`${at}[0]`);
      migrateAnalytics(m, options, `${at}[1]`, undefined, '');
    } else if (name && /plugin-google-tag-manager$/.test(name)) {
      m.track.carried(`${at}[0]`);
      migrateAnalytics(m, undefined, '', options, `${at}[1]`);
    } else {
      const shown = name ?? (typeof plugin === 'function' ? `(function ${plugin.name || 'plugin'})` : plugin);
      m.track.notCarried(at, shown, /search/i.test(String(name)) ? "docs-gen's own search replaces it" : 'docs-gen runs no Docusaurus plugins');
    }
  });
}

function migrateLogo(m: Migration, logo: unknown, at: string): Obj | undefined {
  if (!isObj(logo) || typeof logo.src !== 'string') return undefined;
  const out: Obj = { src: staticUrl(logo.src) };
  m.track.carried(`${at}.src`);
  if (typeof logo.srcDark === 'string') {
    out.srcDark = staticUrl(logo.srcDark);
    m.track.carried(`${at}.srcDark`);
  }
  for (const key of ['alt', 'href']) {
    if (typeof logo[key] === 'string') {
      out[key] = logo[key];
      m.track.carried(`${at}.${key}`);
    }
  }
  for (const key of ['width', 'height']) {
    const size = typeof logo[key] === 'number' ? logo[key] : /^\d+(px)?$/.test(String(logo[key])) ? Number.parseInt(String(logo[key]), 10) : undefined;
    if (size && size > 0) {
      out[key] = Math.round(size as number);
      m.track.carried(`${at}.${key}`);
    }
  }
  return out;
}

/** One Docusaurus navbar item as a docs-gen one, or undefined when it has no counterpart (then it is listed). */
function migrateNavItem(m: Migration, item: unknown, at: string, inDropdown: boolean): Obj | undefined {
  if (!isObj(item)) return undefined;
  const type = str(item.type) ?? (Array.isArray(item.items) ? 'dropdown' : 'default');
  const out: Obj = {};
  const take = (from: string, to = from) => {
    if (typeof item[from] !== 'string') return;
    // `pathname://` is Docusaurus's mark for a path its router must not handle: a plain link in docs-gen.
    const value = (item[from] as string).replace(/^pathname:\/\//, '');
    out[to] = from === 'to' ? siteLink(value) : value;
    m.track.carried(`${at}.${from}`);
  };
  m.track.carried(`${at}.type`);
  if (type === 'search') {
    if (!inDropdown) m.track.carried(at);
    return undefined;
  }
  if (type === 'doc' && !inDropdown) take('docId');
  else if (type === 'docSidebar' && !inDropdown) take('sidebarId');
  else if (type === 'dropdown' && !inDropdown && Array.isArray(item.items)) {
    out.type = 'dropdown';
    out.label = str(item.label) ?? '';
    m.track.carried(`${at}.label`);
    out.items = item.items.map((child, i) => migrateNavItem(m, child, `${at}.items[${i}]`, true)).filter(Boolean);
    if (!(out.items as Obj[]).length) return undefined;
  } else if (type !== 'default' && type !== 'link') {
    m.track.notCarried(at, type, inDropdown ? 'docs-gen dropdowns hold links with `to` or `href` only' : 'docs-gen has no navbar item of this type');
    return undefined;
  }
  if (type === 'default' || type === 'link') {
    take('to');
    take('href');
    if (out.to === undefined && out.href === undefined) {
      m.track.notCarried(at, item, 'a link without `to` or `href`');
      return undefined;
    }
  }
  if (out.type !== 'dropdown') {
    take('label');
    if (out.label === undefined && typeof item['aria-label'] === 'string') take('aria-label', 'label');
    if (!inDropdown && typeof out.href === 'string' && /github\.com/.test(out.href) && (!item.label || item.className)) {
      out.icon = 'github';
      if (item.className) m.track.carried(`${at}.className`);
      out.label ??= 'GitHub';
    }
    if (!inDropdown) take('activeBasePath');
    if (inDropdown && out.label === undefined) {
      m.track.notCarried(at, item, 'a dropdown link needs a label');
      return undefined;
    }
  }
  if (!inDropdown && (item.position === 'left' || item.position === 'right')) {
    out.position = item.position;
    m.track.carried(`${at}.position`);
  }
  return out;
}

function migrateNavbar(m: Migration, navbar: unknown): void {
  if (!isObj(navbar)) return;
  const at = 'themeConfig.navbar';
  const out: Obj = {};
  if (typeof navbar.title === 'string') {
    out.title = navbar.title;
    m.track.carried(`${at}.title`);
  }
  const logo = migrateLogo(m, navbar.logo, `${at}.logo`);
  if (logo) out.logo = logo;
  if (typeof navbar.hideOnScroll === 'boolean') {
    out.hideOnScroll = navbar.hideOnScroll;
    m.track.carried(`${at}.hideOnScroll`);
  }
  if (Array.isArray(navbar.items)) {
    out.items = navbar.items.map((item, i) => migrateNavItem(m, item, `${at}.items[${i}]`, false)).filter(Boolean);
    if (!navbar.items.length) m.track.carried(`${at}.items`);
  }
  m.out.navbar = out;
}

function migrateFooterLink(m: Migration, link: unknown, at: string): Obj | undefined {
  if (!isObj(link) || typeof link.label !== 'string' || (typeof link.to !== 'string' && typeof link.href !== 'string')) {
    m.track.notCarried(at, link, isObj(link) && link.html ? 'docs-gen footer links have a label and `to` or `href`, no HTML' : undefined);
    return undefined;
  }
  const out: Obj = { label: link.label };
  m.track.carried(`${at}.label`);
  for (const key of ['to', 'href']) {
    if (typeof link[key] === 'string') {
      out[key] = key === 'to' ? siteLink(link[key] as string) : link[key];
      m.track.carried(`${at}.${key}`);
    }
  }
  return out;
}

function migrateFooter(m: Migration, footer: unknown): void {
  if (!isObj(footer)) return;
  const at = 'themeConfig.footer';
  const out: Obj = {};
  if (footer.style === 'dark' || footer.style === 'light') {
    out.style = footer.style;
    m.track.carried(`${at}.style`);
  }
  if (Array.isArray(footer.links)) {
    const columns = footer.links.some((l) => isObj(l) && Array.isArray(l.items));
    out.links = columns
      ? footer.links.filter(isObj).map((column, i) => {
          m.track.carried(`${at}.links[${i}].title`);
          return {
            title: str(column.title) ?? '',
            items: (Array.isArray(column.items) ? column.items : [])
              .map((link, j) => migrateFooterLink(m, link, `${at}.links[${i}].items[${j}]`))
              .filter(Boolean),
          };
        })
      : footer.links.map((link, i) => migrateFooterLink(m, link, `${at}.links[${i}]`)).filter(Boolean);
    if (!footer.links.length) m.track.carried(`${at}.links`);
  }
  const logo = migrateLogo(m, footer.logo, `${at}.logo`);
  if (logo) out.logo = logo;
  if (typeof footer.copyright === 'string') {
    out.copyright = footer.copyright;
    m.track.carried(`${at}.copyright`);
  }
  m.out.footer = out;
}

function migrateThemeConfig(m: Migration, theme: unknown): void {
  if (!isObj(theme)) return;
  migrateNavbar(m, theme.navbar);
  migrateFooter(m, theme.footer);
  const bar = theme.announcementBar;
  if (isObj(bar) && typeof bar.content === 'string') {
    const out: Obj = {};
    for (const key of ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']) {
      if (bar[key] === undefined) continue;
      out[key] = bar[key];
      m.track.carried(`themeConfig.announcementBar.${key}`);
    }
    m.out.announcementBar = out;
  }
  const mode = theme.colorMode;
  if (isObj(mode)) {
    const out: Obj = {};
    if (mode.defaultMode === 'light' || mode.defaultMode === 'dark') out.defaultMode = mode.defaultMode;
    for (const key of ['disableSwitch', 'respectPrefersColorScheme']) if (typeof mode[key] === 'boolean') out[key] = mode[key];
    for (const key of Object.keys(out)) m.track.carried(`themeConfig.colorMode.${key}`);
    if (Object.keys(out).length) m.out.colorMode = out;
  }
  const toc = theme.tableOfContents;
  if (isObj(toc)) {
    const out: Obj = {};
    for (const key of ['minHeadingLevel', 'maxHeadingLevel']) {
      if (typeof toc[key] === 'number') {
        out[key] = toc[key];
        m.track.carried(`themeConfig.tableOfContents.${key}`);
      }
    }
    if (Object.keys(out).length) m.out.toc = out;
  }
}

/**
 * Maps an evaluated Docusaurus config to docs-gen settings: what has a counterpart is carried over, and
 * every other setting, down to single navbar items and plugin options, is listed as not carried.
 */
export function mapDocusaurusConfig(raw: Obj, siteDir: string, outDir = siteDir): MigratedConfig {
  const track = new SettingTracker();
  const m: Migration = { siteDir, outDir, warnings: [], track, out: {} };
  carry(m, 'title', raw.title, 'title', str);
  carry(m, 'tagline', raw.tagline, 'tagline', str);
  carry(m, 'url', raw.url, 'url', str);
  carry(m, 'baseUrl', raw.baseUrl, 'baseUrl', (v) => {
    const s = str(v);
    return s === undefined ? undefined : `/${s.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  });
  carry(m, 'favicon', raw.favicon, 'favicon', (v) => (typeof v === 'string' ? staticUrl(v) : undefined));
  const i18n = isObj(raw.i18n) ? raw.i18n : undefined;
  if (i18n) {
    carry(m, 'i18n.defaultLocale', i18n.defaultLocale, 'locale', str);
    const locales = i18n.locales;
    if (Array.isArray(locales) && locales.length === 1 && locales[0] === i18n.defaultLocale) track.carried('i18n.locales');
  }
  const dirs = raw.staticDirectories;
  const staticDir = Array.isArray(dirs) && typeof dirs[0] === 'string' ? dirs[0] : 'static';
  // Found by its default name only beside the config.
  if (staticDir !== 'static' || (path.resolve(outDir) !== path.resolve(siteDir) && fs.existsSync(path.join(siteDir, 'static')))) {
    m.out.staticDir = sitePath(m, staticDir);
  }
  track.carried('staticDirectories[0]');
  const content: Obj[] = [];
  migratePresets(m, raw.presets, content);
  migratePlugins(m, raw.plugins, content);
  if (content.length) m.out.content = content;
  migrateThemeConfig(m, raw.themeConfig);
  for (const key of ['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors', 'onDuplicateRoutes']) {
    carry(m, key, raw[key], key, linkPolicy);
  }
  if (isObj(raw.customFields) && supportsKey('customFields')) {
    // Only data: a function or a package stub has no place in a written config.
    const data = JSON.parse(JSON.stringify(raw.customFields, (_key, value) => (typeof value === 'function' ? undefined : value)));
    m.out.customFields = data;
    track.carried('customFields');
  }
  const hooks = isObj(raw.markdown) && isObj(raw.markdown.hooks) ? raw.markdown.hooks : undefined;
  if (hooks && m.out.onBrokenMarkdownLinks === undefined) carry(m, 'markdown.hooks.onBrokenMarkdownLinks', hooks.onBrokenMarkdownLinks, 'onBrokenMarkdownLinks', linkPolicy);
  if (Array.isArray(raw.themes)) {
    raw.themes.forEach((theme, i) => {
      const name = pluginName(theme);
      if (isPreset(name, 'classic') || (name && /theme-classic$/.test(name))) track.carried(`themes[${i}]`);
      else track.notCarried(`themes[${i}]`, name ?? theme, /search/i.test(String(name)) ? "docs-gen's own search replaces it" : 'docs-gen has its own theme');
    });
  }
  return { config: m.out, notCarried: track.leftOver(raw, reasonFor), warnings: [...new Set(m.warnings)] };
}
