import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Container directives that are no admonition (`:::details`, `:::name[label]{attrs}`), which Docusaurus parses
 * with remark-directive and renders as a plain `<div>` of their content, warning about each. Before, their
 * lines were left as paragraphs of text, `:::` included.
 */
const site = tempSite();
const off = tempSite();
let build: RunResult;
let offBuild: RunResult;

const PAGE = `# Directives

Before.

:::details[Click **me**]{#anchor .shown}

Inside *text*.

- a list
  :::tip
  A tip in the list.
  :::

:::

::::outer
:::inner
Nested.
:::
::::

\`\`\`md
:::fenced
In a code block.
:::
\`\`\`

:::phrase with words after
Stays text.
:::

:::unclosed
Open to the end.
`;

const pageHtml = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));

/** Admonitions written with a directive's label and attributes, as Docusaurus 3 reads them. */
const ADMONITIONS = `# Admonitions

:::note[a \\*b\\* &amp; c]
Escapes and references in a label.
:::

:::info[Info Title]{.bold}
Attributes after a label.
:::

:::tip{title="From *attr* & <b>"}
A title attribute, as written.
:::

:::warning[Label]{title=Wins}
The attribute over the label.
:::

:::danger{#anchor}
No title.
:::
`;

/**
 * Text and leaf directives that no plugin handles, which Docusaurus parses on every page: a bare `:name` stays
 * text, others keep their label and lose their attributes, with a warning. Before, `{#id}` failed as an MDX
 * expression.
 */
const INLINE = `# Inline

Note:this stays, as do a:b, 10:30 and :tada: here. An :abbr[HTML]{title="HyperText"} term.

::youtube{#dQw4w9WgXcQ}

::figure[A *caption*]{src="x.png"}

- Keys :kbd[Ctrl]+:kbd[C], and \\:escaped[x].

\`\`\`
::fenced{#kept}
\`\`\`

Also \`:inline[code]{x=1}\` kept.
`;

