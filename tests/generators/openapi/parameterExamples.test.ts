import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf, textOf } from '../../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

/** Parameters with and without examples of their own, as Discord's ids (a pattern, no example) are. */
function documentOf() {
  return {
    openapi: '3.0.3',
    info: { title: 'Params', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/items/{item_id}': {
        get: {
          operationId: 'get-item',
          parameters: [
            { name: 'item_id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } },
            { name: 'limit', in: 'query', schema: { type: 'integer', example: 25 } },
            { name: 'sort', in: 'query', example: 'name', schema: { type: 'string' } },
            { name: 'tag', in: 'query', examples: { one: { value: 'red' } }, schema: { type: 'string' } },
          ],
          responses: { '204': { description: 'Done' } },
        },
      },
    },
  };
}

describe('the example of a parameter', () => {
  const site = tempSite();
  let page = '';
  beforeAll(async () => {
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nHome.\n');
    site.write('api.json', JSON.stringify(documentOf()));
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'P', openapi: { file: 'api.json', routeBasePath: '/api' } })};\n`);
    const result = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    page = articleOf(site.read('build/api/get-item/index.html'));
  });
  afterAll(() => site.cleanup());

  it('is shown when the document gives one: its own, a named one, or its schema’s', () => {
    const list = page.slice(page.indexOf('id="path-parameters"'), page.indexOf('</section>', page.indexOf('id="query-parameters"')));
    expect(list).toContain('Example: <code>25</code>');
    expect(list).toContain('Example: <code>name</code>');
    expect(list).toContain('Example: <code>red</code>');
  });

  it('is not made up for a parameter without one, though the samples send a made-up value its pattern allows', () => {
    const path = page.slice(page.indexOf('id="path-parameters"'), page.indexOf('id="query-parameters"'));
    expect(path).toContain('<code class="schema-name">item_id</code>');
    expect(path).not.toContain('Example:');
    expect(textOf(page)).toContain('https://api.example.com/items/123');
  });
});
