import type { InfimaAliases } from './infimaClasses.js';
import type { DocsVersionIndex, PageDocsVersion } from '../sidebars/docsVersionIndex.js';
import type { CollectedLinks, OutputFile, PageAsset, PageComponent } from '../shared/types.js';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { SiteConfig } from '../config/types.js';
import type { LinkResolver } from '../links/linkResolver.js';
import type { ComponentCode } from './componentCode.js';
import type { RouteEntry } from '../shared/nearestRoutes.js';
import type { Page } from '../shared/types.js';
import type { PageNavigation, SidebarItem, Sidebars } from '../sidebars/types.js';

/** URLs of the built assets a page links to. */
export interface AssetUrls {
  css: string;
  js: string;
  /** The site's client modules, bundled (clientModules.ts), when it has any. */
  clientModules?: string;
  /** Inline script that sets the colour mode before first paint. */
  themeScript: string;
  /** Search index URL, for the client search. */
  searchIndex?: string;
  /** Sidebar name → URL of its shared file, for the sidebars large enough to have one (`Theme.sidebarFile`). */
  sidebars?: Record<string, string>;
  /** URL of the route list's shared file, for a site too large to write it into its 404 page (see routeListFile.ts). */
  routeList?: string;
}

/** Everything the theme needs to render one route. Provided through React context. */
export interface RenderContext {
  config: SiteConfig;
  /** Undefined on the 404 page. */
  page?: Page;
  navigation?: PageNavigation;
  sidebars: Sidebars;
  /** `navTargetKey` of a navbar link or dropdown entry → route of `docId`/`sidebarId` items. */
  navRoutes: Map<string, string>;
  /** The site's versioned docs, for the navbar's version items. */
  docsVersions: DocsVersionIndex;
  /** `RenderInput.versionNavRoutes`: where navbar links lead in each version, for the reader's preferred one. */
  versionNavRoutes?: Map<string, Map<string, string>>;
  /** The version of the page being rendered, when it is a page of versioned docs, with the page's id within it. */
  docsVersion?: PageDocsVersion;
  assets: AssetUrls;
  /** Resolves a link written in the page to its final href. */
  resolveLink: (url: string) => string;
  /** Applies the base URL (and the site URL when absolute) to a site path. */
  url: (path: string, absolute?: boolean) => string;
  /** The route being rendered, e.g. `/cli/overview/` or `/404.html`. */
  route: string;
  /** URL of the page's Markdown (`…/index.md`, base URL applied) when the site offers it. */
  markdownUrl?: string;
  /** The next id with this prefix in the page being rendered: `tabs-1`, `tabs-2`, … (a fresh count per page). */
  nextId: (prefix: string) => string;
  /**
   * Renders an element to HTML with the renderer the page is rendered with, for markup rendered once and reused
   * (a schema tree, a sidebar's lists). Through the context, a theme bundled with a site's overrides uses it too.
   */
  renderStatic: (element: ReactElement) => string;
  /** The page with a doc id, for site code that looks a doc up (`useDocById` of a Docusaurus `DocCard`). */
  docById: (id: string) => Page | undefined;
  /**
   * A page's content as an element: its body, or with `excerpt` a blog post's beginning up to its truncate marker
   * (its whole body when it has none). For pages that show others' (the blog's list pages).
   */
  pageContent: (id: string, excerpt?: boolean) => ReactElement | undefined;
  /**
   * What the theme sees while rendering another page's content inside this one (links resolve from that page),
   * with this page's count of ids.
   */
  contextOf: (id: string) => RenderContext | undefined;
  /**
   * The links and anchors the page's code registers (Docusaurus's `useBrokenLinks()`): a React page's are checked
   * with the links and ids it renders.
   */
  collected: CollectedLinks;
  /** The plugins whose global data the page's code asked for and got none of, to explain what it then throws. */
  pluginDataMisses: Set<string>;
  /** The listed posts of the page's blog (the first blog's outside any) in its order; with `withUnlisted`, its unlisted posts too. */
  blogPosts: (withUnlisted?: boolean) => Page[];
  /** Every page of the site being built, the same list on every page (what Docusaurus's plugins publish for all pages is made from it). */
  pages: () => Page[];
  /** The inside of a `.code-block` for code written as a component, highlighted as a fence; undefined until its language is loaded. */
  highlightCode: (block: ComponentCode) => string | undefined;
  /** On the 404 page only: every listed page's route and title, from which the browser suggests the nearest (unless `assets.routeList` names a file holding them). */
  routeList?: RouteEntry[];
}

