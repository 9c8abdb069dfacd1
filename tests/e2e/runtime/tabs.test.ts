import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { inPage, openPage, serveRuntimeSite, waitForTitle, type ServedSite } from './runtimeSite.js';

/** Docusaurus tab semantics: a `groupId` choice holds on the page, on the next page and after a reload. */
describe.skipIf(!hasChromium())('remembered tabs', () => {
  let browser: Browser;
  let site: ServedSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveRuntimeSite('tabs-site')]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  /** The selected tab's label of every tab set on the page, in order, and the text of the visible panels. */
  const state = (page: Page) =>
    inPage<{ tabs: string[]; panels: string[] }>(
      page,
      `({ tabs: [...document.querySelectorAll('[data-tabs]')].map((t) => t.querySelector('[role=tab][aria-selected=true]').textContent),
          panels: [...document.querySelectorAll('[role=tabpanel]:not([hidden])')].map((p) => p.textContent.trim()) })`,
    );

  it('numbers tab ids per page, so a page keeps its ids whatever other pages hold', () => {
    const second = fs.readFileSync(path.join(site.outDir, 'second/index.html'), 'utf8');
    expect(second).toContain('id="tabs-1-tab-one"');
    expect(second).toContain('id="tabs-3-panel-python"');
  });

  it('switches the whole group, keeps the choice across a client navigation and a reload, not for ungrouped tabs', async () => {
    const { context, page } = await openPage(browser, `${site.url}/`);
    await page.getByRole('tab', { name: 'macOS' }).first().click();
    await page.getByRole('tab', { name: 'Two' }).click();
    expect(await state(page)).toEqual({ tabs: ['macOS', 'Two', 'macOS'], panels: ['Install on macOS.', 'Ungrouped two.', 'Configure on macOS.'] });
    expect(await inPage(page, "localStorage.getItem('docusaurus.tab.os')")).toBe('mac');

    await inPage(page, "window.__kept = 'yes'");
    await page.locator('#main a[href="/second/"]').first().click();
    await waitForTitle(page, 'Second');
    expect(await inPage(page, 'window.__kept')).toBe('yes');
    expect((await state(page)).tabs).toEqual(['One', 'macOS', 'curl']);

    await page.getByRole('tab', { name: 'Linux' }).click();
    await page.reload();
    expect((await state(page)).tabs).toEqual(['One', 'Linux', 'curl']);
    await context.close();
  });

  it('shows the stored choice from the head script, before the client script runs', async () => {
    const { context, page } = await openPage(browser, `${site.url}/second/`);
    await inPage(page, "localStorage.setItem('docusaurus.tab.os', 'mac')");
    await context.route('**/assets/**/*.js', (route) => route.abort());
    await page.reload();
    expect(await state(page)).toEqual({ tabs: ['One', 'macOS', 'curl'], panels: ['Second ungrouped one.', 'Run on macOS.', 'With curl.'] });
    await context.close();
  });

  it('queryString: the choice is written to the URL and a URL with it selects the tab', async () => {
    const { context, page } = await openPage(browser, `${site.url}/second/`);
    await page.getByRole('tab', { name: 'Python' }).click();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('python');
    await context.close();
    const fresh = await openPage(browser, `${site.url}/second/?lang=python`);
    expect((await state(fresh.page)).tabs).toEqual(['One', 'Linux', 'Python']);
    await fresh.context.close();
  });
});
