import { operationTitle, type OperationEntry } from './collectOperations.js';
import type { PageScope } from './pageScope.js';
import type { RefResolver } from './refs.js';
import { formatValue } from './schemaView.js';
import { isRecord, pointerOf, segmentsOf } from './spec.js';
import type { ResponseLinkView } from './types.js';

/** The page of the operation a link names, by `operationId` or by `operationRef`; undefined when the document has none. */
export type LinkTargets = (link: { operationId?: string; operationRef?: string }) => { route: string; label: string } | undefined;

/** A Link Object as this module reads it (the typed document's differs between 3.0 and 3.1). */
interface Link {
  operationId?: string;
  operationRef?: string;
  parameters?: Record<string, unknown>;
  requestBody?: unknown;
  description?: string;
}

/** A pointer written either way (`~1` escapes, percent-encoded braces) as one key. */
const pointerKey = (pointer: string) => pointerOf('', ...segmentsOf(pointer));

/**
 * Finds the operation pages links lead to. An `operationRef` is a local reference (`#/paths/~1users/get`) to the
 * operation where it is written, or to where a `$ref`ed path item puts it; one into another document has no page here.
 */
export function linkTargetsOf(operations: OperationEntry[], routeOf: (op: OperationEntry) => string): LinkTargets {
  const byId = new Map<string, OperationEntry>();
  const byPointer = new Map<string, OperationEntry>();
  for (const op of operations) {
    if (op.operation.operationId && !byId.has(op.operation.operationId)) byId.set(op.operation.operationId, op);
    byPointer.set(pointerKey(op.pointer), op);
    byPointer.set(pointerOf(op.webhook ? '/webhooks' : '/paths', op.path, op.method), op);
  }
  return ({ operationId, operationRef }) => {
    const op = operationId !== undefined ? byId.get(operationId) : operationRef?.startsWith('#') ? byPointer.get(pointerKey(operationRef.slice(1))) : undefined;
    return op && { route: routeOf(op), label: operationTitle(op) };
  };
}

/** A response's links: the operations a client may call next, with the values it takes from this exchange. */
export function buildResponseLinks(
  links: Record<string, unknown> | undefined,
  resolver: RefResolver,
  scope: PageScope,
  targets: LinkTargets | undefined,
): ResponseLinkView[] {
  return Object.entries(links ?? {}).flatMap(([name, raw]): ResponseLinkView[] => {
    const resolved = resolver.resolve<unknown>(raw).value;
    if (!isRecord(resolved)) return [];
    const link = resolved as Link;
    const written = link.operationId ?? link.operationRef;
    const view: ResponseLinkView = {
      name,
      parameters: Object.entries(link.parameters ?? {}).map(([parameter, value]) => ({ name: parameter, value: formatValue(value) })),
    };
    if (written !== undefined) view.operation = written;
    const target = targets?.({ operationId: link.operationId, operationRef: link.operationRef });
    if (target) view.target = target;
    if (link.requestBody !== undefined) view.requestBody = formatValue(link.requestBody);
    const description = scope.describe(link.description);
    if (description) view.descriptionHtml = description;
    return [view];
  });
}
