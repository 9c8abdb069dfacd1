import { build } from 'esbuild';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { repoRoot } from '../../helpers/site.js';
import { inPage, serveFixture, type ServedSite } from './fixtureSite.js';

/**
 * SPEC §8 error views in a built page with the real stylesheet. The runtime calls them from client
 * navigation; the page bundle exposes nothing, so the test bundles errorViews.ts itself under a test-only
 * global and drives it through the page.
 */
async function bundleErrorViews(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(repoRoot, 'src/client/errorViews.ts')],
    bundle: true,
    format: 'iife',
    globalName: '__errorViews',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

describe.skipIf(!hasChromium())('error views', () => {
  let browser: Browser;
  let site: ServedSite;
  let script: string;

  beforeAll(async () => {
    [browser, site, script] = await Promise.all([launchBrowser(), serveFixture('theme-basic'), bundleErrorViews()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  async function open(): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(site.url + '/guides/components/');
    await page.addScriptTag({ content: script });
    await inPage(page, 'window.__retries = 0');
    return page;
  }

  it('replaces the content with "This page crashed", a Try again button and the error details', async () => {
    const page = await open();
    await inPage(
      page,
      "__errorViews.showCrashView(document.getElementById('main'), new TypeError('x is undefined'), () => window.__retries++)",
    );
    const view = page.locator('main .error-view');
    expect(await view.getAttribute('role')).toBe('alert');
    expect(await view.locator('h1').textContent()).toBe('This page crashed');
    expect(await page.locator('main article').count()).toBe(0);
    expect(await view.locator('pre').isVisible()).toBe(false); // details start folded
    await view.getByText('Error details').click();
    expect(await view.locator('pre').textContent()).toContain('TypeError: x is undefined');
    await view.getByRole('button', { name: 'Try again' }).click();
    expect(await inPage(page, 'window.__retries')).toBe(1);
    // Styled by the theme: a framed box, not bare text.
    expect(await inPage(page, "getComputedStyle(document.querySelector('.error-view')).borderLeftWidth")).toBe('4px');
    // The navbar and sidebar stay usable around the view.
    expect(await page.locator('#sidebar').isVisible()).toBe(true);
    await page.close();
  });

  it('shows the generic view: the message and a button that retries', async () => {
    const page = await open();
    await inPage(page, "__errorViews.showErrorView(document.getElementById('main'), 'The page could not be loaded.', () => window.__retries++, 'Retry')");
    const view = page.locator('main .error-view');
    expect(await view.locator('.error-view-message').textContent()).toBe('The page could not be loaded.');
    await view.getByRole('button', { name: 'Retry' }).click();
    expect(await inPage(page, 'window.__retries')).toBe(1);
    await inPage(page, "__errorViews.showErrorView(document.getElementById('main'), 'Something went wrong.', () => window.__retries++)");
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(await inPage(page, 'window.__retries')).toBe(2);
    await page.close();
  });
});
