import type { ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import type { RenderTracker } from './renderLocations.js';
import type { MdxComponents } from './types.js';

/** What a compiled page reads besides the JSX runtime (see recmaPageGlobals). */
export interface PageGlobals {
  frontMatter?: object;
  /** The page's headings as Docusaurus's `toc` export: `{ value, id, level }`. */
  toc?: { value: string; id: string; level: number }[];
  /** The module of the page's n-th import (remarkImports). */
  docsGenImport?: (index: number) => unknown;
}

/**
 * Turns a compiled function body into its component. Cheap: no bundler, one `new Function` per page.
 * `runtime` (a render tracker's) receives the lines of the page's components and expressions as they render.
 * The body is run as MDX's `runSync` runs it (a function of its options), without importing the MDX package:
 * that would load the whole compiler into every render, a rebuild from the cache included.
 */
export function loadMdxComponent(code: string, trackerRuntime?: RenderTracker['runtime'], globals: PageGlobals = {}): MdxContent {
  return loadMdxModule(code, trackerRuntime, globals).default;
}

type MdxContent = ComponentType<Record<string, unknown> & { components?: MdxComponents }>;

/** loadMdxComponent's module: the component, and what the page exports besides it (a `toc` of its own). */
export function loadMdxModule(code: string, trackerRuntime?: RenderTracker['runtime'], globals: PageGlobals = {}): { default: MdxContent } & Record<string, unknown> {
  return new Function(code)({ ...runtime, ...trackerRuntime, ...globals, baseUrl: import.meta.url }) as { default: MdxContent } & Record<string, unknown>;
}
