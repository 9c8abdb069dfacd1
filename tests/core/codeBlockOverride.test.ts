import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A site's `CodeBlock` override renders fenced code, as in Docusaurus, given the code and its meta as written:
 * before, fences kept the theme's block and only `<CodeBlock>` written in a page reached the override.
 */
const PAGE = ['# Code', '```ts title="app.ts" {2}\nconst a = 1;\nconst b = 2;\n```', '```js\n// highlight-next-line\nlet c = 3;\n```', ''].join('\n\n');

const plain = tempSite();
const wrapping = tempSite();
const replacing = tempSite();
const ownMap = tempSite();
let builds: RunResult[];

beforeAll(async () => {
  for (const site of [plain, wrapping, replacing]) site.write('docs/index.md', PAGE);
  wrapping.write(
    'src/theme/CodeBlock/index.js',
    "import React from 'react';\nimport CodeBlock from '@theme-original/CodeBlock';\n\nexport default function Wrapped(props) {\n  return <div className=\"wrapped\"><CodeBlock {...props} /></div>;\n}\n",
  );
  replacing.write(
    'src/theme/CodeBlock.jsx',
    'export default function Plain({ children, className, metastring }) {\n  return <pre className={`site-block ${className}`} data-meta={metastring}>{children}</pre>;\n}\n',
  );
  // A map of the site's own, written without the theme's: fences and admonitions still render, as in Docusaurus.
  ownMap.write('docs/index.md', `${PAGE}\n:::note\nNoted.\n:::\n`);
  // Magic comments of the site's own kind (Docusaurus's prism.magicComments) mark lines with their class.
  ownMap.write('docs/diff.md', '# Diff\n\n```js\nconst a = 1;\n// highlight-add-next-line\nconst b = 2;\n```\n');
  ownMap.write(
    'docs/component.mdx',
    "# Component\n\nimport CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"js\">{'const a = 1;\\n// highlight-add-next-line\\nconst b = 2;'}</CodeBlock>\n",
  );
  ownMap.write(
    'docs-gen.config.mjs',
    "export default { title: 'Own', magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' }, { className: 'code-add-line', line: 'highlight-add-next-line' }] };\n",
  );
  ownMap.write(
    'src/theme/MDXComponents.js',
    "import Admonition from '@theme/Admonition';\nimport MDXCode from '@theme/MDXComponents/Code';\n\nexport default { code: MDXCode, admonition: (props) => <div className=\"site-admonition\"><Admonition {...props} /></div> };\n",
  );
  builds = await Promise.all([plain, wrapping, replacing, ownMap].map((site) => runDocsGenAsync(['build', site.dir, '--quiet'])));
}, 60_000);
afterAll(() => {
  for (const site of [plain, wrapping, replacing, ownMap]) site.cleanup();
});

const article = (site: ReturnType<typeof tempSite>, file = 'build/index.html') => {
  const html = site.read(file);
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
};
const blocks = (html: string) => [...html.matchAll(/<div class="code-block" data-language="[^"]*">[\s\S]*?<\/button><\/div>/g)].map((m) => m[0]);

describe("a site's CodeBlock", () => {
  it('renders fenced code; through the theme’s own, it is highlighted as the theme highlights it', () => {
    expect(builds.map((b) => b.code)).toEqual([0, 0, 0, 0]);
    const theme = blocks(article(plain));
    expect(theme).toHaveLength(2);
    expect(theme[0]).toContain('<div class="code-title">app.ts</div>');
    const wrapped = article(wrapping);
    expect([...wrapped.matchAll(/<div class="wrapped">/g)]).toHaveLength(2);
    expect(blocks(wrapped)).toEqual(theme);
  });

  it('gets the code and its meta as written', () => {
    const pres = [...article(replacing).matchAll(/<pre class="site-block ([^"]*)"( data-meta="[^"]*")?>([^<]*)<\/pre>/g)].map((m) => [m[1], m[2] ?? '', m[3]]);
    expect(pres).toEqual([
      ['language-ts', ' data-meta="title=&quot;app.ts&quot; {2}"', 'const a = 1;\nconst b = 2;'],
      ['language-js', '', '// highlight-next-line\nlet c = 3;'],
    ]);
  });

  it('renders fenced code and admonitions in pages when the site’s own MDXComponents map leaves them out, its `admonition` drawing them', () => {
    expect(builds[3].stderr).toBe('');
    const html = article(ownMap);
    expect(blocks(html)).toEqual(blocks(article(plain)));
    expect(html).toMatch(/<div class="site-admonition"><aside class="admonition admonition-note"[\s\S]*Noted\./);
  });

  it("gives the lines a magic comment of the site's own kind marks its class, the comment taken out, in fences and <CodeBlock> alike", () => {
    for (const page of ['diff', 'component']) {
      const diff = article(ownMap, `build/${page}/index.html`);
      expect(diff, page).toMatch(/<span class="line">[^\n]*const[^\n]*a[^\n]*\n<span class="line code-add-line">[^\n]*const[^\n]*b/);
      expect(diff, page).not.toContain('highlight-add-next-line');
    }
  });
});

