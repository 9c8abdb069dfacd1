import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { buildLargeSidebarSite } from '../../helpers/largeSidebarSite.js';
import { inPage, serveFixture, type ServedSite } from './fixtureSite.js';

/** SPEC §2 page layout on desktop (1280 px): sidebar, breadcrumbs, version, prev/next, footer, print, 404. */
describe.skipIf(!hasChromium())('desktop layout', () => {
  let browser: Browser;
  let site: ServedSite;
  let locked: ServedSite;
  /** A site whose sidebar is too large to render whole on every page (tests/helpers/largeSidebarSite.ts). */
  let large: Awaited<ReturnType<typeof buildLargeSidebarSite>>;
  let largeServer: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    [browser, site, locked, large] = await Promise.all([launchBrowser(), serveFixture('theme-basic'), serveFixture('theme-locked'), buildLargeSidebarSite()]);
    largeServer = await serveStatic(path.join(large.dir, 'build'));
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close(), locked?.close(), largeServer?.close()]);
    large?.cleanup();
  });

  async function open(route: string, base = site.url): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(base + route);
    return page;
  }

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

  it('shows breadcrumbs, no version badge, previous/next links and the light footer with a row of links', async () => {
    const page = await open('/guides/components/');
    expect(await page.locator('.breadcrumbs li').allTextContents()).toEqual(['Home', 'Guides', 'Component gallery']);
    expect(await page.locator('.breadcrumbs [aria-current="page"]').textContent()).toBe('Component gallery');
    // One docs version: no badge on the page; the label stays in the head for the preferred-version storage.
    expect(await page.getByText('Version: Next').count()).toBe(0);
    expect(await page.locator('meta[name="docs-gen:version"]').getAttribute('content')).toBe('Next');
    expect(await inPage(page, "localStorage.getItem('docs-preferred-version-default')")).toBe('Next');
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
    // An HTML item is the site's markup, its link coloured as the footer's links.
    const badge = footer.locator('.footer-column li .footer-html a.ci-badge');
    expect(await badge.innerHTML()).toBe('Build <strong>passing</strong>');
    const colour = (selector: string) => page.evaluate(`getComputedStyle(document.querySelector('footer ${selector}')).color`) as Promise<string>;
    expect(await colour('a.ci-badge')).toMatch(/^rgb/);
    expect(await colour('a.ci-badge')).toBe(await colour('.footer-link'));
    await page.close();
  });

  it('prints only the content, in the light palette even from dark mode', async () => {
    const page = await open('/guides/components/');
    await page.locator('[data-theme-toggle]').click();
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.navbar', '#sidebar', '.toc', '.footer', '.announcement', '.pagination']) {
      expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
    }
    expect(await page.locator('main article').isVisible()).toBe(true);
    expect(await inPage(page, 'getComputedStyle(document.body).backgroundColor')).toBe('rgb(255, 255, 255)');
    expect(await inPage(page, "getComputedStyle(document.querySelector('.markdown h1')).color")).toBe('rgb(28, 30, 33)');
    expect(await page.locator('.tab-panel').last().isVisible()).toBe(true); // every tab's content is printed
    await page.close();
  });

  it('serves the 404 page with status 404, a title, and a way home', async () => {
    const page = await browser.newPage();
    const response = await page.goto(site.url + '/no/such/page/');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Page Not Found | Fixture Docs');
    expect(await page.locator('main h1').textContent()).toBe('Page Not Found');
    expect(await page.getByRole('link', { name: 'Go to the documentation home' }).getAttribute('href')).toBe('/');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('.navbar-link.active').count()).toBe(0);
    await page.close();
  });

  it('loads a large sidebar\'s collapsed categories from its shared file, once, across client navigation', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/sidebars/')) fetched.push(request.url());
    });
    await page.goto(largeServer.url + '/deep/level1/level2/leaf/');
    const sidebar = page.locator('#sidebar');
    expect(await sidebar.locator('.sidebar-link.active').textContent()).toBe('Leaf');
    expect(await sidebar.getByRole('link', { name: 'Big 5', exact: true }).count()).toBe(0);
    const big = sidebar.getByRole('button', { name: 'Toggle the Big category' });
    expect(await big.getAttribute('aria-expanded')).toBe('false');
    await big.click();
    expect(await big.getAttribute('aria-expanded')).toBe('true');
    await sidebar.getByRole('link', { name: 'Big 5', exact: true }).waitFor();
    expect(await sidebar.locator('a[href="/big/p69/"]').isVisible()).toBe(true); // the whole list, not a window
    expect(await sidebar.getByRole('link', { name: 'Level two' }).isVisible()).toBe(true); // others stay open
    // The open categories on the path get their toggles from the script too.
    const levelTwo = sidebar.getByRole('button', { name: 'Toggle the Level two category' });
    expect(await levelTwo.getAttribute('aria-expanded')).toBe('true');
    await levelTwo.click();
    expect(await sidebar.locator('.sidebar-link.active').isVisible()).toBe(false);
    await levelTwo.click();
    expect(await sidebar.locator('.sidebar-link.active').isVisible()).toBe(true);
    await big.click();
    expect(await sidebar.getByRole('link', { name: 'Big 5', exact: true }).isVisible()).toBe(false);
    const group = sidebar.getByRole('button', { name: 'Toggle the Group 3 category' });
    await group.click();
    await sidebar.getByRole('link', { name: 'Group 3 page 4' }).click();
    // Client navigation: the new page's sidebar has its own path open, and its toggles work from the same file.
    await expect.poll(() => page.evaluate('location.pathname')).toBe('/group3/g4/');
    await expect.poll(() => sidebar.locator('.sidebar-link.active').textContent()).toBe('Group 3 page 4');
    await sidebar.getByRole('button', { name: 'Toggle the Group 7 category' }).click();
    await sidebar.getByRole('link', { name: 'Group 7 page 2' }).waitFor();
    await sidebar.getByRole('button', { name: 'Toggle the Big category' }).click();
    await sidebar.getByRole('link', { name: 'Big 60', exact: true }).waitFor();
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/\/assets\/sidebars\/docs\.[0-9a-f]{10}\.json$/);
    await page.close();
  });

  it('fills in a cut-off run of a long list in place; without the script, its row and collapsed categories are links', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(largeServer.url + '/big/p05/');
    const sidebar = page.locator('#sidebar');
    expect(await sidebar.getByRole('link', { name: 'Big 45', exact: true }).count()).toBe(0);
    await sidebar.getByRole('link', { name: 'Show 60 more' }).click();
    await sidebar.getByRole('link', { name: 'Big 45', exact: true }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Show 60 more' }).count()).toBe(0);
    expect(await page.evaluate('location.pathname')).toBe('/big/p05/');
    await page.close();

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const plain = await context.newPage();
    await plain.goto(largeServer.url + '/deep/level1/level2/leaf/');
    expect(await plain.locator('#sidebar .sidebar-toggle').count()).toBe(0); // toggles need the script
    await plain.locator('#sidebar').getByRole('link', { name: 'Big', exact: true }).click();
    await plain.waitForURL('**/big/p00/');
    expect(await plain.locator('#sidebar .sidebar-link.active').textContent()).toBe('Big 0');
    await plain.locator('#sidebar').getByRole('link', { name: 'Show 60 more' }).click();
    await plain.waitForURL('**/big/p10/');
    expect(await plain.locator('#sidebar .sidebar-link.active').textContent()).toBe('Big 10');
    await context.close();
  });

  it('names the missing path, suggests the nearest pages, and offers search', async () => {
    const page = await open('/guides/long-guid');
    expect(await page.locator('[data-requested]').innerText()).toBe('There is no page at /guides/long-guid.');
    const suggestions = page.locator('[data-nearest-routes]');
    expect(await suggestions.isVisible()).toBe(true);
    expect(await suggestions.getByRole('link').first().textContent()).toBe('Long guide');
    expect(await suggestions.getByRole('link').first().getAttribute('href')).toBe('/guides/long-guide/');
    await page.getByRole('button', { name: 'Search the documentation' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Search' }).isVisible()).toBe(true);
    await page.close();
    // A path like no page's address gets no list rather than unrelated pages.
    const far = await open('/qqq/zzzz/');
    expect(await far.locator('[data-requested]').isVisible()).toBe(true);
    expect(await far.locator('[data-nearest-routes]').isVisible()).toBe(false);
    await far.close();
    // A large site's 404 page names a shared file of routes instead of carrying them, and suggests from it.
    const large404 = await open('/big/p077/', largeServer.url);
    expect(await large404.locator('#docs-gen-route-list').count()).toBe(0);
    await expect.poll(() => large404.locator('[data-nearest-routes]').isVisible()).toBe(true);
    const hrefs = await inPage<string[]>(large404, "[...document.querySelectorAll('[data-nearest-routes] a')].map((a) => a.getAttribute('href'))");
    expect(hrefs).toContain('/big/p07/');
    await large404.close();
  });
});
