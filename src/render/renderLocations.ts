import { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { declaredDefaults } from './jsxRuntime.js';
import { renderFailureHintOf } from '../shared/renderHint.js';

/** Where in a page the part being rendered is written, and what it is. */
export interface RenderSpot {
  line: number;
  column: number;
  /** `<Foo>` or `an expression`. */
  what: string;
  /** The partial the spot is in, when it is not the page's own file. */
  file?: string;
  /** What the component says of failures under it (see renderHint.ts). */
  hint?: string;
}

/** An error thrown by a page's `{expression}`, carrying where the expression is written. */
export class ExpressionFailure extends Error {
  constructor(
    readonly spot: RenderSpot,
    readonly thrown: unknown,
  ) {
    super(thrown instanceof Error ? thrown.message : String(thrown));
  }
}

type Jsx = (type: unknown, props: unknown, key?: unknown) => ReactElement;

/** What the compiled page calls (see recmaRenderLocations) and what the renderer asks afterwards. */
interface TrackerRuntime {
  docsGenAt: (component: unknown, line: number, column: number) => unknown;
  docsGenExpr: (line: number, column: number, evaluate: () => unknown) => unknown;
  /** The JSX runtime's element makers, whose elements of written components show site code their own type. */
  jsx: Jsx;
  jsxs: Jsx;
}

export interface RenderTracker {
  /** Passed to the compiled page with the JSX runtime. */
  runtime: TrackerRuntime;
  /** The same for a partial the page imports: its spots name the partial's file. */
  runtimeIn(file: string): TrackerRuntime;
  /** The innermost component being rendered, if the render stopped inside one. */
  current(): RenderSpot | undefined;
}

function nameOf(component: unknown): string {
  if (typeof component === 'function') return (component as { displayName?: string }).displayName || component.name || 'Component';
  if (component && typeof component === 'object') return (component as { displayName?: string }).displayName ?? 'Component';
  return String(component);
}

/** A function component React calls as a function (not a class, nor a `memo` or `forwardRef` object). */
function isPlainFunctionComponent(component: unknown): component is (props: Record<string, unknown>) => ReactNode {
  return typeof component === 'function' && !(component as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent;
}

/**
 * One page's render tracker. A component written in the page renders through a thin stand-in with the
 * same props (so parents that read their children's props still work) that records the element's line
 * and, after its subtree, restores the enclosing one: when a render throws, the innermost recorded line is
 * the element that threw. Nothing reaches the HTML.
 *
 * Site code may pick a component's children out by type (`child.type === ShowcaseText`: slots, compound
 * components), which a stand-in would fail. So the stand-in runs a function component's own render itself,
 * and while one runs, the elements the page wrote show their component as their type; React, reading the type
 * to render an element, sees the stand-in.
 */
export function createRenderTracker(): RenderTracker {
  let current: RenderSpot | undefined;
  const standIns = new Map<unknown, Map<string, ComponentType<Record<string, unknown>>>>();
  const components = new WeakMap<object, unknown>();
  // How many written components' own renders are running: their code reads the elements' real types.
  let inSiteCode = 0;
  const Restore = ({ to }: { to: RenderSpot | undefined }) => {
    current = to;
    return null;
  };
  const ownRender = (component: (props: Record<string, unknown>) => ReactNode, props: Record<string, unknown>): ReactNode => {
    inSiteCode++;
    try {
      return component(props);
    } finally {
      inSiteCode--;
    }
  };
  // The element again, its type read through a getter; frozen as React's development build freezes elements.
  const showingOwnType = (element: ReactElement): ReactElement => {
    const standIn = element?.type as object | undefined;
    const component = standIn && components.get(standIn);
    if (component === undefined) return element;
    const fields: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(element);
    fields.type = { get: () => (inSiteCode > 0 ? component : standIn), enumerable: true, configurable: false };
    const shown = Object.create(Object.getPrototypeOf(element) as object, fields) as ReactElement;
    return Object.isFrozen(element) ? Object.freeze(shown) : shown;
  };
  const jsx: Jsx = (type, props, key) => showingOwnType((jsxRuntime.jsx as Jsx)(type, props, key));
  const jsxs: Jsx = (type, props, key) => showingOwnType((jsxRuntime.jsxs as Jsx)(type, props, key));
  const runtimeIn = (file?: string): TrackerRuntime => ({
    jsx,
    jsxs,
    docsGenAt(component, line, column) {
      let byPlace = standIns.get(component);
      if (!byPlace) standIns.set(component, (byPlace = new Map()));
      const key = `${file ?? ''}:${line}:${column}`;
      let standIn = byPlace.get(key);
      if (!standIn) {
        const hint = renderFailureHintOf(component);
        const spot: RenderSpot = { line, column, what: `<${nameOf(component)}>`, file, ...(hint ? { hint } : {}) };
        standIn = (props: Record<string, unknown>): ReactElement => {
          const outer = current;
          current = spot;
          const rendered = isPlainFunctionComponent(component) ? ownRender(component, props) : createElement(component as ComponentType, props);
          return createElement(Fragment, null, rendered, createElement(Restore, { to: outer }));
        };
        standIn.displayName = nameOf(component);
        // The page's element of the stand-in gets the component's defaults, as one of the component would.
        const defaults = declaredDefaults(component);
        if (defaults) (standIn as { defaultProps?: Record<string, unknown> }).defaultProps = defaults;
        byPlace.set(key, standIn);
        components.set(standIn, component);
      }
      return standIn;
    },
    docsGenExpr(line, column, evaluate) {
      try {
        return evaluate();
      } catch (error) {
        if (error instanceof ExpressionFailure) throw error;
        throw new ExpressionFailure({ line, column, what: 'an expression', file }, error);
      }
    },
  });
  return {
    runtime: runtimeIn(),
    runtimeIn,
    current: () => current,
  };
}
