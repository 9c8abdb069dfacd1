import type { Page } from '../shared/types.js';
import type { RouteRedirect } from './types.js';

/** The page component that sends the reader on (templates/pages/RedirectPage.tsx). */
export const REDIRECT_COMPONENT = 'Redirect';

/** What the redirect component is given. */
export interface RedirectData {
  to: string;
}

/**
 * A page for each redirect whose route no other page has: a site's own page at a reference's base route (an
 * index of its guides, say) wins. Unlisted: it stays out of sidebars, search, the sitemap and llms.txt.
 */
export function redirectPages(redirects: RouteRedirect[], pages: Page[]): Page[] {
  const taken = new Set(pages.map((page) => page.route));
  const out: Page[] = [];
  for (const { route, target, sourceFile } of redirects) {
    if (taken.has(route) || route === target) continue;
    taken.add(route);
    const title = 'Moved';
    out.push({
      id: `redirect:${route}`,
      route,
      sourceFile,
      title,
      sidebarLabel: title,
      dirId: '',
      defaultSidebar: '',
      frontMatter: { unlisted: true },
      toc: [],
      anchors: [],
      links: [],
      sections: [],
      assets: [],
      body: { type: 'component', name: REDIRECT_COMPONENT, props: { to: target } satisfies RedirectData },
      hasOwnH1: false,
    });
  }
  return out;
}
