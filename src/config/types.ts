import type { PluginHtml } from './pluginHtml.js';
import type { PluginRoute, PostBuildHook } from './sitePlugins.js';
import type { GlobalData } from '../shared/types.js';
import type { ImportAlias } from '../util/importAliases.js';
import type { BlogOptions, ContentRootConfig, DocsVersionOptions, GeneratorSourceConfig, OpenApiSourceConfig, ParsedConfig } from './schema.js';

export type {
  UserConfig,
  NavItem,
  NavLinkItem,
  NavDropdownItem,
  NavVersionDropdownItem,
  NavLocaleDropdownItem,
  LogoConfig,
  FooterLink,
  FooterColumn,
  LinkPolicy,
} from './schema.js';

/** The validated configuration with every path made absolute. The first stage's output. */
export interface SiteConfig extends Omit<ParsedConfig, 'content' | 'cliReference' | 'openapi' | 'customCss' | 'clientModules' | 'blog' | 'i18n'> {
  rootDir: string;
  /** The config file, when the site has one. */
  configFile?: string;
  /** Absolute output folder. */
  outPath: string;
  content: ContentRoot[];
  /** The site's first blog, when it has one: `blogs[0]`. */
  blog?: BlogConfig;
  /** The site's blogs, each with its posts in a content folder with `layout: 'blog'` and its `blogId`. */
  blogs: BlogConfig[];
  cliReference?: GeneratorSource;
  openapi?: OpenApiSource;
  /** Absolute paths of the optional site files. */
  sidebarsPath?: string;
  componentsPath?: string;
  pagesPath?: string;
  staticPath?: string;
  /** The folder `@site/` names: `siteDir`, else the site root. */
  siteDirPath: string;
  /** The folder of theme component overrides, when the site has one. */
  themePath?: string;
  /** `customCss`, then the stylesheets of `clientModules`, in order, as absolute paths. */
  customCssPaths: string[];
  /** The scripts of `clientModules`, in order, as absolute paths. */
  clientModulePaths: string[];
  /** `aliases`, with absolute paths. */
  importAliases: ImportAlias[];
  /** The content folders built in several versions (a `versionsFile`), each with its versions. */
  docsVersions: DocsVersionSet[];
  /** The site's locales and the one this build of the config is for (`i18n`; one locale, `locale`, without it). */
  i18n: SiteI18n;
  /** What the site's `plugins` published with `setGlobalData` (sitePlugins.ts), for this build's locale. */
  globalData: GlobalData;
  /**
   * The files of the plugins the config names by their module (pluginModules.ts) and the site's own files they
   * import: read with the config, so `dev` watches them as its own.
   */
  pluginFiles?: string[];
  /** A hash of the modules the config ran besides its own file (load.ts): what its functions call changes only with them. */
  codeFingerprint?: string;
  /** The HTML the site's `plugins` inject into every page (their `injectHtmlTags`): none without plugins. */
  pluginHtml?: PluginHtml;
  /** The site's `plugins`' `postBuild`s (sitePlugins.ts), which `build` calls on the written output before it is swapped in. */
  postBuild?: PostBuildHook[];
  /** The pages the site's `plugins` add with `addRoute` (sitePlugins.ts), built as React pages. */
  pluginRoutes?: PluginRoute[];
  /** The PostCSS plugins the site's `plugins` list (`configurePostCss`), which its stylesheets go through. */
  postcssPlugins?: unknown[];
}

/** One locale of the site, as Docusaurus's `i18n.localeConfigs` describe it, every default filled in. */
/** Which way a locale's text runs. */
export type TextDirection = 'ltr' | 'rtl';

export interface LocaleInfo {
  locale: string;
  /** The config's label for it; `localeLabel` gives the one shown. */
  label?: string;
  direction: TextDirection;
  /** `<html lang>` and `hreflang`. */
  htmlLang: string;
  /** The folder its pages are under, below the base URL (none for the default locale): its name, or its `baseUrl`'s. */
  path: string;
  /** Its folder of the translations' folder (Docusaurus's `localeConfigs.<locale>.path`, default its name). */
  translationsFolder: string;
}

