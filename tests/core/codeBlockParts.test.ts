import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * The parts of Docusaurus 3's code block (`CodeBlock/Content/String`, `CodeBlock/Layout`, `Container`, `Title`,
 * `Content`, `Buttons`, `Buttons/CopyButton`, `Buttons/WordWrapButton`, `Content/Element`, `Line`) are theme components:
 * a site's override of one renders every block, fenced or written as `<CodeBlock>`. Before, such files were
 * warned about as naming no theme component and replaced nothing.
 */
const PAGE = [
  '# Code',
  '```ts title="app.ts" {2} eslintrcHash="abc123"\nconst a = 1;\nconst b = 2;\n```',
  '```bash\necho hi\n```',
  "import CodeBlock from '@theme/CodeBlock';",
  '<CodeBlock language="js" title="x.js">{\'let c = 3;\'}</CodeBlock>',
  '',
].join('\n\n');

/**
 * As typescript-eslint's site writes them for Docusaurus 3.10: `Content/String` reads an attribute of its own from
 * the meta and hands it to `Layout`, which draws the block from `useCodeBlockContext()` and the theme's parts.
 */
const STRING_READING_META = `import React from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap } from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';

export default function CodeBlockString(props) {
  const { prism } = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  const eslintrcHash = /eslintrcHash=(["'])(.*?)\\1/.exec(props.metastring ?? '')?.[2];
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout eslintrcHash={eslintrcHash} />
    </CodeBlockContextProvider>
  );
}
`;
const LAYOUT_WITH_PLAYGROUND = `import React from 'react';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import Container from '@theme/CodeBlock/Container';
import Content from '@theme/CodeBlock/Content';
import Title from '@theme/CodeBlock/Title';

export default function CodeBlockLayout({ className, eslintrcHash }) {
  const { metadata } = useCodeBlockContext();
  return (
    <Container as="div" className={[className, metadata.className].filter(Boolean).join(' ')}>
      {metadata.title && <div className="site-title"><Title>{metadata.title}</Title></div>}
      <div className="site-content">
        <Content />
        {eslintrcHash && <a className="playground" href={'/play#eslintrc=' + eslintrcHash + '&lang=' + metadata.language}>Open in Playground</a>}
        <Buttons />
      </div>
    </Container>
  );
}
`;

const plain = tempSite();
const playground = tempSite();
const wrappedLayout = tempSite();
const wrappedString = tempSite();
const copy = tempSite();
const parts = tempSite();
const lines = tempSite();
const sites = [plain, playground, wrappedLayout, wrappedString, copy, parts, lines];
let builds: RunResult[];

