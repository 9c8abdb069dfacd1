import { describe, expect, it } from 'vitest';
import { isExternalUrl, normalizeRoute, resolveUrl } from '../../src/shared/url.js';

const browser = { baseUrl: '/docs/', siteUrl: 'https://example.com', router: 'browser' as const };
const hash = { ...browser, router: 'hash' as const };

/** SPEC §9 link rules, one test per rule. */
describe('resolveUrl', () => {
  it('leaves hash links unchanged', () => {
    expect(resolveUrl('#setup', browser)).toBe('#setup');
    expect(resolveUrl('#setup', hash)).toBe('#setup');
  });

  it('leaves external links unchanged', () => {
    expect(resolveUrl('https://github.com/x', browser)).toBe('https://github.com/x');
    expect(resolveUrl('mailto:a@b.c', browser)).toBe('mailto:a@b.c');
    expect(resolveUrl('//cdn.example.com/a.js', browser)).toBe('//cdn.example.com/a.js');
    expect(isExternalUrl('/local/')).toBe(false);
  });

  it('in hash routing, writes a path relative to the page\'s folder, naming a page\'s file', () => {
    expect(resolveUrl('/guide/', hash)).toBe('./guide/index.html');
    expect(resolveUrl('guide/', hash)).toBe('./guide/index.html');
    expect(resolveUrl('/', hash)).toBe('./index.html');
    const nested = { ...hash, route: '/guide/setup/' };
    expect(resolveUrl('/assets/css/a.css', nested)).toBe('../../assets/css/a.css');
    expect(resolveUrl('/docs/guide/intro/#steps', nested)).toBe('../../guide/intro/index.html#steps');
    expect(resolveUrl('./assets/js/main.js', nested)).toBe('../../assets/js/main.js');
    expect(resolveUrl('/guide/setup/index.md', nested)).toBe('../../guide/setup/index.md');
    expect(resolveUrl('/guide/intro?x=1', { ...nested, trailingSlash: false })).toBe('../guide/intro.html?x=1');
    expect(resolveUrl('/', { ...hash, route: '/404.html' })).toBe('./index.html');
    expect(resolveUrl('#steps', nested)).toBe('#steps');
    expect(resolveUrl('/guide/', nested, { absolute: true })).toBe('https://example.com/docs/guide/');
  });

  it('prepends the base URL when it is missing', () => {
    expect(resolveUrl('/guide/', browser)).toBe('/docs/guide/');
    expect(resolveUrl('/docs/guide/', browser)).toBe('/docs/guide/');
    expect(resolveUrl('/docs', browser)).toBe('/docs');
    expect(resolveUrl('/guide/', { ...browser, baseUrl: '/' })).toBe('/guide/');
  });

  it('can force the base URL even when the path already starts with it', () => {
    expect(resolveUrl('/docs/guide/', browser, { forcePrependBaseUrl: true })).toBe('/docs/docs/guide/');
  });

  it('gives the absolute form with the site URL on request', () => {
    expect(resolveUrl('/guide/', browser, { absolute: true })).toBe('https://example.com/docs/guide/');
    expect(resolveUrl('/guide/', { ...browser, siteUrl: 'https://example.com/' }, { absolute: true })).toBe('https://example.com/docs/guide/');
  });

  it('leaves relative paths alone outside hash routing', () => {
    expect(resolveUrl('guide/', browser)).toBe('guide/');
  });
});

describe('normalizeRoute', () => {
  it('normalises .html, /index and missing trailing slashes', () => {
    expect(normalizeRoute('/a/b.html')).toBe('/a/b/');
    expect(normalizeRoute('/a/b/index')).toBe('/a/b/');
    expect(normalizeRoute('/a/b/index.html')).toBe('/a/b/');
    expect(normalizeRoute('/a/b')).toBe('/a/b/');
    expect(normalizeRoute('/index.html')).toBe('/');
    expect(normalizeRoute('/A/Case')).toBe('/A/Case/');
  });
});
