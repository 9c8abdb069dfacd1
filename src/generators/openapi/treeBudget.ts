import { INLINE_TREE_NODES } from './compactTree.js';

/**
 * Nodes a compacted tree is built to in full. A tree past INLINE_TREE_NODES is compacted (see compactTree.ts):
 * each named schema nested in it becomes one row linking to its page, and what lies below that row is dropped.
 * Built whole first, a tree of schemas that refer to each other in many ways (each object naming a dozen others,
 * which name the first again) has as many nodes as there are paths through them, more than any build can hold;
 * past this many nodes, what compaction drops is no longer built.
 */
export const BUILT_TREE_NODES = 40 * INLINE_TREE_NODES;

/** The nodes one tree may still build in full; shared by every part of that tree as it is built. */
export class TreeBudget {
  private left = BUILT_TREE_NODES;

  /** Counts `nodes` built (or reused) in full. */
  take(nodes: number): void {
    this.left -= nodes;
  }

  /** How many nodes have been counted so far, to weigh a part of the tree as built. */
  get spent(): number {
    return BUILT_TREE_NODES - this.left;
  }

  /** Past the budget the tree will be compacted: named schemas are built only as far as their row needs. */
  get exhausted(): boolean {
    return this.left <= 0;
  }
}

/** A `$ref` to a component schema, which has a page of its own to link to once the tree is compacted. */
export function isComponentSchemaRef(ref: string | undefined): boolean {
  return ref !== undefined && /^#\/components\/schemas\/[^/]+$/.test(ref);
}
