import { useEffect, useRef } from 'react';
import { pluralForm } from '../../src/shared/messageText.js';
import { docusaurusSiteConfig } from '../../src/config/docusaurusSiteConfig.js';
import { useSiteContext } from '../context.js';
import { useCurrentCategory } from './currentCategory.js';

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
