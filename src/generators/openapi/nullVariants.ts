import { flattenSchema, typesOf } from './flattenSchema.js';
import type { RefResolver } from './refs.js';
import type { Schema } from './spec.js';

/** A schema whose only value is null (`type: 'null'`, `const: null`, `enum: [null]`). */
export function isOnlyNull(schema: Schema, resolver: RefResolver, stack: readonly string[]): boolean {
  const s = flattenSchema(schema, resolver, stack).schema;
  if (s.const === null || (s.enum?.length === 1 && s.enum[0] === null)) return true;
  const { types, nullable } = typesOf(s, resolver.dialect);
  return nullable && !types.length && !s.properties && !s.items && !s.oneOf && !s.anyOf;
}

/** A schema's `oneOf`/`anyOf` with its alternatives that are only null left out. */
export interface NullableAlternatives {
  kind: 'oneOf' | 'anyOf';
  /** The schema without its `oneOf`/`anyOf`. */
  own: Schema;
  /** The alternatives that allow more than null. */
  rest: Schema[];
}

/**
 * The alternatives of a `oneOf`/`anyOf` that are more than null, when some are only null: 3.1 writes a
 * nullable schema as `oneOf: [{ type: 'null' }, { $ref: … }]`, which is one schema that may be null, not two
 * alternatives. Undefined when no alternative is only null, or every one is.
 */
export function nullableAlternatives(s: Schema, resolver: RefResolver, stack: readonly string[]): NullableAlternatives | undefined {
  const kind = s.oneOf ? 'oneOf' : s.anyOf ? 'anyOf' : undefined;
  const members = kind && s[kind];
  if (!kind || !members) return undefined;
  const rest = members.filter((m) => !isOnlyNull(m, resolver, stack));
  if (!rest.length || rest.length === members.length) return undefined;
  const { [kind]: _, ...own } = s;
  return { kind, own, rest };
}
