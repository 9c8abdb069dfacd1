import { type ComponentProps, createElement } from 'react';
import { DOCUSAURUS_MODULES } from '../../src/shared/siteModules.js';
import BrowserOnly from './BrowserOnly.js';
import * as docsClient from './docsClient.js';
import { DocusaurusBlogPostProvider, useBlogPost } from '../blog/blogPostContext.js';
import { BlogSidebarItemList, groupBlogSidebarItemsByYear, useVisibleBlogSidebarItems } from '../blog/blogSidebarClient.js';
import { ErrorBoundary, ErrorCauseBoundary } from './errorBoundaries.js';
import { NavbarSecondaryMenuFiller, splitNavbarItems, useLockBodyScroll, useNavbarMobileSidebar, useNavbarSecondaryMenu } from './navbarHooks.js';
import { useAnnouncementBar } from './announcementBarHooks.js';
import Head, { HelmetProvider } from './Head.js';
import { Redirect, useHistory, useLocation, useParams, useRouteMatch, withRouter } from './router.js';
import Link from './Link.js';
import { Collapsible, useCollapsible } from './collapsible.js';
import { DetailsGeneric } from './detailsGeneric.js';
import ThemedImage from './ThemedImage.js';
import Translate, { translate } from './Translate.js';
import { mergeSearchParams, mergeSearchStrings, useClearQueryString, useHistorySelector, useQueryString, useQueryStringList } from './queryString.js';
import {
  composeProviders,
  HtmlClassNameProvider,
  isRegexpStringMatch,
  PageMetadata,
  PassThroughProvider,
  prefersReducedMotion,
  processAdmonitionProps,
  useAlternatePageUtils,
  useColorMode,
  useCurrentSidebarCategory,
  useDateTimeFormat,
  useHideableNavbar,
  useKeyboardNavigation,
  useLocalPathname,
  usePluralForm,
  usePrevious,
  usePrismTheme,
  useScrollPosition,
  useThemeConfig,
  useWindowSize,
} from './themeCommon.js';
import isInternalUrl from './isInternalUrl.js';
import { SkipToContentFallbackId, ThemeClassNames } from './themeClassNames.js';
import { duplicates, sanitizeTabsChildren, useScrollPositionBlocker, useTabGroupChoice, useTabs } from './tabsHooks.js';
import useBaseUrl, { useBaseUrlUtils } from './useBaseUrl.js';
import useBrokenLinks from './useBrokenLinks.js';
import useGlobalData, { useAllPluginInstancesData, usePluginData } from './useGlobalData.js';
import useDocusaurusContext from './useDocusaurusContext.js';
import useRouteContext from './useRouteContext.js';
import { containsLineNumbers, getPrismCssVariables, parseLanguage, parseLines } from './codeBlockUtils.js';
import { useCodeWordWrap } from './codeWordWrap.js';
import { CodeBlockContextProvider, createCodeBlockMetadata, parseCodeBlockTitle, useCodeBlockContext } from './codeBlockContext.js';
import { useFilteredAndTreeifiedTOC, useTOCHighlight, useTreeifiedTOC } from './tocTree.js';
import { applyTrailingSlash, blogPostContainerID, getErrorCausalChain } from './utilsCommon.js';

type Module = Record<string, unknown>;

/** react-router's hooks and components that mean something where a page is rendered once, on the server. */
/** React Router's `NavLink`: a Link marked when it leads to the page being rendered, as `isNavLink` marks Docusaurus's. */
const NavLink = (props: ComponentProps<typeof Link>) => createElement(Link, { ...props, isNavLink: true });

const reactRouter: Module = { useLocation, useHistory, useParams, useRouteMatch, withRouter, Redirect };

/**
 * The Docusaurus client modules, by import name. Kept apart from the theme's components (modules.ts): an override
 * imports these modules, and the theme imports the override, so a module holding both would be part of an import
 * cycle that leaves this map undefined while the override loads.
 */
