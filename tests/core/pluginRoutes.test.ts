import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Pages a site's plugin adds (`actions.addRoute`, its props written with `actions.createData`), as electron's
 * showcase and governance pages are made: before, calling either action was an error, so such a site did not build.
 */
describe('pages a site plugin adds', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  const PLUGIN = [
    "import path from 'node:path';",
    '',
    'export default function showcase(context: { baseUrl: string }, options: { component?: string; nested?: boolean }) {',
    '  return {',
    "    name: 'showcase-plugin',",
    "    loadContent: () => ({ apps: ['Atom', 'Slack'], categories: { chat: ['Slack'] } }),",
    '    async contentLoaded({ content, actions }: { content: { apps: string[]; categories: Record<string, string[]> }; actions: any }) {',
    "      const apps = await actions.createData('apps.json', JSON.stringify(content.apps));",
    "      const categories = await actions.createData('categories.json', JSON.stringify(content.categories));",
    '      actions.addRoute({',
    "        path: context.baseUrl + 'showcase',",
    "        component: options.component ?? '@site/src/plugins/showcase/Page.tsx',",
    '        modules: { apps, categories },',
    '        exact: true,',
    "        ...(options.nested ? { routes: [{ path: '/x', component: '@site/x' }] } : {}),",
    '      });',
    '    },',
    '  };',
    '}',
    '',
  ].join('\n');

  const PAGE = [
    "import Layout from '@theme/Layout';",
    '',
    'export default function Showcase({ apps, categories, route }: { apps: string[]; categories: Record<string, string[]>; route: { path: string } }) {',
    '  return (',
    '    <Layout title="Showcase" description="Apps built with it">',
    '      <ul className="apps">{apps.map((app) => <li key={app}>{app}</li>)}</ul>',
    '      <p className="chat">{categories.chat.join(",")} at {route.path}</p>',
    '    </Layout>',
    '  );',
    '}',
    '',
  ].join('\n');

  const config = (options = '{}') =>
    `import { defineConfig } from 'docs-gen';\nimport showcase from './plugins/showcase';\n\nexport default defineConfig({ title: 'Apps', baseUrl: '/base/', plugins: [[showcase, ${options}]], navbar: { items: [{ to: '/showcase', label: 'Showcase' }] } });\n`;

  it('builds each as a page of its component, given the data its modules name, under the base URL', async () => {
    site.write('plugins/showcase.ts', PLUGIN);
    site.write('src/plugins/showcase/Page.tsx', PAGE);
    site.write('docs/index.md', '# Home\n\nSee [the showcase](/showcase).\n');
    site.write('docs-gen.config.ts', config());
    const run = await runDocsGenAsync(['build', site.dir]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/0 warnings/);
    const html = site.read('build/showcase/index.html');
    expect(html).toContain('<ul class="apps"><li>Atom</li><li>Slack</li></ul>');
    expect(html).toMatch(/<p class="chat">Slack<!-- --> at <!-- -->\/base\/showcase<\/p>/);
    expect(html).toMatch(/<title>Showcase \| Apps<\/title>/);
    expect(site.read('build/sitemap.xml')).toContain('/base/showcase/');
  });

  it("is an error at the config when the page's component is not the site's, or the route nests others", async () => {
    site.write('docs-gen.config.ts', config("{ component: '@theme/DocItem' }"));
    const theme = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(theme.code).toBe(1);
    expect(theme.stderr).toMatch(/plugins\/showcase\.ts:10:\d+ {2}The page the plugin "showcase-plugin" \(plugins\[0\]\) adds at \/showcase cannot be built/);
    site.write('docs-gen.config.ts', config('{ nested: true }'));
    const nested = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(nested.code).toBe(1);
    // At the plugin's call.
    expect(nested.stderr).toMatch(/plugins\/showcase\.ts:10:\d+ {2}The plugin "showcase-plugin" \(plugins\[0\]\) called actions\.addRoute with nested `routes` for \/base\/showcase/);
    // The previous output stays.
    expect(site.read('build/showcase/index.html')).toContain('<li>Atom</li>');
  });

  it('builds one page where a React page and a plugin’s page share a route (Babel’s /repl/), with a warning naming both', async () => {
    site.write('docs-gen.config.ts', config());
    site.write('src/pages/showcase.tsx', "import Layout from '@theme/Layout';\n\nexport default function Own() {\n  return <Layout title=\"Own\"><p className=\"own\">Own page</p></Layout>;\n}\n");
    try {
      const run = await runDocsGenAsync(['build', site.dir]);
      expect(run.code, run.stderr).toBe(0);
      // At the page that is not built.
      expect(run.stderr).toMatch(/src\/plugins\/showcase\/Page\.tsx:1:1 {2}Duplicate route \/showcase\/: src\/pages\/showcase\.tsx and the page a plugin adds from src\/plugins\/showcase\/Page\.tsx both produce it; src\/pages\/showcase\.tsx is built/);
      // The React page, written once: one sitemap entry, the search manifest's real name in it.
      const html = site.read('build/showcase/index.html');
      expect(html).toContain('<p class="own">Own page</p>');
      expect(html).not.toContain('manifest.0000000000');
      expect(site.read('build/sitemap.xml').match(/\/base\/showcase\//g)).toHaveLength(1);
    } finally {
      fs.rmSync(path.join(site.dir, 'src/pages/showcase.tsx'));
    }
  });
});
