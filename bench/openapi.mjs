// Times `docs-gen build` on a synthetic OpenAPI document of 1,000 operations against the API reference
// budget: generation + render ≤ 3 s, median of BENCH_RUNS (default 3) builds. `BENCH_OPERATIONS` changes the size.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { benchTempRoot } from './benchDir.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const operations = Number(process.env.BENCH_OPERATIONS ?? 1000);
const BUDGET_MS = 3000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ACTIONS = ['start', 'stop', 'restart', 'resize', 'snapshot'];
const WORDS = 'gpu cluster node volume bucket endpoint replica token latency throughput kernel driver image region quota'.split(' ');

const sentence = (seed) => {
  const words = Array.from({ length: 8 + (seed % 7) }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]);
  return `${words.join(' ').replace(/^\w/, (c) => c.toUpperCase())}.`;
};

/** A resource's schemas: a read model (allOf over a shared base, enums, nested objects, a oneOf) and a create body. */
function resourceSchemas(name, seed) {
  return {
    [name]: {
      description: `${sentence(seed)} See [the overview](/api/overview/).`,
      allOf: [
        { $ref: '#/components/schemas/Resource' },
        {
          type: 'object',
          required: ['name', 'status', 'spec'],
          properties: {
            name: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,62}$', example: `${name.toLowerCase()}-01` },
            status: { type: 'string', enum: ['creating', 'running', 'stopped', 'error'], description: sentence(seed + 1) },
            spec: {
              type: 'object',
              properties: {
                size: { type: 'integer', minimum: 1, maximum: 64, default: 1, description: `${sentence(seed + 2)} Uses \`size\` units.` },
                labels: { type: 'object', additionalProperties: { type: 'string' } },
                source: { oneOf: [{ $ref: '#/components/schemas/ImageSource' }, { $ref: '#/components/schemas/SnapshotSource' }], discriminator: { propertyName: 'type' } },
              },
            },
            children: { type: 'array', items: { $ref: `#/components/schemas/${name}` } },
            tags: { type: 'array', items: { type: 'string' }, maxItems: 16 },
          },
        },
      ],
    },
    [`Create${name}Request`]: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', description: sentence(seed + 3), example: `${name.toLowerCase()}-01` },
        size: { type: 'integer', minimum: 1, maximum: 64, default: 1 },
        region: { type: 'string', enum: ['eu-1', 'us-1', 'ap-1'], description: sentence(seed + 4) },
        secret: { type: ['string', 'null'], writeOnly: true, description: sentence(seed + 5) },
      },
      additionalProperties: false,
    },
  };
}

export function synthesizeDocument(count) {
  const perResource = 5 + ACTIONS.length;
  const resources = Math.ceil(count / perResource);
  const paths = {};
  const schemas = {
    Resource: { type: 'object', required: ['id'], properties: { id: { type: 'string', readOnly: true }, created_at: { type: 'string', format: 'date-time', readOnly: true } } },
    ImageSource: { type: 'object', required: ['type', 'image'], properties: { type: { const: 'image' }, image: { type: 'string' } } },
    SnapshotSource: { type: 'object', required: ['type', 'snapshot_id'], properties: { type: { const: 'snapshot' }, snapshot_id: { type: 'string' } } },
    Error: { type: 'object', required: ['error'], properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } } } },
  };
  const errors = { '400': { $ref: '#/components/responses/BadRequest' }, '404': { $ref: '#/components/responses/NotFound' }, '429': { $ref: '#/components/responses/TooManyRequests' } };
  let made = 0;
  const add = (pathName, method, op) => {
    if (made++ < count) (paths[pathName] ??= {})[method] = { ...op, responses: { ...op.responses, ...errors } };
  };
  for (let r = 0; r < resources; r++) {
    const name = `Thing${r}`;
    const base = `/things-${r}`;
    const tag = `Group ${Math.floor(r / 10)}`;
    Object.assign(schemas, resourceSchemas(name, r));
    const ok = (description, schema) => ({ description, content: { 'application/json': { schema } } });
    const item = { $ref: `#/components/schemas/${name}` };
    const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^t-[0-9a-f]{8}$' }, example: 't-1a2b3c4d' };
    const pageSize = { name: 'page_size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, description: sentence(r) };
    add(base, 'get', { operationId: `List${name}s`, tags: [tag], summary: `List ${name}s`, description: `${sentence(r)}\n\n${sentence(r + 1)}`, parameters: [pageSize], responses: { '200': ok('A page.', { type: 'object', properties: { items: { type: 'array', items: item } } }) } });
    add(base, 'post', { operationId: `Create${name}`, tags: [tag], summary: `Create a ${name}`, description: sentence(r + 2), requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/Create${name}Request` } } } }, responses: { '201': ok('Created.', item) } });
    add(`${base}/{id}`, 'get', { operationId: `Get${name}`, tags: [tag], summary: `Get a ${name}`, description: sentence(r + 3), parameters: [idParam], responses: { '200': ok('The resource.', item) } });
    add(`${base}/{id}`, 'patch', { tags: [tag], summary: `Update a ${name}`, description: sentence(r + 4), parameters: [idParam], requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/Create${name}Request` } } } }, responses: { '200': ok('Updated.', item) } });
    add(`${base}/{id}`, 'delete', { operationId: `Delete${name}`, tags: [tag], summary: `Delete a ${name}`, parameters: [idParam], responses: { '204': { description: 'Deleted.' } } });
    for (const action of ACTIONS) {
      add(`${base}/{id}/${action}`, 'post', { operationId: `${action[0].toUpperCase()}${action.slice(1)}${name}`, tags: [tag], summary: `${action} a ${name}`, parameters: [idParam], responses: { '202': ok('Accepted.', item) } });
    }
  }
  const errorResponse = (description) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: { code: 'x', message: description } } } } });
  return {
    openapi: '3.1.0',
    info: { title: 'Bench API', version: '1.0.0', description: `${sentence(1)}\n\n## Authentication\n\n${sentence(2)}` },
    servers: [{ url: 'https://api.example.com/v1' }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      responses: { BadRequest: errorResponse('Bad request.'), NotFound: errorResponse('Not found.'), TooManyRequests: { ...errorResponse('Slow down.'), headers: { 'Retry-After': { schema: { type: 'integer' } } } } },
      schemas,
    },
  };
}

