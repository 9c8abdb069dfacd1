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

/** How a weigher counts a node's markup and text. */
interface Markup {
  /** A node without children. */
  leaf: number;
  /** Added by a description, and by a line of facts (example, default, values, constraints). */
  description: number;
  facts: number;
  /** The bytes a raw text takes once escaped for HTML. */
  text: (value: string) => number;
}

/** What the tree fitting's budgets (fitPageTrees.ts, treeLevels.ts) were set with; kept so fitted trees stay as they are. */
const FITTING: Markup = { leaf: NODE_MARKUP, description: 0, facts: 0, text: (value) => value.length };

/**
 * Closer to what a built page holds, for an operation page's whole weight (see pageWeight.ts): a leaf's row is
 * lighter than NODE_MARKUP unless described, and an example's quotes are escaped. A page of many short rows must
 * not be weighed past its budget while it renders well within it, nor a long quoted example under it.
 */
const ROWS: Markup = {
  leaf: 140,
  description: 40,
  facts: 60,
  text: (value) => value.length + 5 * (value.match(/["'&<>]/g)?.length ?? 0),
};

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

/** The estimated HTML bytes of one node without its children. */
function nodeBytes(n: SchemaNodeView, m: Markup): number {
  const list = (values: string[] | undefined) => (values ? values.reduce((sum, v) => sum + m.text(v) + VALUE_MARKUP, 0) : 0);
  const flags = [n.required, n.nullable, n.readOnly, n.writeOnly, n.deprecated, n.circular].filter(Boolean).length;
  const facts = list(n.enumValues) + list(n.examples) + list(n.constraints?.map((c) => `${c.label} ${c.value ?? ''}`));
  const values = m.text(n.defaultValue ?? '') + m.text(n.constValue ?? '');
  const text = (n.name?.length ?? 0) + n.type.length + (n.format?.length ?? 0) + (n.link ? n.link.length * 2 : 0) + (n.descriptionHtml?.length ?? 0);
  const markup = childrenOf(n).length ? NODE_MARKUP + NESTED_MARKUP : m.leaf;
  const described = n.descriptionHtml ? m.description : 0;
  const factLine = facts || values ? m.facts : 0;
  return markup + described + factLine + flags * FLAG_MARKUP + text + facts + values;
}

/** A tree's weigher; trees are shared between pages, so each is weighed once. */
function weigher(markup: Markup): (node: SchemaNodeView) => number {
  const weights = new WeakMap<SchemaNodeView, number>();
  const weigh = (node: SchemaNodeView): number => {
    let bytes = weights.get(node);
    if (bytes === undefined) {
      bytes = nodeBytes(node, markup) + childrenOf(node).reduce((sum, child) => sum + weigh(child), 0);
      weights.set(node, bytes);
    }
    return bytes;
  };
  return weigh;
}

/** The estimated HTML bytes of a whole tree, as the tree fitting (see fitPageTrees.ts, treeLevels.ts) weighs it. */
export const treeBytes = weigher(FITTING);

/** The estimated HTML bytes of a whole tree, its leaves weighed closer: for an operation page's whole weight. */
export const rowsBytes = weigher(ROWS);
