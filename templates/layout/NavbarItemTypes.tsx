import type { ComponentType } from 'react';
import { NavbarItem } from './NavbarItem.js';
import { NavbarSearch } from './NavbarParts.js';
import { SearchButton } from './SearchButton.js';

/** A component for one of the theme's own item types, as Docusaurus's map has one for each of its types. */
function itemOfType(type: string): ComponentType<Record<string, unknown>> {
  const Item = (props: Record<string, unknown>) => <NavbarItem {...props} type={type} />;
  Item.displayName = `NavbarItem(${type})`;
  return Item;
}

/**
 * Docusaurus's `NavbarItem/ComponentTypes`: the navbar item components by item type. A site adds its own types
 * by overriding it with the original's entries and its own (`{ ...ComponentTypes, 'custom-chat': Chat }`); an
 * item of the config with `type: 'custom-chat'` then renders `Chat`, given the item's other settings as props
 * (and `mobile` in the drawer). The theme's own types render as the theme renders them.
 */
/**
 * Docusaurus's item modules (`NavbarItem/DefaultNavbarItem`, …), which a `ComponentTypes` map ejected from Docusaurus
 * imports one by one to map its types to: each renders an item of its type as the theme renders it.
 */
export const DefaultNavbarItem = itemOfType('default');
export const DropdownNavbarItem = itemOfType('dropdown');
export const LocaleDropdownNavbarItem = itemOfType('localeDropdown');
export const HtmlNavbarItem = itemOfType('html');
export const DocNavbarItem = itemOfType('doc');
export const DocSidebarNavbarItem = itemOfType('docSidebar');
export const DocsVersionNavbarItem = itemOfType('docsVersion');

/**
 * The search button where a `search` item stands in the bar (the navbar then adds none at its end). The drawer
 * has no search: the bar keeps its button on narrow screens.
 */
export function SearchNavbarItem({ className, mobile }: { className?: string; mobile?: boolean }) {
  if (mobile) return null;
  return (
    <NavbarSearch className={className}>
      <SearchButton />
    </NavbarSearch>
  );
}

export const NavbarItemTypes: Record<string, ComponentType<Record<string, unknown>>> = {
  default: itemOfType('link'),
  link: itemOfType('link'),
  dropdown: itemOfType('dropdown'),
  html: itemOfType('html'),
  separator: itemOfType('separator'),
  search: SearchNavbarItem as ComponentType<Record<string, unknown>>,
};
