import { childrenOf, mapChildren, treeBytes } from './treeWeight.js';
import type { SchemaNodeView } from './types.js';

/** A node without its nested nodes: name, type, markers, description and facts stay. */
function leafOf(n: SchemaNodeView, link: string | undefined): SchemaNodeView {
  const { properties, variants, prefixItems, items, additionalProperties, conditional, ...leaf } = n;
  return link ? { ...leaf, link } : leaf;
}

/**
 * An array whose items carry its nested nodes shows the items' properties as its own (see SchemaTree): the
 * items are no level of their own.
 */
function opensThroughItems(n: SchemaNodeView): boolean {
  return Boolean(n.items && !n.properties?.length && !n.variants && !n.conditional && !n.prefixItems);
}

/** Where a node cut off links: its component schema's page when it has one, else the whole tree's page. */
type CutLink = (n: SchemaNodeView) => string;

function cut(n: SchemaNodeView, depth: number, linkOf: CutLink): SchemaNodeView {
  if (n.link || !childrenOf(n).length) return n;
  if (opensThroughItems(n)) return { ...n, items: cut(n.items!, depth, linkOf) };
  if (depth <= 0) return leafOf(n, linkOf(n));
  return mapChildren(n, (c) => cut(c, depth - 1, linkOf));
}

/**
 * The tree down to `depth` levels below its root (0: the root alone), for a page that shows it in part: the
 * root links to `whole`, the page showing the whole tree; a node cut off links to its component schema's page
 * (`schemaRoute`) or else there too.
 */
export function topLevels(root: SchemaNodeView, depth: number, whole: string, schemaRoute?: (component: string) => string | undefined): SchemaNodeView {
  const linkOf: CutLink = (n) => (n !== root && n.component && !n.circular && schemaRoute?.(n.component)) || whole;
  return { ...cut(root, depth, linkOf), whole };
}

/** A child of the root's level that can go to a page of its own, and where it sits. */
interface Detachable {
  node: SchemaNodeView;
  /** A name for its page: the property's name or the alternative's position. */
  key: string;
  replace: (leaf: SchemaNodeView) => SchemaNodeView;
}

function detachables(root: SchemaNodeView): Detachable[] {
  if (opensThroughItems(root)) {
    return detachables(root.items!).map((d) => ({ ...d, replace: (leaf) => ({ ...root, items: d.replace(leaf) }) }));
  }
  const out: Detachable[] = [];
  root.properties?.forEach((p, i) => {
    const replace = (leaf: SchemaNodeView) => ({ ...root, properties: root.properties!.map((q, j) => (j === i ? leaf : q)) });
    out.push({ node: p, key: p.name ?? `property-${i + 1}`, replace });
  });
  root.variants?.options.forEach((o, i) => {
    const replace = (leaf: SchemaNodeView) => ({ ...root, variants: { ...root.variants!, options: root.variants!.options.map((q, j) => (j === i ? leaf : q)) } });
    out.push({ node: o, key: `option-${i + 1}`, replace });
  });
  return out.filter((d) => !d.node.link && childrenOf(d.node).length > 0);
}

/**
 * A schema page's tree made to fit `budget` estimated bytes: its largest nested properties or alternatives, one by
 * one, go to pages of their own (`detach` makes one and gives its route) and stay here as a linked line each.
 */
export function splitTree(root: SchemaNodeView, budget: number, detach: (node: SchemaNodeView, key: string) => string): SchemaNodeView {
  let tree = root;
  while (treeBytes(tree) > budget) {
    const largest = detachables(tree).sort((a, b) => treeBytes(b.node) - treeBytes(a.node))[0];
    if (!largest) break;
    tree = largest.replace(leafOf(largest.node, detach(largest.node, largest.key)));
  }
  return treeBytes(tree) > budget ? continueElsewhere(tree, budget, detach) : tree;
}

/**
 * A tree still too large once its nested parts have pages of their own is a long list of properties, each
 * described at length (a request of a hundred fields): those that do not fit go on, in order, on a page of
 * their own (`detach`, split again if need be), reached from a last row saying how many follow.
 */
function continueElsewhere(root: SchemaNodeView, budget: number, detach: (node: SchemaNodeView, key: string) => string): SchemaNodeView {
  if (opensThroughItems(root)) return { ...root, items: continueElsewhere(root.items!, budget, detach) };
  const properties = root.properties ?? [];
  let bytes = treeBytes({ ...root, properties: [] });
  let kept = 0;
  while (kept < properties.length && bytes + treeBytes(properties[kept]) <= budget) bytes += treeBytes(properties[kept++]);
  kept = Math.max(kept, 1);
  if (kept >= properties.length) return root;
  const rest = properties.slice(kept);
  // The rest alone: not the component (its page is this one), nor what the root says of itself.
  const continued: SchemaNodeView = { type: root.type, properties: rest };
  const more: SchemaNodeView = { type: `${rest.length} more ${rest.length === 1 ? 'property' : 'properties'}`, link: detach(continued, 'continued') };
  return { ...root, properties: [...properties.slice(0, kept), more] };
}
