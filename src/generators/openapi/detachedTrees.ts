import type { SchemaNodeView } from './types.js';

/** A schema tree shown on a page of its own because it is too large for the page it belongs to. */
export interface DetachedTree {
  /** The page's title: where the tree comes from (`Update an issue: request body`). */
  title: string;
  slug: string;
  route: string;
  tree: SchemaNodeView;
}

/**
 * The pages of large trees that have no component schema page to link to (inline objects, `allOf` merges,
 * and parts of schema pages too large for one page). A tree shared by several pages (the same response of
 * several operations) gets one page, named after the first; its route derives from where it is used.
 */
export class DetachedTrees {
  /** By slug, in the order made; pages made while these are built (their own large parts) are added. */
  readonly pages = new Map<string, DetachedTree>();
  /** By content: operations build equal inline trees separately (the same list response of several). */
  private readonly byContent = new Map<string, DetachedTree>();

  constructor(
    /** A slug not taken yet, from a wanted one. */
    private readonly takeSlug: (wanted: string) => string,
    private readonly routeOf: (slug: string) => string,
  ) {}

  /** The route of the page showing `tree` whole, made if it is the first time. */
  routeFor(tree: SchemaNodeView, title: string, wantedSlug: string): string {
    const content = JSON.stringify(tree);
    let page = this.byContent.get(content);
    if (!page) {
      const slug = this.takeSlug(wantedSlug);
      page = { title, slug, route: this.routeOf(slug), tree };
      this.pages.set(slug, page);
      this.byContent.set(content, page);
    }
    return page.route;
  }
}
