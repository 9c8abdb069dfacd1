import type { SiteConfig } from '../config/types.js';
import type { Page } from '../shared/types.js';
import type { PageNavigation, Sidebars } from '../sidebars/types.js';

/** What the Markdown outputs are made from: the analysed site (a `RenderInput` has all of it). */
export interface LlmsSource {
  config: SiteConfig;
  pages: Page[];
  sidebars: Sidebars;
  navigation: Map<string, PageNavigation>;
  /** Navbar item index → route of `docId`/`sidebarId` items; names the sidebars after their navbar links. */
  navRoutes: Map<string, string>;
}

/** One page's Markdown with where it lives. */
export interface MarkdownPage {
  page: Page;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Absolute URL of the Markdown. */
  markdownUrl: string;
  markdown: string;
}
