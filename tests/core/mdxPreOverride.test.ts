import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../helpers/html.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A site's MDXComponents that maps `pre` renders fenced code through it, as in Docusaurus, whose Markdown compiles a
 * fence to `<pre><code className="language-x" metastring>` (React Navigation's `pre` adds a "Try on Snack" link and
 * shows only the lines between its focus comments): before, fences kept the theme's block and the map's `pre` was
 * never used.
 */
const site = tempSite();
let build: RunResult;
const page = () => site.read('build/index.html');
/** Each block the site's `pre` rendered, up to the next. */
const blocks = () => page().split('<div class="site-pre"').slice(1).map((block) => `<div class="site-pre"${block}`);

beforeAll(async () => {
  site.write('src/theme/MDXComponents.js', "import MDXComponents from '@theme-original/MDXComponents';\nimport Pre from '../components/Pre';\n\nexport default { ...MDXComponents, pre: Pre };\n");
  site.write(
    'src/components/Pre.jsx',
    [
      "import React from 'react';",
      "import MDXPre from '@theme-original/MDXComponents/Pre';",
      '',
      "export default function Pre({ children, 'data-snack': snack, 'data-label': label, ...rest }) {",
      '  const child = React.Children.only(children);',
      '  const code = child.props.children;',
      "  const focused = code.includes('// focus-start') ? code.split('// focus-start\\n')[1].split('\\n// focus-end')[0] : code;",
      '  return (',
      '    <div className="site-pre" data-snack={snack ?? \'\'} data-lang={child.props.className} data-meta={child.props.metastring ?? \'\'}>',
      '      <MDXPre {...rest}>{focused === code ? child : React.cloneElement(child, { children: focused })}</MDXPre>',
      '      {snack && <a className="snack" href={`https://snack.example/?name=${snack}`}>{label}</a>}',
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  // As React Navigation's rehype plugin passes a fence's meta to its `pre`: properties of the `pre` element, by their
  // attribute names (`data-snack`) or property names (`dataLabel`).
  site.write(
    'plugins/rehypeSnack.mjs',
    [
      'export default function rehypeSnack() {',
      '  return (tree) => {',
      '    const walk = (node) => {',
      "      const code = node.tagName === 'pre' ? node.children[0] : undefined;",
      "      const name = code && /snack=(\\w+)/.exec(code.data?.meta ?? '')?.[1];",
      "      if (name) Object.assign(node.properties, { 'data-snack': name, dataLabel: 'Try it' });",
      '      for (const child of node.children ?? []) walk(child);',
      '    };',
      '    walk(tree);',
      '  };',
      '}',
      '',
    ].join('\n'),
  );
  site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\nimport rehypeSnack from './plugins/rehypeSnack.mjs';\n\nexport default defineConfig({ title: 'Pre', rehypePlugins: [rehypeSnack] });\n");
  site.write(
    'docs/index.md',
    ['# Code', '```js snack=hello title="app.js"\n// focus-start\nconst shown = 1;\n// focus-end\nconst hidden = 2;\n```', '```ts\nconst plain: number = 1;\n```', 'Inline `code` stays inline.', ''].join('\n\n'),
  );
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 60_000);
afterAll(() => site.cleanup());

describe("a site's MDX pre", () => {
  it('builds', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toBe('');
  });

  it('renders each fenced block, given the code element Docusaurus gives it and what plugins set on the pre', () => {
    const [snack, plain] = blocks();
    expect(blocks()).toHaveLength(2);
    expect(snack).toMatch(/^<div class="site-pre" data-snack="hello" data-lang="language-js" data-meta="snack=hello title=&quot;app.js&quot;">/);
    expect(snack).toContain('<a class="snack" href="https://snack.example/?name=hello">Try it</a>');
    expect(plain).toMatch(/^<div class="site-pre" data-snack="" data-lang="language-ts" data-meta="">/);
  });

  it('shows the code the pre gives its code element, highlighted, and the block as compiled when it gives it as written', () => {
    const [snack, plain] = blocks();
    expect(textOf(snack)).toContain('const shown = 1;');
    expect(textOf(snack)).not.toContain('hidden');
    expect(snack).toContain('app.js');
    expect(snack).toMatch(/<span style="[^"]*">const<\/span>/);
    expect(plain).toContain('<div class="code-block" data-language="ts">');
    expect(textOf(plain)).toContain('const plain: number = 1;');
    expect(page()).toMatch(/<p>Inline <code>code<\/code> stays inline\.<\/p>/);
  });
});
