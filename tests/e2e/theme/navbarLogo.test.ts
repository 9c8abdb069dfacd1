import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';

/**
 * A navbar logo as a Docusaurus site has it: an SVG drawn by its viewBox alone (no width or height of its own),
 * named in the config without a size. Docusaurus shows it 2rem high; a browser gives such an image no width in
 * the navbar unless the theme sizes it.
 */
describe.skipIf(!hasChromium())('navbar logo without a size', () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof buildAndServe>>;

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Logo', navbar: { title: 'Logo', logo: { src: '/img/mark.svg', alt: 'Mark' } } });\n");
    site.write('static/img/mark.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><rect width="100" height="50" fill="#c00"/></svg>\n');
    site.write('docs/index.md', '# Home\n');
    [browser, server] = await Promise.all([launchBrowser(), buildAndServe(site.dir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  it('is shown 2rem high, its width from its aspect ratio', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/`);
    const box = await page.locator('.navbar-brand img').boundingBox();
    expect(box?.height).toBe(32);
    expect(box?.width).toBe(64);
  });
});
