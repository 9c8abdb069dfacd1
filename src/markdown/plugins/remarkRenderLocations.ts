import type { Expression, Program } from 'estree';
import type { Nodes as MdastNodes, Root } from 'mdast';
import { walkTree } from './walkTree.js';

/** The function that evaluates a page's expression and names its line if it throws (see recmaRenderLocations). */
export const EXPRESSION_GUARD = '_docsGenExpr';

/** `E` → `_docsGenExpr(line, column, () => E)`: the page's line travels with its expression. */
function guard(program: Program | undefined, line: number, column: number): void {
  const statement = program?.body[0];
  if (!statement || statement.type !== 'ExpressionStatement') return;
  const expression: Expression = statement.expression;
  const literal = (value: number) => ({ type: 'Literal' as const, value, raw: String(value) });
  statement.expression = {
    type: 'CallExpression',
    callee: { type: 'Identifier', name: EXPRESSION_GUARD },
    arguments: [literal(line), literal(column), { type: 'ArrowFunctionExpression', params: [], body: expression, expression: true, async: false, generator: false }],
    optional: false,
  };
}

/** Wraps each `{expression}` of a page (attribute values too) so that one that throws while rendering names its line. */
export function remarkRenderLocations() {
  return (tree: Root) => {
    walkTree<MdastNodes>(tree, undefined, (node) => {
      const start = node.position?.start;
      if (!start) return;
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        guard(node.data?.estree as Program | undefined, start.line, start.column);
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      for (const attribute of node.attributes ?? []) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.value && typeof attribute.value === 'object') {
          const at = attribute.position?.start ?? start;
          guard(attribute.value.data?.estree as Program | undefined, at.line, at.column);
        }
      }
    });
  };
}
