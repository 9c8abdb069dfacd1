import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationEntry, TagEntry } from '../../../src/generators/openapi/collectOperations.js';
import { createDocumentLinkResolver } from '../../../src/generators/openapi/documentLinks.js';
import { articleOf } from '../../helpers/html.js';
import { buildFixture } from '../../helpers/site.js';

/** The hrefs of an HTML fragment's links, by their text. */
function hrefsByText(html: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const [, href, text] of html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)) links[text] = href;
  return links;
}

/**
 * Descriptions link to other parts of their own document as single-page renderers name them (Redoc's anchors,
 * JSON pointers, Stoplight's file paths): on pages of their own, each leads to the page showing that part.
 */
describe('links from descriptions to parts of their own document', () => {
  let site: Awaited<ReturnType<typeof buildFixture>>;
  beforeAll(async () => {
    site = await buildFixture('openapi-document-links');
  });
  afterAll(() => site.cleanup());

  it('lead to the pages of the operations, tags, schemas and overview sections they name, checked as links of the site', () => {
    const output = site.stdout + site.stderr;
    expect(site.code, output).toBe(0);
    expect(output).toContain('0 warnings');
    expect(hrefsByText(articleOf(site.html('/api/overview/')))).toMatchObject({
      'listing pets': '/ref/api/list-pets/',
      'Pet Records': '/ref/api/overview/#pet-records',
      authentication: '/ref/api/overview/#authentication',
    });
    expect(hrefsByText(articleOf(site.html('/api/list-pets/')))).toMatchObject({
      Pet: '/ref/api/schemas/pet/',
      'the single call': '/ref/api/get-pet/',
      'by pointer': '/ref/api/get-pet/',
      'from another folder': '/ref/api/get-stores/',
    });
    expect(hrefsByText(articleOf(site.html('/api/get-pet/')))).toMatchObject({ 'the list': '/ref/api/list-pets/', stores: '/ref/api/get-stores/' });
    expect(hrefsByText(articleOf(site.html('/api/get-stores/')))).toMatchObject({ paging: '/ref/api/overview/#paging', 'stores tag': '/ref/api/overview/#stores' });
    // The schema a link names gets its page, though no tree links to it.
    expect(site.exists('build/api/schemas/pet/index.html')).toBe(true);
  });
});

describe('createDocumentLinkResolver', () => {
  const op = (method: 'get' | 'post', path: string, operationId?: string, pointer = `/paths/${path.replace(/\//g, '~1')}/${method}`) =>
    ({ method, path, pointer, operation: operationId ? { operationId } : {}, parameters: [], slug: operationId ?? path.slice(1), security: [], servers: [] }) as unknown as OperationEntry;
  const tags: TagEntry[] = [{ name: 'Domain Records', title: 'Domain Records', slug: 'domain-records', folder: 'domain-records', position: 1 }];
  const resolve = createDocumentLinkResolver({
    operations: [op('get', '/records', 'listRecords'), op('post', '/shared', undefined, '/components/pathItems/Shared/post')],
    tags,
    fileName: 'DigitalOcean-public.v2.yaml',
    routeOf: (entry) => `/api/${entry.slug}/`,
    tagRoute: (tag) => `/api/tags/${tag.slug}/`,
    overviewRoute: '/api/overview/',
    schemaRoute: (name) => (name === 'Record' ? '/api/schemas/record/' : undefined),
  });

  it('finds operations by id, by where they are written and by where they are served, tags by name whatever the case', () => {
    expect(resolve('#operation/listRecords')).toBe('/api/listRecords/');
    expect(resolve('#tag/Domain-Records/operation/listRecords')).toBe('/api/listRecords/');
    expect(resolve('#tag/domain-records')).toBe('/api/tags/domain-records/');
    expect(resolve('#tag/Domain%20Records')).toBe('/api/tags/domain-records/');
    expect(resolve('#/paths/~1shared/post')).toBe('/api/shared/');
    expect(resolve('#/components/pathItems/Shared/post')).toBe('/api/shared/');
    expect(resolve('#/paths/%7E1records/get')).toBe('/api/listRecords/');
    expect(resolve('./DigitalOcean-public.v2.yaml#/components/schemas/Record')).toBe('/api/schemas/record/');
    expect(resolve('#section/Rate-Limits')).toBe('/api/overview/#rate-limits');
    // With the site's ids keeping their case (anchorsMaintainCase), the overview's heading keeps it too.
    const keepingCase = createDocumentLinkResolver({ operations: [], tags, fileName: 'a.yaml', routeOf: () => '/', tagRoute: () => '/', overviewRoute: '/api/overview/', schemaRoute: () => undefined, maintainCase: true });
    expect(keepingCase('#section/Rate-Limits')).toBe('/api/overview/#Rate-Limits');
  });

  it('leaves links to parts the document does not have, and every other link, to the site', () => {
    for (const url of ['#operation/missing', '#tag/Droplets', '#/paths/~1missing/get', '#/components/schemas/Missing', '#errors', 'other.yaml#/paths/~1records/get', '/api/overview/', 'https://example.com/#operation/listRecords']) {
      expect(resolve(url), url).toBeUndefined();
    }
  });
});
