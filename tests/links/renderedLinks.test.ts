import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/** A React page with two sections and a link of its own, and a guide linking to the page's sections. */
function writeSite(site: ReturnType<typeof tempSite>, reactLink: string, extra = '') {
  site.write(
    'docs/guide.md',
    '---\ntitle: Guide\n---\n\nSee [the features](/landing/#features) and\n[the pricing](/landing/#pricing-plans).\n',
  );
  site.write(
    'src/pages/landing.js',
    [
      "import Link from '@docusaurus/Link';",
      "import Layout from '@theme/Layout';",
      '',
      'export default function Landing() {',
      '  return (',
      '    <Layout title="Landing">',
      '      <section id="features">',
      `        <Link to="${reactLink}">Read the guide</Link>`,
      '      </section>',
      '      <section id="pricing">Prices.</section>',
      ...(extra ? [extra] : []),
      '    </Layout>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'R', content: [{ path: 'docs', routeBasePath: '/docs' }] })};\n`);
}

describe('links known once pages are rendered', () => {
  const sites: ReturnType<typeof tempSite>[] = [];
  afterAll(() => sites.forEach((s) => s.cleanup()));
  const build = async (reactLink: string, extra?: string) => {
    const site = tempSite();
    sites.push(site);
    writeSite(site, reactLink, extra);
    const result = await runDocsGenAsync(['build', site.dir]);
    return Object.assign(result, { site });
  };

  it("checks links to a React page's #anchors against the ids it rendered", async () => {
    const result = await build('/docs/guide/#see');
    expect(result.code, result.stderr).toBe(0);
    const output = result.stdout + result.stderr;
    expect(output).not.toContain('#features');
    expect(output).toMatch(/docs\/guide\.md:6:1 {2}Broken anchor: \/landing\/#pricing-plans \(\/landing\/ has no heading #pricing-plans\)/);
    // A React page's own anchor links are checked too, against the headings of the page they name.
    expect(output).toMatch(/src\/pages\/landing\.js:8:\d+ {2}Broken anchor: \/docs\/guide\/#see/);
  });

  it("fails on a React page's broken link, at the line that writes it", async () => {
    const result = await build('/docs/gide');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/src\/pages\/landing\.js:8:\d+ {2}Broken link: \/docs\/gide\/? \(no page at \/docs\/gide\/\)/);
    expect(result.stderr).toContain('Nearest existing route: /docs/guide/');
  });

  it("leaves a React page's plain <a> links and pathname:// Links unchecked, as Docusaurus checks only its Links", async () => {
    const result = await build('/docs/guide/', '      <a href="/served-beside/">Elsewhere</a> <Link to="pathname:///files/report.pdf">Report</Link>');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).not.toMatch(/Broken link/);
    const html = result.site.read('build/landing/index.html');
    expect(html).toContain('<a href="/served-beside/">Elsewhere</a>');
    expect(html).toContain('<a href="/files/report.pdf" target="_blank" rel="noopener noreferrer">Report</a>');
  });
});

describe("Markdown links rendered by the site's own `a`", () => {
  const sites: ReturnType<typeof tempSite>[] = [];
  afterAll(() => sites.forEach((s) => s.cleanup()));
  /** A guide with a link the site's `a` sends to another domain and a broken one; `rewrites`: the site's MDXComponents has that `a`. */
  const build = async (guide: string, rewrites: boolean) => {
    const site = tempSite();
    sites.push(site);
    site.write('docs/guide.md', `---\ntitle: Guide\n---\n\nIntro.\n\n${guide}\n`);
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'R', content: [{ path: 'docs', routeBasePath: '/docs' }] })};\n`);
    if (rewrites) {
      site.write(
        'src/theme/MDXComponents.js',
        [
          "import MDXComponents from '@theme-original/MDXComponents';",
          "import Link from '@docusaurus/Link';",
          '',
          'function A({ href, ...props }) {',
          "  if (href.startsWith('/enterprise/')) return <a href={`https://example.com${href}`} {...props} />;",
          '  return <Link href={href} {...props} />;',
          '}',
          '',
          'export default { ...MDXComponents, a: A };',
          '',
        ].join('\n'),
      );
    }
    const result = await runDocsGenAsync(['build', site.dir]);
    return Object.assign(result, { site });
  };

  it('checks them as rendered: a link sent to another domain passes', async () => {
    const result = await build('See [x](/enterprise/).', true);
    expect(result.code, result.stderr).toBe(0);
    expect(result.site.read('build/docs/guide/index.html')).toContain('href="https://example.com/enterprise/"');
  });

  it('still fails on a broken internal link, at the line of the page that writes it', async () => {
    const result = await build('See [x](/enterprise/).\n\nAnd [y](/nope/).', true);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs\/guide\.md:9:\d+ {2}Broken link: \/nope\/ \(no page at \/nope\/\)/);
    expect(result.stderr).not.toContain('/enterprise/');
  });

  it('checks them at the source without such an `a`', async () => {
    const result = await build('See [x](/enterprise/).', false);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs\/guide\.md:7:\d+ {2}Broken link: \/enterprise\/ \(no page at \/enterprise\/\)/);
  });
});
