import { findMarkdownWorkLimitProblem, type WorkLimitProblem } from '../markdown/workLimits.js';

export interface DescriptionProblem extends WorkLimitProblem {
  /** Keys and indexes from the document root to the description. */
  path: (string | number)[];
}

/**
 * Every `description` in a spec is Markdown rendered at build time, so it is held to the same work
 * limits as a page: a spec of deeply nested lists must fail at its line, not hang the build.
 */
export function findDescriptionProblems(data: unknown): DescriptionProblem[] {
  const out: DescriptionProblem[] = [];
  // Iterative, with each node visited once: YAML anchors can make a small file a deep or shared tree.
  const seen = new Set<object>();
  const stack: { node: unknown; path: (string | number)[] }[] = [{ node: data, path: [] }];
  while (stack.length) {
    const { node, path } = stack.pop()!;
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    for (const [key, value] of Array.isArray(node) ? node.entries() : Object.entries(node)) {
      const at = [...path, key];
      if (key === 'description' && typeof value === 'string') {
        const problem = findMarkdownWorkLimitProblem(value);
        if (problem) out.push({ ...problem, message: `In this description, line ${problem.line}: ${problem.message}`, path: at });
      } else if (typeof value === 'object' && value !== null) stack.push({ node: value, path: at });
    }
  }
  return out;
}
