import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { collectOperations } from '../../../src/generators/openapi/collectOperations.js';
import { CodeHighlighter } from '../../../src/generators/openapi/highlight.js';
import { Masker, maskSampleRequest } from '../../../src/generators/openapi/maskValues.js';
import { createRefResolver } from '../../../src/generators/openapi/refs.js';
import { buildCurlSample, buildFetchSample, buildPythonSample, buildRequestSamples } from '../../../src/generators/openapi/requestSamples.js';
import { buildSampleRequest, type SampleRequest } from '../../../src/generators/openapi/sampleRequest.js';
import type { OpenApiDocument } from '../../../src/generators/openapi/spec.js';
import { repoRoot } from '../../helpers/site.js';

const createVm: SampleRequest = {
  method: 'POST',
  url: 'https://api.example.com/v1/vms',
  query: [{ name: 'dry_run', values: ['true'], data: true }],
  headers: [
    { name: 'Idempotency-Key', values: ["it's-1"] },
    { name: 'Authorization', values: [], env: { variable: 'OGC_API_KEY', prefix: 'Bearer ' } },
  ],
  body: { mediaType: 'application/json', value: { name: 'train-01', disk_size_gb: 500, public_ip: true, init_script: null, tags: ['a'] } },
  response: 'json',
};

