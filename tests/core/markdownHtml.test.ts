import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { load } from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { getHighlighter } from '../../src/markdown/highlighter.js';
import { MarkdownHtmlRenderer } from '../../src/markdown/markdownHtml.js';
import { collectDescriptions } from '../helpers/descriptions.js';
import { repoRoot } from '../helpers/site.js';

/** The renderer of spec descriptions (OpenAPI and CLI spec): the page pipeline's plugins, without MDX. */
describe('MarkdownHtmlRenderer', () => {
  let renderer: MarkdownHtmlRenderer;
  beforeAll(async () => {
    renderer = new MarkdownHtmlRenderer({ highlighter: await getHighlighter('```json\n') });
  });

  it('renders CommonMark and GFM: code, links, tables, autolinks; drops raw HTML and script URLs', () => {
    const { html, links, text } = renderer.render(
      'Use `ogc` and [the guide](/guide/).\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nSee https://status.example.com <b>bold</b> [x](javascript:alert(1))',
    );
    expect(html).toContain('<code>ogc</code>');
    expect(html).toContain('<a href="/guide/">the guide</a>');
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="https://status.example.com" target="_blank" rel="noopener noreferrer">');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('javascript:');
    expect(links.map((l) => l.url)).toEqual(['/guide/', 'https://status.example.com', 'javascript:alert(1)']);
    expect(links[0]).toMatchObject({ line: 1, column: 15 });
    expect(text).toContain('Use ogc and the guide.');
  });

  it('highlights fenced code with the same .code-block markup as pages, and checks its meta', () => {
    const { html } = renderer.render('Example:\n\n```json {2}\n{\n  "a": 1\n}\n```');
    expect(html).toContain('<div class="code-block" data-language="json">');
    expect(html).toMatch(/class="line highlighted"/);
    expect(html).toContain('class="copy-button"');
    // Past the block's end, as in pages, only the lines that exist are highlighted; a malformed range is an error.
    expect(renderer.render('```json {1,9}\n{}\n```').html).toMatch(/class="line highlighted"/);
    expect(() => renderer.render('```json {3-1}\n{}\n```')).toThrow(/Invalid line range/);
  });

  it('gives headings page-unique ids and moves them below the page title', () => {
    const slugger = new GithubSlugger();
    slugger.slug('errors');
    const { html, headings } = renderer.render('# Errors\n\ntext\n\n## Codes', { slugger, minLevel: 2 });
    expect(headings).toEqual([
      { id: 'errors-1', text: 'Errors', level: 2 },
      { id: 'codes', text: 'Codes', level: 3 },
    ]);
    expect(html).toContain('<h2 id="errors-1">Errors</h2>');
    expect(renderer.render('# Nested', { minLevel: 4 }).html).toBe('<h4>Nested</h4>');
  });

  it('writes final hrefs and links code that names a page, without reporting those as written links', () => {
    const rendered = renderer.render('Run `ogc vm list`, see [create](./create/).', {
      resolveHref: (url) => `/docs${url.replace(/^\./, '/cli')}`,
      linkCode: (code) => (code === 'ogc vm list' ? '/cli/vm/list/' : undefined),
    });
    expect(rendered.html).toContain('<a href="/docs/cli/vm/list/"><code>ogc vm list</code></a>');
    expect(rendered.html).toContain('<a href="/docs/cli/create/">create</a>');
    expect(rendered.links.map((l) => l.url)).toEqual(['./create/']);
  });

  it('links code that names a page in prose as the full pipeline does, on every description of the CLI spec', async () => {
    const spec = load(fs.readFileSync(path.join(repoRoot, 'site/cli/ogc.yaml'), 'utf8'));
    const texts = [
      ...collectDescriptions(spec),
      'Run `ogc vm list` or [`ogc vm get`](./get/) then `ogc vm list` again.\nSecond line `ogc`.',
      'Only `unknown` code and [a link](https://example.com/x).',
      'Odd route `ogc odd`.',
    ];
    const options = {
      resolveHref: (url: string) => `/base${url.replace(/^\./, '/cli')}`,
      // A route CommonMark would escape (a space) is linked by the full pipeline.
      linkCode: (code: string) => (code === 'ogc odd' ? '/cli/odd route/' : code.startsWith('ogc') ? `/cli/${code.split(' ').slice(1).join('/')}/`.replace('//', '/') : undefined),
    };
    const highlighter = await getHighlighter(texts.join('\n'));
    const fast = new MarkdownHtmlRenderer({ highlighter });
    const full = new MarkdownHtmlRenderer({ highlighter, noShortcuts: true });
    let linked = 0;
    for (const text of texts) {
      const expected = full.render(text, options);
      expect(fast.render(text, options), text).toEqual(expected);
      // Each page renders its own links: a second page after the first gets its own, not the cached ones.
      expect(fast.render(text, { ...options, linkCode: () => undefined }), text).toEqual(full.render(text, { ...options, linkCode: () => undefined }));
      if (expected.html.includes('"><code>ogc')) linked++;
    }
    expect(linked).toBeGreaterThan(20);
  });

  it('renders each distinct text once and never lets one page’s hrefs leak into another', () => {
    const text = 'See [a](/a/).';
    const first = renderer.render(text, { resolveHref: (u) => `/one${u}` });
    const second = renderer.render(text, { resolveHref: (u) => `/two${u}` });
    expect(first.html).toContain('href="/one/a/"');
    expect(second.html).toContain('href="/two/a/"');
    expect(renderer.render(text).html).toContain('href="/a/"');
  });

  it('finishes a text with headings and links per page: ids, levels and hrefs of one page never show on another', () => {
    const text = '## Scopes\n\nSee [tokens](/tokens/).\n\n### Scopes';
    const page = (taken: string[], minLevel: number, base: string) => {
      const slugger = new GithubSlugger();
      for (const id of taken) slugger.slug(id);
      return renderer.render(text, { slugger, minLevel, resolveHref: (u) => `${base}${u}` });
    };
    const plain = page([], 2, '');
    expect(plain.html).toBe('<h2 id="scopes">Scopes</h2>\n<p>See <a href="/tokens/">tokens</a>.</p>\n<h3 id="scopes-1">Scopes</h3>');
    // A page whose earlier sections took the id, another level, another base: each its own HTML.
    expect(page(['scopes'], 2, '').headings).toEqual([
      { id: 'scopes-1', text: 'Scopes', level: 2 },
      { id: 'scopes-2', text: 'Scopes', level: 3 },
    ]);
    expect(page(['scopes'], 2, '').html).toContain('<h2 id="scopes-1">Scopes</h2>');
    expect(page([], 3, '').html).toContain('<h3 id="scopes">Scopes</h3>');
    expect(page([], 3, '').html).toContain('<h4 id="scopes-1">Scopes</h4>');
    expect(page([], 2, '/v2').html).toContain('href="/v2/tokens/"');
    // The first page's HTML again, unchanged by the others.
    expect(page([], 2, '')).toEqual(plain);
    // Without a slugger, nested in a table: no ids, and no ids left over from pages that had them.
    expect(renderer.render(text, { minLevel: 4 }).html).toBe('<h4>Scopes</h4>\n<p>See <a href="/tokens/">tokens</a>.</p>\n<h5>Scopes</h5>');
  });
});
