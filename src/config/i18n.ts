import fs from 'node:fs';
import path from 'node:path';
import { DocsGenError } from '../errors/DocsGenError.js';
import { parseDataFile } from '../util/yaml.js';
import { themeTranslationsOf } from './themeTranslations.js';
import type { ParsedConfig } from './schema.js';
import type { BlogConfig, ContentRoot, LocaleInfo, SiteConfig, SiteI18n, TextDirection } from './types.js';

/** Where a config key is written, for an error about it. */
type Place = (key: string) => { file?: string; line?: number; column?: number };

/** Languages written right to left, by their primary subtag (Docusaurus's default `direction` for them). */
const RTL = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

/** A name that is one folder of its own: not empty, `.` or `..`, without slashes. */
const FOLDER_NAME = /^(?!\.\.?$)[\w.-]+$/;

/**
 * The folder a locale's pages are served from, below the site's base URL, as Docusaurus infers it: none for the
 * default locale, the locale's name for the others; a `baseUrl` of its own (Docusaurus 3.9's) names it instead,
 * and docs-gen serves every locale from one site, so that must be the site's base URL and one folder.
 */
function urlFolderOf(locale: string, isDefault: boolean, ownBaseUrl: string | undefined, siteBaseUrl: string, place: Place): string {
  if (ownBaseUrl === undefined) return isDefault ? '' : locale;
  const normalized = `/${ownBaseUrl}/`.replace(/\/{2,}/g, '/');
  const folder = normalized.startsWith(siteBaseUrl) ? normalized.slice(siteBaseUrl.length).replace(/\/$/, '') : undefined;
  if (folder !== undefined && (isDefault ? folder === '' : FOLDER_NAME.test(folder))) return folder;
  throw new DocsGenError(`The locale "${locale}" has the baseUrl "${ownBaseUrl}", which docs-gen cannot serve`, {
    ...place(`i18n.localeConfigs.${locale}.baseUrl`),
    hint: isDefault
      ? `The default locale is served at the site's baseUrl ("${siteBaseUrl}"): remove its baseUrl.`
      : `Give it the site's baseUrl and one folder ("${siteBaseUrl}${locale}/"), or remove it to serve the locale there.`,
  });
}

/** Every locale of the site with its settings; a site without `i18n` has its one `locale`. */
export function localesOf(parsed: Pick<ParsedConfig, 'i18n' | 'locale' | 'baseUrl'>, place: Place): { defaultLocale: string; locales: LocaleInfo[] } {
  const i18n = parsed.i18n;
  const defaultLocale = i18n?.defaultLocale ?? parsed.locale;
  const names = i18n?.locales ?? [defaultLocale];
  if (!names.includes(defaultLocale)) {
    throw new DocsGenError(`"i18n.defaultLocale" is "${defaultLocale}", which "i18n.locales" does not list`, {
      ...place('i18n.defaultLocale'),
      hint: `List it in "i18n.locales": [${[defaultLocale, ...names].map((n) => JSON.stringify(n)).join(', ')}]`,
    });
  }
  for (const name of Object.keys(i18n?.localeConfigs ?? {})) {
    if (!names.includes(name)) {
      throw new DocsGenError(`"i18n.localeConfigs" configures "${name}", which "i18n.locales" does not list`, { ...place(`i18n.localeConfigs.${name}`), hint: 'Add it to "i18n.locales", or remove its settings.' });
    }
  }
  const locales = names.map((locale): LocaleInfo => {
    const own = i18n?.localeConfigs[locale] ?? {};
    return {
      locale,
      ...(own.label !== undefined ? { label: own.label } : {}),
      direction: own.direction ?? (RTL.has(locale.split('-')[0].toLowerCase()) ? 'rtl' : 'ltr'),
      htmlLang: own.htmlLang ?? locale,
      // As in Docusaurus, `path` names the locale's translations folder only; its URL is its name (or `baseUrl`).
      path: urlFolderOf(locale, locale === defaultLocale, own.baseUrl, parsed.baseUrl, place),
      translationsFolder: own.path ?? locale,
    };
  });
  const paths = new Map<string, string>();
  for (const info of locales) {
    // A locale's pages are written under its URL folder, and its translations read from its folder of `i18n/`. A site
    // without `i18n` has no translations to read: any `locale` (it is the pages' language) will do.
    if ((i18n && !FOLDER_NAME.test(info.translationsFolder)) || (info.locale !== defaultLocale && !FOLDER_NAME.test(info.path))) {
      const named = i18n?.localeConfigs[info.locale]?.path !== undefined;
      const wrong = FOLDER_NAME.test(info.translationsFolder) ? info.path : info.translationsFolder;
      throw new DocsGenError(`The locale "${info.locale}" has the ${named && wrong === info.translationsFolder ? 'path' : 'name'} "${wrong}", which is not a folder name`, {
        ...place(named ? `i18n.localeConfigs.${info.locale}.path` : 'i18n.locales'),
        hint: 'Give it a name of letters, digits, "-", "_" or ".": its translations are read from i18n/<path>/ (its path defaults to its name), its pages served under <baseUrl><name>/.',
      });
    }
    const taken = paths.get(info.path);
    if (taken) throw new DocsGenError(`Locales "${taken}" and "${info.locale}" are both served at "${info.path}/"`, { ...place(`i18n.localeConfigs.${info.locale}.baseUrl`), hint: 'Give each locale a baseUrl of its own.' });
    paths.set(info.path, info.locale);
  }
  return { defaultLocale, locales };
}