export type MdxComponents = MDXComponents;

/** An imported module's exports. */
export type SiteModule = Record<string, unknown>;

/** Renders a generated page from its data (the page body's `props`). */

/** What a theme module provides to the renderer. */
export interface Theme {
  /** The whole `<html>` document for a page or the 404 route; `children` is the page body. */
  Document: ComponentType<{ ctx: RenderContext; children?: ReactNode }>;
  /** Gives what it holds the render context of a page, for content rendered outside a Document (a blog post's, for the feeds). */
  ContentProvider: ComponentType<{ ctx: RenderContext; children?: ReactNode }>;
  /** Body of the 404 page. */
  NotFound: ComponentType;
  /** Components available in every MDX page (`Tabs`, `Admonition`, `a`, …). */
  mdxComponents: MdxComponents;
  /**
   * The modules `@docusaurus/*` imports (by their full name) and `@theme/*` imports (by component name) stand
   * for; resolved through `resolveSiteModule`.
   */
  modules?: { docusaurus: Record<string, SiteModule>; theme: Record<string, SiteModule> };
  /** Components that render generated pages' data (`ApiOperation`, `CliCommand`, …). */
  pageComponents: Record<string, PageComponent>;
  /**
   * The site's modules and packages its overrides import, by absolute file, as loaded with the theme: site code
   * importing one of them gets this instance (see sharedModulesPlugin), not a copy of its own.
   */
  sharedModules?: ReadonlyMap<string, SiteModule>;
  /**
   * The shared file of a sidebar too large to render whole on every page (JSON, fetched by the browser when a
   * reader expands a category the page left out), or undefined when the sidebar renders whole.
   */
  sidebarFile?: (items: SidebarItem[], ctx: RenderContext) => string | undefined;
}

export interface RenderedPage {
  route: string;
  /** What the page's code registered, when it did. */
  collected?: CollectedLinks;
  /** Output path relative to the output folder, e.g. `cli/overview/index.html`. */
  file: string;
  /** The HTML document, or its bytes as they are to be written (a build hands those on from its cache). */
  html: string | Buffer;
}

export interface RenderInput {
  config: SiteConfig;
  sidebars: Sidebars;
  pages: Page[];
  navigation: Map<string, PageNavigation>;
  navRoutes: Map<string, string>;
  /** Navbar routes that differ on the pages of a docs version other than the last (`NavTargets.versionRoutes`). */
  versionNavRoutes: Map<string, Map<string, string>>;
  docsVersions: DocsVersionIndex;
  resolver: LinkResolver;
  assets: AssetUrls;
  theme: Theme;
  siteComponents: MdxComponents;
  /** The site's own modules that pages import (components, CSS), bundled once, by absolute file. */
  siteModules?: Map<string, SiteModule>;
  /** Images shown by Markdown files that the site's code imports: copied like the pages' images. */
  siteCodeAssets?: PageAsset[];
  /** The shared files of large sidebars, named in `assets.sidebars`; written beside the pages. */
  sidebarFiles?: OutputFile[];
  /** The route list's shared file, for a large site (see `AssetUrls.routeList`). */
  routeListFile?: OutputFile;
  /** The Infima names the theme's elements get besides their own, those the site's CSS styles (infimaClasses.ts). */
  infimaAliases?: InfimaAliases;
}
