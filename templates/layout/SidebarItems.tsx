/** The sidebar's tree of links and categories, shared by the page renderer and the per-sidebar HTML cache. */
import type { SidebarItem } from '../../src/sidebars/types.js';
import { isExternalUrl, newTabAttributes } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';
import { ChevronIcon, ExternalIcon } from './icons.js';

function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((item) =>
    item.type === 'link' ? item.href === route : item.href === route || containsRoute(item.items, route),
  );
}

let categoryCounter = 0;

/** Category ids restart for every rendered sidebar, so a page's ids do not depend on the pages before it. */
export function resetCategoryIds(): void {
  categoryCounter = 0;
}

export function Items({ items, route, level }: { items: SidebarItem[]; route: string; level: number }) {
  const { url } = useSiteContext();
  return (
    <ul className={level === 0 ? 'sidebar-list' : 'sidebar-list sidebar-sublist'}>
      {items.map((item, i) => {
        if (item.type === 'link') {
          const active = item.href === route;
          // SPEC §2: unlisted links are hidden unless they are the current page.
          if (item.unlisted && !active) return null;
          const external = isExternalUrl(item.href);
          return (
            <li key={i} className="sidebar-item">
              <a
                className={`sidebar-link${active ? ' active' : ''}`}
                href={external ? item.href : url(item.href)}
                aria-current={active ? 'page' : undefined}
                {...newTabAttributes(item.href)}
              >
                {item.badge && <span className={`method-badge method-${item.badge.toLowerCase()}`}>{item.badge}</span>}
                <span className="sidebar-label">{item.label}</span>
                {external && <ExternalIcon />}
              </a>
            </li>
          );
        }
        const open = containsRoute(item.items, route) || item.href === route || !item.collapsed;
        const listId = `sidebar-cat-${++categoryCounter}`;
        const active = item.docId !== undefined && item.href === route;
        return (
          <li key={i} className={`sidebar-category${open ? '' : ' collapsed'}`}>
            <div className="sidebar-category-row">
              {item.href ? (
                <a className={`sidebar-link sidebar-category-link${active ? ' active' : ''}`} href={url(item.href)} aria-current={active ? 'page' : undefined}>
                  {item.label}
                </a>
              ) : (
                <span className="sidebar-link sidebar-category-link">{item.label}</span>
              )}
              {item.collapsible && (
                <button
                  type="button"
                  className="sidebar-toggle"
                  aria-expanded={open ? 'true' : 'false'}
                  aria-controls={listId}
                  aria-label={`Toggle the ${item.label} category`}
                  data-sidebar-toggle
                >
                  <ChevronIcon />
                </button>
              )}
            </div>
            <div id={listId} className="sidebar-category-items" hidden={!open}>
              <Items items={item.items} route={route} level={level + 1} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
