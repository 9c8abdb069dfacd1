import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { scrollToId, serveFixture, type ServedSite } from './fixtureSite.js';

/** SPEC §2 TOC (levels 2–3) with the heading being read highlighted, also after client navigation. */
describe.skipIf(!hasChromium())('table of contents', () => {
  let browser: Browser;
  let site: ServedSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveFixture('theme-basic')]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
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

  it('highlights the TOC of a page reached by client navigation', async () => {
    const page = await open('/guides/long-guide/');
    await scrollToId(page, 'section-5');
    await page.locator('#sidebar').getByRole('link', { name: 'Component gallery' }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Component gallery');
    await expect.poll(() => page.locator('.toc a.toc-link.active').textContent()).toBe('Admonitions');
    await page.close();
  });
});
