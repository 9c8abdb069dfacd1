import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loadConfig } from '../../../src/config/load.js';
import { DocsGenError } from '../../../src/errors/DocsGenError.js';
import { hasChromium, launchBrowser } from '../../helpers/browser.js';
import { runDocsGenAsync, tempSite, type RunResult } from '../../helpers/site.js';
import { inPage, serveFixture, type ServedSite } from './fixtureSite.js';

/**
 * Theme customisation as a Docusaurus site does it: overrides in src/theme (one replacing the footer, others
 * wrapping the original through @theme-original) and customCss files setting Infima variables. The fixture is
 * built once with the real binary; the error cases are checked on small sites, side by side.
 */
describe('theme overrides and custom CSS', () => {
  let site: ServedSite;
  let browser: Browser | undefined;
  let throwing: RunResult;
  const sites: ReturnType<typeof tempSite>[] = [];

  /** A one-page site with extra files. */
  function makeSite(files: Record<string, string>) {
    const s = tempSite();
    sites.push(s);
    s.write('docs/index.md', '# Home\n\nText.\n');
    for (const [rel, text] of Object.entries(files)) s.write(rel, text);
    return s;
  }

  beforeAll(async () => {
    const failing = makeSite({
      'src/theme/Footer.tsx': "export default function Footer() {\n  throw new Error('no footer today');\n}\n",
      'src/theme/Navbar/MobileSidebar/Extras/index.tsx': 'export default function Extras() {\n  return null;\n}\n',
    });
    [site, browser, throwing] = await Promise.all([
      serveFixture('theme-custom'),
      hasChromium() ? launchBrowser() : undefined,
      runDocsGenAsync(['check', failing.dir]),
    ]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
    for (const s of sites) s.cleanup();
  });

  const html = (route: string) => fs.readFileSync(path.join(site.outDir, route, 'index.html'), 'utf8');

  it('renders the site’s replacement where the theme used the original component', () => {
    const page = html('guides/setup');
    expect(page).toContain('<footer class="site-footer-custom"><p>Replaced footer of Custom Theme Docs</p><p class="motto">Docs for everyone</p></footer>');
    expect(page).not.toContain('Original footer');
    // An override can import the Docusaurus client modules, as swizzled components do.
    expect(page).toContain('<div class="doc-footer-custom styles_pageFooter">Footer of guides/setup<a href="/guides/setup/" class="footer-home">Setup</a></div>');
  });

  it('wraps the original component imported through @theme-original', () => {
    const page = html('guides/setup');
    expect(page).toMatch(/<div class="breadcrumbs-wrapper"><nav[^>]*aria-label="Breadcrumbs"/);
    expect(html('')).toMatch(/<div class="admonition-wrapper" data-type="tip"><aside class="admonition admonition-tip" aria-label="Wrapped">/);
  });

  it('appends the customCss files, in order, after the theme stylesheet, then the overrides’ CSS modules', () => {
    const href = /<link rel="stylesheet" href="\/(assets\/css\/styles\.[^"]+\.css)"/.exec(html(''))?.[1];
    expect(href).toBeDefined();
    const css = fs.readFileSync(path.join(site.outDir, href!), 'utf8');
    const themeTokens = css.indexOf('--ifm-color-primary:#0e6f78');
    const custom = css.indexOf('--ifm-color-primary:#2e8555');
    const extra = css.indexOf('.site-footer-custom{');
    const cssModule = css.indexOf('.styles_pageFooter{font-style:italic}');
    expect(themeTokens).toBeGreaterThanOrEqual(0);
    expect(custom).toBeGreaterThan(themeTokens);
    expect(extra).toBeGreaterThan(custom);
    // The CSS module an override imports comes last, without comments naming local paths.
    expect(cssModule).toBeGreaterThan(extra);
    expect(css).not.toContain('/*');
  });

  it('fails at the override that throws, and warns about a file that overrides no component', () => {
    expect(throwing.code).toBe(1);
    expect(throwing.stderr).toMatch(/src\/theme\/Footer\.tsx:\d+:\d+\s+Rendering failed: the theme override of Footer threw: no footer today/);
    expect(throwing.stderr).toMatch(/warning .*src\/theme\/Navbar\/MobileSidebar\/Extras\/index\.tsx\s+"Navbar\/MobileSidebar\/Extras" is not a theme component[^\n]*\n +Did you mean "Navbar\/MobileSidebar\/[A-Za-z]+"\? The theme.s components are listed in the README/);
  });

  it('reads customCss as one path or a list, and reports a missing file at its config line', async () => {
    const one = makeSite({ 'docs-gen.config.ts': "export default { customCss: 'custom.css' };\n", 'custom.css': 'a {}\n' });
    expect((await loadConfig(one.dir)).customCssPaths).toEqual([path.join(one.dir, 'custom.css')]);
    const missing = makeSite({
      'docs-gen.config.ts': "export default {\n  title: 'x',\n  customCss: ['src/css/custom.css', 'src/css/missing.css'],\n};\n",
      'src/css/custom.css': ':root { --ifm-color-primary: #2e8555; }\n',
    });
    const error = await loadConfig(missing.dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocsGenError);
    expect(error).toMatchObject({ file: path.join(missing.dir, 'docs-gen.config.ts'), line: 3, message: '"customCss.1" points at src/css/missing.css, which does not exist' });
  });

  it("lays a guide out with the site's DocItem/Layout, from the theme's parts", () => {
    const page = html('guides/setup');
    expect(page).toMatch(/<main[^>]*><div class="doc-layout"><div class="guide-layout"><div class="guide-main"><div class="breadcrumbs-wrapper">/);
    expect(page).toMatch(/<aside class="guide-toc"><nav class="toc"[\s\S]*href="#verify"/);
    expect(page).not.toContain('class="toc-column"');
  });

  it("renders the site's Navbar/Content from the theme's parts: drawer button, logo, the config's items (the current one active), switch", () => {
    const header = /<header[\s\S]*?<\/header>/.exec(html('guides/setup'))?.[0] ?? '';
    expect(header).toMatch(
      /^<header class="navbar"><div class="navbar__inner"><div class="navbar__items"><button type="button" class="menu-button" aria-label="Open navigation"[^>]*data-menu-button="true" data-has-sidebar="true">[\s\S]*?<\/button><a class="navbar-brand" href="\/"><span class="navbar-title">Custom<\/span><\/a><a class="navbar-link active" href="\/guides\/setup\/" aria-current="page">Guides<\/a><\/div><div class="navbar__items navbar__items--right"><a class="button button--primary try-button" href="\/guides\/setup\/">Try it<\/a><a class="navbar-link" href="\/guides\/setup\/">Set up<\/a><a class="navbar-link" href="https:\/\/github.com\/example\/custom" target="_blank" rel="noopener noreferrer">Source/,
    );
    expect(header).toContain('data-theme-toggle');
    expect(html('guides/setup')).toMatch(/<div id="sidebar"[^>]*><div class="navbar-sidebar__brand"><a class="navbar-brand" href="\/">[\s\S]*?<button type="button" aria-label="Close navigation bar" class="clean-btn navbar-sidebar__close">/);
    expect(html('')).toMatch(/<a class="navbar-link" href="\/guides\/setup\/">Guides<\/a>/);
  });

  describe.skipIf(!hasChromium())('in Chromium', () => {
    async function colours(page: Page) {
      return inPage<{ link: string; active: string }>(
        page,
        "({ link: getComputedStyle(document.querySelector('.markdown p a')).color, active: getComputedStyle(document.querySelector('.sidebar a[aria-current=page]')).color })",
      );
    }

    it('takes link and active-item colours from --ifm-color-primary in light and dark mode', async () => {
      const context = await browser!.newContext({ colorScheme: 'light' });
      const page = await context.newPage();
      await page.goto(`${site.url}/guides/setup/`);
      expect(await colours(page)).toEqual({ link: 'rgb(46, 133, 85)', active: 'rgb(46, 133, 85)' });
      await page.locator('[data-theme-toggle]').first().click();
      await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
      expect(await colours(page)).toEqual({ link: 'rgb(37, 194, 160)', active: 'rgb(37, 194, 160)' });
      await context.close();
    });

    it("shows the TOC a site's guide layout puts in its own column on a wide screen, and the folded one instead on a phone", async () => {
      const context = await browser!.newContext({ colorScheme: 'light', viewport: { width: 1500, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${site.url}/guides/setup/`);
      const shown = () => inPage<{ column: string; folded: string }>(page, "({ column: getComputedStyle(document.querySelector('.guide-toc .toc')).display, folded: getComputedStyle(document.querySelector('.toc-collapsible')).display })");
      expect(await shown()).toEqual({ column: 'block', folded: 'none' });
      await page.setViewportSize({ width: 390, height: 800 });
      expect(await shown()).toEqual({ column: 'none', folded: 'block' });
      await context.close();
    });

    it("lays the site's navbar out in a row, and on a phone keeps its button, logo and switch while its items go to the drawer", async () => {
      const context = await browser!.newContext({ colorScheme: 'light', viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${site.url}/guides/setup/`);
      const bar = () =>
        inPage<{ guides: string; menu: string; brandTop: number; guidesTop: number; toggle: string }>(
          page,
          "(() => { const guides = document.querySelector('.navbar__items .navbar-link'); return { guides: getComputedStyle(guides).display, menu: getComputedStyle(document.querySelector('[data-menu-button]')).display, brandTop: Math.round(document.querySelector('.navbar-brand').getBoundingClientRect().top), guidesTop: Math.round(guides.getBoundingClientRect().top), toggle: getComputedStyle(document.querySelector('[data-theme-toggle]')).display }; })()",
        );
      const wide = await bar();
      expect(wide.menu).toBe('none');
      expect([wide.guides, wide.toggle]).not.toContain('none');
      expect(Math.abs(wide.guidesTop - wide.brandTop)).toBeLessThan(20);
      await page.setViewportSize({ width: 390, height: 800 });
      const narrow = await bar();
      expect(narrow.guides).toBe('none');
      expect([narrow.menu, narrow.toggle]).not.toContain('none');
      await page.locator('[data-menu-button]').click();
      await expect.poll(() => page.locator('[data-menu-button]').getAttribute('aria-expanded')).toBe('true');
      // The drawer opens under the site's own header (Navbar/MobileSidebar/Header), whose button closes it.
      expect(await page.locator('#sidebar .navbar-sidebar__brand').isVisible()).toBe(true);
      expect(await page.locator('#sidebar .sidebar-drawer-header').count()).toBe(0);
      await page.locator('.navbar-sidebar__close').click();
      await expect.poll(() => page.locator('[data-menu-button]').getAttribute('aria-expanded')).toBe('false');
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await page.locator('#sidebar .navbar-sidebar__brand').isVisible()).toBe(false);
      await context.close();
    });

    it("lays out Infima's grid, hero and buttons as a Docusaurus page writes them: columns side by side, stacked on a phone", async () => {
      const context = await browser!.newContext({ colorScheme: 'light', viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${site.url}/layout/`);
      const layout = () =>
        inPage<{ cols: { top: number; left: number; bottom: number; width: number }[]; row: number; hero: string; align: string; lg: string }>(
          page,
          `(() => {
            const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, left: r.left, bottom: r.bottom, width: r.width }; };
            const cols = [...document.querySelectorAll('.row > .col')];
            return {
              cols: cols.map(box),
              row: document.querySelector('.row').getBoundingClientRect().width,
              hero: getComputedStyle(document.querySelector('.hero--primary')).backgroundColor,
              align: getComputedStyle(cols[0]).textAlign,
              lg: getComputedStyle(document.querySelector('.button--lg')).fontSize,
            };
          })()`,
        );
      const wide = await layout();
      expect(wide.cols[1].top).toBe(wide.cols[0].top);
      expect(wide.cols[1].left).toBeGreaterThan(wide.cols[0].left);
      expect(Math.abs(wide.cols[0].width - wide.row / 2)).toBeLessThan(1);
      expect(wide.hero).toBe('rgb(46, 133, 85)');
      expect(wide.align).toBe('center');
      expect(parseFloat(wide.lg)).toBeGreaterThan(16);
      await page.setViewportSize({ width: 390, height: 800 });
      const narrow = await layout();
      expect(narrow.cols[1].top).toBeGreaterThanOrEqual(narrow.cols[0].bottom - 1);
      expect(Math.abs(narrow.cols[0].width - narrow.row)).toBeLessThan(1);
      await context.close();
    });
  });
});
