import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { delay, inPage, openPage, serveRuntimeSite, waitForTitle, type Connection, type ServedSite } from './runtimeSite.js';

/** Issue 6 §2 / SPEC §2: pages are prefetched on hover, focus and scroll into view, except on 2g or data saver. */
describe.skipIf(!hasChromium())('prefetch', () => {
  let browser: Browser;
  let site: ServedSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveRuntimeSite()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  /** The home page, once the links visible at load have been prefetched (at idle time). */
  async function home(connection?: Connection) {
    const opened = await openPage(browser, site.url + '/', { connection });
    await delay(400);
    return opened;
  }

  // /far/ is linked from the sidebar and from the bottom of the home page only: nothing fetches it unasked.
  const far = (requests: string[]) => requests.filter((r) => r === '/far/').length;

  it('prefetches the content links in view at load, at idle time', async () => {
    const { context, requests } = await home();
    // Idle time comes later on a busy machine: wait for it rather than for a fixed delay.
    await expect.poll(() => requests, { timeout: 5000 }).toContain('/guide/');
    await expect.poll(() => requests, { timeout: 5000 }).toContain('/reference/settings/');
    expect(far(requests)).toBe(0);
    await context.close();
  });

  it('prefetches a page when its link is hovered, once; the click then needs no request', async () => {
    const { context, page, requests } = await home();
    const link = page.locator('#sidebar a[href="/far/"]');
    await link.hover();
    await expect.poll(() => far(requests)).toBe(1);
    await page.mouse.move(0, 0);
    await link.hover();
    await link.click();
    await waitForTitle(page, 'Far page');
    expect(far(requests)).toBe(1);
    await context.close();
  });

  it('prefetches a page when its link gets keyboard focus', async () => {
    const { context, page, requests } = await home();
    await page.locator('#sidebar a[href="/far/"]').focus();
    await expect.poll(() => far(requests)).toBe(1);
    await context.close();
  });

  it('prefetches a link when it scrolls into view', async () => {
    const { context, page, requests } = await home();
    expect(far(requests)).toBe(0);
    await inPage(page, "document.querySelector('#main a[href=\"/far/\"]').scrollIntoView({ behavior: 'instant' })");
    await expect.poll(() => far(requests)).toBe(1);
    await context.close();
  });

  it('prefetches the content links of a page reached by client navigation', async () => {
    const { context, page, requests } = await openPage(browser, site.url + '/far/');
    await delay(400);
    expect(requests).not.toContain('/guide/');
    await page.locator('.navbar').getByRole('link', { name: 'Guides' }).click();
    await waitForTitle(page, 'Runtime home');
    await expect.poll(() => requests, { timeout: 5000 }).toContain('/guide/');
    await context.close();
  });

  for (const [label, connection] of [
    ['on a 2g connection', { effectiveType: '2g', saveData: false }],
    ['on a slow-2g connection', { effectiveType: 'slow-2g' }],
    ['with data saver on', { effectiveType: '4g', saveData: true }],
  ] as [string, Connection][]) {
    it(`prefetches nothing ${label}, and navigation still works`, async () => {
      const { context, page, requests } = await home(connection);
      const link = page.locator('#sidebar a[href="/far/"]');
      await link.hover();
      await link.focus();
      await inPage(page, "document.querySelector('#main a[href=\"/far/\"]').scrollIntoView({ behavior: 'instant' })");
      await delay(500);
      expect(requests.filter((r) => !r.startsWith('/assets/'))).toEqual([]);
      await inPage(page, "window.__kept = 'yes'");
      await link.click();
      await waitForTitle(page, 'Far page');
      expect(await inPage(page, 'window.__kept')).toBe('yes');
      expect(far(requests)).toBe(1);
      await context.close();
    });
  }
});
