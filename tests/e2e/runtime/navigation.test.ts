import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { clickInPage, clickWhereItIs, inPage, openPage, serveRuntimeSite, waitForScrollEnd, waitForTitle, type ServedSite } from './runtimeSite.js';

/** Issue 6 §1: client-side navigation swaps pages in place, keeps history and scroll, leaves the rest alone. */
describe.skipIf(!hasChromium())('client navigation', () => {
  let browser: Browser;
  let site: ServedSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveRuntimeSite()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  const open = (route = '/') => openPage(browser, site.url + route);
  const mark = "window.__kept = 'yes'; window.__navigated = []; document.addEventListener('docs-gen:navigated', (e) => window.__navigated.push(e.detail.url));";
  const kept = "window.__kept === 'yes'";

  it('swaps in the new page without a reload: window state survives; head, sidebar, navbar and content follow', async () => {
    const { context, page } = await open();
    await inPage(page, mark);
    await page.locator('#main a[href="/guide/"]').first().click();
    await waitForTitle(page, 'Guide');
    expect(await inPage(page, kept)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/guide/');
    expect(await page.locator('h1').textContent()).toBe('Guide');
    expect(await page.title()).toBe('Guide | Runtime Docs');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('A long guide with three parts.');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://runtime.example.com/guide/');
    expect(await page.locator('#sidebar [aria-current="page"]').getAttribute('href')).toBe('/guide/');
    expect(await page.locator('[data-toc] a').count()).toBeGreaterThan(0);
    expect(await inPage(page, 'window.__navigated')).toEqual([`${site.url}/guide/`]);
    // Focus moves to the content and the new title is announced; the page starts at the top.
    expect(await inPage(page, 'document.activeElement.id')).toBe('main');
    expect(await page.locator('.route-announcer').textContent()).toBe('Guide | Runtime Docs');
    expect(await page.locator('.route-announcer').getAttribute('aria-live')).toBe('assertive');
    expect(await inPage(page, 'window.scrollY')).toBe(0);
    await context.close();
  });

  it("calls the client modules' lifecycles on the first load and at each client navigation, before and after the swap", async () => {
    const { context, page } = await open();
    const log = () => inPage<string[]>(page, 'window.__routeLog');
    expect(await log()).toEqual(['update null > / (Runtime home)', 'loaded', 'did null > / (Runtime home)']);
    await inPage(page, mark);
    await page.locator('#main a[href="/guide/"]').first().click();
    await waitForTitle(page, 'Guide');
    await expect.poll(log).toHaveLength(6);
    expect((await log()).slice(3)).toEqual(['update / > /guide/ (Runtime home)', 'loaded', 'did / > /guide/ (Guide)']);
    await page.goBack();
    await waitForTitle(page, 'Runtime home');
    await expect.poll(log).toHaveLength(9);
    expect((await log()).slice(6)).toEqual(['update /guide/ > / (Guide)', 'loaded', 'did /guide/ > / (Runtime home)']);
    // A #hash within the page is a route update too, as in Docusaurus.
    await inPage(page, "location.hash = 'elsewhere'");
    await expect.poll(log).toHaveLength(12);
    expect((await log()).slice(9)).toEqual(['update / > /#elsewhere (Runtime home)', 'loaded', 'did / > /#elsewhere (Runtime home)']);
    expect(await inPage(page, kept)).toBe(true);
    await context.close();
  });

  it('moves the navbar active item with the page', async () => {
    const { context, page } = await open();
    const active = () => page.locator('.navbar a[aria-current="page"], .navbar a.active').first().textContent();
    expect(await active()).toBe('Guides');
    await page.locator('.navbar').getByRole('link', { name: 'Reference' }).click();
    await waitForTitle(page, 'Settings');
    expect(await active()).toBe('Reference');
    await context.close();
  });

  it('Back and Forward swap the pages back and restore their scroll positions', async () => {
    const { context, page } = await open('/guide/');
    await inPage(page, mark);
    await inPage(page, "window.scrollTo({ top: 1200, behavior: 'instant' })");
    await clickWhereItIs(page.locator('.navbar').getByRole('link', { name: 'Reference' }));
    await waitForTitle(page, 'Settings');
    expect(await inPage(page, 'window.scrollY')).toBe(0);
    await page.goBack();
    await waitForTitle(page, 'Guide');
    await expect.poll(() => inPage(page, 'window.scrollY')).toBe(1200);
    await page.goForward();
    await waitForTitle(page, 'Settings');
    await expect.poll(() => inPage(page, 'window.scrollY')).toBe(0);
    expect(await inPage(page, kept)).toBe(true);
    expect(await inPage(page, 'window.__navigated.length')).toBe(3);
    await context.close();
  });

  it('lands on the #anchor of another page, below the navbar', async () => {
    const { context, page } = await open();
    await inPage(page, mark);
    await page.getByRole('link', { name: 'part three of the guide' }).click();
    await waitForTitle(page, 'Guide');
    expect(new URL(page.url()).hash).toBe('#part-three');
    const top = await inPage<number>(page, "document.getElementById('part-three').getBoundingClientRect().top");
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);
    expect(await inPage(page, kept)).toBe(true);
    await context.close();
  });

  it('leaves same-page anchors to the browser, and Back returns to where the reader was', async () => {
    const { context, page, requests } = await open('/guide/');
    await inPage(page, mark);
    await inPage(page, "document.getElementById('part-two').scrollIntoView({ behavior: 'instant' })");
    const before = await inPage<number>(page, 'window.scrollY');
    await clickInPage(page, '#main a[href="#part-three"]');
    await page.waitForFunction("location.hash === '#part-three'");
    // The jump is the browser's own (smooth, per the theme's CSS): wait until it has arrived.
    await waitForScrollEnd(page);
    expect(await inPage<number>(page, "document.getElementById('part-three').getBoundingClientRect().top")).toBeLessThan(150);
    expect(await inPage<number>(page, 'window.scrollY')).toBeGreaterThan(before);
    expect(requests.filter((r) => r.startsWith('/guide/'))).toEqual([]);
    await page.goBack();
    await page.waitForFunction("location.hash === ''");
    await expect.poll(() => inPage(page, 'window.scrollY')).toBe(before);
    expect(await inPage(page, kept)).toBe(true);
    expect(await inPage(page, 'window.__navigated.length')).toBe(0);
    await context.close();
  });

  it('a link to the page being read goes back to its top, without a history entry', async () => {
    const { context, page } = await open();
    await inPage(page, mark);
    await inPage(page, "window.scrollTo({ top: 600, behavior: 'instant' })");
    const length = await inPage<number>(page, 'history.length');
    await clickInPage(page, '#main a[href="/"]');
    await expect.poll(() => inPage(page, 'window.scrollY')).toBe(0);
    expect(await inPage(page, 'history.length')).toBe(length);
    expect(await inPage(page, kept)).toBe(true);
    await context.close();
  });

  it('leaves modified and middle clicks, new-tab targets and downloads to the browser', async () => {
    const { context, page } = await open();
    await inPage(page, mark);
    const guide = page.locator('#main a[href="/guide/"]').first();
    for (const click of [() => guide.click({ modifiers: ['ControlOrMeta'] }), () => guide.click({ button: 'middle' }), () => guide.click({ modifiers: ['Shift'] })]) {
      const opened = context.waitForEvent('page');
      await click();
      await (await opened).close();
    }
    const tab = context.waitForEvent('page');
    await page.getByRole('link', { name: 'the guide in a new tab' }).click();
    expect(new URL((await tab).url()).pathname).toBe('/guide/');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'a download' }).click();
    expect((await download).suggestedFilename()).toBe('sample.txt');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await inPage(page, 'window.__navigated.length')).toBe(0);
    expect(await inPage(page, kept)).toBe(true);
    await context.close();
  });

  it('loads files, other origins, opted-out links and pages docs-gen did not build in full', async () => {
    const { context, page } = await open();
    await context.route('https://external.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>External</h1>' }));
    await page.route('**/foreign/', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Foreign</title><h1>Not built by docs-gen</h1>' }));
    const cases: [name: string, check: string][] = [
      ['a text file', "location.pathname === '/files/sample.txt'"],
      ['an external site', "location.hostname === 'external.example.com'"],
      ['an opted-out link', "document.title.startsWith('Guide')"],
      ['a foreign page', "document.title === 'Foreign'"],
    ];
    for (const [name, check] of cases) {
      await page.goto(site.url + '/');
      await inPage(page, mark);
      await page.getByRole('link', { name, exact: true }).click();
      await page.waitForFunction(`window.__kept === undefined && (${check})`);
    }
    await context.close();
  });

  it('loads a page that redirects in full, so its redirect is followed', async () => {
    const { context, page } = await open('/far/');
    await inPage(page, mark);
    await page.getByRole('link', { name: 'a page that moved', exact: true }).click();
    await page.waitForFunction("window.__kept === undefined && location.pathname === '/guide/'");
    expect(await page.locator('h1').textContent()).toBe('Guide');
    await context.close();
  });

  it('remembers the preferred docs version in local storage on load', async () => {
    const { context, page } = await open();
    expect(await inPage(page, "localStorage.getItem('docs-preferred-version-default')")).toBe('Next');
    await context.close();
  });
});
