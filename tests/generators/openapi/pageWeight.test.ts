import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitParameters } from '../../../src/generators/openapi/fitParameters.js';
import type { ApiOperationData, ParameterView } from '../../../src/generators/openapi/types.js';
import { articleOf, textOf } from '../../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

const words = (n: number) => 'which narrows the search to what the caller asked for and says how '.repeat(n).trim();

/**
 * A small API: a search of 70 query parameters described at length, whose description links to its first
 * parameter and to its last, which the page has no room for.
 */
function document() {
  return {
    openapi: '3.1.0',
    info: { title: 'Search API', version: '1.0.0' },
    paths: {
      '/search': {
        get: {
          operationId: 'search',
          description: 'Searches everything; [`q`](#parameter-q) is the only parameter needed, and [the last filter](#parameter-filter_68) narrows most.',
          parameters: [
            { name: 'q', in: 'query', required: true, description: 'The text to search for.', schema: { type: 'string' } },
            ...Array.from({ length: 69 }, (_, i) => ({ name: `filter_${i}`, in: 'query', description: `Filter ${i}, ${words(4)}.`, schema: { type: 'string', enum: ['one', 'two', 'three'] } })),
          ],
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { total: { type: 'integer' } } } } } } },
        },
      },
    },
  };
}

describe('an operation page within its budget of HTML', () => {
  const site = tempSite();
  const html = (route: string) => site.read(`build${route}index.html`);
  let result: Awaited<ReturnType<typeof runDocsGenAsync>>;
  beforeAll(async () => {
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nThe [API](/api/overview/).\n');
    site.write('api.json', JSON.stringify(document(), null, 2));
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Search', openapi: { file: 'api.json', routeBasePath: '/api' } })};\n`);
    result = await runDocsGenAsync(['build', site.dir, '--quiet']);
  });
  afterAll(() => site.cleanup());

  it('gives each parameter row an id that descriptions can link to', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('Broken anchor');
    expect(articleOf(html('/api/search/'))).toContain('<li class="api-field" id="parameter-q">');
  });

  it('goes on with the parameters that do not fit on a page of their own, in order', () => {
    const page = html('/api/search/');
    const more = /<a href="(\/api\/schemas\/search-query-parameters\/)">(\d+) more parameters<\/a>/.exec(articleOf(page));
    expect(more).not.toBeNull();
    const shown = [...articleOf(page).matchAll(/<code class="schema-name">filter_(\d+)<\/code>/g)].map((m) => Number(m[1]));
    const rest = [...articleOf(html(more![1])).matchAll(/<code class="schema-name">filter_(\d+)<\/code>/g)].map((m) => Number(m[1]));
    expect(rest.length).toBe(Number(more![2]));
    expect([...shown, ...rest]).toEqual(Array.from({ length: 69 }, (_, i) => i));
    expect(textOf(articleOf(html(more![1])))).toContain(`Filter 68, ${words(4)}.`);
    expect(page.length).toBeLessThan(40_000);
  });

  it("points the description's link to a parameter moved on to the row that has it now", () => {
    // Checked there too: no broken-anchor warning (see the first test).
    expect(articleOf(html('/api/search/'))).toContain('<a href="/api/schemas/search-query-parameters/#parameter-filter_68">the last filter</a>');
    expect(articleOf(html('/api/schemas/search-query-parameters/'))).toContain('<li id="parameter-filter_68">');
  });
});

describe('fitParameters', () => {
  const parameter = (name: string, description: string): ParameterView => ({
    id: `parameter-${name}`,
    name,
    in: 'query',
    required: false,
    deprecated: false,
    descriptionHtml: `<p>${description}</p>`,
    schema: { type: 'string' },
  });
  const view = (): ApiOperationData => ({
    method: 'GET',
    path: '/items',
    deprecated: false,
    parameters: {
      id: 'parameters',
      title: 'Parameters',
      groups: [
        { id: 'path-parameters', title: 'Path parameters', location: 'path', parameters: [parameter('id', 'short')] },
        { id: 'query-parameters', title: 'Query parameters', location: 'query', parameters: ['a', 'b', 'c', 'd'].map((n) => parameter(n, 'x'.repeat(400))) },
      ],
    },
  });

  it('leaves parameters within the budget as they are', () => {
    const v = view();
    expect(fitParameters(v, 100_000, () => '/more/')).toEqual(new Map());
    expect(v.parameters!.groups[1].parameters).toHaveLength(4);
    expect(v.parameters!.groups[1].more).toBeUndefined();
  });

  it('keeps parameters in order while they fit and links the rest of each group', () => {
    const v = view();
    const rests: string[][] = [];
    const moved = fitParameters(v, 1_700, (group, rest) => {
      rests.push((rest.properties ?? []).map((p) => p.name ?? ''));
      return `/${group.id}/`;
    });
    expect(v.parameters!.groups[0].parameters.map((p) => p.name)).toEqual(['id']);
    expect(v.parameters!.groups[1].parameters.map((p) => p.name)).toEqual(['a', 'b']);
    expect(v.parameters!.groups[1].more).toEqual({ count: 2, route: '/query-parameters/' });
    expect(rests).toEqual([['c', 'd']]);
    expect(moved).toEqual(new Map([['parameter-c', '/query-parameters/'], ['parameter-d', '/query-parameters/']]));
  });
});
