import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheControlFor, isNotModified } from '../../src/serve/cachePolicy.js';
import { chooseEncoding } from '../../src/serve/negotiateEncoding.js';
import { HttpError, formatPath, parseRequestPath } from '../../src/serve/requestPath.js';
import { resolveStaticRoute } from '../../src/serve/resolveStaticRoute.js';
import { findFile, openRoot } from '../../src/serve/servedRoot.js';

function statusOf(url: string): number | undefined {
  try {
    parseRequestPath(url);
    return undefined;
  } catch (error) {
    return (error as HttpError).status;
  }
}

describe('parseRequestPath', () => {
  it('splits and decodes segments, keeping the query', () => {
    expect(parseRequestPath('/a/b%20c/?x=1#h')).toEqual({ segments: ['a', 'b c'], trailingSlash: true, query: '?x=1' });
    expect(parseRequestPath('/')).toEqual({ segments: [], trailingSlash: true, query: '' });
    expect(parseRequestPath('//a///b')).toEqual({ segments: ['a', 'b'], trailingSlash: false, query: '' });
  });

  it('refuses every way of spelling a way out', () => {
    for (const url of ['/..', '/a/../b', '/%2e%2e/x', '/%2E./x', '/.', '/a%2fb', '/a%5cb', '/a\\b', '/a%00b', '/%0a', '/%7f']) {
      expect(statusOf(url), url).toBe(400);
    }
  });

  it('refuses malformed and oversized URLs', () => {
    expect(statusOf('/%E0%A4%A')).toBe(400);
    expect(statusOf('/%')).toBe(400);
    expect(statusOf('http://host/a')).toBe(400);
    expect(statusOf('*')).toBe(400);
    expect(statusOf(undefined as unknown as string)).toBe(400);
    expect(statusOf(`/${'x'.repeat(5000)}`)).toBe(414);
  });

  it('re-encodes segments for redirects', () => {
    expect(formatPath(['a b', 'ü'], true)).toBe('/a%20b/%C3%BC/');
    expect(formatPath([], false)).toBe('/');
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, honours q-values and wildcards', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, identity')).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('deflate')).toBe('identity');
  });
});

describe('cache policy', () => {
  it('makes hashed assets immutable and everything else revalidate', () => {
    expect(cacheControlFor(['assets', 'css', 'styles.abc.css'])).toContain('immutable');
    expect(cacheControlFor(['guide', 'index.html'])).toBe('no-cache');
    expect(cacheControlFor(['assets'])).toBe('no-cache');
  });

  it('matches ETags (weakly) before dates', () => {
    const mtime = new Date('2026-01-02T03:04:05.678Z');
    expect(isNotModified({ 'if-none-match': '"a", W/"b"' }, '"b"', mtime)).toBe(true);
    expect(isNotModified({ 'if-none-match': '*' }, '"b"', mtime)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"c"', 'if-modified-since': mtime.toUTCString() }, '"b"', mtime)).toBe(false);
    expect(isNotModified({ 'if-modified-since': mtime.toUTCString() }, '"b"', mtime)).toBe(true);
    expect(isNotModified({ 'if-modified-since': new Date(mtime.getTime() - 2000).toUTCString() }, '"b"', mtime)).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'garbage' }, '"b"', mtime)).toBe(false);
  });
});

describe('served root', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-serve-unit-'));
  const root = path.join(dir, 'site');
  fs.mkdirSync(path.join(root, 'a'), { recursive: true });
  fs.writeFileSync(path.join(root, 'a', 'index.html'), 'A');
  fs.writeFileSync(path.join(root, '404.html'), 'missing');
  fs.writeFileSync(path.join(root, '.env'), 'SECRET');
  fs.writeFileSync(path.join(dir, 'outside.txt'), 'OUT');
  fs.symlinkSync(path.join(dir, 'outside.txt'), path.join(root, 'link.txt'));
  fs.symlinkSync(path.join(root, 'a', 'index.html'), path.join(root, 'inside.html'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('follows symlinks only when they stay inside', async () => {
    const served = await openRoot(root);
    expect(await findFile(served, ['link.txt'])).toBeUndefined();
    expect((await findFile(served, ['inside.html']))?.realPath).toBe(fs.realpathSync(path.join(root, 'a', 'index.html')));
    expect(await findFile(served, ['.env'])).toBeUndefined();
    expect(await findFile(served, ['a'])).toBeUndefined();
  });

  it('routes pages to their canonical URL', async () => {
    const served = await openRoot(root);
    const kind = async (segments: string[], slash: boolean) => {
      const route = await resolveStaticRoute(served, segments, slash);
      return route.kind === 'redirect' ? `redirect /${route.segments.join('/')}/` : route.kind;
    };
    expect(await kind(['a'], true)).toBe('file');
    expect(await kind(['a'], false)).toBe('redirect /a/');
    expect(await kind(['a.html'], false)).toBe('redirect /a/');
    expect(await kind(['a', 'index.html'], false)).toBe('redirect /a/');
    expect(await kind(['a', 'index'], false)).toBe('redirect /a/');
    expect(await kind(['404.html'], false)).toBe('file');
    expect(await kind(['b'], false)).toBe('missing');
    expect(await kind(['b'], true)).toBe('missing');
  });
});
