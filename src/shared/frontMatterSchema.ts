import { z } from 'zod';

/**
 * Docusaurus-compatible front matter, plus a few display keys. Other keys are kept, as Docusaurus keeps
 * them, so a site's components can read them from the page's front matter.
 */
export const frontMatterSchema = z
  .object({
    id: z.string().regex(/^[^/]+$/, 'must not contain "/"').optional(),
    title: z.string().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    /** Kept on the page's sidebar link for the theme. */
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    slug: z.string().optional(),
    description: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
    /** Strings, or Docusaurus's tag objects: a label and the tag page's path under the blog's tags route. */
    tags: z.array(z.union([z.string(), z.object({ label: z.string(), permalink: z.string() }).strict()])).optional(),
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
    /** A Markdown page's (`src/pages`) classes on its main element, as Docusaurus's MDXPage puts them on its wrapper. */
    wrapperClassName: z.string().optional(),
  })
  .passthrough();

export type FrontMatter = z.output<typeof frontMatterSchema>;

/**
 * Front matter keys Docusaurus knows that docs-gen does not use: never reported as misspellings of the
 * keys above (`sidebar_custom_props` is not a typo of `sidebar_class_name`).
 */
export const otherDocusaurusKeys: readonly string[] = [
  'parse_number_prefixes',
  'last_update',
  'sidebar_key',
  'authors',
  'author',
  'author_url',
  'author_title',
  'author_image_url',
  'authorURL',
  'authorTitle',
  'authorImageURL',
  'date',
];
