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

export interface RefResolver {
  /** Follows `$ref` chains to the object they name. Validated documents have no broken refs. */
  resolve<T>(value: T | Reference): Resolved<T>;
  /** The value at a local `$ref` (`#/components/schemas/Pet`), or undefined. */
  lookup(ref: string): unknown;
}

function isRef(value: unknown): value is Reference {
  return isRecord(value) && typeof value.$ref === 'string';
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

/** Resolves local `$ref`s of a document. Only refs inside the document (`#/...`) are supported. */
export function createRefResolver(doc: unknown): RefResolver {
  const lookup = (ref: string) => (ref.startsWith('#') ? lookupPointer(doc, ref) : undefined);
  return {
    lookup,
    resolve<T>(value: T | Reference): Resolved<T> {
      let current: unknown = value;
      let name: string | undefined;
      let pointer: string | undefined;
      // A chain longer than this is a loop of refs to refs; checkRefs reports those before we get here.
      for (let hops = 0; isRef(current) && hops < 32; hops++) {
        pointer = current.$ref;
        name = segmentsOf(pointer.slice(1)).pop();
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
  const visit = (node: unknown, at: string, parentKey: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, pointerOf(at, i), parentKey));
      return;
    }
    if (!isRecord(node)) return;
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      const where = pointerOf(at, '$ref');
      if (!ref.startsWith('#')) broken.push({ at: where, ref, reason: 'external' });
      else if (resolver.lookup(ref) === undefined) broken.push({ at: where, ref, reason: 'missing' });
      else if (isRef(resolver.resolve(node).value)) broken.push({ at: where, ref, reason: 'loop' });
    }
    const named = NAMED_MAPS.has(parentKey);
    for (const [key, value] of Object.entries(node)) {
      // Media-type `examples` hold Example objects, which may be refs; schema `examples` are literal values.
      const literal = !named && LITERAL_KEYS.has(key) && !(key === 'examples' && isRecord(value));
      if (!literal) visit(value, pointerOf(at, key), named ? '' : key);
    }
  };
  visit(doc, '', '');
  return broken;
}
