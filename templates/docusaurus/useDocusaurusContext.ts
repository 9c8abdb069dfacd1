import { docusaurusSiteConfig } from '../../src/render/docusaurusSiteConfig.js';
import { useSiteContext } from '../context.js';

/** `@docusaurus/useDocusaurusContext`: the parts of the site's config a Docusaurus component reads. */
export default function useDocusaurusContext() {
  const { config } = useSiteContext();
  return {
    siteConfig: docusaurusSiteConfig(config),
    siteMetadata: { docusaurusVersion: '3' },
    i18n: { currentLocale: config.locale, defaultLocale: config.locale, locales: [config.locale] },
  };
}
