import type { CallExpression, Expression, Identifier, Program, VariableDeclaration } from 'estree';
import type { VFile } from 'vfile';
import type { UsedComponent } from '../../shared/types.js';
import { walkEstree } from './estreeWalk.js';
import { EXPRESSION_GUARD } from './remarkRenderLocations.js';

/** Wraps a component with the page line of its element: `_jsx(Foo, props)` → `_jsx(_docsGenAt(Foo, 3, 1), props)`. */
const COMPONENT_MARK = '_docsGenAt';
const JSX_CALLS = new Set(['_jsx', '_jsxs', '_jsxDEV']);
const GENERATED = new Set(['_Fragment', 'MDXLayout', '_createMdxContent']);

function isWrittenComponent(node: Expression): boolean {
  if (node.type === 'Identifier') return !GENERATED.has(node.name) && /^[A-Z]/.test(node.name);
  // `_components.p` is a Markdown element; `Foo.Bar` is a component the page names.
  return node.type === 'MemberExpression' && !(node.object.type === 'Identifier' && node.object.name === '_components');
}

/** `const _docsGenAt = arguments[0].docsGenAt || (c => c), ...`: the renderer passes both with the JSX runtime. */
function runtimeBindings(): VariableDeclaration {
  const id = (name: string): Identifier => ({ type: 'Identifier', name });
  const fromRuntime = (name: string, fallback: Expression) => ({
    type: 'VariableDeclarator' as const,
    id: id(name === 'docsGenAt' ? COMPONENT_MARK : EXPRESSION_GUARD),
    init: {
      type: 'LogicalExpression' as const,
      operator: '||' as const,
      left: {
        type: 'MemberExpression' as const,
        object: { type: 'MemberExpression' as const, object: id('arguments'), property: { type: 'Literal' as const, value: 0, raw: '0' }, computed: true, optional: false },
        property: id(name),
        computed: false,
        optional: false,
      },
      right: fallback,
    },
  });
  const passThrough: Expression = { type: 'ArrowFunctionExpression', params: [id('c')], body: id('c'), expression: true, async: false, generator: false };
  const evaluate: Expression = {
    type: 'ArrowFunctionExpression',
    params: [id('l'), id('c'), id('f')],
    body: { type: 'CallExpression', callee: id('f'), arguments: [], optional: false },
    expression: true,
    async: false,
    generator: false,
  };
  return { type: 'VariableDeclaration', kind: 'const', declarations: [fromRuntime('docsGenAt', passThrough), fromRuntime('docsGenExpr', evaluate)] };
}

/** `Foo` of `Foo` and of `Foo.Bar.Baz`. */
function rootName(node: Expression): string | undefined {
  if (node.type === 'Identifier') return node.name;
  return node.type === 'MemberExpression' && node.object.type !== 'Super' ? rootName(node.object) : undefined;
}

/**
 * The components the page must be given: those MDX checks with `_missingMdxReference("Foo", ...)` because
 * the page neither imports nor declares them (a component passed in as a callback parameter is not one).
 */
function providedNames(calls: CallExpression[]): Set<string> {
  const names = new Set<string>();
  for (const { callee, arguments: [first] } of calls) {
    if (callee.type === 'Identifier' && callee.name === '_missingMdxReference' && first?.type === 'Literal' && typeof first.value === 'string') {
      names.add(first.value.split('.')[0]);
    }
  }
  return names;
}

/**
 * Gives every component a page writes its line in the page, at no cost to the HTML: the renderer's
 * `docsGenAt` returns a component that records the line while it renders, so a component that throws is
 * reported at its element. Also records where each component the page must be given is used
 * (`file.data.components`), so an undefined one is reported at its element before rendering. Runs on the
 * compiled program (after JSX became `_jsx` calls, which keep the element's position). Expressions were
 * wrapped earlier (remarkRenderLocations); this declares their guard.
 */
export function recmaRenderLocations() {
  return (tree: Program, file: VFile) => {
    // One walk collects the calls; wrapping them afterwards leaves the tree unchanged while it is walked.
    const calls: CallExpression[] = [];
    walkEstree(tree, (node) => {
      if (node.type === 'CallExpression') calls.push(node as CallExpression);
    });
    const provided = providedNames(calls);
    const components: UsedComponent[] = [];
    for (const call of calls) {
      const first = call.arguments[0];
      if (call.callee.type !== 'Identifier' || !JSX_CALLS.has(call.callee.name) || !call.loc || !first || first.type === 'SpreadElement') continue;
      if (!isWrittenComponent(first)) continue;
      const { line, column } = call.loc.start;
      const name = rootName(first);
      if (name && provided.has(name)) components.push({ name, line, column: column + 1 });
      call.arguments[0] = {
        type: 'CallExpression',
        callee: { type: 'Identifier', name: COMPONENT_MARK },
        arguments: [first, { type: 'Literal', value: line, raw: String(line) }, { type: 'Literal', value: column + 1, raw: String(column + 1) }],
        optional: false,
      };
    }
    // After the `"use strict"` directive, which must stay first to count.
    const directives = tree.body.findIndex((statement) => !('directive' in statement && statement.directive));
    tree.body.splice(directives === -1 ? tree.body.length : directives, 0, runtimeBindings());
    Object.assign(file.data, { components });
  };
}
