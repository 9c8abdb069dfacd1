import { z } from 'zod';

/** A generated index page's settings, as Docusaurus takes them. */
export const generatedIndexSchema = z
  .object({
    type: z.literal('generated-index'),
    slug: z.string().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
  })
  .strict();

/** Where a category's label leads: `{ type: doc, id }` or a generated index. `_category_` files and sidebars files share it. */
export const categoryLinkSchema = z.union([z.object({ type: z.literal('doc'), id: z.string() }).strict(), generatedIndexSchema]);
