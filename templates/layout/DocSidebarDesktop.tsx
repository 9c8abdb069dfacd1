import type { SidebarItem } from '../../src/sidebars/types.js';
import { useSiteContext } from '../context.js';
import { DocSidebarCollapseButton } from './DocSidebarCollapseButton.js';
import { DocSidebarDesktopContent } from './DocSidebarDesktopContent.js';

export interface DocSidebarDesktopProps {
  /** The page's URL, as Docusaurus passes it. */
  path?: string;
  /** The sidebar's entries, Docusaurus's shape. */
  sidebar: SidebarItem[];
  /** Docusaurus's; the hide button works through the page script here (`data-sidebar-hide`). */
  onCollapse?: () => void;
  isHidden?: boolean;
}

/** A docs sidebar's entries and, when the config makes the sidebar hideable, its hide button (`DocSidebar/Desktop/CollapseButton`), as Docusaurus's `DocSidebar/Desktop`. */
export function DocSidebarDesktop({ path, sidebar }: DocSidebarDesktopProps) {
  const { config } = useSiteContext();
  return (
    <>
      <DocSidebarDesktopContent path={path} sidebar={sidebar} />
      {config.sidebarHideable && <DocSidebarCollapseButton />}
    </>
  );
}
