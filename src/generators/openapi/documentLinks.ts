import type { OperationEntry, TagEntry } from './collectOperations.js';
import { decodePercent, segmentsOf } from './spec.js';
import { HeadingSlugger } from '../../markdown/headingSlugger.js';

/** The generated pages a link to a part of the document can lead to. */
export interface DocumentParts {
  operations: OperationEntry[];
  tags: TagEntry[];
  /** The document's file name, as Stoplight-style links name it (`openapi.json/paths/~1pets/get`). */
  fileName: string;
  routeOf(op: OperationEntry): string;
  /** Where a tag's operations are listed: its tag page, or its section of the overview. */
  tagRoute(tag: TagEntry): string;
  overviewRoute: string;
  /** The page of a component schema, made for the link when no tree linked to it yet; undefined when there is no such schema. */
  schemaRoute(name: string): string | undefined;
  /** Whether the overview's heading ids keep their case (`anchorsMaintainCase`). */
  maintainCase?: boolean;
}

/** Tag names as single-page renderers write them in anchors (`Domain Records` → `Domain-Records`), compared without case. */
const anchorKey = (text: string) => text.trim().toLowerCase().replace(/[\s-]+/g, '-');

/**
 * Links a description writes to another part of its own document, in the forms single-page renderers give
 * them: Redoc's anchors (`#operation/{operationId}`, `#tag/{tag}`, `#tag/{tag}/operation/{operationId}`,
 * `#tag/{tag}/paths/~1pets/get`, `#section/{heading}`), JSON pointers (`#/paths/~1pets/get`,
 * `#/components/schemas/Pet`) and Stoplight's (`openapi.json/paths/~1pets/get`, `../openapi.json#/…`).
 * On pages of their own, those parts are other routes: each such link becomes the route of the page showing
 * the part (an operation's, a tag's, a schema's, an overview section's), so it leads there and is checked as
 * any link of the site. Undefined for any other link, and for a part the document does not have.
 */
export function createDocumentLinkResolver(parts: DocumentParts): (url: string) => string | undefined {
  const byId = new Map<string, OperationEntry>();
  const byPointer = new Map<string, OperationEntry>();
  for (const op of parts.operations) {
    if (op.operation.operationId && !byId.has(op.operation.operationId)) byId.set(op.operation.operationId, op);
    // Where it is written, and where it is served: a path item reached through a `$ref` is written elsewhere.
    byPointer.set(segmentsOf(op.pointer).join('\0'), op);
    byPointer.set([op.webhook ? 'webhooks' : 'paths', op.path, op.method].join('\0'), op);
  }
  const tagsByKey = new Map<string, TagEntry>();
  for (const tag of parts.tags) if (!tagsByKey.has(anchorKey(tag.name))) tagsByKey.set(anchorKey(tag.name), tag);

  /** The route of the part a JSON pointer (`/paths/~1pets/get`, percent-encoded or not) names. */
  const pointerRoute = (pointer: string): string | undefined => {
    const segments = segmentsOf(pointer);
    const op = byPointer.get(segments.join('\0'));
    if (op) return parts.routeOf(op);
    if (segments.length === 3 && segments[0] === 'components' && segments[1] === 'schemas') return parts.schemaRoute(segments[2]);
    return undefined;
  };

  /** The route of a Redoc anchor's part (without its `#`). */
  const redocRoute = (anchor: string): string | undefined => {
    const operation = /^(?:tag\/[^/]+\/)?operation\/(.+)$/.exec(anchor);
    if (operation) {
      const op = byId.get(decodePercent(operation[1]));
      return op && parts.routeOf(op);
    }
    const path = /^tag\/[^/]+(\/paths\/.+)$/.exec(anchor);
    if (path) return pointerRoute(path[1]);
    const tag = /^tag\/([^/]+)$/.exec(anchor);
    if (tag) {
      const entry = tagsByKey.get(anchorKey(decodePercent(tag[1])));
      return entry && parts.tagRoute(entry);
    }
    const section = /^section\/([^/]+)$/.exec(anchor);
    if (section) return `${parts.overviewRoute}#${new HeadingSlugger(parts.maintainCase).slug(decodePercent(section[1]).replace(/-/g, ' '))}`;
    return undefined;
  };

  const fileName = parts.fileName.toLowerCase();
  return (url) => {
    if (url.startsWith('#/')) return pointerRoute(url.slice(1));
    if (url.startsWith('#')) return redocRoute(url.slice(1));
    if (/^[a-z][a-z0-9+.-]*:|^\//i.test(url)) return undefined;
    // Relative to the document's own file: whatever folders lead to it, the rest names a part of it.
    const local = url.replace(/^(?:\.{1,2}\/)+/, '');
    if (!local.toLowerCase().startsWith(fileName)) return undefined;
    const rest = local.slice(fileName.length);
    const pointer = rest.startsWith('#/') ? rest.slice(1) : rest.startsWith('/') ? rest : undefined;
    return pointer === undefined ? undefined : pointerRoute(pointer);
  };
}
