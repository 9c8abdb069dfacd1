import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import path from 'node:path';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';

/**
 * A React page (`src/pages/index.js`, a Docusaurus home page) lays itself out across the window, as Docusaurus's
 * `main-wrapper` holds it: its hero band reaches both edges. It was held in the docs' text column (60rem, centred,
 * padded), so a home page's full-width bands got margins. A Markdown page of `src/pages` keeps the column.
 */
describe.skipIf(!hasChromium())('a React page’s width', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  const site = tempSite();

  beforeAll(async () => {
    site.write('docs/intro.md', '# Intro\n\nText.\n');
    site.write(
      'src/pages/index.js',
      "import Layout from '@theme/Layout';\n\nexport default function Home() {\n  return <Layout title=\"Home\"><header className=\"hero\"><h1>Home</h1></header><p>Below.</p></Layout>;\n}\n",
    );
    site.write('src/pages/about.md', '# About\n\nA Markdown page of its own.\n');
    const [launched, built] = await Promise.all([launchBrowser(), runDocsGenAsync(['build', site.dir, '--quiet'])]);
    browser = launched;
    if (built.code !== 0) throw new Error(built.stderr);
    server = await serveStatic(path.join(site.dir, 'build'));
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  /** The left edge and width of the element `selector` finds, and the window's width. */
  async function box(route: string, selector: string, width: number): Promise<{ left: number; width: number; window: number }> {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(server.url + route);
    const found = await inPage<{ left: number; width: number; window: number }>(
      page,
      `(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return { left: r.left, width: r.width, window: document.documentElement.clientWidth }; })()`,
    );
    await page.close();
    return found;
  }

  it('spans the window on a desktop and on a phone', async () => {
    for (const width of [1440, 390]) {
      const hero = await box('/', 'header.hero', width);
      expect(hero.left).toBe(0);
      expect(hero.width).toBe(hero.window);
    }
  });

  it('leaves a Markdown page of src/pages in the text column', async () => {
    const article = await box('/about/', 'article.markdown', 1440);
    expect(article.left).toBeGreaterThan(100);
    expect(article.width).toBeLessThanOrEqual(960);
  });
});
