import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';
import { startDocsGen, type ServerProcess } from '../../serve/processes.js';
import { inPage, waitForTitle } from './runtimeSite.js';

/**
 * A site built with `trailingSlash: false`, served by `docs-gen serve` as a static host serves it (`/route` is
 * `route.html`): the client runtime moves between its pages in place, and the address bar shows their URLs
 * without a slash.
 */
describe.skipIf(!hasChromium())('client navigation on a site without trailing slashes', () => {
  const site = tempSite();
  let browser: Browser;
  let server: ServerProcess;

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Slashless', baseUrl: '/base/', trailingSlash: false });\n");
    site.write('docs/index.md', '# Home\n\nGo to [setup](./guides/setup.md).\n');
    site.write('docs/guides/intro.md', '---\nsidebar_position: 1\n---\n\n# Intro\n\nText.\n');
    site.write('docs/guides/setup.md', '---\nsidebar_position: 2\n---\n\n# Setup\n\n## Steps\n\nBack to [intro](./intro.md#top).\n');
    const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(built.code, built.stderr).toBe(0);
    [browser, server] = await Promise.all([launchBrowser(), startDocsGen(['serve', site.dir, '--port', '0'])]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()]);
    site.cleanup();
  });

  it('swaps pages in place at their slashless URLs, and goes back', async () => {
    const origin = new URL(server.url).origin;
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}/base/`);
      await inPage(page, "window.__kept = 'yes'");
      await page.getByRole('link', { name: 'setup', exact: true }).click();
      await waitForTitle(page, 'Setup');
      expect(new URL(page.url()).pathname).toBe('/base/guides/setup');
      expect(await inPage(page, "window.__kept === 'yes'")).toBe(true);
      expect(await page.locator('#sidebar [aria-current="page"]').getAttribute('href')).toBe('/base/guides/setup');

      await page.locator('#sidebar').getByRole('link', { name: 'Intro', exact: true }).click();
      await waitForTitle(page, 'Intro');
      expect(new URL(page.url()).pathname).toBe('/base/guides/intro');
      expect(await inPage(page, "window.__kept === 'yes'")).toBe(true);

      await page.goBack();
      await waitForTitle(page, 'Setup');
      expect(new URL(page.url()).pathname).toBe('/base/guides/setup');
      expect(await page.locator('h1').textContent()).toBe('Setup');
      expect(await inPage(page, "window.__kept === 'yes'")).toBe(true);
    } finally {
      await page.close();
    }
  });
});
