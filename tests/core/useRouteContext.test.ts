import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A component that tells the site's docs folders apart by the plugin whose route it renders in
 * (`useRouteContext().plugin.id`, as a sidebar menu choosing the section's links does): the import was refused,
 * and the whole build failed at it.
 */
describe('@docusaurus/useRouteContext', () => {
  const site = tempSite();
  let run: RunResult;

  beforeAll(async () => {
    const content = "[{ path: 'docs', routeBasePath: '/docs' }, { path: 'guides', routeBasePath: '/guides', pluginId: 'guides' }]";
    site.write('docs-gen.config.ts', `import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Routes', content: ${content} });\n`);
    site.write(
      'src/components/Section.tsx',
      [
        "import useRouteContext from '@docusaurus/useRouteContext';",
        '',
        'export default function Section() {',
        '  const { plugin, data } = useRouteContext();',
        '  return <p className="section">{`${plugin.name}/${plugin.id} ${JSON.stringify(data)}`}</p>;',
        '}',
        '',
      ].join('\n'),
    );
    const page = (title: string) => `import Section from '@site/src/components/Section';\n\n# ${title}\n\n<Section />\n`;
    site.write('docs/intro.mdx', page('Intro'));
    site.write('guides/start.mdx', page('Start'));
    site.write('src/pages/about.tsx', "import Section from '@site/src/components/Section';\n\nexport default function About() {\n  return <Section />;\n}\n");
    run = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 60_000);

  afterAll(() => site.cleanup());

  it("gives a doc its docs folder's plugin, by name and id", () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(site.read('build/docs/intro/index.html')).toContain('<p class="section">docusaurus-plugin-content-docs/default {}</p>');
    expect(site.read('build/guides/start/index.html')).toContain('<p class="section">docusaurus-plugin-content-docs/guides {}</p>');
  });

  it('gives a page of the pages folder the pages plugin', () => {
    expect(site.read('build/about/index.html')).toContain('<p class="section">docusaurus-plugin-content-pages/default {}</p>');
  });
});
