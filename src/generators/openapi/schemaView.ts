import { flattenSchema, typesOf } from './flattenSchema.js';
import { nullableAlternatives, type NullableAlternatives } from './nullVariants.js';
import type { RefResolver, SchemaDialect } from './refs.js';
import type { Schema } from './spec.js';
import { countNodes, type TreeCompactor } from './compactTree.js';
import { BUILT_TREE_NODES, isComponentSchemaRef, TreeBudget } from './treeBudget.js';
import type { ConstraintView, SchemaNodeView, SchemaVariantsView } from './types.js';

/** Request bodies leave out read-only properties, responses write-only ones: neither is ever sent there. */
/** A schema's own page shows both, each property marked read-only or write-only. */
export type SchemaDirection = 'request' | 'response' | 'both';

export interface SchemaViewContext {
  resolver: RefResolver;
  /** Renders a description (Markdown) to HTML. */
  describe: (markdown: string | undefined) => string | undefined;
  /** Trees of named schemas already built, shared by all pages (see memoizedNode). */
  memo?: Map<string, MemoizedTree>;
  /** Shortens large trees (see compactTree.ts); without it trees are shown whole. */
  compactor?: TreeCompactor;
  /** Told the component names each schema met (see FlatSchema.met), while a tree to memoize is being built. */
  met?: (names: Iterable<string>) => void;
  /** Set where the tree is compacted once built: past it, named schemas are built as far as their row needs. */
  budget?: TreeBudget;
}

/**
 * A built tree, the descriptions it rendered (replayed so a page still records their links), and the component
 * names it met: it is the tree of its schema below any schemas being expanded that it did not meet.
 */
export interface MemoizedTree {
  node: SchemaNodeView;
  descriptions: string[];
  names: ReadonlySet<string>;
  /** Its nodes, counted against the budget of each tree that reuses it. */
  nodes: number;
}

/** A literal as the reader expects it: strings bare, anything else as JSON. */
export function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function constraintsOf(s: Schema): ConstraintView[] {
  const out: ConstraintView[] = [];
  const add = (label: string, value?: unknown) => out.push(value === undefined ? { label } : { label, value: String(value) });
  // 3.0 writes exclusive bounds as booleans beside minimum/maximum, 3.1 as numbers of their own.
  if (s.minimum !== undefined) add(s.exclusiveMinimum === true ? 'greater than' : 'minimum', s.minimum);
  if (typeof s.exclusiveMinimum === 'number') add('greater than', s.exclusiveMinimum);
  if (s.maximum !== undefined) add(s.exclusiveMaximum === true ? 'less than' : 'maximum', s.maximum);
  if (typeof s.exclusiveMaximum === 'number') add('less than', s.exclusiveMaximum);
  if (s.multipleOf !== undefined) add('multiple of', s.multipleOf);
  if (s.minLength !== undefined) add('min length', s.minLength);
  if (s.maxLength !== undefined) add('max length', s.maxLength);
  if (s.pattern !== undefined) add('pattern', s.pattern);
  if (s.minItems !== undefined) add('min items', s.minItems);
  if (s.maxItems !== undefined) add('max items', s.maxItems);
  if (s.uniqueItems) add('unique items');
  if (s.minProperties !== undefined) add('min properties', s.minProperties);
  if (s.maxProperties !== undefined) add('max properties', s.maxProperties);
  if (s.contentMediaType !== undefined) add('content type', s.contentMediaType);
  if (s.contentEncoding !== undefined) add('encoding', s.contentEncoding);
  if (s.unevaluatedProperties === false) add('no other properties');
  // Required names without a `properties` list (as in an `if`/`then` branch) are a constraint of their own.
  if (!s.properties && s.required?.length) add('requires', s.required.join(', '));
  return out;
}

/** `[number, number]` for a tuple, `[string, ...integer]` when further items follow the fixed ones. */
function tupleLabel(prefix: SchemaNodeView[], items: SchemaNodeView | undefined): string {
  const labelOf = (node: SchemaNodeView) => node.title ?? node.type;
  return `[${[...prefix.map(labelOf), ...(items ? [`...${labelOf(items)}`] : [])].join(', ')}]`;
}

function typeLabel(s: Schema, items: SchemaNodeView | undefined, prefix: SchemaNodeView[] | undefined, dialect: SchemaDialect): string {
  const { types } = typesOf(s, dialect);
  if (types.length > 1) return types.join(' | ');
  const type = types[0] ?? (s.properties || s.additionalProperties ? 'object' : s.items || s.prefixItems ? 'array' : undefined);
  if (prefix) return tupleLabel(prefix, items);
  if (type === 'array' || (!type && items)) return items ? `${items.title ?? items.type}[]` : 'array';
  if (type) return type;
  if (s.const !== undefined) return s.const === null ? 'null' : typeof s.const;
  if (s.enum?.length) return typeof s.enum[0];
  if (s.oneOf) return 'one of';
  if (s.anyOf) return 'any of';
  return 'any';
}

