import { createElement } from 'react';
import type { RenderContext } from '../../src/render/types.js';
import type { SidebarItem } from '../../src/sidebars/types.js';
import { SiteContextProvider } from '../context.js';
import { Items, resetCategoryIds } from './SidebarItems.js';
import { sidebarEntriesOverridden } from './sidebarEntryOverrides.js';

/**
 * A sidebar's HTML with no page active, rendered once per build and shared by all its pages; null for a
 * sidebar whose markup depends on the route, so that check too runs once per sidebar, not once per page.
 */
const baseHtml = new WeakMap<SidebarItem[], Map<string, { html: string; docCategoryHrefs: Set<string> } | null>>();

/**
 * What the shared HTML is kept by besides its sidebar: the URL of the home, the same on every page but in hash
 * routing, whose URLs are relative to the page's folder and so differ with its depth.
 */
const rootKey = (ctx: RenderContext) => ctx.url('/');

/** Collapsed categories and unlisted links render differently for each page, so they cannot share HTML. */
function dependsOnRoute(items: SidebarItem[]): boolean {
  return items.some((item) =>
    item.type === 'link' ? Boolean(item.unlisted) : item.type === 'category' && (item.collapsed || dependsOnRoute(item.items)),
  );
}

function docCategoryHrefs(items: SidebarItem[], url: (path: string) => string, out = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.docId && item.href) out.add(url(item.href));
    docCategoryHrefs(item.items, url, out);
  }
  return out;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The sidebar for the route being rendered, from the shared HTML with the current page's link marked:
 * rendering a large sidebar afresh for every page cost more than the pages themselves. Undefined when the
 * sidebar's markup depends on the route beyond the active link.
 */
export function cachedSidebarHtml(items: SidebarItem[], ctx: RenderContext): string | undefined {
  if (sidebarEntriesOverridden()) return undefined;
  let byRoot = baseHtml.get(items);
  if (!byRoot) baseHtml.set(items, (byRoot = new Map()));
  let base = byRoot.get(rootKey(ctx));
  if (base === null) return undefined;
  if (!base) {
    if (dependsOnRoute(items)) {
      byRoot.set(rootKey(ctx), null);
      return undefined;
    }
    resetCategoryIds();
    const html = ctx.renderStatic(createElement(SiteContextProvider, { value: ctx }, createElement(Items, { items, route: '', level: 0 })));
    base = { html, docCategoryHrefs: docCategoryHrefs(items, ctx.url) };
    byRoot.set(rootKey(ctx), base);
  }
  // Escaped as React escapes attributes, so the active link is found in the shared HTML.
  const href = ctx.url(ctx.route).replace(/[&<>"']/g, (c) => ATTRIBUTE_ESCAPES[c]);
  let html = base.html.replace(
    new RegExp(`<a class="sidebar-link" href="${escapeRegExp(href)}"`, 'g'),
    `<a class="sidebar-link active" href="${href}" aria-current="page"`,
  );
  if (base.docCategoryHrefs.has(ctx.url(ctx.route))) {
    html = html.replace(
      new RegExp(`<a class="sidebar-link sidebar-category-link" href="${escapeRegExp(href)}"`, 'g'),
      `<a class="sidebar-link sidebar-category-link active" href="${href}" aria-current="page"`,
    );
  }
  return html;
}
