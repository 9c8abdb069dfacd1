import type { CategoryMeta } from '../content/types.js';
import type { Page } from '../shared/types.js';

/** Pages generated from a machine-readable spec (an OpenAPI document, a CLI command tree). */
export interface GeneratedContent {
  pages: Page[];
  /** Sidebar categories of the generated folders, keyed like `_category_` files by folder id. */
  categories: CategoryMeta[];
  /** Files the generation read, for dev's watcher. */
  inputs: string[];
}
