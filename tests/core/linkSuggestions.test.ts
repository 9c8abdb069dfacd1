import { describe, expect, it } from 'vitest';
import { IncrementalLinkCheck } from '../../src/links/incrementalLinks.js';
import type { LinkResolver } from '../../src/links/linkResolver.js';
import type { Page } from '../../src/shared/types.js';
import type { SiteGraph } from '../../src/sidebars/types.js';

/** A page of an API reference showing one shared description, whose link leads nowhere on this site. */
function apiPage(i: number): Page {
  return {
    id: `api/op-${i}`,
    route: `/api/operation-number-${i}-of-the-reference/`,
    sourceFile: '/site/openapi.yaml',
    links: [{ url: '/docs/guides/a-guide-on-another-site', line: 7, column: 3 }],
    assets: [],
    anchors: [],
  } as unknown as Page;
}

function siteOf(pages: Page[]): SiteGraph {
  return {
    config: { onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'throw', onBrokenAnchors: 'warn' },
    pages,
    pagesByRoute: new Map(pages.map((page) => [page.route, page])),
  } as unknown as SiteGraph;
}

const missing: LinkResolver = (url) => ({ kind: 'page', found: false, route: `${url}/` }) as ReturnType<LinkResolver>;

describe('nearest route of a broken link', () => {
  it('is looked for once per missing route, however many pages show the link', () => {
    // 1,000 pages showing the same broken link: comparing it with the 1,000 routes again for each page took
    // seconds (an API reference's shared descriptions); once, it takes milliseconds.
    const graph = siteOf(Array.from({ length: 1000 }, (_, i) => apiPage(i)));
    const started = performance.now();
    const report = new IncrementalLinkCheck().check(graph, missing, 'all');
    expect(performance.now() - started).toBeLessThan(1500);
    expect(report.errors).toHaveLength(1000);
    expect(new Set(report.errors.map((error) => error.hint))).toEqual(new Set(['Nearest existing route: /api/operation-number-0-of-the-reference/']));
  });
});
