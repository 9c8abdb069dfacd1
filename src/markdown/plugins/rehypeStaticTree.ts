import type { Element, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import type { StaticElement, StaticNode, UsedComponent } from '../../shared/types.js';
import { literalValueOf } from './literalValue.js';

/** What the plugin leaves on `file.data` for a page it turned into elements. */
export interface StaticTreeData {
  staticTree?: StaticNode[];
  staticComponents?: UsedComponent[];
}

/** Thrown inside the conversion when the page holds something only compiled MDX renders faithfully. */
class NotStatic extends Error {}

/** A child that renders nothing but, like compiled MDX's empty `{}`, keeps its place among its siblings. */
const EMPTY = Symbol('empty');

/** Elements whose line breaks between children compiled MDX leaves out (React would warn about them). */
const TABLE_PARTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);

/** Markdown elements' properties, by hast name: the React prop compiled MDX gives them. Others keep the page on MDX. */
const PROPS: Record<string, string> = {
  className: 'className',
  id: 'id',
  href: 'href',
  title: 'title',
  src: 'src',
  alt: 'alt',
  start: 'start',
  align: 'align',
  checked: 'checked',
  disabled: 'disabled',
  type: 'type',
  width: 'width',
  height: 'height',
  target: 'target',
  rel: 'rel',
  lang: 'lang',
  dir: 'dir',
  role: 'role',
  ariaDescribedBy: 'aria-describedby',
  ariaLabel: 'aria-label',
  ariaLabelledBy: 'aria-labelledby',
  ariaHidden: 'aria-hidden',
};
const BOOLEAN_PROPS = new Set(['checked', 'disabled']);
const LIST_PROPS = new Set(['className', 'rel', 'ariaDescribedBy', 'ariaLabelledBy']);

function reactPropOf(name: string): string {
  const known = Object.hasOwn(PROPS, name) ? PROPS[name] : undefined;
  if (known) return known;
  if (/^data[A-Z][A-Za-z\d]*$/.test(name)) return `data${name.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  throw new NotStatic();
}

/** The props of an element Markdown wrote, as hast-util-to-estree turns its properties into JSX attributes. */
function elementProps(node: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  let align: string | undefined;
  for (const [name, value] of Object.entries(node.properties ?? {})) {
    if (value === null || value === undefined || value === false || (typeof value === 'number' && Number.isNaN(value))) continue;
    if (!value && BOOLEAN_PROPS.has(name)) continue;
    const prop = reactPropOf(name);
    if (Array.isArray(value) && !LIST_PROPS.has(name)) throw new NotStatic();
    const text = Array.isArray(value) ? value.join(' ').trim() : value;
    if (text === true) props[prop] = true;
    // Table cells' alignment becomes a style, as in compiled MDX.
    else if (prop === 'align' && (node.tagName === 'td' || node.tagName === 'th')) align = String(text);
    else props[prop] = String(text);
  }
  if (align !== undefined) props.style = { textAlign: align };
  return props;
}

function isComponentName(name: string): boolean {
  return name.includes('.') || (/^[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*$/u.test(name) && !/^[a-z]/.test(name));
}

function isWhitespace(node: StaticNode | typeof EMPTY): boolean {
  return typeof node === 'string' && /^[ \t\n\f\r]*$/.test(node);
}

class Converter {
  readonly components: UsedComponent[] = [];

  children(parent: Root | Element | MdxJsxFlowElementHast | MdxJsxTextElementHast): (StaticNode | typeof EMPTY)[] {
    const skipLineBreaks = parent.type === 'element' && TABLE_PARTS.has(parent.tagName);
    const out: (StaticNode | typeof EMPTY)[] = [];
    for (const child of parent.children as RootContent[]) {
      if (skipLineBreaks && child.type === 'text' && child.value === '\n') continue;
      const node = this.node(child);
      if (node !== undefined) out.push(node);
    }
    return out;
  }

  node(node: RootContent): StaticNode | typeof EMPTY | undefined {
    switch (node.type) {
      case 'text':
        return node.value ? node.value : undefined;
      case 'element':
        return this.element(node);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node);
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // Only a comment (`<!-- … -->` becomes one) renders nothing; any other expression needs MDX.
        if ((node.data?.estree?.body.length ?? 1) !== 0) throw new NotStatic();
        return EMPTY;
      default:
        throw new NotStatic();
    }
  }

  element(node: Element): StaticElement {
    if (!/^[a-z][a-z\d]*$/.test(node.tagName) || node.tagName === 'svg') throw new NotStatic();
    return this.finish({ name: node.tagName, kind: 'markdown' }, elementProps(node), this.children(node));
  }

  jsx(node: MdxJsxFlowElementHast | MdxJsxTextElementHast): StaticElement {
    // A fragment, a namespaced name or SVG (other attribute rules): left to MDX.
    if (!node.name || node.name.includes(':') || node.name.toLowerCase() === 'svg') throw new NotStatic();
    const component = isComponentName(node.name);
    const start = node.position?.start;
    const at: [number, number] | undefined = component && start ? [start.line, start.column] : undefined;
    // Listed before the children, in the order compiled MDX meets its elements.
    if (at) this.components.push({ name: node.name.split('.')[0], line: at[0], column: at[1] });
    const props: Record<string, unknown> = {};
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute') throw new NotStatic();
      const value = attribute.value;
      if (value === null || value === undefined) props[attribute.name] = true;
      else if (typeof value === 'object') {
        const literal = literalValueOf(value.data?.estree ?? undefined);
        if (!literal) throw new NotStatic();
        props[attribute.name] = literal.value;
      } else props[attribute.name] = String(value);
    }
    return this.finish({ name: node.name, kind: component ? 'component' : 'tag', at }, props, this.children(node));
  }

  finish(element: StaticElement, props: Record<string, unknown>, children: (StaticNode | typeof EMPTY)[]): StaticElement {
    if (Object.keys(props).length) element.props = props;
    const kept = children.filter((child): child is StaticNode => child !== EMPTY);
    if (kept.length) element.children = kept;
    if (!element.at) delete element.at;
    return element;
  }

  /** The page's top-level nodes, without the whitespace around them (as compiled MDX's fragment). */
  root(tree: Root): StaticNode[] {
    const children = this.children(tree);
    let first = children.findIndex((child) => !isWhitespace(child));
    if (first === -1) first = children.length;
    let last = children.length - 1;
    while (last >= first && isWhitespace(children[last])) last--;
    return children.slice(first, last + 1).filter((child): child is StaticNode => child !== EMPTY);
  }
}

/**
 * The fast path for pages with no code in them: when a page has no imports, exports or `{expressions}` (comments
 * aside) and its JSX has literal attributes only, its tree is kept as the elements compiled MDX would create
 * (`file.data.staticTree`, with the components it writes) and emptied, so generating the page's JavaScript,
 * and running it when rendering, costs next to nothing. Any other page is left as it is, and so is a file
 * with `file.data.keepCode` (a partial, run where it is imported). `enabled: false` turns it off (to compare
 * both paths).
 */
export function rehypeStaticTree(options: { enabled: boolean }) {
  return (tree: Root, file: VFile) => {
    if (!options.enabled || (file.data as { keepCode?: boolean }).keepCode) return;
    const converter = new Converter();
    let nodes: StaticNode[];
    try {
      nodes = converter.root(tree);
    } catch (error) {
      if (error instanceof NotStatic) return;
      throw error;
    }
    Object.assign(file.data, { staticTree: nodes, staticComponents: converter.components } satisfies StaticTreeData);
    tree.children = [];
  };
}
