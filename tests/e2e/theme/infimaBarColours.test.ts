import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

/**
 * Infima's navbar and footer variables, as a Docusaurus site's custom.css sets them: at the root for the light bar
 * and footer, and on `.navbar--dark` and `.footer--dark` for the dark ones, which keep their own colours against the
 * root values, as under Infima.
 */
describe.skipIf(!hasChromium())("Infima's navbar and footer colours", () => {
  const site = tempSite();
  let browser: Browser;
  let servers: Awaited<ReturnType<typeof serveStatic>>[] = [];
  const styles = ['light', 'dark'] as const;

  beforeAll(async () => {
    site.write('docs/index.md', '# Home\n');
    site.write(
      'src/css/custom.css',
      [
        ':root {',
        '  --ifm-navbar-background-color: rgb(1, 2, 3);',
        '  --ifm-navbar-link-color: rgb(4, 5, 6);',
        '  --ifm-footer-background-color: rgb(7, 8, 9);',
        '  --ifm-footer-color: rgb(10, 11, 12);',
        '  --ifm-footer-link-color: rgb(13, 14, 15);',
        '  --ifm-footer-title-color: rgb(16, 17, 18);',
        '}',
        '.navbar--dark { --ifm-navbar-background-color: rgb(101, 102, 103); }',
        '.footer--dark { --ifm-footer-background-color: rgb(107, 108, 109); }',
        '',
      ].join('\n'),
    );
    for (const style of styles) {
      site.write(
        'docs-gen.config.ts',
        [
          "import { defineConfig } from 'docs-gen';",
          '',
          'export default defineConfig({',
          `  title: 'Bars', outDir: 'out-${style}', customCss: './src/css/custom.css',`,
          `  navbar: { title: 'Bars'${style === 'dark' ? ", style: 'dark'" : ''}, items: [{ label: 'GitHub', href: 'https://github.com/example/site', position: 'right' }] },`,
          `  footer: { style: '${style}', links: [{ title: 'More', items: [{ label: 'Blog', href: 'https://blog.example.com' }] }], copyright: 'Acme' },`,
          '});',
          '',
        ].join('\n'),
      );
      const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(built.code, built.stderr).toBe(0);
    }
    [browser, ...servers] = await Promise.all([launchBrowser(), ...styles.map((style) => serveStatic(path.join(site.dir, `out-${style}`)))]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), ...servers.map((s) => s.close())]);
    site.cleanup();
  });

  const colours = async (style: (typeof styles)[number]) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    await page.goto(`${servers[styles.indexOf(style)].url}/`);
    const result = (await page.evaluate(`(() => {
      const style = (selector) => getComputedStyle(document.querySelector(selector));
      return {
        bar: style('.navbar').backgroundColor,
        barLink: style('.navbar-right .navbar-link').color,
        footer: style('footer.footer').backgroundColor,
        footerText: style('footer.footer').color,
        footerLink: style('.footer-link').color,
        footerTitle: style('.footer-title').color,
      };
    })()`)) as Record<string, string>;
    await page.close();
    return result;
  };

  it('draws the light navbar and footer in the root values', async () => {
    expect(await colours('light')).toEqual({
      bar: 'rgb(1, 2, 3)',
      barLink: 'rgb(4, 5, 6)',
      footer: 'rgb(7, 8, 9)',
      footerText: 'rgb(10, 11, 12)',
      footerLink: 'rgb(13, 14, 15)',
      footerTitle: 'rgb(16, 17, 18)',
    });
  });

  it('draws the dark ones in what .navbar--dark and .footer--dark set, and in their own colours otherwise', async () => {
    expect(await colours('dark')).toEqual({
      bar: 'rgb(101, 102, 103)',
      barLink: 'rgb(245, 246, 247)',
      footer: 'rgb(107, 108, 109)',
      footerText: 'rgb(213, 217, 222)',
      footerLink: 'rgb(213, 217, 222)',
      footerTitle: 'rgb(213, 217, 222)',
    });
  });
});
