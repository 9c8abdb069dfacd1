import type { SiteConfig } from '../config/types.js';

/**
 * The parts of the site's config a Docusaurus component reads, as `useDocusaurusContext().siteConfig`.
 * Docusaurus also hands it to a React page as its `config` prop, which pages written for its first version
 * still read.
 */
export function docusaurusSiteConfig(config: SiteConfig) {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    customFields: config.customFields,
    themeConfig: { colorMode: config.colorMode },
  };
}
