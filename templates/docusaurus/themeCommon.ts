import { Children, type ComponentType, createElement, Fragment, isValidElement, type ReactElement, type ReactNode, useEffect, useRef } from 'react';
import { pluralForm } from '../../src/shared/messageText.js';
import { docusaurusSiteConfig } from '../../src/config/docusaurusSiteConfig.js';
import { useSiteContext } from '../context.js';
import { useCurrentCategory } from './currentCategory.js';
import Head from './Head.js';
import { useLocation } from './router.js';
import useDocusaurusContext from './useDocusaurusContext.js';

export { PageMetadata } from './PageMetadata.js';

/**
 * `useColorMode` of `@docusaurus/theme-common`: on the server, the site's default mode. The reader's choice is
 * applied in the browser by the theme's script, not by React.
 */
export function useColorMode() {
  const { config } = useSiteContext();
  const colorMode = config.colorMode.defaultMode;
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode: () => undefined };
}

/** `useThemeConfig`: the theme's part of the config, as `useDocusaurusContext().siteConfig.themeConfig` gives it. */
export function useThemeConfig() {
  return docusaurusSiteConfig(useSiteContext().config).themeConfig;
}

/** `useCurrentSidebarCategory`: the sidebar category the current page leads or sits in (`<DocCardList items={…} />`). */
export function useCurrentSidebarCategory() {
  const category = useCurrentCategory();
  if (!category) throw new Error('useCurrentSidebarCategory() is called on a page that is in no sidebar category');
  return category;
}

/**
 * `usePrismTheme`: a Prism theme for site code that lays out code itself (a code block of its own, a playground).
 * docs-gen highlights with Shiki, not Prism, so the theme has no token styles; its plain colours are the theme's
 * code-block text and background variables, which follow the reader's colour mode.
 */
export function usePrismTheme(): { plain: { color: string; backgroundColor: string }; styles: { types: string[]; style: Record<string, string> }[] } {
  return { plain: { color: 'var(--dg-text)', backgroundColor: 'var(--dg-code-bg)' }, styles: [] };
}

/**
 * `useWindowSize`: Docusaurus answers `'ssr'` while rendering on the server (and in the browser's first render),
 * which is the only render a docs-gen page has; layouts show both their desktop and mobile parts for it.
 */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return 'ssr';
}

/** `usePluralForm`: picks the form of a `'one|other'` message for a count, by the site locale's plural rules. */
export function usePluralForm() {
  const { config } = useSiteContext();
  return {
    selectMessage: (count: number, message: string): string => pluralForm(config.locale, count, message),
  };
}

/**
 * `useDateTimeFormat(options)`: an `Intl.DateTimeFormat` in the locale being built, with Docusaurus's calendar (the
 * Gregorian one), as a swizzled blog header formats a post's date.
 */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { config } = useSiteContext();
  return new Intl.DateTimeFormat(config.i18n.currentLocale, { calendar: 'gregory', ...options });
}

/** `usePrevious(value)`: the value of the render before, which a page rendered once never has. */
export function usePrevious<T>(value: T): T | undefined {
  const previous = useRef<T | undefined>(undefined);
  useEffect(() => {
    previous.current = value;
  });
  return previous.current;
}

/** `composeProviders(providers)`: one component that renders its children inside each provider, the first outermost. */
export function composeProviders(providers: ComponentType<{ children?: ReactNode }>[]) {
  return function ComposedProviders({ children }: { children?: ReactNode }) {
    return providers.reduceRight<ReactNode>((element, Provider) => createElement(Provider, null, element), children);
  };
}

/** `isRegexpStringMatch(regex, value)`: whether a regular expression written as a string (a navbar item's `activeBaseRegex`) matches, ignoring case. */
export function isRegexpStringMatch(regexAsString: string | undefined, valueToTest: string | undefined): boolean {
  if (regexAsString === undefined || valueToTest === undefined) return false;
  return new RegExp(regexAsString, 'gi').test(valueToTest);
}

/** `prefersReducedMotion()`: the reader's motion setting, which only a browser knows; false where the page is rendered. */
export function prefersReducedMotion(): boolean {
  const matchMedia = (globalThis as { matchMedia?: (query: string) => { matches: boolean } }).matchMedia;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * `processAdmonitionProps(props)`: an admonition's props with its title taken from its children where MDX wrote it
 * there (an `mdxAdmonitionTitle` element), as a swizzled `Admonition` reads them; a `title` prop wins.
 */
export function processAdmonitionProps<P extends { title?: ReactNode; children?: ReactNode }>(props: P): P {
  const items = Children.toArray(props.children);
  const wrapper = items.find((item): item is ReactElement<{ children?: ReactNode }> => isValidElement(item) && item.type === 'mdxAdmonitionTitle');
  const rest = items.filter((item) => item !== wrapper);
  const title = props.title ?? wrapper?.props.children;
  return { ...props, ...(title ? { title } : {}), children: rest.length > 0 ? createElement(Fragment, null, ...rest) : null };
}

/** `HtmlClassNameProvider`: adds its class names to the page's `<html>` element, as Docusaurus's sets them through Helmet. */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }) {
  return createElement(Fragment, null, className ? createElement(Head, { htmlAttributes: { className } }) : null, children);
}

/**
 * Docusaurus's providers of browser state (colour mode, announcement bar, scrolling, navbar, a plugin's class on
 * `<html>`): React state there, which a page rendered once on the server never changes. They render their children.
 */
export function PassThroughProvider({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children);
}

/** `useHideableNavbar(hideOnScroll)`: the navbar hides as the reader scrolls, in the browser; rendered, it is visible. */
export function useHideableNavbar(_hideOnScroll?: boolean) {
  return { navbarRef: (_node: unknown) => undefined, isNavbarVisible: true };
}

/** `useKeyboardNavigation()` and `useScrollPosition(effect)`: they follow the reader's keys and scrolling in the browser, and do nothing where the page is rendered. */
export function useKeyboardNavigation(): void {}
export function useScrollPosition(_effect?: unknown, _deps?: unknown[]): void {}

/** `useLocalPathname()`: the page's path without the base URL (`/docs/intro` under `/base/`), as navbar items compare paths. */
export function useLocalPathname(): string {
  const { config } = useSiteContext();
  return useLocation().pathname.replace(config.baseUrl, '/');
}

/**
 * `useAlternatePageUtils()`: `createUrl({ locale, fullyQualified })`, this page's URL in another locale (the
 * default locale's at the base URL, another's under `/<locale>/`), as a swizzled locale dropdown links them.
 */
export function useAlternatePageUtils() {
  const { siteConfig, i18n } = useDocusaurusContext();
  const { pathname } = useLocation();
  const { baseUrl, url } = siteConfig;
  const unlocalized = i18n.currentLocale === i18n.defaultLocale ? baseUrl : baseUrl.replace(`/${i18n.currentLocale}/`, '/');
  const suffix = pathname.replace(baseUrl, '');
  const localizedBaseUrl = (locale: string) => (locale === i18n.defaultLocale ? unlocalized : `${unlocalized}${locale}/`);
  return { createUrl: ({ locale, fullyQualified }: { locale: string; fullyQualified: boolean }) => `${fullyQualified ? url : ''}${localizedBaseUrl(locale)}${suffix}` };
}
