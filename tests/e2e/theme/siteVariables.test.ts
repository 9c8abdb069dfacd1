import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { buildSites, tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';

/**
 * A Docusaurus site's stylesheet names variables of its own, and short names are common (`--text`, `--bg`,
 * `--border`). The theme's tokens had those very names, so a site's `:root { --text: #1a1a1a }`, meant for its own
 * rules, became the theme's text colour, dark mode included: dark text on a dark page. Infima's variables
 * (`--ifm-*`) still restyle the theme.
 */
describe.skipIf(!hasChromium())("a site's own CSS variables", () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  const site = tempSite();

  beforeAll(async () => {
    site.write('docs/intro.md', '# Intro\n\nText of the page.\n');
    site.write(
      'src/css/custom.css',
      ':root { --text: rgb(26, 26, 26); --bg: rgb(255, 0, 0); --border: rgb(0, 255, 0); --ifm-font-color-base: rgb(10, 20, 30); }\n' +
        "[data-theme='dark'] { --ifm-font-color-base: rgb(230, 232, 235); }\n.own { color: var(--text); }\n",
    );
    site.write('docs-gen.config.ts', "export default { title: 'Vars', customCss: 'src/css/custom.css' };\n");
    await buildSites(site);
    [browser, server] = await Promise.all([launchBrowser(), serveStatic(path.join(site.dir, 'build'))]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  async function colours(mode: 'light' | 'dark') {
    const context = await browser.newContext({ colorScheme: mode, viewport: { width: 1280, height: 800 } });
    await context.addInitScript(`localStorage.setItem('theme', '${mode}')`);
    const page = await context.newPage();
    await page.goto(`${server.url}/intro/`);
    const found = await inPage<{ mode: string; text: string; background: string }>(
      page,
      "({ mode: document.documentElement.dataset.theme, text: getComputedStyle(document.querySelector('.markdown p')).color, background: getComputedStyle(document.body).backgroundColor })",
    );
    await context.close();
    return found;
  }

  it("draws the theme with Infima's variables, not with the site's own of the same short names", async () => {
    const light = await colours('light');
    expect(light).toMatchObject({ mode: 'light', text: 'rgb(10, 20, 30)' });
    expect(light.background).not.toBe('rgb(255, 0, 0)');
    expect(await colours('dark')).toMatchObject({ mode: 'dark', text: 'rgb(230, 232, 235)' });
  });
});
