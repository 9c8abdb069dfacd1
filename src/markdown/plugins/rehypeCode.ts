import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { Highlighter } from 'shiki';
import { visit } from 'unist-util-visit';
import { highlightCodeHtml } from '../highlightCode.js';

function languageOf(code: Element): string | undefined {
  const classes = code.properties?.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

/**
 * Replaces each fenced code block with `<CodeBlockHtml>` carrying the highlighted HTML as one string:
 * compiling and rendering thousands of token elements was most of the cost of a page.
 */
export function rehypeCode(options: { highlighter: Highlighter }) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const lang = languageOf(code);
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
      const html = highlightCodeHtml(options.highlighter, toString(code), lang, meta);
      const replacement: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlockHtml',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'language', value: lang ?? 'text' },
          { type: 'mdxJsxAttribute', name: 'html', value: html },
        ],
        children: [],
      };
      parent.children[index] = replacement as unknown as Element;
      return 'skip';
    });
  };
}
