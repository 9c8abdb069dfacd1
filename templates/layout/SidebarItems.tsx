/** The sidebar's tree of links and categories, shared by the page renderer and the per-sidebar HTML cache. */
import type { ReactNode } from 'react';
import type { SidebarCategory, SidebarHtml, SidebarItem, SidebarLink } from '../../src/sidebars/types.js';
import { toggleLabelOf } from '../../src/shared/sidebarFileFormat.js';
import { isExternalUrl, newTabAttributes } from '../../src/shared/url.js';
import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';
import { textOf } from '../mdx/textOf.js';
import { ChevronIcon, ExternalIcon } from './icons.js';
import { DocSidebarItems } from './DocSidebarItems.js';

let categoryCounter = 0;

/** Class names joined, the missing left out: a sidebars file's `className` is added to the theme's own. */
const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Category ids restart for every rendered sidebar, so a page's ids do not depend on the pages before it. */
export function resetCategoryIds(): void {
  categoryCounter = 0;
}

export function nextCategoryId(): string {
  return `sidebar-cat-${++categoryCounter}`;
}

/** One link; null for an unlisted link that is not the current page (SPEC §2: hidden unless active). */
export function LinkEntry({ item, route }: { item: SidebarLink; route: string }) {
  const { url } = useSiteContext();
  const active = item.href === route;
  if (item.unlisted && !active) return null;
  const external = isExternalUrl(item.href);
  return (
    <li className={classNames('sidebar-item', item.className)}>
      <a
        className={`sidebar-link${active ? ' active' : ''}`}
        href={external || item.rawHref ? item.href : url(item.href)}
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

/** Markup written in the sidebars file (an `html` entry), shown as it is: the site's own, like its pages. */
export function HtmlEntry({ item }: { item: SidebarHtml }) {
  return (
    <li
      className={classNames('sidebar-item sidebar-html', item.defaultStyle && 'sidebar-html-padded', item.className)}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}

/**
 * One category: its label (a link to its target), its toggle when collapsible, and the box of its entries.
 * `toggleByScript`: the script adds the toggle (`data-sidebar-open`), which without it would do nothing; a large
 * sidebar's pages leave it out, as they leave out the toggles of its collapsed categories.
 */
export function CategoryEntry({
  item,
  route,
  open,
  listId,
  toggleByScript = false,
  children,
}: {
  item: SidebarCategory;
  route: string;
  open: boolean;
  listId: string;
  toggleByScript?: boolean;
  children?: ReactNode;
}) {
  const { url } = useSiteContext();
  const { text } = useTranslation();
  const active = item.docId !== undefined && item.href === route;
  return (
    <li className={classNames('sidebar-category', !open && 'collapsed', item.className)} data-sidebar-open={item.collapsible && toggleByScript ? '' : undefined}>
      <div className="sidebar-category-row">
        {item.href ? (
          <a className={`sidebar-link sidebar-category-link${active ? ' active' : ''}`} href={url(item.href)} aria-current={active ? 'page' : undefined}>
            {item.label}
          </a>
        ) : (
          <span className="sidebar-link sidebar-category-link">{item.label}</span>
        )}
        {item.collapsible && !toggleByScript && (
          <button
            type="button"
            className="sidebar-toggle"
            aria-expanded={open ? 'true' : 'false'}
            aria-controls={listId}
            aria-label={text('docs-gen.docs.sidebar.toggleCategoryAriaLabel', toggleLabelOf('{label}'), { label: textOf(item.label) })}
            data-sidebar-toggle
          >
            <ChevronIcon />
          </button>
        )}
      </div>
      <div id={listId} className="sidebar-category-items" hidden={!open}>
        {children}
      </div>
    </li>
  );
}

/** A whole sidebar (or one category's part of it): every entry, in the page. `level` is 0 for the top. */
export function Items({ items, route, level }: { items: SidebarItem[]; route: string; level: number }) {
  return (
    <ul className={level === 0 ? 'sidebar-list' : 'sidebar-list sidebar-sublist'}>
      <DocSidebarItems items={items} activePath={route} level={level + 1} />
    </ul>
  );
}
