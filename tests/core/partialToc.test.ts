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
});
