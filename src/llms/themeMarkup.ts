import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';

/**
 * Rewrites the theme's interactive markup into the plain HTML it stands for, so a generic HTML-to-Markdown
 * conversion reads it well: tabs become labelled sections, admonitions quotes that start with their type,
 * highlighted code one `<pre>` with its language, and chrome meant for the screen (heading anchors, copy
 * buttons, icons) disappears. It knows the class names of this theme's components (templates/).
 */

type Parent = Root | Element;

const NO_CLASSES: string[] = [];

export function classesOf(node: Element): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? (value as string[]) : NO_CLASSES;
}

export function hasClass(node: Element, name: string): boolean {
  return classesOf(node).includes(name);
}

const element = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

const text = (value: string) => ({ type: 'text' as const, value });

const CHROME_TAGS = new Set(['svg', 'button', 'script', 'style']);
/**
 * Classes of the theme's screen chrome, which neither Markdown nor search text keeps: heading anchors, copy
 * buttons, tab labels, and a live code block's headers and rendered result (its code is what it says).
 */
export const CHROME_CLASSES = ['hash-link', 'copy-button', 'copy-page', 'tabs-list', 'playground-header', 'playground-result'];

/** Elements that only make sense on screen. */
function isChrome(node: Element, classes: string[]): boolean {
  return CHROME_TAGS.has(node.tagName) || (classes.length > 0 && CHROME_CLASSES.some((c) => classes.includes(c)));
}

/** `<div class="code-block" data-language>`: one `<pre>` carrying its language and title for the code handler. */
function codeBlock(node: Element): Element {
  const language = String(node.properties?.dataLanguage ?? 'text');
  let title: string | undefined;
  let code = '';
  const walk = (n: Element) => {
    for (const child of n.children) {
      if (child.type !== 'element') continue;
      if (hasClass(child, 'code-title')) title = toString(child);
      else if (child.tagName === 'pre') code = toString(child);
      else walk(child);
    }
  };
  walk(node);
  return element('pre', [text(code)], { dataLanguage: language, dataTitle: title });
}

/** A tab panel's label, from the tab button that controls it. */
function tabLabels(tabs: Element): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (n: Element) => {
    for (const child of n.children) {
      if (child.type !== 'element') continue;
      if (child.properties?.role === 'tab') labels.set(String(child.properties.ariaControls ?? ''), toString(child).trim());
      else walk(child);
    }
  };
  walk(tabs);
  return labels;
}

/** Every panel in order, each after its label in bold. */
function tabsToSections(node: Element): ElementContent[] {
  const labels = tabLabels(node);
  const out: ElementContent[] = [];
  for (const panel of node.children) {
    if (panel.type !== 'element' || panel.properties?.role !== 'tabpanel') continue;
    const label = labels.get(String(panel.properties.id ?? '')) ?? '';
    if (label) out.push(element('p', [element('strong', [text(label)])]));
    out.push(...simplifyChildren(panel));
  }
  return out;
}

/** `<aside class="admonition admonition-note">` → a blockquote whose first line is `**Note:**` (or `**Note: Title**`). */
function admonition(node: Element): Element {
  const kind = classesOf(node).find((c) => c.startsWith('admonition-') && c !== 'admonition-heading')?.slice('admonition-'.length) ?? 'note';
  const type = kind.charAt(0).toUpperCase() + kind.slice(1);
  const heading = node.children.find((c): c is Element => c.type === 'element' && hasClass(c, 'admonition-heading'));
  const content = node.children.find((c): c is Element => c.type === 'element' && hasClass(c, 'admonition-content'));
  const title = heading ? toString(heading).trim() : type;
  const label = title.toLowerCase() === type.toLowerCase() ? `${type}:` : `${type}: ${title}`;
  const body = content ? simplifyChildren(content) : [];
  const first = body.find((c) => c.type === 'element' || (c.type === 'text' && c.value.trim()));
  const lead = element('strong', [text(label)]);
  if (label.endsWith(':') && first?.type === 'element' && first.tagName === 'p') {
    first.children.unshift(lead, text(' '));
    return element('blockquote', body);
  }
  return element('blockquote', [element('p', [lead]), ...body]);
}

/** `<details>`: the summary in bold, then the content; every part of the page is read. */
function details(node: Element): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type !== 'element' || child.tagName !== 'summary') {
      if (child.type === 'element' || child.type === 'text') out.push(...simplifyNode(child));
      continue;
    }
    // A folded schema property's summary is its name, type and markers: chips to separate, not one bold word.
    if (classesOf(child).includes('schema-head')) out.push(element('p', simplifyChildren(child)));
    else out.push(element('p', [element('strong', [text(toString(child).trim())])]));
  }
  return out;
}

const INLINE = new Set(['span', 'code', 'a', 'strong', 'em']);

/**
 * The first (or last) character of a node's text, or "" when it has none: what `toString(node)` starts (or
 * ends) with, without joining the text of the whole subtree.
 */
function edgeCharOf(node: ElementContent, last: boolean): string {
  if (node.type === 'text') return last ? node.value.charAt(node.value.length - 1) : node.value.charAt(0);
  if (node.type !== 'element') return '';
  const { children } = node;
  for (let i = 0; i < children.length; i++) {
    const char = edgeCharOf(children[last ? children.length - 1 - i : i] as ElementContent, last);
    if (char) return char;
  }
  return '';
}

/**
 * The theme sets labels, types and badges side by side as separate inline elements (`name` `string`
 * `required`), spaced by CSS only; in text they need a separator.
 */
function separateAdjacentChips(children: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of children) {
    const previous = out[out.length - 1];
    if (
      previous?.type === 'element' &&
      child.type === 'element' &&
      INLINE.has(previous.tagName) &&
      INLINE.has(child.tagName) &&
      (classesOf(previous).length > 0 || classesOf(child).length > 0 || (previous.tagName === child.tagName && (child.tagName === 'code' || child.tagName === 'span'))) &&
      !/[\s(]/.test(edgeCharOf(previous, true)) &&
      !/[\s,;:.)]/.test(edgeCharOf(child, false))
    ) {
      out.push(text(previous.tagName === 'code' && child.tagName === 'code' && !classesOf(child).length ? ', ' : ' · '));
    }
    out.push(child);
  }
  return out;
}

function simplifyNode(node: ElementContent): ElementContent[] {
  if (node.type === 'comment') return [];
  if (node.type !== 'element') return [node];
  const classes = classesOf(node);
  if (isChrome(node, classes)) return [];
  if (classes.length) {
    if (classes.includes('code-block')) return [codeBlock(node)];
    if (classes.includes('tabs')) return tabsToSections(node);
    if (node.tagName === 'aside' && classes.includes('admonition')) return [admonition(node)];
    if (classes.includes('api-method')) return [element('strong', [text(toString(node))])];
    // `integer<int32>`: the format as code, so its angle brackets are not taken for a tag.
    if (classes.includes('schema-format')) return [element('code', [text(toString(node))])];
  }
  if (node.tagName === 'details') return details(node);
  node.children = simplifyChildren(node);
  return [node];
}

function simplifyChildren(node: Parent): ElementContent[] {
  // A loop rather than flatMap: this runs for every element of a page, and API pages have thousands.
  const simplified: ElementContent[] = [];
  for (const child of node.children as ElementContent[]) {
    const nodes = simplifyNode(child);
    for (let i = 0; i < nodes.length; i++) simplified.push(nodes[i]);
  }
  return separateAdjacentChips(simplified);
}

/** Rewrites the tree in place. */
export function simplifyThemeMarkup(root: Root): Root {
  root.children = simplifyChildren(root) as RootContent[];
  return root;
}
