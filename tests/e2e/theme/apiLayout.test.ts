import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { builtRoutes, requireBuiltSite } from '../../helpers/builtSite.js';
import { inPage } from './fixtureSite.js';

interface Box {
  left: number;
  right: number;
  top: number;
}

const boxOf = (page: Page, selector: string) =>
  inPage<Box>(page, `(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top }; })()`);

/** The API reference of the OGC site (build/) in Chromium: two columns on wide screens, one on phones. */
describe.skipIf(!hasChromium())('API reference layout', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  /** One 1280 px page for the wide-screen checks, which run in turn on it. */
  let wide: Page;
  const dir = requireBuiltSite();
  const apiRoutes = builtRoutes(dir).filter((r) => r.startsWith('/api/'));

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), serveStatic(dir)]);
    wide = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
  });

  it('shows the samples in a sticky right-hand column at 1280 px, in place of the table of contents', async () => {
    const page = wide;
    await page.goto(`${server.url}/api/create-vm/`);
    const reference = await boxOf(page, '.api-reference');
    const samples = await boxOf(page, '.api-samples');
    expect(samples.left).toBeGreaterThanOrEqual(reference.right);
    expect(samples.right).toBeLessThanOrEqual(1280);
    expect(samples.top).toBeLessThan(400);
    expect(await page.locator('.toc-column').isVisible()).toBe(false);
    // Scrolled to the responses, the samples are still in view at the top.
    await inPage(page, "document.getElementById('responses').scrollIntoView()");
    await page.waitForFunction("document.getElementById('responses').getBoundingClientRect().top < 200");
    const stuck = await boxOf(page, '.api-samples');
    expect(stuck.top).toBeGreaterThanOrEqual(0);
    expect(stuck.top).toBeLessThan(100);
    expect(await page.locator('.api-samples [role="tab"][data-value="curl"]').isVisible()).toBe(true);
  });

  it('switches the response example with the status picker', async () => {
    const page = wide;
    await page.goto(`${server.url}/api/create-vm/`);
    const picker = page.locator('.api-response-samples');
    const panel = (status: string) => picker.locator(`[role="tabpanel"][id$="-panel-${status}"]`);
    expect(await picker.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('202');
    expect(await panel('202').isVisible()).toBe(true);
    expect(await panel('409').isVisible()).toBe(false);
    await picker.getByRole('tab', { name: '409' }).click();
    expect(await panel('409').isVisible()).toBe(true);
    expect(await panel('202').isVisible()).toBe(false);
    expect(await panel('409').innerText()).toContain('409 Conflict');
    expect(await panel('409').innerText()).toContain('"code": "invalid_state"');
  });

  it('copies an enum as a list of values', async () => {
    const page = wide;
    await page.goto(`${server.url}/api/get-vm/`);
    const copied = await inPage<string>(
      page,
      `(() => {
        const fact = [...document.querySelectorAll('.schema-fact')].find((el) => el.textContent.includes('creating'));
        const range = document.createRange();
        range.selectNodeContents(fact);
        getSelection().removeAllRanges();
        getSelection().addRange(range);
        return getSelection().toString();
      })()`,
    );
    expect(copied).toMatch(/^One of: creating, running, /);
    expect(copied).not.toMatch(/creatingrunning/);
  });

  it('puts the samples after the description in one column below 1200 px, and no API page scrolls sideways at 360 px', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${server.url}/api/create-vm/`);
    const intro = await boxOf(page, '.api-intro');
    const samples = await boxOf(page, '.api-samples');
    const reference = await boxOf(page, '.api-reference');
    expect(samples.top).toBeGreaterThan(intro.top);
    expect(reference.top).toBeGreaterThan(samples.top);
    expect(samples.left).toBe(reference.left);
    expect(apiRoutes.length).toBeGreaterThanOrEqual(42);
    // Each page's body is laid out in turn under the theme's stylesheet (the same on every page), as the
    // client-side router swaps pages: one navigation instead of 42.
    const wide = await inPage<string[]>(
      page,
      `(async () => {
        const wide = [];
        for (const route of ${JSON.stringify(apiRoutes)}) {
          const html = await (await fetch(route)).text();
          document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
          const width = document.documentElement.scrollWidth;
          if (!document.querySelector('article h1')) wide.push(route + ' did not load');
          if (width > innerWidth) wide.push(route + ' ' + width + 'px');
        }
        return wide;
      })()`,
    );
    expect(wide).toEqual([]);
    await page.close();
  });
});
