import type { SidebarCategory } from '../../src/sidebars/types.js';
import { sidebarListId } from '../../src/shared/sidebarFileFormat.js';
import type { SidebarEntryProps } from './DocSidebarItemLink.js';
import { CategoryEntry, Items, nextCategoryId } from './SidebarItems.js';
import { LazyCategory, PathItems } from './SidebarPathItems.js';
import { containsRoute, isOnPath, pathKey } from './sidebarWindow.js';

export { siteSidebarEntry } from './sidebarEntryOverrides.js';

export interface CategoryProps extends SidebarEntryProps<SidebarCategory> {
  /** The id of the box of its entries, given in document order by the list it is in (see DocSidebarItems). */
  listId?: string;
  /** Where it is in a large sidebar shown as a window around the page (see sidebarWindow.ts): its entries are then cut too. */
  windowPath?: number[];
}

/**
 * A category of the sidebar (Docusaurus's `DocSidebarItem/Category`): open with its entries when it holds the page
 * or is not collapsed; in a large sidebar's window, a collapsed one off the page's path is its label alone.
 */
export function DocSidebarItemCategory({ item, activePath, level, listId, windowPath }: CategoryProps) {
  if (windowPath) {
    if (item.collapsible && !isOnPath(item, activePath)) return <LazyCategory item={item} path={windowPath} />;
    return (
      <CategoryEntry item={item} route={activePath} open listId={sidebarListId(pathKey(windowPath))} toggleByScript>
        <PathItems items={item.items} route={activePath} path={windowPath} />
      </CategoryEntry>
    );
  }
  const open = containsRoute(item.items, activePath) || item.href === activePath || !item.collapsed;
  return (
    <CategoryEntry item={item} route={activePath} open={open} listId={listId ?? nextCategoryId()}>
      <Items items={item.items} route={activePath} level={level} />
    </CategoryEntry>
  );
}
