import type { SchemaNodeView } from './types.js';

/**
 * Markup a rendered node costs beyond its text (list item, head, name and type wrappers), and each marker
 * (`required`, `nullable`, …), in bytes, as measured on built pages. Estimates only need to rank trees and
 * keep a page near its budget: the generator cannot render the theme's components itself.
 */
const NODE_MARKUP = 190;
const NESTED_MARKUP = 110;
const FLAG_MARKUP = 55;
const VALUE_MARKUP = 15;

/** The nodes a node opens onto: properties, alternatives, tuple positions, items, extra keys, conditions. */
export function childrenOf(n: SchemaNodeView): SchemaNodeView[] {
  const out: SchemaNodeView[] = [...(n.properties ?? []), ...(n.variants?.options ?? []), ...(n.prefixItems ?? [])];
  if (n.items) out.push(n.items);
  if (n.additionalProperties) out.push(n.additionalProperties);
  if (n.conditional) out.push(...[n.conditional.if, n.conditional.then, n.conditional.else].filter((c): c is SchemaNodeView => c !== undefined));
  return out;
}

/** A copy of a node with each node it opens onto (see childrenOf) replaced by `map` of it. */
export function mapChildren(n: SchemaNodeView, map: (child: SchemaNodeView) => SchemaNodeView): SchemaNodeView {
  const out: SchemaNodeView = { ...n };
  if (n.properties) out.properties = n.properties.map(map);
  if (n.variants) out.variants = { ...n.variants, options: n.variants.options.map(map) };
  if (n.prefixItems) out.prefixItems = n.prefixItems.map(map);
  if (n.items) out.items = map(n.items);
  if (n.additionalProperties) out.additionalProperties = map(n.additionalProperties);
  if (n.conditional) {
    out.conditional = { if: map(n.conditional.if) };
    if (n.conditional.then) out.conditional.then = map(n.conditional.then);
    if (n.conditional.else) out.conditional.else = map(n.conditional.else);
  }
  return out;
}

const listBytes = (values: string[] | undefined) => (values ? values.reduce((sum, v) => sum + v.length + VALUE_MARKUP, 0) : 0);

/** The estimated HTML bytes of one node without its children. */
function nodeBytes(n: SchemaNodeView): number {
  const flags = [n.required, n.nullable, n.readOnly, n.writeOnly, n.deprecated, n.circular].filter(Boolean).length;
  const text =
    (n.name?.length ?? 0) +
    n.type.length +
    (n.format?.length ?? 0) +
    (n.link ? n.link.length * 2 : 0) +
    (n.descriptionHtml?.length ?? 0) +
    (n.defaultValue?.length ?? 0) +
    (n.constValue?.length ?? 0) +
    listBytes(n.enumValues) +
    listBytes(n.examples) +
    listBytes(n.constraints?.map((c) => `${c.label} ${c.value ?? ''}`));
  return NODE_MARKUP + flags * FLAG_MARKUP + text + (childrenOf(n).length ? NESTED_MARKUP : 0);
}

/** The estimated HTML bytes of a whole tree; trees are shared between pages, so each is weighed once. */
const weights = new WeakMap<SchemaNodeView, number>();

export function treeBytes(node: SchemaNodeView): number {
  let bytes = weights.get(node);
  if (bytes === undefined) {
    bytes = nodeBytes(node) + childrenOf(node).reduce((sum, child) => sum + treeBytes(child), 0);
    weights.set(node, bytes);
  }
  return bytes;
}
