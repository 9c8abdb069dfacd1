import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';
import { inPage, themeOf } from './fixtureSite.js';

/** The configured code themes (`codeThemes`) as Chromium draws them, in each colour mode. */
describe.skipIf(!hasChromium())('code themes in the browser', () => {
  const site = tempSite();
  const oneTheme = tempSite();
  let browser: Browser;
  let server: { url: string; close(): Promise<void> };
  let oneServer: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    site.write('docs/index.md', '# Code\n\n```js\nconst a = 1;\n```\n');
    site.write(
      'docs-gen.config.ts',
      "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({\n  title: 'T',\n  content: [{ path: 'docs', routeBasePath: '/' }],\n  codeThemes: { light: 'github-light', dark: 'dracula' },\n});\n",
    );
    // Docusaurus's `prism.theme: github` alone: GitHub's light theme in both modes.
    oneTheme.write('docs/index.md', '# Code\n\n```js\nconst a = 1;\n```\n');
    oneTheme.write(
      'docs-gen.config.ts',
      "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({\n  title: 'T',\n  content: [{ path: 'docs', routeBasePath: '/' }],\n  codeThemes: { light: 'github-light', dark: 'github-light' },\n});\n",
    );
    browser = await launchBrowser();
    server = await buildAndServe(site.dir);
    oneServer = await buildAndServe(oneTheme.dir);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close(), oneServer?.close()]);
    site.cleanup();
    oneTheme.cleanup();
  });

  async function keywordIn(mode: 'light' | 'dark', url = server.url): Promise<{ keyword: string; text: string; background: string }> {
    const context = await browser.newContext({ colorScheme: mode });
    await context.addInitScript(`localStorage.setItem('theme', '${mode}')`);
    const page = await context.newPage();
    await page.goto(`${url}/`);
    expect(await themeOf(page)).toBe(mode);
    const colours = await inPage<{ keyword: string; text: string; background: string }>(
      page,
      `(() => {
        const pre = document.querySelector('.code-block pre');
        const keyword = [...pre.querySelectorAll('span')].find((span) => span.textContent === 'const');
        return { keyword: getComputedStyle(keyword).color, text: getComputedStyle(pre).color, background: getComputedStyle(pre).backgroundColor };
      })()`,
    );
    await context.close();
    return colours;
  }

  it("shows the dark theme's colours in dark mode (Dracula's pink keyword) and the light theme's in light mode", async () => {
    const dark = await keywordIn('dark');
    expect(dark.keyword).toBe('rgb(255, 121, 198)');
    expect(dark.text).toBe('rgb(248, 248, 242)');
    const light = await keywordIn('light');
    // GitHub's #D73A49, which code.css darkens to #B31D28 for contrast.
    expect(light.keyword).toBe('rgb(179, 29, 40)');
    // docs-gen's own code backgrounds in both modes: each theme is of its mode's kind.
    expect(light.background).toBe('rgb(246, 248, 250)');
    expect(dark.background).toBe('rgb(26, 29, 33)');
  });

  it("gives a light theme shown in dark mode its own background, on which its colours are made to be read", async () => {
    const dark = await keywordIn('dark', oneServer.url);
    expect(dark.background).toBe('rgb(255, 255, 255)');
    expect(dark.text).toBe('rgb(36, 41, 46)');
    expect((await keywordIn('light', oneServer.url)).background).toBe('rgb(246, 248, 250)');
  });
});
