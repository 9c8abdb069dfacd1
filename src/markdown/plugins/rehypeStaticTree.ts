import type { Program } from 'estree';
import type { Element, Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import type { StaticBody, StaticElement, StaticNode, UsedComponent } from '../../shared/types.js';
import { isComponentName } from './jsxNames.js';
import { literalValueOf } from './literalValue.js';
import { IMPORT_FUNCTION } from './remarkImports.js';

/** What the plugin leaves on `file.data` for a page it turned into elements. */
export interface StaticTreeData {
  staticTree?: StaticBody;
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

function isWhitespace(node: StaticNode | typeof EMPTY): boolean {
  return typeof node === 'string' && /^[ \t\n\f\r]*$/.test(node);
}

/** `_docsGenImport(n)`'s n, for the calls remarkImports made of a page's imports. */
function importIndexOf(node: unknown): number {
  const call = node as { type?: string; callee?: { type?: string; name?: string }; arguments?: { type?: string; value?: unknown }[] };
  const arg = call.arguments?.[0];
  if (call.type !== 'CallExpression' || call.callee?.type !== 'Identifier' || call.callee.name !== IMPORT_FUNCTION || call.arguments?.length !== 1) throw new NotStatic();
  if (arg?.type !== 'Literal' || typeof arg.value !== 'number') throw new NotStatic();
  return arg.value;
}

class Converter {
  readonly components: UsedComponent[] = [];
  /** The imports in the order the page loads them, and what each name the page binds refers to. */
  readonly imports: number[] = [];
  private readonly bindings = new Map<string, [number, string | null]>();
  private esmDone = false;

  /**
   * Takes in the page's import statements (as remarkImports rewrote them: `const {default: Tabs} = _docsGenImport(0)`).
   * Anything else in an ESM block (an export, a declaration) is code: the page keeps compiled MDX.
   */
  esm(program: Program | undefined): void {
    for (const statement of program?.body ?? []) {
      if (statement.type === 'ExpressionStatement') {
        this.imports.push(importIndexOf(statement.expression));
        continue;
      }
      if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const' || statement.declarations.length !== 1) throw new NotStatic();
      const { id, init } = statement.declarations[0];
      const index = importIndexOf(init);
      this.imports.push(index);
      if (id.type === 'Identifier') this.bind(id.name, [index, null]);
      else if (id.type === 'ObjectPattern') {
        for (const property of id.properties) {
          if (property.type !== 'Property' || property.key.type !== 'Literal' || typeof property.key.value !== 'string' || property.value.type !== 'Identifier') throw new NotStatic();
          this.bind(property.value.name, [index, property.key.value]);
        }
      } else throw new NotStatic();
    }
  }

  private bind(name: string, from: [number, string | null]): void {
    // A name bound twice is a syntax error MDX reports.
    if (this.bindings.has(name)) throw new NotStatic();
    this.bindings.set(name, from);
  }

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
      case 'mdxjsEsm':
        // Compiled MDX hoists a page's imports out of its body: they leave no trace among its children.
        if (!this.esmDone) throw new NotStatic();
        return undefined;
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
    const root = node.name.split('.')[0];
    const from = this.bindings.get(root);
    // Lower-case names are tags even when the page binds them, as in JSX.
    const component = isComponentName(node.name);
    const start = node.position?.start;
    const at: [number, number] | undefined = component && start ? [start.line, start.column] : undefined;
    // Listed before the children, in the order compiled MDX meets its elements; imported ones need no check.
    if (at && !from) this.components.push({ name: root, line: at[0], column: at[1] });
    const props: Record<string, unknown> = {};
    for (const attribute of node.attributes ?? []) {
      if (attribute.type !== 'mdxJsxAttribute') throw new NotStatic();
      const value = attribute.value;
      if (value === null || value === undefined) props[attribute.name] = true;
      else if (typeof value === 'object') {
        const literal = literalValueOf(value.data?.estree ?? undefined);
        if (!literal) throw new NotStatic();
        props[attribute.name] = literal.value;
      } else props[attribute.name] = String(value);
    }
    // A lower-case element a plugin made (Docusaurus's `mermaid`, rehypeCode's) is the page's components' to draw, as
    // compiled MDX looks up every lower-case name that was not written as JSX (`_mdxExplicitJsx`).
    const written = (node.data as { _mdxExplicitJsx?: boolean } | undefined)?._mdxExplicitJsx === true;
    const kind = component ? 'component' : written ? 'tag' : 'markdown';
    const element: StaticElement = component && from ? { name: node.name, kind: 'import', from, at } : { name: node.name, kind, at };
    return this.finish(element, props, this.children(node));
  }

  finish(element: StaticElement, props: Record<string, unknown>, children: (StaticNode | typeof EMPTY)[]): StaticElement {
    if (Object.keys(props).length) element.props = props;
    const kept = children.filter((child): child is StaticNode => child !== EMPTY);
    if (kept.length) element.children = kept;
    if (!element.at) delete element.at;
    return element;
  }

  /** The page's imports, wherever written: MDX hoists one inside an element (`<details>`) as it does a top-level one. */
  allEsm(parent: Root | Element | MdxJsxFlowElementHast | MdxJsxTextElementHast): void {
    for (const child of parent.children) {
      if (child.type === 'mdxjsEsm') this.esm(child.data?.estree ?? undefined);
      else if ('children' in child) this.allEsm(child);
    }
  }

  /** The page's top-level nodes, without the whitespace around them (as compiled MDX's fragment). */
  root(tree: Root): StaticBody {
    this.allEsm(tree);
    this.esmDone = true;
    const children = this.children(tree);
    let first = children.findIndex((child) => !isWhitespace(child));
    if (first === -1) first = children.length;
    let last = children.length - 1;
    while (last >= first && isWhitespace(children[last])) last--;
    const nodes = children.slice(first, last + 1).filter((child): child is StaticNode => child !== EMPTY);
    return { nodes, imports: this.imports };
  }
}

/**
 * The fast path for pages with no code in them: when a page has no exports or `{expressions}` (comments aside),
 * only imports (of components, say), and its JSX has literal attributes only, its tree is kept as the elements compiled MDX would create
 * (`file.data.staticTree`, with the components it writes) and emptied, so generating the page's JavaScript,
 * and running it when rendering, costs next to nothing. Any other page is left as it is, and so is a file
 * with `file.data.keepCode` (a partial, run where it is imported). `enabled: false` turns it off (to compare
 * both paths).
 */
export function rehypeStaticTree(options: { enabled: boolean }) {
  return (tree: Root, file: VFile) => {
    if (!options.enabled || (file.data as { keepCode?: boolean }).keepCode) return;
    const converter = new Converter();
    let body: StaticBody;
    try {
      body = converter.root(tree);
    } catch (error) {
      if (error instanceof NotStatic) return;
      throw error;
    }
    Object.assign(file.data, { staticTree: body, staticComponents: converter.components } satisfies StaticTreeData);
    tree.children = [];
    // The page needs no JavaScript: the run ends here, rather than build, rewrite and print an empty program.
    throw STATIC_TREE_DONE;
  };
}

/** What rehypeStaticTree throws once it has kept a page's tree: the compile's result is that tree, with no code. */
export const STATIC_TREE_DONE = new Error('The page is kept as elements');
