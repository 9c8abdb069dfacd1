import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, switchColorMode } from '../a11y/axe.js';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';
import { themeOf } from './fixtureSite.js';

/**
 * A dark navbar (Docusaurus's `navbar.style: 'dark'`), which sites such as React Native's and Prettier's use: the
 * bar is dark in both colour modes, everything on it stays readable, and the page around it keeps the reader's mode.
 */
describe.skipIf(!hasChromium())('dark navbar', () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof buildAndServe>>;

  beforeAll(async () => {
    site.write(
      'docs-gen.config.ts',
      [
        "import { defineConfig } from 'docs-gen';",
        '',
        'export default defineConfig({',
        "  title: 'Dark bar',",
        '  navbar: {',
        "    title: 'Dark bar',",
        "    style: 'dark',",
        '    items: [',
        "      { label: 'Docs', to: '/', position: 'left' },",
        "      { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Guide', to: '/guide/' }, { label: 'Blog', href: 'https://blog.example.com' }] },",
        "      { label: 'GitHub', href: 'https://github.com/example/site', position: 'right' },",
        '    ],',
        '  },',
        '});',
        '',
      ].join('\n'),
    );
    site.write('docs/index.md', '# Home\n\nText.\n');
    site.write('docs/guide.md', '# Guide\n\nMore text.\n');
    [browser, server] = await Promise.all([launchBrowser(), buildAndServe(site.dir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  const colours = (page: Page) =>
    page.evaluate(`(() => {
      const style = (selector) => getComputedStyle(document.querySelector(selector));
      return { bar: style('.navbar').backgroundColor, link: style('.navbar-right .navbar-link').color, body: style('body').backgroundColor };
    })()`) as Promise<{ bar: string; link: string; body: string }>;

  it('is dark in both colour modes, with light links, while the page follows the mode', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(`${server.url}/`);
    expect(await page.locator('header.navbar').getAttribute('class')).toBe('navbar navbar-dark navbar--dark');
    expect(await themeOf(page)).toBe('light');
    const light = await colours(page);
    expect(light).toEqual({ bar: 'rgb(36, 37, 38)', link: 'rgb(245, 246, 247)', body: 'rgb(255, 255, 255)' });
    expect(await switchColorMode(page)).toBe('dark');
    const dark = await colours(page);
    expect([dark.bar, dark.link]).toEqual([light.bar, light.link]);
    expect(dark.body).not.toBe(light.body);
    await page.close();
  });

  it('keeps its links, open dropdown, search button and toggle readable (axe)', async () => {
    // Checked in the light mode: the bar is drawn alike in both (see the test above).
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(`${server.url}/guide/`);
    await page.locator('html[data-search-ready]').waitFor({ state: 'attached' });
    await page.locator('.navbar-left .navbar-dropdown').hover();
    await page.locator('.navbar-left .dropdown-menu').waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
