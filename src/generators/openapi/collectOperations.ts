import { splitSummary } from './operationSummary.js';
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
  /** The URL path; for a webhook, its name. */
  path: string;
  /** A webhook (3.1): a request the API sends to the reader's endpoint, rather than one it serves. */
  webhook?: boolean;
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
  /** The name operations file themselves under; slugs, ids and links are made from it. */
  name: string;
  /** The name shown: Redoc's `x-displayName`, else the name. */
  title: string;
  slug: string;
  /** Its sidebar folder below the API's (its slug, or its group's folder and its slug, see tagGroups.ts). */
  folder: string;
  /** Its place among the categories of its folder's parent. */
  position: number;
  description?: string;
}

/** A tag that only describes (Redoc's `x-traitTag`): no operation names it, the overview shows its description. */
export interface TraitTag {
  title: string;
  description: string;
}

/** The name a tag object gives itself for display (`x-displayName`), else its name. */
const titleOf = (tag: { name: string }) => {
  const shown = (tag as Record<string, unknown>)['x-displayName'];
  return typeof shown === 'string' && shown.trim() ? shown : tag.name;
};

/** The document's trait tags with a description, in its order; two that would show the same name show their own names. */
export function collectTraitTags(doc: OpenApiDocument): TraitTag[] {
  const traits = (doc.tags ?? []).filter((tag) => (tag as Record<string, unknown>)['x-traitTag'] === true && typeof tag.description === 'string' && tag.description.trim());
  const titles = traits.map(titleOf);
  return traits.map((tag, i) => ({ title: titles.indexOf(titles[i]) === titles.lastIndexOf(titles[i]) ? titles[i] : tag.name, description: tag.description as string }));
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

/** An operation's page title: its summary (see splitSummary), else its call (`GET /vms`); a webhook's, else its name. */
export function operationTitle(entry: Pick<OperationEntry, 'operation' | 'method' | 'path' | 'webhook'>): string {
  return splitSummary(entry.operation.summary).title || (entry.webhook ? entry.path : `${entry.method.toUpperCase()} ${entry.path}`);
}

/** The folder webhook pages go in, below the API's route; tags never get this slug. */
export const WEBHOOKS_SLUG = 'webhooks';

/**
 * The operations of the path items of `paths` or `webhooks`. A path item may be a `$ref` (to
 * `components/pathItems` in 3.1): its operations are then placed, for error locations, where it is written.
 */
function operationsOf(items: Record<string, unknown>, field: 'paths' | 'webhooks', doc: OpenApiDocument, resolver: RefResolver): Omit<OperationEntry, 'slug'>[] {
  const entries: Omit<OperationEntry, 'slug'>[] = [];
  for (const [path, raw] of Object.entries(items)) {
    const resolved = resolver.resolve<PathItem>(raw as PathItem);
    const item = resolved.value;
    const base = resolved.pointer ? resolved.pointer.slice(1) : pointerOf(`/${field}`, path);
    const pathParameters = placeParameters(item.parameters, base, resolver);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const pointer = pointerOf(base, method);
      entries.push({
        method,
        path,
        ...(field === 'webhooks' && { webhook: true }),
        pointer,
        operation,
        parameters: mergeParameters(pathParameters, placeParameters(operation.parameters, pointer, resolver)),
        tag: operation.tags?.[0],
        security: operation.security ?? doc.security ?? [],
        servers: operation.servers ?? item.servers ?? doc.servers ?? [],
      });
    }
  }
  return entries;
}

/**
 * Every operation of the document in document order, then its webhooks (3.1), with unique page slugs.
 * Webhook pages sit in a folder of their own (`webhooks/<name>`), as Redoc and Stripe list events apart.
 */
export function collectOperations(doc: OpenApiDocument, resolver: RefResolver): OperationEntry[] {
  const operations = operationsOf(doc.paths ?? {}, 'paths', doc, resolver);
  const webhooks = resolver.dialect === '3.1' ? operationsOf(doc.webhooks ?? {}, 'webhooks', doc, resolver) : [];
  const slugOf = (e: Omit<OperationEntry, 'slug'>) => operationSlug({ operationId: e.operation.operationId, method: e.method, path: e.path });
  const slugs = uniqueSlugs(operations.map(slugOf), ['overview', WEBHOOKS_SLUG]);
  // A webhook is known by its name (`eventCreated`); its method is nearly always POST.
  const webhookSlugs = uniqueSlugs(webhooks.map((e) => kebabCase(e.path) || slugOf(e)));
  return [...operations.map((entry, i) => ({ ...entry, slug: slugs[i] })), ...webhooks.map((entry, i) => ({ ...entry, slug: `${WEBHOOKS_SLUG}/${webhookSlugs[i]}` }))];
}

/** Tags in the order the document declares them, then tags only operations name, in order of use. */
export function collectTags(doc: OpenApiDocument, operations: OperationEntry[]): TagEntry[] {
  const tags = new Map<string, Omit<TagEntry, 'slug' | 'folder' | 'position'>>();
  for (const tag of doc.tags ?? []) tags.set(tag.name, { name: tag.name, title: titleOf(tag), description: tag.description });
  for (const op of operations) if (!op.webhook) for (const name of op.operation.tags ?? []) if (!tags.has(name)) tags.set(name, { name, title: name });
  // Webhooks are listed apart from the tags (see collectOperations), so their tags make no category.
  const used = new Set(operations.filter((op) => !op.webhook).flatMap((op) => op.operation.tags ?? []));
  const list = [...tags.values()].filter((t) => used.has(t.name));
  const slugs = uniqueSlugs(list.map((t) => kebabCase(t.name) || 'tag'), operations.some((op) => op.webhook) ? [WEBHOOKS_SLUG] : []);
  return list.map((t, i) => ({ ...t, slug: slugs[i], folder: slugs[i], position: i + 1 }));
}
