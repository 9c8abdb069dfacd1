import type { Nodes } from 'mdast';

const BLOCKS = new Set(['paragraph', 'heading', 'list', 'listItem', 'table', 'tableRow', 'tableCell', 'blockquote', 'code', 'mdxJsxFlowElement']);

/**
 * Plain text of a node with a space between blocks, list items and table cells: `mdast-util-to-string`
 * glues them ("cell1cell2"), which would index words that do not exist.
 */
export function blockText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value;
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return '';
  if (!('children' in node)) return '';
  const separator = BLOCKS.has(node.type) ? ' ' : '';
  return (node.children as Nodes[]).map((child) => {
    const text = blockText(child);
    return BLOCKS.has(child.type) ? ` ${text} ` : text;
  }).join(separator);
}
