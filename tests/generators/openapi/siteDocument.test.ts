import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kebabCase } from '../../../src/generators/openapi/slug.js';
import { repoRoot, runDocsGen, tempSite } from '../../helpers/site.js';

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
  let site: ReturnType<typeof tempSite>;
  let result: ReturnType<typeof runDocsGen>;
  beforeAll(() => {
    site = tempSite();
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nHome.\n');
    // A site reads only files inside its folder, so the document is copied in.
    fs.copyFileSync(documentFile, path.join(site.dir, 'openapi.yaml'));
    // Only the API reference is built here, so its one link into the product docs cannot resolve.
    site.write(
      'docs-gen.config.ts',
      `import { defineConfig } from 'docs-gen';\nexport default defineConfig({ title: 'T', onBrokenLinks: 'warn', openapi: { file: 'openapi.yaml', routeBasePath: '/api' } });\n`,
    );
    result = runDocsGen(['build', site.dir]);
  });
  afterAll(() => site.cleanup());

  it('has 41 operations, all built', () => {
    expect(operations).toHaveLength(41);
    expect(result.code, result.stderr).toBe(0);
  });

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s has a page with method, path, parameters, body, responses and three request samples',
    (_, { method, path: apiPath, pathParameters, op }) => {
      const html = site.read(`build/api/${kebabCase(op.operationId)}/index.html`);
      expect(html).toContain(`<span class="api-method api-method-${method}">${method.toUpperCase()}</span><code class="api-path">`);
      expect(html.replace(/<\/?span[^>]*>/g, '')).toContain(`<code class="api-path">${apiPath}</code>`);
      expect(html.includes('id="parameters"')).toBe(Boolean(op.parameters?.length || pathParameters?.length));
      expect(html.includes('id="request-body"')).toBe(Boolean(op.requestBody));
      expect(html).toContain('id="responses"');
      for (const status of Object.keys(op.responses)) expect(html).toContain(`id="response-${status}"`);
      const samples = /<h2 id="request-samples"[\s\S]*?<h2 /.exec(html)?.[0] ?? '';
      for (const lang of ['bash', 'python', 'javascript']) expect(samples).toContain(`<div class="code-block" data-language="${lang}">`);
    },
  );

  it('groups the overview by tag with every operation linked', () => {
    const overview = site.read('build/api/overview/index.html');
    expect(overview).toContain('<h1>Open GPU Cloud API</h1>');
    for (const { op } of operations) expect(overview).toContain(`href="/api/${kebabCase(op.operationId)}/"`);
  });
});
