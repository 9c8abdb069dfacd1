import type { ComponentType, ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { StaticElement, StaticNode } from '../shared/types.js';
import type { RenderTracker } from './renderLocations.js';
import type { MdxComponents } from './types.js';

type Props = Record<string, unknown> & { components?: MdxComponents };

/** `Foo.Bar` looked up in the page's components, as compiled MDX reads `_components.Foo.Bar`. */
function componentOf(components: MdxComponents, name: string): unknown {
  let value: unknown = components;
  for (const part of name.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

function typeOf(element: StaticElement, components: MdxComponents, tracker: RenderTracker['runtime']): unknown {
  if (element.kind === 'tag') return element.name;
  if (element.kind === 'markdown') return Object.hasOwn(components, element.name) ? components[element.name] : element.name;
  const component = componentOf(components, element.name);
  return element.at ? tracker.docsGenAt(component, element.at[0], element.at[1]) : component;
}

/** `jsxs` for a list of children written in place (no keys needed), `jsx` otherwise, as compiled MDX calls them. */
function element(type: unknown, props: Record<string, unknown>): ReactNode {
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

function build(node: StaticNode, components: MdxComponents, tracker: RenderTracker['runtime']): ReactNode {
  if (typeof node === 'string') return node;
  const children = (node.children ?? []).map((child) => build(child, components, tracker));
  return element(typeOf(node, components, tracker), withChildren(node.props, children));
}

/**
 * A page body kept as elements (see StaticNode) as a component that renders what its compiled MDX would:
 * the same elements, components (the `wrapper` too) and props, and the same render tracking of written
 * components.
 */
export function staticContentComponent(tree: StaticNode[], tracker: RenderTracker['runtime']): ComponentType<Props> {
  const Content = (props: Props) => {
    const components = props.components ?? {};
    const children = tree.map((node) => build(node, components, tracker));
    return element(Fragment, withChildren(undefined, children));
  };
  return function StaticContent(props: Props = {}) {
    const { wrapper: Layout } = (props.components ?? {}) as { wrapper?: ComponentType<Props> };
    return Layout ? jsx(Layout, { ...props, children: jsx(Content, { ...props }) }) : Content(props);
  };
}
