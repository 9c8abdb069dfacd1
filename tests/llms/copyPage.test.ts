import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltSite } from '../helpers/builtSite.js';
import { hasChromium, launchBrowser, serveStatic } from '../helpers/browser.js';

/** Issue 16 §3 on the built OGC site: "Copy page" copies the page's Markdown, also after a client navigation. */
describe.skipIf(!hasChromium())('Copy page button', () => {
  const dir = requireBuiltSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  const markdownOf = (route: string) => fs.readFileSync(path.join(dir, route, 'index.md'), 'utf8');

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), serveStatic(dir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
  });

  async function open(route: string) {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    const markdownRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.md')) markdownRequests.push(new URL(r.url()).pathname);
    });
    await page.goto(server.url + route);
    return { context, page, markdownRequests };
  }

  it('copies the Markdown fetched on click, confirms visibly and to screen readers, and works after client navigation', async () => {
    const { context, page, markdownRequests } = await open('/virtual-machines/ssh-keys/');
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.waitFor({ state: 'visible' });
    // Nothing is fetched until the click.
    expect(markdownRequests).toEqual([]);
    await button.click();
    await page.locator('.copy-page-label', { hasText: 'Copied' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Page copied as Markdown' }).count()).toBe(1);
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(markdownOf('virtual-machines/ssh-keys'));
    expect(markdownRequests).toEqual(['/virtual-machines/ssh-keys/index.md']);

    // A client-side navigation (no reload: the window keeps its state), then the keyboard.
    await page.evaluate('window.__kept = true');
    await page.locator('#sidebar a[href="/virtual-machines/init-scripts/"]').click();
    await page.waitForFunction("document.title.startsWith('Init scripts')");
    expect(await page.evaluate('window.__kept')).toBe(true);
    expect(await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href')).toBe('/virtual-machines/init-scripts/index.md');
    const next = page.getByRole('button', { name: 'Copy page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.locator('.copy-page-label', { hasText: 'Copied' }).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(markdownOf('virtual-machines/init-scripts'));
    // The label comes back for the next copy.
    await page.locator('.copy-page-label', { hasText: 'Copy page' }).waitFor();
    await context.close();
  });

  it('falls back to a hidden textarea when the clipboard API is missing', async () => {
    const { context, page } = await open('/cli/overview/');
    // No clipboard API; the copy command records the selected text of the focused textarea.
    await page.evaluate(`
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      window.__copied = [];
      document.execCommand = () => {
        const area = document.activeElement;
        window.__copied.push(area.value.slice(area.selectionStart, area.selectionEnd));
        return true;
      };
    `);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.locator('.copy-page-label', { hasText: 'Copied' }).waitFor();
    expect(await page.evaluate('window.__copied')).toEqual([markdownOf('cli/overview')]);
    await context.close();
  });
});
