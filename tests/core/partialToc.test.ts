import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * The headings of a partial a page renders are the page's, where it renders it, as Docusaurus's table of
 * contents lists them: a page made of a partial had an empty TOC.
 */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write('docs/_nested.mdx', '## Nested heading\n\nDeep.\n');
  site.write('docs/_partial.mdx', "import Nested from './_nested.mdx';\n\n## From the partial\n\n### Partial detail\n\n<Nested />\n");
  site.write(
    'docs/index.mdx',
    [
      "import Partial from './_partial.mdx';",
      "import TOCInline from '@theme/TOCInline';",
      '# Page',
      '<TOCInline toc={toc} />',
      '## Before',
      '<Partial />',
      '## After',
      'Not a rendered partial: <span>Partial</span>.',
      '',
    ].join('\n\n'),
  );
  // A page exporting a `toc` of its own, made of the partial's: Docusaurus shows it in place of the page's headings.
  site.write(
    'docs/own.mdx',
    [
      "import { toc as partialToc } from './_partial.mdx';",
      "export const toc = [...partialToc, { value: 'See <code>also</code>', id: 'See-also', level: 2 }];",
      '# Own',
      '## Not listed',
      '',
    ].join('\n\n'),
  );
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 30_000);
afterAll(() => site.cleanup());

const links = (html: string) => [...html.matchAll(/<a href="#([^"]+)"/g)].map((m) => m[1]);

describe('a partial’s headings', () => {
  it('are in the page’s TOC where the partial is rendered, with those of a partial it renders', () => {
    expect(build.code, build.stderr).toBe(0);
    const html = site.read('build/index.html');
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(links(toc)).toEqual(['before', 'from-the-partial', 'partial-detail', 'nested-heading', 'after']);
    // Docusaurus's `toc` export, which TOCInline reads, has them too.
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    const inline = article.slice(0, article.indexOf('id="before"'));
    expect(links(inline)).toEqual(['before', 'from-the-partial', 'partial-detail', 'nested-heading', 'after']);
  });

  it('are its `toc` export, from which a page may make the TOC it exports in place of its headings', () => {
    const html = site.read('build/own/index.html');
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(links(toc)).toEqual(['from-the-partial', 'partial-detail', 'nested-heading', 'See-also']);
    expect(toc).toContain('See <code>also</code>');
    expect(html).toContain('id="not-listed"');
  });

  it('say so, at the page, when a page exports a `toc` of another shape', async () => {
    const other = tempSite();
    try {
      other.write('docs/index.mdx', "export const toc = { items: [] };\n\n# Page\n");
      const failed = await runDocsGenAsync(['build', other.dir]);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/docs[/\\]index\.mdx +The page exports a `toc` that is not a list of \{ value, id, level \}/);
    } finally {
      other.cleanup();
    }
  });
});
