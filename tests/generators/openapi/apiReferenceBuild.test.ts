import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf, articleOf } from '../../helpers/html.js';
import { buildFixture } from '../../helpers/site.js';

/** The HTML from the heading with this id up to the next heading of the same or a higher level. */
function sectionOf(html: string, id: string): string {
  const start = new RegExp(`<h([2-4])[^>]*id="${id}"`).exec(html);
  if (!start) throw new Error(`no heading #${id}`);
  const rest = html.slice(start.index + 1);
  const end = new RegExp(`<h[1-${start[1]}][ >]`).exec(rest);
  return html.slice(start.index, end ? start.index + 1 + end.index : undefined);
}

function expectWellFormedOutline(html: string, route: string): void {
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(ids.length, route).toBe(new Set(ids).size);
  const levels = [...articleOf(html).matchAll(/<h([1-6])[ >]/g)].map((m) => Number(m[1]));
  expect(levels[0], route).toBe(1);
  levels.reduce((previous, level) => {
    expect(level, `${route}: h${level} after h${previous}`).toBeLessThanOrEqual(previous + 1);
    return level;
  });
}

describe('the API reference of an OpenAPI 3.1 document', () => {
  let site: Awaited<ReturnType<typeof buildFixture>>;
  beforeAll(async () => {
    site = await buildFixture('openapi-features');
  });
  afterAll(() => site.cleanup());

  const routes = ['/api/overview/', '/api/list-pets/', '/api/add-pet/', '/api/get-pets-pet-id/', '/api/delete-pet/', '/api/get-tree/', '/api/get-ping/'];

  it('builds the overview and one page per operation, slugged from operationId or method and path', () => {
    expect(site.code, site.stderr).toBe(0);
    // The home page links to #request-body of add-pet: every anchor the page renders is known to the link check.
    expect(site.stderr + site.stdout).not.toContain('Broken');
    for (const route of routes) expectWellFormedOutline(site.html(route), route);
  });

  it('files operations by tag in the api sidebar, each with its method, after the overview', () => {
    const nav = /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(site.html('/api/list-pets/'))![0];
    const text = textOf(nav);
    expect(text.indexOf('Overview')).toBeLessThan(text.indexOf('Pets'));
    expect(text.indexOf('Pets')).toBeLessThan(text.indexOf('Trees'));
    expect(nav).toContain('<span class="method-badge method-get">GET</span><span class="sidebar-label">List pets</span>');
    expect(nav).toContain('<span class="method-badge method-delete">DELETE</span><span class="sidebar-label">Delete a pet</span>');
  });

  it('shows the API overview: version, download, one section per concept, shared errors, operations by tag', () => {
    const html = articleOf(site.html('/api/overview/'));
    expect(html).toContain('<h1>Pet Store API</h1>');
    expect(textOf(html)).toContain('Version2.3.0');
    // The description's own sections take the generated facts of their concept; concepts it does not name follow.
    expect([...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1])).toEqual(['authentication', 'rate-limits', 'servers', 'errors', 'operations']);
    const authentication = textOf(sectionOf(html, 'authentication'));
    expect(authentication).toContain('Send an API key in the X-Api-Key header.');
    expect(authentication).toContain('apiKey: API key in header "X-Api-Key"');
    expect(textOf(sectionOf(html, 'servers'))).toContain('https://{region}.pets.example.com/v2');
    const limits = textOf(sectionOf(html, 'rate-limits'));
    expect(limits).toContain('Ten requests per second.');
    expect(limits).toContain('Retry-After');
    // 429 from the same component in three operations is described once; DeletePet's own 429 is not it.
    const errors = sectionOf(html, 'errors');
    expect(errors).toMatch(/<h3 id="error-429">/);
    expect(textOf(errors)).toContain('429 Too Many RequestsReturned by 3 operations.');
    expect(textOf(errors)).toContain('Slow down.');
    expect(errors).toContain('href="#rate-limits"');
    expect(errors).not.toContain('Retry-After');
    const pets = sectionOf(html, 'pets');
    expect(pets).toContain('href="/api/list-pets/"');
    expect(pets).toContain('href="/api/add-pet/"');
    expect(sectionOf(html, 'other-operations')).toContain('href="/api/get-ping/"');
  });

  it('publishes the OpenAPI document at a stable URL and links it from the overview', () => {
    expect(site.read('build/api/openapi.yaml')).toBe(site.read('openapi.yaml'));
    expect(articleOf(site.html('/api/overview/'))).toContain('<a href="/api/openapi.yaml" download="openapi.yaml">openapi.yaml</a>');
  });

  it('links shared errors to the overview and describes only what an operation returns alone', () => {
    const listed = articleOf(site.html('/api/list-pets/'));
    expect(listed).not.toContain('id="response-429"');
    expect(textOf(sectionOf(listed, 'common-errors'))).toContain('429 Too Many Requests');
    expect(sectionOf(listed, 'common-errors')).toContain('href="/api/overview/#error-429"');
    const deleted = articleOf(site.html('/api/delete-pet/'));
    expect(textOf(sectionOf(deleted, 'response-429'))).toContain('This operation has its own limit of one a minute.');
    expect(deleted).not.toContain('id="common-errors"');
  });

  it('puts the request samples and the response example of each status beside the reference, the first success selected', () => {
    const html = articleOf(site.html('/api/add-pet/'));
    const aside = /<aside class="api-samples"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    expect(aside).toContain('data-group-id="api-language"');
    const statuses = /<section class="api-sample api-response-samples"[\s\S]*?<\/section>/.exec(aside)?.[0] ?? '';
    // The first success is what shows without JavaScript.
    expect([...statuses.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*data-value="(\d+)"/g)].map((m) => `${m[2]}:${m[1]}`)).toEqual(['201:true', '429:false']);
    expect(statuses).toMatch(/id="tabs-2-panel-429"[^>]*hidden/);
    expect(statuses).not.toMatch(/id="tabs-2-panel-201"[^>]*hidden/);
    // The samples column comes after the description and before the reference sections.
    expect(html.indexOf('<aside class="api-samples"')).toBeLessThan(html.indexOf('id="authorization"'));
    expect(html.indexOf('class="api-intro"')).toBeLessThan(html.indexOf('<aside class="api-samples"'));
  });

  it('shows an operation: method, path, parameters by location with their constraints, responses with headers', () => {
    const html = articleOf(site.html('/api/list-pets/'));
    expect(html).toContain('<span class="api-method api-method-get">GET</span><code class="api-path">/pets</code>');
    expect(textOf(html)).toContain('Base URL https://eu.pets.example.com/v2');
    const query = sectionOf(html, 'query-parameters');
    expect(query).toContain('aria-labelledby="query-parameters"');
    expect(textOf(query)).toContain('limitintegerrequired');
    expect(textOf(query)).toContain('Default: 10');
    expect(textOf(query)).toContain('minimum 1');
    expect(textOf(query)).toContain('maximum 50');
    // Enum values are separated, so they wrap and copy as a list.
    expect(textOf(query)).toContain('One of: cat, dog, lizard');
    expect(textOf(sectionOf(html, 'header-parameters'))).toContain('X-Tracestringdeprecated');
    expect(textOf(sectionOf(html, 'cookie-parameters'))).toContain('min length 8');
    expect(textOf(sectionOf(html, 'response-200'))).toContain('X-Total-Count');
  });

  it('shows three highlighted request samples in tabs, with example values and credentials from the environment', () => {
    const html = site.html('/api/list-pets/');
    const samples = sectionOf(articleOf(html), 'request-samples');
    expect(samples.match(/role="tab"/g)).toHaveLength(3);
    for (const value of ['curl', 'python', 'javascript']) expect(samples).toContain(`id="tabs-1-panel-${value}"`);
    expect(samples.match(/<div class="code-block" data-language="(bash|python|javascript)"><pre class="shiki/g)).toHaveLength(3);
    expect(textOf(samples)).toContain('curl "https://eu.pets.example.com/v2/pets?limit=5" \\\n  -H "X-Api-Key: $PETS_KEY"');
    expect(textOf(samples)).toContain(`params={"limit": 5}`);
    expect(textOf(samples)).toContain('"X-Api-Key": process.env.PETS_KEY');
  });

  it('renders request schemas as folding trees: write-only shown, read-only left out, every schema feature marked', () => {
    const body = sectionOf(articleOf(site.html('/api/add-pet/')), 'request-body');
    const text = textOf(body);
    expect(body).toContain('<details class="schema-prop">');
    expect(text).toContain('secret_chipstringwrite-only');
    expect(text).not.toContain('created_at');
    expect(text).toContain('nicknamestringnullable');
    expect(text).toContain('legacy_tagstringdeprecated');
    expect(text).toContain('Additional properties: string');
    expect(text).toContain('Additional properties: any');
    expect(text).toContain('vaccinationsobject[]');
    expect(text).toContain('datestring<date>');
    expect(text).toContain('Exactly one of, chosen by owner_typeperson → Personcompany → Company');
    expect(text).toContain('toyany of');
    expect(text).toContain('Option 2integer');
    // Media types are labels with link targets, not headings.
    expect(body).toContain('<p id="request-body-applicationjson" class="api-media-type">');
    expect(body).toContain('<p id="request-body-applicationx-www-form-urlencoded" class="api-media-type">');
    // Samples send the first media type's example; the other media type shows its own beside its schema.
    expect(textOf(sectionOf(articleOf(site.html('/api/add-pet/')), 'request-samples'))).toContain(`"name": "Rex"`);
    expect(body.match(/<details class="api-example" open="">/g)).toHaveLength(1);
    expect(body.indexOf('<details class="api-example"')).toBeGreaterThan(body.indexOf('id="request-body-applicationx-www-form-urlencoded"'));
  });

  it('renders response schemas with allOf merged, read-only shown and write-only left out', () => {
    const html = articleOf(site.html('/api/add-pet/'));
    const created = textOf(sectionOf(html, 'response-201'));
    expect(created).toContain('idstringrequiredread-only');
    expect(created).toContain('multiple of 0.1');
    expect(created).not.toContain('secret_chip');
    expect(textOf(sectionOf(html, 'response-default'))).toContain('Something went wrong.');
  });

  it('stops circular schemas with a marker naming the schema, and shows non-JSON examples as written', () => {
    const html = articleOf(site.html('/api/get-tree/'));
    expect(textOf(html)).toContain('circular: TreeNode');
    expect(textOf(sectionOf(html, 'path-parameters'))).toContain('greater than 0');
    expect(html).toContain('<div class="code-block" data-language="yaml">');
  });

  it('shows security requirements: none, optional, inherited', () => {
    expect(textOf(sectionOf(articleOf(site.html('/api/get-pets-pet-id/')), 'authorization'))).toContain('No authentication is needed.');
    const deleted = articleOf(site.html('/api/delete-pet/'));
    expect(textOf(sectionOf(deleted, 'authorization'))).toContain('Authentication is optional.');
    expect(deleted).toContain('class="api-deprecated"');
    expect(textOf(sectionOf(articleOf(site.html('/api/get-tree/')), 'authorization'))).toContain('apiKey: API key in header "X-Api-Key"');
  });

  it('lists the sections in the table of contents, and only real headings', () => {
    const html = site.html('/api/list-pets/');
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(html)![0];
    const listed = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(listed).toEqual(['authorization', 'parameters', 'query-parameters', 'header-parameters', 'cookie-parameters', 'responses', 'response-200', 'common-errors']);
    for (const id of listed) expect(articleOf(html)).toMatch(new RegExp(`<h[2-4] id="${id}"`));
  });
});

describe('the API reference of an OpenAPI 3.0 document', () => {
  let site: Awaited<ReturnType<typeof buildFixture>>;
  beforeAll(async () => {
    site = await buildFixture('openapi-30');
  });
  afterAll(() => site.cleanup());

  it('reads 3.0 keywords: nullable, boolean exclusive bounds, discriminator, named examples, basic auth', () => {
    expect(site.code, site.stderr).toBe(0);
    const order = articleOf(site.html('/api/get-order/'));
    expect(textOf(sectionOf(order, 'path-parameters'))).toContain('greater than 0');
    const response = textOf(sectionOf(order, 'response-200'));
    expect(response).toContain('notestringnullable');
    expect(response).toContain('less than 1000');
    expect(response).toContain('chosen by method');
    const create = articleOf(site.html('/api/create-order/'));
    const samples = textOf(sectionOf(create, 'request-samples'));
    expect(samples).toContain('"note": "leave at the door"');
    expect(samples).toContain('-H "Authorization: Basic $API_CREDENTIALS"');
    expect(textOf(sectionOf(create, 'request-body'))).not.toContain('idinteger');
    expectWellFormedOutline(site.html('/api/create-order/'), '/api/create-order/');
  });
});
