import { nodeTypes as MDX_NODE_TYPES } from '@mdx-js/mdx';
import type { Transformer } from 'unified';

const MDX_NODES = new Set<string>(MDX_NODE_TYPES);

interface TreeNode {
  type: string;
  children?: TreeNode[];
}

function holdsMdx(node: TreeNode): boolean {
  if (MDX_NODES.has(node.type)) return true;
  const children = node.children;
  if (children) for (let i = 0; i < children.length; i++) if (holdsMdx(children[i])) return true;
  return false;
}

/**
 * MDX's processor runs its step that unravels `<p><Component /></p>` and marks JSX as written on every page. It
 * changes nothing in a tree without JSX, expressions or ESM, yet looks at the text of every paragraph (collapsing
 * its whitespace to see if it is empty): a visible share of compiling a site of plain Markdown. That step, the
 * first after the parser's (`remark-parse`, and `remark-mdx` unless `md`), is made to run only on trees holding
 * one of those nodes. Left as it is should MDX's order ever differ: then the step after it is not `first`.
 */
export function unravelOnlyWithMdx(processor: { attachers: [unknown, ...unknown[]][] }, format: 'mdx' | 'md', first: unknown): void {
  const at = format === 'md' ? 1 : 2;
  const attachers = processor.attachers as [(...args: unknown[]) => Transformer | undefined, ...unknown[]][];
  if (attachers[at + 1]?.[0] !== first || attachers[at]?.[0].name !== 'remarkMarkAndUnravel') return;
  const [unravel, ...options] = attachers[at];
  attachers[at] = [
    function unravelWithMdx(this: unknown, ...args: unknown[]) {
      const transform = unravel.apply(this, args);
      // Two parameters: unified waits for a callback from a transformer that declares a third.
      return transform && ((tree: Parameters<Transformer>[0], file: Parameters<Transformer>[1]) => (holdsMdx(tree as TreeNode) ? transform(tree, file, () => {}) : undefined));
    },
    ...options,
  ];
}
