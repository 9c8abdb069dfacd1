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

/** A multipart body with lists (of words and of files) and an object, and a form body with a list. */
const LISTS = {
  openapi: '3.0.3',
  info: { title: 'Lists', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/posts': {
      post: {
        operationId: 'createPost',
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['tags', 'images', 'meta'],
                properties: {
                  tags: { type: 'array', items: { type: 'string' }, example: ['gpu', 'fast'] },
                  images: { type: 'array', items: { type: 'string', format: 'binary' }, minItems: 2, maxItems: 2 },
                  meta: { type: 'object', properties: { draft: { type: 'boolean', example: true } } },
                },
              },
            },
          },
        },
        responses: { '204': { description: 'Stored' } },
      },
    },
    '/search': {
      post: {
        operationId: 'search',
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', required: ['ids', 'q'], properties: { ids: { type: 'array', items: { type: 'integer' }, example: [1, 2] }, q: { type: 'string', example: 'vm' } } },
            },
          },
        },
        responses: { '204': { description: 'Found' } },
      },
    },
  },
};

describe('the request samples of form and multipart bodies with lists', () => {
  const site = tempSite();
  const samplesOf = (route: string) => {
    const page = articleOf(site.read(`build${route}index.html`));
    return textOf(page.slice(page.indexOf('id="request-samples"'), page.indexOf('id="response-samples"')));
  };
  beforeAll(async () => {
    site.write('api.json', JSON.stringify(LISTS));
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nHome.\n');
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'L', openapi: { file: 'api.json', routeBasePath: '/api' } })};\n`);
    const result = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
  });
  afterAll(() => site.cleanup());

  it('sends each item of a multipart list as a part of its own, files as files, and an object as JSON', () => {
    const text = samplesOf('/api/create-post/');
    expect(text).toContain("-F 'tags=gpu' \\\n  -F 'tags=fast' \\\n  -F 'images=@images-1' \\\n  -F 'images=@images-2' \\\n  -F 'meta={\"draft\":true}'");
    expect(text).toContain('files=[\n        ("tags", (None, "gpu")),\n        ("tags", (None, "fast")),\n        ("images", open("images-1", "rb")),');
    expect(text).toContain('form.append("tags", "gpu");\nform.append("tags", "fast");\nform.append("images", await openAsBlob("images-1"), "images-1");');
    expect(text).not.toContain('["gpu","fast"]');
  });

  it('sends each item of a form list as a field of its own', () => {
    const text = samplesOf('/api/search/');
    expect(text).toContain("--data-urlencode 'ids=1' \\\n  --data-urlencode 'ids=2' \\\n  --data-urlencode 'q=vm'");
    expect(text).toContain('data={\n        "ids": [\n            "1",\n            "2",\n        ],\n        "q": "vm",');
    expect(text).toContain('body: new URLSearchParams([\n    ["ids", "1"],\n    ["ids", "2"],\n    ["q", "vm"],\n  ]),');
  });
});
