import { rowsBytes } from './treeWeight.js';
import type { ApiOperationData, ParameterGroupView, ParameterView, SchemaNodeView } from './types.js';

/** Markup of a parameter's row around its schema's (the list item, its id, the example's line). */
const ROW_MARKUP = 60;

/** A parameter as a row of a schema tree: how it is weighed, and how it is shown on a page of its own. */
export function parameterNode(p: ParameterView): SchemaNodeView {
  const node: SchemaNodeView = { ...p.schema, name: p.name, required: p.required, deprecated: p.deprecated };
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

/**
 * Makes an operation's parameter lists fit `budget` estimated bytes: parameters are kept in page order while
 * they fit (the first at least); the rest of each group goes on, in order, on a page of its own, reached from
 * a last row saying how many follow, as a schema too long for its page goes on (see treeLevels.ts). Returns the
 * ids of the rows moved, which are no longer link targets of the page.
 */
export function fitParameters(view: ApiOperationData, budget: number, continued: ContinuedParameters): string[] {
  const groups = view.parameters?.groups ?? [];
  let bytes = 0;
  let full = false;
  const moved: string[] = [];
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
    group.more = { count: rest.length, route: continued(group, { type: 'object', properties: rest.map(parameterNode) }) };
    group.parameters = group.parameters.slice(0, kept);
    moved.push(...rest.map((p) => p.id));
  }
  return moved;
}
