import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';

/**
 * A short page (a legal notice in `src/pages`) in a window taller than it: Docusaurus's page is a column
 * at least the window's height whose content grows, so the footer sits at the window's bottom. The theme made the
 * content alone the window's height, which put the footer just below the window, out of sight.
 */
describe.skipIf(!hasChromium())('the footer of a short page', () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof buildAndServe>>;
  let page: Page;

  beforeAll(async () => {
    site.write(
      'docs-gen.config.ts',
      "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Short', footer: { links: [{ title: 'More', items: [{ label: 'Notice', to: '/notice/' }] }], copyright: 'Made here' } });\n",
    );
    site.write('src/pages/notice.md', '# Notice\n\nOne line.\n');
    site.write('docs/intro.md', '# Intro\n');
    site.write('src/pages/long.md', '# Long\n\n' + Array.from({ length: 30 }, (_, i) => `## Part ${i}\n\n${'Text. '.repeat(60)}\n`).join('\n'));
    [browser, server] = await Promise.all([launchBrowser(), buildAndServe(site.dir)]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  const footerBox = () => inPage<{ bottom: number; top: number; scroll: number; window: number }>(page, "(() => { const r = document.querySelector('footer').getBoundingClientRect(); return { top: r.top, bottom: r.bottom, scroll: document.documentElement.scrollHeight, window: innerHeight }; })()");

  it("sits at the window's bottom, in sight, without making the page scroll", async () => {
    await page.goto(`${server.url}/notice/`);
    const box = await footerBox();
    expect(Math.abs(box.bottom - box.window)).toBeLessThan(1);
    expect(box.scroll).toBe(box.window);
  });

  it('comes after the content of a long page', async () => {
    await page.goto(`${server.url}/long/`);
    const box = await footerBox();
    expect(box.top).toBeGreaterThan(box.window);
    expect(box.scroll).toBeGreaterThan(box.window);
  });
});
