import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { buildSites, linkedStylesheet, tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';

const CONFIG = [
  "import { defineConfig } from 'docs-gen';",
  '',
  'export default defineConfig({',
  "  title: 'Menus',",
  '  CUSTOM',
  "  navbar: { items: [{ label: 'Guide', to: '/guide/' }] },",
  "  footer: { links: [{ title: 'More', items: [{ label: 'Guide', to: '/guide/' }] }] },",
  '});',
  '',
].join('\n');

const PAGE = ['# Guide', '', ':::tip', '', 'A tip.', '', ':::', '', '```js', 'const a = `inline`;', '```', '', 'Some `inline` code.', '', ...Array.from({ length: 6 }, (_, i) => [`## Part ${i + 1}`, '', 'Text. '.repeat(200), '']).flat(), ''].join('\n');

/**
 * The Infima names of the theme's parts that a Docusaurus site's CSS styles them by (`.menu__link--active`,
 * `.navbar__link`, `.footer__link-item`, `.table-of-contents__link--active`): Flow's, Redux's, appcircle's and React
 * Navigation's sidebars, navbars and footers lost their look, the theme writing only its own names. The elements get
 * the Infima names the site's CSS writes rules for, and a site that writes none gets none.
 */
describe('Infima names on the theme’s parts', () => {
  const site = tempSite();
  const plain = tempSite();

  beforeAll(async () => {
    site.write('docs-gen.config.ts', CONFIG.replace('CUSTOM', "customCss: './custom.css',"));
    site.write(
      'custom.css',
      [
        '.menu__link--active { font-weight: 900; color: rgb(7, 8, 9); }',
        '.navbar__link { letter-spacing: 3px; }',
        '.footer__link-item { color: rgb(1, 2, 3); }',
        // Docusaurus's footer column is `col footer__col`: a site's rule may name both.
        '.footer--dark .col.footer__col, .col.footer__col { text-align: center; }',
        '.table-of-contents__link--active { color: rgb(4, 5, 6); }',
        '.breadcrumbs__item--active .breadcrumbs__link { text-transform: uppercase; }',
        '.menu__list-item--collapsed > div { opacity: 0.5; }',
        'code { background-color: rgb(200, 200, 200); }',
        '.alert--success { --ifm-alert-background-color: rgb(1, 99, 1); }',
        // Docusaurus's CSS-module names, selected by attribute as they carry a hash.
        "[class*='codeBlockContainer'] { border-top: 3px solid rgb(10, 20, 30); }",
        '[class^="admonitionHeading"] { letter-spacing: 4px; }',
        "[class*='toggleButton_'] { outline: 2px solid rgb(40, 50, 60); }",
        '',
      ].join('\n'),
    );
    plain.write('docs-gen.config.ts', CONFIG.replace('CUSTOM', ''));
    for (const s of [site, plain]) {
      s.write('docs/index.md', '# Home\n\n[Guide](./guide.md)\n');
      s.write('docs/guide.md', PAGE);
      s.write('docs/more/extra.md', '# Extra\n');
    }
    await buildSites(site, plain);
  }, 60_000);
  afterAll(() => {
    site.cleanup();
    plain.cleanup();
  });

  it('gives the elements the names the site’s CSS styles, beside the theme’s own', () => {
    const html = site.read('build/guide/index.html');
    // A modifier's element has its block's name too, as Infima writes them.
    expect(html).toMatch(/<a class="sidebar-link active menu__link menu__link--active" href="\/guide\/"/);
    expect(html).toMatch(/<a class="navbar-link active navbar__link" href="\/guide\/"/);
    expect(html).toMatch(/<a class="footer-link footer__link-item" href="\/guide\/"/);
    expect(html).toMatch(/<div class="footer-column footer__col col">/);
    expect(html).toMatch(/class="toc-link table-of-contents__link"/);
    expect(html).toMatch(/<aside class="admonition admonition-tip alert alert--success"/);
    // The breadcrumbs' items, which have no class of the theme's, get Infima's.
    expect(html).toMatch(/<li class="breadcrumbs__item"><a class="breadcrumbs__link" href="\/"/);
    expect(html).toMatch(/<li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link" aria-current="page">Guide<\/span>/);
    // Docusaurus's module names on their parts, first where the CSS selects the start of the class list.
    expect(html).toMatch(/<div class="code-block codeBlockContainer_dg"/);
    expect(html).toMatch(/class="admonitionHeading_dg admonition-heading"/);
    expect(html).toMatch(/class="theme-toggle toggleButton_dg"/);
    // Names the CSS does not write are not given.
    expect(html).not.toMatch(/menu__list(?![\w-])/);
    expect(html).not.toMatch(/admonitionIcon|codeBlockTitle|announcementBar/);
    // A category: the block of the state the site's CSS styles, the state being the theme's class (see below).
    expect(html).toMatch(/<li class="sidebar-category[^"]* menu__list-item"/);
    expect(html).not.toContain('menu__caret');
  });

  it("writes the site's rules for Infima's states the browser script changes as the theme's state classes", () => {
    const css = linkedStylesheet(site.dir, 'guide/index.html');
    expect(css).toContain('.table-of-contents__link.active{color:#040506}');
    expect(css).toContain('.menu__list-item.collapsed>div{opacity:.5}');
    expect(css).not.toMatch(/table-of-contents__link--active|menu__list-item--collapsed/);
  });

  it('gives none to a site whose CSS writes none', () => {
    expect(plain.read('build/guide/index.html')).not.toMatch(/class="[^"]*(?:menu__|navbar__|footer__|table-of-contents__|_dg\b)/);
  });

  describe.skipIf(!hasChromium())('in Chromium', () => {
    let browser: Browser;
    let server: Awaited<ReturnType<typeof serveStatic>>;
    let page: Page;

    beforeAll(async () => {
      [browser, server] = await Promise.all([launchBrowser(), serveStatic(path.join(site.dir, 'build'))]);
      page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${server.url}/guide/`);
    });
    afterAll(async () => {
      await Promise.all([browser?.close(), server?.close()]);
    });

    const style = (selector: string, property: string) => inPage<string>(page, `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).getPropertyValue(${JSON.stringify(property)})`);

    it("draws an admonition with the site's rule for its Infima alert, and a block's code without the site's inline code background", async () => {
      expect(await style('.admonition-tip', 'background-color')).toBe('rgb(1, 99, 1)');
      expect(await style('.code-block code', 'background-color')).toBe('rgba(0, 0, 0, 0)');
      expect(await style('.markdown p code', 'background-color')).toBe('rgb(200, 200, 200)');
    });

    it("draws the parts with the site's rules for Docusaurus's module names", async () => {
      expect(await style('.code-block', 'border-top-color')).toBe('rgb(10, 20, 30)');
      expect(await style('.admonition-heading', 'letter-spacing')).toBe('4px');
      expect(await style('.theme-toggle', 'outline-color')).toBe('rgb(40, 50, 60)');
    });

    it('draws them with the site’s rules', async () => {
      // Over the theme's own look of the active link, as a site's rule is over Infima's.
      expect(await style('.sidebar-link.active', 'font-weight')).toBe('900');
      expect(await style('.sidebar-link.active', 'color')).toBe('rgb(7, 8, 9)');
      expect(await style('.navbar-link', 'letter-spacing')).toBe('3px');
      expect(await style('.footer-link', 'color')).toBe('rgb(1, 2, 3)');
      expect(await style('.footer-column', 'text-align')).toBe('center');
    });

    it('draws the TOC link of the part being read with the site’s rule for Infima’s active link as the reader scrolls', async () => {
      await inPage(page, `document.getElementById('part-4').scrollIntoView()`);
      await expect.poll(() => inPage<string | null>(page, `document.querySelector('.toc a.active')?.getAttribute('href') ?? null`)).toBe('#part-4');
      expect(await style('.toc a.active', 'color')).toBe('rgb(4, 5, 6)');
      expect(await style('.toc a[href="#part-1"]', 'color')).not.toBe('rgb(4, 5, 6)');
    });
  });
});
