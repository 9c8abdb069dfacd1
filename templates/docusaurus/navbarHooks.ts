import { type ComponentType, createContext, createElement, useContext } from 'react';

/**
 * `splitNavbarItems` of `@docusaurus/theme-common/internal`: the navbar's items on the left (the default) and
 * on the right, as a site's own `Navbar/Content` lays them out.
 */
export function splitNavbarItems<T extends { position?: string }>(items: T[]): [T[], T[]] {
  return [items.filter((item) => item.position !== 'right'), items.filter((item) => item.position === 'right')];
}

/**
 * `useNavbarMobileSidebar`: the drawer as React state in Docusaurus. Here the page renders once, on the server,
 * with the drawer closed and its button present (the browser script opens it), as Docusaurus renders on the server.
 */
export function useNavbarMobileSidebar() {
  return { disabled: false, shouldRender: true, shown: false, toggle: () => undefined };
}

/**
 * Set around what docs-gen shows in the drawer in place of Docusaurus's secondary menu: a site's
 * `BlogSidebar/Mobile`, which Docusaurus renders on phones, filling that menu.
 */
export const InDrawerSecondaryMenu = createContext(false);

/**
 * `NavbarSecondaryMenuFiller`: in Docusaurus, hands a component to the mobile drawer's secondary menu (a docs
 * sidebar, a playground's options) and renders nothing where it is written. docs-gen's drawer has no such menu:
 * the component is rendered where the filler is written inside the drawer (a site's `BlogSidebar/Mobile`), and
 * nothing elsewhere.
 */
export function NavbarSecondaryMenuFiller<P extends object>({ component, props }: { component: ComponentType<P>; props?: P }) {
  return useContext(InDrawerSecondaryMenu) ? createElement(component, props ?? ({} as P)) : null;
}

/** `useLockBodyScroll(lock)`: keeps the page from scrolling under the open drawer in Docusaurus; the browser script does that here. */
export function useLockBodyScroll(_lock?: boolean): void {}

/**
 * `useNavbarSecondaryMenu`: the drawer's secondary menu (a docs sidebar) in Docusaurus. docs-gen's drawer has none,
 * so it is never shown and has no content, as `NavbarSecondaryMenuFiller` fills nothing.
 */
export function useNavbarSecondaryMenu(): { shown: boolean; hide: () => void; content: null } {
  return { shown: false, hide: () => undefined, content: null };
}
