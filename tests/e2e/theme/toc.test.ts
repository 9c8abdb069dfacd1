import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { inPage, scrollToId, serveFixture, type ServedSite } from './fixtureSite.js';
import { serveRealSite } from './realSite.js';

/** How the page shows its TOC at a width: the right-hand column, the disclosure above the content, or both. */
async function tocShownAt(page: Page, width: number): Promise<{ column: boolean; disclosure: boolean }> {
  await page.setViewportSize({ width, height: 800 });
  return inPage(page, "({ column: document.querySelector('.toc-column').checkVisibility(), disclosure: document.querySelector('.toc-collapsible').checkVisibility() })");
}

/** SPEC §2 TOC (levels 2–3) with the heading being read highlighted, also after client navigation, and where it is shown. */
describe.skipIf(!hasChromium())('table of contents', () => {
  let browser: Browser;
  let site: ServedSite;
  let real: ServedSite;

  beforeAll(async () => {
    [browser, site, real] = await Promise.all([launchBrowser(), serveFixture('theme-basic'), serveRealSite()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close(), real?.close()]);
  });

  async function open(route: string, base = site.url): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(base + route);
    return page;
  }

  it('highlights the TOC entry of the section in view as the reader scrolls', async () => {
    const page = await open('/guides/long-guide/');
    const active = () => page.locator('.toc a.toc-link.active').textContent();
    await expect.poll(active).toBe('Section 1');
    await scrollToId(page, 'section-4');
    await expect.poll(active).toBe('Section 4');
    await scrollToId(page, 'detail-4');
    await expect.poll(active).toBe('Detail 4');
    expect(await page.locator('.toc a.toc-link.active').getAttribute('aria-current')).toBe('true');
    expect(await page.locator('.toc a.toc-link.active').count()).toBe(1);
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect.poll(active).toBe('Detail 8'); // the last heading, though it never reaches the reading line
    await page.evaluate('window.scrollTo(0, 0)');
    await expect.poll(active).toBe('Section 1');
    expect(await page.locator('.toc a.toc-link').allTextContents()).toEqual(
      ['1', '2', 'Detail 2', '3', '4', 'Detail 4', '5', '6', 'Detail 6', '7', '8', 'Detail 8'].map((t) => (t.startsWith('D') ? t : `Section ${t}`)),
    );
    await page.close();
  });

  it('shows the TOC in a right-hand column on a desktop screen, from 997 px as in Docusaurus, and above the content below', async () => {
    const page = await open('/guides/long-guide/');
    for (const width of [1600, 1280, 997]) expect(await tocShownAt(page, width), `${width} px`).toEqual({ column: true, disclosure: false });
    for (const width of [996, 390]) expect(await tocShownAt(page, width), `${width} px`).toEqual({ column: false, disclosure: true });
    await page.close();
  });

  it("moves the breakpoint where a site's own CSS does: the OGC site keeps the column for screens from 1440 px", async () => {
    const page = await open('/virtual-machines/overview/', real.url);
    expect(await tocShownAt(page, 1440)).toEqual({ column: true, disclosure: false });
    for (const width of [1439, 1280, 390]) expect(await tocShownAt(page, width), `${width} px`).toEqual({ column: false, disclosure: true });
    await page.close();
  });

  it('highlights the TOC of a page reached by client navigation', async () => {
    const page = await open('/guides/long-guide/');
    await scrollToId(page, 'section-5');
    await page.locator('#sidebar').getByRole('link', { name: 'Component gallery' }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Component gallery');
    await expect.poll(() => page.locator('.toc a.toc-link.active').textContent()).toBe('Admonitions');
    await page.close();
  });
});
