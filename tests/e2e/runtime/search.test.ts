import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { axeViolations } from '../a11y/axe.js';
import { delay, inPage, openPage, serveRuntimeSite, waitForTitle, type ServedSite } from './runtimeSite.js';

/** Issue 6 §6: the search dialog, by keyboard, loaded on first use and working offline afterwards. */
describe.skipIf(!hasChromium())('search dialog', () => {
  let browser: Browser;
  let site: ServedSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveRuntimeSite()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
  const input = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });
  const active = (page: Page) => inPage<string | null>(page, "document.getElementById(document.querySelector('[role=combobox]').getAttribute('aria-activedescendant'))?.textContent ?? null");
  const searchFiles = (requests: string[]) => requests.filter((r) => r.startsWith('/assets/search/') || /\/assets\/js\/dialog\./.test(r));

  async function typeQuery(page: Page, query: string) {
    await input(page).fill('');
    await page.keyboard.type(query);
  }

  /** Presses a shortcut and waits for the dialog: its code loads on first use. */
  async function openWith(page: Page, key: string) {
    await page.keyboard.press(key);
    await dialog(page).waitFor();
    await page.waitForFunction("document.activeElement?.getAttribute('role') === 'combobox'");
  }

  it('loads its code and index on first open, not with the page', async () => {
    const { context, page, requests } = await openPage(browser, site.url + '/');
    await delay(300);
    expect(searchFiles(requests)).toEqual([]);
    expect(await page.locator('[data-search-button]').isVisible()).toBe(true);
    await page.keyboard.press('/');
    await dialog(page).waitFor();
    // The dialog's code and the index manifest; a site this small has its one term chunk loaded with it.
    await expect.poll(() => searchFiles(requests).filter((r) => /\/assets\/search\/(manifest|terms)\.[0-9a-f]{10}\.json$/.test(r)).length).toBe(2);
    expect(searchFiles(requests).filter((r) => /\/assets\/js\/dialog\./.test(r))).toHaveLength(1);
    await context.close();
  });

  it('on a phone: keeps the keys typed while its code and index load, fills the screen, counts and marks matches', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    // Both hold back until released, so the keys are typed while each is still on its way.
    const gate = (pattern: RegExp) => {
      let release = () => {};
      const held = new Promise<void>((done) => (release = done));
      void context.route(pattern, async (route) => {
        await held;
        await route.continue();
      });
      return release;
    };
    const releaseCode = gate(/\/assets\/js\/dialog\.[^/]+\.js$/);
    const releaseIndex = gate(/\/assets\/search\/manifest\.[^/]+\.json$/);
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.keyboard.press('/');
    await page.keyboard.type('recovery c');
    releaseCode();
    await dialog(page).waitFor();
    await expect.poll(() => input(page).inputValue()).toBe('recovery c');
    await page.keyboard.type('odes');
    expect(await page.locator('.search-status').textContent()).toBe('Loading the search index…');
    releaseIndex();
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    expect(await input(page).inputValue()).toBe('recovery codes');
    expect(await page.locator('.search-status').textContent()).toBe('1 page found');
    const option = page.getByRole('group', { name: 'Guide' }).getByRole('option').first();
    expect(await option.locator('.search-option-excerpt mark').allTextContents()).toEqual(['recovery', 'codes']);

    // Full screen, the list reaching the bottom.
    const box = await dialog(page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const list = await page.locator('.search-results').boundingBox();
    expect(list!.y + list!.height).toBeGreaterThan(800);

    // A page matched by its intro shows its title once: as the group's label, the option holding the excerpt.
    await typeQuery(page, 'prefetched');
    const far = page.getByRole('group', { name: 'Far page' });
    await far.waitFor();
    expect(await far.textContent()).toMatch(/^Far page[^]*Linked only/);
    expect((await far.textContent())!.split('Far page')).toHaveLength(2);

    // The count is of all matching pages, not of those shown.
    await typeQuery(page, 'page');
    await expect.poll(() => page.locator('.search-status').textContent()).toMatch(/^\d+ pages found/);
    const status = await page.locator('.search-status').textContent();
    expect(Number(status!.split(' ')[0])).toBe(await page.getByRole('listbox').getByRole('group').count());
    await context.close();
  });

  it('opens with / and Ctrl+K, searches as you type, moves with the arrows and opens a result with Enter', async () => {
    const { context, page } = await openPage(browser, site.url + '/');
    await inPage(page, "window.__kept = 'yes'");
    await openWith(page, 'Control+k');
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    expect(await page.locator('.search-status').textContent()).toContain('Search the titles');

    await page.keyboard.type('kubeconf');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    expect(await input(page).getAttribute('aria-expanded')).toBe('true');
    // Grouped by page, with the section trail, and the matched word highlighted.
    const group = page.getByRole('group', { name: 'Guide' });
    expect(await group.getByRole('option').allTextContents()).toContainEqual(expect.stringContaining('Part two'));
    expect(await active(page)).toBe(await group.getByRole('option').first().textContent());

    await typeQuery(page, 'second par');
    // The matched words light up in the trails and excerpts.
    await expect.poll(() => page.locator('[role=option] mark').allTextContents()).toEqual(expect.arrayContaining(['Part', 'second', 'part']));

    await typeQuery(page, 'part');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(2);
    const first = await active(page);
    await page.keyboard.press('ArrowDown');
    const second = await active(page);
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await active(page)).toBe(first);
    await page.keyboard.press('ArrowDown');
    const url = await inPage<string>(page, "document.getElementById(document.querySelector('[role=combobox]').getAttribute('aria-activedescendant')).getAttribute('href')");
    await page.keyboard.press('Enter');
    await page.waitForFunction(`location.pathname + location.hash === ${JSON.stringify(url)}`);
    expect(await dialog(page).isVisible()).toBe(false);
    expect(await inPage(page, 'window.__kept')).toBe('yes');
    await context.close();
  });

  it('shows a no-results state, closes with Escape and gives focus back', async () => {
    const { context, page } = await openPage(browser, site.url + '/');
    await page.locator('[data-search-button]').click();
    await dialog(page).waitFor();
    await page.keyboard.type('zzqqxx');
    await expect.poll(() => page.locator('.search-status').textContent()).toBe('No results for “zzqqxx”');
    expect(await page.getByRole('option').count()).toBe(0);
    expect(await input(page).getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Escape');
    expect(await dialog(page).isVisible()).toBe(false);
    expect(await inPage(page, "document.activeElement.hasAttribute('data-search-button')")).toBe(true);
    await context.close();
  });

  it('remembers opened results as recent searches for the empty state', async () => {
    const { context, page } = await openPage(browser, site.url + '/');
    await openWith(page, '/');
    await page.keyboard.type('recovery codes');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await waitForTitle(page, 'Guide');
    await openWith(page, '/');
    const recent = page.getByRole('group', { name: 'Recent' });
    await recent.waitFor();
    expect(await recent.getByRole('option').first().textContent()).toContain('Part three');
    expect(await inPage(page, "JSON.parse(localStorage.getItem('docs-gen.search.recent'))[0].url")).toBe('/guide/#part-three');
    await context.close();
  });

  it('keeps working offline once loaded', async () => {
    const { context, page } = await openPage(browser, site.url + '/');
    await openWith(page, '/');
    await page.keyboard.type('fabric');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await context.setOffline(true);
    await openWith(page, 'Control+k');
    await typeQuery(page, 'timeouts');
    await expect.poll(() => page.getByRole('group', { name: 'Settings' }).count()).toBe(1);
    await context.close();
  });

  it('passes axe with results shown, in both colour modes', async () => {
    for (const mode of ['light', 'dark']) {
      const { context, page } = await openPage(browser, site.url + '/');
      await inPage(page, `localStorage.setItem('theme', '${mode}'); document.documentElement.dataset.theme = '${mode}'`);
      await openWith(page, '/');
      await page.keyboard.type('part');
      await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(2);
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page), mode).toEqual([]);
      await context.close();
    }
  });

  it('does not take / while the reader types in a field', async () => {
    const { context, page } = await openPage(browser, site.url + '/');
    await inPage(page, "document.getElementById('main').insertAdjacentHTML('afterbegin', '<input id=\"field\">')");
    await page.locator('#field').focus();
    await page.keyboard.type('a/b');
    expect(await page.locator('#field').inputValue()).toBe('a/b');
    expect(await dialog(page).count()).toBe(0);
    await context.close();
  });
});
