import type { NavItem } from '../../src/config/types.js';
import { localeLabel } from '../../src/shared/localeLabel.js';
import { localeRoute } from '../localeRoute.js';
import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { NavDropdownFrame } from './NavDropdownFrame.js';
import { Extra } from './NavVersionItems.js';

type LocaleDropdownItem = Extract<NavItem, { type: 'localeDropdown' }>;

/**
 * Docusaurus's `localeDropdown`: each locale, leading to the page being read in that locale. The links are to
 * other builds of the site (their own base URL, scripts and search index), so they load in full.
 */
export function LocaleDropdown({ item, index, variant }: { item: LocaleDropdownItem; index: number; variant: 'bar' | 'drawer' }) {
  const { config, route } = useSiteContext();
  const { text } = useTranslation();
  const { i18n } = config;
  const menuId = `nav-dropdown-${variant}-${index}`;
  const links = [
    ...item.dropdownItemsBefore.map((entry, i) => <Extra key={`before-${i}`} entry={entry} />),
    ...i18n.locales.map((locale) => {
      const current = locale.locale === i18n.currentLocale;
      const href = `${localeRoute(i18n, locale, route, config.trailingSlash)}${item.queryString ?? ''}`;
      return (
        <li key={locale.locale}>
          <a className={`dropdown-link${current ? ' active' : ''}`} href={href} hrefLang={locale.htmlLang} lang={locale.htmlLang} aria-current={current ? 'page' : undefined}>
            {localeLabel(locale)}
          </a>
        </li>
      );
    }),
    ...item.dropdownItemsAfter.map((entry, i) => <Extra key={`after-${i}`} entry={entry} />),
  ];
  const current = i18n.locales.find((l) => l.locale === i18n.currentLocale);
  const currentLabel = current ? localeLabel(current) : i18n.currentLocale;
  return (
    <NavDropdownFrame
      variant={variant}
      menuId={menuId}
      className={item.className ? ` ${item.className}` : ''}
      barClassName=" navbar-locales"
      label={item.label ?? currentLabel}
      drawerLabel={text('theme.navbar.mobileLanguageDropdown.label', 'Languages')}
      ariaLabel={text('docs-gen.navbar.localeDropdown.ariaLabel', 'Language: {locale}', { locale: currentLabel })}
    >
      {links}
    </NavDropdownFrame>
  );
}
