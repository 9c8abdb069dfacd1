import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import convert from 'npm-to-yarn';
import { walkTree } from './walkTree.js';

/** The package managers a block marked `npm2yarn` is converted to, besides npm, and whether their tabs switch together. */
export interface Npm2YarnOptions {
  /** Docusaurus's `sync`: every such block's tabs share the group `npm2yarn`, so a reader's pick holds site-wide. */
  sync: boolean;
  converters: ('yarn' | 'pnpm' | 'bun')[];
}

export const NPM2YARN_DEFAULTS: Npm2YarnOptions = { sync: false, converters: ['yarn', 'pnpm', 'bun'] };

const LABELS = { npm: 'npm', yarn: 'Yarn', pnpm: 'pnpm', bun: 'Bun' } as const;

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/**
 * A fenced block whose meta has the word `npm2yarn` (```` ```bash npm2yarn ````) becomes tabs of the same commands
 * for npm and each converter, as Docusaurus's remark-plugin-npm2yarn makes them: `<Tabs>` of `<TabItem>`s, each
 * holding the block, converted by `npm-to-yarn`. The blocks keep their meta (title, highlighted lines), so each
 * tab shows the block as written.
 */
export function remarkNpm2Yarn(options: Npm2YarnOptions = NPM2YARN_DEFAULTS) {
  return (tree: Root): void => {
    walkTree<Code>(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined || !node.meta || !/(^|\s)npm2yarn(\s|$)/.test(node.meta)) return;
      const tab = (value: keyof typeof LABELS, code: string): MdxJsxFlowElement => ({
        type: 'mdxJsxFlowElement',
        name: 'TabItem',
        attributes: [attribute('value', value), attribute('label', LABELS[value])],
        children: [{ ...node, value: code }],
      });
      const tabs: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        attributes: options.sync ? [attribute('groupId', 'npm2yarn')] : [],
        children: [tab('npm', node.value), ...options.converters.map((to) => tab(to, convert(node.value, to)))],
        position: node.position,
      };
      parent.children[index] = tabs;
      return 'skip';
    });
  };
}
