import type { RefResolver, SchemaDialect } from './refs.js';
import type { Schema } from './spec.js';

/** A schema with its `$ref` followed and its `allOf` merged into one object. */
export interface FlatSchema {
  schema: Schema;
  /** Component name when the schema is (an alias of) one named schema. */
  refName?: string;
  /** Every component name followed on the way, to stop on the next visit. */
  names: string[];
  /** Set when the schema refers back to a schema being expanded: the component's name. */
  circular?: string;
  /** Every component name met on the way, those that looped back included: what the result depends on in `stack`. */
  met: string[];
}

function mergeTwo(base: Schema, over: Schema): Schema {
  const merged: Schema = { ...base, ...over };
  if (base.properties || over.properties) merged.properties = { ...base.properties, ...over.properties };
  if (base.required || over.required) merged.required = [...new Set([...(base.required ?? []), ...(over.required ?? [])])];
  // A type only one side states is kept; both stating it the later wins, as with every other keyword.
  merged.type = over.type ?? base.type;
  return merged;
}

/**
 * Follows `$ref` (in 3.1 keeping keywords written beside it, which override the target's; 3.0 ignores
 * them, as its specification says) and merges `allOf`
 * members into one schema, so the view and the example generator see plain properties. `stack` holds the
 * component names being expanded above this schema; meeting one again marks the schema circular.
 */
export function flattenSchema(input: Schema, resolver: RefResolver, stack: readonly string[] = []): FlatSchema {
  let schema = input;
  let refName: string | undefined;
  const names: string[] = [];
  const met: string[] = [];
  if (schema.$ref) {
    const { value, name } = resolver.resolve<Schema>(schema as Schema & { $ref: string });
    if (name) met.push(name);
    if (name && (stack.includes(name) || names.includes(name))) return { schema: {}, refName: name, names, circular: name, met };
    const { $ref: _ref, ...siblings } = schema;
    schema = mergeTwo(value ?? {}, resolver.dialect === '3.1' ? siblings : {});
    delete schema.$ref;
    refName = name;
    if (name) names.push(name);
  }
  if (!schema.allOf?.length) return { schema, refName, names, met };
  const { allOf, ...own } = schema;
  let merged: Schema = {};
  const seen = [...stack, ...names];
  let aliasOf: string | undefined;
  for (const member of allOf) {
    const flat = flattenSchema(member, resolver, seen);
    met.push(...flat.met);
    // A member that loops back adds nothing new; its properties are being expanded already.
    if (flat.circular) continue;
    merged = mergeTwo(merged, flat.schema);
    names.push(...flat.names);
    seen.push(...flat.names);
    if (allOf.length === 1) aliasOf = flat.refName;
  }
  return { schema: mergeTwo(merged, own), refName: refName ?? aliasOf, names, met };
}

/**
 * The types a schema allows, without `null`, and whether `null` is allowed: by a `type` list or `const: null`
 * in 3.1, by `nullable` in 3.0 (which 3.1 no longer has, so there it means nothing).
 */
export function typesOf(schema: Schema, dialect: SchemaDialect): { types: string[]; nullable: boolean } {
  const list = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = dialect === '3.0' ? schema.nullable === true : list.includes('null');
  return { types: list.filter((t) => t !== 'null'), nullable };
}
