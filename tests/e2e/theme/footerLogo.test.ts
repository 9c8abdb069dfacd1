import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

/**
 * Footer logos as Docusaurus sites name them: an SVG drawn by its viewBox alone (no size of its own, none in the
 * config), a small image with a size of its own, and one with a size in the config. Docusaurus caps a footer logo
 * at 10rem wide (Infima's --ifm-footer-logo-max-width): the viewBox-only SVG fills that width, an image with a size
 * of its own keeps it.
 */
describe.skipIf(!hasChromium())('footer logo', () => {
  const site = tempSite();
  let browser: Browser;
  let servers: Awaited<ReturnType<typeof serveStatic>>[] = [];
  const variants = {
    bare: "{ src: '/img/bare.svg', alt: 'Mark', href: 'https://acme.test' }",
    ownSize: "{ src: '/img/small.svg', alt: 'Mark' }",
    sized: "{ src: '/img/bare.svg', alt: 'Mark', width: 48, height: 24 }",
  };

  beforeAll(async () => {
    site.write('static/img/bare.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><rect width="100" height="50" fill="#c00"/></svg>\n');
    site.write('static/img/small.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 100 50"><rect width="100" height="50" fill="#c00"/></svg>\n');
    site.write('docs/index.md', '# Home\n');
    // One build per logo, each into its own folder.
    for (const [name, logo] of Object.entries(variants)) {
      site.write('docs-gen.config.ts', `import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Logo', outDir: 'out-${name}', footer: { style: 'dark', links: [], logo: ${logo}, copyright: 'Acme' } });\n`);
      const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(built.code, built.stderr).toBe(0);
    }
    [browser, ...servers] = await Promise.all([launchBrowser(), ...Object.keys(variants).map((name) => serveStatic(path.join(site.dir, `out-${name}`)))]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), ...servers.map((s) => s.close())]);
    site.cleanup();
  });

  const logoBox = async (variant: keyof typeof variants) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${servers[Object.keys(variants).indexOf(variant)].url}/`);
    const box = await page.locator('footer .footer-logo img').boundingBox();
    await page.close();
    return { width: box?.width, height: box?.height };
  };

  it('shows an SVG without a size 10rem wide, its height from its aspect ratio', async () => {
    expect(await logoBox('bare')).toEqual({ width: 160, height: 80 });
  });

  it('keeps the size of its own of an image without a size in the config', async () => {
    expect(await logoBox('ownSize')).toEqual({ width: 40, height: 20 });
  });

  it('shows a logo with a size in the config at that size', async () => {
    expect(await logoBox('sized')).toEqual({ width: 48, height: 24 });
  });
});
