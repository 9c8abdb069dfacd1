import type { LocaleInfo, SiteI18n } from '../src/config/types.js';
import { withoutTrailingSlash } from '../src/shared/url.js';

/**
 * The path of a route of the site in another of its locales (`/docs/intro/` → `/fr/docs/intro/`), from the default
 * locale's base URL: each locale is a build of its own under its path.
 */
export function localeRoute(i18n: Pick<SiteI18n, 'defaultLocale' | 'defaultBaseUrl'>, locale: LocaleInfo, route: string, trailingSlash = true): string {
  const base = locale.locale === i18n.defaultLocale ? i18n.defaultBaseUrl : `${i18n.defaultBaseUrl}${locale.path}/`;
  const path = `${base}${route.replace(/^\//, '')}`;
  return trailingSlash ? path : withoutTrailingSlash(path, base);
}
