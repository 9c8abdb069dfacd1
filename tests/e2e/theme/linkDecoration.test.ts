import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { buildSites, tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';

/**
 * Links a site's components style with a class of their own (a home page's buttons as `<a className>`, a list of
 * posts) are drawn as Infima draws links, not underlined until hovered, as under Docusaurus: the browser's own
 * underline ran under a button's label. A link in running text keeps its underline, and a site's rule for a
 * class decides over both.
 */
describe.skipIf(!hasChromium())('underlines of links', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let page: Page;
  const site = tempSite();

  beforeAll(async () => {
    site.write('docs/intro.md', '# Intro\n\nRead [the guide](/intro/) first.\n');
    site.write('src/css/custom.css', '.underlined { text-decoration: underline; }\n.cta { padding: 0.5rem; }\n');
    site.write('docs-gen.config.ts', "export default { title: 'Links', customCss: 'src/css/custom.css' };\n");
    const links = '<a className="cta" href="/intro/">Get started</a><a className="cta underlined" href="/intro/">Underlined by the site</a>';
    site.write(
      'src/pages/index.js',
      `import Layout from '@theme/Layout';\n\nexport default function Home() {\n  return <Layout title="Home">${links}<p>Some text with <a href="/intro/">a plain link</a> in it.</p></Layout>;\n}\n`,
    );
    await buildSites(site);
    [browser, server] = await Promise.all([launchBrowser(), serveStatic(path.join(site.dir, 'build'))]);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/`);
  });
  afterAll(async () => {
    await page?.close();
    await Promise.all([browser?.close(), server?.close()]);
    site.cleanup();
  });

  const decoration = (selector: string) => inPage<string>(page, `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).textDecorationLine`);

  it('leaves a link with a class of its own without an underline until it is hovered', async () => {
    expect(await decoration('a.cta')).toBe('none');
    await page.hover('a.cta');
    expect(await decoration('a.cta')).toBe('underline');
  });

  it("underlines a link in running text, and a classed link the site's rule underlines", async () => {
    expect(await decoration('main p a')).toBe('underline');
    expect(await decoration('a.underlined')).toBe('underline');
  });
});
