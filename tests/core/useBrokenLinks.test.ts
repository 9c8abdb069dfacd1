import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A React page registering its anchors for Docusaurus's link checker (a setup page listing tools, each with its
 * own heading id): the build failed with 'Unsupported import "@docusaurus/useBrokenLinks"'.
 */
describe('@docusaurus/useBrokenLinks', () => {
  const site = tempSite();
  let build: RunResult;

  beforeAll(async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Tools' });\n");
    site.write('docs/index.md', '# Home\n\nSee [the tools](/setup).\n');
    site.write(
      'src/pages/setup.tsx',
      [
        "import Layout from '@theme/Layout';",
        "import useBrokenLinks from '@docusaurus/useBrokenLinks';",
        '',
        'function Tool({ name }: { name: string }) {',
        '  useBrokenLinks().collectAnchor(name);',
        '  useBrokenLinks().collectLink(`/tools/${name}`);',
        '  return <h2 id={name}>{name}</h2>;',
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
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = site.read('build/setup/index.html');
    expect(html).toContain('<h2 id="webpack">webpack</h2>');
    expect(html).toContain('<h2 id="rollup">rollup</h2>');
  });
});