/** One cold build into a folder of its own: no build deletes or replaces an earlier one's output while it is timed. */
let builds = 0;
function build(dir) {
  const out = path.join(dir, `out-${builds++}`);
  const result = spawnSync(process.execPath, [path.join(root, 'bin', 'docs-gen.js'), 'build', dir, '--no-cache', '--timings', '-o', out], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  const timings = JSON.parse(result.stdout.trim().split('\n').pop());
  // The generator runs beside the compile stage (one Markdown page); sidebars and links are the cheap stages
  // between it and render.
  const generation = Math.max(timings.compile, timings.generators);
  return { ms: generation + timings.sidebars + timings.links + timings.render, generation, timings };
}

/** Writes the bench's API site (one Markdown page and a document of `count` operations) into `dir`. */
export function writeApiSite(dir, count) {
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs', 'index.md'), '# Bench\n\nThe API reference is under [/api/overview/](/api/overview/).\n');
  fs.writeFileSync(path.join(dir, 'openapi.yaml'), stringify(synthesizeDocument(count), { aliasDuplicateObjects: false, lineWidth: 120 }));
  fs.writeFileSync(
    path.join(dir, 'docs-gen.config.ts'),
    "import { defineConfig } from 'docs-gen';\nexport default defineConfig({ title: 'Bench', openapi: { file: 'openapi.yaml', routeBasePath: '/api' } });\n",
  );
}

function main() {
  const dir = fs.mkdtempSync(path.join(benchTempRoot(), 'docs-gen-bench-openapi-'));
  try {
    writeApiSite(dir, operations);
    const full = build(dir);
    // The same build with an API sidebar of one link: every page still renders the whole layout, but not a
    // 1,000-link sidebar each, which is the layout's cost rather than the API reference's.
    fs.writeFileSync(path.join(dir, 'sidebars.yaml'), 'docs:\n  - type: autogenerated\n    dirName: .\napi:\n  - api/overview\n');
    const owns = Array.from({ length: RUNS }, () => build(dir)).sort((a, b) => a.ms - b.ms);
    const own = owns[Math.floor(owns.length / 2)];
    const met = own.ms <= BUDGET_MS;
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `openapi ${operations} operations  generation+render ${seconds(own.ms)}, median of ${RUNS} (generation ${seconds(own.generation)}, render ${seconds(own.timings.render)})  ` +
        `budget ${seconds(BUDGET_MS)}: ${met ? 'met' : 'MISSED'}\n` +
        `        with the full API sidebar on every page: ${seconds(full.ms)} (render ${seconds(full.timings.render)})`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Run as a script; imported (bench/linear.mjs), it only lends its site generator.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
