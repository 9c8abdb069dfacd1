import type { Expression, Program } from 'estree';
import { EXPRESSION_GUARD } from './remarkRenderLocations.js';

/** What an attribute expression made only of literals evaluates to: JSON data, the same on every render. */
export type LiteralValue = string | number | boolean | null | LiteralValue[] | { [key: string]: LiteralValue };

/** Marks an expression that is not a literal (a variable, a call, a function, a spread …). */
const NOT_LITERAL = Symbol('not a literal');

function valueOf(node: Expression): LiteralValue | typeof NOT_LITERAL {
  switch (node.type) {
    case 'Literal': {
      const value = node.value;
      if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
      return typeof value === 'number' && Number.isFinite(value) && !Object.is(value, -0) ? value : NOT_LITERAL;
    }
    case 'TemplateLiteral':
      return node.expressions.length === 0 && typeof node.quasis[0]?.value.cooked === 'string' ? node.quasis[0].value.cooked : NOT_LITERAL;
    case 'UnaryExpression': {
      if (node.operator !== '-' || node.argument.type !== 'Literal' || typeof node.argument.value !== 'number') return NOT_LITERAL;
      const value = -node.argument.value;
      return Number.isFinite(value) && !Object.is(value, -0) ? value : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const items: LiteralValue[] = [];
      for (const element of node.elements) {
        if (!element || element.type === 'SpreadElement') return NOT_LITERAL;
        const value = valueOf(element);
        if (value === NOT_LITERAL) return NOT_LITERAL;
        items.push(value);
      }
      return items;
    }
    case 'ObjectExpression': {
      const object: Record<string, LiteralValue> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.shorthand || property.computed) return NOT_LITERAL;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? property.key.value : undefined;
        // `__proto__: …` sets the prototype in a literal, not a key.
        if ((typeof key !== 'string' && typeof key !== 'number') || key === '__proto__') return NOT_LITERAL;
        const value = valueOf(property.value as Expression);
        if (value === NOT_LITERAL) return NOT_LITERAL;
        object[String(key)] = value;
      }
      return object;
    }
    default:
      return NOT_LITERAL;
  }
}

/** The expression of an `{…}` as MDX parsed it, without the line guard remarkRenderLocations wrapped it in. */
function expressionOf(program: Program | undefined): Expression | undefined {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const expression = statement.expression;
  if (expression.type === 'CallExpression' && expression.callee.type === 'Identifier' && expression.callee.name === EXPRESSION_GUARD) {
    const evaluate = expression.arguments[2];
    return evaluate?.type === 'ArrowFunctionExpression' && evaluate.body.type !== 'BlockStatement' ? evaluate.body : undefined;
  }
  return expression;
}

/**
 * The value of an attribute's `{…}` when it is written with literals only (`title={"Note"}`,
 * `values={[{label: 'A', value: 'a'}]}`), as evaluating it would give; `undefined` for anything else.
 */
export function literalValueOf(program: Program | undefined): { value: LiteralValue } | undefined {
  const expression = expressionOf(program);
  if (!expression) return undefined;
  const value = valueOf(expression);
  return value === NOT_LITERAL ? undefined : { value };
}
