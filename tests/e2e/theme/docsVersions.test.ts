import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';
import { axeViolations, switchColorMode } from '../a11y/axe.js';

/**
 * Versioned docs in the browser: the version dropdown opens and leads to the page read in another version (loaded
 * by the browser, its navbar being that version's), the banner's link, search keeping to the version read, and the
 * preferred version remembered and followed by the navbar of pages outside the versions.
 */
describe.skipIf(!hasChromium())('versioned docs', () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof buildAndServe>>;

  beforeAll(async () => {
    site.write(
      'docs-gen.config.ts',
      "export default { title: 'Versions e2e', content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '', versionsFile: 'versions.json' }], navbar: { items: [{ label: 'Docs', docId: 'intro' }, { type: 'docsVersion' }, { type: 'docsVersionDropdown', position: 'right' }] } };\n",
    );
    site.write('docs/intro.md', '---\ntitle: Intro\n---\n\nThe next intro. Read the [setup](./setup.md).\n');
    site.write('docs/setup.md', '---\ntitle: Setup\n---\n\nNext setup of the quasarwidget.\n');
    site.write('versions.json', '["2.0", "1.0"]\n');
    site.write('versioned_docs/version-2.0/intro.md', '---\ntitle: Intro\n---\n\nThe 2.0 intro. Read the [setup](./setup.md).\n');
    site.write('versioned_docs/version-2.0/setup.md', '---\ntitle: Setup\n---\n\nSetup 2.0 of the quasarwidget.\n');
    site.write('versioned_docs/version-1.0/intro.md', '---\ntitle: Intro\n---\n\nThe 1.0 intro.\n');
    site.write('versioned_docs/version-1.0/setup.md', '---\ntitle: Setup\n---\n\nSetup 1.0 of the quasarwidget.\n');
    site.write('pages/index.md', '# Home\n\nRead [about us](/about/).\n');
    site.write('pages/about.md', '# About\n\nAbout the team.\n');
    [browser, server] = await Promise.all([launchBrowser(), buildAndServe(site.dir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  async function open(route: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(server.url + route);
    return page;
  }

  it('opens the dropdown and goes to the page read in the version chosen, which shows its banner', async () => {
    const page = await open('/docs/setup/');
    const button = page.locator('.navbar-versions button');
    expect(await button.textContent()).toBe('2.0');
    expect(await page.locator('.version-banner').count()).toBe(0);
    await button.click();
    const entry = page.locator('.navbar-versions .dropdown-menu a', { hasText: '1.0' });
    await expect.poll(() => entry.isVisible()).toBe(true);
    await entry.click();
    await page.waitForURL('**/docs/1.0/setup/');
    expect(await page.locator('main').getByText('Setup 1.0 of the quasarwidget.').isVisible()).toBe(true);
    expect(await page.locator('.navbar-versions button').textContent()).toBe('1.0');
    expect(await page.locator('.version-banner').textContent()).toContain('which is no longer actively maintained');
    expect(await page.locator('.version-badge').textContent()).toBe('Version: 1.0');
    // The navbar's doc link leads into the version read.
    expect(await page.getByRole('link', { name: 'Docs', exact: true }).first().getAttribute('href')).toBe('/docs/1.0/intro/');
    expect(await inPage(page, "localStorage.getItem('docs-preferred-version-default')")).toBe('1.0');
    // The banner leads back to the page in the last version.
    await page.locator('.version-banner a', { hasText: 'latest version' }).click();
    await page.waitForURL('**/docs/setup/');
    expect(await page.locator('.navbar-versions button').textContent()).toBe('2.0');
    await page.close();
  });

  it("leads the navbar of pages outside the versions into the reader's preferred version, also after client navigation", async () => {
    const page = await open('/');
    const docs = page.getByRole('link', { name: 'Docs', exact: true }).first();
    const versionLink = page.locator('.navbar-link[data-versions]:not(button)', { hasText: /^\d/ }).first();
    const button = page.locator('.navbar-versions button');
    // No preference yet: the last version, as the page was built.
    expect(await docs.getAttribute('href')).toBe('/docs/intro/');
    expect(await button.textContent()).toBe('2.0');
    await page.goto(`${server.url}/docs/1.0/setup/`);
    await page.goto(`${server.url}/`);
    expect(await docs.getAttribute('href')).toBe('/docs/1.0/intro/');
    expect(await versionLink.textContent()).toBe('1.0');
    expect(await versionLink.getAttribute('href')).toBe('/docs/1.0/intro/');
    expect(await button.textContent()).toBe('1.0');
    expect(await button.getAttribute('aria-label')).toBe('Version: 1.0');
    await inPage(page, "window.__kept = 'yes'");
    await page.locator('article a', { hasText: 'about us' }).click();
    await page.waitForURL('**/about/');
    expect(await inPage(page, 'window.__kept')).toBe('yes');
    expect(await docs.getAttribute('href')).toBe('/docs/1.0/intro/');
    // Reading the last version again makes it the preferred one: the links are the built ones.
    await page.goto(`${server.url}/docs/setup/`);
    await page.goto(`${server.url}/about/`);
    expect(await docs.getAttribute('href')).toBe('/docs/intro/');
    expect(await button.textContent()).toBe('2.0');
    await page.close();
  });

  it('keeps the dropdown on the page read while moving within a version by client navigation', async () => {
    const page = await open('/docs/next/intro/');
    await inPage(page, "window.__kept = 'yes'");
    await page.locator('article a', { hasText: 'setup' }).click();
    await page.waitForURL('**/docs/next/setup/');
    await page.waitForFunction("document.title.startsWith('Setup')");
    expect(await inPage(page, 'window.__kept')).toBe('yes');
    expect(await page.locator('.navbar-versions .dropdown-menu a', { hasText: '1.0' }).getAttribute('href')).toBe('/docs/1.0/setup/');
    expect(await page.locator('.version-banner').textContent()).toContain('This is unreleased documentation');
    await page.close();
  });

  it('searches the version read', async () => {
    const page = await open('/docs/1.0/intro/');
    await page.locator('[data-search-button]').click();
    await page.keyboard.type('quasarwidget');
    const options = page.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    const hrefs = await inPage<string[]>(page, "[...document.querySelectorAll('[role=option]')].map((o) => o.getAttribute('href'))");
    expect(hrefs.every((href) => href.startsWith('/docs/1.0/'))).toBe(true);
    await page.close();
  });

  it('keeps the banner, the badge and the open dropdown readable in both colour modes, and at phone width (axe)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(`${server.url}/docs/1.0/setup/`);
    await page.locator('.navbar-versions button').click();
    await page.locator('.navbar-versions .dropdown-menu').waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
    expect(await switchColorMode(page)).toBe('dark');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-menu-button]').click();
    await page.locator('#sidebar.open').waitFor();
    // axe counts text still sliding in from off-screen as hidden: the drawer is judged once it has settled.
    await page.waitForFunction("document.querySelector('#sidebar').getBoundingClientRect().left >= 0");
    // In the drawer the versions are a group of links, each version's page among them.
    const group = page.locator('#sidebar').getByRole('group', { name: 'Versions' });
    await expect.poll(() => group.isVisible(), { timeout: 5000 }).toBe(true);
    expect(await group.getByRole('link', { name: '2.0' }).getAttribute('href')).toBe('/docs/setup/');
    await expect.poll(() => axeViolations(page), { timeout: 5000 }).toEqual([]);
    await page.close();
  });
});

