import type { Expression, Program } from 'estree';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { UsedComponent } from '../types.js';

/** The function that evaluates a page's expression and names its line if it throws (see recmaRenderLocations). */
export const EXPRESSION_GUARD = '_docsGenExpr';

/** `<Foo>` and `<Foo.Bar>` are components (scope `Foo`); `<div>` is an element. */
function componentRoot(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  const root = name.split('.')[0];
  return name.includes('.') || !/^[a-z]/.test(root) ? root : undefined;
}

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

/**
 * Records the components a page uses, where, so an undefined one is reported at its element before
 * rendering; and wraps each `{expression}` so that one that throws while rendering names its line.
 */
export function remarkRenderLocations() {
  return (tree: Root, file: VFile) => {
    const components: UsedComponent[] = [];
    visit(tree, (node) => {
      const start = node.position?.start;
      if (!start) return;
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        guard(node.data?.estree as Program | undefined, start.line, start.column);
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = componentRoot(node.name);
      if (name) components.push({ name, line: start.line, column: start.column });
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.value && typeof attribute.value === 'object') {
          const at = attribute.position?.start ?? start;
          guard(attribute.value.data?.estree as Program | undefined, at.line, at.column);
        }
      }
    });
    Object.assign(file.data, { components });
  };
}
