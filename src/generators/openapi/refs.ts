import { isRecord, pointerOf, segmentsOf, type Reference } from './spec.js';

/** An object reached through `$ref`s, with the name of the component it came from (`VirtualMachine`). */
export interface Resolved<T> {
  value: T;
  /** Last segment of the last `$ref` followed, when one was. */
  name?: string;
  /** JSON pointer of the target, when a `$ref` was followed. */
  pointer?: string;
}

/** A `$ref` whose target does not exist (or points outside the document). */
export interface BrokenRef {
  /** JSON pointer of the `$ref` itself. */
  at: string;
  ref: string;
  reason: 'missing' | 'external' | 'loop';
}

/**
 * The schema rules of the document's version: 3.0's JSON Schema subset (`nullable`, keywords beside a
 * `$ref` ignored) or 3.1's JSON Schema 2020-12 (`type` lists, `$ref` siblings apply).
 */
export type SchemaDialect = '3.0' | '3.1';

export interface RefResolver {
  /** Which rules the document's schemas follow; refs and schemas are read by them. */
  readonly dialect: SchemaDialect;
  /** Follows `$ref` chains to the object they name. Validated documents have no broken refs. */
  resolve<T>(value: T | Reference): Resolved<T>;
  /** The value at a local `$ref` (`#/components/schemas/Pet`), or undefined. */
  lookup(ref: string): unknown;
  /** Something derived from the document, computed once per key (the resolver lives as long as the document). */
  cached<T>(key: string, compute: () => T): T;
}

function isRef(value: unknown): value is Reference {
  return isRecord(value) && typeof value.$ref === 'string';
}

const names = new Map<string, string | undefined>();

/** The component name a ref ends in (`#/components/schemas/Pet` → `Pet`). */
function nameOf(ref: string): string | undefined {
  if (!names.has(ref)) names.set(ref, segmentsOf(ref.slice(1)).pop());
  return names.get(ref);
}

function lookupPointer(root: unknown, ref: string): unknown {
  let node: unknown = root;
  for (const segment of segmentsOf(ref.slice(1))) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRecord(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return undefined;
  }
  return node;
}

function dialectOf(doc: unknown): SchemaDialect {
  return isRecord(doc) && typeof doc.openapi === 'string' && doc.openapi.startsWith('3.0') ? '3.0' : '3.1';
}

/** Resolves local `$ref`s of a document. Only refs inside the document (`#/...`) are supported. */
export function createRefResolver(doc: unknown): RefResolver {
  // Pages resolve the same few refs (shared responses, schemas) over and over.
  const found = new Map<string, unknown>();
  const lookup = (ref: string) => {
    if (!ref.startsWith('#')) return undefined;
    if (!found.has(ref)) found.set(ref, lookupPointer(doc, ref));
    return found.get(ref);
  };
  const derived = new Map<string, unknown>();
  return {
    dialect: dialectOf(doc),
    lookup,
    cached<T>(key: string, compute: () => T): T {
      if (!derived.has(key)) derived.set(key, compute());
      return derived.get(key) as T;
    },
    resolve<T>(value: T | Reference): Resolved<T> {
      let current: unknown = value;
      let name: string | undefined;
      let pointer: string | undefined;
      // A chain longer than this is a loop of refs to refs; checkRefs reports those before we get here.
      for (let hops = 0; isRef(current) && hops < 32; hops++) {
        pointer = current.$ref;
        name = nameOf(pointer);
        current = lookup(pointer);
      }
      return { value: current as T, name, pointer };
    },
  };
}

/** Keys whose value is literal data, where a `$ref` key is data too. */
const LITERAL_KEYS = new Set(['example', 'examples', 'enum', 'default', 'const', 'value']);

/** Maps whose keys are names (a property or a response code may well be called `default` or `example`). */
const NAMED_MAPS = new Set([
  'properties', 'patternProperties', '$defs', 'definitions', 'responses', 'schemas', 'parameters', 'headers',
  'requestBodies', 'securitySchemes', 'links', 'callbacks', 'content', 'paths', 'webhooks', 'pathItems', 'encoding', 'examples',
]);

/** Every `$ref` of the document that does not resolve, with the pointer where it is written. */
export function findBrokenRefs(doc: unknown): BrokenRef[] {
  const broken: BrokenRef[] = [];
  const resolver = createRefResolver(doc);
  // The path is kept as segments and joined into a pointer only for a broken ref: this walks every node.
  const path: (string | number)[] = [];
  const visit = (node: unknown, parentKey: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        path.push(i);
        visit(item, parentKey);
        path.pop();
      });
      return;
    }
    if (!isRecord(node)) return;
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      const reason = !ref.startsWith('#') ? 'external' : resolver.lookup(ref) === undefined ? 'missing' : isRef(resolver.resolve(node).value) ? 'loop' : undefined;
      if (reason) broken.push({ at: pointerOf('', ...path, '$ref'), ref, reason });
    }
    const named = NAMED_MAPS.has(parentKey);
    for (const key in node) {
      const value = node[key];
      // Media-type `examples` hold Example objects, which may be refs; schema `examples` are literal values.
      const literal = !named && LITERAL_KEYS.has(key) && !(key === 'examples' && isRecord(value));
      if (literal) continue;
      path.push(key);
      visit(value, named ? '' : key);
      path.pop();
    }
  };
  visit(doc, '');
  return broken;
}
