import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { inPage, serveFixture, type ServedSite } from './fixtureSite.js';

/** SPEC §2/§4 announcement bar: colours and HTML; a closeable bar stays closed, from first paint. */
describe.skipIf(!hasChromium())('announcement bar', () => {
  let browser: Browser;
  let site: ServedSite;
  let locked: ServedSite;

  beforeAll(async () => {
    [browser, site, locked] = await Promise.all([launchBrowser(), serveFixture('theme-basic'), serveFixture('theme-locked')]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close(), locked?.close()]);
  });

  async function open(route: string, base = site.url): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(base + route);
    return page;
  }

  it('remembers a closed announcement bar and keeps it closed on the next page, from first paint', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(site.url + '/');
    const bar = page.locator('.announcement');
    expect(await bar.isVisible()).toBe(true);
    expect(await inPage(page, "getComputedStyle(document.querySelector('.announcement')).backgroundColor")).toBe('rgb(253, 241, 196)');
    expect(await bar.locator('strong').textContent()).toBe('settings reference');
    await bar.getByRole('button', { name: 'Close' }).click();
    expect(await bar.isVisible()).toBe(false);
    expect(await page.evaluate("localStorage.getItem('docs-gen.announcement.dismissed')")).toBe('launch-2');
    // Without the bundle only the inline script can hide it: it must already be hidden, not flash.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(site.url + '/reference/settings/');
    expect(await page.locator('.announcement').isVisible()).toBe(false);
    // A new announcement (another id) shows again.
    await page.evaluate("localStorage.setItem('docs-gen.announcement.dismissed', 'older-one')");
    await page.reload();
    expect(await page.locator('.announcement').isVisible()).toBe(true);
    await context.close();
  });

  it('offers no Close button on a bar that cannot be closed', async () => {
    const page = await open('/', locked.url);
    expect(await page.locator('.announcement').isVisible()).toBe(true);
    expect(await page.locator('.announcement button').count()).toBe(0);
    await page.close();
  });
});
