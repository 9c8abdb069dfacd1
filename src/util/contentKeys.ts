/**
 * A key that stands for what a page's content was made from, set by the stage that made the page: the compile
 * cache's key of its text for a Markdown page, its generator cache entry's for a generated one. The page's
 * content (body, sections, links, anchors, assets) is a function of that key, as the cache that hands it out on
 * a hit assumes, so a later key may hash it in place of the content: the render cache's key then hashes a
 * few hundred bytes of a page instead of its whole compiled body. A page copied since has no key, and is hashed whole.
 */
const contentKeys = new WeakMap<object, string>();

export function setContentKey(page: object, key: string): void {
  contentKeys.set(page, key);
}

export function contentKeyOf(page: object): string | undefined {
  return contentKeys.get(page);
}
