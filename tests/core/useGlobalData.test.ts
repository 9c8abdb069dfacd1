import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * React pages reading plugin data with `@docusaurus/useGlobalData` (a download page reading the latest version a
 * site's own plugin fetched): the build failed with 'Unsupported import "@docusaurus/useGlobalData"', whether
 * the page could do without the data or not. The docs plugin's data is there, as sites' theme overrides read it
 * (it was `{}`, and `useGlobalData()['docusaurus-plugin-content-docs'].default` threw).
 */
describe('@docusaurus/useGlobalData', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  const write = (failfast: boolean) => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Data', baseUrl: '/base/', content: [{ path: 'docs', routeBasePath: '/docs' }] });\n");
    site.write('docs/index.md', '# Home\n');
    site.write('docs/setup.md', '# Setup\n');
    site.write(
      'src/pages/download.tsx',
      [
        "import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';",
        '',
        'export default function Download() {',
        `  const release = usePluginData('releases-plugin', 'default'${failfast ? ', { failfast: true }' : ''}) as { version?: string } | undefined;`,
        '  const plugins = Object.keys(useGlobalData()).join(",");',
        "  const docs = usePluginData('docusaurus-plugin-content-docs') as { path: string; versions: { name: string; isLast: boolean; path: string; mainDocId: string; docs: { id: string; path: string }[] }[] };",
        '  const [current] = docs.versions;',
        '  return (',
        '    <>',
        '      <p>Latest: {release?.version ?? "see the releases page"} ({plugins})</p>',
        '      <p className="docs">{`${docs.path} ${current.name} ${current.isLast} ${current.path} ${current.mainDocId} ${current.docs.map((d) => `${d.id}=${d.path}`).join(" ")}`}</p>',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  };

  it("gives a page no data of a plugin that published none, and the docs plugin's data with the base URL", async () => {
    write(false);
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const html = site.read('build/download/index.html');
    expect(html).toContain('<p>Latest: <!-- -->see the releases page<!-- --> (<!-- -->docusaurus-plugin-content-docs<!-- -->)</p>');
    expect(html).toContain('<p class="docs">/base/docs current true /base/docs index index=/base/docs/ setup=/base/docs/setup/</p>');
  });

  it('is an error at the call that asks to fail fast, saying why there is no data', async () => {
    write(true);
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error \S*src\/pages\/download\.tsx:4:\d+ {2}Rendering failed: No global data of the plugin "releases-plugin" \(id "default"\): docs-gen runs no Docusaurus plugins/m);
  });
});
