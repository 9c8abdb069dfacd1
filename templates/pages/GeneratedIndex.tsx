import type { GeneratedIndexData } from '../../src/sidebars/generatedIndex.js';
import { Card, Cards } from '../mdx/Cards.js';

/**
 * A category's generated index page (a `link: { type: generated-index }` category): its description and a card
 * for each of its entries, titled by the entry's label and described by its page's description or excerpt.
 */
export function GeneratedIndex({ data }: { data: Record<string, unknown> }) {
  const { description, cards } = data as unknown as GeneratedIndexData;
  return (
    <>
      {description && <p className="generated-index-description">{description}</p>}
      <Cards>
        {cards.map((card) => (
          <Card key={card.href} title={card.title} href={card.href}>
            {card.description}
          </Card>
        ))}
      </Cards>
    </>
  );
}
