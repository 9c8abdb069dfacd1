import type { ZodIssue, ZodTypeAny } from 'zod';

/** Keeps the lists that pass the test, unless none does. */
function preferring(lists: ZodIssue[][], test: (list: ZodIssue[]) => boolean): ZodIssue[][] {
  const kept = lists.filter(test);
  return kept.length ? kept : lists;
}

/**
 * A union's failure told by the member the value was meant to be: one of the value's own kind (an object
 * for an object), whose `type` literal matched, with the fewest complaints; recursively. "Invalid input"
 * alone never says what to fix. `explain` may first say a union issue in its own words.
 */
export function flattenUnionIssues(issues: ZodIssue[], explain?: (issue: ZodIssue) => ZodIssue | undefined): ZodIssue[] {
  return issues.flatMap((original) => {
    const issue = explain?.(original) ?? original;
    if (issue.code !== 'invalid_union') return [issue];
    const depth = issue.path.length;
    let members = issue.unionErrors.map((e) => e.issues);
    members = preferring(members, (list) => !list.some((i) => i.code === 'invalid_type' && i.path.length === depth));
    members = preferring(members, (list) => !list.some((i) => i.code === 'invalid_literal' && i.path.length === depth + 1 && i.path[depth] === 'type'));
    const best = [...members].sort((a, b) => a.length - b.length)[0];
    return best?.length ? flattenUnionIssues(best, explain) : [issue];
  });
}

/** The schemas a schema stands for once wrappers (optional, default, effects, lazy, …) are taken off; a union's members. */
function unwrapped(schema: ZodTypeAny): ZodTypeAny[] {
  const def = schema._def as { typeName?: string; innerType?: ZodTypeAny; schema?: ZodTypeAny; getter?: () => ZodTypeAny; in?: ZodTypeAny; out?: ZodTypeAny; left?: ZodTypeAny; right?: ZodTypeAny; type?: ZodTypeAny; options?: ZodTypeAny[] | Map<unknown, ZodTypeAny> };
  switch (def.typeName) {
    case 'ZodOptional':
    case 'ZodNullable':
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
      return def.innerType ? unwrapped(def.innerType) : [];
    case 'ZodBranded':
      return def.type ? unwrapped(def.type) : [];
    case 'ZodEffects':
      return def.schema ? unwrapped(def.schema) : [];
    case 'ZodLazy':
      return def.getter ? unwrapped(def.getter()) : [];
    case 'ZodPipeline':
      return [def.in, def.out].flatMap((part) => (part ? unwrapped(part) : []));
    case 'ZodIntersection':
      return [...(def.left ? unwrapped(def.left) : []), ...(def.right ? unwrapped(def.right) : [])];
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return [...(def.options?.values() ?? [])].flatMap(unwrapped);
    default:
      return [schema];
  }
}

/** The keys an object may have at `path` of `schema` (every union member's), for "did you mean" on an unknown key. */
export function knownKeysAt(schema: ZodTypeAny, path: (string | number)[]): string[] {
  let level = unwrapped(schema);
  for (const segment of path) {
    level = level.flatMap((s) => {
      const def = s._def as { typeName?: string; type?: ZodTypeAny; valueType?: ZodTypeAny };
      if (def.typeName === 'ZodObject') {
        const child = (s as unknown as { shape: Record<string, ZodTypeAny> }).shape[String(segment)];
        return child ? unwrapped(child) : [];
      }
      if (def.typeName === 'ZodArray' && typeof segment === 'number' && def.type) return unwrapped(def.type);
      if (def.typeName === 'ZodRecord' && def.valueType) return unwrapped(def.valueType);
      return [];
    });
  }
  const keys = level.flatMap((s) => ((s._def as { typeName?: string }).typeName === 'ZodObject' ? Object.keys((s as unknown as { shape: object }).shape) : []));
  return [...new Set(keys)];
}
