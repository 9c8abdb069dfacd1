import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';
import { switchColorMode } from '../a11y/axe.js';

/**
 * A site in two locales in the browser: the locale dropdown leads to the page read in the other locale (loaded by the
 * browser: it is another build), client navigation within a locale, search keeping to the locale's index, and the
 * runtime's own text (search dialog, colour switch) in the locale.
 */
describe.skipIf(!hasChromium())('locales', () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof buildAndServe>>;

  beforeAll(async () => {
    site.write(
      'docs-gen.config.ts',
      "export default { title: 'Locales e2e', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, navbar: { items: [{ type: 'localeDropdown', position: 'right' }] } };\n",
    );
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nRead the [setup](./setup.md).\n');
    site.write('docs/setup.md', '---\ntitle: Setup\n---\n\nSet up the quasarwidget.\n');
    site.write('i18n/fr/docusaurus-plugin-content-docs/current/index.md', '---\ntitle: Accueil\n---\n\nLisez l’[installation](./setup.md).\n');
    site.write('i18n/fr/docusaurus-plugin-content-docs/current/setup.md', '---\ntitle: Installation\n---\n\nInstallez le quasarwidget français.\n');
    site.write(
      'i18n/fr/code.json',
      JSON.stringify({
        'theme.SearchModal.searchBox.placeholderText': { message: 'Chercher dans la documentation' },
        'docs-gen.colorToggle.switchToLight': { message: 'Passer en mode clair' },
        'docs-gen.colorToggle.switchToDark': { message: 'Passer en mode sombre' },
      }),
    );
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

  it('goes to the page read in the locale chosen, loading it in full', async () => {
    const page = await open('/setup/');
    await inPage(page, "window.__kept = 'yes'");
    await page.locator('.navbar-locales button').click();
    const entry = page.locator('.navbar-locales .dropdown-menu a', { hasText: 'Français' });
    await expect.poll(() => entry.isVisible()).toBe(true);
    await entry.click();
    await page.waitForURL('**/fr/setup/');
    await page.waitForFunction("document.documentElement.lang === 'fr'");
    expect(await page.locator('main').getByText('Installez le quasarwidget français.').isVisible()).toBe(true);
    expect(await inPage(page, 'window.__kept')).toBeUndefined();
    expect(await page.locator('.navbar-locales button').textContent()).toBe('Français');
    await page.close();
  });

  it('moves within a locale by client navigation', async () => {
    const page = await open('/fr/');
    await inPage(page, "window.__kept = 'yes'");
    await page.locator('article a', { hasText: 'installation' }).click();
    await page.waitForURL('**/fr/setup/');
    await page.waitForFunction("document.title.startsWith('Installation')");
    expect(await inPage(page, 'window.__kept')).toBe('yes');
    // The dropdown and the alternates name the page now read.
    expect(await page.locator('.navbar-locales .dropdown-menu a', { hasText: 'English' }).getAttribute('href')).toBe('/setup/');
    expect(await inPage(page, "document.querySelector('link[rel=alternate][hreflang=en]').getAttribute('href')")).toMatch(/\/setup\/$/);
    await page.close();
  });

  it("searches the locale's pages, with the runtime's text in the locale", async () => {
    const page = await open('/fr/setup/');
    expect(await switchColorMode(page)).toBe('dark');
    expect(await page.locator('[data-theme-toggle]').first().getAttribute('aria-label')).toBe('Passer en mode clair');
    await page.locator('[data-search-button]').click();
    const input = page.getByRole('dialog').getByRole('combobox');
    expect(await input.getAttribute('placeholder')).toBe('Chercher dans la documentation');
    await input.fill('quasarwidget');
    const options = page.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    const hrefs = await inPage<string[]>(page, "[...document.querySelectorAll('[role=option]')].map((o) => o.getAttribute('href'))");
    expect(hrefs.every((href) => href.startsWith('/fr/'))).toBe(true);
    await page.close();
  });
});
