import type { Node, Parent } from 'unist';

/** What a visitor may return: 'skip' leaves the node's children unvisited. */
export type WalkResult = 'skip' | undefined | void;

/** A node's parent, whose child at the visited index a visitor may replace with a node of any kind. */
export interface WalkParent extends Node {
  children: object[];
}

export type Walker<T extends Node> = (node: T, index: number | undefined, parent: WalkParent | undefined) => WalkResult;

/**
 * Calls `visitor` on every node of `tree` of the given `type` (every node when undefined), in document order,
 * with its index and parent, and walks into a node's children unless it returns 'skip'. As unist-util-visit's
 * `visit` does, children are read as the walk goes, so a visitor may replace the node at its index; the walk
 * goes on into the node it was given. Written here because `visit` makes a closure and names a function per
 * node, which was a visible share of compiling a page that every plugin walks.
 */
export function walkTree<T extends Node = Node>(tree: Node, type: string | undefined, visitor: Walker<T>): void {
  const walk = (node: Node, index: number | undefined, parent: WalkParent | undefined): void => {
    if ((type === undefined || node.type === type) && visitor(node as T, index, parent) === 'skip') return;
    const children = (node as Partial<Parent>).children;
    if (!children) return;
    for (let i = 0; i < children.length; i++) walk(children[i], i, node as WalkParent);
  };
  walk(tree, undefined, undefined);
}
