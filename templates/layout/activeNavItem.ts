import type { NavItem, NavLinkItem } from '../../src/config/types.js';
import type { RenderContext } from '../../src/render/types.js';
import { navTargetKey } from '../../src/shared/navTargetKey.js';
import { isExternalUrl } from '../../src/shared/url.js';
import type { SidebarItem } from '../../src/sidebars/types.js';

/**
 * How much of the page's path a link claims: the length of the matched part, or undefined when the page is not
 * under the link. `activeBaseRegex` is matched as Docusaurus matches it (case-insensitive, against the path the
 * browser shows, base URL included), else the route starts with `activeBasePath` or the link's own route, else,
 * for a link to a doc, the page is in its doc's sidebar.
 */
function claimOf(item: NavLinkItem, index: number, ctx: RenderContext): number | undefined {
  if (item.activeBaseRegex !== undefined) {
    const base = ctx.config.baseUrl.endsWith('/') ? ctx.config.baseUrl : `${ctx.config.baseUrl}/`;
    const pathname = base + ctx.route.replace(/^\//, '');
    // Docusaurus routes often end without a slash and a regex may be written for that form (`/intro$`).
    const forms = pathname.length > 1 && pathname.endsWith('/') ? [pathname, pathname.slice(0, -1)] : [pathname];
    const matches = forms.map((form) => new RegExp(item.activeBaseRegex as string, 'i').exec(form)).filter((m) => m !== null);
    return matches.length ? Math.max(...matches.map((m) => m[0].length)) : undefined;
  }
  if (item.href && isExternalUrl(item.href)) return undefined;
  const target = ctx.navRoutes.get(navTargetKey(index));
  // `activeBasePath` is a path of the site with or without its leading slash (`try`), as Docusaurus's useBaseUrl reads it.
  const base = item.activeBasePath?.replace(/^(?!\/)/, '/') ?? target ?? item.to;
  if (base && ctx.route.startsWith(base)) return base.length;
  return item.activeBasePath === undefined && target !== undefined && inPageSidebar(target, ctx) ? sharedFolders(target, ctx.route).length : undefined;
}

/**
 * Whether a `docId` or `sidebarId` link's doc is in the sidebar of the page read: Docusaurus marks such a link
 * active on every page of its doc's sidebar (in the version read, whose doc the link leads to), not on the doc alone.
 */
function inPageSidebar(target: string, ctx: RenderContext): boolean {
  const name = ctx.navigation?.sidebar;
  const items = name === undefined ? undefined : ctx.sidebars[name];
  return items !== undefined && routesIn(items).has(target);
}

/** The routes a sidebar links to, found once per sidebar: every page of a large site asks of its own. */
const sidebarRoutes = new WeakMap<SidebarItem[], Set<string>>();

function routesIn(items: SidebarItem[]): Set<string> {
  let routes = sidebarRoutes.get(items);
  if (!routes) {
    routes = new Set();
    const add = (list: SidebarItem[]) => {
      for (const item of list) {
        if (item.type === 'link') routes!.add(item.href);
        else if (item.type === 'category') {
          if (item.href) routes!.add(item.href);
          add(item.items);
        }
      }
    };
    add(items);
    sidebarRoutes.set(items, routes);
  }
  return routes;
}

/**
 * The folders two routes share (`/docs/2.0/` of `/docs/2.0/intro/` and `/docs/2.0/cli/`): what a doc link claims of
 * a page of its sidebar, so that a link the site marks active on that path (`activeBaseRegex`) still wins.
 */
function sharedFolders(a: string, b: string): string {
  let end = 0;
  for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i++) if (a[i] === '/') end = i + 1;
  return a.slice(0, end);
}

/**
 * The index of the one active navbar link: the one claiming the longest part of the path, so "Docs" at `/` is
 * active on guides while "CLI" at `/cli/` wins on CLI pages. Nothing is active on the 404 page.
 */
export function activeNavIndex(items: NavItem[], ctx: RenderContext): number | undefined {
  if (!ctx.page) return undefined;
  let best: { index: number; length: number } | undefined;
  items.forEach((item, index) => {
    if (item.type !== 'link') return;
    const length = claimOf(item, index, ctx);
    if (length !== undefined && (!best || length > best.length)) best = { index, length };
  });
  return best?.index;
}
