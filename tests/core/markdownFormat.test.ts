import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../src/migrate/mapDocusaurusConfig.js';
import { buildFixture, runDocsGenAsync, tempSite } from '../helpers/site.js';

/** The page's content, without the theme around it. */
const articleOf = (html: string) => /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';

/** `markdownFormat: 'detect'` (Docusaurus's `markdown.format`): `.md` files are CommonMark, `.mdx` files MDX. */
describe("markdownFormat 'detect'", () => {
  let site: Awaited<ReturnType<typeof buildFixture>>;
  beforeAll(async () => {
    site = await buildFixture('markdown-detect');
  });
  afterAll(() => site.cleanup());

  it('shows the HTML of a .md page as markup, and its braces and comments as CommonMark reads them', () => {
    expect(site.code, site.stderr).toBe(0);
    const page = articleOf(site.html('/'));
    expect(page).toContain('<p>Line one<br/>line two, with a {brace} and a <kbd>Ctrl</kbd> key.</p>');
    expect(page).toContain('<img decoding="async" loading="lazy" src="/img/logo.svg" alt="The logo" width="40"/>');
    // Drawn as the theme's Details, as Docusaurus's MDXComponents draws a `<details>` written in Markdown.
    expect(page).toMatch(/<details class="details"><summary>More<\/summary><div class="details-content">\s*<p>Hidden <strong>bold<\/strong> text\.<\/p>\s*<\/div><\/details>/);
    expect(page).toContain('<div style="color:rebeccapurple" class="note-box">Styled box</div>');
    // Comments render nothing, also one holding an admonition.
    expect(page).not.toContain('a comment that is not shown');
    expect(page).not.toContain('Commented out');
    expect(page).not.toContain('docs-gen-admonition');
  });

  it('shows admonitions, with Markdown titles, nested and in list items, as in an MDX page', () => {
    const page = articleOf(site.html('/'));
    expect(page).toMatch(/<aside class="admonition admonition-tip" aria-label="Plain title">.*Plain title<\/p><div class="admonition-content"><p>Tip body with <code>code<\/code>\.<\/p><\/div><\/aside>/);
    expect(page).toMatch(/<aside class="admonition admonition-note" aria-label="Arrows --&gt; and -- dashes">.*<p>Arrow body\.<\/p>/);
    expect(page).toMatch(
      /<aside class="admonition admonition-warning" aria-label="Some bold title">.*Some <strong>bold<\/strong> title<\/p><div class="admonition-content"><p>Warning body\.<\/p><aside class="admonition admonition-note" aria-label="Note">.*<p>Nested note inside the warning\.<\/p><\/div><\/aside><\/div><\/aside>/,
    );
    expect(page).toMatch(/<li>\s*<p>A list item<\/p>\s*<aside class="admonition admonition-info" aria-label="Info">.*<p>An admonition inside a list item\.<\/p><\/div><\/aside>\s*<\/li>/);
  });

  it('keeps heading ids, highlighted code blocks and checked links in a .md page', () => {
    const page = articleOf(site.html('/'));
    expect(page).toContain('<h2 id="custom-id">A heading');
    expect(page).toMatch(/<div class="code-block" data-language="js"><div class="code-title">hello\.js<\/div><pre class="shiki[^"]*"[^>]*><code><span class="line"><span style="color:#D73A49/);
    expect(page).toContain('<a href="/mdx-page/">the MDX page</a>');
  });

  it('reads .mdx pages as MDX, and a .md partial they import as CommonMark', () => {
    const page = articleOf(site.html('/mdx-page/'));
    expect(page).toMatch(/The answer is (<!-- -->)?42/);
    expect(page).toContain('<p>A partial with HTML:<br/>and a {brace}.</p>');
    expect(page).toMatch(/<aside class="admonition admonition-note" aria-label="Note">.*<p>MDX admonition\.<\/p>/);
  });
});

describe('markdownFormat', () => {
  it("'mdx' (the default) reads .md files as MDX: their HTML must be JSX", async () => {
    const site = tempSite('markdown-detect');
    try {
      site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Detect' });\n");
      const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/docs[/\\]index\.md:\d+:\d+ +MDX: /);
      // The way out, for a Docusaurus site whose .md files are CommonMark.
      expect(run.stderr).toContain("set `markdownFormat: 'detect'` in the config.");
    } finally {
      site.cleanup();
    }
  });

  it("'md' reads .mdx files as CommonMark too: their expressions are text", async () => {
    const site = tempSite('markdown-detect');
    try {
      site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Detect', markdownFormat: 'md' });\n");
      site.write('docs/mdx-page.mdx', '# MDX page\n\nThe answer is {answer}, <b>bold</b>.\n');
      const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(run.code, run.stderr).toBe(0);
      expect(articleOf(site.read('build/mdx-page/index.html'))).toContain('<p>The answer is {answer}, <b>bold</b>.</p>');
    } finally {
      site.cleanup();
    }
  });

  it("is carried over from Docusaurus's markdown.format", () => {
    for (const format of ['detect', 'md']) {
      const { config, notCarried } = mapDocusaurusConfig({ markdown: { format } }, '/site');
      expect(config.markdownFormat).toBe(format);
      expect(notCarried).toEqual([]);
    }
    const mdx = mapDocusaurusConfig({ markdown: { format: 'mdx' } }, '/site');
    expect(mdx.config.markdownFormat).toBeUndefined();
    expect(mdx.notCarried).toEqual([]);
  });
});
