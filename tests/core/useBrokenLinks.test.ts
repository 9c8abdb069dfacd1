import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A React page registering its anchors and links for Docusaurus's link checker (a setup page listing tools, each
 * with an anchor its script gives it in the browser): registered anchors are ones other pages may link to, and
 * registered links are checked as rendered ones are.
 */
describe('@docusaurus/useBrokenLinks', () => {
  const site = tempSite();
  let build: RunResult;

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Tools', onBrokenLinks: 'warn', onBrokenAnchors: 'throw' });\n");
    site.write('docs/index.md', '# Home\n\nSee [the tools](/setup), [webpack](/setup#webpack), [rollup](/setup#rollup) and [shared](/guide#shared-steps).\n');
    // A heading of Markdown a component renders, as sites share a section between pages: an anchor of the page it is in.
    site.write('docs/guide.mdx', "import Shared from '@site/src/components/Shared';\n\n# Guide\n\n<Shared />\n");
    site.write('src/components/Shared.jsx', "import Steps from './_steps.md';\n\nexport default function Shared() {\n  return <Steps />;\n}\n");
    site.write('src/components/_steps.md', '## Shared steps\n\nDo this.\n');
    site.write(
      'src/pages/setup.tsx',
      [
        "import Layout from '@theme/Layout';",
        "import useBrokenLinks from '@docusaurus/useBrokenLinks';",
        '',
        'function Tool({ name }: { name: string }) {',
        '  useBrokenLinks().collectAnchor(name);',
        '  useBrokenLinks().collectLink(`/tools/${name}`);',
        '  return <h2 data-anchor={name}>{name}</h2>;',
        '}',
        '',
        'export default function Setup() {',
        '  return (',
        '    <Layout title="Setup">',
        '      {["webpack", "rollup"].map((name) => <Tool key={name} name={name} />)}',
        '    </Layout>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 30_000);
  afterAll(() => site.cleanup());

  it('builds a React page that calls it, which renders as written', () => {
    expect(build.code, build.stderr).toBe(0);
    const html = site.read('build/setup/index.html');
    expect(html).toContain('<h2 data-anchor="webpack">webpack</h2>');
    expect(html).toContain('<h2 data-anchor="rollup">rollup</h2>');
  });

  it("takes the anchors it registers as the page's, so links to them are not broken, nor to headings a Markdown page's component renders", () => {
    expect(build.stderr).not.toContain('Broken anchor');
    expect(site.read('build/guide/index.html')).toContain('id="shared-steps"');
  });

  it('checks the links it registers as it checks the links it renders', () => {
    const broken = build.stderr.split('\n').filter((line) => line.includes('Broken link'));
    // Made in the page's code (`/tools/${name}`), they are at the page's file.
    expect(broken).toEqual([
      expect.stringMatching(/^warning \S+src\/pages\/setup\.tsx {2}Broken link: \/tools\/webpack \(no page at \/tools\/webpack\/\)/),
      expect.stringMatching(/^warning \S+src\/pages\/setup\.tsx {2}Broken link: \/tools\/rollup \(no page at \/tools\/rollup\/\)/),
    ]);
  });
});
