import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture } from '../helpers/site.js';
import { rawRequest, request, startDocsGen, type ServerProcess } from './processes.js';

let site: Awaited<ReturnType<typeof buildFixture>>;
let server: ServerProcess;
const SECRET = 'secret-outside-the-served-folder';

beforeAll(async () => {
  site = await buildFixture('dev-site');
  expect(site.code, site.stderr).toBe(0);
  // Things a request must never reach: a file beside the build folder, and symlinks pointing out of it.
  site.write('secret.txt', SECRET);
  fs.symlinkSync('/etc/passwd', path.join(site.dir, 'build', 'passwd'));
  fs.symlinkSync(site.dir, path.join(site.dir, 'build', 'up'));
  // (`/up/build/…` leads back inside the folder through that link: that is allowed, and not tested as an escape.)
  server = await startDocsGen(['serve', site.dir, '--port', '0']);
});

afterAll(async () => {
  await server?.stop();
  site?.cleanup();
});

const get = (p: string, headers: Record<string, string> = {}) => request(server.url, p, { headers });

describe('docs-gen serve', () => {
  it('binds 127.0.0.1 by default and serves pages with their content type', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.text).toContain('Welcome');
    expect(home.text).not.toContain('__docs-gen/reload');
    const svg = await get('/img/logo.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect((await get('/files/data.json')).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('redirects to the canonical trailing-slash URL with 301, keeping the query', async () => {
    for (const [from, to] of [
      ['/guide', '/guide/'],
      ['/guide.html', '/guide/'],
      ['/guide/index.html', '/guide/'],
      ['/guide/index', '/guide/'],
      ['/index.html', '/'],
      ['/topics/first?x=1', '/topics/first/?x=1'],
    ]) {
      const reply = await get(from);
      expect(reply.status, from).toBe(301);
      expect(reply.headers.location, from).toBe(to);
    }
    expect((await get('/guide/')).status).toBe(200);
  });

  it('answers unknown routes with 404.html and status 404', async () => {
    const reply = await get('/no/such/page/');
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.text).toBe(site.read('build/404.html'));
    expect((await get('/nothing.png')).status).toBe(404);
  });

  it("answers unknown routes in a folder with its own 404.html (a locale's) with that page", async () => {
    site.write('build/fr/404.html', '<!DOCTYPE html><html lang="fr"><title>Page introuvable</title></html>');
    const reply = await get('/fr/pas/de/page/');
    expect(reply.status).toBe(404);
    expect(reply.text).toContain('Page introuvable');
    expect((await get('/guide/missing/')).text).toBe(site.read('build/404.html'));
  });

  it('negotiates brotli and gzip and keeps the bytes identical', async () => {
    const plain = await get('/guide/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/guide/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
    const gz = await get('/guide/', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const none = await get('/guide/', { 'Accept-Encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    // Images are already compressed: never re-encoded.
    expect((await get('/img/logo.svg', { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for a year and makes HTML revalidate', async () => {
    const html = await get('/guide/');
    expect(html.headers['cache-control']).toBe('no-cache');
    const css = html.text.match(/href="(\/assets\/css\/[^"]+)"/)![1];
    const asset = await get(css);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers conditional requests with 304 and no body', async () => {
    const first = await get('/guide/');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const byTag = await get('/guide/', { 'If-None-Match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    const byDate = await get('/guide/', { 'If-Modified-Since': first.headers['last-modified']! });
    expect(byDate.status).toBe(304);
    expect((await get('/guide/', { 'If-None-Match': '"other"' })).status).toBe(200);
    // Each encoding is its own representation with its own tag.
    const br = await get('/guide/', { 'Accept-Encoding': 'br' });
    expect(br.headers.etag).not.toBe(etag);
    expect((await get('/guide/', { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! })).status).toBe(304);
  });

  it('supports HEAD with the same headers and no body', async () => {
    const head = await request(server.url, '/guide/', { method: 'HEAD' });
    const full = await get('/guide/');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it('never serves a file outside the served folder', async () => {
    const attempts = [
      '/../secret.txt',
      '/guide/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/..\\secret.txt',
      '/guide\\..\\..\\secret.txt',
      '/%00',
      '/guide/%00index.html',
      '/index.html%00.txt',
      '/passwd',
      '/up/secret.txt',
      '/%2fetc%2fpasswd',
      '//etc/passwd',
      '/.%2e/secret.txt',
    ];
    for (const attempt of attempts) {
      const reply = await get(attempt);
      expect(reply.status, attempt).toBeGreaterThanOrEqual(400);
      expect(reply.status, attempt).toBeLessThan(500);
      expect(reply.text, attempt).not.toContain(SECRET);
      expect(reply.text, attempt).not.toMatch(/root:.*:0:0:/);
    }
    // A redirect never leads off the site.
    const slashes = await get('//example.com');
    expect(slashes.headers.location ?? '').not.toMatch(/^\/\//);
  });

  it('answers malformed requests with 4xx and stays up', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/%zz')).status).toBe(400);
    expect([414, 431]).toContain((await get(`/${'a'.repeat(10_000)}`)).status);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const reply = await request(server.url, '/guide/', { method });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow).toBe('GET, HEAD');
    }
    expect(await rawRequest(server.url, 'GET http://evil.example/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawRequest(server.url, 'NONSENSE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawRequest(server.url, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawRequest(server.url, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 431/);
    expect((await get('/')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
