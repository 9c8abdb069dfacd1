import { docusaurusSiteConfig } from '../../src/config/docusaurusSiteConfig.js';
import { docusaurusLocaleConfig } from '../../src/shared/localeLabel.js';
import { useSiteContext } from '../context.js';

/** `@docusaurus/useDocusaurusContext`: the parts of the site's config a Docusaurus component reads. */
export default function useDocusaurusContext() {
  const { config } = useSiteContext();
  return {
    siteConfig: docusaurusSiteConfig(config),
    siteMetadata: { docusaurusVersion: '3' },
    i18n: {
      currentLocale: config.i18n.currentLocale,
      defaultLocale: config.i18n.defaultLocale,
      locales: config.i18n.locales.map((l) => l.locale),
      localeConfigs: Object.fromEntries(config.i18n.locales.map((info) => [info.locale, docusaurusLocaleConfig(info, { calendar: 'gregory' })])),
    },
  };
}
