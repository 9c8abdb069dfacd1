import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { DocsGenError } from '../../errors/DocsGenError.js';
import { walkTree } from './walkTree.js';

/** How runs of fenced blocks marked `tab` become tabs (the config's `tabBlocks`, Docusaurus's remark-plugin-tab-blocks). */
export interface TabBlocksOptions {
  /** Tab labels by the language a block names (`py` → `Python`); a language without one is its own label. */
  labels: Record<string, string>;
  /** Whether every such set of tabs shares `groupId`, so a reader's pick holds across them. */
  sync: boolean;
  groupId: string;
}

/** Labels the plugin gives without being told. */
const TAB_BLOCK_LABELS: Record<string, string> = { js: 'JavaScript', ts: 'TypeScript' };

/** `tab`, or `tab={…}` with a JSON object, as a word of a block's meta. */
const TAB = /(?:^|\s)tab(?:=(\{.*\}))?(?=\s|$)/;

interface TabMeta {
  /** How many blocks the tab holds: this one and the blocks after it. */
  span: number;
  label?: string;
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** The block's `tab` settings, or undefined when it is not marked; a `tab={…}` that is not such an object is an error at the block. */
function tabMeta(node: RootContent, file: string | undefined): TabMeta | undefined {
  if (node.type !== 'code' || !node.meta) return undefined;
  const match = TAB.exec(node.meta);
  if (!match) return undefined;
  if (!match[1]) return { span: 1 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(match[1]);
  } catch {
    parsed = undefined;
  }
  const settings = parsed as { span?: unknown; label?: unknown } | undefined;
  const span = settings?.span ?? 1;
  const label = settings?.label;
  if (!settings || typeof settings !== 'object' || !Number.isInteger(span) || (span as number) < 1 || (label !== undefined && typeof label !== 'string')) {
    throw new DocsGenError(`The code block's tab settings ${match[1]} are not a JSON object with a whole-number "span" of 1 or more and a text "label"`, {
      file,
      line: node.position?.start.line,
      column: node.position?.start.column,
    });
  }
  return { span: span as number, label: label as string | undefined };
}

/**
 * A run of fenced blocks whose meta holds the word `tab` (```` ```js tab ````, ```` ```py tab={"label":"Python 3"} ````)
 * becomes one `<Tabs>`, a `<TabItem>` per marked block labelled by its language, as Docusaurus's
 * remark-plugin-tab-blocks makes them. `tab={"span":2}` puts the next block, marked or not, in the same tab. The
 * run ends at the first node that is not such a block.
 */
export function remarkTabBlocks(options: TabBlocksOptions | false) {
  return (tree: Root, file: { path?: string }): void => {
    if (!options) return;
    const labels = { ...TAB_BLOCK_LABELS, ...options.labels };
    walkTree<Code>(tree, 'code', (node, index, parent) => {
      const first = parent && index !== undefined ? tabMeta(node, file.path) : undefined;
      if (!first || !parent || index === undefined) return;
      const siblings = parent.children as RootContent[];
      const items: MdxJsxFlowElement[] = [];
      const values = new Set<string>();
      let end = index;
      for (let meta: TabMeta | undefined = first; meta; meta = end < siblings.length ? tabMeta(siblings[end], file.path) : undefined) {
        const blocks: Code[] = [];
        while (blocks.length < meta.span && siblings[end]?.type === 'code') blocks.push(siblings[end++] as Code);
        const lang = blocks[0].lang ?? '';
        const label = meta.label ?? labels[lang] ?? (lang ? undefined : `Tab ${items.length + 1}`);
        // A tab's value is what a group's pick is matched by: unique within the tabs, as the Tabs component needs.
        let value = meta.label?.toLowerCase().replace(/\s+/g, '-') || lang || 'tab';
        for (let n = 2; values.has(value); n++) value = `${value.replace(/-\d+$/, '')}-${n}`;
        values.add(value);
        items.push({
          type: 'mdxJsxFlowElement',
          name: 'TabItem',
          attributes: [attribute('value', value), ...(label === undefined ? [] : [attribute('label', label)])],
          children: blocks,
        });
      }
      const last = siblings[end - 1].position;
      siblings.splice(index, end - index, {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        attributes: options.sync ? [attribute('groupId', options.groupId)] : [],
        children: items,
        position: node.position && last ? { start: node.position.start, end: last.end } : undefined,
      });
      // The walk goes on after the tabs: their blocks are not runs of their own.
      return 'skip';
    });
  };
}
