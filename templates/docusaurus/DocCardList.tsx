import type { SidebarHtml, SidebarItem } from '../../src/sidebars/types.js';
import { Cards } from '../mdx/Cards.js';
import { DocCard } from './DocCard.js';
import { useCurrentCategory } from './currentCategory.js';

export interface CardItem {
  type?: string;
  label: string;
  href?: string;
  description?: string;
  items?: unknown[];
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
          <li key={item.href} className="card-item">
            <DocCard item={item} />
          </li>
        ))}
    </Cards>
  );
}
