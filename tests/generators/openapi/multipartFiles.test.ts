import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf, textOf } from '../../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

/** An upload: a file (3.0's `format: binary` and 3.1's `contentMediaType`) beside plain fields. */
function documentOf(openapi: string, file: Record<string, string>) {
  return {
    openapi,
    info: { title: 'Uploads', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/uploads': {
        post: {
          operationId: 'upload',
          requestBody: {
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file', 'purpose'],
                  properties: { file: { type: 'string', ...file }, purpose: { type: 'string', enum: ['audio', 'image'] } },
                },
              },
            },
          },
          responses: { '204': { description: 'Stored' } },
        },
      },
    },
  };
}

describe('the request samples of a multipart upload', () => {
  const site = tempSite();
  const samplesOf = (route: string) => {
    const page = articleOf(site.read(`build${route}index.html`));
    return textOf(page.slice(page.indexOf('id="request-samples"'), page.indexOf('id="response-samples"')));
  };
  beforeAll(async () => {
    site.write('v30/api.json', JSON.stringify(documentOf('3.0.3', { format: 'binary' })));
    site.write('v31/api.json', JSON.stringify(documentOf('3.1.0', { contentMediaType: 'application/octet-stream' })));
    for (const v of ['v30', 'v31']) {
      site.write(`${v}/docs/index.md`, '---\ntitle: Home\n---\n\nHome.\n');
      site.write(`${v}/docs-gen.config.mjs`, `export default ${JSON.stringify({ title: 'U', openapi: { file: 'api.json', routeBasePath: '/api' } })};\n`);
      const result = await runDocsGenAsync(['build', site.dir + `/${v}`, '-o', `${site.dir}/build/${v}`, '--quiet']);
      expect(result.code, result.stderr).toBe(0);
    }
  });
  afterAll(() => site.cleanup());

  it('send a file field as a file in each language, and plain fields as text', () => {
    for (const v of ['v30', 'v31']) {
      const text = samplesOf(`/${v}/api/upload/`);
      expect(text).toContain("-F 'file=@file' \\\n  -F 'purpose=audio'");
      expect(text).toContain('"file": open("file", "rb"),\n        "purpose": (None, "audio"),');
      expect(text).toContain("import { openAsBlob } from 'node:fs';");
      expect(text).toContain('form.append("file", await openAsBlob("file"), "file");\nform.append("purpose", "audio");');
    }
  });
});
