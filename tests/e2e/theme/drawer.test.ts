import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { inPage, serveFixture, type ServedSite } from './fixtureSite.js';

/** SPEC §2/§4 at phone width (390 px, ≤ 996 px): the menu button opens the mobile drawer. */
describe.skipIf(!hasChromium())('mobile drawer', () => {
  let browser: Browser;
  let site: ServedSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveFixture('theme-basic')]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  async function open(width = 390, route = '/guides/long-guide/'): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    await page.goto(site.url + route);
    return page;
  }

  const focusInDrawer = (page: Page) => inPage<boolean>(page, "document.getElementById('sidebar').contains(document.activeElement)");
  const drawerOpen = (page: Page) => page.locator('[data-menu-button]').getAttribute('aria-expanded');

  it('is closed at first: the sidebar is off screen and the navbar items are tucked away', async () => {
    const page = await open();
    expect(await page.locator('[data-menu-button]').isVisible()).toBe(true);
    expect(await drawerOpen(page)).toBe('false');
    expect(await page.locator('#sidebar').isVisible()).toBe(false);
    expect(await page.locator('.navbar-left').isVisible()).toBe(false);
    expect(await page.locator('[data-theme-toggle]').isVisible()).toBe(true);
    await page.close();
  });

  it('opens as a modal with the navbar items as its secondary menu, and traps focus inside', async () => {
    const page = await open();
    await page.locator('[data-menu-button]').click();
    const drawer = page.locator('#sidebar');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await drawerOpen(page)).toBe('true');
    expect(await drawer.getAttribute('role')).toBe('dialog');
    expect(await drawer.getAttribute('aria-modal')).toBe('true');
    expect(await focusInDrawer(page)).toBe(true);
    const secondary = drawer.locator('.sidebar-secondary');
    expect(await secondary.isVisible()).toBe(true);
    expect(await secondary.getByRole('link', { name: 'Reference' }).isVisible()).toBe(true);
    expect(await secondary.getByRole('link', { name: 'Forum' }).isVisible()).toBe(true);
    expect(await secondary.getByRole('link', { name: 'Source repository' }).isVisible()).toBe(true);
    // The page behind is inert (nothing there can take focus) and does not scroll.
    expect(await inPage(page, "document.querySelector('main').inert")).toBe(true);
    expect(await inPage(page, 'getComputedStyle(document.body).overflow')).toBe('hidden');
    const count = await inPage<number>(
      page,
      "[...document.getElementById('sidebar').querySelectorAll('a[href], button')].filter((el) => el.getClientRects().length).length",
    );
    for (let i = 0; i < count + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer(page)).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDrawer(page)).toBe(true);
    }
    await page.close();
  });

  it('shows the navbar icon links as one row of named icons, not as text rows repeating the dropdown', async () => {
    const page = await open();
    await page.locator('[data-menu-button]').click();
    const secondary = page.locator('#sidebar .sidebar-secondary');
    await expect.poll(() => secondary.isVisible()).toBe(true);
    const icons = secondary.locator('a.navbar-icon');
    expect(await icons.count()).toBe(2);
    for (const name of ['Community chat', 'Source repository']) {
      const link = secondary.getByRole('link', { name, exact: true });
      expect(await link.isVisible()).toBe(true);
      expect(((await link.textContent()) ?? '').trim()).toBe('');
      expect(await link.locator('svg').count()).toBe(1);
    }
    const [chat, repo] = await Promise.all([icons.nth(0).boundingBox(), icons.nth(1).boundingBox()]);
    expect(chat && repo && Math.abs(chat.y - repo.y)).toBe(0);
    expect(chat!.width).toBeGreaterThanOrEqual(24);
    // Every visible text row of the menu is different.
    const rows = await inPage<string[]>(
      page,
      "[...document.querySelectorAll('#sidebar .sidebar-secondary a, #sidebar .sidebar-secondary .drawer-group-label')].filter((el) => el.getClientRects().length).map((el) => el.textContent.trim()).filter(Boolean)",
    );
    expect(new Set(rows).size).toBe(rows.length);
    await page.close();
  });

  it('closes on Esc and gives focus back to the menu button', async () => {
    const page = await open();
    await page.locator('[data-menu-button]').click();
    await page.keyboard.press('Escape');
    expect(await drawerOpen(page)).toBe('false');
    expect(await inPage(page, "document.activeElement.hasAttribute('data-menu-button')")).toBe(true);
    expect(await inPage(page, "document.querySelector('main').inert")).toBe(false);
    await expect.poll(() => page.locator('#sidebar').isVisible()).toBe(false);
    await page.close();
  });

  it('closes from the backdrop and the Close button', async () => {
    const page = await open();
    await page.locator('[data-menu-button]').click();
    await page.mouse.click(380, 400); // the backdrop, right of the 85vw drawer
    expect(await drawerOpen(page)).toBe('false');
    await page.locator('[data-menu-button]').click();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    expect(await drawerOpen(page)).toBe('false');
    await page.close();
  });

  it('closes when one of its links is followed', async () => {
    const page = await open();
    await page.locator('[data-menu-button]').click();
    // Keep the page from unloading so the drawer's own reaction can be seen (as with client navigation).
    await inPage(page, "document.addEventListener('click', (e) => e.preventDefault())");
    await page.locator('#sidebar').getByRole('link', { name: 'Component gallery' }).click();
    expect(await drawerOpen(page)).toBe('false');
    await page.close();
  });

  it('becomes the plain desktop sidebar again when the window grows past 996 px', async () => {
    const page = await open();
    await page.locator('[data-menu-button]').click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => drawerOpen(page)).toBe('false');
    expect(await page.locator('#sidebar').getAttribute('role')).toBeNull();
    expect(await page.locator('#sidebar').isVisible()).toBe(true);
    expect(await page.locator('[data-menu-button]').isVisible()).toBe(false);
    await page.close();
  });

  it('is desktop above 996 px and mobile at 996 px', async () => {
    const wide = await open(997);
    expect(await wide.locator('[data-menu-button]').isVisible()).toBe(false);
    await wide.close();
    const narrow = await open(996);
    expect(await narrow.locator('[data-menu-button]').isVisible()).toBe(true);
    await narrow.close();
  });

  it('never scrolls sideways: wide tables and code scroll inside their own boxes', async () => {
    const page = await open(390, '/guides/components/');
    expect(await inPage(page, 'document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    expect(await inPage(page, "(() => { const t = document.querySelector('.table-wrapper'); return t.scrollWidth > t.clientWidth; })()")).toBe(true);
    expect(await inPage(page, "getComputedStyle(document.querySelector('.table-wrapper')).overflowX")).toBe('auto');
    await page.close();
  });

  it('offers the table of contents as a collapsible list above the content', async () => {
    const page = await open();
    const toc = page.locator('details.toc-collapsible');
    expect(await toc.isVisible()).toBe(true);
    await toc.locator('summary').click();
    await toc.getByRole('link', { name: 'Section 3' }).click();
    expect(await toc.getAttribute('open')).toBeNull();
    await expect.poll(() => inPage<number>(page, "Math.round(document.getElementById('section-3').getBoundingClientRect().top)")).toBeLessThan(150);
    await page.close();
  });
});
