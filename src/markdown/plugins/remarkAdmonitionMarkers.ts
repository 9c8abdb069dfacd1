import type { Html, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { ADMONITION_END_MARKER, ADMONITION_MARKER, DIRECTIVE_ELEMENT } from '../preprocess.js';
import { formattedTitle } from './remarkAdmonitionTitles.js';

const OPENING = new RegExp(`^\\s*<!--${ADMONITION_MARKER}:(\\{.*\\})-->\\s*$`);
const CLOSING = new RegExp(`^\\s*<!--${ADMONITION_END_MARKER}-->\\s*$`);

/** What an opening line marks: an admonition, or another container directive (see preprocessMarkdown). */
type Opening = { type: string; title: string } | { directive: string; label?: string };

const openingOf = (node: RootContent): Opening | undefined => {
  if (node.type !== 'html') return undefined;
  const match = OPENING.exec((node as Html).value);
  return match ? (JSON.parse(match[1]) as Opening) : undefined;
};
const isClosing = (node: RootContent) => node.type === 'html' && CLOSING.test((node as Html).value);

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/**
 * The element MDX makes of the same admonition (`<Admonition>`, its title's formatting as remarkAdmonitionTitles
 * gives it) or directive (the one remarkDirectiveDivs reads).
 */
function admonition(opening: Opening, children: RootContent[], start: RootContent, end: RootContent | undefined): MdxJsxFlowElement {
  const heading: MdxJsxFlowElement[] = [];
  let name = 'Admonition';
  const attributes: MdxJsxAttribute[] = [];
  if ('directive' in opening) {
    name = DIRECTIVE_ELEMENT;
    attributes.push(attribute('name', opening.directive));
    if (opening.label !== undefined) attributes.push(attribute('label', opening.label));
  } else {
    const { type, title } = opening;
    attributes.push(attribute('type', type));
    const formatted = title ? formattedTitle(title) : undefined;
    if (formatted?.heading) heading.push(formatted.heading);
    if (formatted) attributes.push(attribute('title', formatted.text));
  }
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes,
    children: [...heading, ...(children as MdxJsxFlowElement['children'])],
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
 * A page parsed as CommonMark has its admonitions and other directives marked by comment lines (see preprocessMarkdown):
 * they become the elements MDX makes of them, holding the blocks between the two lines, so the rest of the pipeline
 * and the theme see one kind of admonition.
 */
export function remarkAdmonitionMarkers() {
  return (tree: Root) => wrap(tree);
}
