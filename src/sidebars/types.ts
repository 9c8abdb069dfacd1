import type { Redirect } from '../config/redirects.js';
import type { ContentRoot, SiteConfig } from '../config/types.js';
import type { Warning } from '../shared/types.js';
import type { CategoryMeta, GeneratedIndexLink } from '../content/types.js';
import type { Page } from '../shared/types.js';
import type { DocsVersionIndex } from './docsVersionIndex.js';

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Set when the link is a page of the site. */
  docId?: string;
  /** Hidden from the sidebar unless it is the current page. */
  unlisted?: boolean;
  badge?: string;
  /** A `ref` entry: a link to the doc that does not make this sidebar the doc's sidebar, nor part of its prev/next. */
  ref?: boolean;
  /** The href is written as it is, without the base URL (`autoAddBaseUrl: false`). */
  rawHref?: boolean;
  className?: string;
  /** Shown on a generated index's card. */
  description?: string;
  customProps?: Record<string, unknown>;
}

/** Markup of the sidebars file, shown as it is (Docusaurus's `html` entry). */
export interface SidebarHtml {
  type: 'html';
  value: string;
  /** Padded like a link. */
  defaultStyle?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  items: SidebarItem[];
  /** Where the label leads: its linked doc, or else its first link. */
  href?: string;
  /** The doc the category links to, when it has one. */
  docId?: string;
  linkUnlisted?: boolean;
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  description?: string;
  customProps?: Record<string, unknown>;
  /** The category's label leads to a page listing its entries; the sidebars stage makes that page. */
  generatedIndex?: GeneratedIndexLink;
  /** Where the category is defined (its `_category_` file or sidebars file entry), for problems with it. */
  origin?: { file: string; line?: number; column?: number };
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;
export type Sidebars = Record<string, SidebarItem[]>;

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageLinkRef {
  label: string;
  href: string;
}

/** Where a page sits in the site's navigation. */
export interface PageNavigation {
  sidebar?: string;
  breadcrumbs: Crumb[];
  prev?: PageLinkRef;
  next?: PageLinkRef;
}

/** Resolved navbar: routes of `docId`/`sidebarId` items filled in. */
export interface NavTargets {
  /** `navTargetKey` of a navbar link (or dropdown entry) → resolved route. */
  routes: Map<string, string>;
  /**
   * On the pages of a docs version other than the last (by `docsVersionKey`): the routes of links to docs of the last
   * version that this version has too, which lead to its own.
   */
  versionRoutes: Map<string, Map<string, string>>;
}

/** Everything later stages need: pages, sidebars and each page's place in them. The sidebars stage's output. */
export interface SiteGraph {
  config: SiteConfig;
  pages: Page[];
  pagesById: Map<string, Page>;
  pagesByRoute: Map<string, Page>;
  categories: Map<string, CategoryMeta>;
  sidebars: Sidebars;
  navigation: Map<string, PageNavigation>;
  navTargets: NavTargets;
  warnings: Warning[];
  /** Problems of this stage that do not fail the build (a sidebars file that is not used, a redirect left out). */
  sidebarWarnings: Warning[];
  /** The pages written at old paths to send the reader on: the config's `redirects`, then those `createRedirects` makes. */
  redirects: Redirect[];
  /** The files the sidebars file is made of (a script and the files it imports). */
  sidebarsInputs: string[];
  /** The versions of the site's versioned content folders. */
  docsVersions: DocsVersionIndex;
  /** Each sidebar's docs folder and the name its translations give it (`sidebar.<name>.…`). */
  sidebarOwners: Map<string, SidebarOwner>;
  /** The files of docs whose route another file took, with the page at that route, where links to them lead. */
  replacedFiles: Map<string, Page>;
}

/** The docs folder a sidebar belongs to, for its translations, and the sidebar's name there. */
export interface SidebarOwner {
  root: ContentRoot;
  name: string;
}
