/**
 * The Docusaurus client modules and theme components a page or a site component can import. Names only:
 * the compile stage checks imports against them (so `check` and `build` refuse the same imports), and the
 * theme provides a module for each (`Theme.modules`).
 */
export const DOCUSAURUS_MODULES = [
  '@docusaurus/Link',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/BrowserOnly',
  '@docusaurus/Head',
  '@docusaurus/Translate',
  '@docusaurus/ThemedImage',
  '@docusaurus/theme-common',
  '@docusaurus/useIsBrowser',
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/router',
] as const;

export const THEME_COMPONENTS = [
  'Admonition',
  'CodeBlock',
  'Details',
  'DocCardList',
  'Heading',
  'Layout',
  'MDXComponents',
  'TabItem',
  'Tabs',
  'ThemedImage',
  'TOCInline',
] as const;

/** `@theme/X` and `@theme-original/X` name the same built-in component unless a site replaces it. */
export const THEME_PREFIXES = ['@theme/', '@theme-original/'] as const;

export function themeComponentName(source: string): string | undefined {
  const prefix = THEME_PREFIXES.find((p) => source.startsWith(p));
  return prefix ? source.slice(prefix.length) : undefined;
}

export function isSupportedSiteModule(source: string): boolean {
  const themeName = themeComponentName(source);
  if (themeName !== undefined) return (THEME_COMPONENTS as readonly string[]).includes(themeName);
  return (DOCUSAURUS_MODULES as readonly string[]).includes(source);
}

/** One line naming every supported module, for errors and the README. */
export function supportedModulesText(): string {
  return `${DOCUSAURUS_MODULES.join(', ')}; ${THEME_COMPONENTS.map((n) => `@theme/${n}`).join(', ')}`;
}
