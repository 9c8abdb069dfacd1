import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { inPage, scrollToId, serveFixture, type ServedSite } from './fixtureSite.js';

/** SPEC §2 page layout on desktop (1280 px): skip link, navbar, sidebar, breadcrumbs, TOC, footer, 404. */
describe.skipIf(!hasChromium())('desktop layout', () => {
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

  it('highlights the TOC entry of the section in view as the reader scrolls', async () => {
    const page = await open('/guides/long-guide/');
    const active = () => page.locator('.toc a.toc-link.active').textContent();
    await expect.poll(active).toBe('Section 1');
    await scrollToId(page, 'section-4');
    await expect.poll(active).toBe('Section 4');
    await scrollToId(page, 'detail-4');
    await expect.poll(active).toBe('Detail 4');
    expect(await page.locator('.toc a.toc-link.active').getAttribute('aria-current')).toBe('true');
    expect(await page.locator('.toc a.toc-link.active').count()).toBe(1);
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect.poll(active).toBe('Detail 8'); // the last heading, though it never reaches the reading line
    await page.evaluate('window.scrollTo(0, 0)');
    await expect.poll(active).toBe('Section 1');
    expect(await page.locator('.toc a.toc-link').allTextContents()).toEqual(
      ['1', '2', 'Detail 2', '3', '4', 'Detail 4', '5', '6', 'Detail 6', '7', '8', 'Detail 8'].map((t) => (t.startsWith('D') ? t : `Section ${t}`)),
    );
    await page.close();
  });

  it('shows the sidebar with the current page active; categories collapse independently and stay put', async () => {
    const page = await open('/guides/long-guide/');
    const sidebar = page.locator('#sidebar');
    expect(await sidebar.isVisible()).toBe(true);
    expect(await sidebar.locator('.sidebar-link.active').textContent()).toContain('Long guide');
    expect(await sidebar.locator('[aria-current="page"]').count()).toBe(1);
    // There is no control that hides the desktop sidebar.
    expect(await page.locator('[data-menu-button]').isVisible()).toBe(false);
    const guides = sidebar.getByRole('button', { name: 'Toggle the Guides category' });
    const reference = sidebar.getByRole('button', { name: 'Toggle the Reference category' });
    expect(await guides.getAttribute('aria-expanded')).toBe('true');
    expect(await reference.getAttribute('aria-expanded')).toBe('false'); // `collapsed: true`
    await reference.click();
    expect(await reference.getAttribute('aria-expanded')).toBe('true');
    expect(await guides.getAttribute('aria-expanded')).toBe('true'); // not auto-collapsed
    expect(await sidebar.getByRole('link', { name: 'Settings' }).isVisible()).toBe(true);
    await guides.click();
    expect(await sidebar.getByRole('link', { name: 'Component gallery' }).isVisible()).toBe(false);
    await page.close();
  });

  it('shows breadcrumbs, the version label, previous/next links and the light footer with a row of links', async () => {
    const page = await open('/guides/components/');
    expect(await page.locator('.breadcrumbs li').allTextContents()).toEqual(['Home', 'Guides', 'Component gallery']);
    expect(await page.locator('.breadcrumbs [aria-current="page"]').textContent()).toBe('Component gallery');
    expect(await page.locator('.version-badge').textContent()).toBe('Version: Next');
    expect(await page.locator('.pagination .prev .pagination-label').textContent()).toBe('Long guide');
    expect(await page.locator('.pagination .next .pagination-label').textContent()).toBe('Settings');
    const footer = page.locator('footer.footer');
    expect(await footer.getAttribute('class')).toContain('footer-light');
    expect(await footer.locator('.footer-row').innerText()).toBe('Guides · Settings · Status');
    expect(await footer.locator('.footer-logo-link').getAttribute('href')).toBe('https://example.com');
    expect(await footer.locator('.footer-logo img.only-light').isVisible()).toBe(true);
    expect(await footer.locator('.footer-copyright').textContent()).toBe('Copyright © Example Inc.');
    await page.close();
  });

  it('renders the dark footer with link columns', async () => {
    const page = await open('/', locked.url);
    const footer = page.locator('footer.footer');
    expect(await footer.getAttribute('class')).toContain('footer-dark');
    expect(await footer.locator('.footer-title').allTextContents()).toEqual(['Docs', 'More']);
    await page.close();
  });

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

  it('serves the 404 page with status 404, a title, and a way home', async () => {
    const page = await browser.newPage();
    const response = await page.goto(site.url + '/no/such/page/');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Page not found | Fixture Docs');
    expect(await page.locator('main h1').textContent()).toBe('Page not found');
    expect(await page.getByRole('link', { name: 'Go to the documentation home' }).getAttribute('href')).toBe('/');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('.navbar-link.active').count()).toBe(0);
    await page.close();
  });
});
