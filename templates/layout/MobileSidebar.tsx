import { type ComponentType, type Context, createContext, type ReactNode, useContext } from 'react';
import { DrawerHeader } from './DrawerHeader.js';
import { MobileSidebarLayout, MobileSidebarPrimaryMenu } from './MobileSidebarParts.js';

const PLACE = Symbol.for('docs-gen.mobileSidebarPlace');

/**
 * Whether what renders is where the sidebar holds the drawer's parts. One context for every copy of the theme in
 * the process (see Layout's), as React is one.
 */
const inDrawer: Context<boolean> = ((globalThis as Record<symbol, unknown>)[PLACE] ??= createContext(false)) as Context<boolean>;

/** Where the sidebar puts the drawer's own parts (`Navbar/MobileSidebar`). */
export function DrawerPlace({ children }: { children?: ReactNode }) {
  return <inDrawer.Provider value={true}>{children}</inDrawer.Provider>;
}

/**
 * `Navbar/MobileSidebar` as the theme and a site's override of it render: in the sidebar only. A navbar layout
 * copied from Docusaurus renders it in the bar, where Docusaurus keeps its drawer; here the drawer is the
 * sidebar, on every route, and a second one in the bar would be a copy of it.
 */
export function inDrawerOnly(Component: ComponentType): ComponentType {
  function NavbarMobileSidebar() {
    return useContext(inDrawer) ? <Component /> : null;
  }
  return NavbarMobileSidebar;
}

/** Docusaurus's `Navbar/MobileSidebar`: the drawer's header and its menu, through `Navbar/MobileSidebar/Layout`. */
function ThemeMobileSidebar() {
  return <MobileSidebarLayout header={<DrawerHeader />} primaryMenu={<MobileSidebarPrimaryMenu />} />;
}

export const NavbarMobileSidebar = inDrawerOnly(ThemeMobileSidebar);
