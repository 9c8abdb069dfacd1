import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf, textOf } from '../../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

const errorBody = (props: string[]) => ({ type: 'object', properties: Object.fromEntries(props.map((p) => [p, { type: 'string' }])) });

/**
 * An API of 160 operations (the overview lists tags from 150): tag alpha with 110 (three tag pages of at most
 * 50), beta with 40 (one returning a schema of 70 properties), 10 untagged; three errors every operation
 * shares, two of them with the same body.
 */
function largeDocument() {
  const paths: Record<string, unknown> = {};
  const shared = { '400': { $ref: '#/components/responses/BadRequest' }, '401': { $ref: '#/components/responses/Unauthorized' }, '404': { $ref: '#/components/responses/NotFound' } };
  const add = (path: string, operationId: string, summary: string, tags: string[] | undefined, schema: unknown = errorBody(['id'])) => {
    paths[path] = {
      get: { operationId, summary, ...(tags && { tags }), responses: { '200': { description: 'OK', content: { 'application/json': { schema } } }, ...shared } },
    };
  };
  for (let i = 1; i <= 110; i++) add(`/alpha/op${i}`, `alphaOp${i}`, `Alpha operation ${i}`, ['alpha']);
  add('/beta/op0', 'betaOp0', 'Beta operation 0', ['beta'], { $ref: '#/components/schemas/BigThing' });
  for (let i = 1; i < 40; i++) add(`/beta/op${i}`, `betaOp${i}`, `Beta operation ${i}`, ['beta']);
  for (let i = 1; i <= 10; i++) add(`/other/op${i}`, `otherOp${i}`, `Other operation ${i}`, undefined);
  // A body with a large inline schema (no component to link to), and a response of a schema too large for one page.
  const settings = Object.fromEntries(
    Array.from({ length: 20 }, (_, i) => [
      `setting_${i}`,
      {
        type: 'object',
        description: `Setting ${i}: how the thing behaves when this part of it is asked for, and what it falls back to.`,
        properties: { enabled: { type: 'boolean', description: 'Whether it is on.' }, level: { type: 'string', enum: ['low', 'mid', 'high'] }, note: { type: 'string' } },
      },
    ]),
  );
  paths['/beta/op2'] = {
    post: {
      operationId: 'betaOp2',
      summary: 'Beta operation 2',
      tags: ['beta'],
      requestBody: { content: { 'application/json': { schema: { type: 'object', properties: settings } } } },
      responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Huge' } } } }, ...shared },
    },
  };
  // Accepted or done at once, with one body: told once on its page.
  const accepted = (paths['/beta/op1'] as { get: { responses: Record<string, unknown> } }).get.responses;
  accepted['202'] = { description: 'Accepted', content: { 'application/json': { schema: errorBody(['id']) } } };
  const big = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`big_${i}`, { type: 'string', description: `Field ${i}.` }]));
  const variant = (name: string) => ({
    type: 'object',
    title: `${name} kind`,
    properties: Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`${name}_${i}`, { type: 'string', description: `The ${name} field ${i}, which says a good deal about the thing: ${'more words '.repeat(15)}` }]),
    ),
  });
  return {
    openapi: '3.0.3',
    info: { title: 'Large API', version: '1.0.0' },
    tags: [
      { name: 'alpha', description: 'The alpha resources.' },
      { name: 'beta', description: 'The beta resources.\n\nHow they are made, at length: [the guide](#beta-guide).\n\n- and\n- a list' },
    ],
    paths,
    components: {
      schemas: {
        BigThing: { type: 'object', description: 'A thing with many fields.', properties: big },
        Error: errorBody(['message', 'documentation_url']),
        Huge: { description: 'One of three kinds, each with forty fields.', oneOf: [variant('first'), variant('second'), variant('third')] },
      },
      responses: {
        BadRequest: { description: 'Bad request', content: { 'application/json': { schema: errorBody(['message', 'errors']) } } },
        Unauthorized: { description: 'Unauthorized', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        NotFound: { description: 'Not found', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    },
  };
}

const sidebarOf = (html: string) => html.slice(html.indexOf('<nav class="sidebar-nav"'), html.indexOf('</nav>', html.indexOf('<nav class="sidebar-nav"')));
const linksIn = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

/** Issue 13: the reference of a large API stays a few kilobytes a page, with every operation reachable. */
describe('the API reference of a large API', () => {
  const site = tempSite();
  const doc = largeDocument();
  let result: Awaited<ReturnType<typeof runDocsGenAsync>>;
  const html = (route: string) => site.read(`build${route}index.html`);
  beforeAll(async () => {
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nThe [API](/api/overview/).\n');
    site.write('api.json', JSON.stringify(doc, null, 2));
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Large', openapi: { file: 'api.json', routeBasePath: '/api' } })};\n`);
    result = await runDocsGenAsync(['build', site.dir, '--quiet']);
  });
  afterAll(() => site.cleanup());

  it("puts the route list the 404 page suggests from in a shared file, not in the page, past 150 pages", () => {
    const notFound = site.read('build/404.html');
    expect(notFound).not.toContain('id="docs-gen-route-list"');
    const file = notFound.match(/data-route-list="\/(assets\/routes\/routes\.[0-9a-f]+\.json)"/)?.[1];
    expect(file).toBeDefined();
    const routes = JSON.parse(site.read(`build/${file}`)) as { route: string; title: string }[];
    expect(routes).toContainEqual({ route: '/api/alpha-op-7/', title: 'Alpha operation 7' });
    expect(routes.length).toBeGreaterThan(150);
    expect(Buffer.byteLength(notFound)).toBeLessThan(40 * 1024);
  });

  it('lists the tags on the overview, with counts and links to their pages, instead of every operation', () => {
    expect(result.code, result.stderr).toBe(0);
    const overview = articleOf(html('/api/overview/'));
    expect(overview).toContain('<a href="/api/tags/alpha/">alpha</a> <span class="api-tag-count">110 operations</span><div class="api-text"><p>The alpha resources.</p></div>');
    expect(overview).toContain('<a href="/api/tags/beta/">beta</a> <span class="api-tag-count">40 operations</span>');
    expect(overview).toContain('<a href="/api/tags/other-operations/">Other operations</a> <span class="api-tag-count">10 operations</span>');
    expect(overview).not.toContain('/api/alpha-op-1/');
    // A tag's description is on its page; the overview shows its first paragraph (Asana's 49 tags told 35 KB there).
    expect(overview).toContain('<span class="api-tag-count">40 operations</span><div class="api-text"><p>The beta resources.</p></div>');
    expect(overview).not.toContain('How they are made');
    const beta = articleOf(html('/api/tags/beta/'));
    expect(beta).toContain('<p>The beta resources.</p>');
    expect(beta).toContain('How they are made');
  });

  it("spreads a large tag's operations over linked pages of 50; the first is the tag's sidebar target", () => {
    const first = articleOf(html('/api/tags/alpha/'));
    const ops = (page: string) => linksIn(page).filter((href) => /^\/api\/alpha-op-\d+\/$/.test(href));
    expect(ops(first)).toEqual(Array.from({ length: 50 }, (_, i) => `/api/alpha-op-${i + 1}/`));
    expect(textOf(first)).toContain('Operations 1–50 of 110.');
    expect(textOf(first)).toContain('Page 1 of 3 (110 operations)');
    expect(first).toContain('<a href="/api/tags/alpha/2/" rel="next">Next page</a>');
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain('<span class="api-method api-method-get">GET</span><span class="api-operation-summary">Alpha operation 1</span></a><code class="api-path">/alpha/op1</code>');
    const last = articleOf(html('/api/tags/alpha/3/'));
    expect(ops(last)).toEqual(Array.from({ length: 10 }, (_, i) => `/api/alpha-op-${i + 101}/`));
    expect(last).toContain('<a href="/api/tags/alpha/2/" rel="prev">Previous page</a>');
    expect(last).not.toContain('rel="next"');
    // The continuation pages are reached from their neighbours, not listed in the sitemap or the sidebar.
    const sitemap = site.read('build/sitemap.xml');
    expect(sitemap).toContain('/api/tags/alpha/</loc>');
    expect(sitemap).not.toContain('/api/tags/alpha/3/');
    expect(linksIn(sidebarOf(html('/api/alpha-op-1/')))).not.toContain('/api/tags/alpha/2/');
  });

  it("shows on an operation's page its siblings around it, the category on its path, and the other tags collapsed onto their pages", () => {
    const sidebar = sidebarOf(html('/api/alpha-op-60/'));
    const links = linksIn(sidebar);
    const ops = links.filter((href) => /^\/api\/alpha-op-\d+\/$/.test(href));
    // A window of 10 around the page, and each cut-off run one link away (its nearest entry). The list starts
    // with the tag's two continuation pages, unlisted, hence the ranges' offset.
    expect(ops).toEqual(['/api/alpha-op-54/', ...Array.from({ length: 10 }, (_, i) => `/api/alpha-op-${55 + i}/`), '/api/alpha-op-65/']);
    expect(sidebar).toMatch(/href="\/api\/alpha-op-54\/" data-sidebar-more="[\d.]+" data-sidebar-range="0-56">Show 54 more</);
    expect(sidebar).toMatch(/href="\/api\/alpha-op-65\/" data-sidebar-more="[\d.]+" data-sidebar-range="66-112">Show 46 more</);
    expect(sidebar).toContain('<a class="sidebar-link active" href="/api/alpha-op-60/" aria-current="page">');
    // The page's category is open and leads to its tag page; in the list above it, the other entries are rows
    // leading to the nearest (the next tag's page), filled in from the sidebar file by the script.
    expect(sidebar).toContain('<li class="sidebar-category" data-sidebar-open=""><div class="sidebar-category-row"><a class="sidebar-link sidebar-category-link" href="/api/tags/alpha/">alpha</a></div><div id=');
    expect(sidebar).toMatch(/href="\/api\/overview\/" data-sidebar-more="0" data-sidebar-range="0-2">Show 1 more</);
    expect(sidebar).toMatch(/href="\/api\/tags\/beta\/" data-sidebar-more="0" data-sidebar-range="3-\d+">Show \d+ more</);
    expect(links.some((href) => href.startsWith('/api/beta-op-'))).toBe(false);
    // On the page of beta's first operation, beta is the open category and alpha is behind the row before it.
    const beta = sidebarOf(html('/api/beta-op-1/'));
    expect(beta).toContain('href="/api/tags/beta/">beta</a></div><div id=');
    expect(beta).toMatch(/href="\/api\/tags\/alpha\/" data-sidebar-more="0" data-sidebar-range="0-3">Show 2 more</);
    expect(sidebar).toMatch(/data-sidebar-file="\/assets\/sidebars\/[\w-]+\.[0-9a-f]{10}\.json"/);
  });

  it('links a schema too large for an operation page to its own page, and leaves shared errors to the overview', () => {
    const beta = articleOf(html('/api/beta-op-0/'));
    expect(beta).toContain('<a href="/api/schemas/big-thing/">BigThing</a>');
    expect(beta).not.toContain('<code class="schema-name">big_0</code>');
    expect(articleOf(html('/api/schemas/big-thing/'))).toContain('<code class="schema-name">big_69</code>');
    // Its example shows fewer first lines than a small API's (15, not 30), and links to the whole one.
    expect(beta).toMatch(/<p class="api-example-more">The first 15 of 72 lines\. <a href="\/api\/examples\/[0-9a-f]+\.json">The whole example<\/a><\/p>/);
    // Response samples show what the operation alone returns; its common errors link to the overview.
    const alpha = articleOf(html('/api/alpha-op-1/'));
    const samples = alpha.slice(alpha.indexOf('id="response-samples"'), alpha.indexOf('</aside>'));
    expect(samples).toContain('data-value="200"');
    expect(samples).not.toMatch(/data-value="40[014]"/);
    expect(alpha).toMatch(/<a href="\/api\/overview\/#error-404">/);
    // A response with the same body as an earlier one of its operation points there.
    const twice = articleOf(html('/api/beta-op-1/'));
    expect(twice).toContain('<p class="api-media-type">Its body: as <a href="#response-200">200</a>.</p>');
    expect(twice.match(/<code class="schema-name">id<\/code>/g)).toHaveLength(1);
    // Its response samples show that example once too (Box's operations answered seven statuses with one error body).
    const twiceSamples = twice.slice(twice.indexOf('id="response-samples"'), twice.indexOf('</aside>'));
    expect(twiceSamples).toContain('data-value="202"');
    expect(twiceSamples.match(/"id"/g)).toHaveLength(1);
    expect(twiceSamples).toContain('<p class="api-sample-empty">The same example as 200.</p>');
    // On the overview, an error with the same body as an earlier one points there instead of repeating it.
    const overview = articleOf(html('/api/overview/'));
    expect(textOf(overview)).toContain('Its body: as 401.');
    expect(overview).toContain('<a href="#error-401">401</a>');
  });

  it('shows a large inline body tree to its first level on the operation page and whole on a page of its own', () => {
    const page = html('/api/beta-op-2/');
    const article = articleOf(page);
    const body = article.slice(article.indexOf('id="request-body"'), article.indexOf('id="responses"'));
    const whole = body.match(/Deeper levels are left out here: <a href="(\/api\/schemas\/beta-op-2-request-body-[\w-]+\/)">the whole schema<\/a>/)?.[1];
    expect(whole).toBeDefined();
    // The first level stays, each nested property's type linking to the whole tree; its own properties are left out.
    expect(body).toContain('<code class="schema-name">setting_19</code>');
    expect(body).toContain(`<a href="${whole}">object</a>`);
    expect(body).not.toContain('<code class="schema-name">level</code>');
    const full = articleOf(html(whole!));
    expect(full.match(/<code class="schema-name">level<\/code>/g)).toHaveLength(20);
    expect(textOf(full)).toContain('Setting 19: how the thing behaves');
    // The whole tree's page is reached from the operation, not listed in the sidebar or the sitemap.
    expect(site.read('build/sitemap.xml')).not.toContain(whole);
    // The operation's page stays small although its schemas are large.
    // The operation's page stays small although its schemas are large: whole, the body alone would be as long as
    // the page of the whole tree.
    expect(body.length).toBeLessThan(full.length / 2);
    expect(article.length).toBeLessThan(24_000);
  });

  it('shows a long request body once, and the samples in each language send it from a file', () => {
    const article = articleOf(html('/api/beta-op-2/'));
    const samples = article.slice(article.indexOf('id="request-samples"'), article.indexOf('id="response-samples"'));
    expect(textOf(samples)).toContain('The body, saved as body.json (application/json), which each sample sends:');
    // Shown once: the first key appears in the body, in no tab.
    expect(samples.match(/setting_0/g)).toHaveLength(1);
    expect(samples.indexOf('setting_0')).toBeLessThan(samples.indexOf('role="tablist"'));
    const text = textOf(samples);
    expect(text).toContain("--data '@body.json'");
    expect(text).toContain('json=json.load(open("body.json"))');
    expect(text).toContain(`body: await readFile("body.json", 'utf8')`);
    // Its first 15 lines, linked to the whole body.
    expect(samples).toMatch(/The first 15 of \d+ lines\. <a href="\/api\/examples\/[0-9a-f]+\.json">The whole example<\/a>/);
    // A short body stays in each sample.
    expect(articleOf(html('/api/beta-op-1/'))).not.toContain('body.json');
  });

  it('moves the largest parts of a schema too large for one page to pages of their own', () => {
    const huge = articleOf(html('/api/schemas/huge/'));
    const parts = [...huge.matchAll(/<a href="(\/api\/schemas\/huge-option-\d\/)">/g)].map((m) => m[1]);
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.length).toBeLessThan(3);
    // What stays is the rest of the alternatives, whole; each moved one is a line with its title, linked.
    expect(huge).toContain('<span class="schema-option">Option 1</span>');
    expect(huge).toContain('<span class="schema-option">Option 3</span>');
    for (const part of parts) {
      const page = articleOf(html(part));
      expect(page.match(/<code class="schema-name">\w+_39<\/code>/g)).toHaveLength(1);
      expect(huge).not.toContain(page.match(/<code class="schema-name">(\w+)_39<\/code>/)![0]);
    }
    expect(huge.match(/<code class="schema-name">\w+_39<\/code>/g)).toHaveLength(3 - parts.length);
  });

  it('publishes the JSON document without its indentation, the same data', () => {
    const published = site.read('build/api/openapi.json');
    expect(published).toBe(JSON.stringify(doc));
    expect(articleOf(html('/api/overview/'))).toContain('<a href="/api/openapi.json" download="openapi.json">openapi.json</a>');
  });
});
