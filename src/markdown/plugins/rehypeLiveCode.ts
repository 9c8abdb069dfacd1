import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { DocsGenError } from '../../errors/DocsGenError.js';
import { compileLiveCode, liveModeOf } from '../liveCode.js';
import { languageOf } from './rehypeCode.js';
import { walkTree, type WalkParent } from './walkTree.js';

/** The element a live block becomes; the theme's MDX components render it through `Playground`. */
export const LIVE_CODE_ELEMENT = 'LiveCodeBlockHtml';

const HINT =
  "A live code block's code is JSX: inline, one expression (an element, or a component to render); with `noInline` in its meta, statements that call render(<Element />).";

interface LiveBlock {
  pre: Element;
  parent: WalkParent;
  index: number;
  code: string;
  lang?: string;
  meta: string;
  mode: 'inline' | 'noInline';
}

/**
 * Fenced blocks marked `live` become `<LiveCodeBlockHtml>` around the block, which rehypeCode then highlights
 * as any other: the element carries the code compiled for its result, which the theme renders with the page.
 * Runs before rehypeCode and only when the config's `liveCodeBlock` is on. Its position is the fence's, so a
 * result that throws while rendering is reported at the block (see renderLocations).
 */
export function rehypeLiveCode() {
  return async (tree: Root, file: VFile) => {
    const blocks: LiveBlock[] = [];
    walkTree<Element>(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      const meta = (code?.data as { meta?: string } | undefined)?.meta ?? '';
      const mode = code && liveModeOf(meta);
      if (!code || !mode) return;
      blocks.push({ pre: node, parent, index, code: toString(code).replace(/\n$/, ''), lang: languageOf(code), meta, mode });
      return 'skip';
    });
    const compiled = await Promise.all(blocks.map((block) => compileLiveCode(block.code, block.lang, block.mode)));
    blocks.forEach((block, i) => {
      const result = compiled[i];
      const start = block.pre.position?.start;
      if ('problem' in result) {
        // The fence is the line before the code's first; the code starts at the fence's column.
        const { message, line, column } = result.problem;
        throw new DocsGenError(`Live code block: ${message}`, {
          file: file.path,
          ...(start ? { line: start.line + line, column: start.column - 1 + column } : {}),
          hint: HINT,
        });
      }
      const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });
      const element: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: LIVE_CODE_ELEMENT,
        attributes: [attribute('code', block.code), attribute('compiled', result.body), attribute('language', block.lang ?? 'text'), attribute('meta', block.meta)],
        children: [block.pre],
        position: block.pre.position,
      };
      block.parent.children[block.index] = element;
    });
  };
}
