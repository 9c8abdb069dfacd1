import { runSync } from '@mdx-js/mdx';
import type { ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import type { MdxComponents } from './types.js';

/** Turns a compiled function body into its component. Cheap: no bundler, one `new Function` per page. */
export function loadMdxComponent(code: string): ComponentType<{ components?: MdxComponents }> {
  const mod = runSync(code, { ...runtime, baseUrl: import.meta.url });
  return mod.default as ComponentType<{ components?: MdxComponents }>;
}
