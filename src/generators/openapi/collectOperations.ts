import type { RefResolver } from './refs.js';
import { kebabCase, operationSlug, uniqueSlugs } from './slug.js';
import {
  HTTP_METHODS,
  pointerOf,
  type HttpMethod,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type PathItem,
  type SecurityRequirement,
  type Server,
} from './spec.js';

/** A parameter with the JSON pointer of where it is written (its component when it is a `$ref`). */
export interface PlacedParameter {
  parameter: Parameter;
  pointer: string;
}

/** One operation with everything it inherits from its path and the document resolved. */
export interface OperationEntry {
  method: HttpMethod;
  path: string;
  /** JSON pointer of the operation, e.g. `/paths/~1vms/get`. */
  pointer: string;
  operation: Operation;
  /** Path-level parameters overridden by operation-level ones of the same name and location. */
  parameters: PlacedParameter[];
  slug: string;
  /** The tag the sidebar files it under (its first); undefined when untagged. */
  tag?: string;
  security: SecurityRequirement[];
  servers: Server[];
}

export interface TagEntry {
  name: string;
  slug: string;
  description?: string;
}

function placeParameters(list: PathItem['parameters'], base: string, resolver: RefResolver): PlacedParameter[] {
  return (list ?? []).map((entry, i) => {
    const { value, pointer } = resolver.resolve<Parameter>(entry);
    return { parameter: value, pointer: pointer ? pointer.slice(1) : pointerOf(base, 'parameters', i) };
  });
}

function mergeParameters(pathLevel: PlacedParameter[], operationLevel: PlacedParameter[]): PlacedParameter[] {
  const key = (p: PlacedParameter) => `${p.parameter.in}:${p.parameter.name}`;
  const own = new Set(operationLevel.map(key));
  return [...pathLevel.filter((p) => !own.has(key(p))), ...operationLevel];
}

/** Every operation of the document in document order, with unique page slugs. */
export function collectOperations(doc: OpenApiDocument, resolver: RefResolver): OperationEntry[] {
  const entries: Omit<OperationEntry, 'slug'>[] = [];
  for (const [path, raw] of Object.entries(doc.paths ?? {})) {
    const base = pointerOf('/paths', path);
    const item = resolver.resolve<PathItem>(raw as PathItem).value;
    const pathParameters = placeParameters(item.parameters, base, resolver);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const pointer = pointerOf(base, method);
      entries.push({
        method,
        path,
        pointer,
        operation,
        parameters: mergeParameters(pathParameters, placeParameters(operation.parameters, pointer, resolver)),
        tag: operation.tags?.[0],
        security: operation.security ?? doc.security ?? [],
        servers: operation.servers ?? item.servers ?? doc.servers ?? [],
      });
    }
  }
  const slugs = uniqueSlugs(entries.map((e) => operationSlug({ operationId: e.operation.operationId, method: e.method, path: e.path })), ['overview']);
  return entries.map((entry, i) => ({ ...entry, slug: slugs[i] }));
}

/** Tags in the order the document declares them, then tags only operations name, in order of use. */
export function collectTags(doc: OpenApiDocument, operations: OperationEntry[]): TagEntry[] {
  const tags = new Map<string, TagEntry>();
  for (const tag of doc.tags ?? []) tags.set(tag.name, { name: tag.name, slug: '', description: tag.description });
  for (const op of operations) for (const name of op.operation.tags ?? []) if (!tags.has(name)) tags.set(name, { name, slug: '' });
  const used = new Set(operations.flatMap((op) => op.operation.tags ?? []));
  const list = [...tags.values()].filter((t) => used.has(t.name));
  const slugs = uniqueSlugs(list.map((t) => kebabCase(t.name) || 'tag'));
  return list.map((t, i) => ({ ...t, slug: slugs[i] }));
}
