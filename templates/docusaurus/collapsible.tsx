import { createElement, type CSSProperties, type ElementType, type ReactNode, useState } from 'react';

/**
 * `useCollapsible({ initialState })`: a collapsed state and its setters, as Docusaurus's theme-common gives a
 * swizzled category or a site's disclosure. The page renders once, on the server: the state stays the initial
 * one, and toggling is up to the site's own script.
 */
export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }) {
  const [collapsed, setCollapsed] = useState(initialState);
  return { collapsed, setCollapsed, toggleCollapsed: () => setCollapsed((was) => !was) };
}

/** The styles Docusaurus renders a collapsible with on the server, so its CSS and scripts find the same. */
const COLLAPSED: CSSProperties = { display: 'none', overflow: 'hidden', height: '0px' };
const EXPANDED: CSSProperties = { display: 'block', overflow: 'visible', height: 'auto' };

export interface CollapsibleProps {
  /** The element it renders as (`div` by default; `ul` for a sidebar category's entries). */
  as?: ElementType;
  collapsed: boolean;
  children: ReactNode;
  className?: string;
  /** Its content only once it has been expanded: a collapsed lazy one renders nothing. */
  lazy?: boolean;
  /** Without the collapsed or expanded inline style. */
  disableSSRStyle?: boolean;
  /** Animation settings and the end-of-transition callback: nothing animates in a page rendered once. */
  animation?: unknown;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
}

/** `Collapsible`: its children in an element hidden while `collapsed`, as Docusaurus renders it on the server. */
export function Collapsible({ as = 'div', collapsed, children, className, lazy, disableSSRStyle }: CollapsibleProps) {
  if (lazy && collapsed) return null;
  return createElement(as, { className, style: disableSSRStyle ? undefined : collapsed ? COLLAPSED : EXPANDED }, children);
}
