import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';

/**
 * A home page's row of large buttons, in groups that share a wrapping flex row (`flex: 1` each): Infima's button
 * keeps its label on one line and centred, so a group too wide for half the row goes to a row of its own and
 * its buttons stay one line high. The theme's button let the label wrap, so the groups squeezed side by side
 * with two-line, left-aligned labels.
 */
describe.skipIf(!hasChromium())("Infima's buttons in a wrapping row", () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let page: Page;

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Buttons', customCss: './src/css/custom.css' });\n");
    site.write(
      'src/css/custom.css',
      [
        '.actions { width: 900px; display: flex; flex-wrap: wrap; gap: 16px; }',
        '.pair { flex: 1; display: flex; gap: 16px; }',
        '.pair > * { flex: 1; }',
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
        '      <div className="actions">',
        '        <div className="pair" id="first"><a className="button button--primary button--lg" id="start" href="/docs/">Start with the tutorial</a><a className="button button--secondary button--lg" href="/docs/">Read the reference</a></div>',
        '        <div className="pair" id="second"><a className="button button--secondary button--lg" href="/docs/">Upgrade an old project</a><a className="button button--secondary button--lg" href="/docs/">Support the project</a></div>',
        '      </div>',
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

  it('keeps each label on one line, centred', async () => {
    const start = await inPage<{ align: string; wrap: string; lines: number }>(
      page,
      "(() => { const el = document.getElementById('start'); const s = getComputedStyle(el); const range = document.createRange(); range.selectNodeContents(el); const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top))); return { align: s.textAlign, wrap: s.whiteSpace, lines: tops.size }; })()",
    );
    expect(start).toEqual({ align: 'center', wrap: 'nowrap', lines: 1 });
  });

  it('puts a group that does not fit beside the other on a row of its own', async () => {
    const rows = await inPage<{ firstBottom: number; secondTop: number }>(
      page,
      "(() => ({ firstBottom: document.getElementById('first').getBoundingClientRect().bottom, secondTop: document.getElementById('second').getBoundingClientRect().top }))()",
    );
    expect(rows.secondTop).toBeGreaterThan(rows.firstBottom);
  });
});
