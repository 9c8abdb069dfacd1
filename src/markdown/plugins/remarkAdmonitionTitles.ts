import type { Html, PhrasingContent, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { walkTree } from './walkTree.js';

const inlineParser = unified().use(remarkParse);

/**
 * Characters without which CommonMark's inline syntax yields only text (code, emphasis, links, images, HTML,
 * autolinks, entities, escapes, hard breaks). A title without them is its own text whatever blocks it looks
 * like, since parseTitle keeps a title that does not parse as one paragraph as text: most titles are plain
 * words, and parsing each cost a visible share of a small site's compile.
 */
const INLINE_SYNTAX = /[`*_[\]<>&!\\\n\r]/;

/** Whether a title may be more than text when parsed (false: parseTitle gives text only). */
export function mayFormatTitle(title: string): boolean {
  return INLINE_SYNTAX.test(title);
}

/** The phrasing content of a title written in Markdown (`Some **bold** title`). */
export function parseTitle(title: string): PhrasingContent[] {
  const root = inlineParser.parse(title);
  // The title is parsed as Markdown, not MDX: HTML in it is shown as the text it is, never passed through.
  walkTree<Html>(root, 'html', (node, index, parent) => {
    if (parent && index !== undefined) parent.children[index] = { type: 'text', value: node.value } as never;
  });
  const first = root.children[0];
  return first?.type === 'paragraph' ? first.children : [{ type: 'text', value: title }];
}

/**
 * A title written in Markdown as the theme gets it: its plain text (the `title`, and the accessible name), with
 * escapes and character references decoded, and for a title with formatting the `<AdmonitionTitle>` the theme
 * shows as the heading.
 */
export function formattedTitle(title: string): { text: string; heading?: MdxJsxFlowElement } {
  if (!mayFormatTitle(title)) return { text: title };
  const content = parseTitle(title);
  const text = toString({ type: 'paragraph', children: content });
  if (content.every((child) => child.type === 'text')) return { text };
  return { text, heading: { type: 'mdxJsxFlowElement', name: 'AdmonitionTitle', attributes: [], children: content as never } };
}

/**
 * An admonition title is Markdown in Docusaurus (`:::tip[Some **bold** title]`). preprocess writes one that may
 * hold formatting as `title={"…"}` (plain words as `title="…"`); a title with formatting becomes an
 * `<AdmonitionTitle>` first child the theme shows as the heading, and the attribute keeps its plain text for the
 * accessible name (`a \*b\* &amp; c` is `a *b* & c`).
 */
export function remarkAdmonitionTitles() {
  return (tree: Root) => {
    walkTree<MdxJsxFlowElement>(tree, 'mdxJsxFlowElement', (node) => {
      if (node.name !== 'Admonition') return;
      const attribute = (node.attributes ?? []).find((a) => a.type === 'mdxJsxAttribute' && a.name === 'title');
      if (!attribute || attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || !attribute.value) return;
      let title: unknown;
      try {
        title = JSON.parse(attribute.value.value);
      } catch {
        return;
      }
      if (typeof title !== 'string') return;
      const formatted = formattedTitle(title);
      attribute.value = formatted.text;
      if (formatted.heading) node.children.unshift(formatted.heading);
    });
  };
}
