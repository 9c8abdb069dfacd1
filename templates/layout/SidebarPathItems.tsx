/** A large sidebar as one page shows it (see sidebarWindow.ts), and its entries as the sidebar file holds them. */
import type { SidebarCategory, SidebarItem } from '../../src/sidebars/types.js';
import { isExternalUrl } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';
import { usePluralForm } from '../docusaurus/themeCommon.js';
import { useTranslation } from '../translate.js';
import { ChevronIcon } from './icons.js';
import { DocSidebarItem } from './DocSidebarItem.js';
import { listedCount, nearestTarget, pathKey, windowOf, windowSize } from './sidebarWindow.js';

/**
 * A run of entries left out of the page. Without the script it leads to the nearest of them, whose page shows
 * them; with it, the run is filled in from the sidebar file in place.
 */
function MoreRow({ items, path, from, to, before }: { items: SidebarItem[]; path: number[]; from: number; to: number; before: boolean }) {
  const { url } = useSiteContext();
  const { text } = useTranslation();
  const { selectMessage } = usePluralForm();
  const count = listedCount(items, from, to);
  const target = nearestTarget(items, from, to, before);
  if (!count || !target) return null;
  return (
    <li className="sidebar-item sidebar-more">
      <a
        className="sidebar-link sidebar-more-link"
        href={isExternalUrl(target) ? target : url(target)}
        data-sidebar-more={pathKey(path)}
        data-sidebar-range={`${from}-${to}`}
      >
        {selectMessage(count, text('docs-gen.docs.sidebar.showMore', 'Show {count} more', { count }))}
      </a>
    </li>
  );
}

/**
 * A collapsed category whose entries are not in the page: its label, leading to its target. The script adds
 * its toggle and box (src/client/sidebarCategories.ts), which without the script would do nothing.
 */
export function LazyCategory({ item, path }: { item: SidebarCategory; path: number[] }) {
  const { url } = useSiteContext();
  return (
    <li className={item.className ? `sidebar-category collapsed ${item.className}` : 'sidebar-category collapsed'} data-sidebar-lazy={pathKey(path)}>
      <div className="sidebar-category-row">
        {item.href ? (
          <a className="sidebar-link sidebar-category-link" href={url(item.href)}>
            {item.label}
          </a>
        ) : (
          <span className="sidebar-link sidebar-category-link">{item.label}</span>
        )}
      </div>
    </li>
  );
}

/** One entry at `path` (see DocSidebarItemCategory): categories on the current page's path (or not collapsible) open, the others collapsed and empty. */
export function PathEntry({ item, route, path }: { item: SidebarItem; route: string; path: number[] }) {
  return <DocSidebarItem item={item} activePath={route} level={path.length} index={path[path.length - 1]} windowPath={path} />;
}

/** The list at `path` (the top level for `[]`), cut to its window around the entry on the current page's path. */
export function PathItems({ items, route, path }: { items: SidebarItem[]; route: string; path: number[] }) {
  const { from, to } = windowOf(items, route, windowSize(items, route, path.length));
  return (
    <ul className={path.length === 0 ? 'sidebar-list' : 'sidebar-list sidebar-sublist'}>
      <MoreRow items={items} path={path} from={0} to={from} before />
      {items.slice(from, to).map((item, k) => (
        <PathEntry key={from + k} item={item} route={route} path={[...path, from + k]} />
      ))}
      <MoreRow items={items} path={path} from={to} to={items.length} before={false} />
    </ul>
  );
}

/** The toggle the script clones for each collapsed category it sets up. */
export function ToggleTemplate() {
  return (
    <template className="sidebar-toggle-template">
      <button type="button" className="sidebar-toggle" aria-expanded="false" data-sidebar-toggle>
        <ChevronIcon />
      </button>
    </template>
  );
}
