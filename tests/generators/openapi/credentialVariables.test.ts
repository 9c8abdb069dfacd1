import { describe, expect, it } from 'vitest';
import { collectOperations } from '../../../src/generators/openapi/collectOperations.js';
import { createRefResolver } from '../../../src/generators/openapi/refs.js';
import { buildSampleRequest } from '../../../src/generators/openapi/sampleRequest.js';
import type { OpenApiDocument } from '../../../src/generators/openapi/spec.js';

/** Credentials sent together: two API keys in headers, one in the query, and a bearer token. */
function documentOf(security: Record<string, string[]>[]): OpenApiDocument {
  return {
    openapi: '3.0.3',
    info: { title: 'Keys', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    security,
    paths: { '/items': { get: { operationId: 'list-items', responses: { '200': { description: 'OK' } } } } },
    components: {
      securitySchemes: {
        clientId: { type: 'apiKey', in: 'header', name: 'X-Client-Id' },
        clientSecret: { type: 'apiKey', in: 'header', name: 'X-Client-Secret' },
        appKey: { type: 'apiKey', in: 'query', name: 'appKey' },
        token: { type: 'http', scheme: 'bearer' },
        otherToken: { type: 'oauth2', flows: {} },
      },
    },
  } as unknown as OpenApiDocument;
}

function credentialsOf(security: Record<string, string[]>[]) {
  const doc = documentOf(security);
  const resolver = createRefResolver(doc);
  const request = buildSampleRequest(collectOperations(doc, resolver)[0], doc, resolver);
  return [...request.headers, ...request.query].map((value) => `${value.name}: ${value.env?.prefix ?? ''}$${value.env?.variable}`);
}

describe('the variables request samples read credentials from', () => {
  it('are named by kind for a single credential', () => {
    expect(credentialsOf([{ clientId: [] }])).toEqual(['X-Client-Id: $API_KEY']);
    expect(credentialsOf([{ token: [] }])).toEqual(['Authorization: Bearer $API_TOKEN']);
  });

  it('are one for each of several credentials sent together, named after where each goes', () => {
    expect(credentialsOf([{ clientId: [], clientSecret: [], appKey: [] }])).toEqual([
      'X-Client-Id: $X_CLIENT_ID',
      'X-Client-Secret: $X_CLIENT_SECRET',
      'appKey: $APP_KEY',
    ]);
    // Kinds that differ keep their names; tokens of two schemes are told apart by their schemes' names.
    expect(credentialsOf([{ clientId: [], token: [] }])).toEqual(['X-Client-Id: $API_KEY', 'Authorization: Bearer $API_TOKEN']);
    expect(credentialsOf([{ token: [], otherToken: [] }])).toEqual(['Authorization: Bearer $TOKEN', 'Authorization: Bearer $OTHER_TOKEN']);
  });
});