beforeAll(async () => {
  for (const site of sites) site.write('docs/index.mdx', PAGE);
  playground.write('src/theme/CodeBlock/Content/String.jsx', STRING_READING_META);
  playground.write('src/theme/CodeBlock/Layout/index.jsx', LAYOUT_WITH_PLAYGROUND);
  wrappedLayout.write(
    'src/theme/CodeBlock/Layout.jsx',
    "import Layout from '@theme-original/CodeBlock/Layout';\n\nexport default function Wrapped(props) {\n  return <div className=\"wrapped-layout\"><Layout {...props} /></div>;\n}\n",
  );
  wrappedString.write(
    'src/theme/CodeBlock/Content/String.jsx',
    "import String from '@theme-original/CodeBlock/Content/String';\n\nexport default function Wrapped(props) {\n  return <section className=\"wrapped-string\" data-meta={props.metastring} data-class={props.className}><String {...props} /></section>;\n}\n",
  );
  copy.write(
    'src/theme/CodeBlock/Buttons/CopyButton/index.jsx',
    'export default function CopyButton() {\n  return <button type="button" className="copy-button site-copy">Copy it</button>;\n}\n',
  );
  parts.write('src/theme/CodeBlock/Title.jsx', 'export default function Title({ children }) {\n  return <em className="site-title">{children}</em>;\n}\n');
  parts.write(
    'src/theme/CodeBlock/Container.jsx',
    "import Container from '@theme-original/CodeBlock/Container';\n\nexport default function Framed(props) {\n  return <Container {...props} className=\"site-frame\" />;\n}\n",
  );
  parts.write(
    'src/theme/CodeBlock/Content/index.jsx',
    "import Content from '@theme-original/CodeBlock/Content';\n\nexport default function Scrolled(props) {\n  return <div className=\"site-scroll\"><Content {...props} /></div>;\n}\n",
  );
  parts.write(
    'src/theme/CodeBlock/Buttons.jsx',
    "import Buttons from '@theme-original/CodeBlock/Buttons';\n\nexport default function More() {\n  return <><Buttons /><button type=\"button\" className=\"site-share\">Share</button></>;\n}\n",
  );
  parts.write('src/theme/CodeBlock/Buttons/WordWrapButton.jsx', 'export default function Wrap() {\n  return <button type="button" className="site-wrap">Wrap</button>;\n}\n');
  parts.write('src/theme/CodeBlock/Content/Element.jsx', 'export default function Element({ children }) {\n  return <pre className="site-element">{children}</pre>;\n}\n');
  parts.write('docs/element.mdx', "# Element\n\nimport CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"js\"><b>bold</b> code</CodeBlock>\n");
  // A Content of the site's that tokenizes the code itself (as one with prism-react-renderer does), drawing its lines with the theme's Line.
  lines.write(
    'src/theme/CodeBlock/Content/index.jsx',
    [
      "import { useCodeBlockContext } from '@docusaurus/theme-common/internal';",
      "import Line from '@theme/CodeBlock/Line';",
      '',
      'export default function Content() {',
      '  const { metadata } = useCodeBlockContext();',
      "  const tokens = metadata.code.split('\\n').map((text) => [{ types: ['plain'], content: text }]);",
      '  return (',
      '    <pre className="site-pre"><code>',
      '      {tokens.map((line, i) => (',
      "        <Line key={i} line={line} classNames={metadata.lineClassNames[i]} getLineProps={({ className }) => ({ className })} getTokenProps={({ token }) => ({ className: `token ${token.types.join(' ')}`, children: token.content })} />",
      '      ))}',
      '    </code></pre>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  builds = await Promise.all(sites.map((site) => runDocsGenAsync(['build', site.dir, '--quiet'])));
}, 120_000);
afterAll(() => {
  for (const site of sites) site.cleanup();
});

const article = (site: ReturnType<typeof tempSite>, file = 'build/index.html') => {
  const html = site.read(file);
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
};
/** The theme's blocks of a page, as `<div class="code-block" …>…</div>`. */
const blocks = (html: string) => [...html.matchAll(/<div class="code-block" data-language="[^"]*">[\s\S]*?<\/button><\/div>/g)].map((m) => m[0]);
/** The highlighted `pre`s of a page. */
const pres = (html: string) => [...html.matchAll(/<pre class="shiki[\s\S]*?<\/pre>/g)].map((m) => m[0]);

describe('the parts of the code block', () => {
  it('are theme components: the builds pass, and no file is said to replace nothing', () => {
    expect(builds.map((b) => b.code)).toEqual(sites.map(() => 0));
    for (const build of builds) expect(build.stderr).not.toMatch(/replaces nothing|names no theme component/);
  });

  it('leave a site without overrides its blocks as the compiler writes them, each one string of HTML', () => {
    const theme = blocks(article(plain));
    expect(theme).toHaveLength(3);
    expect(theme[0]).toMatch(/^<div class="code-block" data-language="ts"><div class="code-title">app\.ts<\/div><pre class="shiki[^"]*" style="[^"]*" tabindex="0"><code>[\s\S]*<span class="line highlighted">/);
    // The compiler's button (`hidden`), not one React rendered (`hidden=""`).
    for (const block of theme) expect(block).toMatch(/<button type="button" class="copy-button" aria-label="Copy code to clipboard" hidden>Copy<\/button><\/div>$/);
  });

  it('render fenced code and <CodeBlock> through a Content/String and a Layout written for Docusaurus 3.10, which reads its own attribute of the meta', () => {
    const html = article(playground);
    expect(html.match(/<div class="site-content">/g)).toHaveLength(3);
    // The one fence whose meta names `eslintrcHash` gets the button, with the block's language.
    expect([...html.matchAll(/<a class="playground" href="([^"]*)">Open in Playground<\/a>/g)].map((m) => m[1])).toEqual(['/play#eslintrc=abc123&amp;lang=ts']);
    // The container carries the block's language class, as Docusaurus's metadata has it; the title its text.
    expect(html).toContain('<div class="code-block language-ts" data-language="ts"><div class="site-title">app.ts</div><div class="site-content"><pre class="shiki');
    expect(html).toContain('<div class="site-title">x.js</div>');
    // The code is highlighted as the theme highlights it: the range's line marked, the same HTML.
    expect(pres(html)).toEqual(pres(article(plain)));
    expect(html).toMatch(/<\/pre><a class="playground"[^>]*>Open in Playground<\/a><button type="button" class="copy-button" aria-label="Copy code to clipboard" hidden="">Copy<\/button><\/div><\/div>/);
  });

  it('let a Layout wrapping @theme-original/CodeBlock/Layout wrap every block, each as the theme draws it', () => {
    const html = article(wrappedLayout);
    expect(html.match(/<div class="wrapped-layout"><div class="code-block"/g)).toHaveLength(3);
    // React writes the copy button's `hidden` as `hidden=""`; otherwise the blocks are the compiler's.
    expect(blocks(html).map((block) => block.replace(' hidden="">', ' hidden>'))).toEqual(blocks(article(plain)));
  });

  it('give a Content/String the code and the meta as written, fenced or not', () => {
    const html = article(wrappedString);
    const wrappers = [...html.matchAll(/<section class="wrapped-string"([^>]*)>/g)].map((m) => m[1]);
    expect(wrappers).toEqual([' data-meta="title=&quot;app.ts&quot; {2} eslintrcHash=&quot;abc123&quot;" data-class="language-ts"', ' data-class="language-bash"', '']);
    expect(blocks(html).map((block) => block.replace(' hidden="">', ' hidden>'))).toEqual(blocks(article(plain)));
  });

  it("put the site's CopyButton in place of the theme's in every block", () => {
    const html = article(copy);
    expect(html.match(/<\/pre><button type="button" class="copy-button site-copy">Copy it<\/button><\/div>/g)).toHaveLength(3);
    expect(html).not.toContain('aria-label="Copy code to clipboard"');
    expect(pres(html)).toEqual(pres(article(plain)));
  });

  it('render the Container, Title, Content, Buttons, WordWrapButton and Content/Element of the site', () => {
    const html = article(parts);
    expect(html).toContain('<div class="code-block site-frame" data-language="ts"><div class="code-title"><em class="site-title">app.ts</em></div><div class="site-scroll"><pre class="shiki');
    expect(html.match(/<\/pre><\/div><button type="button" class="site-wrap">Wrap<\/button><button type="button" class="copy-button" aria-label="Copy code to clipboard" hidden="">Copy<\/button><button type="button" class="site-share">Share<\/button><\/div>/g)).toHaveLength(3);
    expect(article(parts, 'build/element/index.html')).toContain('<pre class="site-element"><b>bold</b> code</pre>');
  });

  it("draw the lines of a site's own Content with the theme's Line, a highlighted line marked as the theme marks it", () => {
    expect(article(lines)).toContain(
      '<pre class="site-pre"><code><span class="line"><span class="token plain">const a = 1;</span>\n</span><span class="line theme-code-block-highlighted-line highlighted"><span class="token plain">const b = 2;</span>\n</span></code></pre>',
    );
  });
});
