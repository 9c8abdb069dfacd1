import { CardLink } from '../mdx/Cards.js';
import type { CardItem } from './DocCardList.js';

/**
 * Docusaurus's `DocCard`: the card `DocCardList` shows for one item of a sidebar category (a page, or a category
 * with its count of items), given as `item` (`{ type, label, href, description, items }`).
 */
export function DocCard({ item }: { item: CardItem }) {
  if (!item.href) return null;
  return (
    <CardLink title={item.label} href={item.href}>
      {item.description ?? (item.type === 'category' && item.items ? `${item.items.length} items` : undefined)}
    </CardLink>
  );
}
