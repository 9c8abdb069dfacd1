import type { SidebarCategory, SidebarHtml, SidebarItem } from '../../src/sidebars/types.js';
import { useSiteContext } from '../context.js';
import { Card, Cards } from '../mdx/Cards.js';

interface CardItem {
  type?: string;
  label: string;
  href?: string;
  description?: string;
  items?: unknown[];
}

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

/**
 * `@theme/DocCardList`: a card per item of the current page's sidebar category (or per item given), each
 * leading to the item's page. Pages render after the sidebars are built, so the category is known here.
 */
export default function DocCardList({ items }: { items?: CardItem[] }) {
  const current = useCurrentCategory();
  if (!items && !current) {
    throw new Error('<DocCardList> has nothing to show: the page is in no sidebar category, and no `items` were given');
  }
  // Raw HTML entries of a sidebar lead nowhere: they get no card.
  const list: CardItem[] = items ?? current?.items.filter((i): i is Exclude<SidebarItem, SidebarHtml> => i.type !== 'html') ?? [];
  if (!list.length) return null;
  return (
    <Cards>
      {list
        .filter((item) => item.href)
        .map((item) => (
          <Card key={item.href} title={item.label} href={item.href!}>
            {item.description ?? (item.type === 'category' && item.items ? `${item.items.length} items` : undefined)}
          </Card>
        ))}
    </Cards>
  );
}
