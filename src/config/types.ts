import type { ImportAlias } from '../util/importAliases.js';
import type { BlogOptions, ContentRootConfig, GeneratorSourceConfig, OpenApiSourceConfig, ParsedConfig } from './schema.js';

export type {
  UserConfig,
  NavItem,
  NavLinkItem,
  NavDropdownItem,
  LogoConfig,
  FooterLink,
  FooterColumn,
  LinkPolicy,
} from './schema.js';

/** The validated configuration with every path made absolute. The first stage's output. */
export interface SiteConfig extends Omit<ParsedConfig, 'content' | 'cliReference' | 'openapi' | 'customCss' | 'blog'> {
  rootDir: string;
  /** The config file, when the site has one. */
  configFile?: string;
  /** Absolute output folder. */
  outPath: string;
  content: ContentRoot[];
  /** The blog, when the site has one: its posts are the content folder with `layout: 'blog'`. */
  blog?: BlogConfig;
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
  /** `customCss`, in order, as absolute paths. */
  customCssPaths: string[];
  /** `aliases`, with absolute paths. */
  importAliases: ImportAlias[];
}

export interface ContentRoot extends ContentRootConfig {
  absPath: string;
  /** Absolute path of `sidebarsFile`. */
  sidebarsPath?: string;
  /**
   * `page`: the Markdown of the pages folder (Docusaurus's `src/pages`), in no sidebar, without the docs chrome.
   * `blog`: the blog's posts, routed by their dates and shown with the blog's chrome.
   */
  layout?: 'page' | 'blog';
}

export interface BlogConfig extends BlogOptions {
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
