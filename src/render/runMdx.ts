import { runSync } from '@mdx-js/mdx';
import type { ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import type { RenderTracker } from './renderLocations.js';
import type { MdxComponents } from './types.js';

/**
 * Turns a compiled function body into its component. Cheap: no bundler, one `new Function` per page.
 * `tracker` receives the lines of the page's components and expressions as they render; `frontMatter` is
 * what the page's body reads as `frontMatter`.
 */
export function loadMdxComponent(code: string, tracker?: RenderTracker, frontMatter?: object): ComponentType<{ components?: MdxComponents }> {
  const mod = runSync(code, { ...runtime, ...tracker?.runtime, frontMatter, baseUrl: import.meta.url } as Parameters<typeof runSync>[1]);
  return mod.default as ComponentType<{ components?: MdxComponents }>;
}