/** A translations file: `{ "id": { "message": "…", "description": "…" } }`, as Docusaurus writes them. Absent: none. */
export function readTranslationFile(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  const text = fs.readFileSync(file, 'utf8');
  const data = parseDataFile(text, file);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new DocsGenError('A translations file holds an object of messages by id: { "id": { "message": "…" } }', { file, line: 1, column: 1 });
  }
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(data)) {
    const message = typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null ? (entry as { message?: unknown }).message : undefined;
    if (typeof message !== 'string') {
      const at = text.indexOf(JSON.stringify(id));
      const before = text.slice(0, Math.max(0, at)).split('\n');
      throw new DocsGenError(`The translation "${id}" has no "message" text`, { file, line: before.length, column: before[before.length - 1].length + 1, hint: `Write it { "message": "…" }.` });
    }
    messages[id] = message;
  }
  return messages;
}

/** The folder of a content folder's translations in a locale: Docusaurus's plugin folder, and the version's below it. */
export function localizedFolder(i18nDir: string, root: ContentRoot): string | undefined {
  if (root.layout === 'blog') return path.join(i18nDir, blogPluginFolder(root.blogId ?? 'default'));
  if (root.layout === 'page') return path.join(i18nDir, 'docusaurus-plugin-content-pages');
  // The config stage settled each docs folder's plugin id (docsPluginIdsOf); a folder without one has no translations.
  const id = root.pluginId;
  if (id === undefined) return undefined;
  const plugin = id === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${id}`;
  const version = root.version && root.version.name !== 'current' ? `version-${root.version.name}` : 'current';
  return path.join(i18nDir, plugin, version);
}

/** The folder of a blog's translations in a locale's, named as Docusaurus names its blog plugin's by its id. */
export function blogPluginFolder(id: string): string {
  return id === 'default' ? 'docusaurus-plugin-content-blog' : `docusaurus-plugin-content-blog-${id}`;
}

/**
 * The Docusaurus docs plugin id of each docs folder (its translations' folder name): `pluginId` where given, else
 * `default` for the first docs folder. A version shares its folder's id.
 */
export function docsPluginIdsOf(content: ContentRoot[]): Map<ContentRoot, string> {
  const ids = new Map<ContentRoot, string>();
  let defaultTaken = false;
  const bySet = new Map<string, string>();
  for (const root of content) {
    if (root.layout) continue;
    const set = root.version?.set;
    let id = root.pluginId ?? (set ? bySet.get(set) : undefined);
    if (id === undefined && !defaultTaken) id = 'default';
    if (id === undefined) continue;
    if (id === 'default') defaultTaken = true;
    if (set) bySet.set(set, id);
    ids.set(root, id);
  }
  return ids;
}

/** The file of a docs folder's (or version's) sidebar and version translations, beside its folder of translated docs. */
export function docsMessagesFile(root: ContentRoot): string {
  return root.version && root.version.name !== 'current' ? `version-${root.version.name}.json` : 'current.json';
}

/** Labels of the navbar (`navbar.json`): its title, logo and items, by Docusaurus's keys. */
function translateNavbar(navbar: SiteConfig['navbar'], messages: Record<string, string>): SiteConfig['navbar'] {
  if (!Object.keys(messages).length) return navbar;
  const item = <T>(entry: T): T => {
    const it = entry as { label?: string; items?: unknown[] };
    const label = it.label !== undefined ? (messages[`item.label.${it.label}`] ?? it.label) : undefined;
    return { ...entry, ...(label !== undefined ? { label } : {}), ...(Array.isArray(it.items) ? { items: it.items.map(item) } : {}) };
  };
  return {
    ...navbar,
    ...(navbar.title !== undefined ? { title: messages.title ?? navbar.title } : {}),
    ...(navbar.logo ? { logo: { ...navbar.logo, alt: messages['logo.alt'] ?? navbar.logo.alt } } : {}),
    items: navbar.items.map(item),
  };
}

/** The messages of the navbar's translations (`navbar.json`) with the labels as written: the keys `translateNavbar` reads. */
export function navbarMessages(navbar: SiteConfig['navbar']): Record<string, string> {
  const out: Record<string, string> = {};
  if (navbar.title !== undefined) out.title = navbar.title;
  if (navbar.logo) out['logo.alt'] = navbar.logo.alt;
  const item = (entry: unknown) => {
    const it = entry as { label?: unknown; items?: unknown[] };
    if (typeof it.label === 'string') out[`item.label.${it.label}`] = it.label;
    if (Array.isArray(it.items)) it.items.forEach(item);
  };
  navbar.items.forEach(item);
  return out;
}

/** The messages of the footer's translations (`footer.json`) with the labels as written: the keys `translateFooter` reads. */
export function footerMessages(footer: SiteConfig['footer']): Record<string, string> {
  const out: Record<string, string> = {};
  if (!footer) return out;
  const link = (entry: unknown) => {
    const it = entry as { label?: unknown };
    if (typeof it.label === 'string') out[`link.item.label.${it.label}`] = it.label;
  };
  for (const entry of footer.links) {
    if ('title' in entry && 'items' in entry) {
      out[`link.title.${entry.title}`] = entry.title;
      entry.items.forEach(link);
    } else link(entry);
  }
  if (footer.copyright !== undefined) out.copyright = footer.copyright;
  if (footer.logo) out['logo.alt'] = footer.logo.alt;
  return out;
}

/** Labels of the footer (`footer.json`): column titles, links, copyright and logo, by Docusaurus's keys. */
function translateFooter(footer: SiteConfig['footer'], messages: Record<string, string>): SiteConfig['footer'] {
  if (!footer || !Object.keys(messages).length) return footer;
  const link = <T>(entry: T): T => {
    const it = entry as { label?: string };
    return it.label !== undefined ? { ...entry, label: messages[`link.item.label.${it.label}`] ?? it.label } : entry;
  };
  const links = footer.links.map((entry) =>
    'title' in entry && 'items' in entry ? { ...entry, title: messages[`link.title.${entry.title}`] ?? entry.title, items: entry.items.map(link) } : link(entry),
  ) as typeof footer.links;
  return {
    ...footer,
    links,
    ...(footer.copyright !== undefined ? { copyright: messages.copyright ?? footer.copyright } : {}),
    ...(footer.logo ? { logo: { ...footer.logo, alt: messages['logo.alt'] ?? footer.logo.alt } } : {}),
  };
}

/** Joins a base URL and a locale's path: `/` and `fr` → `/fr/`. */
function localeBaseUrl(baseUrl: string, info: LocaleInfo, defaultLocale: string): string {
  return info.locale === defaultLocale ? baseUrl : `${baseUrl}${info.path}/`;
}

/**
 * The config as built for one locale (the default one without `locale`): its base URL below the locale's path,
 * its translations (`code.json`, the navbar's, footer's, blog's and each docs folder's), and each content folder's
 * translated files (`i18n/<locale>/<plugin>/…`), read in place of the folder's own, as in Docusaurus.
 */
export function localizeConfig(config: SiteConfig, locale: string | undefined, place: Place): SiteConfig {
  const { defaultLocale, locales } = config.i18n;
  const currentLocale = locale ?? defaultLocale;
  const current = locales.find((l) => l.locale === currentLocale);
  if (!current) {
    throw new DocsGenError(`The locale "${currentLocale}" is not one of the site's: ${locales.map((l) => l.locale).join(', ')}`, {
      ...place('i18n.locales'),
      hint: 'Pick one of "i18n.locales", or add it there.',
    });
  }
  const i18nDir = path.join(config.i18n.root, current.translationsFolder);
  // A locale that names no folder (a site without `i18n` may have any) has no translations folder.
  const exists = FOLDER_NAME.test(current.translationsFolder) && fs.existsSync(i18nDir);
  const read = (...parts: string[]) => (exists ? readTranslationFile(path.join(i18nDir, ...parts)) : {});
  // The theme's own translations for the locale's language, which its `code.json` overrides message by message.
  const translations = { ...themeTranslationsOf(currentLocale), ...read('code.json') };
  const i18n: SiteI18n = { ...config.i18n, currentLocale, translations, folder: i18nDir };
  const content = config.content.map((root): ContentRoot => {
    const folder = exists ? localizedFolder(i18nDir, root) : undefined;
    const versionFile = docsMessagesFile(root);
    const docsMessages = folder && !root.layout ? readTranslationFile(path.join(path.dirname(folder), versionFile)) : {};
    const version = root.version && docsMessages['version.label'] ? { ...root.version, label: docsMessages['version.label'] } : root.version;
    return {
      ...root,
      ...(folder && fs.existsSync(folder) ? { localizedPath: folder } : {}),
      ...(Object.keys(docsMessages).length ? { sidebarTranslations: docsMessages } : {}),
      ...(version ? { version } : {}),
    };
  });
  const blogs = config.blogs.map((blog): BlogConfig => {
    const messages = read(blogPluginFolder(blog.id), 'options.json');
    return {
      ...blog,
      ...(messages.title !== undefined ? { blogTitle: messages.title } : {}),
      ...(messages.description !== undefined ? { blogDescription: messages.description } : {}),
      ...(messages['sidebar.title'] !== undefined ? { blogSidebarTitle: messages['sidebar.title'] } : {}),
    };
  });
  const localized = current.locale !== defaultLocale;
  return {
    ...config,
    locale: current.htmlLang,
    baseUrl: localeBaseUrl(config.baseUrl, current, defaultLocale),
    i18n,
    content,
    docsVersions: config.docsVersions.map((set) => ({ ...set, versions: set.versions.map((v) => content.find((r) => r.version?.set === set.set && r.version.name === v.name)?.version ?? v) })),
    ...(blogs.length ? { blog: blogs[0] } : {}),
    blogs,
    navbar: translateNavbar(config.navbar, read('docusaurus-theme-classic', 'navbar.json')),
    footer: translateFooter(config.footer, read('docusaurus-theme-classic', 'footer.json')),
    ...(localized ? { outPath: path.join(config.outPath, current.path) } : {}),
  };
}

/** The site's locales other than the one built first (the default): what a build of every locale builds next. */
export function otherLocales(config: SiteConfig): LocaleInfo[] {
  return config.i18n.locales.filter((l) => l.locale !== config.i18n.defaultLocale);
}

/** Which way the text of the locale being built runs. */
export function directionOf(config: Pick<SiteConfig, 'i18n'>): TextDirection {
  return config.i18n.locales.find((l) => l.locale === config.i18n.currentLocale)?.direction ?? 'ltr';
}
