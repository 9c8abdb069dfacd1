import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';
import { inPage, scrollToId } from './fixtureSite.js';

/**
 * A Markdown page of `src/pages` with its table of contents, as Docusaurus's `MDXPage` has it: a column beside the
 * page on a desktop screen, and (as on the theme's guides) the disclosure above it on a phone.
 */
describe.skipIf(!hasChromium())("a Markdown page's table of contents", () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof buildAndServe>>;

  const section = (title: string) => `## ${title}\n\n${Array.from({ length: 12 }, () => `${title} text, line after line of it.`).join('\n\n')}\n`;

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "export default { title: 'Pages e2e', url: 'https://example.com' };\n");
    site.write('docs/index.md', '# Home\n\nThe docs.\n');
    site.write('src/pages/crypto.md', `# Crypto\n\nCoins.\n\n${['Bitcoin', 'Ethereum', 'Litecoin', 'Monero'].map(section).join('\n')}`);
    site.write('src/pages/hidden.md', `---\nhide_table_of_contents: true\n---\n\n# Hidden\n\n${section('Bitcoin')}`);
    [browser, server] = await Promise.all([launchBrowser(), buildAndServe(site.dir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  async function open(route: string, width: number): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(server.url + route);
    return page;
  }

  it('shows the TOC in a column beside the page at 1280 px, and highlights the section being read', async () => {
    const page = await open('/crypto/', 1280);
    const toc = page.locator('.toc-column nav.toc');
    expect(await toc.isVisible()).toBe(true);
    expect(await page.locator('.toc-collapsible').isVisible()).toBe(false);
    expect(await toc.locator('a.toc-link').allTextContents()).toEqual(['Bitcoin', 'Ethereum', 'Litecoin', 'Monero']);
    const [article, column] = await Promise.all([page.locator('article.markdown').boundingBox(), toc.boundingBox()]);
    // To the right of the page's text, at its height: beside it, not under it.
    expect(column!.x).toBeGreaterThanOrEqual(article!.x + article!.width);
    expect(column!.y).toBeLessThan(article!.y + 200);
    expect(column!.x + column!.width).toBeLessThanOrEqual(1280);
    // The page keeps the width it had without the column, less the column's.
    expect(article!.width).toBeGreaterThan(600);
    await scrollToId(page, 'litecoin');
    await expect.poll(() => page.locator('.toc a.toc-link.active').textContent()).toBe('Litecoin');
    await page.close();
  });

  it('shows the disclosure above the page at phone width instead of the column', async () => {
    const page = await open('/crypto/', 390);
    expect(await page.locator('.toc-column').isVisible()).toBe(false);
    const disclosure = page.locator('details.toc-collapsible');
    expect(await disclosure.isVisible()).toBe(true);
    const [box, title] = await Promise.all([disclosure.boundingBox(), page.locator('article.markdown h1').boundingBox()]);
    expect(box!.y).toBeLessThan(title!.y);
    await disclosure.locator('summary').click();
    expect(await disclosure.locator('a.toc-link').allTextContents()).toEqual(['Bitcoin', 'Ethereum', 'Litecoin', 'Monero']);
    await page.close();
  });

  it('has no column with hide_table_of_contents: the page is centred as before', async () => {
    const page = await open('/hidden/', 1280);
    expect(await page.locator('.toc, .toc-collapsible').count()).toBe(0);
    const [main, doc] = await Promise.all([page.locator('main').boundingBox(), page.locator('main .doc').boundingBox()]);
    expect(Math.abs(doc!.x - main!.x - (main!.x + main!.width - (doc!.x + doc!.width)))).toBeLessThan(2);
    expect(await inPage(page, "document.querySelector('article.markdown').textContent.includes('Bitcoin text')")).toBe(true);
    await page.close();
  });
});
