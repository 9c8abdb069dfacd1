import { createElement, Fragment, type ComponentType, type ReactElement } from 'react';

/** Where in a page the part being rendered is written, and what it is. */
export interface RenderSpot {
  line: number;
  column: number;
  /** `<Foo>` or `an expression`. */
  what: string;
  /** The partial the spot is in, when it is not the page's own file. */
  file?: string;
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

/** What the compiled page calls (see recmaRenderLocations) and what the renderer asks afterwards. */
interface TrackerRuntime {
  docsGenAt: (component: unknown, line: number, column: number) => unknown;
  docsGenExpr: (line: number, column: number, evaluate: () => unknown) => unknown;
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

/**
 * One page's render tracker. A component written in the page renders through a thin stand-in with the
 * same props (so parents that read their children's props still work) that records the element's line
 * and, after its subtree, restores the enclosing one: when a render throws, the innermost recorded line is
 * the element that threw. Nothing reaches the HTML.
 */
export function createRenderTracker(): RenderTracker {
  let current: RenderSpot | undefined;
  const standIns = new Map<unknown, Map<string, ComponentType<Record<string, unknown>>>>();
  const Restore = ({ to }: { to: RenderSpot | undefined }) => {
    current = to;
    return null;
  };
  const runtimeIn = (file?: string): TrackerRuntime => ({
    docsGenAt(component, line, column) {
      let byPlace = standIns.get(component);
      if (!byPlace) standIns.set(component, (byPlace = new Map()));
      const key = `${file ?? ''}:${line}:${column}`;
      let standIn = byPlace.get(key);
      if (!standIn) {
        const spot: RenderSpot = { line, column, what: `<${nameOf(component)}>`, file };
        standIn = (props: Record<string, unknown>): ReactElement => {
          const outer = current;
          current = spot;
          return createElement(Fragment, null, createElement(component as ComponentType, props), createElement(Restore, { to: outer }));
        };
        standIn.displayName = nameOf(component);
        byPlace.set(key, standIn);
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