function variantsOf(s: Schema, ctx: SchemaViewContext, stack: string[], direction: SchemaDirection, leaf: boolean): SchemaVariantsView | undefined {
  const kind = s.oneOf ? 'oneOf' : s.anyOf ? 'anyOf' : undefined;
  const members = s.oneOf ?? s.anyOf;
  if (!kind || !members) return undefined;
  const options = members.map((member, i) => {
    const node = buildSchemaNode(member, ctx, { stack, direction, leaf });
    return { ...node, title: node.title ?? `Option ${i + 1}` };
  });
  const variants: SchemaVariantsView = { kind, options };
  if (s.discriminator) {
    const explicit = Object.entries(s.discriminator.mapping ?? {}).map(([value, target]) => ({ value, target: target.split('/').pop() ?? target }));
    // Without a mapping the discriminator's values are the names of the alternatives' schemas.
    const implicit = options.filter((o) => o.title && !o.title.startsWith('Option ')).map((o) => ({ value: o.title!, target: o.title! }));
    variants.discriminator = { propertyName: s.discriminator.propertyName, mapping: explicit.length ? explicit : implicit };
  }
  return variants;
}

function propertiesOf(s: Schema, ctx: SchemaViewContext, stack: string[], direction: SchemaDirection, leaf: boolean): SchemaNodeView[] | undefined {
  if (!s.properties) return undefined;
  const required = new Set(s.required ?? []);
  const nodes: SchemaNodeView[] = [];
  for (const [name, property] of Object.entries(s.properties)) {
    const node = buildSchemaNode(property, ctx, { stack, direction, name, required: required.has(name), leaf });
    if ((direction === 'request' && node.readOnly) || (direction === 'response' && node.writeOnly)) continue;
    // `dependentRequired` is told where the reader looks: at the property whose presence requires others.
    const dependents = s.dependentRequired?.[name];
    if (dependents?.length) node.constraints = [...(node.constraints ?? []), { label: 'requires', value: dependents.join(', ') }];
    nodes.push(node);
  }
  return nodes;
}

/**
 * The tree of a body, parameter or header schema. A plain `$ref` to a component gives the same tree on
 * every page that uses it (a shared error body appears on most pages), so it is built once and reused.
 */
export function buildSchemaView(schema: Schema, ctx: SchemaViewContext, direction: SchemaDirection): SchemaNodeView {
  if (!ctx.compactor) return buildSchemaNode(schema, ctx, { direction });
  return ctx.compactor.compactForOperation(buildSchemaNode(schema, { ...ctx, budget: new TreeBudget() }, { direction }));
}

/** The tree of a component schema's own page, compacted by `compactor` (its root's properties stay). */
export function buildSchemaPageView(name: string, ctx: SchemaViewContext, compactor: TreeCompactor): SchemaNodeView {
  return compactor.compact(buildSchemaNode({ $ref: `#/components/schemas/${name}` }, { ...ctx, budget: new TreeBudget() }, { direction: 'both' }));
}

/**
 * `leaf`: the node is a row below a named schema built past the tree's budget, which compaction drops: its own
 * line is built (it says whether the schema has nested nodes, and its type), not what it opens onto.
 */
type NodeOptions = { stack?: string[]; direction: SchemaDirection; name?: string; required?: boolean; leaf?: boolean };

/** A tree built for no property, placed as `options` says: the same node when that is no property either. */
function placed(node: SchemaNodeView, options: NodeOptions): SchemaNodeView {
  if (options.name === undefined && !options.required) return node;
  const { name: _name, required: _required, ...rest } = node;
  // Keys in the order a node built in place has them.
  return Object.assign({ name: options.name, type: node.type, ...(options.required && { required: true }) }, rest);
}

/**
 * The tree of a plain `$ref`, built once per direction and shared by every page and every place it appears
 * (a user object sits in hundreds of response schemas): undefined when the schema is not one. A tree met
 * below schemas being expanded is reused only when it met none of them, which is when building it there gives
 * the same tree; one built where it met some is not kept.
 */
function memoizedNode(schema: Schema, ctx: SchemaViewContext, options: NodeOptions): SchemaNodeView | undefined {
  if (!ctx.memo || !schema.$ref || Object.keys(schema).length !== 1) return undefined;
  const key = `${options.direction} ${schema.$ref}`;
  const stack = options.stack ?? [];
  const hit = ctx.memo.get(key);
  if (hit && !stack.some((name) => hit.names.has(name))) {
    hit.descriptions.forEach((d) => ctx.describe(d));
    ctx.met?.(hit.names);
    ctx.budget?.take(hit.nodes);
    return placed(hit.node, options);
  }
  const descriptions: string[] = [];
  const names = new Set<string>();
  const recording: SchemaViewContext = {
    ...ctx,
    describe: (markdown) => {
      if (markdown) descriptions.push(markdown);
      return ctx.describe(markdown);
    },
    met: (met) => {
      for (const name of met) names.add(name);
      ctx.met?.(met);
    },
  };
  const spent = ctx.budget?.spent ?? 0;
  const node = buildSchemaNode(schema, recording, { stack, direction: options.direction, leaf: options.leaf }, false);
  // A tree built past the budget may hold rows built only as far as compaction needs: it is not reused.
  if (!hit && !stack.some((name) => names.has(name)) && !ctx.budget?.exhausted) {
    ctx.memo.set(key, { node, descriptions, names, nodes: (ctx.budget?.spent ?? 0) - spent || countNodes(node, BUILT_TREE_NODES) });
  }
  return placed(node, options);
}

