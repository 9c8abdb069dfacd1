import { buildRequestBody, buildResponses, type ContentContext } from './contentView.js';
import { HTTP_METHODS, isRecord, type MaybeRef, type Operation, type PathItem, type Response } from './spec.js';
import type { ApiOperationData, CallbackView } from './types.js';

/** One request of a callback as the document states it. */
interface CallbackRequest {
  name: string;
  expression: string;
  method: string;
  operation: Operation;
}

/**
 * The requests of an operation's callbacks in document order. A callback, and each of its path items, may be a
 * `$ref`; its `x-` extensions are not expressions.
 */
function callbackRequests(callbacks: Operation['callbacks'], ctx: ContentContext): CallbackRequest[] {
  const requests: CallbackRequest[] = [];
  for (const [name, raw] of Object.entries(callbacks ?? {})) {
    const callback = ctx.resolver.resolve<unknown>(raw).value;
    if (!isRecord(callback)) continue;
    for (const [expression, rawItem] of Object.entries(callback)) {
      if (expression.startsWith('x-')) continue;
      const item = ctx.resolver.resolve<PathItem>(rawItem as MaybeRef<PathItem>).value;
      if (!isRecord(item)) continue;
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (isRecord(operation)) requests.push({ name, expression, method: method.toUpperCase(), operation: operation as Operation });
      }
    }
  }
  return requests;
}

/**
 * The operation's callbacks, a section after its responses: each request under its own heading (the callback's
 * name, with its call when the callback makes several), then its body and the responses the API expects. Built in
 * render order, as the page scope records headings.
 */
export function buildCallbacks(operation: Operation, ctx: ContentContext): ApiOperationData['callbacks'] {
  const requests = callbackRequests(operation.callbacks, ctx);
  if (!requests.length) return undefined;
  const section = ctx.scope.section('Callbacks', 2);
  const counts = new Map<string, number>();
  for (const r of requests) counts.set(r.name, (counts.get(r.name) ?? 0) + 1);
  const items = requests.map(({ name, expression, method, operation: op }): CallbackView => {
    const title = counts.get(name) === 1 ? name : `${name}: ${method} ${expression}`;
    const view: CallbackView = { ...ctx.scope.section(title, 3, `callback ${title}`), name, method, expression, deprecated: op.deprecated === true };
    // The heading is the callback's name, so its summary is shown as text, not taken for a title.
    const description = ctx.scope.describe([op.summary, op.description].filter(Boolean).join('\n\n'));
    if (description) view.descriptionHtml = description;
    const placement = { level: 4, idPrefix: `${name} ${method}` };
    const requestBody = buildRequestBody(op.requestBody, ctx, placement);
    if (requestBody) view.requestBody = requestBody;
    const responses = Object.entries<MaybeRef<Response>>(op.responses ?? {});
    if (responses.length) {
      const heading = ctx.scope.section('Responses', 4, `${name} ${method} responses`);
      view.responses = { ...heading, items: buildResponses(responses, ctx, placement) };
    }
    return view;
  });
  return { ...section, items };
}
