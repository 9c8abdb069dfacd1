import { describe, expect, it } from 'vitest';
import { renderedSections } from '../../src/llms/renderedSections.js';

const page = (article: string) =>
  `<!DOCTYPE html><html><body><nav class="navbar">Menu Docs</nav><main id="main"><div class="doc"><nav class="breadcrumbs">Home</nav>` +
  `<article class="markdown"><h1>Title</h1>${article}</article><nav class="pagination">Next page</nav></div></main><footer>Footer</footer></body></html>`;

describe('sections of a rendered page', () => {
  it('splits the content at h2 and h3 headings, at any depth, with heading ids and trails', () => {
    const html = page(
      '<p>Intro text.</p><h2 id="install">Install<a class="hash-link" href="#install" aria-label="Direct link">#</a></h2><p>Get it.</p>' +
        '<section><h3 id="on-linux">On Linux</h3><p>Use apt.</p></section><h2 id="use">Use</h2><h4>Detail</h4><p>Run it.</p>',
    );
    expect(renderedSections(html)).toEqual([
      { anchor: '', headings: [], text: 'Intro text.' },
      { anchor: 'install', headings: ['Install'], text: 'Get it.' },
      { anchor: 'on-linux', headings: ['Install', 'On Linux'], text: 'Use apt.' },
      { anchor: 'use', headings: ['Use'], text: 'Detail Run it.' },
    ]);
  });

  it('starts a section at a # heading of the body after the title, which the h2 and h3 after it are under', () => {
    const html = page(
      '<p>Intro.</p><h2 id="example">Example</h2><p>Code.</p><h1 id="reference">Reference</h1><p>Props follow.</p>' +
        '<h3 id="flag">Flag</h3><p>A flag.</p><h2 id="props">Props</h2><p>Each prop.</p><h3 id="data">data</h3><p>The items.</p>',
    );
    expect(renderedSections(html)).toEqual([
      { anchor: '', headings: [], text: 'Intro.' },
      { anchor: 'example', headings: ['Example'], text: 'Code.' },
      { anchor: 'reference', headings: ['Reference'], text: 'Props follow.' },
      { anchor: 'flag', headings: ['Reference', 'Flag'], text: 'A flag.' },
      { anchor: 'props', headings: ['Reference', 'Props'], text: 'Each prop.' },
      { anchor: 'data', headings: ['Reference', 'Props', 'data'], text: 'The items.' },
    ]);
    // The body's content title is the page's title, not a section.
    const titled = '<!DOCTYPE html><html><body><main id="main"><article class="markdown"><h1 id="real">Real</h1><p>Text.</p><h2 id="next">Next</h2><p>More.</p></article></main></body></html>';
    expect(renderedSections(titled)).toEqual([
      { anchor: '', headings: [], text: 'Text.' },
      { anchor: 'next', headings: ['Next'], text: 'More.' },
    ]);
  });

  it('reads text as the reader sees it: rendered values, no stray spaces, cells apart, no screen chrome', () => {
    const html = page(
      '<p>One <code>h100-sxm-8x</code> VM at <strong>$19.92</strong>/hour. Get help <a href="/s/">here</a>, open a ticket.</p>' +
        '<div class="table-wrapper"><table><tr><th>GPU</th><th>Price</th></tr><tr><td>H100</td><td>$2.49</td></tr></table></div>' +
        '<div class="api-endpoint"><span>POST</span><code>/vms</code></div>' +
        '<p>Versions: <span><code>1.31</code> (default)</span><span>, <code>1.30</code></span>.</p>' +
        '<div class="tabs"><div role="tablist" class="tabs-list"><button>CLI</button></div><div role="tabpanel">ogc vm list</div></div>' +
        '<div class="code-block"><button class="copy-button">Copy</button><pre><code>echo &amp;&amp; done</code></pre></div><svg><title>icon</title></svg>',
    );
    const [intro] = renderedSections(html);
    expect(intro.text).toBe('One h100-sxm-8x VM at $19.92/hour. Get help here, open a ticket. GPU Price H100 $2.49 POST /vms Versions: 1.31 (default), 1.30. ogc vm list echo && done');
  });

  it('gives a page without headings one intro section, and an empty page an empty one', () => {
    expect(renderedSections(page('<p>Only text.</p>'))).toEqual([{ anchor: '', headings: [], text: 'Only text.' }]);
    expect(renderedSections(page(''))).toEqual([{ anchor: '', headings: [], text: '' }]);
  });
});
