import type { Node } from 'estree';

/** Keys that hold positions, never child nodes. */
const SKIPPED = new Set(['loc', 'range', 'position']);

/**
 * Calls `enter` for every node under `node`, depth first, with its parent and the key it hangs from.
 * A plain key loop: Object.entries allocated an array per node, which made these walks a visible share of
 * compiling a page.
 */
export function walkEstree(node: unknown, enter: (node: Node, parent: Node | undefined, key: string) => void, parent?: Node, key = ''): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) walkEstree(node[i], enter, parent, key);
    return;
  }
  const isNode = typeof (node as Node).type === 'string';
  if (isNode) enter(node as Node, parent, key);
  const record = node as Record<string, unknown>;
  for (const k in record) {
    const value = record[k];
    if (value !== null && typeof value === 'object' && !SKIPPED.has(k)) walkEstree(value, enter, isNode ? (node as Node) : parent, k);
  }
}