export const docusaurusModules: Record<(typeof DOCUSAURUS_MODULES)[number], Module> = {
  '@docusaurus/Link': { default: Link },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  '@docusaurus/useRouteContext': { default: useRouteContext },
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  '@docusaurus/Head': { default: Head },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/ThemedImage': { default: ThemedImage },
  '@docusaurus/theme-common': {
    useColorMode,
    useThemeConfig,
    useCurrentSidebarCategory,
    usePluralForm,
    usePrismTheme,
    useWindowSize,
    PageMetadata,
    ErrorCauseBoundary,
    ThemeClassNames,
    SkipToContentFallbackId,
    useQueryString,
    useQueryStringList,
    useClearQueryString,
    useHistorySelector,
    mergeSearchParams,
    mergeSearchStrings,
    Collapsible,
    useCollapsible,
    NavbarSecondaryMenuFiller,
    usePrevious,
    // A Tabs swizzled from Docusaurus 2 imports these from here.
    duplicates,
    useScrollPositionBlocker,
    useTabGroupChoice,
    // What a swizzled Layout, Layout/Provider, Admonition or navbar link uses.
    composeProviders,
    isRegexpStringMatch,
    prefersReducedMotion,
    processAdmonitionProps,
    HtmlClassNameProvider,
  },
  // Where swizzled components import the docs and navbar hooks from (the docs hooks: Docusaurus 2 and early 3).
  '@docusaurus/theme-common/internal': {
    useDoc: docsClient.useDoc,
    useDocsVersion: docsClient.useDocsVersion,
    useDocById: docsClient.useDocById,
    findFirstSidebarItemLink: docsClient.findFirstSidebarItemLink,
    findFirstCategoryLink: docsClient.findFirstSidebarItemLink,
    isActiveSidebarItem: docsClient.isActiveSidebarItem,
    isSamePath: docsClient.isSamePath,
    useSidebarBreadcrumbs: docsClient.useSidebarBreadcrumbs,
    useHomePageRoute: docsClient.useHomePageRoute,
    splitNavbarItems,
    useNavbarMobileSidebar,
    useNavbarSecondaryMenu,
    useLockBodyScroll,
    useAnnouncementBar,
    useDateTimeFormat,
    useScrollPositionBlocker,
    useTabs,
    sanitizeTabsChildren,
    // For a swizzled CodeBlock and its parts.
    parseLanguage,
    parseLines,
    containsLineNumbers,
    getPrismCssVariables,
    useCodeWordWrap,
    parseCodeBlockTitle,
    // A Docusaurus 3.8+ `CodeBlock/Content/String` makes the block's metadata and hands it to the parts.
    createCodeBlockMetadata,
    CodeBlockContextProvider,
    useCodeBlockContext,
    // For a swizzled TOCItems.
    useTreeifiedTOC,
    useFilteredAndTreeifiedTOC,
    useTOCHighlight,
    // For a swizzled Layout/Provider (whose providers keep browser state), Layout, Navbar/Layout and navbar items.
    ColorModeProvider: PassThroughProvider,
    AnnouncementBarProvider: PassThroughProvider,
    ScrollControllerProvider: PassThroughProvider,
    NavbarProvider: PassThroughProvider,
    PluginHtmlClassNameProvider: PassThroughProvider,
    useHideableNavbar,
    useKeyboardNavigation,
    useScrollPosition,
    useLocalPathname,
    useAlternatePageUtils,
  },
  // What a swizzled `@theme/Details` wraps.
  '@docusaurus/theme-common/Details': { Details: DetailsGeneric },
  '@docusaurus/useIsBrowser': { default: () => false },
  '@docusaurus/ExecutionEnvironment': { default: { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false } },
  '@docusaurus/plugin-content-docs/client': { ...docsClient },
  '@docusaurus/plugin-content-blog/client': { useBlogPost, BlogPostProvider: DocusaurusBlogPostProvider, useVisibleBlogSidebarItems, groupBlogSidebarItemsByYear, BlogSidebarItemList },
  '@docusaurus/router': { useLocation, useHistory, Redirect },
  '@docusaurus/useBrokenLinks': { default: useBrokenLinks },
  '@docusaurus/useGlobalData': { default: useGlobalData, useAllPluginInstancesData, usePluginData },
  '@docusaurus/isInternalUrl': { default: isInternalUrl },
  '@docusaurus/ErrorBoundary': { default: ErrorBoundary },
  '@docusaurus/utils-common': { blogPostContainerID, applyTrailingSlash, getErrorCausalChain },
  // What site code imports of the packages Docusaurus's runtime is built on: their hooks read the page being rendered.
  'react-helmet-async': { Helmet: Head, HelmetProvider },
  'react-helmet': { Helmet: Head, default: Head },
  'react-router-dom': { ...reactRouter, Link, NavLink },
  'react-router': reactRouter,
};
