import type { SidebarHtml } from '../../src/sidebars/types.js';
import type { SidebarEntryProps } from './DocSidebarItemLink.js';
import { HtmlEntry } from './SidebarItems.js';

export { siteSidebarEntry } from './sidebarEntryOverrides.js';

/** An `html` entry of the sidebar (Docusaurus's `DocSidebarItem/Html`). */
export function DocSidebarItemHtml({ item }: Omit<SidebarEntryProps<SidebarHtml>, 'activePath'> & { activePath?: string }) {
  return <HtmlEntry item={item} />;
}
