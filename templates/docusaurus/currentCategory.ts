import type { SidebarCategory, SidebarItem } from '../../src/sidebars/types.js';
import { useSiteContext } from '../context.js';

/** The category the current page leads (its linked doc), else the one it sits in. */
export function categoryOf(items: SidebarItem[], route: string, docId: string | undefined): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (docId !== undefined && item.docId === docId) return item;
    const inner = categoryOf(item.items, route, docId);
    if (inner) return inner;
    if (item.items.some((i) => i.type === 'link' && i.href === route)) return item;
  }
  return undefined;
}

/** The current page's sidebar category, its items without the page itself and unlisted pages. */
export function useCurrentCategory(): (Omit<SidebarCategory, 'items'> & { items: SidebarItem[] }) | undefined {
  const ctx = useSiteContext();
  const sidebar = ctx.navigation?.sidebar;
  const category = sidebar ? categoryOf(ctx.sidebars[sidebar] ?? [], ctx.route, ctx.page?.id) : undefined;
  if (!category) return undefined;
  const own = ctx.page?.id;
  return { ...category, items: category.items.filter((i) => !(i.type === 'link' && (i.docId === own || i.unlisted))) };
}
