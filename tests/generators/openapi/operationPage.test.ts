import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf, textOf } from '../../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

const body = (property: string) => ({ content: { 'application/json': { schema: { type: 'object', properties: { [property]: { type: 'string' } } } } } });

/** One subscription call with scopes and callbacks: one inline, one `$ref` with two requests and an extension. */
function documentOf() {
  return {
    openapi: '3.0.3',
    info: { title: 'Feeds', version: '1' },
    components: {
      securitySchemes: { token: { type: 'http', scheme: 'bearer' } },
      callbacks: {
        statusChanged: {
          'x-note': 'not a request',
          '{$request.body#/statusUrl}': {
            put: { summary: 'The new status', requestBody: body('status'), responses: { '200': { description: 'Taken' } } },
            delete: { description: 'The feed is gone.', responses: { '204': { description: 'Forgotten' } } },
          },
        },
      },
    },
    paths: {
      '/feeds': {
        post: {
          operationId: 'subscribe',
          security: [{ token: ['feeds:read', 'feeds:write'] }],
          requestBody: body('callbackUrl'),
          responses: { '201': { description: 'Subscribed' } },
          callbacks: {
            onItem: {
              '{$request.body#/callbackUrl}/items': {
                post: { requestBody: body('itemTitle'), responses: { '202': { description: 'Received' }, '410': { description: 'Unsubscribe me' } } },
              },
            },
            statusChanged: { $ref: '#/components/callbacks/statusChanged' },
          },
        },
      },
    },
  };
}

describe("an operation's page", () => {
  const site = tempSite();
  let page = '';
  beforeAll(async () => {
    site.write('docs/index.md', '# Home\n');
    site.write('api.json', JSON.stringify(documentOf()));
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'F', openapi: { file: 'api.json', routeBasePath: '/api' } })};\n`);
    const result = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    page = articleOf(site.read('build/api/subscribe/index.html'));
  });
  afterAll(() => site.cleanup());

  it('separates the scopes a scheme needs', () => {
    expect(textOf(page)).toContain('(scopes: feeds:read, feeds:write)');
  });
});
