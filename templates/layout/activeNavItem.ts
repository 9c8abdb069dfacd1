import type { NavItem, NavLinkItem } from '../../src/config/types.js';
import type { RenderContext } from '../../src/render/types.js';
import { navTargetKey } from '../../src/shared/navTargetKey.js';
import { isExternalUrl } from '../../src/shared/url.js';

/**
 * How much of the page's path a link claims: the length of the matched part, or undefined when the page is not
 * under the link. `activeBaseRegex` is matched as Docusaurus matches it (case-insensitive, against the path the
 * browser shows, base URL included), else the route starts with `activeBasePath` or the link's own route.
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
  const base = item.activeBasePath ?? ctx.navRoutes.get(navTargetKey(index)) ?? item.to;
  return base && ctx.route.startsWith(base) ? base.length : undefined;
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
