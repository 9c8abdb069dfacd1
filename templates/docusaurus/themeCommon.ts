import { docusaurusSiteConfig } from '../../src/render/docusaurusSiteConfig.js';
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
  return { plain: { color: 'var(--text)', backgroundColor: 'var(--code-bg)' }, styles: [] };
}

/**
 * `useWindowSize`: Docusaurus answers `'ssr'` while rendering on the server (and in the browser's first render),
 * which is the only render a docs-gen page has; layouts show both their desktop and mobile parts for it.
 */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return 'ssr';
}

/** Plural categories in the order Docusaurus lists a message's forms (`'1 item|{count} items'`). */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** A malformed locale (`en_US`) has no plural rules: its counts take English's, so its pages still build. */
function newPluralRules(locale: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(locale);
  } catch {
    return new Intl.PluralRules('en');
  }
}

/** Plural rules by locale, with their categories in message order: the theme asks for them on every page. */
const pluralRules = new Map<string, { rules: Intl.PluralRules; order: string[] }>();

function pluralRulesOf(locale: string): { rules: Intl.PluralRules; order: string[] } {
  let entry = pluralRules.get(locale);
  if (!entry) {
    const rules = newPluralRules(locale);
    const order = PLURAL_ORDER.filter((category) => rules.resolvedOptions().pluralCategories.includes(category as Intl.LDMLPluralRule));
    pluralRules.set(locale, (entry = { rules, order }));
  }
  return entry;
}

/** `usePluralForm`: picks the form of a `'one|other'` message for a count, by the site locale's plural rules. */
export function usePluralForm() {
  const { config } = useSiteContext();
  const { rules, order } = pluralRulesOf(config.locale);
  return {
    selectMessage(count: number, message: string): string {
      const forms = message.split('|');
      if (forms.length === 1) return forms[0];
      return forms[order.indexOf(rules.select(count))] ?? forms[forms.length - 1];
    },
  };
}
