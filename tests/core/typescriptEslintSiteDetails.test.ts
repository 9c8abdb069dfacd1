import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * What typescript-eslint's Docusaurus site does that docs-gen refused or rendered otherwise: a remark plugin's JSX node
 * without `attributes` failed its 134 rule pages ("node.attributes is not iterable"); a rule page with no title was
 * titled "No floating promises" where Docusaurus shows its id; `<Head>` written by a plugin without an import was
 * unknown; `import text from './x.ts?raw'` was a missing package; and a client module calling a package whose index
 * also exports a React hook failed the build.
 */
describe("typescript-eslint's site, in the details", () => {
  const site = tempSite();
  let build: RunResult;

  beforeAll(async () => {
    site.write(
      'docs-gen.config.ts',
      [
        "import { defineConfig } from 'docs-gen';",
        "import addTabs from './plugins/addTabs.mjs';",
        "import footer from './plugins/footer.mjs';",
        '',
        "export default defineConfig({ title: 'Lint', clientModules: ['./src/client.js'], content: [{ path: 'docs', routeBasePath: '/', beforeDefaultRemarkPlugins: [addTabs], remarkPlugins: [footer] }] });",
        '',
      ].join('\n'),
    );
    site.write(
      'plugins/addTabs.mjs',
      [
        '// As the site\'s generatedRuleDocs plugin writes them: a Tabs element with no `attributes`, its TabItems with theirs.',
        'export default function addTabs() {',
        '  return (tree, file) => {',
        "    if (!String(file.path).endsWith('no-floating-promises.mdx')) return;",
        '    const item = (value, text) => ({',
        "      type: 'mdxJsxFlowElement',",
        "      name: 'TabItem',",
        "      attributes: [{ type: 'mdxJsxAttribute', name: 'value', value }],",
        "      children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }],",
        '    });',
        "    tree.children.push({ type: 'mdxJsxFlowElement', name: 'Tabs', children: [item('flat', 'Flat config'), item('legacy', 'Legacy config')] });",
        "    tree.children.push({ type: 'mdxJsxFlowElement', name: 'Head', children: [{ type: 'mdxJsxFlowElement', name: 'meta', attributes: [{ type: 'mdxJsxAttribute', name: 'name', value: 'x-plugin' }, { type: 'mdxJsxAttribute', name: 'content', value: 'yes' }], children: [] }] });",
        '  };',
        '}',
        '',
      ].join('\n'),
    );
    site.write(
      'plugins/footer.mjs',
      [
        '// As the site\'s blogFooter decides: by the page as written.',
        'export default function footer() {',
        '  return (tree, file) => {',
        "    if (String(file.value).includes('<!--truncate-->')) tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Supporting the project' }] });",
        '  };',
        '}',
        '',
      ].join('\n'),
    );
    site.write('docs/post.md', '# Post\n\nThe start.\n\n<!--truncate-->\n\nThe rest.\n');
    site.write('docs/no-floating-promises.mdx', 'Promises must be handled.\n');
    site.write('docs/types.mdx', "import Types from '!!./types.ts?raw';\nimport Plain from './types.ts?raw';\n\n# Types\n\n<pre id=\"a\">{Types}</pre>\n\n<pre id=\"b\">{Plain}</pre>\n");
    site.write('docs/types.ts', 'export type Level = "off" | "warn";\n');
    site.write('docs/category-folder/inner.md', '# Inner\n');
    site.write('src/client.js', "import { explode } from 'boom';\n\nexport function onRouteDidUpdate() {\n  explode();\n}\n");
    site.write('node_modules/boom/package.json', '{ "name": "boom", "main": "index.js" }\n');
    site.write('node_modules/boom/index.js', "export { useBoom } from './hook.js';\nexport function explode() { document.body.dataset.boom = 'yes'; }\n");
    site.write('node_modules/boom/hook.js', "import { useEffect } from 'react';\nexport function useBoom() { useEffect(() => {}); }\n");
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 30_000);
  afterAll(() => site.cleanup());

  it('builds, a plugin-made JSX node without attributes included', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = site.read('build/no-floating-promises/index.html');
    expect(html).toContain('Flat config');
    expect(html).toContain('Legacy config');
  });

  it("titles a page that gives no title by its id as written, and a folder's category by its name as written", () => {
    const html = site.read('build/no-floating-promises/index.html');
    expect(html).toContain('<title>no-floating-promises | Lint</title>');
    expect(html).toMatch(/<h1[^>]*>no-floating-promises<\/h1>/);
    expect(html).toMatch(/class="sidebar-label">category-folder<|>category-folder<\/(?:a|span|button)>/);
  });

  it("gives the site's remark plugins the page as written in file.value, comments as comments", () => {
    expect(site.read('build/post/index.html')).toContain('<p>Supporting the project</p>');
  });

  it('knows <Head> without an import, as Docusaurus’s MDX components do', () => {
    const html = site.read('build/no-floating-promises/index.html');
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<meta name="x-plugin" content="yes"/>');
  });

  it("bundles a client module whose package also exports React code, that code standing in for React's", () => {
    const scripts = fs.readdirSync(path.join(site.dir, 'build/assets/js')).map((name) => fs.readFileSync(path.join(site.dir, 'build/assets/js', name), 'utf8'));
    const client = scripts.find((text) => text.includes('dataset.boom'));
    expect(client).toBeDefined();
    expect(client).toContain('no React runs in the browser');
  });

  it("gives a file's text to an import with ?raw, with or without webpack's !!", () => {
    const html = site.read('build/types/index.html');
    expect(html).toContain('<pre id="a">export type Level = &quot;off&quot; | &quot;warn&quot;;\n</pre>');
    expect(html).toContain('<pre id="b">export type Level = &quot;off&quot; | &quot;warn&quot;;\n</pre>');
  });
});
