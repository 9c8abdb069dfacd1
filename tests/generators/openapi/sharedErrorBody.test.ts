import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf } from '../../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

/**
 * Three operations answering 400, 403 and 404 with one error schema, each response with a description of its
 * own (as Box's do); `withExamples` gives the 404 an example of its own.
 */
function documentOf(withExamples: boolean) {
  const error = (description: string, example?: unknown) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, ...(example !== undefined && { example }) } },
  });
  const responses = {
    '200': { description: 'OK' },
    '400': error('The request is not valid.'),
    '403': error('Not allowed.'),
    '404': error('No such thing.', withExamples ? { code: 'not_found', message: 'No such thing' } : undefined),
  };
  const paths = Object.fromEntries(['a', 'b', 'c'].map((name) => [`/${name}`, { get: { operationId: `get-${name}`, responses } }]));
  return {
    openapi: '3.0.3',
    info: { title: 'Errors', version: '1' },
    paths,
    components: {
      schemas: { Error: { type: 'object', properties: { code: { type: 'string', example: 'bad_request' }, message: { type: 'string' } } } },
    },
  };
}

describe('the errors many operations share', () => {
  const site = tempSite();
  const overview = async (withExamples: boolean) => {
    site.write('api.json', JSON.stringify(documentOf(withExamples)));
    const result = await runDocsGenAsync(['build', site.dir, '--quiet', '--no-cache']);
    expect(result.code, result.stderr).toBe(0);
    return articleOf(site.read('build/api/overview/index.html'));
  };
  beforeAll(() => {
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nHome.\n');
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'E', openapi: { file: 'api.json', routeBasePath: '/api' } })};\n`);
  });
  afterAll(() => site.cleanup());

  it('show the example of the body they all have alike once, with that body', async () => {
    const html = await overview(false);
    expect(html).toContain('Body of every error below,');
    expect(html.match(/bad_request/g)).toHaveLength(1);
    expect(html.match(/<summary>Example<\/summary>/g)).toHaveLength(1);
    const common = html.slice(html.indexOf('api-errors-common'), html.indexOf('class="api-errors"'));
    expect(common).toContain('<summary>Example</summary>');
  });

  it('keep the examples of each error when they differ', async () => {
    const html = await overview(true);
    expect(html.match(/<summary>Example<\/summary>/g)).toHaveLength(3);
    expect(html).toContain('not_found');
  });
});