/** The locales of a site, and the one being built with its translations. */
export interface SiteI18n {
  defaultLocale: string;
  /** The locale this config is for. */
  currentLocale: string;
  locales: LocaleInfo[];
  /**
   * The current locale's messages by id (its `code.json`): what `<Translate id>`, `translate({ id })` and the
   * theme's own strings show in place of their default text. Empty for the default locale without a `code.json`.
   */
  translations: Record<string, string>;
  /** The base URL of the default locale: the current locale's is `baseUrl`. */
  defaultBaseUrl: string;
  /** The translations' folder (`i18n.path`, in `siteDir`), whether or not it exists. */
  root: string;
  /** The current locale's translations folder (`<root>/<locale>`), whether or not it exists. */
  folder?: string;
}

/** A content folder's own Markdown plugin lists (see `ownMarkdownPlugins` in schema.ts), run on its pages after the site's. */
export type OwnMarkdownPlugins = Pick<ContentRootConfig, 'remarkPlugins' | 'rehypePlugins' | 'beforeDefaultRemarkPlugins' | 'beforeDefaultRehypePlugins'>;

/** A content folder as configured, with its versioning settings. */
export type ConfiguredContentRoot = ContentRoot & Pick<ContentRootConfig, VersioningKeys>;

/** One version of a versioned content folder: a content folder of its own, with its place among the others. */
export interface DocsVersion {
  /** The versioned folder's `path` as configured (its current version's folder): the versions of one folder share it. */
  set: string;
  /** `current` for the folder itself, else the name in the versions file. */
  name: string;
  label: string;
  /** The route its pages are under, with a leading and no trailing slash (`/docs/1.0`, `/docs`). */
  routeBasePath: string;
  banner: NonNullable<DocsVersionOptions['banner']>;
  badge: boolean;
  noIndex: boolean;
  className?: string;
  /** The version served at the folder's `routeBasePath` (Docusaurus's `lastVersion`). */
  isLast: boolean;
}

/** A content folder built in several versions, in Docusaurus's order: the current version first, then the versions file's. */
export interface DocsVersionSet {
  set: string;
  /** The folder's Docusaurus docs plugin id (`pluginId`, default `default` for the first docs folder): what a version item's `docsPluginId` names. */
  pluginId: string;
  /** The versions file (absolute): read with the config, so a change to it is a change of the config. */
  file: string;
  versions: DocsVersion[];
}

/** A content folder's versioning settings, which its versions' folders no longer carry once resolved. */
export type VersioningKeys = 'versionsFile' | 'lastVersion' | 'includeCurrentVersion' | 'onlyIncludeVersions' | 'versions';

export interface ContentRoot extends Omit<ContentRootConfig, VersioningKeys | 'onInlineTags'> {
  /** A tag the front matter writes that the tags file does not define (docs folders and the blog; none for the pages folder). */
  onInlineTags?: ContentRootConfig['onInlineTags'];
  absPath: string;
  /** The key of the config's `content` entry it comes from (`content.1`), to place a problem with one of its options. */
  configKey?: string;
  /** Absolute path of `sidebarsFile`. */
  sidebarsPath?: string;
  /**
   * `page`: the Markdown of the pages folder (Docusaurus's `src/pages`), in no sidebar, without the docs chrome.
   * `blog`: the blog's posts, routed by their dates and shown with the blog's chrome.
   */
  layout?: 'page' | 'blog';
  /** The id of the blog whose posts the folder holds (`layout: 'blog'`). */
  blogId?: string;
  /** The version of a versioned folder that this folder holds. */
  version?: DocsVersion;
  /** The folder's tags file (absolute), defining the tags its pages' front matter names by key. */
  tagsFile?: string;
  /**
   * The current locale's translations of this folder's files (Docusaurus's `i18n/<locale>/<plugin>/current`): a
   * file there is read in place of the folder's file of the same path.
   */
  localizedPath?: string;
  /** The current locale's translations of the folder's sidebars and version label (`current.json`, `version-<name>.json`). */
  sidebarTranslations?: Record<string, string>;
}

export interface BlogConfig extends BlogOptions {
  /** Its id among the site's blogs (`default` for the first unless set), which its pages name as their `blog`. */
  id: string;
  /** The posts folder. */
  absPath: string;
  /** The list page's route, with a trailing slash (`/blog/`). */
  route: string;
  /** The authors file, when it exists. */
  authorsPath?: string;
  /** The feeds to write, `feedOptions.type` spelled out. */
  feedTypes: ('rss' | 'atom' | 'json')[];
}

export interface GeneratorSource extends Omit<GeneratorSourceConfig, 'sidebar'> {
  absPath: string;
  sidebar: string;
}

export interface OpenApiSource extends GeneratorSource, Pick<OpenApiSourceConfig, 'linkBase'> {}
