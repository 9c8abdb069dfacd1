import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { serveFixture, type ServedSite } from './fixtureSite.js';

/** SPEC §2 top navigation on desktop (1280 px): skip link, logo, items, dropdown by keyboard, hide on scroll. */
describe.skipIf(!hasChromium())('desktop navbar', () => {
  let browser: Browser;
  let site: ServedSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveFixture('theme-basic')]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  async function open(route: string, base = site.url): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(base + route);
    return page;
  }

  const focusedId = (page: Page) => page.evaluate('document.activeElement && document.activeElement.id');
  const focusedText = (page: Page) => page.evaluate('document.activeElement && document.activeElement.textContent');

  it('offers a skip link first, which moves focus to the main content', async () => {
    const page = await open('/guides/long-guide/');
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    expect(await focusedText(page)).toBe('Skip to main content');
    const box = await skip.boundingBox();
    expect(box && box.y >= 0).toBe(true); // visible once focused
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('main');
    await page.close();
  });

  it('renders the navbar: logo 139×28 in both modes, items, separator, named icon links, safe external links', async () => {
    const page = await open('/guides/long-guide/');
    const logos = page.locator('.navbar-brand img');
    expect(await logos.count()).toBe(2);
    for (const img of await logos.all()) {
      expect(await img.getAttribute('width')).toBe('139');
      expect(await img.getAttribute('height')).toBe('28');
    }
    expect(await page.locator('.navbar-brand img.only-light').isVisible()).toBe(true);
    expect(await page.locator('.navbar-brand img.only-dark').isVisible()).toBe(false);
    await page.locator('[data-theme-toggle]').click();
    expect(await page.locator('.navbar-brand img.only-dark').isVisible()).toBe(true);
    expect(await page.locator('.navbar-brand img.only-light').isVisible()).toBe(false);

    expect(await page.locator('.navbar-left .navbar-link').allTextContents()).toEqual(['Guides', 'Reference']);
    expect(await page.locator('.navbar-left .navbar-link.active').textContent()).toBe('Guides');
    expect(await page.locator('.navbar-right [role="separator"]').isVisible()).toBe(true);
    for (const name of ['Community chat', 'Source repository']) {
      const link = page.getByRole('link', { name, exact: true }).first();
      expect(await link.isVisible()).toBe(true);
    }
    for (const link of await page.locator('.navbar a[href^="http"]').all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await page.close();
  });

  it('marks the nav item of the current section active', async () => {
    const page = await open('/reference/settings/');
    expect(await page.locator('.navbar-left .navbar-link.active').textContent()).toBe('Reference');
    await page.close();
  });

  it('opens the dropdown by keyboard, moves with the arrows, and closes on Esc with focus back on its button', async () => {
    const page = await open('/guides/long-guide/');
    const button = page.locator('.navbar [data-dropdown] > button');
    const menu = page.locator('.navbar [data-dropdown] .dropdown-menu');
    await button.focus();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false); // focus alone does not open it
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText(page)).toBe('Community');
    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('ArrowDown');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedText(page)).toBe('Forum');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Chat');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Forum');
    await page.keyboard.press('Escape');
    expect(await focusedText(page)).toBe('Community');
    expect(await menu.isVisible()).toBe(false);

    // Tabbing out of an open menu closes it.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('hides the navbar while scrolling down and shows it on scrolling up', async () => {
    const page = await open('/guides/long-guide/');
    const navbar = page.locator('.navbar');
    const navTop = async () => (await navbar.boundingBox())!.y;
    await page.mouse.move(640, 400);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 400);
    await expect.poll(() => navbar.getAttribute('class')).toContain('navbar-hidden');
    await expect.poll(navTop).toBeLessThan(-50); // slid out of view
    await page.mouse.wheel(0, -200);
    await expect.poll(() => navbar.getAttribute('class')).not.toContain('navbar-hidden');
    await expect.poll(navTop).toBe(0);
    await page.close();
  });
});
