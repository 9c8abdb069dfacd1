import { createElement } from 'react';
import type { RenderContext } from '../../src/render/types.js';
import { scriptSafeJson } from '../../src/shared/scriptSafeJson.js';
import type { SidebarFileData } from '../../src/shared/sidebarFileFormat.js';
import { SIDEBAR_FILE_VERSION } from '../../src/shared/sidebarFileFormat.js';
import type { SidebarItem } from '../../src/sidebars/types.js';
import { SiteContextProvider } from '../context.js';
import { PathEntry } from './SidebarPathItems.js';
import { pathKey, rendersInFull } from './sidebarWindow.js';

function collectLists(items: SidebarItem[], path: number[], render: (item: SidebarItem, path: number[]) => string, out: SidebarFileData['lists']) {
  out[pathKey(path)] = items.map((item, i) => render(item, [...path, i]));
  items.forEach((item, i) => {
    if (item.type === 'category') collectLists(item.items, [...path, i], render, out);
  });
  return out;
}

/** Dev makes a snapshot on every save; a sidebar whose tree did not change keeps its file. */
const files = new WeakMap<SidebarItem[], string | undefined>();

/**
 * The shared file of a large sidebar: the HTML of every entry of every list, as a page with no current entry
 * renders it, so what the script inserts is what a page would show. Undefined for a sidebar rendered in full.
 */
export function sidebarFile(items: SidebarItem[], ctx: RenderContext): string | undefined {
  if (files.has(items)) return files.get(items);
  const file = rendersInFull(items) ? undefined : renderFile(items, ctx);
  files.set(items, file);
  return file;
}

function renderFile(items: SidebarItem[], ctx: RenderContext): string {
  const render = (item: SidebarItem, path: number[]) =>
    ctx.renderStatic(createElement(SiteContextProvider, { value: ctx }, createElement(PathEntry, { item, route: '', path })));
  const data: SidebarFileData = { v: SIDEBAR_FILE_VERSION, lists: collectLists(items, [], render, {}) };
  // Labels come from pages and config: inert even if the file is sniffed as HTML.
  return scriptSafeJson(data);
}
