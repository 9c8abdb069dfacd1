import type { SidebarItem } from '../../src/sidebars/types.js';
import { DocSidebarItem } from './DocSidebarItem.js';
import { nextCategoryId } from './SidebarItems.js';

export { siteSidebarEntry } from './sidebarEntryOverrides.js';

/**
 * A list's entries (Docusaurus's `DocSidebarItems`), without the list element. Its categories' ids are given here,
 * in the list's order before any category's own entries, so they do not depend on which categories are open.
 */
export function DocSidebarItems({ items, activePath, level }: { items: SidebarItem[]; activePath: string; level: number; onItemClick?: (item: SidebarItem) => void }) {
  return (
    <>
      {items.map((item, index) => (
        <DocSidebarItem key={index} item={item} activePath={activePath} level={level} index={index} {...(item.type === 'category' ? { listId: nextCategoryId() } : {})} />
      ))}
    </>
  );
}
