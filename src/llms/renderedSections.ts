import type { Element, ElementContent } from 'hast';
import { contentOf, mainSlice } from './htmlToMarkdown.js';
import { readRenderedHtml } from '../util/readRenderedHtml.js';
import { CHROME_CLASSES, classesOf } from './themeMarkup.js';
import type { PageSection } from '../shared/types.js';

/**
 * Elements whose text a reader sees as a separate block: a space goes around their text, so table cells and
 * list items never glue into one word. Everything else is inline, and joins its neighbours as written, so
 * `<code>--sku</code>,` stays "--sku," (no space before the comma).
 */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'img',
]);

/** Screen chrome: icons, buttons, heading anchors, tab labels, in-page navigation (pagination, breadcrumbs). */
const SKIP_TAGS = new Set(['svg', 'button', 'script', 'style', 'nav', 'template', 'h1']);

function isSkipped(node: Element): boolean {
  if (SKIP_TAGS.has(node.tagName)) return true;
  const classes = classesOf(node);
  return classes.length > 0 && CHROME_CLASSES.some((c) => classes.includes(c));
}

const NOT_SPACE = /\S/;

/** The first character of an element's text that is not white space. */
function firstChar(node: ElementContent): string {
  if (node.type === 'text') {
    const at = node.value.search(NOT_SPACE);
    return at === -1 ? '' : node.value[at];
  }
  if (node.type !== 'element') return '';
  for (const child of node.children) {
    const found = firstChar(child);
    if (found) return found;
  }
  return '';
}

/**
 * Two elements side by side with no text between them are laid out apart (a method badge beside its path,
 * flex items), not read as one word; unless the second goes on with punctuation (`<span>, 1.30</span>`).
 */
const adjoins = (nodes: ElementContent[], i: number) => i > 0 && nodes[i - 1].type === 'element' && !/^[,.;:!?)\]]/.test(firstChar(nodes[i]));

function textOf(nodes: ElementContent[], out: string[]): void {
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (node.type === 'text') out.push(node.value);
    else if (node.type === 'element' && !isSkipped(node)) {
      if (adjoins(nodes, i)) out.push(' ');
      const block = BLOCK.has(node.tagName);
      if (block) out.push(' ');
      if (node.tagName === 'img') out.push(String(node.properties?.alt ?? ''));
      textOf(node.children, out);
      if (block) out.push(' ');
    }
  }
}

const flat = (parts: string[]) => parts.join('').replace(/\s+/g, ' ').trim();

/**
 * The sections of a rendered page, as the reader sees them: the text of its content column after components
 * and data have rendered, split at its h2 and h3 headings (at any depth, as generated pages nest them in
 * sections), and at a `# heading` of the body after the page's title. The first section (anchor "") is the text
 * before the first heading. Pure.
 */
export function renderedSections(html: string): PageSection[] {
  return sectionsOfContent(contentOf(readRenderedHtml(mainSlice(html))));
}

/** The sections of a page's content column, read from its rendered HTML (see renderedSections). Leaves the tree as it is. */
export function sectionsOfContent(content: Element | undefined): PageSection[] {
  const sections: Array<PageSection & { parts: string[] }> = [{ anchor: '', headings: [], text: '', parts: [] }];
  const trail: string[] = [];
  let seenHeading = false;
  let underH1 = false;
  const walk = (nodes: ElementContent[]) => {
    // Index loops and plain comparisons: this visits every element of every page.
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      if (node.type === 'text') sections[sections.length - 1].parts.push(node.value);
      if (node.type !== 'element') continue;
      // The page's title is its first heading (the theme's, or the body's content title); a `# heading` further down
      // is one of the body's, whose section the h2 and h3 after it belong to.
      const bodyH1 = node.tagName === 'h1' && seenHeading;
      if (node.tagName === 'h1' || node.tagName === 'h2' || node.tagName === 'h3') seenHeading = true;
      if (!bodyH1 && isSkipped(node)) continue;
      if (adjoins(nodes, i)) sections[sections.length - 1].parts.push(' ');
      const level = bodyH1 ? 1 : node.tagName === 'h2' ? 2 : node.tagName === 'h3' ? 3 : 0;
      if (level) {
        const parts: string[] = [];
        textOf(node.children, parts);
        if (level === 1) underH1 = true;
        // An h3 with no h2 before it sits right under what is above it.
        trail.length = Math.min(trail.length, level === 1 ? 0 : level - (underH1 ? 1 : 2));
        trail.push(flat(parts));
        sections.push({ anchor: String(node.properties?.id ?? ''), headings: [...trail], text: '', parts: [] });
        continue;
      }
      const current = sections[sections.length - 1].parts;
      const block = BLOCK.has(node.tagName);
      if (block) current.push(' ');
      if (node.tagName === 'img') current.push(String(node.properties?.alt ?? ''));
      walk(node.children);
      if (block) sections[sections.length - 1].parts.push(' ');
    }
  };
  walk(content?.children ?? []);
  return sections
    .map(({ parts, ...section }) => ({ ...section, text: flat(parts) }))
    .filter((section, i) => i === 0 || section.text || section.anchor);
}
