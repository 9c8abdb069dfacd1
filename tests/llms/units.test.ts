import { describe, expect, it } from 'vitest';
import { renderedPageToMarkdown } from '../../src/llms/htmlToMarkdown.js';
import { readRenderedHtml } from '../../src/util/readRenderedHtml.js';

const page = (article: string) =>
  `<!DOCTYPE html><html><head><title>x</title></head><body><nav class="navbar"><a href="/">Home</a></nav><main id="main"><div class="doc"><div class="doc-meta">Crumbs</div><article class="markdown">${article}</article><nav class="pagination"><a href="/next/">Next</a></nav></div></main><footer>Foot</footer></body></html>`;
const md = (article: string, url = 'https://docs.example.com/base/a/b/') => renderedPageToMarkdown(page(article), url);

describe('reading rendered HTML', () => {
  it('builds a tree with classes, data and aria properties, decoded text and void elements', () => {
    const tree = readRenderedHtml('<div class="a b" data-language="ts" aria-controls="p1"><img src="/x.png" alt="A &amp; B"/><p>1 &lt; 2 &#x27;q&#x27;<br/>next</p></div>');
    const div = tree.children[0] as { properties: Record<string, unknown>; children: Array<{ tagName: string; children?: unknown[] }> };
    expect(div.properties).toEqual({ className: ['a', 'b'], dataLanguage: 'ts', ariaControls: 'p1' });
    expect(div.children.map((c) => c.tagName)).toEqual(['img', 'p']);
    expect(div.children[1].children).toEqual([
      { type: 'text', value: "1 < 2 'q'" },
      { type: 'element', tagName: 'br', properties: {}, children: [] },
      { type: 'text', value: 'next' },
    ]);
  });

  it('tolerates stray end tags and comments', () => {
    const tree = readRenderedHtml('<p>a<!-- -->b</span></p><p>c</p>');
    expect(tree.children).toHaveLength(2);
  });
});

describe('page Markdown from rendered HTML', () => {
  it('keeps only the article: no navbar, breadcrumbs, pagination or footer', () => {
    const out = md('<h1>Title</h1><p>Body</p>');
    expect(out).toBe('# Title\n\nBody\n');
  });

  it("keeps the body of a site's DocItem/Content, written in a div.markdown, without what the layout puts around it", () => {
    const swizzled =
      '<!DOCTYPE html><html><body><main id="main"><div class="doc"><div class="doc-meta">Crumbs</div><details class="toc-mobile"><summary>On this page</summary><a href="#a">A</a></details>' +
      '<div class="theme-doc-markdown markdown"><header><h1>Title</h1></header><p>Body</p></div><nav class="pagination"><a href="/next/">Next</a></nav></div></main></body></html>';
    expect(renderedPageToMarkdown(swizzled, 'https://docs.example.com/a/')).toBe('# Title\n\nBody\n');
  });

  it('drops heading anchors, copy buttons and icons', () => {
    const out = md(
      '<h2 id="x">Setup<a class="hash-link" href="#x" aria-label="Direct link to Setup"></a></h2><div class="code-block" data-language="bash"><div class="code-title">run.sh</div><pre class="shiki"><code><span class="line"><span style="color:red">echo</span><span> hi</span></span>\n<span class="line"><span>ls</span></span></code></pre><button type="button" class="copy-button" hidden="">Copy</button></div>',
    );
    expect(out).toBe('## Setup\n\n```bash title="run.sh"\necho hi\nls\n```\n');
  });

  it('uses a longer fence when the code holds one', () => {
    const out = md('<div class="code-block" data-language="md"><pre><code>```js\nx\n```</code></pre></div>');
    expect(out).toBe('````md\n```js\nx\n```\n````\n');
  });

  it('makes links and images absolute against the page, fragments included', () => {
    const out = md('<p><a href="/base/c/">C</a>, <a href="#part">part</a>, <a href="https://x.org/">X</a> <img src="/base/img/d.png" alt="D"/></p>');
    expect(out).toBe(
      '[C](https://docs.example.com/base/c/), [part](https://docs.example.com/base/a/b/#part), [X](https://x.org/) ![D](https://docs.example.com/base/img/d.png)\n',
    );
  });

  it('escapes text that Markdown would read as syntax, but not inside code', () => {
    const out = md('<p>a *b* [c] &lt;div&gt; snake_case _x_ <code>*raw* &lt;T&gt;</code></p><p># not a heading</p>');
    expect(out).toBe('a \\*b\\* \\[c\\] &lt;div> snake_case \\_x\\_ `*raw* <T>`\n\n\\# not a heading\n');
  });

  it('writes nested lists, ordered lists and tables', () => {
    const out = md(
      '<ul><li>One<ul><li>Deep</li></ul></li><li>Two</li></ul><ol start="3"><li><p>Three</p><p>More</p></li><li><p>Four</p></li></ol><div class="table-wrapper"><table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1 | 2</td><td><div><p>x</p></div><p>y</p></td></tr></tbody></table></div>',
    );
    expect(out).toBe('- One\n  - Deep\n- Two\n\n3. Three\n\n   More\n\n4. Four\n\n| A | B |\n| --- | --- |\n| 1 \\| 2 | x y |\n');
  });

  it('turns tabs into labelled sections and admonitions into quotes that name their type', () => {
    const out = md(
      '<div class="tabs" data-tabs="true"><div role="tablist" class="tabs-list"><button role="tab" aria-controls="t-1-panel-a">Alpha</button><button role="tab" aria-controls="t-1-panel-b">Beta</button></div><div role="tabpanel" id="t-1-panel-a"><p>First</p></div><div role="tabpanel" id="t-1-panel-b" hidden=""><p>Second</p></div></div>' +
        '<aside class="admonition admonition-danger"><p class="admonition-heading"><svg><path d=""></path></svg>Danger</p><div class="admonition-content"><p>Hot.</p></div></aside>' +
        '<details class="details"><summary>More</summary><div class="details-content"><p>Hidden text</p></div></details>',
    );
    expect(out).toBe('**Alpha**\n\nFirst\n\n**Beta**\n\nSecond\n\n> **Danger:** Hot.\n\n**More**\n\nHidden text\n');
  });

  it('writes definition lists as one line per term', () => {
    expect(md('<dl><div><dt>Version</dt><dd><code>1.0</code></dd></div><dt>Contact</dt><dd><a href="/help/">Help</a></dd></dl>')).toBe('- **Version:** `1.0`\n- **Contact:** [Help](https://docs.example.com/help/)\n');
  });

  it('separates the side-by-side labels of generated reference pages', () => {
    const out = md('<div class="schema-head"><code class="schema-name">id</code><span class="schema-type">integer<span class="schema-format">&lt;int64&gt;</span></span><span class="schema-flag">required</span></div>');
    expect(out).toBe('`id` · integer`<int64>` · required\n');
  });
});
