import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser, serveFixture, type ServedSite } from '../../helpers/browser.js';

const DRAWN = (theme: string) => `.mermaid-diagram[data-drawn="${theme}"] .mermaid-svg svg`;

/** `mermaid: true` (tests/core/mermaid.test.ts for the build): diagrams drawn in the reader's colour mode. */
describe.skipIf(!hasChromium())('Mermaid diagrams in the browser', () => {
  let browser: Browser;
  let site: ServedSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveFixture('mermaid-site')]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  /** The Mermaid script's requests a page makes from now on. */
  function mermaidRequests(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/js\/mermaid\.[0-9a-f]+\.js$/.test(request.url())) seen.push(request.url());
    });
    return seen;
  }

  it('draws the diagram in the page\'s colour mode in place of its source, and again when the mode changes', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/`);
    const light = page.locator(DRAWN('default'));
    await light.waitFor();
    for (const label of ['Client', 'Gateway', 'Scheduler', 'Node']) expect(await light.getByText(label, { exact: true }).count()).toBe(1);
    expect(await page.locator('.mermaid-source').isVisible()).toBe(false);
    const lightSvg = await page.locator('.mermaid-svg').innerHTML();
    await page.locator('[data-theme-toggle]').click();
    const dark = page.locator(DRAWN('dark'));
    await dark.waitFor();
    expect(await page.locator('.mermaid-svg').innerHTML()).not.toBe(lightSvg);
    expect(await page.locator('.mermaid-svg svg').count()).toBe(1);
    await page.close();
  });

  it('loads Mermaid only on a page with a diagram, once, also when client navigation brings it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const requests = mermaidRequests(page);
    await page.goto(`${site.url}/plain/`);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await page.evaluate("window.__kept = 'yes'");
    await page.locator('#main').getByRole('link', { name: 'the request flow' }).click();
    await page.locator(DRAWN('default')).waitFor();
    expect(await page.evaluate('window.__kept')).toBe('yes');
    await page.locator('#main').getByRole('link', { name: 'the page without a diagram' }).click();
    await page.waitForFunction("document.title.startsWith('Plain page')");
    await page.goBack();
    await page.locator(DRAWN('default')).waitFor();
    expect(requests).toHaveLength(1);
    await page.close();
  });

  it('shows the source without scripts', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    const source = page.locator('.mermaid-source');
    expect(await source.isVisible()).toBe(true);
    expect(await source.textContent()).toBe('graph LR;\n  Client-->Gateway;\n  Gateway-->Scheduler;\n  Scheduler-->Node;');
    await context.close();
  });
});
