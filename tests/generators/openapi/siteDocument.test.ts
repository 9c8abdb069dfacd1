import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { kebabCase } from '../../../src/generators/openapi/slug.js';
import { requireBuiltSite } from '../../helpers/builtSite.js';
import { repoRoot } from '../../helpers/site.js';

interface DocOperation {
  operationId: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

const documentFile = path.join(repoRoot, 'site', 'api', 'openapi.yaml');
const document = parseYaml(fs.readFileSync(documentFile, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
const operations = Object.entries(document.paths).flatMap(([apiPath, item]) =>
  ['get', 'put', 'post', 'patch', 'delete']
    .filter((method) => item[method])
    .map((method) => ({ method, path: apiPath, pathParameters: item.parameters as unknown[] | undefined, op: item[method] as DocOperation })),
);

describe("the provider's OpenAPI document", () => {
  // The site's own build (made once before the run) renders this document at /api, so its pages are read there.
  const read = (route: string) => fs.readFileSync(path.join(requireBuiltSite(), route, 'index.html'), 'utf8');

  it('has 41 operations, all built', () => {
    expect(operations).toHaveLength(41);
    for (const { op } of operations) expect(fs.existsSync(path.join(requireBuiltSite(), 'api', kebabCase(op.operationId), 'index.html')), op.operationId).toBe(true);
  });

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s has a page with method, path, parameters, body, responses and three request samples',
    (_, { method, path: apiPath, pathParameters, op }) => {
      const html = read(`api/${kebabCase(op.operationId)}`);
      expect(html).toContain(`<span class="api-method api-method-${method}">${method.toUpperCase()}</span><code class="api-path">`);
      expect(html.replace(/<\/?span[^>]*>/g, '')).toContain(`<code class="api-path">${apiPath}</code>`);
      expect(html.includes('id="parameters"')).toBe(Boolean(op.parameters?.length || pathParameters?.length));
      expect(html.includes('id="request-body"')).toBe(Boolean(op.requestBody));
      expect(html).toContain('id="responses"');
      // Each status is described on the page, or is a shared error linked to its description on the overview.
      for (const status of Object.keys(op.responses)) expect(html.includes(`id="response-${status}"`) || html.includes(`href="/api/overview/#error-${status}"`), status).toBe(true);
      const samples = /<h2 id="request-samples"[\s\S]*?<h2 /.exec(html)?.[0] ?? '';
      for (const lang of ['bash', 'python', 'javascript']) expect(samples).toContain(`<div class="code-block" data-language="${lang}">`);
    },
  );

  it('groups the overview by tag with every operation linked', () => {
    const overview = read('api/overview');
    expect(overview).toContain('<h1>Open GPU Cloud API</h1>');
    for (const { op } of operations) expect(overview).toContain(`href="/api/${kebabCase(op.operationId)}/"`);
  });
});
