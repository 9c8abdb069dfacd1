import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { serveFixture, type ServedSite } from './fixtureSite.js';
import { firstBuilt, serveRealSite } from './realSite.js';

/** Issue budgets: HTML + CSS + JS of a first page load ≤ 30 KB gzipped, of which JS ≤ 10 KB. */
const TOTAL_BUDGET = 30 * 1024;
const JS_BUDGET = 10 * 1024;

interface Weight {
  html: number;
  css: number;
  js: number;
  total: number;
}

/**
 * Loads a page in a fresh context and adds up the gzipped size of every same-origin document, stylesheet and
 * script it fetched (so statically imported JS chunks count, lazily loaded search code does not). Fonts and
 * images are not part of the budget; third-party tags (analytics) are the provider's, not the theme's.
 */
async function measure(browser: Browser, url: string): Promise<Weight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<{ kind: string; size: number }>[] = [];
  const origin = new URL(url).origin;
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (!['document', 'stylesheet', 'script'].includes(kind) || new URL(response.url()).origin !== origin) return;
    bodies.push(response.body().then((body) => ({ kind, size: gzipSync(body).length })));
  });
  // 'load' waits for the stylesheet and every statically imported module; later fetches are not first-load weight.
  await page.goto(url, { waitUntil: 'load' });
  const files = await Promise.all(bodies);
  await context.close();
  const sum = (kind: string) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.size, 0);
  const weight = { html: sum('document'), css: sum('stylesheet'), js: sum('script'), total: 0 };
  weight.total = weight.html + weight.css + weight.js;
  return weight;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(label: string, w: Weight): void {
  console.log(`${label}: total ${kb(w.total)} (HTML ${kb(w.html)}, CSS ${kb(w.css)}, JS ${kb(w.js)}) gzipped`);
}

describe.skipIf(!hasChromium())('page weight', () => {
  let browser: Browser;
  let fixture: ServedSite;
  let real: Awaited<ReturnType<typeof serveRealSite>>;

  beforeAll(async () => {
    [browser, fixture, real] = await Promise.all([launchBrowser(), serveFixture('theme-basic'), serveRealSite()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), fixture?.close(), real?.close()]);
  });

  it('keeps a typical fixture doc page within budget', async () => {
    const weight = await measure(browser, fixture.url + '/guides/components/');
    report('fixture /guides/components/', weight);
    expect(weight.js).toBeGreaterThan(0);
    expect(weight.css).toBeGreaterThan(0);
    expect(weight.js).toBeLessThanOrEqual(JS_BUDGET);
    expect(weight.total).toBeLessThanOrEqual(TOTAL_BUDGET);
  });

  it("keeps the real site's pages within budget", async () => {
    const routes = [
      '/',
      '/virtual-machines/get-started/',
      '/kubernetes/get-started/',
      firstBuilt(real.routes, ['/cli/commands/ogc_vm/create/', '/cli/overview/']),
      firstBuilt(real.routes, ['/api/create-vm/', '/api/overview/']),
    ].filter((r): r is string => r !== undefined && real.routes.has(r));
    expect(routes.length).toBeGreaterThanOrEqual(3);
    for (const route of routes) {
      const weight = await measure(browser, real.url + route);
      report(`real ${route}`, weight);
      expect(weight.js, route).toBeLessThanOrEqual(JS_BUDGET);
      expect(weight.total, route).toBeLessThanOrEqual(TOTAL_BUDGET);
    }
  });
});
