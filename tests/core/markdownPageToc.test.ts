import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A Markdown page of `src/pages` has the theme's table of contents, as Docusaurus's `MDXPage` renders `TOC` in a
 * column beside the page: the column, and above the page the disclosure the docs pages have where it does not fit.
 * None with `hide_table_of_contents`, nor on a page without headings; a React page is left as it lays itself out.
 */

const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write('docs-gen.config.ts', "export default { title: 'Pages', url: 'https://pages.example' };\n");
  site.write('docs/index.md', '# Home\n\nThe docs.\n');
  site.write('src/pages/crypto.md', '# Crypto\n\nCoins.\n\n## Bitcoin\n\nThe first.\n\n### Mining\n\nBlocks.\n\n#### Pools\n\nShares.\n\n## Ethereum\n\nContracts.\n');
  site.write('src/pages/shallow.md', '---\ntoc_max_heading_level: 2\nwrapperClassName: wide-page\n---\n\n# Shallow\n\n## Bitcoin\n\n### Mining\n\n## Ethereum\n');
  site.write('src/pages/deep.mdx', '---\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n\n# Deep\n\n## Bitcoin\n\n### Mining\n\n#### Pools\n');
  site.write('src/pages/hidden.md', '---\nhide_table_of_contents: true\n---\n\n# Hidden\n\n## Bitcoin\n\n## Ethereum\n');
  site.write('src/pages/plain.md', '# Plain\n\nNo sections.\n');
  site.write('src/pages/react.js', "export default function React() {\n  return <div className=\"own\"><h1>React</h1><h2 id=\"part\">Part</h2></div>;\n}\n");
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 60_000);
afterAll(() => site.cleanup());

const mainOf = (route: string) => /<main[\s\S]*<\/main>/.exec(site.read(`build${route}index.html`))?.[0] ?? '';
/** The TOC's links, by where they are: the right-hand column's and the disclosure's. */
function tocOf(route: string): { column: string[]; disclosure: string[] } {
  const main = mainOf(route);
  const links = (html: string | undefined) => [...(html ?? '').matchAll(/<a href="#([^"]+)" class="toc-link">/g)].map((m) => m[1]);
  return {
    column: links(/<div class="toc-column"><nav class="toc" aria-labelledby="toc-title" data-toc="true">[\s\S]*?<\/nav><\/div>/.exec(main)?.[0]),
    disclosure: links(/<details class="toc-collapsible" data-toc="true">[\s\S]*?<\/details>/.exec(main)?.[0]),
  };
}

describe('a Markdown page of src/pages', () => {
  it('has the TOC column beside its content, and the disclosure above it, as a guide has', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const main = mainOf('/crypto/');
    // The page's column, then the TOC's: the disclosure first in the page's column, the article after it.
    expect(main).toMatch(
      /^<main id="main" class="main main-wide" tabindex="-1"><div class="doc"><details class="toc-collapsible" data-toc="true">[\s\S]*?<\/details><article class="markdown"><h1 id="crypto">Crypto<\/h1>[\s\S]*<\/article><\/div><div class="toc-column"><nav class="toc" aria-labelledby="toc-title" data-toc="true"><h2 id="toc-title" class="toc-title">On this page<\/h2><ul>[\s\S]*<\/ul><\/nav><\/div><\/main>$/,
    );
    // Levels 2 and 3, the config's default, nested as on a guide.
    expect(tocOf('/crypto/')).toEqual({ column: ['bitcoin', 'mining', 'ethereum'], disclosure: ['bitcoin', 'mining', 'ethereum'] });
    expect(main).toContain('<li><a href="#bitcoin" class="toc-link">Bitcoin</a><ul><li><a href="#mining" class="toc-link">Mining</a></li></ul></li><li><a href="#ethereum" class="toc-link">Ethereum</a></li>');
  });

  it('takes toc_min_heading_level and toc_max_heading_level, and keeps its wrapperClassName', () => {
    expect(tocOf('/shallow/')).toEqual({ column: ['bitcoin', 'ethereum'], disclosure: ['bitcoin', 'ethereum'] });
    expect(mainOf('/shallow/')).toMatch(/^<main id="main" class="main main-wide wide-page" tabindex="-1">/);
    expect(tocOf('/deep/')).toEqual({ column: ['mining', 'pools'], disclosure: ['mining', 'pools'] });
  });

  it('has none with hide_table_of_contents, nor without headings: no empty column beside it', () => {
    for (const route of ['/hidden/', '/plain/']) {
      const main = mainOf(route);
      expect(main, route).toContain('</h1>');
      expect(main, route).not.toContain('toc');
      expect(main, route).toMatch(/^<main id="main" class="main main-wide" tabindex="-1"><div class="doc"><article class="markdown">[\s\S]*<\/article><\/div><\/main>$/);
    }
  });

  it('leaves a React page as it is', () => {
    const main = mainOf('/react/');
    expect(main).toMatch(/^<main id="main" class="main main-page" tabindex="-1"><div class="own"><h1>React<\/h1><h2 id="part">Part<\/h2><\/div><\/main>$/);
    expect(main).not.toContain('toc');
  });
});
