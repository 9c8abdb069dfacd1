import type { CategoryMeta } from '../content/types.js';
import type { Page } from '../shared/types.js';

/** Pages generated from a machine-readable spec (an OpenAPI document, a CLI command tree). */
export interface GeneratedContent {
  pages: Page[];
  /** Sidebar categories of the generated folders, keyed like `_category_` files by folder id. */
  categories: CategoryMeta[];
  /** Files the generation read, for dev's watcher. */
  inputs: string[];
  /** Routes that send the reader to a generated page: the reference's base route to its front page. */
  redirects: RouteRedirect[];
}

/** A route that sends the reader on to `target`, given a page there only when no other page has the route. */
export interface RouteRedirect {
  route: string;
  target: string;
  /** The spec the target is generated from. */
  sourceFile: string;
}
