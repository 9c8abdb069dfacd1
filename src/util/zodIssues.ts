import type { ZodIssue } from 'zod';

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
