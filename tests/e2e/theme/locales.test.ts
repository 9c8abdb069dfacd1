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
      "export default { title: 'Locales e2e', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'] }, navbar: { items: [{ type: 'localeDropdown', position: 'right' }] } };\n",
    );
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nRead the [setup](./setup.md).\n');
    site.write('docs/setup.md', '---\ntitle: Setup\n---\n\nSet up the quasarwidget.\n');
    site.write('docs/guides/first.md', '---\ntitle: First guide\n---\n\nA guide.\n');
    site.write('docs/guides/_category_.json', '{ "collapsed": true }\n');
    site.write(
      'i18n/ar/docusaurus-plugin-content-docs/current/setup.md',
      '---\ntitle: الإعداد\n---\n\n:::note\n\nملاحظة.\n\n:::\n\n## القسم الأول\n\nنص.\n\n```bash\necho one\n```\n\n## القسم الثاني\n\nنص.\n',
    );
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

  it('lays out a right-to-left locale mirrored, with code still left to right', async () => {
    const page = await open('/ar/setup/');
    expect(await inPage(page, 'document.documentElement.dir')).toBe('rtl');
    const box = (selector: string) => inPage<{ left: number; right: number }>(page, `(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return { left: r.left, right: r.right }; })()`);
    // The sidebar at the right, the table of contents at the left, each with its rule on the side facing the content.
    expect((await box('.sidebar')).left).toBeGreaterThan(640);
    expect((await box('.toc')).right).toBeLessThan(640);
    const style = (selector: string, property: string) => inPage<string>(page, `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).${property}`);
    expect(await style('.sidebar', 'borderLeftWidth')).toBe('1px');
    expect(await style('.admonition', 'borderRightWidth')).toBe('4px');
    expect(await style('.admonition', 'borderLeftWidth')).toBe('0px');
    // A closed category's chevron points toward the text's start (left), as an open one points down.
    expect(await style('.sidebar-toggle[aria-expanded="false"] svg', 'transform')).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(await style('.code-block', 'direction')).toBe('ltr');

    // On a phone, the drawer waits beyond the right edge and slides in from it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction("document.querySelector('#sidebar').getBoundingClientRect().left >= 390");
    await page.locator('[data-menu-button]').click();
    await page.waitForFunction("Math.abs(document.querySelector('#sidebar').getBoundingClientRect().right - 390) < 1");
    await page.close();
  });
});