/**
 * Null as an alternative is a marker on the node, not an alternative of its own. With one other alternative
 * the node is that one's (its component's tree, shared as any), with what the schema itself says of it.
 */
function nullableNode({ kind, own, rest }: NullableAlternatives, ctx: SchemaViewContext, options: NodeOptions): SchemaNodeView {
  if (rest.length > 1 || own.properties || own.items) return { ...buildSchemaNode({ ...own, [kind]: rest }, ctx, options, false), nullable: true };
  const node: SchemaNodeView = { ...buildSchemaNode(rest[0], ctx, options), nullable: true };
  const description = ctx.describe(own.description);
  if (description) node.descriptionHtml = description;
  if (own.readOnly) node.readOnly = true;
  if (own.writeOnly) node.writeOnly = true;
  if (own.deprecated) node.deprecated = true;
  return node;
}

/**
 * The tree a schema renders as: every property with its type, markers, constraints and nested schemas;
 * `allOf` merged, `oneOf`/`anyOf` listed as alternatives. A schema met again below itself becomes a
 * leaf marked circular, naming the schema, so recursive types render finitely.
 */
export function buildSchemaNode(schema: Schema, ctx: SchemaViewContext, options: NodeOptions, memoize = true): SchemaNodeView {
  const memoized = memoize ? memoizedNode(schema, ctx, options) : undefined;
  if (memoized) return memoized;
  const stack = options.stack ?? [];
  const flat = flattenSchema(schema, ctx.resolver, stack);
  ctx.met?.(flat.met);
  ctx.budget?.take(1);
  // Past the budget the tree is compacted: a named schema there shows as one row, whose own line needs only
  // its nodes' lines (does it open onto any, of what type), not their nested nodes.
  const leaf = options.leaf === true;
  const shallow = leaf || (ctx.budget?.exhausted === true && flat.refName !== undefined && isComponentSchemaRef(schema.$ref));
  const base: SchemaNodeView = { name: options.name, type: 'object' };
  if (options.required) base.required = true;
  if (flat.circular) {
    return { ...base, type: flat.circular, title: flat.circular, circular: true, descriptionHtml: ctx.describe(schema.description) };
  }
  const inner = [...stack, ...flat.names];
  const nullable = nullableAlternatives(flat.schema, ctx.resolver, inner);
  if (nullable) return nullableNode(nullable, ctx, { ...options, stack: inner });
  const s = flat.schema;
  const child = (sub: Schema) => buildSchemaNode(sub, ctx, { stack: inner, direction: options.direction, leaf: shallow });
  // An array's type names its items' type, so a leaf still has its items (leaves too).
  const items = typeof s.items === 'object' ? child(s.items) : undefined;
  const prefix = !leaf && ctx.resolver.dialect === '3.1' && s.prefixItems?.length ? s.prefixItems.map(child) : undefined;
  const node: SchemaNodeView = { ...base, type: typeLabel(s, items, prefix, ctx.resolver.dialect) };
  if (flat.refName) {
    node.title = flat.refName;
    node.component = flat.refName;
  }
  if (s.format) node.format = s.format;
  if (typesOf(s, ctx.resolver.dialect).nullable) node.nullable = true;
  if (s.readOnly) node.readOnly = true;
  if (s.writeOnly) node.writeOnly = true;
  if (s.deprecated) node.deprecated = true;
  const description = ctx.describe(s.description);
  if (description) node.descriptionHtml = description;
  const constraints = constraintsOf(s);
  if (constraints.length) node.constraints = constraints;
  if (s.enum?.length) node.enumValues = s.enum.map(formatValue);
  if (s.default !== undefined) node.defaultValue = formatValue(s.default);
  if (s.const !== undefined) node.constValue = formatValue(s.const);
  if (Array.isArray(s.examples) && s.examples.length) node.examples = s.examples.map(formatValue);
  const properties = leaf ? undefined : propertiesOf(s, ctx, inner, options.direction, shallow);
  if (properties) node.properties = properties;
  // `unevaluatedProperties` (3.1) says the same of unlisted keys as `additionalProperties` where that is absent.
  const extra = s.additionalProperties ?? (ctx.resolver.dialect === '3.1' ? s.unevaluatedProperties : undefined);
  if (extra === true) node.additionalProperties = { type: 'any' };
  else if (typeof extra === 'object' && !leaf) node.additionalProperties = child(extra);
  if (items) node.items = items;
  if (leaf) return node;
  if (prefix) node.prefixItems = prefix;
  if (ctx.resolver.dialect === '3.1' && s.if && (s.then || s.else)) {
    node.conditional = { if: child(s.if), ...(s.then && { then: child(s.then) }), ...(s.else && { else: child(s.else) }) };
  }
  const variants = variantsOf(s, ctx, inner, options.direction, shallow);
  if (variants) node.variants = variants;
  return node;
}
