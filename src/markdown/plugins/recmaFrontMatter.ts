import type { Program, VariableDeclaration } from 'estree';
import { walkEstree } from './estreeWalk.js';

/** Whether the page reads `frontMatter` without declaring it (`{frontMatter.author}`, as in Docusaurus). */
function readsFrontMatter(tree: Program): boolean {
  let reads = false;
  let declares = false;
  walkEstree(tree, (node, parent, key) => {
    if (node.type !== 'Identifier' || node.name !== 'frontMatter') return;
    if (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) return;
    if (parent?.type === 'Property' && key === 'key' && !parent.computed) return;
    if ((parent?.type === 'VariableDeclarator' && key === 'id') || parent?.type === 'ImportSpecifier' || parent?.type === 'ImportDefaultSpecifier') declares = true;
    else reads = true;
  });
  return reads && !declares;
}

/**
 * Docusaurus pages can use their own front matter in the body (`{frontMatter.author}`), unknown keys too.
 * The renderer passes it with the JSX runtime; this declares it for the pages that read it.
 */
export function recmaFrontMatter() {
  return (tree: Program) => {
    if (!readsFrontMatter(tree)) return;
    const declaration: VariableDeclaration = {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: { type: 'Identifier', name: 'frontMatter' },
          init: {
            type: 'LogicalExpression',
            operator: '||',
            left: {
              type: 'MemberExpression',
              object: { type: 'MemberExpression', object: { type: 'Identifier', name: 'arguments' }, property: { type: 'Literal', value: 0, raw: '0' }, computed: true, optional: false },
              property: { type: 'Identifier', name: 'frontMatter' },
              computed: false,
              optional: false,
            },
            right: { type: 'ObjectExpression', properties: [] },
          },
        },
      ],
    };
    // After the `"use strict"` directive, which must stay first to count.
    const directives = tree.body.findIndex((statement) => !('directive' in statement && statement.directive));
    tree.body.splice(directives === -1 ? tree.body.length : directives, 0, declaration);
  };
}
