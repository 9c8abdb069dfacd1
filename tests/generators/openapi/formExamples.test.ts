import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf } from '../../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

/** A body sent as JSON or as a form, with one schema of 40 properties (as Discord's message bodies are). */
function documentOf() {
  const properties = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field_${i}`, { type: 'string' }]));
  const schema = { $ref: '#/components/schemas/Thing' };
  return {
    openapi: '3.1.0',
    info: { title: 'Forms', version: '1' },
    paths: {
      '/things': {
        post: {
          operationId: 'create-thing',
          requestBody: { content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema }, 'text/plain': { schema: { type: 'string' }, example: 'a\nb' } } },
          responses: { '204': { description: 'Created' } },
        },
      },
    },
    components: { schemas: { Thing: { type: 'object', properties } } },
  };
}

describe('an example of a body that is not JSON', () => {
  const site = tempSite();
  let page = '';
  beforeAll(async () => {
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nHome.\n');
    site.write('api.json', JSON.stringify(documentOf()));
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'F', openapi: { file: 'api.json', routeBasePath: '/api' } })};\n`);
    const result = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    page = articleOf(site.read('build/api/create-thing/index.html'));
  });
  afterAll(() => site.cleanup());

  it('shows a value given as data (an object for a form) as JSON, long ones cut as long JSON examples are', () => {
    const body = page.slice(page.indexOf('id="request-body"'), page.indexOf('id="responses"'));
    expect(body).toMatch(/<p class="api-example-more">The first 30 of 42 lines\. <a href="\/api\/examples\/[0-9a-f]+\.json">The whole example<\/a><\/p>/);
    // In the two schema trees, not in the example.
    expect(body.match(/field_39/g)).toHaveLength(2);
  });

  it('shows a text example as it is', () => {
    expect(page).toContain('<code><span class="line"><span>a</span></span>\n<span class="line"><span>b</span></span></code>');
  });
});
