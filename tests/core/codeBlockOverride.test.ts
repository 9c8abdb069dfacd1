import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocsGenError } from '../../src/errors/DocsGenError.js';
import { compileMarkdown } from '../../src/markdown/compileMarkdown.js';
import { MARKDOWN_DEFAULTS } from '../../src/markdown/markdownSettings.js';
import { type RunResult, repoRoot, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A site's `CodeBlock` override renders fenced code, as in Docusaurus, given the code and its meta as written:
 * before, fences kept the theme's block and only `<CodeBlock>` written in a page reached the override.
 */
const PAGE = ['# Code', '```ts title="app.ts" {2}\nconst a = 1;\nconst b = 2;\n```', '```js\n// highlight-next-line\nlet c = 3;\n```', ''].join('\n\n');

/** Live code blocks (Docusaurus's theme-live-codeblock): an element, a component, and noInline code calling render(). */
const LIVE_ELEMENT = '```jsx live\n<button type="button">Click {1 + 1}</button>\n```';
const LIVE_PAGE = [
  '# Live',
  LIVE_ELEMENT,
  '```jsx live\nfunction Counter() {\n  const [count] = useState(3);\n  return <p>Count: {count}</p>;\n}\n```',
  '```jsx live noInline\nconst Greeting = ({ name }) => <strong>Hello, {name}</strong>;\nrender(<><Greeting name="Ada" /><Badge>new</Badge></>);\n```',
  '',
].join('\n\n');

const plain = tempSite();
const wrapping = tempSite();
const replacing = tempSite();
const ownMap = tempSite();
const live = tempSite();
const throwing = tempSite();
let builds: RunResult[];
let liveRebuild: RunResult;
/** The live site's page as first built, before its scope's component changed. */
let liveHtml: string;

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
  // Off unless the config says: a `live` block is code like any other.
  plain.write('docs/live.md', `# Live\n\n${LIVE_ELEMENT}\n`);
  // The result above the code; the code through the site's CodeBlock.
  wrapping.write('docs/live.md', `# Live\n\n${LIVE_ELEMENT}\n`);
  wrapping.write('docs-gen.config.mjs', "export default { title: 'Wrapping', liveCodeBlock: { playgroundPosition: 'top' } };\n");
  live.write('docs-gen.config.mjs', "export default { title: 'Live', liveCodeBlock: {} };\n");
  live.write('docs/index.md', LIVE_PAGE);
  live.write('src/components/Badge.jsx', 'export default function Badge({ children }) {\n  return <span className="badge">{children}</span>;\n}\n');
  live.write(
    'src/theme/ReactLiveScope/index.js',
    "import React from 'react';\nimport Badge from '@site/src/components/Badge';\n\nconst ReactLiveScope = { React, ...React, Badge };\nexport default ReactLiveScope;\n",
  );
  throwing.write('docs-gen.config.mjs', "export default { title: 'Throwing', liveCodeBlock: {} };\n");
  throwing.write('docs/index.md', '# Size\n\nThe window is:\n\n```jsx live\nfunction Size() {\n  return <p>{window.innerWidth}</p>;\n}\n```\n');
  builds = await Promise.all([plain, wrapping, replacing, ownMap, live, throwing].map((site) => runDocsGenAsync(['build', site.dir, '--quiet'])));
  liveHtml = builds[4].code === 0 ? article(live) : '';
  // The scope is site code: a change to a component it lists shows in the next build's results.
  live.write('src/components/Badge.jsx', 'export default function Badge({ children }) {\n  return <em className="badge">{children}</em>;\n}\n');
  liveRebuild = await runDocsGenAsync(['build', live.dir, '--quiet']);
}, 60_000);
afterAll(() => {
  for (const site of [plain, wrapping, replacing, ownMap, live, throwing]) site.cleanup();
});

const article = (site: ReturnType<typeof tempSite>, file = 'build/index.html') => {
  const html = site.read(file);
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
};
const blocks = (html: string) => [...html.matchAll(/<div class="code-block" data-language="[^"]*">[\s\S]*?<\/button><\/div>/g)].map((m) => m[0]);

describe("a site's CodeBlock", () => {
  it('renders fenced code; through the theme’s own, it is highlighted as the theme highlights it', () => {
    expect(builds.slice(0, 5).map((b) => b.code)).toEqual([0, 0, 0, 0, 0]);
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

describe('live code blocks', () => {
  const results = (html: string) => [...html.matchAll(/<div class="playground-result">([\s\S]*?)<\/div><\/div>/g)].map((m) => m[1]);

  it('show the code under "Live Editor" and, under "Result", what it renders, rendered at build time', () => {
    const html = liveHtml;
    expect(results(html)).toEqual(['<button type="button">Click <!-- -->2</button>', '<p>Count: <!-- -->3</p>', '<strong>Hello, <!-- -->Ada</strong><span class="badge">new</span>']);
    const first = html.slice(html.indexOf('<div class="playground">'), html.indexOf('<div class="playground-result">'));
    expect(first).toMatch(/^<div class="playground"><div class="playground-header">Live Editor<\/div><div class="code-block" data-language="jsx">[\s\S]*<button type="button" class="copy-button"[\s\S]*<div class="playground-header">Result<\/div>$/);
    expect(html).not.toContain('<script');
  });

  it('are their code alone in the Markdown copy of the page, without the headers and the result', () => {
    const markdown = live.read('build/index.md');
    expect(markdown).toContain('```jsx\n<button type="button">Click {1 + 1}</button>\n```');
    expect(markdown).not.toMatch(/Live Editor|Result|Count: 3/);
  });

  it("use the site's ReactLiveScope, whose changes show in the next build", () => {
    expect(liveRebuild.code).toBe(0);
    expect(results(article(live)).at(-1)).toBe('<strong>Hello, <!-- -->Ada</strong><em class="badge">new</em>');
  });

  it('put the result first with `playgroundPosition: top`, the code through a site CodeBlock', () => {
    const html = article(wrapping, 'build/live/index.html');
    expect(html).toMatch(/<div class="playground"><div class="playground-header">Result<\/div><div class="playground-result"><button type="button">Click <!-- -->2<\/button><\/div><div class="playground-header">Live Editor<\/div><div class="wrapped"><div class="code-block"/);
  });

  it('are plain code blocks unless the config turns them on', () => {
    const html = article(plain, 'build/live/index.html');
    expect(html).not.toContain('playground');
    expect(blocks(html)).toHaveLength(1);
  });

  it('fail the build at the block when the result throws, saying it renders at build time', () => {
    expect(builds[5].code).toBe(1);
    expect(builds[5].stderr).toContain('docs/index.md:5:1  Rendering failed: <LiveCodeBlock> threw: window is not defined');
    expect(builds[5].stderr).toContain("A live code block's result is rendered when the site is built, on the server");
  });

  it('fail the compile at the line and column of code that is not JSX', async () => {
    const page = '# Broken\n\n- In a list:\n\n  ```jsx live\n  <div>\n    {open</div>\n  ```\n';
    const error: DocsGenError = await compileMarkdown(page, path.join(repoRoot, 'broken.md'), repoRoot, [], repoRoot, undefined, { settings: { ...MARKDOWN_DEFAULTS, liveCode: true } }).then(
      () => expect.unreachable(),
      (e) => e,
    );
    expect([error.message, error.line, error.column]).toEqual(['Live code block: Unterminated regular expression', 7, 16]);
    expect(error.hint).toContain('with `noInline` in its meta, statements that call render(<Element />)');
  });
});
