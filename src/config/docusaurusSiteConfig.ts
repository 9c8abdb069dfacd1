import type { SiteConfig } from './types.js';
import { docusaurusLocaleConfig } from '../shared/localeLabel.js';
import { docusaurusPresets } from './docusaurusPresets.js';

export type DocusaurusSiteConfig = ReturnType<typeof siteConfigOf>;

const made = new WeakMap<SiteConfig, DocusaurusSiteConfig>();

function siteConfigOf(config: SiteConfig) {
  return {
    title: config.title,
    tagline: config.tagline,
    titleDelimiter: config.titleDelimiter,
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    customFields: config.customFields,
    ...(config.organizationName !== undefined ? { organizationName: config.organizationName } : {}),
    ...(config.projectName !== undefined ? { projectName: config.projectName } : {}),
    ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
    presets: docusaurusPresets(config),
    // As Docusaurus's config has it (`useDocusaurusContext().i18n` has the locale being built).
    i18n: {
      defaultLocale: config.i18n.defaultLocale,
      locales: config.i18n.locales.map((l) => l.locale),
      localeConfigs: Object.fromEntries(config.i18n.locales.map((info) => [info.locale, docusaurusLocaleConfig(info)])),
    },
    // What swizzled components read with `useThemeConfig()`: the settings docs-gen has, in its own shapes
    // where they differ from Docusaurus's (navbar items by `docId`, not `type: 'doc'`).
    themeConfig: {
      // The site's own theme settings (`posthog`, …), for its plugins and components; docs-gen's below win.
      ...config.themeConfig,
      colorMode: config.colorMode,
      navbar: config.navbar,
      footer: config.footer,
      announcementBar: config.announcementBar,
      tableOfContents: config.toc,
      // A swizzled code block reads its kinds of magic comments here, to hand them to `parseLines`.
      prism: { magicComments: config.magicComments, ...(config.defaultCodeLanguage ? { defaultLanguage: config.defaultCodeLanguage } : {}) },
      // A sidebar category copied from Docusaurus reads whether opening one closes its siblings: never in docs-gen.
      docs: { sidebar: { hideable: config.sidebarHideable, autoCollapseCategories: false } },
      // Docusaurus's one setting for every blog: the first blog's `blogSidebarGroupByYear` (the theme's sidebar reads its page's blog's).
      blog: { sidebar: { groupByYear: config.blogs[0]?.blogSidebarGroupByYear ?? true } },
      // Where a swizzled Playground puts the result, as the live code block theme's settings give it (`liveCodeBlock`).
      ...(config.liveCodeBlock ? { liveCodeBlock: { playgroundPosition: config.liveCodeBlock.playgroundPosition } } : {}),
    },
  };
}

/**
 * The parts of the site's config a Docusaurus component reads, as `useDocusaurusContext().siteConfig`.
 * Docusaurus also hands it to a React page as its `config` prop, which pages written for its first version
 * still read. Made once per config: every page and every component that asks gets the same object.
 */
export function docusaurusSiteConfig(config: SiteConfig): DocusaurusSiteConfig {
  let siteConfig = made.get(config);
  if (!siteConfig) {
    siteConfig = siteConfigOf(config);
    made.set(config, siteConfig);
  }
  return siteConfig;
}
