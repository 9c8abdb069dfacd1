import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';
import { inPage, waitForTitle } from './runtimeSite.js';

/**
 * A `router: 'hash'` build opened from the file system, at a nested page: what the page names (its stylesheet, an
 * image, the other pages) is found from its own folder, and a link opens the other page's file, not a listing.
 */
describe.skipIf(!hasChromium())('a hash-router build opened from file://', () => {
  const site = tempSite();
  let browser: Browser;

  beforeAll(async () => {
    site.write('docs-gen.config.mjs', "export default { title: 'Hashed', router: 'hash' };\n");
    site.write('docs/index.md', '# Home\n\nGo to [setup](./guide/setup.md).\n');
    site.write('docs/guide/intro.md', '---\nsidebar_position: 1\n---\n\n# Intro\n\nText.\n');
    site.write('docs/guide/setup.md', '---\nsidebar_position: 2\n---\n\n# Setup\n\n![Logo](/img/logo.svg)\n');
    site.write('static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>\n');
    const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(built.code, built.stderr).toBe(0);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    site.cleanup();
  });

  it('styles a nested page, shows its image, and opens another page from its sidebar', async () => {
    const file = path.join(site.dir, 'build/guide/setup/index.html');
    expect(fs.existsSync(file)).toBe(true);
    const page = await browser.newPage();
    try {
      await page.goto(pathToFileURL(file).href);
      // The browser's own style sets a margin on <body>; the theme's stylesheet takes it off.
      expect(await inPage(page, 'getComputedStyle(document.body).marginTop')).toBe('0px');
      await page.waitForFunction("document.querySelector('main img')?.complete");
      expect(await inPage(page, "document.querySelector('main img').naturalWidth")).toBe(40);
      await page.locator('#sidebar').getByRole('link', { name: 'Intro', exact: true }).click();
      await waitForTitle(page, 'Intro');
      expect(page.url()).toMatch(/\/guide\/intro\/index\.html$/);
      expect(await page.locator('h1').textContent()).toBe('Intro');
    } finally {
      await page.close();
    }
  });

  it('runs its scripts there: browsers refuse module scripts from file://, so the runtime is a classic one', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      await page.goto(pathToFileURL(path.join(site.dir, 'build/guide/setup/index.html')).href);
      const before = await inPage(page, 'document.documentElement.dataset.theme');
      // The colour mode switch is the runtime's: it answers only when the runtime runs.
      await page.locator('[data-theme-toggle]').first().click();
      expect(await inPage(page, 'document.documentElement.dataset.theme')).not.toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("opens the page an address of Docusaurus's hash router names (`index.html#/guide/intro`), its fragment kept", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${pathToFileURL(path.join(site.dir, 'build/index.html')).href}#/guide/intro#top`);
      await waitForTitle(page, 'Intro');
      expect(page.url()).toMatch(/\/guide\/intro\/index\.html#top$/);
    } finally {
      await page.close();
    }
  });

  it('searches there: the index is read from script files beside its JSON, which browsers refuse to fetch from disk', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      await page.goto(pathToFileURL(path.join(site.dir, 'build/guide/intro/index.html')).href);
      await page.locator('[data-search-button]').first().click();
      await page.getByRole('combobox').waitFor();
      await page.keyboard.type('setup');
      await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
      // The page named so, and the home page linking to it.
      expect(await page.locator('.search-status').textContent()).toBe('2 pages found');
      // A result opens the page's file, from this page's folder.
      await page.locator('[role="option"][href$="/guide/setup/index.html"]').click();
      await waitForTitle(page, 'Setup');
      expect(page.url()).toMatch(/\/guide\/setup\/index\.html(#.*)?$/);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("reads a missing address on the 404 page against the site's base URL, at whatever depth a server shows it", () => {
    // The page's own links are relative to it; the address the reader asked for is not.
    expect(site.read('build/404.html')).toContain('data-base-url="/"');
  });
});
