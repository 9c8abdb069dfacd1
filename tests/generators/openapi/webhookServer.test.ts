import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf, textOf } from '../../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

/** An API with a server, one operation and one webhook. */
function documentOf() {
  return {
    openapi: '3.1.0',
    info: { title: 'Hooks', version: '1' },
    servers: [{ url: 'https://api.example.com/v1' }],
    paths: { '/jobs': { get: { operationId: 'listJobs', summary: 'List jobs', responses: { '200': { description: 'OK' } } } } },
    webhooks: {
      jobDone: {
        post: {
          summary: 'Job done',
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } },
          responses: { '200': { description: 'Received' } },
        },
      },
    },
  };
}

describe('the page of a webhook', () => {
  const site = tempSite();
  beforeAll(async () => {
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nHome.\n');
    site.write('api.json', JSON.stringify(documentOf()));
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'H', openapi: { file: 'api.json', routeBasePath: '/api' } })};\n`);
    const result = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
  });
  afterAll(() => site.cleanup());

  it("names no base URL: a webhook is sent to the reader's endpoint, not the API's", () => {
    expect(textOf(articleOf(site.read('build/api/list-jobs/index.html')))).toContain('Base URL https://api.example.com/v1');
    const webhook = textOf(articleOf(site.read('build/api/webhooks/job-done/index.html')));
    expect(webhook).toContain('WebhookPOSTjobDone');
    expect(webhook).not.toContain('Base URL');
    expect(webhook).not.toContain('api.example.com');
  });
});
