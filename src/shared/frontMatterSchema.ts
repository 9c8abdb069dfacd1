import { z } from 'zod';

/** Docusaurus-compatible front matter, plus a few display keys. */
export const frontMatterSchema = z
  .object({
    id: z.string().regex(/^[^/]+$/, 'must not contain "/"').optional(),
    title: z.string().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    slug: z.string().optional(),
    description: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
    tags: z.array(z.string()).optional(),
    hide_title: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    toc_min_heading_level: z.number().int().min(2).max(6).optional(),
    toc_max_heading_level: z.number().int().min(2).max(6).optional(),
    draft: z.boolean().optional(),
    /** Shows this sidebar on the page even when the page is not listed in it. */
    displayed_sidebar: z.string().nullable().optional(),
    unlisted: z.boolean().optional(),
    pagination_label: z.string().optional(),
    pagination_prev: z.string().nullable().optional(),
    pagination_next: z.string().nullable().optional(),
    custom_edit_url: z.string().nullable().optional(),
  })
  .strict();

export type FrontMatter = z.output<typeof frontMatterSchema>;