describe('request samples', () => {
  it('writes curl with credentials expanded from the environment and the body in single quotes', () => {
    expect(buildCurlSample(createVm)).toBe(
      [
        'curl -X POST "https://api.example.com/v1/vms?dry_run=true" \\',
        `  -H 'Idempotency-Key: it'\\''s-1' \\`,
        '  -H "Authorization: Bearer $OGC_API_KEY" \\',
        "  -H 'Content-Type: application/json' \\",
        `  --data '${JSON.stringify(createVm.body!.value, null, 2)}'`,
      ].join('\n'),
    );
  });

  it('writes Python requests with Python literals and os.environ', () => {
    const code = buildPythonSample(createVm);
    expect(code).toContain('import os\n\nimport requests\n\nresponse = requests.post(\n    "https://api.example.com/v1/vms",');
    expect(code).toContain('params={"dry_run": True},');
    expect(code).toContain(`headers={"Idempotency-Key": "it's-1", "Authorization": f"Bearer {os.environ['OGC_API_KEY']}"},`);
    expect(code).toContain('        "public_ip": True,\n        "init_script": None,');
    expect(code).toContain('response.raise_for_status()\nprint(response.json())');
  });

  it('writes JavaScript fetch with process.env and JSON.stringify', () => {
    const code = buildFetchSample(createVm);
    expect(code).toContain('const response = await fetch("https://api.example.com/v1/vms?dry_run=true", {\n  method: "POST",');
    expect(code).toContain('    Authorization: `Bearer ${process.env.OGC_API_KEY}`,\n    "Content-Type": "application/json",');
    expect(code).toContain('  body: JSON.stringify({\n    name: "train-01",\n    disk_size_gb: 500,');
    expect(code).toContain('const data = await response.json();');
  });

  it('sends forms, multipart and text bodies the way each client expects', () => {
    const form: SampleRequest = { method: 'POST', url: 'https://x.test/f', query: [], headers: [], body: { mediaType: 'application/x-www-form-urlencoded', value: { a: 'b c' } }, response: 'none' };
    expect(buildCurlSample(form)).toContain("--data-urlencode 'a=b c'");
    expect(buildPythonSample(form)).toContain('data={\n        "a": "b c",\n    },');
    expect(buildFetchSample(form)).toContain('body: new URLSearchParams({');
    const text: SampleRequest = { ...form, body: { mediaType: 'text/plain', value: 'hello' }, response: 'text' };
    expect(buildCurlSample(text)).toContain("-H 'Content-Type: text/plain' \\\n  --data-binary 'hello'");
    expect(buildPythonSample(text)).toContain('print(response.text)');
    const multipart: SampleRequest = { ...form, body: { mediaType: 'multipart/form-data', value: { file: 'x' } } };
    expect(buildCurlSample(multipart)).toContain("-F 'file=x'");
    expect(buildFetchSample(multipart)).toContain('const form = new FormData();\nform.append("file", "x");');
  });

  it("sends a form body's objects as OpenAPI serializes them: deepObject, exploded form, form, or JSON by encoding", () => {
    const card = { number: '4242', address: { city: 'Oslo' } };
    const schema = { type: 'object', properties: Object.fromEntries(['card', 'flat', 'pairs', 'json'].map((name) => [name, { type: 'object' }])) };
    const doc = {
      openapi: '3.0.3',
      info: { title: 'Forms', version: '1' },
      paths: {
        '/charges': {
          post: {
            requestBody: {
              content: {
                'application/x-www-form-urlencoded': {
                  schema,
                  example: { amount: 5, card, flat: { r: 1, g: 2 }, pairs: { r: 1, g: 2 }, json: { a: 1 }, tags: ['x', 'y'] },
                  encoding: { card: { style: 'deepObject', explode: true }, pairs: { style: 'form', explode: false }, json: { contentType: 'application/json' } },
                },
              },
            },
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    } as unknown as OpenApiDocument;
    const resolver = createRefResolver(doc);
    const [curl, python] = buildRequestSamples(buildSampleRequest(collectOperations(doc, resolver)[0], doc, resolver));
    const fields = [...curl.code.matchAll(/--data-urlencode '([^']*)'/g)].map((m) => m[1]);
    expect(fields).toEqual(['amount=5', 'card[number]=4242', 'card[address][city]=Oslo', 'r=1', 'g=2', 'pairs=r,1,g,2', 'json={"a":1}', 'tags=x', 'tags=y']);
    expect(python.code).toContain('"card[address][city]": "Oslo",');
  });

  it('builds samples of the real document with example values from it', () => {
    const doc = parseYaml(fs.readFileSync(path.join(repoRoot, 'site/api/openapi.yaml'), 'utf8')) as OpenApiDocument;
    const resolver = createRefResolver(doc);
    const ops = collectOperations(doc, resolver);
    const getVm = ops.find((o) => o.operation.operationId === 'GetVM')!;
    const [curl, python, js] = buildRequestSamples(buildSampleRequest(getVm, doc, resolver));
    expect(curl.code).toBe('curl "https://api.opengpu.cloud/v1/vms/vm-7f3a2c9e" \\\n  -H "Authorization: Bearer $OGC_API_KEY"');
    expect(python.code).toContain('requests.get(');
    expect(js.code).toContain('fetch("https://api.opengpu.cloud/v1/vms/vm-7f3a2c9e"');
    const kubeconfig = ops.find((o) => o.operation.operationId === 'GetKubeConfig')!;
    expect(buildRequestSamples(buildSampleRequest(kubeconfig, doc, resolver))[0].code).toContain("-H 'Accept: application/yaml'");
    const version = ops.find((o) => o.operation.operationId === 'GetVersion')!;
    expect(buildRequestSamples(buildSampleRequest(version, doc, resolver))[0].code).toBe('curl "https://api.opengpu.cloud/v1/version"');
  });

  it('highlights masked templates exactly as the real code highlights', async () => {
    const highlighter = await CodeHighlighter.create();
    const doc = parseYaml(fs.readFileSync(path.join(repoRoot, 'site/api/openapi.yaml'), 'utf8')) as OpenApiDocument;
    const resolver = createRefResolver(doc);
    const requests = [createVm, ...collectOperations(doc, resolver).map((op) => buildSampleRequest(op, doc, resolver))];
    for (const request of requests) {
      const masker = new Masker();
      const masked = buildRequestSamples(maskSampleRequest(request, masker));
      buildRequestSamples(request).forEach((sample, i) => {
        expect(highlighter.highlightMasked(masked[i].code, sample.lang, masker.texts).html, sample.code).toBe(highlighter.highlight(sample.code, sample.lang).html);
      });
      if (request.body) {
        expect(highlighter.highlightJson(JSON.stringify(request.body.value, null, 2)).html).toBe(highlighter.highlight(JSON.stringify(request.body.value, null, 2), 'json').html);
      }
    }
  });
});
