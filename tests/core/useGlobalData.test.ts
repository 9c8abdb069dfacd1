import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * React pages reading plugin data with `@docusaurus/useGlobalData` (a download page reading the latest version a
 * site's own plugin fetched): the build failed with 'Unsupported import "@docusaurus/useGlobalData"', whether
 * the page could do without the data or not.
 */
describe('@docusaurus/useGlobalData', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  const write = (failfast: boolean) => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Data' });\n");
    site.write('docs/index.md', '# Home\n');
    site.write(
      'src/pages/download.tsx',
      [
        "import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';",
        '',
        'export default function Download() {',
        `  const release = usePluginData('releases-plugin', 'default'${failfast ? ', { failfast: true }' : ''}) as { version?: string } | undefined;`,
        '  const plugins = Object.keys(useGlobalData()).length;',
        '  return <p>Latest: {release?.version ?? "see the releases page"} ({plugins} plugins)</p>;',
        '}',
        '',
      ].join('\n'),
    );
  };

  it('gives a page no plugin data, as Docusaurus does for a plugin that published none', async () => {
    write(false);
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(site.read('build/download/index.html')).toContain('<p>Latest: <!-- -->see the releases page<!-- --> (<!-- -->0<!-- --> plugins)</p>');
  });

  it('is an error at the call that asks to fail fast, saying why there is no data', async () => {
    write(true);
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error \S*src\/pages\/download\.tsx:4:\d+ {2}Rendering failed: No global data of the plugin "releases-plugin" \(id "default"\): docs-gen runs no Docusaurus plugins/m);
  });
});
