import fs from 'node:fs';
import path from 'node:path';
import { type DocsVersioning, docsVersioning } from './docsVersions.js';
import { editUrlPrefix } from './editUrl.js';
import { migrateAliases, webpackAliasesOf } from './mapAliases.js';
import { type MarkdownInstance, type Migration, type Obj, carry, isObj, namesFile, siteLink, sitePath, str } from './migration.js';
import type { LocalFunction } from './evaluateDocusaurusConfig.js';
import { isDocusaurusPackage, stubName, stubPackage, stubReason } from './packageStub.js';
import { codeInside, dataOf } from './dataOnly.js';
import { portablePaths } from './portablePaths.js';
import { type PackageExport, realPackageOf } from './evaluateDocusaurusConfig.js';
import { isRedocusaurus, migrateRedocusaurus } from './mapRedocusaurus.js';
import { ADMONITION_KEYWORD } from '../shared/admonitionKeywords.js';
import { ConfigCode, type ConfigImport, hasBranches, selfContainedSource } from './functionSource.js';
import { extensionProblem, extensionRedirectsSource } from './extensionRedirects.js';
import { migratePwa } from './mapPwa.js';
import { docusaurusPackageVersion } from './docusaurusVersion.js';
import { packageStylesheet } from '../util/cssImports.js';
import { installedPackageDir } from '../util/installedPackage.js';
import { posixRelative } from '../util/posixPath.js';

/** `presets` and `plugins`: docs folders, the blog, custom CSS and analytics; every other plugin is listed as not carried. */

/** A route as Docusaurus options write one, without a trailing slash (`/docs/v1`), from its parts. */
const routeOf = (...parts: string[]) => `/${parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;

function routeBase(value: unknown, versionPath?: string): string {
  return routeOf(str(value) ?? 'docs', versionPath ?? '');
}

export function pluginName(entry: unknown): string | undefined {
  const head = Array.isArray(entry) ? entry[0] : entry;
  return str(head) ?? stubName(head);
}

/**
 * Whether a preset or theme name is Docusaurus's own: its shorthand, its package name, or a path into that package.
 * A company's package of the same short name (`@acme/preset-classic`) is another package, which adds its own parts.
 */
export const isDocusaurusOwn = (name: string | undefined, kind: 'preset' | 'theme', short: string) =>
  !!name && (name === short || new RegExp(`(^|[\\\\/]node_modules[\\\\/])(@docusaurus[\\\\/]|docusaurus-)${kind}-${short}([\\\\/]|$)`).test(name));

export const isPreset = (name: string | undefined, short: string) => isDocusaurusOwn(name, 'preset', short);

const isDocsPlugin = (name: string | undefined) => !!name && /^(content-docs|(.*[/-])?plugin-content-docs)$/.test(name);

/** The docs options of the classic preset or of a `plugin-content-docs` instance. */
function migrateDocsOptions(m: Migration, docs: Obj, at: string, content: Obj[]): void {
  const docsFolder = str(docs.path) ?? 'docs';
  const instance = str(docs.id) ?? 'default';
  const versioning = docsVersioning(m.siteDir, docs, instance, docsFolder);
  // The one version built alone is served where Docusaurus serves it: under the docs route at its own `path` (`/docs/v1/`).
  const entry: Obj = { path: sitePath(m, docsFolder), routeBasePath: routeBase(docs.routeBasePath, versioning.kind === 'single' ? versioning.path : undefined), sidebar: 'docs' };
  // Docusaurus ids do not start with the route (`intro`, not `docs/intro`): sidebars and navbar items name them so.
  if (entry.routeBasePath !== '/' && !content.length) entry.idPrefix = '';
  if (content.length) entry.sidebar = str(docs.id) ?? `docs${content.length + 1}`;
  // A site's translations of the folder are in a folder named by its plugin id (`i18n/<locale>/docusaurus-plugin-content-docs-<id>`),
  // and its components tell the folders apart by it (`useRouteContext().plugin.id`, `usePluginData(…, id)`).
  if (instance !== 'default') entry.pluginId = instance;
  for (const key of ['path', 'routeBasePath', 'id']) m.track.carried(`${at}.${key}`);
  content.push(entry);
  const prefix = entry.idPrefix === '' ? '' : `${String(entry.routeBasePath).replace(/^\/+|\/+$/g, '')}/`.replace(/^\/$/, '');
  const first = content.length === 1;
  // The docs folder's sidebars: with versions, the current version's (each released version has its own file).
  const sidebarPath = docs.sidebarPath;
  // With a sidebars file (or none, `false`), a doc in none of its sidebars is shown without one, as in Docusaurus:
  // the folder's pages get no sidebar generated from the folder.
  if (typeof sidebarPath === 'string' || sidebarPath === false) entry.sidebar = '';
  if (!m.docsInstances.has(instance)) m.docsInstances.set(instance, { idPrefix: prefix, sidebar: String(entry.sidebar), ownSidebars: !first && typeof sidebarPath === 'string' });
  if (typeof sidebarPath === 'string') {
    // Another instance's sidebars file is the folder's own: its entries name the folder's docs as Docusaurus does. So is
    // a versioned folder's, read for its current version only: the site's would name the last version's docs.
    if (first && versioning.kind === 'single') m.out.sidebarsFile = sitePath(m, sidebarPath, true);
    else entry.sidebarsFile = sitePath(m, sidebarPath, true);
    m.track.carried(`${at}.sidebarPath`);
  } else if (sidebarPath === false || sidebarPath === undefined) {
    m.track.carried(`${at}.sidebarPath`);
  }
  if (versioning.kind === 'versioned') migrateVersions(m, docs, at, entry, versioning, instance);
  else migrateSingleVersion(m, docs, at, versioning, first);
  const editUrl = docs.editUrl;
  // A function is carried as it is when it reads nothing of the Docusaurus config: docs-gen calls it as Docusaurus
  // does, so every page, in every version and locale, gets the link it gives. The first folder's is the site's.
  const [locale, ...otherLocales] = siteLocales(m);
  const prefixIn = (l: string) => versionsEditPrefix(m, editUrl, versioning, docsFolder, String(entry.routeBasePath), l);
  const editCode = editUrlCode(m, editUrl, prefixIn, [locale, ...otherLocales]);
  const editPrefix = editUrl === undefined || editCode ? undefined : prefixIn(locale);
  if (editCode) {
    if (first) m.out.editUrl = editCode;
    else entry.editUrl = editCode;
    m.track.carried(`${at}.editUrl`);
  } else if (!first && editPrefix !== undefined) {
    // Another instance's links are the site's, or the folder's own.
    if (editPrefix !== m.out.editUrl) entry.editUrl = editPrefix;
    m.track.carried(`${at}.editUrl`);
  } else if (first && editPrefix) {
    m.out.editUrl = editPrefix;
    m.track.carried(`${at}.editUrl`);
    // A function may send translators elsewhere (a translation platform): docs-gen's prefix is every locale's.
    const elsewhere = typeof editUrl === 'function' ? otherLocales.filter((l) => prefixIn(l) !== editPrefix) : [];
    if (elsewhere.length) {
      m.track.notCarried(`${at}.editUrl`, editUrl, `carried as the prefix of its links in ${locale}; in ${elsewhere.join(', ')} it gives other links, and docs-gen's \`editUrl\` is the same in every locale`);
    }
  } else if (typeof editUrl === 'string' && first) {
    m.out.editUrl = editUrl;
    m.track.carried(`${at}.editUrl`);
  } else if (typeof editUrl === 'function') {
    m.track.notCarried(
      `${at}.editUrl`,
      editUrl,
      stubReason(editUrl) ?? "code that reads names of the Docusaurus config, whose links are no URL prefix joined with the page's path: copy the function into the config as `editUrl`, with what it reads",
    );
  }
  // Another instance without links of its own has none, as in Docusaurus, rather than the site's (the first's).
  if (!first && entry.editUrl === undefined && m.out.editUrl !== undefined && (editUrl === undefined || !editCode && editPrefix === undefined)) entry.editUrl = false;
  if (typeof docs.editCurrentVersion === 'boolean') {
    if (docs.editCurrentVersion && versioning.kind === 'versioned') entry.editCurrentVersion = true;
    m.track.carried(`${at}.editCurrentVersion`);
  }
  // One setting for the site: another instance's is carried when it agrees with the first's (sites share their docs options).
  const siteWide = [
    ['showLastUpdateTime', false, 'docs-gen shows the last update on every folder or on none (the first docs instance’s setting)'],
    ['showLastUpdateAuthor', false, 'docs-gen shows the last author on every folder or on none (the first docs instance’s setting)'],
    ['editLocalizedFiles', false, 'docs-gen edits translations in every folder or in none (the first docs instance’s setting)'],
    ['breadcrumbs', true, 'docs-gen shows breadcrumbs on every folder or on none (the first docs instance’s setting)'],
  ] as const;
  for (const [key, byDefault, reason] of siteWide) {
    const value = docs[key];
    if (typeof value !== 'boolean') continue;
    if (first) carry(m, `${at}.${key}`, value, key);
    else if (value === (m.out[key] ?? byDefault)) m.track.carried(`${at}.${key}`);
    else m.track.notCarried(`${at}.${key}`, value, reason);
  }
  migrateSitePlugins(m, docs, at, 'docs', entry);
  migrateAdmonitions(m, docs.admonitions, `${at}.admonitions`, first);
  // Docusaurus starts categories collapsed unless told otherwise; docs-gen's default is open.
  const collapsible = docs.sidebarCollapsible !== false;
  const collapsed = collapsible && docs.sidebarCollapsed !== false;
  if (first) {
    if (collapsed) m.out.sidebarCollapsed = true;
    if (!collapsible) m.out.sidebarCollapsible = false;
  }
  const site = { sidebarCollapsed: m.out.sidebarCollapsed === true, sidebarCollapsible: m.out.sidebarCollapsible !== false };
  for (const [key, value] of [['sidebarCollapsed', collapsed], ['sidebarCollapsible', collapsible]] as const) {
    if (docs[key] === undefined) continue;
    if (value === site[key]) m.track.carried(`${at}.${key}`);
    else m.track.notCarried(`${at}.${key}`, docs[key], 'docs-gen has one setting for the whole site (the first docs instance’s)');
  }
  // The folder's tags file (each version's own `tags.yml`, as Docusaurus reads it) and what an inline tag is.
  for (const [key, accepts] of [['tags', isTagsFile], ['onInlineTags', isInlineTagsPolicy]] as const) {
    if (docs[key] === undefined) continue;
    if (accepts(docs[key])) {
      entry[key] = docs[key];
      m.track.carried(`${at}.${key}`);
    } else m.track.notCarried(`${at}.${key}`, docs[key], 'not a value docs-gen accepts here');
  }
  // Files the site keeps beside its pages (a README about the folder) would otherwise become pages, and a
  // README takes the folder's route from its index page.
  if (Array.isArray(docs.exclude) && docs.exclude.every((pattern) => typeof pattern === 'string')) {
    if (docs.exclude.length) entry.exclude = docs.exclude;
    m.track.carried(`${at}.exclude`);
  }
  // Docusaurus's default is every Markdown file, as docs-gen's is.
  if (Array.isArray(docs.include) && docs.include.length && docs.include.every((pattern) => typeof pattern === 'string')) {
    if (docs.include.join() !== '**/*.md,**/*.mdx' && docs.include.join() !== '**/*.{md,mdx}') entry.include = docs.include;
    m.track.carried(`${at}.include`);
  }  // Its code is written into the folder's options when it reads nothing of the Docusaurus config (an import, a constant).
  if (typeof docs.sidebarItemsGenerator === 'function') {
    const code = selfContainedSource(docs.sidebarItemsGenerator as (args: never) => unknown, m.constants);
    if (code) {
      entry.sidebarItemsGenerator = code;
      m.track.carried(`${at}.sidebarItemsGenerator`);
    } else {
      m.track.notCarried(`${at}.sidebarItemsGenerator`, docs.sidebarItemsGenerator, "code that reads names of the Docusaurus config: copy the function into the docs folder's options as `sidebarItemsGenerator`, with what it reads");
    }
  }
}

