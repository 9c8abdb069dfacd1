import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf, articleOf } from '../../helpers/html.js';
import { buildFixture } from '../../helpers/site.js';

/** The page's reference column: its samples, which repeat property names, left out. */
function referenceOf(html: string): string {
  const article = articleOf(html);
  return article.slice(Math.max(0, article.indexOf('<div class="api-reference">')));
}

/** The schema row of one property: from its name to the next property's name at any depth. */
function propertyText(text: string, name: string, next: string): string {
  const start = text.indexOf(name);
  expect(start, `property ${name}`).toBeGreaterThan(-1);
  return text.slice(start, text.indexOf(next, start + name.length));
}

/**
 * One OpenAPI 3.1 document with every 3.1 rule the generator applies, and description links written for the
 * API owner's site (its `externalDocs` names it), built once.
 */
describe('the API reference of a document using OpenAPI 3.1 rules', () => {
  let site: Awaited<ReturnType<typeof buildFixture>>;
  let output: string;
  beforeAll(async () => {
    site = await buildFixture('openapi-31');
    output = site.stdout + site.stderr;
  });
  afterAll(() => site.cleanup());

  it('builds one page per operation, path items reached through $ref included, plus the overview and webhook pages', () => {
    expect(site.code, output).toBe(0);
    for (const route of ['/api/overview/', '/api/list-events/', '/api/send-event/', '/api/get-shared/', '/api/webhooks/event-created/']) {
      expect(site.exists(`build${route}index.html`), route).toBe(true);
    }
    expect(textOf(articleOf(site.html('/api/get-shared/')))).toContain('GET/shared');
  });

  it('documents an operation without responses (optional since 3.1) without a Responses section', () => {
    const html = articleOf(site.html('/api/send-event/'));
    expect(textOf(html)).toContain('Nothing comes back.');
    expect(html).not.toContain('id="responses"');
    expect(output).not.toMatch(/no responses/);
  });

  it('renders type lists, const, examples, contentMediaType, dependentRequired and $defs refs', () => {
    const text = textOf(articleOf(site.html('/api/list-events/')));
    const reference = textOf(referenceOf(site.html('/api/list-events/')));
    expect(propertyText(reference, 'kindstring', 'label')).toContain('Value: created');
    expect(propertyText(reference, 'labelstringnullable', 'point')).toContain('Examples: first, second');
    expect(propertyText(text, 'payloadstring', 'legacy')).toContain('content type image/pngencoding base64');
    expect(propertyText(text, 'retryAtstring<date-time>', 'retryCountinteger')).toContain('requires retryCount');
    // `owner` refers to `#/components/schemas/Event/$defs/Owner`.
    expect(propertyText(text, 'ownerobject', 'retryAt')).toContain('namestring');
    // The first of `examples` is the example value.
    expect(text).toContain('"label": "first"');
  });

  it('ignores nullable in a 3.1 document (3.1 writes it as a type list)', () => {
    const text = textOf(articleOf(site.html('/api/list-events/')));
    expect(propertyText(text, 'legacy', 'shape')).not.toContain('nullable');
  });

  it('renders prefixItems as a tuple and if/then/else as a conditional', () => {
    const text = textOf(articleOf(site.html('/api/list-events/')));
    const point = propertyText(textOf(referenceOf(site.html('/api/list-events/'))), 'point', 'payload');
    expect(point).toContain('[number, number]');
    expect(point).toContain('item 1numberLatitude.');
    expect(point).toContain('item 2numberLongitude.');
    expect(text).toMatch(/"point": \[\s*0\.5,\s*0\.5\s*\]/);
    const shape = propertyText(text, 'shapeobject', 'owner');
    expect(shape).toContain('Conditional');
    expect(shape).toContain('if it matchesobjectkindstringValue: circle');
    expect(shape).toContain('then it must matchanyrequires radius');
    expect(shape).toContain('else it must matchanyrequires width');
  });

  it('applies keywords written beside a $ref, and unevaluatedProperties', () => {
    const body = textOf(articleOf(site.html('/api/send-event/')));
    expect(body).toContain('EventobjectThe event to send, described beside its ref.no other properties');
  });

  it('gives webhooks pages of their own, in a Webhooks category and listed on the overview', () => {
    const html = articleOf(site.html('/api/webhooks/event-created/'));
    expect(textOf(html)).toContain('WebhookPOSTeventCreated');
    expect(textOf(html)).toContain('Sent to your endpoint when an event is created.');
    expect(html).not.toContain('id="request-samples"');
    expect(html).not.toContain('id="authorization"');
    expect(html).toContain('id="request-body"');
    const overview = articleOf(site.html('/api/overview/'));
    expect(overview).toContain('<h2 id="webhooks">Webhooks<');
    expect(overview).toContain('href="/api/webhooks/event-created/"');
    const nav = /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(site.html('/api/overview/'))![0];
    expect(textOf(nav).indexOf('Get the shared item')).toBeLessThan(textOf(nav).indexOf('Webhooks'));
    expect(nav).toContain('href="/api/webhooks/event-created/"');
  });

  it("resolves root-relative and relative description links against the owner's site: external, never checked", () => {
    const overview = articleOf(site.html('/api/overview/'));
    expect(overview).toContain('href="https://owner.example.com/guides/events" target="_blank"');
    expect(overview).toContain('href="https://owner.example.com/changelog#v1" target="_blank"');
    expect(articleOf(site.html('/api/list-events/'))).toContain('href="https://owner.example.com/guides/pagination"');
    expect(output).not.toContain('/guides/');
    expect(output).not.toContain('changelog');
  });

  it("checks links to this site's own routes written as its full URL, and reports a broken one once", () => {
    expect(articleOf(site.html('/api/overview/'))).toContain('<a href="/">home page</a>');
    expect(output.match(/Broken link: \/no-such-page\//g)).toHaveLength(1);
    // The schema holding this link is on three pages; the problem is at one place in the document.
    expect(output.match(/Broken link: \/no-such-event\//g)).toHaveLength(1);
    expect(output).toMatch(/openapi\.yaml:7:\d+ {2}Broken link: \/no-such-page\//);
  });
});
