import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { buildSites, tempSite } from '../../helpers/site.js';

/**
 * The search button where a `search` navbar item places it, as Docusaurus sites place their search bar: among the
 * left items on a wide screen, and still in the bar on a phone, where the other items move to the drawer. A class
 * the item gives wraps the button, as Docusaurus's Navbar/Search does.
 */
describe.skipIf(!hasChromium())('a search item in the navbar', () => {
  const site = tempSite();
  // A site with no search item whose Navbar/Search override boxes the button.
  const wrapped = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let wrappedServer: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    site.write('docs/index.md', '# Home\n\nText.\n');
    site.write(
      'docs-gen.config.ts',
      [
        "import { defineConfig } from 'docs-gen';",
        '',
        'export default defineConfig({',
        "  title: 'Kit',",
        '  navbar: {',
        "    title: 'Kit',",
        '    items: [',
        "      { label: 'Guide', to: '/', position: 'left' },",
        "      { type: 'search', position: 'left', className: 'nav-search' },",
        "      { label: 'Blog', href: 'https://blog.example.com', position: 'left' },",
        "      { label: 'API', href: 'https://api.example.com', position: 'right' },",
        '    ],',
        '  },',
        '});',
        '',
      ].join('\n'),
    );
    wrapped.write('docs/index.md', '# Home\n\nText.\n');
    wrapped.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Kit', navbar: { items: [{ label: 'Guide', to: '/', position: 'right' }] } });\n");
    wrapped.write('src/theme/Navbar/Search/index.js', "import Search from '@theme-original/Navbar/Search';\n\nexport default function SearchWrapper(props) {\n  return <Search className=\"search-wrap\" {...props} />;\n}\n");
    await buildSites(site, wrapped);
    [browser, server, wrappedServer] = await Promise.all([launchBrowser(), serveStatic(path.join(site.dir, 'build')), serveStatic(path.join(wrapped.dir, 'build'))]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close(), wrappedServer?.close()]);
    site.cleanup();
    wrapped.cleanup();
  });

  const layout = async (width: number) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${server.url}/`);
    await page.waitForSelector(':root[data-search-ready]');
    const result = (await page.evaluate(`(() => {
      const box = (el) => el.getBoundingClientRect();
      const visible = (el) => el.checkVisibility() && box(el).width > 0;
      const search = document.querySelector('.search-button');
      const links = [...document.querySelectorAll('.navbar-inner .navbar-link')].filter(visible).map((a) => a.textContent);
      return { searchVisible: visible(search), links, searchAfterGuide: box(search).left > box(document.querySelector('.navbar-left .navbar-link')).left, searchBeforeApi: box(search).right <= box([...document.querySelectorAll('.navbar-right .navbar-link')].find((a) => a.textContent === 'API')).left };
    })()`)) as { searchVisible: boolean; links: string[]; searchAfterGuide: boolean; searchBeforeApi: boolean };
    await page.close();
    return result;
  };

  it('stands between the left items it is written between on a wide screen', async () => {
    const wide = await layout(1280);
    expect(wide.searchVisible).toBe(true);
    expect(wide.links).toEqual(['Guide', 'Blog', 'API']);
    expect(wide.searchAfterGuide).toBe(true);
    expect(wide.searchBeforeApi).toBe(true);
  });

  it('stays in the bar on a phone, where the other items are in the drawer', async () => {
    const phone = await layout(390);
    expect(phone.searchVisible).toBe(true);
    expect(phone.links).toEqual([]);
  });

  it("stays in the bar on a phone inside the box of a site's Navbar/Search override, with no search item", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    try {
      await page.goto(`${wrappedServer.url}/`);
      await page.waitForSelector(':root[data-search-ready]', { timeout: 10_000 });
      expect(await page.locator('.search-wrap .search-button').isVisible()).toBe(true);
      expect(await page.locator('.navbar-inner .navbar-link').isVisible()).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('opens the search dialog from where it stands', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${server.url}/`);
    await page.waitForSelector(':root[data-search-ready]');
    await page.locator('.nav-search .search-button').click({ timeout: 5000 });
    await page.waitForSelector('.search-dialog[open]');
    await page.close();
  });
});
