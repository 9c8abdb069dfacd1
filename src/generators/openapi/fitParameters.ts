import { rowsBytes } from './treeWeight.js';
import type { ApiOperationData, ParameterGroupView, ParameterView, SchemaNodeView } from './types.js';

/** Markup of a parameter's row around its schema's (the list item, its id, the example's line). */
const ROW_MARKUP = 60;

/** A parameter as a row of a schema tree: how it is weighed, and how it is shown on a page of its own. */
export function parameterNode(p: ParameterView): SchemaNodeView {
  const node: SchemaNodeView = { ...p.schema, name: p.name, required: p.required, deprecated: p.deprecated, anchor: p.id };
  // The row shows the parameter's description in place of its schema's (see ApiFields).
  if (p.descriptionHtml) node.descriptionHtml = p.descriptionHtml;
  if (p.example !== undefined) node.examples = [p.example];
  return node;
}

/** The estimated HTML bytes of one parameter's row. */
export function parameterBytes(p: ParameterView): number {
  return ROW_MARKUP + rowsBytes(parameterNode(p));
}

/** The estimated HTML bytes of an operation's parameter lists. */
export function parametersBytes(view: ApiOperationData): number {
  return (view.parameters?.groups ?? []).reduce((sum, g) => sum + g.parameters.reduce((n, p) => n + parameterBytes(p), 0), 0);
}

/** The route of a page listing a group's parameters that did not fit on the operation's page. */
export type ContinuedParameters = (group: ParameterGroupView, rest: SchemaNodeView) => string;

/** The rows moved off an operation's page: each id, with the route of the page that has it now. */
export type MovedRows = Map<string, string>;

/**
 * Makes an operation's parameter lists fit `budget` estimated bytes: parameters are kept in page order while
 * they fit (the first at least); the rest of each group goes on, in order, on a page of its own, reached from
 * a last row saying how many follow, as a schema too long for its page goes on (see treeLevels.ts). Returns the
 * rows moved, whose ids are link targets of that page now (see retargetMovedRows).
 */
export function fitParameters(view: ApiOperationData, budget: number, continued: ContinuedParameters): MovedRows {
  const groups = view.parameters?.groups ?? [];
  let bytes = 0;
  let full = false;
  const moved: MovedRows = new Map();
  for (const group of groups) {
    let kept = 0;
    while (!full && kept < group.parameters.length) {
      const next = parameterBytes(group.parameters[kept]);
      if (bytes + next > budget && bytes > 0) {
        full = true;
        break;
      }
      bytes += next;
      kept++;
    }
    if (kept === group.parameters.length) continue;
    const rest = group.parameters.slice(kept);
    const route = continued(group, { type: 'object', properties: rest.map(parameterNode) });
    group.more = { count: rest.length, route };
    group.parameters = group.parameters.slice(0, kept);
    for (const p of rest) moved.set(p.id, route);
  }
  return moved;
}

/** Every `anchor` in a view's trees: the link targets a page of them has besides its headings. */
export function treeAnchors(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) treeAnchors(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'anchor' && typeof inner === 'string') found.push(inner);
      else treeAnchors(inner, found);
    }
  }
  return found;
}

/**
 * Points the links of a page's descriptions to rows moved off it (`#parameter-q`, which the author wrote for
 * this page) at the page that has them now, in the view's HTML: the continuation page's rows keep their ids.
 */
export function retargetMovedRows<T>(value: T, moved: MovedRows): T {
  if (!moved.size) return value;
  const retarget = (html: string) => html.replace(/href="#([^"]+)"/g, (whole, id: string) => (moved.has(id) ? `href="${moved.get(id)}#${id}"` : whole));
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, typeof inner === 'string' && key.endsWith('Html') ? retarget(inner) : walk(inner)]));
  };
  return walk(value) as T;
}