/**
 * The docs option `admonitions` (keywords of the site's own, drawn by its `Admonition/Types` override, or `false`):
 * docs-gen has one setting for the site, the first docs instance's; another instance's is carried when it agrees.
 */
function migrateAdmonitions(m: Migration, value: unknown, at: string, first: boolean): void {
  if (value === undefined) return;
  const keywordsValid = (keywords: unknown) => keywords === undefined || (Array.isArray(keywords) && keywords.every((k) => typeof k === 'string' && ADMONITION_KEYWORD.test(k)));
  const object = isObj(value) && Object.keys(value).every((key) => key === 'keywords' || key === 'extendDefaults') && keywordsValid(value.keywords) && (value.extendDefaults === undefined || typeof value.extendDefaults === 'boolean');
  if (typeof value !== 'boolean' && !object) {
    m.track.notCarried(at, value, 'docs-gen takes `keywords` (letters, digits, `-` and `_`) and `extendDefaults`, or `false`');
    return;
  }
  // `true` and an empty object are the defaults.
  let setting: false | Obj | undefined = value === false ? false : undefined;
  if (isObj(value)) {
    const written = { ...(Array.isArray(value.keywords) && value.keywords.length ? { keywords: value.keywords } : {}), ...(value.extendDefaults === false ? { extendDefaults: false } : {}) };
    if (Object.keys(written).length) setting = written;
  }
  if (first) {
    if (setting !== undefined) m.out.admonitions = setting;
    m.track.carried(at);
  } else if (JSON.stringify(setting) === JSON.stringify(m.out.admonitions)) m.track.carried(at);
  else m.track.notCarried(at, value, 'docs-gen has one admonitions setting for the whole site (the first docs instance’s)');
}

const NPM2YARN_CONVERTERS = ['yarn', 'pnpm', 'bun'];

/**
 * `docusaurus-remark-plugin-tab-blocks`: its options become the config's `tabBlocks`, its `[language, label]`
 * pairs a map of labels; an option of another kind is listed.
 */
function migrateTabBlocks(m: Migration, options: Obj, at: string): void {
  const out: Obj = {};
  if (Array.isArray(options.labels)) {
    const labels: Record<string, string> = {};
    options.labels.forEach((pair, j) => {
      if (Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string') labels[pair[0]] = pair[1];
      else m.track.notCarried(`${at}[1].labels[${j}]`, pair, 'not a [language, label] pair');
    });
    out.labels = labels;
  }
  if (typeof options.sync === 'boolean') out.sync = options.sync;
  if (typeof options.groupId === 'string' && options.groupId) out.groupId = options.groupId;
  m.out.tabBlocks = out;
}

/**
 * The remark plugins docs-gen does itself: `@docusaurus/remark-plugin-npm2yarn`, whose options become the config's
 * `npm2yarn` (a custom converter, a function, is listed), and `docusaurus-remark-plugin-tab-blocks` (`tabBlocks`).
 * Others run on Docusaurus's pipeline only and are listed.
 */
/** The name a written config imports a package's plugin by: `remark-math` → `remarkMath`, `@scope/rehype-x` → `rehypeX`. */
function importName(pkg: string, taken: Set<string>): string {
  const base = (pkg.split('/').pop() ?? pkg).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^[^A-Za-z_$]+/, '') || 'plugin';
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  return name;
}

