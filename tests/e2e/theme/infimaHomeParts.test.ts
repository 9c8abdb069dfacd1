import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildAndServe, hasChromium, launchBrowser } from '../../helpers/browser.js';
import { tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';

/**
 * Infima's buttons, grid and spacing as a home page writes them:
 * - A row of large buttons, in groups that share a wrapping flex row (`flex: 1` each): Infima's button keeps its
 *   label on one line and centred, so a group too wide for half the row goes to a row of its own and its buttons
 *   stay one line high. The theme's button let the label wrap, so the groups squeezed side by side with
 *   two-line, left-aligned labels.
 * - A section that makes its primary colour white sets `--ifm-button-color` to keep its buttons' labels dark;
 *   the theme's label stayed white (white on white). A secondary button is `--ifm-color-secondary`, the site's
 *   grey; the theme drew its own lighter one.
 * - A site's container padded by `--ifm-spacing-horizontal` reads Infima's 1rem: the theme set it to 2rem, its
 *   content area's padding, so the site's sections were indented twice as far as under Docusaurus.
 * - Headings of the page's own sections have Infima's margins (none above, 1rem below), line height (1.25) and
 *   sizes, and its paragraphs Infima's margins (none above, 1.25rem below): the theme left them to the browser
 *   (0.83em above and below an h2, an h3 of 1.17rem, body line height; 1em above and below a paragraph), and its
 *   hero's title and subtitle spacing of its own.
 * - The site's `.row` with a gap instead of gutters narrows its columns by `max-width: calc(var(--ifm-col-width)
 *   - gap)`: the theme's grid kept the width in a variable of another name, so the rule had no value and three
 *   `col--4` columns plus their gaps did not fit in one row.
 */
describe.skipIf(!hasChromium())("Infima's buttons, grid and spacing on a home page", () => {
  const site = tempSite();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof buildAndServe>>;
  let page: Page;

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Buttons', customCss: './src/css/custom.css' });\n");
    site.write(
      'src/css/custom.css',
      [
        '.actions { width: 900px; display: flex; flex-wrap: wrap; gap: 16px; }',
        '.pair { flex: 1; display: flex; gap: 16px; }',
        '.pair > * { flex: 1; }',
        ':root { --ifm-color-secondary: rgb(221, 221, 221); }',
        '.light-section { --ifm-color-primary: white; --ifm-button-color: black; }',
        '.gapped { gap: 16px; margin: 0; }',
        '.gapped .col.col { padding: 0; max-width: calc(var(--ifm-col-width) - 16px); }',
        '.narrow { max-width: 800px; margin: 0 auto; padding: 0 var(--ifm-spacing-horizontal); }',
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
        '        <div className="pair" id="second"><a className="button button--secondary button--lg" id="secondary" href="/docs/">Upgrade an old project</a><a className="button button--secondary button--lg" href="/docs/">Support the project</a></div>',
        '      </div>',
        '      <header className="hero"><div className="container"><h1 className="hero__title" id="hero-title">Project</h1><p className="hero__subtitle" id="hero-subtitle">What it does</p></div></header>',
        '      <div className="narrow" id="narrow"><h2 id="section-title">Define models</h2><h3 id="feature-title">Associations</h3><p id="feature-text">Narrow</p></div>',
        '      <section className="light-section"><a className="button button--primary" id="light" href="/docs/">Begin</a></section>',
        '      <div className="container"><div className="row gapped">',
        '        <div className="col col--4 feature">One</div><div className="col col--4 feature">Two</div><div className="col col--4 feature">Three</div>',
        '      </div></div>',
        '    </Layout>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    site.write('docs/intro.md', '# Docs\n');
    [browser, server] = await Promise.all([launchBrowser(), buildAndServe(site.dir)]);
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

  it("draws a button's label in the section's --ifm-button-color, and a secondary button in --ifm-color-secondary", async () => {
    const style = (id: string) => inPage<{ color: string; background: string }>(page, `(() => { const s = getComputedStyle(document.getElementById(${JSON.stringify(id)})); return { color: s.color, background: s.backgroundColor }; })()`);
    expect(await style('light')).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
    expect((await style('secondary')).background).toBe('rgb(221, 221, 221)');
  });

  it("lays three col--4 columns in one row when the site's rule narrows them by --ifm-col-width", async () => {
    const tops = await inPage<number[]>(page, "[...document.querySelectorAll('.feature')].map((el) => Math.round(el.getBoundingClientRect().top))");
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
  });

  it("pads a site's container by Infima's --ifm-spacing-horizontal, and a guide's content area by twice it", async () => {
    expect(await inPage<string>(page, "getComputedStyle(document.getElementById('narrow')).paddingLeft")).toBe('16px');
    const guide = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await guide.goto(`${server.url}/docs/intro/`);
    expect(await inPage<string>(guide, "getComputedStyle(document.querySelector('.main')).paddingLeft")).toBe('32px');
    await guide.close();
  });

  it("gives a page's own headings Infima's margins, line height and sizes, and its paragraphs Infima's margins", async () => {
    const heading = (id: string) => inPage<string[]>(page, `(() => { const s = getComputedStyle(document.getElementById(${JSON.stringify(id)})); return [s.marginTop, s.marginBottom, s.lineHeight, s.fontSize]; })()`);
    expect(await heading('section-title')).toEqual(['0px', '16px', '30px', '24px']);
    expect(await heading('feature-title')).toEqual(['0px', '16px', '25px', '20px']);
    expect((await heading('feature-text')).slice(0, 2)).toEqual(['0px', '20px']);
    // The hero's title and subtitle: Infima sets their size, and its heading and paragraph rules their spacing.
    expect(await heading('hero-title')).toEqual(['0px', '16px', '60px', '48px']);
    expect((await heading('hero-subtitle')).slice(0, 2)).toEqual(['0px', '20px']);
  });
});
