import { Admonition } from '../mdx/Admonition.js';
import { CodeBlock } from '../mdx/CodeBlock.js';
import { Details } from '../mdx/Details.js';
import { TabItem, Tabs } from '../mdx/Tabs.js';
import type { MdxComponents } from '../../src/render/types.js';
import type { DOCUSAURUS_MODULES, THEME_COMPONENTS } from '../../src/shared/siteModules.js';
import BrowserOnly from './BrowserOnly.js';
import DocCardList from './DocCardList.js';
import Head from './Head.js';
import Heading from './Heading.js';
import Layout from './Layout.js';
import { Redirect, useHistory, useLocation } from './router.js';
import Link from './Link.js';
import ThemedImage from './ThemedImage.js';
import TOCInline from './TOCInline.js';
import Translate, { translate } from './Translate.js';
import { useColorMode, useCurrentSidebarCategory } from './themeCommon.js';
import useBaseUrl, { useBaseUrlUtils } from './useBaseUrl.js';
import useDocusaurusContext from './useDocusaurusContext.js';

type Module = Record<string, unknown>;

/**
 * The module each supported `@docusaurus/*` and `@theme/*` import resolves to, server-rendered stand-ins for
 * Docusaurus's client modules. Typed by the supported lists, so a module missing here fails type checking.
 */
export function siteModulesOf(mdxComponents: MdxComponents): {
  docusaurus: Record<(typeof DOCUSAURUS_MODULES)[number], Module>;
  theme: Record<(typeof THEME_COMPONENTS)[number], Module>;
} {
  return {
    docusaurus: {
      '@docusaurus/Link': { default: Link },
      '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
      '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
      '@docusaurus/BrowserOnly': { default: BrowserOnly },
      '@docusaurus/Head': { default: Head },
      '@docusaurus/Translate': { default: Translate, translate },
      '@docusaurus/ThemedImage': { default: ThemedImage },
      '@docusaurus/theme-common': { useColorMode, useCurrentSidebarCategory },
      '@docusaurus/useIsBrowser': { default: () => false },
      '@docusaurus/router': { useLocation, useHistory, Redirect },
      '@docusaurus/ExecutionEnvironment': { default: { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false } },
    },
    theme: {
      Admonition: { default: Admonition },
      CodeBlock: { default: CodeBlock },
      Details: { default: Details },
      DocCardList: { default: DocCardList },
      Heading: { default: Heading },
      Layout: { default: Layout },
      MDXComponents: { default: mdxComponents },
      TabItem: { default: TabItem },
      Tabs: { default: Tabs },
      ThemedImage: { default: ThemedImage },
      TOCInline: { default: TOCInline },
    },
  };
}
