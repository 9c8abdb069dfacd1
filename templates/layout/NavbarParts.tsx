import type { ReactNode } from 'react';
import { linkTargetAttributes } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { MenuIcon } from './icons.js';
import { Logo } from './Logo.js';

/**
 * Docusaurus's `Navbar/MobileSidebar/Toggle`: the button that opens the drawer on narrow screens (the browser
 * script finds it by `data-menu-button`). Without `hasSidebar`, whether the page being rendered has a sidebar.
 */
export function NavbarMenuButton({ hasSidebar }: { hasSidebar?: boolean }) {
  const { navigation } = useSiteContext();
  const { text } = useTranslation();
  const withSidebar = hasSidebar ?? Boolean(navigation?.sidebar);
  return (
    <button
      type="button"
      className="menu-button"
      aria-label={text('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Open navigation')}
      aria-expanded="false"
      aria-controls="sidebar"
      data-menu-button
      data-has-sidebar={withSidebar ? 'true' : undefined}
    >
      <MenuIcon />
    </button>
  );
}

/** Docusaurus's `Navbar/Logo`: the navbar's logo and title, linking home (or to the logo's `href`). */
export function NavbarBrand() {
  const { config, url } = useSiteContext();
  const { navbar } = config;
  // Without a logo or a title there is nothing to show: an empty link would be a nameless stop for Tab.
  if (!navbar.logo && !navbar.title) return null;
  const href = url(navbar.logo?.href ?? '/');
  return (
    <a className="navbar-brand" href={href} {...linkTargetAttributes(href, navbar.logo?.target)}>
      {navbar.logo && <Logo logo={navbar.logo} />}
      {navbar.title && <span className="navbar-title">{navbar.title}</span>}
    </a>
  );
}

/**
 * Docusaurus's `Navbar/Search`: the place of the search bar in the navbar. Its children stand as they are, so the
 * search button keeps its place on a phone, where the bar hides its other items; given a `className` (an override
 * wrapping it to style that place), they are in a `<div>` of that class, as Docusaurus's are.
 */
export function NavbarSearch({ children, className }: { children?: ReactNode; className?: string }) {
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}
