import type { Expression, Node, Program, VariableDeclaration } from 'estree';
import { IMPORT_FUNCTION } from './remarkImports.js';

function visitAll(node: unknown, visit: (node: Node, parent: Node | undefined, key: string) => void, parent?: Node, key = ''): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) visitAll(child, visit, parent, key);
    return;
  }
  const isNode = typeof (node as Node).type === 'string';
  if (isNode) visit(node as Node, parent, key);
  for (const [k, value] of Object.entries(node)) {
    if (k !== 'loc' && k !== 'range' && k !== 'position') visitAll(value, visit, isNode ? (node as Node) : parent, k);
  }
}

/** Whether the page reads `name` without declaring it (`{frontMatter.author}`, `toc={toc}`, as in Docusaurus). */
function readsUndeclared(tree: Program, name: string): boolean {
  let reads = false;
  let declares = false;
  visitAll(tree, (node, parent, key) => {
    if (node.type !== 'Identifier' || node.name !== name) return;
    if (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) return;
    if (parent?.type === 'Property' && key === 'key' && !parent.computed) return;
    if ((parent?.type === 'VariableDeclarator' && key === 'id') || parent?.type === 'ImportSpecifier' || parent?.type === 'ImportDefaultSpecifier') declares = true;
    else if (parent?.type === 'Property' && key === 'value' && parent.shorthand === false && isPatternProperty(tree, parent)) declares = true;
    else reads = true;
  });
  return reads && !declares;
}

/** Whether a property is part of a destructuring pattern (`const {default: toc} = …`), which declares its value. */
function isPatternProperty(tree: Program, property: Node): boolean {
  let found = false;
  visitAll(tree, (node) => {
    if (node.type === 'ObjectPattern' && node.properties.includes(property as never)) found = true;
  });
  return found;
}

/** `const name = arguments[0].key || fallback` */
function fromRuntime(name: string, key: string, fallback: Expression): VariableDeclaration {
  return {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [
      {
        type: 'VariableDeclarator',
        id: { type: 'Identifier', name },
        init: {
          type: 'LogicalExpression',
          operator: '||',
          left: {
            type: 'MemberExpression',
            object: { type: 'MemberExpression', object: { type: 'Identifier', name: 'arguments' }, property: { type: 'Literal', value: 0, raw: '0' }, computed: true, optional: false },
            property: { type: 'Identifier', name: key },
            computed: false,
            optional: false,
          },
          right: fallback,
        },
      },
    ],
  };
}

/**
 * What a Docusaurus page can use without declaring it: its own front matter (`{frontMatter.author}`, unknown
 * keys too) and its headings as `toc` (`<TOCInline toc={toc} />`); and the import function the page's imports
 * were turned into (remarkImports). The renderer passes them with the JSX runtime; this declares those the
 * page reads.
 */
export function recmaPageGlobals() {
  return (tree: Program) => {
    const declarations: VariableDeclaration[] = [];
    if (readsUndeclared(tree, 'frontMatter')) declarations.push(fromRuntime('frontMatter', 'frontMatter', { type: 'ObjectExpression', properties: [] }));
    if (readsUndeclared(tree, 'toc')) declarations.push(fromRuntime('toc', 'toc', { type: 'ArrayExpression', elements: [] }));
    if (readsUndeclared(tree, IMPORT_FUNCTION)) {
      declarations.push(fromRuntime(IMPORT_FUNCTION, 'docsGenImport', { type: 'ArrowFunctionExpression', params: [], body: { type: 'ObjectExpression', properties: [] }, expression: true, async: false, generator: false }));
    }
    // After the `"use strict"` directive, which must stay first to count.
    const directives = tree.body.findIndex((statement) => !('directive' in statement && statement.directive));
    tree.body.splice(directives === -1 ? tree.body.length : directives, 0, ...declarations);
  };
}
