import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf, textOf } from '../../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

/** A JSON body whose example has `count` fields, one a line. */
const exampleBody = (count: number) => ({
  content: { 'application/json': { schema: { type: 'object' }, example: Object.fromEntries(Array.from({ length: count }, (_, i) => [`rule_${i}`, i])) } },
});

const body = (property: string) => ({ content: { 'application/json': { schema: { type: 'object', properties: { [property]: { type: 'string' } } } } } });

/**
 * A subscription call with scopes, links and callbacks (one inline, one `$ref` with two requests and an extension),
 * and the call its links lead to.
 */
function documentOf() {
  return {
    openapi: '3.0.3',
    info: { title: 'Feeds', version: '1' },
    components: {
      securitySchemes: { token: { type: 'http', scheme: 'bearer' } },
      links: { replay: { operationId: 'replayFeed', requestBody: '$request.body', description: 'Sends the same *subscription* again.' } },
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
          description: 'Subscribes to a feed; [`X-Trace`](#parameter-x-trace) follows the call through the logs.',
          security: [{ token: ['feeds:read', 'feeds:write'] }],
          parameters: [
            { name: 'Content-Type', in: 'header', required: true, schema: { type: 'string', enum: ['application/json'] } },
            { name: 'authorization', in: 'header', required: true, schema: { type: 'string', example: 'Bearer abc' } },
            { name: 'X-Trace', in: 'header', required: true, schema: { type: 'string', example: 't-1' } },
          ],
          requestBody: body('callbackUrl'),
          responses: {
            '201': {
              description: 'Subscribed',
              links: {
                read: { operationId: 'getFeed', parameters: { feedId: '$response.body#/id', verbose: true }, description: 'Reads the feed.' },
                readByRef: { operationRef: '#/paths/~1feeds~1%7BfeedId%7D/get', parameters: { feedId: '$response.header.Location' } },
                again: { $ref: '#/components/links/replay' },
              },
            },
          },
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
      '/rules': { put: { operationId: 'putRules', requestBody: exampleBody(40), responses: { '204': { description: 'Saved' } } } },
      '/notes': { put: { operationId: 'putNotes', requestBody: exampleBody(15), responses: { '204': { description: 'Saved' } } } },
      '/feeds/{feedId}': {
        get: { operationId: 'getFeed', summary: 'Read a feed', parameters: [{ name: 'feedId', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'The feed' } } },
      },
    },
  };
}

describe("an operation's page", () => {
  const site = tempSite();
  let page = '';
  let stderr = '';
  beforeAll(async () => {
    site.write('docs/index.md', '# Home\n');
    site.write('api.json', JSON.stringify(documentOf()));
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'F', openapi: { file: 'api.json', routeBasePath: '/api' } })};\n`);
    const result = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    stderr = result.stderr;
    page = articleOf(site.read('build/api/subscribe/index.html'));
  });
  afterAll(() => site.cleanup());

  it('gives each parameter row an id a description can link to', () => {
    expect(page).toContain('<li class="api-field" id="parameter-x-trace">');
    expect(page).toContain('<a href="#parameter-x-trace">');
    expect(stderr).not.toContain('Broken anchor');
  });

  it('separates the scopes a scheme needs', () => {
    expect(textOf(page)).toContain('(scopes: feeds:read, feeds:write)');
  });

  it('sends Content-Type and Authorization once in the samples, as the body and the scheme set them, however the document names them', () => {
    const text = textOf(page);
    const curl = text.slice(text.indexOf('curl -X POST'), text.indexOf('--data'));
    expect(curl).toContain("-H 'X-Trace: t-1'");
    expect(curl.match(/Content-Type/gi)).toHaveLength(1);
    expect(curl.match(/Authorization/gi)).toHaveLength(1);
    expect(curl).toContain('Authorization: Bearer $API_TOKEN');
    // requests sets a JSON body's Content-Type itself.
    const python = text.slice(text.indexOf('import requests'), text.indexOf('response.raise_for_status()'));
    expect(python).toContain('"X-Trace": "t-1"');
    expect(python).not.toContain('Content-Type');
    expect(python.match(/Authorization/gi)).toHaveLength(1);
  });

  it('shows a long body once above the samples, which read it from a file, on a small API too; a shorter one is written out', () => {
    const rules = textOf(articleOf(site.read('build/api/put-rules/index.html')));
    expect(rules).toContain('The body, saved as body.json (application/json), which each sample sends:');
    expect(rules).toContain("--data '@body.json'");
    expect(rules.match(/"rule_0": 0/g)).toHaveLength(1);
    const notes = textOf(articleOf(site.read('build/api/put-notes/index.html')));
    expect(notes).not.toContain('body.json');
    expect(notes).toContain('"rule_14": 14');
  });

  it("lists a response's links to the operations they lead to, by id or by reference, with the values they pass", () => {
    const text = textOf(page);
    expect(text).toContain('read: Read a feed with feedId = $response.body#/id, verbose = trueReads the feed.');
    expect(page).toContain('<code>read</code>:<!-- --> <a href="/api/get-feed/">Read a feed</a>');
    expect(text).toContain('readByRef: Read a feed with feedId = $response.header.Location');
    // An operation the document does not have is named as written; a `$ref`ed link is followed.
    expect(text).toContain('again: replayFeed with the body $request.body');
    expect(page).toContain('Sends the same <em>subscription</em> again.');
  });

  it('shows each callback request after the responses: where it is sent, its body and the responses it expects', () => {
    const text = textOf(page);
    expect(text.indexOf('Callbacks')).toBeGreaterThan(text.indexOf('201 Created'));
    expect(page).toContain('<h2 id="callbacks"');
    expect(page).toContain('<h3 id="callback-onitem"');
    expect(text).toContain('POST{$request.body#/callbackUrl}/items');
    expect(page).toContain('<h4 id="onitem-post-request-body"');
    expect(text).toContain('itemTitlestring');
    expect(page).toContain('<h5 id="onitem-post-response-202"');
    expect(text).toContain('410 GoneUnsubscribe me');
  });

  it('names each request of a callback with several, follows a callback `$ref` and skips its extensions', () => {
    const text = textOf(page);
    expect(text).toContain('statusChanged: PUT {$request.body#/statusUrl}');
    expect(text).toContain('The new status');
    expect(text).toContain('statusstring');
    expect(text).toContain('statusChanged: DELETE {$request.body#/statusUrl}');
    expect(text).toContain('The feed is gone.');
    expect(text).toContain('204 No ContentForgotten');
    expect(text).not.toContain('not a request');
  });
});
