import type { SiteConfig } from '../config/types.js';
import type { Warning } from '../shared/types.js';
import type { CategoryMeta } from '../content/types.js';
import type { Page } from '../shared/types.js';

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Set when the link is a page of the site. */
  docId?: string;
  /** Hidden from the sidebar unless it is the current page. */
  unlisted?: boolean;
  badge?: string;
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
}

export type SidebarItem = SidebarLink | SidebarCategory;
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
  /** Navbar item index → resolved route. */
  routes: Map<number, string>;
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
}
