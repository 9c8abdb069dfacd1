import { mapChildren } from './treeWeight.js';
import type { SchemaNodeView } from './types.js';

/**
 * Trees with more nodes than this show their nested named schemas as links to the schemas' own pages. A
 * tree this small reads best whole; a larger one (a repository object nesting users, organisations and
 * other repositories, or a list of twenty event types) would repeat the same schemas in full on hundreds
 * of pages, and make each page megabytes long.
 */
export const INLINE_TREE_NODES = 60;

/**
 * A tree still larger than this once compacted (a repository object's hundred properties) is a page's worth by
 * itself: an operation shows its schema's name and description and links to the schema's page for the rest.
 */
export const LINKED_ROOT_NODES = 60;

/** The nodes below `node`, counted up to `limit` (a tree past the limit need not be walked to the end). */
export function countNodes(node: SchemaNodeView, limit: number): number {
  let count = 0;
  const stack: SchemaNodeView[] = [node];
  while (stack.length && count <= limit) {
    const n = stack.pop()!;
    count++;
    stack.push(...childrenOf(n));
  }
  return count;
}

function childrenOf(n: SchemaNodeView): SchemaNodeView[] {
  const out: SchemaNodeView[] = [...(n.properties ?? []), ...(n.variants?.options ?? []), ...(n.prefixItems ?? [])];
  if (n.items) out.push(n.items);
  if (n.additionalProperties) out.push(n.additionalProperties);
  if (n.conditional) out.push(...[n.conditional.if, n.conditional.then, n.conditional.else].filter((c): c is SchemaNodeView => c !== undefined));
  return out;
}

/** Whether the node opens onto nested nodes of its own (a named schema with only a type needs no page). */
function hasNested(n: SchemaNodeView): boolean {
  return childrenOf(n).length > 0;
}

/**
 * Makes large trees short (see INLINE_TREE_NODES). Each named schema below the root that has nested nodes
 * becomes a leaf linking to the schema's page: its name, type, markers, description and constraints stay,
 * its properties are one link away. `linkOf` gives a schema's page route and records that the page is
 * needed (undefined: the schema has no page, and stays inline). Trees are shared by many pages, so each is compacted once.
 */
export class TreeCompactor {
  private readonly done = new WeakMap<SchemaNodeView, SchemaNodeView>();
  private readonly linkedRoots = new WeakMap<SchemaNodeView, SchemaNodeView>();

  constructor(private readonly linkOf: (component: string) => string | undefined) {}

  /** The tree as a schema's own page shows it: its root's properties stay, whatever the size. */
  compact(root: SchemaNodeView): SchemaNodeView {
    let out = this.done.get(root);
    if (!out) {
      out = countNodes(root, INLINE_TREE_NODES) > INLINE_TREE_NODES ? this.withLinks(root, true) : root;
      this.done.set(root, out);
    }
    return out;
  }

  /**
   * The tree as an operation shows it: compacted, and when still larger than LINKED_ROOT_NODES, a named root
   * (or the named items of a root array) becomes a link to its schema's page.
   */
  compactForOperation(root: SchemaNodeView): SchemaNodeView {
    let out = this.linkedRoots.get(root);
    if (!out) {
      out = this.compact(root);
      if (countNodes(out, LINKED_ROOT_NODES) > LINKED_ROOT_NODES) out = this.linkedRoot(out);
      this.linkedRoots.set(root, out);
    }
    return out;
  }

  private linkedRoot(n: SchemaNodeView): SchemaNodeView {
    const target = n.component && !n.circular ? n : n.items?.component && !n.items.circular && !n.properties?.length && !n.variants ? n.items : undefined;
    const link = target?.component && hasNested(target) ? this.linkOf(target.component) : undefined;
    if (!target || !link) return n;
    const { properties, variants, prefixItems, items, additionalProperties, conditional, ...leaf } = target;
    return target === n ? { ...leaf, link } : { ...n, items: { ...leaf, link } };
  }

  private withLinks(n: SchemaNodeView, isRoot: boolean): SchemaNodeView {
    const link = !isRoot && n.component && !n.circular && hasNested(n) ? this.linkOf(n.component) : undefined;
    if (link) {
      const { properties, variants, prefixItems, items, additionalProperties, conditional, ...leaf } = n;
      return { ...leaf, link };
    }
    return mapChildren(n, (c) => this.withLinks(c, false));
  }
}
