import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { serveFixture, storedTheme, themeOf, type ServedSite } from './fixtureSite.js';

/** SPEC §4 colour mode, in Chromium, against fixture sites built by the real binary. */
describe.skipIf(!hasChromium())('colour mode', () => {
  let browser: Browser;
  let site: ServedSite;
  let locked: ServedSite;

  beforeAll(async () => {
    [browser, site, locked] = await Promise.all([launchBrowser(), serveFixture('theme-basic'), serveFixture('theme-locked')]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close(), locked?.close()]);
  });

  async function open(context: BrowserContext, route = '/guides/long-guide/') {
    const page = await context.newPage();
    await page.goto(site.url + route);
    return page;
  }

  it('starts in the default light mode, and the switch stores the pick under `theme`', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await open(context);
    expect(await themeOf(page)).toBe('light');
    const toggle = page.locator('[data-theme-toggle]');
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Switch to dark mode');
    await toggle.click();
    expect(await themeOf(page)).toBe('dark');
    expect(await storedTheme(page)).toBe('dark');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch to light mode');
    await toggle.click();
    expect(await themeOf(page)).toBe('light');
    expect(await storedTheme(page)).toBe('light');
    await context.close();
  });

  it('keeps the pick across reloads, set by the inline head script before any bundle runs', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await open(context);
    await page.locator('[data-theme-toggle]').click();
    // Without the JavaScript bundle only the inline <head> script can set the mode: no flash of light.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    expect(await themeOf(page)).toBe('dark');
    await page.goto(site.url + '/reference/settings/');
    expect(await themeOf(page)).toBe('dark');
    await context.close();
  });

  it("follows another tab's change and falls back to the system scheme when the choice is cleared", async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const [a, b] = [await open(context), await open(context, '/')];
    expect(await themeOf(b)).toBe('dark'); // no pick yet: the respected system scheme
    await a.locator('[data-theme-toggle]').click();
    expect(await themeOf(a)).toBe('light');
    await expect.poll(() => themeOf(b)).toBe('light');
    await a.evaluate("localStorage.removeItem('theme')");
    await expect.poll(() => themeOf(b)).toBe('dark');
    await a.evaluate("localStorage.setItem('theme', 'light')");
    await expect.poll(() => themeOf(b)).toBe('light');
    await a.evaluate('localStorage.clear()');
    await expect.poll(() => themeOf(b)).toBe('dark');
    await context.close();
  });

  it('follows the system scheme when it is respected, but not while printing', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await open(context);
    expect(await themeOf(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => themeOf(page)).toBe('light');
    // A pick is replaced by a later system change, and forgotten so a reload agrees.
    await page.locator('[data-theme-toggle]').click();
    expect(await themeOf(page)).toBe('dark');
    // Each change is awaited: two quick flips may reach the page as no change at all.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => storedTheme(page)).toBeNull();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => themeOf(page)).toBe('light');
    // Printing may flip the scheme; it is not the reader's choice.
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await page.waitForTimeout(100);
    expect(await themeOf(page)).toBe('light');
    await context.close();
  });

  it('ignores the system scheme when the site does not respect it', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(locked.url + '/');
    expect(await themeOf(page)).toBe('dark'); // the configured default
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(100);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForTimeout(100);
    expect(await themeOf(page)).toBe('dark');
    await context.close();
  });

  it('deletes the stored value and shows no switch when the switch is disabled', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(locked.url + '/');
    await page.evaluate("localStorage.setItem('theme', 'light')");
    await page.reload();
    expect(await storedTheme(page)).toBeNull();
    expect(await themeOf(page)).toBe('dark');
    expect(await page.locator('[data-theme-toggle]').count()).toBe(0);
    await context.close();
  });
});
