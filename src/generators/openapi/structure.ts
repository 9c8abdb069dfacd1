import { isRecord, NAME_MAP_FIELDS, pointerOf } from './spec.js';
import { tagGroupProblems } from './tagGroups.js';
import { codeSampleProblems } from './writtenSamples.js';

/** A problem in the document, placed by JSON pointer; the caller turns the pointer into a file line. */
export interface Problem {
  pointer: string;
  message: string;
  hint?: string;
}

const SCHEMA_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const SUBSCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const;
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else'] as const;

function checkSchema(schema: unknown, at: string, out: Problem[]): void {
  if (!isRecord(schema)) return;
  const { type } = schema;
  const types = Array.isArray(type) ? type : type === undefined ? [] : [type];
  for (const t of types) {
    if (typeof t !== 'string' || !SCHEMA_TYPES.has(t)) {
      out.push({
        pointer: pointerOf(at, 'type'),
        message: `Invalid schema at #${at}: type ${JSON.stringify(t)} is not one of ${[...SCHEMA_TYPES].join(', ')}`,
      });
    }
  }
  if (schema.required !== undefined && (!Array.isArray(schema.required) || schema.required.some((r) => typeof r !== 'string'))) {
    out.push({ pointer: pointerOf(at, 'required'), message: `Invalid schema at #${at}: "required" must be a list of property names` });
  }
  if (schema.enum !== undefined && !Array.isArray(schema.enum)) {
    out.push({ pointer: pointerOf(at, 'enum'), message: `Invalid schema at #${at}: "enum" must be a list` });
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) out.push({ pointer: pointerOf(at, key), message: `Invalid schema at #${at}: "${key}" must be a list of schemas` });
    else list.forEach((s, i) => checkSchema(s, pointerOf(at, key, i), out));
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (map === undefined) continue;
    if (!isRecord(map)) out.push({ pointer: pointerOf(at, key), message: `Invalid schema at #${at}: "${key}" must map names to schemas` });
    else for (const [name, s] of Object.entries(map)) checkSchema(s, pointerOf(at, key, name), out);
  }
  for (const key of SUBSCHEMAS) checkSchema(schema[key], pointerOf(at, key), out);
}

/**
 * Finds every `schema` field (parameters, media types, headers) and the component schemas, and checks them.
 * `named`: the keys of `node` are names.
 */
function checkAllSchemas(node: unknown, at: string, out: Problem[], named = false): void {
  if (Array.isArray(node)) return node.forEach((item, i) => checkAllSchemas(item, pointerOf(at, i), out));
  if (!isRecord(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (named) checkAllSchemas(value, pointerOf(at, key), out);
    else if (key === 'example' || key === 'examples') continue;
    else if (key === 'schema') checkSchema(value, pointerOf(at, key), out);
    else if (key === 'schemas' && at === '/components' && isRecord(value)) {
      for (const [name, s] of Object.entries(value)) checkSchema(s, pointerOf(at, key, name), out);
    } else checkAllSchemas(value, pointerOf(at, key), out, NAME_MAP_FIELDS.has(key) || at === '/components');
  }
}

/**
 * Schema keywords of the right kind, which OpenAPI 3.1's meta-schema does not look inside. (3.1 makes
 * `responses` optional, so an operation without them is documented without a Responses section.)
 */
export function findStructureProblems(doc: Record<string, unknown>): Problem[] {
  const out: Problem[] = [];
  // The 3.0 schema checks all of this too, but its validator stops at the first error; these checks
  // report every bad schema at once (the caller drops what the validator reported already).
  checkAllSchemas(doc, '', out);
  out.push(...codeSampleProblems(doc), ...tagGroupProblems(doc));
  return out;
}