/** The titles of a page's admonitions: their accessible names, and their headings as HTML. */
const titlesOf = (html: string) =>
  [...html.matchAll(/<aside class="admonition[^"]*" aria-label="([^"]*)"><p class="admonition-heading"><svg[\s\S]*?<\/svg>([\s\S]*?)<\/p>/g)].map((m) => [m[1], m[2]]);

beforeAll(async () => {
  site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Kit', markdownFormat: 'detect' });\n");
  site.write('docs/index.mdx', PAGE);
  site.write('docs/plain.md', PAGE);
  site.write('docs/admonitions.mdx', ADMONITIONS);
  site.write('docs/admonitions-plain.md', ADMONITIONS);
  site.write('docs/inline.mdx', INLINE);
  site.write('docs/inline-plain.md', INLINE);
  off.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Kit', admonitions: false });\n");
  off.write('docs/index.md', '# Off\n\n:::note\nNo admonitions here.\n:::\n');
  [build, offBuild] = await Promise.all([runDocsGenAsync(['build', site.dir, '--quiet']), runDocsGenAsync(['build', off.dir, '--quiet'])]);
}, 30_000);
afterAll(() => {
  site.cleanup();
  off.cleanup();
});

describe('container directives of no admonition', () => {
  for (const [page, file] of [
    ['MDX', 'build/index.html'],
    ['CommonMark', 'build/plain/index.html'],
  ] as const) {
    it(`render as a plain <div> of their label and content, attributes dropped, in ${page}`, () => {
      expect(build.code).toBe(0);
      const html = pageHtml(site.read(file));
      expect(html).toMatch(/<div><p>Click <strong>me<\/strong><\/p><p>Inside <em>text<\/em>\.<\/p><ul>\s*<li>a list(?:<!-- -->)?\s*<aside class="admonition admonition-tip"[\s\S]*?<p>A tip in the list\.<\/p><\/div><\/aside>\s*<\/li>\s*<\/ul><\/div>/);
      expect(html).not.toMatch(/anchor|shown/);
      // A longer fence holds a shorter one.
      expect(html).toContain('<div><div><p>Nested.</p></div></div>');
      // Open at the end of the file, it holds the rest.
      expect(html).toContain('<div><p>Open to the end.</p></div>');
    });

    it(`leave a code block and a line that is no directive as written, in ${page}`, () => {
      const html = pageHtml(site.read(file));
      expect(html).toMatch(/<pre[^>]*>[\s\S]*?:::fenced[\s\S]*?<\/pre>/);
      expect(html).toMatch(/<p>:::phrase with words after\s+Stays text\.\s+:::<\/p>/);
    });
  }

  it('are each reported once with their file, line and column, as warnings', () => {
    const lines = build.stderr.trim().split('\n');
    for (const file of ['docs/index.mdx', 'docs/plain.md']) {
      const own = lines.filter((line) => line.includes(`${file}:`));
      expect(own.map((line) => /:(\d+:\d+) /.exec(line)?.[1])).toEqual(['5:1', '16:1', '17:1', '32:1']);
      expect(own[0]).toMatch(/^warning \S*:5:1 {2}Unknown directive ":::details": it is shown as a plain <div> holding its content, as Docusaurus shows it\. To draw it as an admonition, add "details" to the config's admonitions\.keywords\.$/);
    }
    expect(lines.filter((line) => /docs\/(index\.mdx|plain\.md):/.test(line))).toHaveLength(8);
  });

  it('include admonitions when the config turns them off', () => {
    expect(offBuild.code).toBe(0);
    expect(pageHtml(off.read('build/index.html'))).toContain('<div><p>No admonitions here.</p></div>');
    expect(offBuild.stderr).toMatch(/docs\/index\.md:3:1 {2}Unknown directive ":::note"/);
  });
});

describe('text and leaf directives of no plugin', () => {
  for (const file of ['build/inline/index.html', 'build/inline-plain/index.html']) {
    it(`keep a bare :name as text and show the label of others without attributes, in ${file}`, () => {
      expect(build.code).toBe(0);
      const html = pageHtml(site.read(file));
      expect(html).toContain('<p>Note:this stays, as do a:b, 10:30 and 🎉 here. An <span>HTML</span> term.</p>');
      expect(html).toMatch(/<div><\/div>\s*<div>A <em>caption<\/em><\/div>/);
      expect(html).toContain('Keys <span>Ctrl</span>+<span>C</span>, and :escaped[x].');
      expect(html).toMatch(/<pre[^>]*>[\s\S]*?::fenced\{#kept\}[\s\S]*?<\/pre>/);
      expect(html).toContain('<code>:inline[code]{x=1}</code>');
      expect(html).not.toMatch(/HyperText|dQw4w9WgXcQ|x\.png/);
    });
  }

  it('are each reported with their file, line and column, as warnings', () => {
    const lines = build.stderr.trim().split('\n');
    for (const file of ['docs/inline.mdx', 'docs/inline-plain.md']) {
      const own = lines.filter((line) => line.includes(`${file}:`));
      expect(own.map((line) => /:(\d+:\d+) /.exec(line)?.[1])).toEqual(['3:55', '5:1', '7:1', '9:8', '9:19']);
      expect(own[0]).toMatch(/^warning \S*:3:55 {2}Unknown directive ":abbr": its label is shown, without its attributes, as in Docusaurus\./);
      expect(own[1]).toMatch(/Unknown directive "::youtube": it shows nothing/);
    }
  });
});

describe('admonitions written as directives', () => {
  it('take a label with its escapes and references decoded, and a title attribute as written over the label, other attributes dropped', () => {
    for (const file of ['build/admonitions/index.html', 'build/admonitions-plain/index.html']) {
      expect(titlesOf(site.read(file)), file).toEqual([
        ['a *b* &amp; c', 'a *b* &amp; c'],
        ['Info Title', 'Info Title'],
        ['From *attr* &amp; &lt;b&gt;', 'From *attr* &amp; &lt;b&gt;'],
        ['Wins', 'Wins'],
        ['Danger', 'Danger'],
      ]);
      expect(site.read(file)).not.toMatch(/:::|anchor|bold/);
    }
  });
});
