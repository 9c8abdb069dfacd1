import type { TagEntry } from './collectOperations.js';
import { kebabCase, uniqueSlugs } from './slug.js';
import { isRecord, pointerOf } from './spec.js';
import type { Problem } from './structure.js';

/** A group of tags (Redoc's `x-tagGroups`): a sidebar category holding its tags' categories. */
export interface TagGroup {
  name: string;
  /** Its folder below the API's, which its tags' folders are in. */
  slug: string;
  tags: TagEntry[];
}

const KEY = 'x-tagGroups';

const isGroup = (value: unknown): value is { name: string; tags: string[] } =>
  isRecord(value) && typeof value.name === 'string' && Array.isArray(value.tags) && value.tags.every((t) => typeof t === 'string');

/**
 * The document's tag groups, in its order, each with the tags it names that have operations (a tag named by two
 * groups is in the first), and every tag placed: in its group's folder, among the group's tags, or at the top
 * after the groups for a tag no group names. Group folders are unique among the API's folders (`taken`: its tags',
 * and those it keeps for webhooks and schemas). `top` counts the categories at the top: groups and ungrouped tags.
 * No groups, and the tags as they are, without `x-tagGroups`.
 */
export function groupTags(doc: unknown, tags: TagEntry[], taken: string[]): { groups: TagGroup[]; tags: TagEntry[]; top: number } {
  const written = isRecord(doc) && Array.isArray(doc[KEY]) ? doc[KEY].filter(isGroup) : [];
  const byName = new Map(tags.map((tag) => [tag.name, tag]));
  const placed = new Set<string>();
  const members = written.map((group) =>
    group.tags.flatMap((name) => {
      const tag = byName.get(name);
      if (!tag || placed.has(name)) return [];
      placed.add(name);
      return [tag];
    }),
  );
  const named = written.map((group, i) => ({ name: group.name, tags: members[i] })).filter((group) => group.tags.length > 0);
  const slugs = uniqueSlugs(
    named.map((g) => kebabCase(g.name) || 'group'),
    [...tags.map((t) => t.slug), ...taken],
  );
  const groups = named.map((group, i) => ({
    name: group.name,
    slug: slugs[i],
    tags: group.tags.map((tag, j) => ({ ...tag, folder: `${slugs[i]}/${tag.slug}`, position: j + 1 })),
  }));
  const grouped = new Map(groups.flatMap((group) => group.tags.map((tag) => [tag.name, tag])));
  let top = groups.length;
  return { groups, tags: tags.map((tag) => grouped.get(tag.name) ?? { ...tag, position: ++top }), top };
}

/** An `x-tagGroups` that is not a list of `{ name, tags }`, placed at the entry at fault. */
export function tagGroupProblems(doc: unknown): Problem[] {
  if (!isRecord(doc) || doc[KEY] === undefined) return [];
  const hint = 'Tag groups are written as a list of { name: Compute, tags: [Droplets, Volumes] }.';
  if (!Array.isArray(doc[KEY])) return [{ pointer: pointerOf('', KEY), message: `${KEY} must be a list of tag groups, each { name, tags }`, hint }];
  return doc[KEY].flatMap((group, i): Problem[] =>
    isGroup(group) ? [] : [{ pointer: pointerOf('', KEY, i), message: `Tag group ${i + 1} of ${KEY} must have a name and a list of tag names`, hint }],
  );
}
