import type { Html, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { ADMONITION_END_MARKER, ADMONITION_MARKER } from '../preprocess.js';
import { formattedTitle } from './remarkAdmonitionTitles.js';

const OPENING = new RegExp(`^\\s*<!--${ADMONITION_MARKER}:(\\{.*\\})-->\\s*$`);
const CLOSING = new RegExp(`^\\s*<!--${ADMONITION_END_MARKER}-->\\s*$`);

const openingOf = (node: RootContent): { type: string; title: string } | undefined => {
  if (node.type !== 'html') return undefined;
  const match = OPENING.exec((node as Html).value);
  return match ? (JSON.parse(match[1]) as { type: string; title: string }) : undefined;
};
const isClosing = (node: RootContent) => node.type === 'html' && CLOSING.test((node as Html).value);

/** The `<Admonition>` element MDX makes of the same admonition, its title's formatting as remarkAdmonitionTitles gives it. */
function admonition({ type, title }: { type: string; title: string }, children: RootContent[], start: RootContent, end: RootContent | undefined): MdxJsxFlowElement {
  const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'type', value: type }];
  const formatted = title ? formattedTitle(title) : undefined;
  if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: formatted?.text ?? title });
  return {
    type: 'mdxJsxFlowElement',
    name: 'Admonition',
    attributes,
    children: [...(formatted ? [formatted.heading] : []), ...(children as MdxJsxFlowElement['children'])],
    position: start.position && { start: start.position.start, end: (end ?? children.at(-1) ?? start).position?.end ?? start.position.end },
  };
}

/** Replaces, among one parent's children, each marked admonition (nested ones too) with its element. */
function wrap(parent: Parent): void {
  const out: RootContent[] = [];
  const children = parent.children as RootContent[];
  for (let i = 0; i < children.length; i++) {
    const opening = openingOf(children[i]);
    if (!opening) {
      // A closing marker whose opening is in another container (a list item's) closes nothing here.
      if (!isClosing(children[i])) out.push(children[i]);
      continue;
    }
    let depth = 1;
    let j = i + 1;
    for (; j < children.length; j++) {
      if (openingOf(children[j])) depth++;
      else if (isClosing(children[j]) && --depth === 0) break;
    }
    // Not closed at this level: it holds the rest of its container, as an admonition left open holds the rest of the page.
    const inner: Parent = { type: 'root', children: children.slice(i + 1, j) } as Root;
    wrap(inner);
    out.push(admonition(opening, inner.children as RootContent[], children[i], children[j]));
    i = j;
  }
  parent.children = out as Parent['children'];
  // Admonitions made here had their content done above; other containers (lists, quotes) may hold admonitions too.
  for (const child of out) if ('children' in child && child.type !== 'mdxJsxFlowElement') wrap(child as Parent);
}

/**
 * A page parsed as CommonMark has its admonitions marked by comment lines (see preprocessMarkdown): they become the
 * `<Admonition>` elements MDX makes of them, holding the blocks between the two lines, so the rest of the pipeline
 * and the theme see one kind of admonition.
 */
export function remarkAdmonitionMarkers() {
  return (tree: Root) => wrap(tree);
}
