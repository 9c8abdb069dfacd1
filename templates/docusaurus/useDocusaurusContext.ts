import { useSiteContext } from '../context.js';

/** `@docusaurus/useDocusaurusContext`: the parts of the site's config a Docusaurus component reads. */
export default function useDocusaurusContext() {
  const { config } = useSiteContext();
  return {
    siteConfig: {
      title: config.title,
      tagline: config.tagline,
      url: config.url,
      baseUrl: config.baseUrl,
      favicon: config.favicon,
      customFields: config.customFields,
      themeConfig: { colorMode: config.colorMode },
    },
    siteMetadata: { docusaurusVersion: '3' },
    i18n: { currentLocale: config.locale, defaultLocale: config.locale, locales: [config.locale] },
  };
}
