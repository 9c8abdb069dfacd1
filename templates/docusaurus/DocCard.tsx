import { CardLink } from '../mdx/Cards.js';
import { useTranslation } from '../translate.js';
import type { CardItem } from './DocCardList.js';
import { usePluralForm } from './themeCommon.js';

/**
 * Docusaurus's `DocCard`: the card `DocCardList` shows for one item of a sidebar category (a page, or a category
 * with its count of items), given as `item` (`{ type, label, href, description, items }`).
 */
export function DocCard({ item }: { item: CardItem }) {
  const { text } = useTranslation();
  const { selectMessage } = usePluralForm();
  if (!item.href) return null;
  const count = item.type === 'category' ? item.items?.length : undefined;
  const description =
    item.description ?? (count === undefined ? undefined : selectMessage(count, text('theme.docs.DocCard.categoryDescription.plurals', '{count} items', { count })));
  return (
    <CardLink title={item.label} href={item.href}>
      {description}
    </CardLink>
  );
}
