import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf, textOf } from '../../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

const words = (n: number) => 'which says how the request is handled and what is done with it '.repeat(n).trim();

/** An object of `count` fields, each an object of six fields described at length. */
function wideObject(prefix: string, count: number) {
  const part = (i: number) => ({
    type: 'object',
    description: `The ${prefix} part ${i}.`,
    properties: Object.fromEntries(['code', 'value', 'unit', 'since', 'until', 'note'].map((name) => [name, { type: 'string', description: `Its ${name}, ${words(2)}.` }])),
  });
  return { type: 'object', properties: Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}_${i}`, part(i)])) };
}

/**
 * Three operations, far from the 150 that make an API large: one takes a body of 14 objects of 6 fields described
 * at length (a payment request; its example is short, so that the trees decide the page's size), one a small body,
 * one a list of 90 plain fields; a component schema of 5 alternatives of 12 such objects each.
 */
function smallDocument() {
  return {
    openapi: '3.1.0',
    info: { title: 'Small API', version: '1.0.0' },
    paths: {
      '/payments': {
        post: {
          operationId: 'createPayment',
          requestBody: { content: { 'application/json': { schema: wideObject('request', 14), example: { request_0: { code: 'c-1' } } } } },
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: wideObject('result', 1) } } } },
        },
      },
      '/notes': {
        post: {
          operationId: 'createNote',
          requestBody: { content: { 'application/json': { schema: wideObject('note', 2) } } },
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Method' } } } } },
        },
      },
      '/methods': {
        get: { operationId: 'listMethods', responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Wide' } } } } } },
      },
    },
    components: {
      schemas: {
        // Ninety plain fields, each described at length: nothing nested to give a page of its own.
        Wide: {
          type: 'object',
          properties: Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`wide_${i}`, { type: 'string', description: `The field ${i}, ${words(3)}.` }])),
        },
        Method: {
          description: 'One of five kinds.',
          oneOf: Array.from({ length: 5 }, (_, k) => ({ title: `Kind ${k}`, ...wideObject(`kind${k}`, 12) })),
        },
      },
    },
  };
}

/** An API of a few operations keeps its pages near 40 KB too when its bodies are very large. */
describe('the API reference of a small API with very large bodies', () => {
  const site = tempSite();
  const html = (route: string) => site.read(`build${route}index.html`);
  let result: Awaited<ReturnType<typeof runDocsGenAsync>>;
  beforeAll(async () => {
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nThe [API](/api/overview/).\n');
    site.write('api.json', JSON.stringify(smallDocument(), null, 2));
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Small', openapi: { file: 'api.json', routeBasePath: '/api' } })};\n`);
    result = await runDocsGenAsync(['build', site.dir, '--quiet']);
  });
  afterAll(() => site.cleanup());

  it('shows trees too large for the page to their first level, each linking to a page showing it whole', () => {
    expect(result.code).toBe(0);
    const page = html('/api/create-payment/');
    const article = articleOf(page);
    const body = article.slice(article.indexOf('id="request-body"'), article.indexOf('id="responses"'));
    const whole = body.match(/Deeper levels are left out here: <a href="(\/api\/schemas\/create-payment-[\w-]+\/)">the whole schema<\/a>/)?.[1];
    expect(whole).toBeDefined();
    expect(body).toContain('<code class="schema-name">request_13</code>');
    expect(body).not.toContain('<code class="schema-name">code</code>');
    const full = articleOf(html(whole!));
    // The whole tree's page shows the nested fields (the largest parts of it, again too large, on pages of their own).
    expect(full).toContain('<code class="schema-name">request_13</code>');
    expect(full.match(/<code class="schema-name">code<\/code>/g)?.length).toBeGreaterThan(5);
    expect(page.length).toBeLessThan(40_000);
  });

  it("leaves an operation's trees whole while they fit", () => {
    const article = articleOf(html('/api/create-note/'));
    expect(article).not.toContain('Deeper levels are left out here');
    expect(textOf(article)).toContain('codestringIts code, which says');
  });

  it('moves the largest parts of a schema too large for one page to pages of their own', () => {
    const method = html('/api/schemas/method/');
    const parts = [...articleOf(method).matchAll(/<a href="(\/api\/schemas\/method-option-\d\/)">/g)].map((m) => m[1]);
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) expect(articleOf(html(part)).match(/<code class="schema-name">kind\d_11<\/code>/g)).toHaveLength(1);
    expect(method.length).toBeLessThan(40_000);
  });

  it('goes on with the properties of a long flat schema on a page of their own, in order', () => {
    const wide = html('/api/schemas/wide/');
    const more = /<a href="(\/api\/schemas\/wide-continued\/)">(\d+) more properties<\/a>/.exec(articleOf(wide));
    expect(more).not.toBeNull();
    const shown = [...articleOf(wide).matchAll(/<code class="schema-name">wide_(\d+)<\/code>/g)].map((m) => Number(m[1]));
    const next = html(more![1]);
    const rest = [...articleOf(next).matchAll(/<code class="schema-name">wide_(\d+)<\/code>/g)].map((m) => Number(m[1]));
    expect(rest.length).toBe(Number(more![2]));
    expect([...shown, ...rest]).toEqual(Array.from({ length: 90 }, (_, i) => i));
    expect(textOf(articleOf(next))).toContain('Wide › continued');
    expect(wide.length).toBeLessThan(40_000);
    expect(next.length).toBeLessThan(40_000);
  });
});
