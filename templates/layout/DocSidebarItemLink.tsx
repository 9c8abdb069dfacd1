import type { SidebarLink } from '../../src/sidebars/types.js';
import { LinkEntry } from './SidebarItems.js';

export { siteSidebarEntry } from './sidebarEntryOverrides.js';

/** Docusaurus's props of a sidebar entry; `activePath` is the route of the page being rendered, as entries' `href`s are. */
export interface SidebarEntryProps<T> {
  item: T;
  activePath: string;
  /** 1 for the sidebar's top level. */
  level: number;
  index: number;
  onItemClick?: (item: T) => void;
}

/** A link of the sidebar (Docusaurus's `DocSidebarItem/Link`). */
export function DocSidebarItemLink({ item, activePath }: SidebarEntryProps<SidebarLink>) {
  return <LinkEntry item={item} route={activePath} />;
}
