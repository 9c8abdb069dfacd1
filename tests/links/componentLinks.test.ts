import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A guide whose components take URLs as props: one makes a GitHub URL of a file path (as React Native's
 * `<RNTemplateRepoLink href="template/package.json">` does), one passes its `href` to a Link, the theme's Card,
 * and Docusaurus's Link itself.
 */
function writeSite(site: ReturnType<typeof tempSite>, onBrokenLinks: 'throw' | 'warn') {
  site.write(
    'src/components/RepoLink.jsx',
    [
      "import Link from '@docusaurus/Link';",
      'export default function RepoLink({ href, children }) {',
      '  return <Link href={`https://github.com/example/template/blob/main/${href}`}>{children}</Link>;',
      '}',
      '',
    ].join('\n'),
  );
  site.write(
    'src/components/Tile.jsx',
    ["import Link from '@docusaurus/Link';", 'export default function Tile({ to, children }) {', '  return <Link to={to} className="tile">{children}</Link>;', '}', ''].join('\n'),
  );
  site.write(
    'docs/guide.mdx',
    [
      '---',
      'title: Guide',
      '---',
      '',
      "import Link from '@docusaurus/Link';",
      "import RepoLink from '@site/src/components/RepoLink';",
      "import Tile from '@site/src/components/Tile';",
      '',
      'The template keeps its packages in <RepoLink href="template/package.json">package.json</RepoLink>.',
      '',
      '<Tile to="/docs/missing-tile">A tile</Tile>',
      '',
      '<Card title="Setup" href="/docs/setup">Set up.</Card>',
      '',
      '<Card title="Gone" href="/docs/gone">Gone.</Card>',
      '',
      'Read <Link to="/docs/nowhere">this</Link> and <Link to="/docs/setup#install">that</Link>.',
      '',
    ].join('\n'),
  );
  site.write('docs/setup.md', '---\ntitle: Setup\n---\n\n## Install\n\nSteps.\n');
  site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'C', onBrokenLinks, content: [{ path: 'docs', routeBasePath: '/docs' }] })};\n`);
}

describe("URLs in components' props", () => {
  const sites: ReturnType<typeof tempSite>[] = [];
  afterAll(() => sites.forEach((s) => s.cleanup()));
  const siteFor = (onBrokenLinks: 'throw' | 'warn') => {
    const site = tempSite();
    sites.push(site);
    writeSite(site, onBrokenLinks);
    return site;
  };

  it('are checked where the component passes them to a Link, at the prop, and left alone where it makes another URL of them', async () => {
    const site = siteFor('throw');
    const result = await runDocsGenAsync(['build', site.dir]);
    expect(result.code).toBe(1);
    const broken = result.stderr.split('\n').filter((line) => line.includes('Broken link'));
    expect(broken).toHaveLength(3);
    expect(result.stderr).toMatch(/docs\/guide\.mdx:11:1 {2}Broken link: \/docs\/missing-tile \(no page at \/docs\/missing-tile\/?\)/);
    expect(result.stderr).toMatch(/docs\/guide\.mdx:15:1 {2}Broken link: \/docs\/gone \(no page at \/docs\/gone\/?\)/);
    expect(result.stderr).toMatch(/docs\/guide\.mdx:17:6 {2}Broken link: \/docs\/nowhere \(no page at \/docs\/nowhere\/?\)/);
    // The file path a component makes a GitHub URL of is no link of this site.
    expect(result.stderr).not.toContain('template/package.json');
    expect(result.stderr).not.toContain('/docs/setup');
    // `check` renders the pages as `build` does, and finds the same.
    const checked = await runDocsGenAsync(['check', site.dir]);
    expect(checked.code).toBe(1);
    expect(checked.stderr.split('\n').filter((line) => line.includes('Broken link'))).toEqual(broken);
  });

  it('are reported alike by a rebuild that takes the pages from the cache', async () => {
    const site = siteFor('warn');
    const first = await runDocsGenAsync(['build', site.dir]);
    expect(first.code, first.stderr).toBe(0);
    const again = await runDocsGenAsync(['build', site.dir]);
    expect(again.code, again.stderr).toBe(0);
    for (const result of [first, again]) {
      const output = result.stdout + result.stderr;
      expect(output.match(/Broken link/g)).toHaveLength(3);
      expect(output).toMatch(/docs\/guide\.mdx:11:1 {2}Broken link: \/docs\/missing-tile/);
      expect(output).not.toContain('template/package.json');
    }
    const html = site.read('build/docs/guide/index.html');
    expect(html).toContain('href="https://github.com/example/template/blob/main/template/package.json"');
  });
});

/**
 * Links written in a component's children, which the component may not render: a switch that shows the content of
 * one platform (Docusaurus renders only its choice on the server), or a tab not chosen. Docusaurus checks the links
 * pages render, so a broken link the switch leaves out fails nothing; docs-gen checked every link as written.
 */
describe("links in a component's children", () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('are checked where the page renders them: one left out is not, one to a Markdown file always is', async () => {
    site.write(
      'src/components/Platform.jsx',
      "import { Children } from 'react';\n\nexport default function Platform({ children }) {\n  return <div className=\"platform\">{Children.toArray(children)[0]}</div>;\n}\n",
    );
    site.write(
      'docs/guide.mdx',
      [
        "import Platform from '@site/src/components/Platform';",
        '',
        '# Guide',
        '',
        '<Platform>',
        '<div>',
        '',
        'On the web, see [setup](/docs/setup) and [the old page](/docs/web-gone).',
        '',
        '</div>',
        '<div>',
        '',
        'On mobile, see [the old page](/docs/mobile-gone).',
        '',
        '</div>',
        '</Platform>',
        '',
      ].join('\n'),
    );
    site.write('docs/setup.md', '# Setup\n\nSteps.\n');
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'C', content: [{ path: 'docs', routeBasePath: '/docs' }] })};\n`);
    const first = await runDocsGenAsync(['build', site.dir]);
    expect(first.code).toBe(1);
    // Rendered: reported where it is written. Not rendered: as in Docusaurus, not checked.
    expect(first.stderr).toMatch(/docs\/guide\.mdx:8:42 +Broken link: \/docs\/web-gone/);
    expect(first.stderr).not.toContain('mobile-gone');

    // A link to a Markdown file is checked as the page compiles, rendered or not; on a page without code, every link is rendered.
    site.write('docs/setup.md', '# Setup\n\nSteps, [also gone](/docs/static-gone).\n');
    site.write('docs/guide.mdx', site.read('docs/guide.mdx').replace('(/docs/web-gone)', '(/docs/setup)').replace('(/docs/mobile-gone)', '(./missing.md)'));
    const second = await runDocsGenAsync(['build', site.dir]);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/docs\/guide\.mdx:13:\d+ +Broken Markdown link: \.\/missing\.md/);
    expect(second.stderr).toMatch(/docs\/setup\.md:3:\d+ +Broken link: \/docs\/static-gone/);
  });
});