/** Whether a package is installed for the site: in a `node_modules` of its folder or one above it. */

/** The package whose default export a plugin of the config is: a stub of one not installed, or one loaded for real. */
function pluginPackage(plugin: unknown): PackageExport | undefined {
  const stubbed = stubPackage(plugin);
  if (!stubbed) return realPackageOf(plugin);
  const name = stubName(plugin);
  if (name === stubbed || name === `${stubbed}.default`) return { pkg: stubbed };
  // A function the package exports by name (`import { transpileCodeblocks } from 'remark-typescript-tools'`).
  const exported = name?.startsWith(`${stubbed}.`) ? name.slice(stubbed.length + 1) : undefined;
  return exported && /^[A-Za-z_$][\w$]*$/.test(exported) ? { pkg: stubbed, name: exported } : undefined;
}

/** The config's lists of the site's Markdown plugins, named as the Docusaurus options they are carried from. */
type SitePluginsKey = 'remarkPlugins' | 'rehypePlugins' | 'beforeDefaultRemarkPlugins' | 'beforeDefaultRehypePlugins';

/**
 * The Markdown plugins of the docs', blog's or pages' options, each list into the lists of the same name of `target`,
 * the folder's options in the written config (see shareMarkdownPlugins): those Docusaurus runs before its own plugins
 * stay before docs-gen's steps that stand for them.
 */
function migrateSitePlugins(m: Migration, options: Obj, at: string, kind: MarkdownInstance['kind'], target: Obj): void {
  m.markdownInstances.push({ kind, lists: target });
  for (const key of ['beforeDefaultRemarkPlugins', 'remarkPlugins'] as const) migrateRemarkPlugins(m, options[key], `${at}.${key}`, key, target);
  for (const key of ['beforeDefaultRehypePlugins', 'rehypePlugins'] as const) migrateRehypePlugins(m, options[key], `${at}.${key}`, key, target);
}

/**
 * A remark or rehype plugin of a package, carried into `target`'s list of its key (`remarkPlugins` say) with an import
 * of its package and its options (when they are data).
 */
function carrySitePlugin(m: Migration, entry: unknown, at: string, key: SitePluginsKey, target: Obj): void {
  const [plugin, ...options] = Array.isArray(entry) ? entry : [entry];
  const ownFile = m.localFunctions.get(plugin);
  if (ownFile) {
    carryLocalFunction(m, ownFile, options, at, key, target);
    return;
  }
  const exported = pluginPackage(plugin);
  if (!exported || isDocusaurusPackage(exported.pkg)) return;
  const { pkg, name } = exported;
  // The written config imports it: one not installed would fail the build. A config written above the site
  // (`--out ..`, for docs beside it) sees the packages of its own folder and those above; one installed in the site
  // folder alone is imported from there by its path, as the site's own install keeps it.
  let from = pkg;
  if (!installedPackageDir(pkg, path.resolve(m.outDir))) {
    const inSite = installedPackageDir(pkg, path.resolve(m.siteDir));
    if (!inSite) {
      m.track.notCarried(at, pkg, `the package "${pkg}" is not installed here: install the site's packages and migrate again, or add it to the config's ${key}`);
      return;
    }
    from = `./${posixRelative(path.resolve(m.outDir), inSite)}`;
  }
  const written = withFunctionsWritten(options, m.constants);
  if (!written) {
    m.track.notCarried(at, pkg, `${CODE_READS_CONFIG}: add the plugin to the config's ${key} by hand`);
    return;
  }
  listImportedPlugin(m, key, { from, ...(name ? { name } : {}) }, name ?? pkg, written, at, target);
}

/** Why a plugin whose options hold a function that cannot be written elsewhere is not carried (see withFunctionsWritten). */
const CODE_READS_CONFIG = "its options hold code that reads the config's other variables";

/**
 * Plugin options as the written config holds them: data as JSON would write it, and each function in them as its
 * source (`transformVirtualFilepath: (path) => …`). Undefined when a function reads anything but its own names and
 * the config's plain constants (see selfContainedSource): written elsewhere, it would not do the same.
 */
function withFunctionsWritten(options: unknown[], constants: Migration['constants']): unknown[] | undefined {
  if (!codeInside(options, '').length) return dataOf(options) as unknown[];
  let failed = false;
  const write = (value: unknown): unknown => {
    if (typeof value === 'function') {
      const code = selfContainedSource(value as (...args: never[]) => unknown, constants);
      if (code === undefined) failed = true;
      return code;
    }
    if (Array.isArray(value)) return value.map(write);
    if (isObj(value) && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, write(child)]).filter(([, child]) => child !== undefined));
    }
    return dataOf(value);
  };
  const written = options.map(write);
  return failed ? undefined : written;
}

/** A list entry as text, its code by its source: two entries are the same plugin with the same options when theirs are equal. */
const entryText = (item: unknown) => JSON.stringify(item, (_k, v: unknown) => (v instanceof ConfigCode ? v.source : v));

/** The imports of the written config so far: its own lists and those of its content folders. */
function importsOfMigration(m: Migration): ConfigImport[] {
  const found: ConfigImport[] = [];
  const walk = (value: unknown): void => {
    if (value instanceof ConfigCode) found.push(...value.imports);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (isObj(value)) Object.values(value).forEach(walk);
  };
  walk([m.out, m.markdownInstances.map((instance) => instance.lists)]);
  return found;
}

/**
 * Adds to `target`'s list of `key` (the config's by default) the plugin that `imported` names (a package's or a file's
 * default export, or its export `name`), imported under a name made from `wanted` unless the config imports it
 * already, with its options; once per list.
 */
function listImportedPlugin(m: Migration, key: SitePluginsKey | 'plugins', imported: { from: string; name?: string }, wanted: string, options: unknown[], at: string, target: Obj = m.out): void {
  const list = (target[key] as unknown[] | undefined) ?? [];
  const imports = importsOfMigration(m);
  const known = imports.find((i) => i.from === imported.from && (i.name ?? 'default') === (imported.name ?? 'default'));
  const local = known?.local ?? importName(wanted, new Set(imports.map((i) => i.local)));
  const code = new ConfigCode(local, [{ local, ...imported }]);
  // The options as written (see withFunctionsWritten).
  const written = options.length ? [code, ...(portablePaths(m, options) as unknown[])] : code;
  if (!list.some((item) => entryText(item) === entryText(written))) target[key] = [...list, written];
  m.track.carried(at);
}

/**
 * Docusaurus runs the Markdown plugins of a docs, blog or pages instance on that instance's pages only. Those that
 * every instance with Markdown lists, with the same options, are the written config's own lists, which run on every
 * page; the others stay the lists of their folder's options (`content[i]`, `blog`, `pages`), which run on its pages
 * after the site's. A pages folder without Markdown has no pages for its plugins: what the others share is shared.
 */
