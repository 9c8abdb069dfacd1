import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';

/**
 * Infima's hero and button colours, as a Docusaurus home page sets them: `hero--primary` and `hero--dark`, a hero of
 * the site's own through `--ifm-hero-background-color` and `--ifm-hero-text-color`, and a section's own
 * `--ifm-color-primary` on the buttons inside it. The theme drew every hero light grey and every button in the
 * root's primary colour.
 */
describe.skipIf(!hasChromium())("Infima's hero and button colours", () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let page: Page;

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Heroes', customCss: './src/css/custom.css' });\n");
    site.write(
      'src/css/custom.css',
      [
        ':root { --ifm-color-primary: rgb(10, 20, 30); }',
        '.own-hero { --ifm-hero-background-color: rgb(26, 43, 52); --ifm-hero-text-color: rgb(255, 255, 255); }',
        '.brand { --ifm-color-primary: rgb(248, 188, 69); }',
        '',
      ].join('\n'),
    );
    site.write(
      'src/pages/index.js',
      [
        "import Layout from '@theme/Layout';",
        '',
        'export default function Home() {',
        '  return (',
        '    <Layout title="Home">',
        '      <header className="hero hero--primary" id="primary"><h1 className="hero__title">Primary</h1></header>',
        '      <header className="hero hero--dark" id="dark">Dark</header>',
        '      <header className="hero own-hero" id="own">Own</header>',
        '      <header className="hero" id="plain">Plain</header>',
        '      <div className="brand"><a className="button button--primary" id="branded" href="/docs/">Try</a> <a className="button button--outline button--primary" id="outline" href="/docs/">Learn</a></div>',
        '      <a className="button button--primary" id="root" href="/docs/">Start</a>',
        '    </Layout>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    site.write('docs/intro.md', '# Docs\n');
    const [launched, built] = await Promise.all([launchBrowser(), runDocsGenAsync(['build', site.dir, '--quiet'])]);
    browser = launched;
    if (built.code !== 0) throw new Error(built.stderr);
    server = await serveStatic(path.join(site.dir, 'build'));
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/`);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  const colours = (id: string) =>
    inPage<{ background: string; color: string }>(page, `(() => { const s = getComputedStyle(document.getElementById(${JSON.stringify(id)})); return { background: s.backgroundColor, color: s.color }; })()`);

  it('draws hero--primary in the primary colour and hero--dark in Infima’s dark grey, both with light text', async () => {
    expect(await colours('primary')).toEqual({ background: 'rgb(10, 20, 30)', color: 'rgb(255, 255, 255)' });
    expect(await colours('dark')).toEqual({ background: 'rgb(48, 56, 70)', color: 'rgb(255, 255, 255)' });
  });

  it('draws a hero of the site’s own in the colours its variables set, and a plain hero on the surface colour', async () => {
    expect(await colours('own')).toEqual({ background: 'rgb(26, 43, 52)', color: 'rgb(255, 255, 255)' });
    // Infima's surface colour: the page's background in light mode, as a Docusaurus home page's plain hero is.
    expect((await colours('plain')).background).toBe('rgb(255, 255, 255)');
  });

  it('colours a button by the primary colour of the section it is in', async () => {
    expect((await colours('branded')).background).toBe('rgb(248, 188, 69)');
    expect((await colours('root')).background).toBe('rgb(10, 20, 30)');
  });

  it('draws an outline button in that colour, and fills it with it on hover', async () => {
    expect(await colours('outline')).toEqual({ background: 'rgba(0, 0, 0, 0)', color: 'rgb(248, 188, 69)' });
    await page.hover('#outline');
    expect(await colours('outline')).toEqual({ background: 'rgb(248, 188, 69)', color: 'rgb(255, 255, 255)' });
    await page.mouse.move(0, 0);
  });
});
