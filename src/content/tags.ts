import type { BlogTag, FrontMatter } from '../shared/types.js';
import { joinRoute } from './routes.js';

/** lodash's `kebabCase`, which Docusaurus makes a tag's page from: words split at case and digit changes, lower-cased. */
export function kebabCase(text: string): string {
  const words = text
    .replace(/['\u2019]/g, '')
    .match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{L}+|\p{N}+/gu);
  return (words ?? []).map((word) => word.toLowerCase()).join('-');
}

/** Tags as front matter writes them, each with its page under `tagsRoute` (a tag object's `permalink` is taken under it); one page once. */
export function tagsUnder(tags: FrontMatter['tags'], tagsRoute: string): BlogTag[] {
  const seen = new Set<string>();
  const out: BlogTag[] = [];
  for (const tag of tags ?? []) {
    const label = typeof tag === 'string' ? tag : tag.label;
    const permalink = joinRoute(tagsRoute, typeof tag === 'string' ? kebabCase(tag) : tag.permalink);
    if (seen.has(permalink)) continue;
    seen.add(permalink);
    out.push({ label, permalink });
  }
  return out;
}

/** A doc's tags, each with its page under its docs folder's (or version's) `tags/`, as Docusaurus routes them. */
export function docTags(tags: FrontMatter['tags'], routeBasePath: string): BlogTag[] {
  return tagsUnder(tags, joinRoute(routeBasePath, 'tags'));
}
