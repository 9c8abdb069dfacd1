import type { ReactNode } from 'react';
import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { NavItems } from './NavItems.js';

/**
 * Docusaurus's `Navbar/MobileSidebar/Layout`: the drawer's own parts, one after the other. No box of its own: the
 * sidebar is the drawer's box, and its stylesheet places these parts as its children.
 */
export function MobileSidebarLayout({ header, primaryMenu, secondaryMenu }: { header?: ReactNode; primaryMenu?: ReactNode; secondaryMenu?: ReactNode }) {
  return (
    <>
      {header}
      {primaryMenu}
      {secondaryMenu}
    </>
  );
}

/** Docusaurus's `Navbar/MobileSidebar/PrimaryMenu`: the navbar's items, which the drawer carries on narrow screens. */
export function MobileSidebarPrimaryMenu() {
  const { config } = useSiteContext();
  const { text } = useTranslation();
  const items = config.navbar.items.map((item, index) => ({ item, index }));
  return (
    <nav className="sidebar-secondary" aria-label={text('docs-gen.docs.sidebar.mainMenuAriaLabel', 'Main menu')}>
      <NavItems items={items} variant="drawer" />
    </nav>
  );
}

/**
 * Docusaurus's `Navbar/MobileSidebar/SecondaryMenu`: the menu a page hands the drawer (its docs sidebar) in Docusaurus.
 * docs-gen's drawer holds the page's sidebar itself, below these parts, so there is none to show.
 */
export function MobileSidebarSecondaryMenu(): null {
  return null;
}
