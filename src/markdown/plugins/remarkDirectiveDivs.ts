import type { Paragraph, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import type { CompileWarning } from '../../shared/types.js';
import { DIRECTIVE_ELEMENT, mayHoldDirective } from '../preprocess.js';
import { parseTitle } from './remarkAdmonitionTitles.js';
import { walkTree } from './walkTree.js';

/** An attribute's text, whether written as a string (CommonMark pages) or as a JavaScript string in braces (MDX). */
function textOf(element: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = (element.attributes ?? []).find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (attribute?.type !== 'mdxJsxAttribute' || attribute.value == null) return undefined;
  if (typeof attribute.value === 'string') return attribute.value;
  const parsed: unknown = JSON.parse(attribute.value.value);
  return typeof parsed === 'string' ? parsed : undefined;
}

/**
 * A container directive that is no admonition (`:::details`, or `:::note` with admonitions turned off) is what
 * Docusaurus renders of it: a plain `<div>` holding its content, its `[label]` as a first paragraph, its
 * attributes dropped. Docusaurus warns about each, and so does this, at the directive's line.
 */
export function remarkDirectiveDivs() {
  return (tree: Root, file: VFile) => {
    // Most pages have none: their trees are not walked.
    if (!mayHoldDirective(String(file.value))) return;
    const warnings: CompileWarning[] = [];
    walkTree<MdxJsxFlowElement>(tree, 'mdxJsxFlowElement', (node) => {
      if (node.name !== DIRECTIVE_ELEMENT) return;
      const name = textOf(node, 'name') ?? '';
      const label = textOf(node, 'label');
      const heading: Paragraph[] = label ? [{ type: 'paragraph', children: parseTitle(label) }] : [];
      node.name = 'div';
      node.attributes = [];
      node.children.unshift(...(heading as MdxJsxFlowElement['children']));
      const start = node.position?.start;
      warnings.push({
        message: `Unknown directive ":::${name}": it is shown as a plain <div> holding its content, as Docusaurus shows it. To draw it as an admonition, add "${name}" to the config's admonitions.keywords.`,
        line: start?.line ?? 1,
        column: start?.column ?? 1,
      });
    });
    if (warnings.length) file.data.warnings = [...((file.data.warnings as CompileWarning[] | undefined) ?? []), ...warnings];
  };
}
