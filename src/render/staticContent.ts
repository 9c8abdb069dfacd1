import type { ComponentType, ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { StaticBody, StaticElement, StaticNode } from '../shared/types.js';
import type { RenderTracker } from './renderLocations.js';
import type { MdxComponents } from './types.js';

type Props = Record<string, unknown> & { components?: MdxComponents };

/** `Foo.Bar.Baz` from what `Foo` is: `.Bar.Baz` looked up in it, as compiled MDX reads it. */
function memberOf(root: unknown, name: string): unknown {
  let value = root;
  for (const part of name.split('.').slice(1)) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

/** What a render needs besides the tree: the page's components, its render tracker and its loaded imports. */
interface Scope {
  components: MdxComponents;
  tracker: RenderTracker['runtime'];
  modules: Map<number, Record<string, unknown>>;
}

function typeOf(element: StaticElement, scope: Scope): unknown {
  const { components } = scope;
  if (element.kind === 'tag') return element.name;
  if (element.kind === 'markdown') return Object.hasOwn(components, element.name) ? components[element.name] : element.name;
  let root: unknown;
  if (element.kind === 'import' && element.from) {
    const mod = scope.modules.get(element.from[0]);
    root = element.from[1] === null ? mod : mod?.[element.from[1]];
  } else root = components[element.name.split('.')[0]];
  const component = memberOf(root, element.name);
  return element.at ? scope.tracker.docsGenAt(component, element.at[0], element.at[1]) : component;
}

/**
 * `jsxs` for a list of children written in place (no keys needed), `jsx` otherwise, as compiled MDX calls them:
 * the tracker's, when the page has one (see renderLocations).
 */
function element(type: unknown, props: Record<string, unknown>, tracker?: RenderTracker['runtime']): ReactNode {
  if (tracker) return (Array.isArray(props.children) ? tracker.jsxs : tracker.jsx)(type, props);
  return (Array.isArray(props.children) ? jsxs : jsx)(type as ComponentType, props);
}

/** Children as compiled MDX passes them: none, the one child, or the list. */
function withChildren(props: Record<string, unknown> | undefined, children: ReactNode[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Object values are copied: compiled MDX evaluates its literals again on every render.
  for (const key in props) out[key] = typeof props[key] === 'object' && props[key] !== null ? structuredClone(props[key]) : props[key];
  if (children.length) out.children = children.length === 1 ? children[0] : children;
  return out;
}

function build(node: StaticNode, scope: Scope): ReactNode {
  if (typeof node === 'string') return node;
  const children = (node.children ?? []).map((child) => build(child, scope));
  return element(typeOf(node, scope), withChildren(node.props, children), scope.tracker);
}

/**
 * A page body kept as elements (see StaticNode) as a component that renders what its compiled MDX would:
 * the same elements, components (the `wrapper` too) and props, and the same render tracking of written
 * components.
 */
export function staticContentComponent(body: StaticBody, tracker: RenderTracker['runtime'], importer: (index: number) => unknown): ComponentType<Props> {
  // Loaded now, in the page's order, as compiled MDX loads its imports when its code runs.
  const modules = new Map<number, Record<string, unknown>>();
  for (const index of body.imports) modules.set(index, importer(index) as Record<string, unknown>);
  const Content = (props: Props) => {
    const scope: Scope = { components: props.components ?? {}, tracker, modules };
    const children = body.nodes.map((node) => build(node, scope));
    return element(Fragment, withChildren(undefined, children));
  };
  return function StaticContent(props: Props = {}) {
    const { wrapper: Layout } = (props.components ?? {}) as { wrapper?: ComponentType<Props> };
    return Layout ? jsx(Layout, { ...props, children: jsx(Content, { ...props }) }) : Content(props);
  };
}
