import { afterAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * The query-string hooks of `@docusaurus/theme-common`, which filterable lists (a showcase, a gallery) keep their
 * state in: on the server, Docusaurus reads the query as empty.
 */
describe('useQueryString and useQueryStringList', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('give site code the empty query a server render reads, with setters, and merge search strings as Docusaurus does', async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Query' });\n");
    site.write(
      'src/components/Filters.js',
      [
        "import { mergeSearchStrings, useClearQueryString, useHistorySelector, useQueryString, useQueryStringList } from '@docusaurus/theme-common';",
        '',
        'export default function Filters() {',
        "  const [search, setSearch] = useQueryString('name');",
        "  const [tags, setTags] = useQueryStringList('tags');",
        '  const clear = useClearQueryString();',
        '  const path = useHistorySelector((history) => history.location.pathname + history.location.search);',
        "  setSearch('x');",
        "  setTags((old) => [...old, 'y']);",
        '  clear();',
        "  return <p data-search={search} data-tags={tags.length} data-path={path}>{mergeSearchStrings(['?a=1&b=2', '?b=3', undefined], 'set')}</p>;",
        '}',
        '',
      ].join('\n'),
    );
    site.write('docs/index.mdx', "# Home\n\nimport Filters from '@site/src/components/Filters';\n\n<Filters />\n");
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    expect(site.read('build/index.html')).toContain('<p data-search="" data-tags="0" data-path="/">?a=1&amp;b=3</p>');
  });
});
