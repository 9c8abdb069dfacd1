import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';

/**
 * A Docusaurus site's CSS written for Docusaurus's navbar, on the theme's.
 * - An icon beside a link's label drawn with an empty ::after whose background is the icon, left inline (no display,
 *   no height): under Infima's inline-block link it is as tall as the text. The theme's link is a flex box, where
 *   such a pseudo-element would be an empty flex item of no height, and the icon would not show.
 * - The menu button moved to the bar's end on a phone (position: absolute), where Docusaurus's bar has only the
 *   search box: the theme's colour mode switch is there too, and must not cover the button.
 */
describe.skipIf(!hasChromium())("navbar restyled by a Docusaurus site's CSS", () => {
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
        "  title: 'Icons',",
        "  customCss: 'src/css/custom.css',",
        '  navbar: {',
        '    items: [',
        "      { label: 'Gallery', to: '/gallery/', className: 'gallery-link', position: 'left' },",
        "      { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Guide', to: '/gallery/' }] },",
        '    ],',
        '  },',
        '});',
        '',
      ].join('\n'),
    );
    site.write(
      'src/css/custom.css',
      [
        ".gallery-link::after { content: ''; padding-left: 24px; background: rgb(200, 30, 30) no-repeat; }",
        '.navbar__items--right { position: relative; }',
        '@media (max-width: 996px) { .navbar__toggle { position: absolute; top: 10px; right: 25px; } }',
        '',
      ].join('\n'),
    );
    site.write('docs/index.md', '# Home\n\nText.\n');
    site.write('docs/gallery.md', '# Gallery\n\nPictures.\n');
    [browser, server] = await Promise.all([launchBrowser(), buildAndServe(site.dir)]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  it('is as tall as the label, and the dropdown caret keeps its size', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/`);
    const sizes = (await page.evaluate(`(() => {
      const height = (selector, pseudo) => parseFloat(getComputedStyle(document.querySelector(selector), pseudo).height);
      const label = document.createRange();
      label.selectNodeContents(document.querySelector('.gallery-link'));
      return {
        icon: height('.gallery-link', '::after'),
        label: label.getClientRects()[0].height,
        caret: height('.navbar-left .navbar-dropdown > .navbar-link', '::after'),
      };
    })()`)) as { icon: number; label: number; caret: number };
    expect(sizes.icon).toBeGreaterThanOrEqual(sizes.label - 1);
    expect(sizes.icon).toBeGreaterThan(10);
    // Its two 4px borders (border-box), not stretched to the label's height.
    expect(sizes.caret).toBe(8);
    await page.close();
  });

  it('keeps a menu button the site moves over the colour mode switch on top, and it opens the drawer', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${server.url}/gallery/`);
    const button = page.locator('[data-menu-button]');
    const box = await button.boundingBox();
    if (!box) throw new Error('no menu button');
    const hit = await page.evaluate(`document.elementFromPoint(${box.x + box.width / 2}, ${box.y + box.height / 2}).closest('[data-menu-button], [data-theme-toggle]').className`);
    expect(hit).toContain('menu-button');
    await button.click({ timeout: 3000 });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });
});