export function shareMarkdownPlugins(m: Migration, pagesHaveMarkdown: boolean): void {
  const instances = m.markdownInstances.filter((instance) => instance.kind !== 'pages' || pagesHaveMarkdown);
  for (const key of ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const) {
    const listOf = (lists: Obj) => (Array.isArray(lists[key]) ? (lists[key] as unknown[]) : []);
    const shared = instances.length ? listOf(instances[0].lists).filter((item) => instances.every((instance) => listOf(instance.lists).some((other) => entryText(other) === entryText(item)))) : [];
    if (shared.length) m.out[key] = shared;
    for (const instance of m.markdownInstances) {
      const own = listOf(instance.lists).filter((item) => !shared.some((other) => entryText(other) === entryText(item)));
      if (own.length) instance.lists[key] = own;
      else delete instance.lists[key];
    }
  }
  const pages = m.markdownInstances.find((instance) => instance.kind === 'pages');
  if (pages && Object.keys(pages.lists).length && m.out.pages !== false) {
    m.out.pages = { ...(typeof m.out.pages === 'string' ? { path: m.out.pages } : {}), ...pages.lists };
  }
}

/** The path a written config imports a file of the site by: relative to the config, without a `.js` or `.ts` extension. */
function importPath(m: Migration, file: string): string {
  const rel = sitePath(m, file).replace(/\.(js|ts|jsx|tsx)$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/**
 * A function of the config that a file of the site exports (`require('./src/remark/shout')`), carried into the list of
 * `key` as an import of that export, with its options when they are data; once, as a package's plugin is.
 */
function carryLocalFunction(m: Migration, local: LocalFunction, options: unknown[], at: string, key: SitePluginsKey | 'plugins', target: Obj = m.out): void {
  const written = withFunctionsWritten(options, m.constants);
  if (!written) {
    m.track.notCarried(at, path.relative(m.siteDir, local.file), `${CODE_READS_CONFIG}: add the plugin to the config's ${key} by hand`);
    return;
  }
  const stem = path.basename(local.file).replace(/\.[^.]+$/, '');
  const named = local.exportName !== 'default' ? local.exportName : stem === 'index' ? path.basename(path.dirname(local.file)) : stem;
  const imported = { from: importPath(m, local.file), ...(local.exportName === 'default' ? {} : { name: local.exportName }) };
  listImportedPlugin(m, key, imported, key === 'plugins' ? `${named}-plugin` : named, written, at, target);
}

function migrateRehypePlugins(m: Migration, plugins: unknown, at: string, key: 'rehypePlugins' | 'beforeDefaultRehypePlugins', target: Obj): void {
  if (Array.isArray(plugins)) plugins.forEach((entry, i) => carrySitePlugin(m, entry, `${at}[${i}]`, key, target));
}

/** Whether the site's npm2yarn is of a Docusaurus before 3.8, whose default converters are yarn and pnpm, without bun (docs-gen's default). */
function npm2yarnWithoutBun(siteDir: string): boolean {
  const version = docusaurusPackageVersion(siteDir, '@docusaurus/remark-plugin-npm2yarn');
  return version !== undefined && (version[0] < 3 || (version[0] === 3 && version[1] < 8));
}

/** Remark plugins, npm2yarn's and tab-blocks' as their settings (docs-gen's own steps, wherever they are listed). */
function migrateRemarkPlugins(m: Migration, plugins: unknown, at: string, key: 'remarkPlugins' | 'beforeDefaultRemarkPlugins', target: Obj): void {
  if (!Array.isArray(plugins)) return;
  plugins.forEach((entry, i) => {
    const name = pluginName(entry);
    const options = Array.isArray(entry) && isObj(entry[1]) ? entry[1] : {};
    if (name && /(^|\/)docusaurus-remark-plugin-tab-blocks(\.(default|plugin))?$/.test(name)) {
      m.track.carried(`${at}[${i}]`);
      migrateTabBlocks(m, options, `${at}[${i}]`);
      return;
    }
    if (!name || !/(^|\/)(docusaurus-)?remark-plugin-npm2yarn$/.test(name)) {
      const before = Array.isArray(target[key]) ? target[key].length : 0;
      carrySitePlugin(m, entry, `${at}[${i}]`, key, target);
      if ((Array.isArray(target[key]) ? target[key].length : 0) > before) m.ownRemarkPlugins = true;
      return;
    }
    const out: Obj = {};
    if (typeof options.sync === 'boolean') out.sync = options.sync;
    if (options.converters === undefined && npm2yarnWithoutBun(m.siteDir)) out.converters = ['yarn', 'pnpm'];
    if (Array.isArray(options.converters)) {
      const known = options.converters.filter((c): c is string => typeof c === 'string' && NPM2YARN_CONVERTERS.includes(c));
      out.converters = known;
      options.converters.forEach((c, j) => {
        if (!known.includes(c as string)) m.track.notCarried(`${at}[${i}][1].converters[${j}]`, c, 'docs-gen converts to yarn, pnpm and bun only');
      });
    }
    // One setting for the site: the first folder's options are every folder's.
    const first = m.out.npm2yarn;
    if (isObj(first) && JSON.stringify(first) !== JSON.stringify(out)) {
      m.track.notCarried(`${at}[${i}]`, options, `docs-gen's npm2yarn is one setting for the site, carried as the first folder's (${JSON.stringify(first)}), and this one's options differ`);
      return;
    }
    m.track.carried(`${at}[${i}]`);
    m.out.npm2yarn = out;
  });
}

/**
 * Companies wrap the classic preset in their own (it adds a few options and passes the rest on), so a site
 * names a package the migration does not know; its options still say what the classic preset gets.
 */
const CLASSIC_OPTION_KEYS = ['docs', 'blog', 'pages', 'theme'];
const wrapsClassic = (options: Obj) => CLASSIC_OPTION_KEYS.some((key) => isObj(options[key]) || options[key] === false);
const WRAPPER_REASON =
  "not the classic preset: its docs, blog, pages, theme and analytics options were read as the classic preset's, which such a preset passes on; what it adds is not carried";

/**
 * Whether `plugins` hold a docs instance with the default id: then no preset adds one (Docusaurus would refuse two
 * instances with one id), and another company's preset that is given no `docs` options is not taken to serve `docs/`.
 */
function declaresDefaultDocs(plugins: unknown): boolean {
  return (
    Array.isArray(plugins) &&
    plugins.some((plugin) => {
      const options = Array.isArray(plugin) && isObj(plugin[1]) ? plugin[1] : {};
      return isDocsPlugin(pluginName(plugin)) && (options.id === undefined || options.id === 'default');
    })
  );
}

/**
 * `presets`: the classic preset's (or a preset wrapping it) docs, blog, theme (customCss) and analytics options, and
 * Redocusaurus's OpenAPI document.
 */
export function migratePresets(m: Migration, presets: unknown, content: Obj[], plugins?: unknown): void {
  if (!Array.isArray(presets)) return;
  const docsDeclared = declaresDefaultDocs(plugins);
  presets.forEach((preset, i) => {
    const at = `presets[${i}]`;
    const name = pluginName(preset);
    const options = Array.isArray(preset) && isObj(preset[1]) ? preset[1] : {};
    if (isRedocusaurus(name)) return migrateRedocusaurus(m, preset, options, at);
    if (isPreset(name, 'classic')) m.track.carried(`${at}[0]`);
    else if (wrapsClassic(options)) m.track.notCarried(`${at}[0]`, name ?? preset, WRAPPER_REASON);
    else {
      m.presetNotRead = true;
      return;
    }
    if (!Array.isArray(preset)) m.track.carried(at);
    const o = `${at}[1]`;
    // Without docs options the classic preset still serves `docs/` at `/docs/`; a wrapping preset is taken to, unless
    // the plugins declare the docs themselves.
    const servesDocs = options.docs === undefined && !(docsDeclared && !isPreset(name, 'classic'));
    if (isObj(options.docs) || servesDocs) migrateDocsOptions(m, isObj(options.docs) ? options.docs : {}, `${o}.docs`, content);
    else if (options.docs === false) m.track.notCarried(`${o}.docs`, false, 'a site without docs has nothing for docs-gen to build');
    if (options.blog === false) m.track.carried(`${o}.blog`);
    else if (options.blog === undefined || isObj(options.blog)) migrateBlog(m, isObj(options.blog) ? options.blog : {}, `${o}.blog`, `${o}.blog`, options.blog);
    else {
      m.blogRoutes.push(blogRoute(undefined));
      m.track.notCarried(`${o}.blog`, options.blog, stubReason(options.blog) ?? 'not a value docs-gen accepts here');
    }
    migratePagesOptions(m, options.pages, `${o}.pages`);
    if (options.sitemap !== undefined && !isObj(options.sitemap)) m.track.carried(`${o}.sitemap`);
    if (isObj(options.theme)) migrateCustomCss(m, options.theme.customCss, `${o}.theme.customCss`);
    migrateAnalytics(m, options.gtag, `${o}.gtag`, options.googleTagManager, `${o}.googleTagManager`);
  });
}

/** Docusaurus resolves `customCss` and `clientModules` paths against the site folder; `@site/` names it too. */
export function siteFile(m: Migration, file: string): string {
  return path.resolve(m.siteDir, file.replace(/^@site\//, './'));
}

/**
 * The classic theme's `customCss` (a path or a list, from the preset's `theme` or the theme's own options),
 * appended to what is carried already: Sass is compiled by docs-gen itself, an installed package's stylesheet is
 * carried as written; Less, and the stylesheet of a package not installed, are listed.
 */
export function migrateCustomCss(m: Migration, value: unknown, at: string): void {
  const list = Array.isArray(value) ? value : [value];
  const where = (i: number) => (Array.isArray(value) ? `${at}[${i}]` : at);
  const files: string[] = [];
  list.forEach((entry, i) => {
    if (typeof entry !== 'string') return;
    const file = siteFile(m, entry);
    // A package's CSS (`require.resolve('pkg/theme.css')`, which migrate's stand-in require leaves as written)
    // is carried as it is written when the package is installed: docs-gen finds it as an `@import` would.
    // Written without `./`, a path whose first folder is not the site's (`react-tweet/theme.css`) names a package.
    const bare = !/^(\.{0,2}\/|@site\/)/.test(entry) && !path.isAbsolute(entry) && !fs.existsSync(path.join(m.siteDir, entry.split('/')[0]));
    if (!fs.existsSync(file)) {
      if (!bare) m.track.notCarried(where(i), entry, 'no such file in the site: copy it into the site and add it to `customCss`');
      else if (packageStylesheet(entry, m.siteDir)?.outside !== false) {
        m.track.notCarried(where(i), entry, "a package's stylesheet, and the package is not installed here: install the site's packages, then add it to `customCss` as written");
      } else {
        files.push(entry);
        if (Array.isArray(value)) m.track.carried(where(i));
      }
    } else if (!/\.(css|scss|sass)$/i.test(entry)) m.track.notCarried(where(i), sitePath(m, file), 'not CSS or Sass: compile it to CSS and add that to `customCss`');
    else {
      files.push(sitePath(m, file));
      if (Array.isArray(value)) m.track.carried(where(i));
    }
  });
  if (!files.length) return;
  const before = m.out.customCss === undefined ? [] : ([] as string[]).concat(m.out.customCss as string | string[]);
  const all = [...new Set([...before, ...files])];
  m.out.customCss = all.length === 1 ? all[0] : all;
  if (!Array.isArray(value)) m.track.carried(at);
}

/**
 * The classic preset's pages plugin: off, or another folder, and npm2yarn and tab blocks among its remark plugins
 * (Markdown pages are compiled as docs are); its other options are listed.
 */
function migratePagesOptions(m: Migration, pages: unknown, at: string): void {
  if (pages === false) {
    // docs-gen would otherwise build `src/pages` by default.
    m.out.pages = false;
    m.track.carried(at);
    return;
  }
  // Without options the pages plugin still builds the folder's Markdown, with no plugins of its own.
  if (!isObj(pages)) {
    m.markdownInstances.push({ kind: 'pages', lists: {} });
    return;
  }
  if (typeof pages.path === 'string') {
    m.out.pages = sitePath(m, pages.path);
    m.track.carried(`${at}.path`);
  }
  migrateSitePlugins(m, pages, at, 'pages', {});
}

export function migrateAnalytics(m: Migration, gtag: unknown, gtagAt: string, gtm: unknown, gtmAt: string): void {
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

/** The route a blog's options serve it at (`/blog` by default). */
function blogRoute(options: unknown): string {
  return routeOf((isObj(options) ? str(options.routeBasePath) : undefined) ?? 'blog');
}

const isCount = (least: number) => (value: unknown) => value === 'ALL' || (Number.isInteger(value) && (value as number) >= least);
const isString = (value: unknown) => typeof value === 'string';

/** A tags file option as docs-gen takes it: a path relative to the folder, or `false`/`null` for none. */
function isTagsFile(value: unknown): boolean {
  return value === false || value === null || (isString(value) && value !== '');
}

/** One of Docusaurus's policies for a problem (`onInlineTags`, `onInlineAuthors`, `onUntruncatedBlogPosts`). */
function isInlineTagsPolicy(value: unknown): boolean {
  return value === 'ignore' || value === 'log' || value === 'warn' || value === 'throw';
}

/** The blog options docs-gen takes under Docusaurus's names, each with the values it accepts (see the config schema). */
const BLOG_OPTIONS: Record<string, (value: unknown) => boolean> = {
  routeBasePath: isString,
  blogTitle: isString,
  editLocalizedFiles: (value) => typeof value === 'boolean',
  blogDescription: isString,
  postsPerPage: isCount(1),
  sortPosts: (value) => value === 'descending' || value === 'ascending',
  blogSidebarCount: isCount(0),
  blogSidebarTitle: isString,
  showReadingTime: (value) => typeof value === 'boolean',
  authorsMapPath: isString,
  tagsBasePath: isString,
  authorsBasePath: isString,
  archiveBasePath: (value) => value === null || isString(value),
  pageBasePath: isString,
  exclude: (value) => Array.isArray(value) && value.every(isString),
  tags: isTagsFile,
  onInlineTags: isInlineTagsPolicy,
  onInlineAuthors: isInlineTagsPolicy,
  onUntruncatedBlogPosts: isInlineTagsPolicy,
};

const FEED_TYPES = ['rss', 'atom', 'json'];

const FEED_OPTIONS: Record<string, (value: unknown) => boolean> = {
  type: (value) => value === null || value === 'all' || FEED_TYPES.includes(value as string) || (Array.isArray(value) && value.every((t) => FEED_TYPES.includes(t))),
  title: isString,
  description: isString,
  copyright: isString,
  language: isString,
  limit: (value) => value === false || (Number.isInteger(value) && (value as number) >= 1),
};

/** Why a blog option docs-gen has no counterpart for is listed. */
function blogOptionReason(key: string, value: unknown): string {
  if (/Component$/.test(key)) return "a Docusaurus theme component: docs-gen's blog has its own";
  return stubReason(value) ?? "docs-gen's blog has no such option";
}

/** The options `accepted` names, with values it accepts; each other one is listed (`skip` are read elsewhere), for `unknown`. */
function carryOptions(m: Migration, options: Obj, at: string, accepted: Record<string, (value: unknown) => boolean>, skip: string[], unknown = blogOptionReason): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || skip.includes(key)) continue;
    const accepts = accepted[key];
    if (!accepts) m.track.notCarried(`${at}.${key}`, value, unknown(key, value));
    else if (!accepts(value)) m.track.notCarried(`${at}.${key}`, value, stubReason(value) ?? 'not a value docs-gen accepts here');
    else {
      out[key] = value;
      m.track.carried(`${at}.${key}`);
    }
  }
  return out;
}

/** Why a version option docs-gen has no counterpart for is listed. */
const versionOptionReason = (_key: string, value: unknown) => stubReason(value) ?? "docs-gen's versions have no such option";

/** The options of a docs version docs-gen takes, under Docusaurus's names, each with the values it accepts (see the config schema). */
const VERSION_OPTIONS: Record<string, (value: unknown) => boolean> = {
  label: isString,
  path: isString,
  banner: (value) => value === 'none' || value === 'unreleased' || value === 'unmaintained',
  badge: (value) => typeof value === 'boolean',
  noIndex: (value) => typeof value === 'boolean',
  className: isString,
};

/** The versioning options docs-gen takes as they are, with the values it accepts. */
const VERSIONING_OPTIONS: Record<string, (value: unknown) => boolean> = {
  lastVersion: isString,
  includeCurrentVersion: (value) => typeof value === 'boolean',
  onlyIncludeVersions: (value) => Array.isArray(value) && value.every(isString),
};

/**
 * A docs instance with a versions file: the folder's entry names the file, from which docs-gen reads the versions as
 * Docusaurus does, and carries the versioning options; a version option docs-gen lacks, or a version the file does
 * not list (which docs-gen would fail on), is listed.
 */
function migrateVersions(m: Migration, docs: Obj, at: string, entry: Obj, versioning: Extract<DocsVersioning, { kind: 'versioned' }>, instance: string): void {
  entry.versionsFile = sitePath(m, versioning.file);
  m.versionedInstances.add(instance);
  // The navbar's version items name its folder by its plugin id.
  if (instance !== 'default') entry.pluginId = instance;
  if (docs.disableVersioning === false) m.track.carried(`${at}.disableVersioning`);
  Object.assign(entry, carryOptions(m, pick(docs, Object.keys(VERSIONING_OPTIONS)), at, VERSIONING_OPTIONS, [], versionOptionReason));
  if (docs.versions === undefined) return;
  if (!isObj(docs.versions)) return m.track.notCarried(`${at}.versions`, docs.versions, 'not a value docs-gen accepts here');
  const versions: Obj = {};
  for (const [name, options] of Object.entries(docs.versions)) {
    const where = `${at}.versions.${name}`;
    if (name !== 'current' && !versioning.names.includes(name)) m.track.notCarried(where, options, `${versioning.file} does not list this version`);
    else if (!isObj(options)) m.track.notCarried(where, options, 'not a value docs-gen accepts here');
    else versions[name] = carryOptions(m, options, where, VERSION_OPTIONS, [], versionOptionReason);
  }
  if (Object.keys(versions).length) entry.versions = versions;
  if (!Object.keys(docs.versions).length) m.track.carried(`${at}.versions`);
}

/** The options of `keys` that are set. */
const pick = (options: Obj, keys: string[]): Obj => Object.fromEntries(keys.filter((key) => key in options).map((key) => [key, options[key]]));

/**
 * A docs instance built as its docs folder alone: its label, for the first, is the site's `docsVersionLabel`; the
 * other versioning options are listed (a site without a versions file has only the docs folder to build).
 */
function migrateSingleVersion(m: Migration, docs: Obj, at: string, version: Extract<DocsVersioning, { kind: 'single' }>, first: boolean): void {
  if (version.warning) m.warnings.push(version.warning);
  if (version.label && first) m.out.docsVersionLabel = version.label;
  if (docs.lastVersion !== undefined) m.track.carried(`${at}.lastVersion`);
  if (typeof docs.disableVersioning === 'boolean') m.track.carried(`${at}.disableVersioning`);
  const why = version.warning ? 'see the warning' : docs.disableVersioning === true ? '`disableVersioning`' : 'the site has no versions file';
  const reason = `docs-gen builds the docs folder alone (${why})`;
  for (const key of ['versions', 'includeCurrentVersion', 'onlyIncludeVersions']) {
    if (docs[key] !== undefined) m.track.notCarried(`${at}.${key}`, docs[key], reason);
  }
}

/** The site's locales, the default first: carried before the docs options are read. */
function siteLocales(m: Migration): string[] {
  const i18n = isObj(m.out.i18n) ? m.out.i18n : undefined;
  const fallback = str(i18n?.defaultLocale) ?? str(m.out.locale) ?? 'en';
  const locales = Array.isArray(i18n?.locales) ? (i18n.locales as string[]) : [];
  return [fallback, ...locales.filter((l) => l !== fallback)];
}

/**
 * The config's `editUrl` for a docs instance's `editUrl`: the prefix of the links it gives, which must be the same in
 * every version built (Docusaurus gives a version's docs the links of its own folder).
 */
function versionsEditPrefix(m: Migration, editUrl: unknown, versioning: DocsVersioning, docsFolder: string, routeBasePath: string, locale: string): string | undefined {
  const versions = versioning.kind === 'versioned' ? versioning.built : [{ name: versioning.name, folder: docsFolder, path: '' }];
  const prefixes = versions.map((version) =>
    editUrlPrefix(editUrl, { siteDir: m.siteDir, outDir: m.outDir, docsDir: path.resolve(m.siteDir, version.folder), version: version.name, locale, routeBasePath: routeOf(routeBasePath, version.path) }),
  );
  return prefixes.length && prefixes.every((prefix) => prefix !== undefined && prefix === prefixes[0]) ? prefixes[0] : undefined;
}

/**
 * A Docusaurus `editUrl` function as code for the written config, which calls it for each page as Docusaurus does:
 * one that reads nothing of the Docusaurus config, unless it has no branches and its links are a prefix and the
 * page's path in every locale (`prefixIn`), which that prefix says more simply. Undefined for any other.
 */
function editUrlCode(m: Migration, editUrl: unknown, prefixIn: (locale: string) => string | undefined, locales: string[]): ConfigCode | undefined {
  const code = typeof editUrl === 'function' ? selfContainedSource(editUrl as (page: never) => unknown, m.constants) : undefined;
  if (code === undefined) return undefined;
  const prefix = prefixIn(locales[0]);
  const onePrefix = prefix !== undefined && !hasBranches(code.source) && locales.every((l) => prefixIn(l) === prefix);
  return onePrefix ? undefined : code;
}

const isFolder = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isDirectory() === true;

/**
 * A blog of the site, the classic preset's `blog` options or a `plugin-content-blog` instance's (`options` at `at`;
 * `instanceAt` is listed, showing `shown`, when the blog is not carried). Each with a posts folder is built, its
 * options carried as written, with the plugin's `id` unless it is the first blog's `default`.
 */
function migrateBlog(m: Migration, options: Obj, at: string, instanceAt: string, shown: unknown): void {
  const notBuilt = (reason: string) => {
    m.blogRoutes.push(blogRoute(options));
    if (shown !== undefined) m.track.notCarried(instanceAt, shown, reason);
  };
  const id = options.id === undefined ? 'default' : str(options.id);
  if (id === undefined || !/^[\w-]+$/.test(id)) return notBuilt('its `id` is not a name of letters, digits, `_` and `-`');
  if (m.blogIds.has(id)) return notBuilt(`another blog has the id "${id}", as Docusaurus does not allow either`);
  const folder = options.path === undefined ? 'blog' : str(options.path);
  if (folder === undefined) return notBuilt(stubReason(options.path) ?? 'its `path` is not a folder migrate can read: set `blog` by hand');
  const folderPath = path.resolve(m.siteDir, folder);
  // Docusaurus builds no posts without the folder; docs-gen, given a `blog`, would look for it.
  if (!isFolder(folderPath)) return notBuilt(`the site has no ${posixRelative(m.siteDir, folderPath)}/ folder, so there are no posts to build`);
  const blog: Obj = {};
  // The first blog is `default` unless it says otherwise; any other names its id.
  if (id !== 'default' || m.blogs.length) blog.id = id;
  m.track.carried(`${at}.id`);
  // Beside the config docs-gen finds the folder by its default name; elsewhere another `blog/` could be found first.
  if (options.path !== undefined || path.resolve(m.outDir) !== path.resolve(m.siteDir)) blog.path = sitePath(m, folder);
  m.track.carried(`${at}.path`);
  Object.assign(blog, carryOptions(m, options, at, BLOG_OPTIONS, ['path', 'id', 'feedOptions', 'remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins', 'editUrl']));
  if (options.editUrl !== undefined) {
    // Docusaurus joins a string with the posts folder's path in the site and the post's: one prefix of the path
    // docs-gen joins it with. A function is carried as the docs' one is (see editUrlCode), else asked for its links
    // and listed when they are no such prefix.
    const [locale, ...otherLocales] = siteLocales(m);
    const prefixIn = (l: string) =>
      editUrlPrefix(options.editUrl, { siteDir: m.siteDir, outDir: m.outDir, docsDir: folderPath, version: 'current', locale: l, routeBasePath: blogRoute(options), plugin: 'blog' });
    const code = editUrlCode(m, options.editUrl, prefixIn, [locale, ...otherLocales]);
    const prefix = code ? undefined : prefixIn(locale);
    if (code) {
      blog.editUrl = code;
      m.track.carried(`${at}.editUrl`);
    } else if (prefix) {
      blog.editUrl = prefix;
      m.track.carried(`${at}.editUrl`);
      const elsewhere = typeof options.editUrl === 'function' ? otherLocales.filter((l) => prefixIn(l) !== prefix) : [];
      if (elsewhere.length) {
        m.track.notCarried(`${at}.editUrl`, options.editUrl, `carried as the prefix of its links in ${locale}; in ${elsewhere.join(', ')} it gives other links, and docs-gen's \`blog.editUrl\` is the same in every locale`);
      }
    } else m.track.notCarried(`${at}.editUrl`, options.editUrl, stubReason(options.editUrl) ?? 'docs-gen takes a URL prefix, joined with the post\'s path, and these links are not that: set `blog.editUrl` by hand');
  }
  // Posts are compiled as docs are: npm2yarn and tab blocks among the blog's plugins are carried as the docs' are.
  migrateSitePlugins(m, options, at, 'blog', blog);
  const feed = options.feedOptions;
  if (isObj(feed)) {
    // Docusaurus's `null` limit, like `false`, puts every post in the feeds: docs-gen takes `false` only.
    const feedOptions = carryOptions(m, feed.limit === null ? { ...feed, limit: false } : feed, `${at}.feedOptions`, FEED_OPTIONS, []);
    if (Object.keys(feedOptions).length) blog.feedOptions = feedOptions;
    if (!Object.keys(feed).length) m.track.carried(`${at}.feedOptions`);
  } else if (feed !== undefined) m.track.notCarried(`${at}.feedOptions`, feed, stubReason(feed) ?? 'not a value docs-gen accepts here');
  if (!Object.keys(options).length) m.track.carried(at);
  m.blogs.push(blog);
  m.blogIds.add(id);
}

/**
 * The config's `blog`, after the presets and plugins are read: the blog docs-gen builds (a list for several), or `false` where docs-gen
 * would otherwise build one from a `blog/` folder the site does not build (unless a preset migrate does not read
 * may add that blog).
 */
export function writeBlog(m: Migration): void {
  if (m.blogs.length > 1) m.out.blog = m.blogs;
  else if (m.blogs.length) {
    if (Object.keys(m.blogs[0]).length) m.out.blog = m.blogs[0];
  } else if (!m.presetNotRead && [m.outDir, m.siteDir].some((dir) => isFolder(path.join(dir, 'blog')))) {
    m.out.blog = false;
  }
}

/** `plugins`: further docs instances, the blog and the analytics plugins; every other plugin is listed. */
const isPath = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The extensions of `fromExtensions` or `toExtensions` the plugin takes; any other is listed. */
function extensionsOf(m: Migration, value: unknown, at: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    m.track.notCarried(at, value, 'not a list of extensions');
    return [];
  }
  const kept: string[] = [];
  value.forEach((ext, i) => {
    const problem = extensionProblem(ext);
    if (problem) m.track.notCarried(`${at}[${i}]`, ext, problem);
    else kept.push(ext as string);
  });
  m.track.carried(at);
  return kept;
}

/**
 * `@docusaurus/plugin-client-redirects`: its `redirects` become the config's, and its `createRedirects` the
 * config's, its code written into it, when it reads nothing of the Docusaurus config (an import, a constant);
 * such a one is listed, to be copied by hand. Redirects by file extension (`fromExtensions`, `toExtensions`)
 * are made by a `createRedirects` written for them, after what the plugin's own returns.
 */
function migrateRedirects(m: Migration, options: Obj, at: string): void {
  const kept: Obj[] = [];
  const intoBlog = (to: string) => m.blogRoutes.some((route) => to === route || to.startsWith(`${route}/`) || (route === '/' && to.startsWith('/')));
  (Array.isArray(options.redirects) ? options.redirects : []).forEach((entry, i) => {
    const valid = isObj(entry) && isPath(entry.to) && (isPath(entry.from) || (Array.isArray(entry.from) && entry.from.length > 0 && entry.from.every(isPath)));
    if (!valid) m.track.notCarried(`${at}.redirects[${i}]`, entry, 'not a redirect from a path (or paths) to a path');
    else if (intoBlog(siteLink(entry.to as string))) m.track.notCarried(`${at}.redirects[${i}]`, entry, 'a redirect into the blog, which docs-gen does not build');
    else {
      kept.push({ from: entry.from, to: siteLink(entry.to as string) });
      m.track.carried(`${at}.redirects[${i}]`);
    }
  });
  if (Array.isArray(options.redirects) && !options.redirects.length) m.track.carried(`${at}.redirects`);
  let created: ConfigCode | undefined;
  if (typeof options.createRedirects === 'function') {
    created = selfContainedSource(options.createRedirects as (path: string) => unknown, m.constants);
    if (!created) {
      m.track.notCarried(`${at}.createRedirects`, options.createRedirects, 'code that reads names of the Docusaurus config: copy the function into the config as `createRedirects`, with what it reads');
    } else {
      m.track.carried(`${at}.createRedirects`);
    }
  }
  const from = extensionsOf(m, options.fromExtensions, `${at}.fromExtensions`);
  const to = extensionsOf(m, options.toExtensions, `${at}.toExtensions`);
  if (from.length || to.length) m.out.createRedirects = new ConfigCode(extensionRedirectsSource({ from, to, created: created?.source }), created?.imports);
  else if (created) m.out.createRedirects = created;
  if (kept.length) m.out.redirects = [...(Array.isArray(m.out.redirects) ? (m.out.redirects as Obj[]) : []), ...kept];
}


/** Extensions a plugin's file is found with when its path has none (`require.resolve('./plugins/releases')` keeps none). */
const PLUGIN_EXTENSIONS = ['', '.js', '.ts', '.mjs', '.cjs', '.mts', '.cts', '.jsx', '.tsx'];

/** The file of a plugin named by its path (a file, or a folder's `index`), when there is one. */
function pluginFile(base: string): string | undefined {
  const isFile = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  return [...PLUGIN_EXTENSIONS.map((ext) => base + ext), ...PLUGIN_EXTENSIONS.slice(1).map((ext) => path.join(base, `index${ext}`))].find(isFile);
}

/**
 * What a site's plugin does that docs-gen runs: it publishes data, adds pages, client modules or tags, works on the
 * output, or writes files when it is called (typescript-eslint's writes the list of recent posts its home page imports).
 */
const RUN_BY_DOCS_GEN = /\b(setGlobalData|createData|addRoute|getClientModules|injectHtmlTags|postBuild|configurePostCss|writeFileSync|writeFile|outputFileSync|outputFile|outputJsonSync|outputJson|writeJsonSync|writeJson)\b/;

/**
 * A plugin of the site's own files that does what docs-gen runs (publishes data, which its components read with
 * `usePluginData`, adds pages with `addRoute`, …): carried into the config's `plugins`, imported from its file, with
 * its options when they are data. Whether it does is read from its file, not by running it: a data plugin often
 * fetches from the network. False when the plugin is no such file.
 */
function carryDataPlugin(m: Migration, plugin: unknown, at: string): boolean {
  const [head, ...options] = Array.isArray(plugin) ? plugin : [plugin];
  // A plugin function a file of the site exports (`require('./plugins/releases')`).
  const local = m.localFunctions.get(head);
  if (local) {
    if (!RUN_BY_DOCS_GEN.test(fs.readFileSync(local.file, 'utf8'))) return false;
    carryLocalFunction(m, local, options, at, 'plugins');
    return true;
  }
  // A plugin written in the config itself: its code is written into docs-gen's, when it reads nothing of the
  // Docusaurus config (an import, a constant).
  if (typeof head === 'function') {
    if (!RUN_BY_DOCS_GEN.test(head.toString())) return false;
    const code = selfContainedSource(head as (...args: never[]) => unknown, m.constants);
    const carried = withFunctionsWritten(options, m.constants);
    if (!code || !carried) {
      const reason = code ? CODE_READS_CONFIG : 'code that reads names of the Docusaurus config';
      m.track.notCarried(at, `(function ${head.name || 'plugin'})`, `${reason}: add the plugin to the config's plugins by hand`);
      return true;
    }
    m.out.plugins = [...((m.out.plugins as unknown[] | undefined) ?? []), carried.length ? [code, ...carried] : code];
    m.track.carried(at);
    return true;
  }
  if (!namesFile(head)) return false;
  const file = pluginFile(path.resolve(m.siteDir, head));
  if (!file || !RUN_BY_DOCS_GEN.test(fs.readFileSync(file, 'utf8'))) return false;
  // Named by its path, as Docusaurus's config names it: docs-gen then loads it as Docusaurus does, and resolves the
  // client modules it names relative to its own folder.
  const carried = withFunctionsWritten(options, m.constants);
  if (!carried) {
    m.track.notCarried(at, path.relative(m.siteDir, file), `${CODE_READS_CONFIG}: add the plugin to the config's plugins by hand`);
    return true;
  }
  const written = importPath(m, file);
  const list = (m.out.plugins as unknown[] | undefined) ?? [];
  m.out.plugins = [...list, carried.length ? [written, ...carried] : written];
  m.track.carried(at);
  return true;
}

/** Plugins doing what docs-gen does itself, and what does it: said instead of why they are not run. */
function ownFeatureReason(name: string): string | undefined {
  if (/search/i.test(name)) return "docs-gen's own search replaces it";
  if (/llms/i.test(name)) return 'docs-gen writes llms.txt, llms-full.txt and each page as Markdown itself (see Markdown for language models)';
  if (/copy-page/i.test(name)) return "docs-gen's theme has its own button copying a page as Markdown";
  return undefined;
}

/** Why a plugin is not carried: docs-gen runs the site's own plugins, for what it does of theirs. */
function notRunReason(plugin: unknown): string {
  const head = Array.isArray(plugin) ? plugin[0] : plugin;
  if (namesFile(head) || typeof head === 'function') return "it does nothing docs-gen runs of a site's plugin (setGlobalData, createData, addRoute, getClientModules, injectHtmlTags, postBuild, configurePostCss)";
  return "docs-gen runs no Docusaurus plugins but the site's own (files, or functions written in the config) that publish data, add pages or tags, or work on the output";
}

export function migratePlugins(m: Migration, plugins: unknown, content: Obj[]): void {
  if (!Array.isArray(plugins)) return;
  // Read after every blog, wherever the plugins list them: whether a redirect is carried depends on the blog it leads into.
  const redirects: (() => void)[] = [];
  plugins.forEach((plugin, i) => {
    const at = `plugins[${i}]`;
    const name = pluginName(plugin);
    const options = Array.isArray(plugin) && isObj(plugin[1]) ? plugin[1] : {};
    if (isDocsPlugin(name)) {
      m.track.carried(Array.isArray(plugin) ? `${at}[0]` : at);
      migrateDocsOptions(m, options, `${at}[1]`, content);
    } else if (name && /(^|[/-])plugin-content-blog$/.test(name)) {
      const before = m.blogs.length;
      migrateBlog(m, options, `${at}[1]`, at, name);
      if (m.blogs.length > before) m.track.carried(Array.isArray(plugin) ? `${at}[0]` : at);
    } else if (name && /plugin-google-gtag$/.test(name)) {
      m.track.carried(`${at}[0]`);
      migrateAnalytics(m, options, `${at}[1]`, undefined, '');
    } else if (name && /(^|[/-])plugin-sass$/.test(name)) {
      // docs-gen compiles `.scss` and `.sass` itself (with the `sass` package).
      m.track.carried(at);
    } else if (name && /(^|[/-])plugin-ideal-image$/.test(name)) {
      // The theme has its IdealImage, a plain lazy image: the options (the sizes it would generate) have nothing to set.
      m.track.carried(at);
    } else if (name && /plugin-google-tag-manager$/.test(name)) {
      m.track.carried(`${at}[0]`);
      migrateAnalytics(m, undefined, '', options, `${at}[1]`);
    } else if (name && /(^|[/-])(plugin-)?client-redirects$/.test(name)) {
      m.track.carried(Array.isArray(plugin) ? `${at}[0]` : at);
      redirects.push(() => migrateRedirects(m, options, `${at}[1]`));
    } else if (name && /(^|[/-])plugin-pwa$/.test(name)) {
      migratePwa(m, plugin, options, at);
    } else if (name && /(^|[/-])plugin-module-alias$/.test(name) && isObj(options.alias)) {
      m.track.carried(`${at}[0]`);
      migrateAliases(m, options.alias, `${at}[1].alias`);
    } else {
      // Its webpack aliases naming the site's files (its generated files' folder too) are the config's, carried or not.
      const alias = webpackAliasesOf(m.pluginInstances.get(Array.isArray(plugin) ? plugin[0] : plugin));
      if (alias) migrateAliases(m, alias, `${at}.configureWebpack().resolve.alias`);
      if (!carryDataPlugin(m, plugin, at)) {
        const shown = name ?? (typeof plugin === 'function' ? `(function ${plugin.name || 'plugin'})` : plugin);
        const reason = ownFeatureReason(String(name)) ?? notRunReason(plugin);
        m.track.notCarried(at, shown, alias ? `${reason}; its webpack aliases naming the site's files are carried as \`aliases\`` : reason);
      }
    }
  });
  for (const migrate of redirects) migrate();
}
