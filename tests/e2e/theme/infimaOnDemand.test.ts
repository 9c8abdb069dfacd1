import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { classesWritten, readOnDemandSheet } from '../../../src/emit/onDemandCss.js';
import { hasChromium, launchBrowser, serveStatic } from '../../helpers/browser.js';
import { requireBuiltSite } from '../../helpers/builtSite.js';
import { buildSites, linkedStylesheet, repoRoot, tempSite } from '../../helpers/site.js';
import { inPage } from './fixtureSite.js';

/**
 * Infima's classes beyond its grid (badges, alerts, avatars, the grid's sizes, spacing and text utilities, …) are in
 * a site's stylesheet when the site writes them, in its pages, its code or its config, and only then: Metro's home
 * page wrote `margin-horiz--sm` between its buttons, which touched, and a site that writes none pays nothing.
 */
describe("Infima's classes, as a site writes them", () => {
  const site = tempSite();
  const plain = tempSite();

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Infima', customCss: './src/css/custom.css' });\n");
    site.write('src/css/custom.css', '.badge--primary { color: rgb(1, 2, 3); }\n');
    site.write(
      'src/pages/index.js',
      [
        "import Layout from '@theme/Layout';",
        "import Feature from '../components/Feature';",
        '',
        'export default function Home() {',
        '  return (',
        '    <Layout title="Home">',
        '      <span className="badge badge--primary" id="badge">New</span>',
        '      <div className="row">{[1, 2, 3].map((n) => <Feature key={n} n={n} />)}</div>',
        '      <div className="row">{[1, 2, 3].map((n) => <div className="col" key={n} id={`plain-${n}`}>Column {n}</div>)}</div>',
        '    </Layout>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    site.write(
      'src/components/Feature.js',
      ["export default function Feature({ n }) {", '  const size = 4;', '  return <div className={`col col--${size} margin-top--lg`} id={`feature-${n}`}>Feature {n}</div>;', '}', ''].join('\n'),
    );
    site.write(
      'docs/intro.mdx',
      ['# Intro', '', 'A hero of prose: its shadow, text and badge words write no class.', '', '<div className="alert alert--info" id="alert">Heads up.</div>', ''].join('\n'),
    );
    plain.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Plain' });\n");
    plain.write('docs/index.md', '# Plain\n\nA hero, a badge and an alert, in words only; some text with a shadow.\n');
    await buildSites(site, plain);
  }, 60_000);
  afterAll(() => {
    site.cleanup();
    plain.cleanup();
  });

  it('gives a site the rules of the classes its pages and code write, a class built from a prefix included', () => {
    const css = linkedStylesheet(site.dir);
    for (const rule of ['.badge{', '.badge--primary{', '.margin-top--lg{', '.col--4{', '.alert--info{']) expect(css).toContain(rule);
    // `col--${size}` may be any of the grid's sizes.
    expect(css).toContain('.col--12{');
    for (const rule of ['.hero{', '.shadow--md{', '.margin-bottom--xl{', '.text--truncate{', '.avatar{']) expect(css).not.toContain(rule);
  });

  it("puts them before the site's own CSS, which restyles them", () => {
    const css = linkedStylesheet(site.dir);
    expect(css.indexOf('.badge--primary{')).toBeGreaterThan(-1);
    expect(css.indexOf('.badge--primary{')).toBeLessThan(css.lastIndexOf('.badge--primary{color:'));
    expect(css.lastIndexOf('.badge--primary{color:')).toBe(css.indexOf('.badge--primary{color:#010203}'));
  });

  it('gives a site that writes none of them none, whatever its prose says', () => {
    const css = linkedStylesheet(plain.dir);
    for (const rule of ['.badge', '.alert--', '.hero', '.shadow--', '.margin-', '.padding-', '.text--', '.col--', '.avatar']) expect(css).not.toContain(rule);
  });

  it("reads a class built from a prefix as every class of it, and a class's stem inside another class as none", () => {
    const sheet = readOnDemandSheet(fs.readFileSync(path.join(repoRoot, 'dist', 'infima-on-demand.css'), 'utf8'));
    expect(sheet.names.size).toBeGreaterThan(150);
    const written = classesWritten(sheet, ["className={'margin-' + side + '--lg'}", 'className={`cli-badge${x}`} className="text--center"']);
    expect(written.has('margin-top--lg') && written.has('margin-left--sm') && written.has('text--center')).toBe(true);
    expect([...written].some((name) => name.startsWith('badge') || name.startsWith('padding'))).toBe(false);
  });

  it("leaves none of them out of a page of the theme's own: the OGC site's markup writes none", () => {
    const sheet = readOnDemandSheet(fs.readFileSync(path.join(repoRoot, 'dist', 'infima-on-demand.css'), 'utf8'));
    const out = requireBuiltSite();
    const classes = new Set<string>();
    for (const entry of fs.readdirSync(out, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      for (const [, list] of fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8').matchAll(/ class="([^"]*)"/g)) for (const name of list.split(/\s+/)) classes.add(name);
    }
    expect(classes.size).toBeGreaterThan(100);
    // `col`, which the site writes, is in the grid every page has; here it only stacks the grid's sizes on a phone.
    expect([...classes].filter((name) => sheet.names.has(name) && name !== 'col')).toEqual([]);
  });

  describe.skipIf(!hasChromium())('in Chromium', () => {
    let browser: Browser;
    let server: Awaited<ReturnType<typeof serveStatic>>;
    let page: Page;

    beforeAll(async () => {
      [browser, server] = await Promise.all([launchBrowser(), serveStatic(path.join(site.dir, 'build'))]);
      page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    });
    afterAll(async () => {
      await Promise.all([browser?.close(), server?.close()]);
    });

    const style = (id: string, props: string[]) =>
      inPage<Record<string, string>>(page, `(() => { const s = getComputedStyle(document.getElementById(${JSON.stringify(id)})); return Object.fromEntries(${JSON.stringify(props)}.map((p) => [p, s.getPropertyValue(p)])); })()`);

    it('draws a badge, spaced columns side by side, and an alert, as Infima does', async () => {
      await page.goto(`${server.url}/`);
      expect(await style('badge', ['color', 'display'])).toEqual({ color: 'rgb(1, 2, 3)', display: 'inline-block' });
      const first = await style('feature-1', ['margin-top', 'max-width']);
      expect(first['margin-top']).toBe('32px');
      for (const prefix of ['feature-', 'plain-']) {
        const boxes = await inPage<number[]>(page, `[1, 2, 3].map((n) => document.getElementById('${prefix}' + n).getBoundingClientRect().top)`);
        expect(new Set(boxes).size).toBe(1);
      }
      await page.goto(`${server.url}/intro/`);
      expect(await style('alert', ['background-color', 'border-left-width'])).toEqual({ 'background-color': 'rgb(238, 249, 253)', 'border-left-width': '5px' });
    });

    it('stacks the columns on a phone, plain ones (a footer\'s, of no size) too', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${server.url}/`);
      for (const prefix of ['feature-', 'plain-']) {
        const boxes = await inPage<number[]>(page, `[1, 2, 3].map((n) => document.getElementById('${prefix}' + n).getBoundingClientRect().top)`);
        expect(boxes[1]).toBeGreaterThan(boxes[0]);
        expect(boxes[2]).toBeGreaterThan(boxes[1]);
      }
    });
  });
});
