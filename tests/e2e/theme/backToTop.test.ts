import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';

/**
 * `@theme/BackToTopButton`, which Docusaurus sites render in pages of their own (Keploy's glossary): before, importing
 * it failed the build. A link to the top of the content, hidden until the page is scrolled down.
 */
describe.skipIf(!hasChromium())('BackToTopButton', () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof buildAndServe>>;

  beforeAll(async () => {
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Glossary' })};\n`);
    const terms = Array.from({ length: 40 }, (_, i) => `## Term ${i + 1}\n\nWhat term ${i + 1} means, at some length.\n`).join('\n');
    site.write('docs/index.md', '# Home\n\nSee the [glossary](./glossary.mdx).\n');
    site.write('docs/glossary.mdx', `---\ntitle: Glossary\n---\n\nimport BackToTopButton from '@theme/BackToTopButton';\n\n${terms}\n<BackToTopButton />\n`);
    [browser, server] = await Promise.all([launchBrowser(), buildAndServe(site.dir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  it('appears once the page is scrolled down, and leads back to the top of the content', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/glossary/`);
    const button = page.getByRole('link', { name: 'Scroll back to top' });
    await expect.poll(() => button.isVisible()).toBe(false);
    await inPage(page, 'window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => inPage<number>(page, 'window.scrollY'), { timeout: 5000 }).toBeLessThan(300);
    await expect.poll(() => button.isVisible()).toBe(false);
    // Keyboard readers land in the content, as the skip link takes them.
    expect(await inPage(page, 'document.activeElement.id')).toBe('main');
    await page.close();
  });

  it('keeps its rules on a page reached by client navigation', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/`);
    await inPage(page, 'window.__sameDocument = true');
    await page.getByRole('link', { name: 'glossary' }).first().click();
    await expect.poll(() => inPage<string>(page, 'location.pathname')).toBe('/glossary/');
    expect(await inPage(page, 'window.__sameDocument')).toBe(true);
    const button = page.getByRole('link', { name: 'Scroll back to top' });
    await expect.poll(() => button.isVisible()).toBe(false);
    await inPage(page, 'window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await inPage(page, "getComputedStyle(document.querySelector('.back-to-top')).position")).toBe('fixed');
    await page.close();
  });
});
