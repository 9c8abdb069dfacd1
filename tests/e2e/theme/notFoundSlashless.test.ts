import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';

/**
 * The 404 page's suggestions on a site served without trailing slashes (`trailingSlash: false`, where a page is
 * `guides/setup.html`, at `/guides/setup`): they linked `/guides/setup/`, a folder a static host has no page for.
 */
describe.skipIf(!hasChromium())('the 404 page of a site without trailing slashes', () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof buildAndServe>>;

  beforeAll(async () => {
    site.write('docs-gen.config.mjs', "export default { title: 'Slashless', trailingSlash: false };\n");
    site.write('docs/index.md', '# Home\n');
    site.write('docs/guides/setup-guide.md', '# Setup guide\n');
    [browser, server] = await Promise.all([launchBrowser(), buildAndServe(site.dir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  it('suggests the pages at their addresses without the slash', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/guides/setup-guid`);
    const suggestions = page.locator('[data-nearest-routes]');
    await expect.poll(() => suggestions.isVisible()).toBe(true);
    const first = suggestions.getByRole('link').first();
    expect(await first.textContent()).toBe('Setup guide');
    expect(await first.getAttribute('href')).toBe('/guides/setup-guide');
    expect(await suggestions.locator('.not-found-route').first().textContent()).toBe('/guides/setup-guide');
    // Where the page was written: the address a static host serves it at.
    expect(site.exists('build/guides/setup-guide.html')).toBe(true);
    await page.close();
  });
});
