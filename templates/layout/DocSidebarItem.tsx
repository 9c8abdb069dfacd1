import type { SidebarItem } from '../../src/sidebars/types.js';
import { type CategoryProps, DocSidebarItemCategory } from './DocSidebarItemCategory.js';
import { DocSidebarItemHtml } from './DocSidebarItemHtml.js';
import { DocSidebarItemLink, type SidebarEntryProps } from './DocSidebarItemLink.js';

export { siteSidebarEntry } from './sidebarEntryOverrides.js';

/** One entry of the sidebar, by its type (Docusaurus's `DocSidebarItem`); a category's own props pass through. */
export function DocSidebarItem({ item, ...props }: SidebarEntryProps<SidebarItem> & Omit<CategoryProps, keyof SidebarEntryProps<unknown>>) {
  if (item.type === 'link') return <DocSidebarItemLink item={item} {...props} />;
  if (item.type === 'html') return <DocSidebarItemHtml item={item} {...props} />;
  return <DocSidebarItemCategory item={item} {...props} />;
}
