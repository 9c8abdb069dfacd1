import { describe, expect, it } from 'vitest';
import { createDescriptionLinkMapper, linkBaseOf } from '../../../src/generators/openapi/linkBase.js';
import type { OpenApiDocument } from '../../../src/generators/openapi/spec.js';

const doc = (externalDocs?: { url: string }) => ({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {}, externalDocs }) as OpenApiDocument;

describe('the link base of an OpenAPI document', () => {
  it("is openapi.linkBase, else the origin of externalDocs.url, and none with false or without an http(s) site", () => {
    expect(linkBaseOf({}, doc({ url: 'https://docs.github.com/rest/' }))).toBe('https://docs.github.com/');
    expect(linkBaseOf({ linkBase: 'https://api.example.com/docs/' }, doc({ url: 'https://docs.github.com/rest/' }))).toBe('https://api.example.com/docs/');
    expect(linkBaseOf({ linkBase: false }, doc({ url: 'https://docs.github.com/rest/' }))).toBeUndefined();
    expect(linkBaseOf({}, doc())).toBeUndefined();
    expect(linkBaseOf({}, doc({ url: 'mailto:team@example.com' }))).toBeUndefined();
  });

  it('makes relative links external against the base and full URLs of this site its routes', () => {
    const map = createDescriptionLinkMapper({ url: 'https://Docs.Example.org/', baseUrl: '/dev/' }, 'https://owner.example.com/docs/');
    expect(map('/rest/guides/x')).toBe('https://owner.example.com/rest/guides/x');
    expect(map('guides/y#z')).toBe('https://owner.example.com/docs/guides/y#z');
    expect(map('../up')).toBe('https://owner.example.com/up');
    expect(map('#in-page')).toBe('#in-page');
    expect(map('https://other.example.com/a')).toBe('https://other.example.com/a');
    expect(map('mailto:a@example.com')).toBe('mailto:a@example.com');
    // Scheme and host compare without case; the path keeps its case.
    expect(map('https://docs.example.org/dev/Api/Overview/#x')).toBe('/dev/Api/Overview/#x');
    expect(map('https://docs.example.org/dev')).toBe('/dev/');
    expect(map('https://docs.example.org/elsewhere/')).toBe('https://docs.example.org/elsewhere/');
  });

  it('leaves root-relative and relative links to the site without a base', () => {
    const map = createDescriptionLinkMapper({ url: 'https://docs.example.org', baseUrl: '/' }, undefined);
    expect(map('/api/overview/')).toBe('/api/overview/');
    expect(map('guide.md')).toBe('guide.md');
    expect(map('https://docs.example.org/api/overview/')).toBe('/api/overview/');
  });
});
