import type { SidebarItem } from '../../src/sidebars/types.js';
import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { DocSidebarDesktopContent } from './DocSidebarDesktopContent.js';
import { DoubleChevronIcon } from './icons.js';

export interface DocSidebarDesktopProps {
  /** The page's URL, as Docusaurus passes it. */
  path?: string;
  /** The sidebar's entries, Docusaurus's shape. */
  sidebar: SidebarItem[];
  /** Docusaurus's; the hide button works through the page script here (`data-sidebar-hide`). */
  onCollapse?: () => void;
  isHidden?: boolean;
}

/** A docs sidebar's entries and, when the config makes the sidebar hideable, its hide button (Docusaurus's `DocSidebar/Desktop`). */
export function DocSidebarDesktop({ path, sidebar }: DocSidebarDesktopProps) {
  const { config } = useSiteContext();
  const { text } = useTranslation();
  return (
    <>
      <DocSidebarDesktopContent path={path} sidebar={sidebar} />
      {config.sidebarHideable && (
        <button
          type="button"
          className="sidebar-hide"
          aria-label={text('theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar')}
          title={text('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')}
          data-sidebar-hide
        >
          <DoubleChevronIcon />
        </button>
      )}
    </>
  );
}
