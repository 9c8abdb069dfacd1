import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { unravelOnlyWithMdx } from '../../src/markdown/plugins/unravelOnlyWithMdx.js';

/** A remark plugin that keeps the tree it is given, after MDX's own steps ran on it. */
function keeper(seen: Root[]) {
  return function keep() {
    return (tree: Root) => {
      seen.push(structuredClone(tree));
    };
  };
}

async function treeAfterMdxSteps(source: string, format: 'mdx' | 'md', wrapped: boolean): Promise<{ tree: Root; name: string }> {
  const seen: Root[] = [];
  const first = keeper(seen);
  const processor = createProcessor({ format, remarkPlugins: [first] });
  if (wrapped) unravelOnlyWithMdx(processor, format, first);
  const at = format === 'md' ? 1 : 2;
  const name = (processor.attachers[at][0] as { name: string }).name;
  await processor.process(source);
  return { tree: seen[0], name };
}

describe('MDX unravel step only on trees with MDX nodes', () => {
  it('wraps MDX’s step, which stands right before the site’s first plugin, in both formats', async () => {
    for (const format of ['mdx', 'md'] as const) {
      expect((await treeAfterMdxSteps('Text.', format, true)).name).toBe('unravelWithMdx');
      expect((await treeAfterMdxSteps('Text.', format, false)).name).toBe('remarkMarkAndUnravel');
    }
  });

  it('leaves the same tree as MDX’s step, with and without JSX, expressions and ESM', async () => {
    const pages = [
      'Plain *text* in   a paragraph.\n\n- a list\n- b\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
      '<Badge />\n\nText <Badge /> inline.\n\n<Card>\n  <Badge />\n</Card>\n',
      'A paragraph holding only <Badge /> <Chip /> elements:\n\n<Badge /> <Chip />\n',
      'import X from "./x.js"\n\nexport const y = 1\n\n{y} and {1 + 1}\n\n# <span>Title</span>\n',
    ];
    for (const page of pages) {
      const wrapped = await treeAfterMdxSteps(page, 'mdx', true);
      const plain = await treeAfterMdxSteps(page, 'mdx', false);
      expect(wrapped.tree).toEqual(plain.tree);
    }
    // The paragraph of elements alone is unravelled, and the JSX marked as written, with the step wrapped.
    const { tree } = await treeAfterMdxSteps('<Badge /> <Chip />\n', 'mdx', true);
    expect(tree.children.map((node) => node.type)).toEqual(['mdxJsxFlowElement', 'mdxJsxFlowElement']);
    expect(tree.children[0].data).toMatchObject({ _mdxExplicitJsx: true });
  });
});
