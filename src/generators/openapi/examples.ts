import { flattenSchema, typesOf } from './flattenSchema.js';
import { isOnlyNull } from './nullVariants.js';
import { matchesPattern, patternExample } from './patternExample.js';
import type { RefResolver } from './refs.js';
import { isRecord, type Example, type MaybeRef, type MediaType, type Schema } from './spec.js';
import type { SchemaDirection } from './schemaView.js';

/** Values for string formats, so synthesised examples look like real data. */
const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2024-01-01T12:00:00Z',
  date: '2024-01-01',
  time: '12:00:00',
  email: 'user@example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'U3dhZ2dlciByb2Nrcw==',
  password: 'secret',
};

/** Depth at which synthesis stops even without a cycle, so a huge nested schema cannot blow up a sample. */
const MAX_DEPTH = 12;

function numberExample(s: Schema, integer: boolean): number {
  const low = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : s.minimum;
  const high = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : s.maximum;
  const value = low ?? (high !== undefined ? Math.min(high, 0) : integer ? 0 : 0.5);
  return integer ? Math.ceil(value) : value;
}

function stringExample(s: Schema): string {
  const fits = (value: string) => (s.minLength === undefined || value.length >= s.minLength) && (s.maxLength === undefined || value.length <= s.maxLength);
  const formatted = s.format ? FORMAT_EXAMPLES[s.format] : undefined;
  if (formatted && (s.pattern === undefined || matchesPattern(s.pattern, formatted))) return formatted;
  // A value the pattern allows: `string` for digits or a prefixed id reads as the document's mistake.
  const matching = s.pattern === undefined ? undefined : patternExample(s.pattern);
  if (matching !== undefined && fits(matching)) return matching;
  // A pattern the writer cannot read leaves the format's value.
  if (formatted) return formatted;
  const text = 'string';
  if (s.minLength !== undefined && s.minLength > text.length) return text.padEnd(s.minLength, 'x');
  if (s.maxLength !== undefined && s.maxLength < text.length) return text.slice(0, Math.max(1, s.maxLength));
  return text;
}

/** The value a schema states for itself: `example`, the first of `examples`, `const`, `default`, the first `enum` value. */
function statedValue(s: Schema): { value: unknown } | undefined {
  if (s.example !== undefined) return { value: s.example };
  if (Array.isArray(s.examples) && s.examples.length) return { value: s.examples[0] };
  if (s.const !== undefined) return { value: s.const };
  if (s.default !== undefined) return { value: s.default };
  if (s.enum?.length) return { value: s.enum[0] };
  return undefined;
}

/**
 * The properties an example shows. Responses show every property they carry. Requests show what a caller
 * sends: required properties and optional ones the document gives a value for, never deprecated ones, so
 * samples stay short; a body with none of those shows all its properties rather than `{}`.
 */
function includedProperties(s: Schema, resolver: RefResolver, direction: SchemaDirection, stack: string[]): [string, Schema][] {
  const required = new Set(s.required ?? []);
  const carried = Object.entries(s.properties ?? {}).filter(([, property]) => {
    const p = flattenSchema(property, resolver, stack).schema;
    return direction === 'request' ? !p.readOnly && !p.deprecated : !p.writeOnly;
  });
  if (direction === 'response') return carried;
  const chosen = carried.filter(([name, property]) => required.has(name) || statedValue(flattenSchema(property, resolver, stack).schema));
  return chosen.length ? chosen : carried;
}

function synthesise(schema: Schema, resolver: RefResolver, direction: SchemaDirection, stack: string[]): unknown {
  const flat = flattenSchema(schema, resolver, stack);
  if (flat.circular || stack.length > MAX_DEPTH) return undefined;
  const s = flat.schema;
  const stated = statedValue(s);
  if (stated) return stated.value;
  // The empty entry counts depth for MAX_DEPTH; no component is named ''.
  const inner = [...stack, ...flat.names, ''];
  const variants = s.oneOf ?? s.anyOf ?? [];
  // `oneOf: [{ type: 'null' }, { $ref: … }]` is how 3.1 writes a nullable object: the sample shows the object.
  const variant = variants.find((v) => !isOnlyNull(v, resolver, inner)) ?? variants[0];
  const { types, nullable } = typesOf(s, resolver.dialect);
  const type = types[0] ?? (s.properties || s.additionalProperties ? 'object' : s.items || s.prefixItems ? 'array' : undefined);
  if (variant && !s.properties) return synthesise(variant, resolver, direction, inner);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, property] of includedProperties(s, resolver, direction, inner)) {
        const value = synthesise(property, resolver, direction, inner);
        if (value !== undefined) out[name] = value;
      }
      if (!s.properties && typeof s.additionalProperties === 'object') {
        const value = synthesise(s.additionalProperties, resolver, direction, inner);
        if (value !== undefined) out.key = value;
      }
      return out;
    }
    case 'array': {
      // A tuple's example has one value per position.
      if (s.prefixItems?.length) return s.prefixItems.map((p) => synthesise(p, resolver, direction, inner) ?? null);
      const item = typeof s.items === 'object' ? synthesise(s.items, resolver, direction, inner) : undefined;
      return item === undefined ? [] : Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => item);
    }
    case 'integer':
      return numberExample(s, true);
    case 'number':
      return numberExample(s, false);
    case 'boolean':
      return true;
    case 'string':
      return stringExample(s);
    default:
      return nullable ? null : undefined;
  }
}

/**
 * An example value for a schema: the one it states (`example`, `examples`, `const`, `default`, `enum`),
 * else one built from its type, properties and constraints. Properties the direction never carries
 * (read-only in requests, write-only in responses) are left out (see includedProperties); cycles stop at
 * the repeated schema.
 */
export function exampleFromSchema(schema: Schema, resolver: RefResolver, direction: SchemaDirection): unknown {
  // A body that is just a component is exemplified once; the value is shared, so callers must not change it.
  if (schema.$ref && Object.keys(schema).length === 1) {
    return resolver.cached(`example ${direction} ${schema.$ref}`, () => synthesise(schema, resolver, direction, []));
  }
  return synthesise(schema, resolver, direction, []);
}

/** The first named example of an `examples` map, following `$ref`s to components. */
export function firstNamedExample(examples: Record<string, MaybeRef<Example>> | undefined, resolver: RefResolver): { value: unknown } | undefined {
  for (const entry of Object.values(examples ?? {})) {
    const example = resolver.resolve<Example>(entry).value;
    if (isRecord(example) && example.value !== undefined) return { value: example.value };
  }
  return undefined;
}

/** The example of a body: the media type's `example`, its first `examples` entry, or one from its schema. */
export function exampleOfMediaType(media: MediaType, resolver: RefResolver, direction: SchemaDirection): unknown {
  if (media.example !== undefined) return media.example;
  const named = firstNamedExample(media.examples, resolver);
  if (named) return named.value;
  return media.schema ? exampleFromSchema(media.schema as Schema, resolver, direction) : undefined;
}
