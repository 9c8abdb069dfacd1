import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileCache } from '../../src/serve/fileCache.js';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';
import { request, startDocsGen, type ServerProcess } from './processes.js';

/** `serve` keeps its file cache to its cap: a file larger than it is streamed, deleted files are let go. */

// Past the cache's 64 MB cap, and past the RSS the test allows: a server that held it whole would fail.
const BIG = 200 * 1024 * 1024;
const MB = 1024 * 1024;

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kb * 1024;
}

/** Downloads a URL, counting bytes without keeping them, while sampling the server's RSS. */
function download(url: string, pid: number): Promise<{ status: number; bytes: number; peakRss: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    let peakRss = rssOf(pid);
    const timer = setInterval(() => (peakRss = Math.max(peakRss, rssOf(pid))), 50);
    http
      .get(url, { agent: false }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          clearInterval(timer);
          peakRss = Math.max(peakRss, rssOf(pid));
          resolve({ status: res.statusCode ?? 0, bytes, peakRss, headers: res.headers });
        });
        res.on('error', reject);
      })
      .on('error', (error) => {
        clearInterval(timer);
        reject(error);
      });
  });
}

describe('serve memory', () => {
  let site: ReturnType<typeof tempSite>;
  let server: ServerProcess;

  beforeAll(async () => {
    site = tempSite();
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nWelcome.\n');
    expect((await runDocsGenAsync(['build', site.dir])).code).toBe(0);
    // Sparse: 200 MB to read, almost nothing on disk.
    const big = path.join(site.dir, 'build', 'big.bin');
    fs.writeFileSync(big, '');
    fs.truncateSync(big, BIG);
    site.write('build/small.txt', 'first version\n');
    server = await startDocsGen(['serve', site.dir, '--port', '0']);
  });

  afterAll(async () => {
    await server?.stop();
    site?.cleanup();
  });

  it('streams a file larger than the cache, whole, without holding it in memory', async () => {
    const pid = server.child.pid!;
    for (let round = 0; round < 2; round++) {
      const reply = await download(new URL('/big.bin', server.url).href, pid);
      expect(reply.status).toBe(200);
      expect(reply.bytes).toBe(BIG);
      expect(Number(reply.headers['content-length'])).toBe(BIG);
      expect(reply.headers.etag).toBeTruthy();
      expect(reply.headers['last-modified']).toBeTruthy();
      expect(reply.peakRss, `peak RSS ${Math.round(reply.peakRss / MB)} MB`).toBeLessThan(150 * MB);
    }
    const etag = (await request(server.url, '/big.bin', { method: 'HEAD' })).headers.etag!;
    const again = await request(server.url, '/big.bin', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 once a file is deleted, and serves a changed file as it now is', async () => {
    expect((await request(server.url, '/small.txt')).text).toBe('first version\n');
    site.write('build/small.txt', 'second, longer version\n');
    expect((await request(server.url, '/small.txt')).text).toBe('second, longer version\n');
    fs.rmSync(path.join(site.dir, 'build', 'small.txt'));
    expect((await request(server.url, '/small.txt')).status).toBe(404);
    fs.rmSync(path.join(site.dir, 'build', 'big.bin'));
    expect((await request(server.url, '/big.bin')).status).toBe(404);
  });
});

describe('FileCache', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-cache-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const file = (name: string, bytes: number | string) => {
    const abs = path.join(dir, name);
    fs.writeFileSync(abs, typeof bytes === 'string' ? bytes : Buffer.alloc(bytes, name));
    return { abs, stats: fs.statSync(abs) };
  };

  it('holds no more than its cap, compressed forms included, dropping the least recently used', async () => {
    const cache = new FileCache({ maxBytes: 100_000 });
    const files = Array.from({ length: 10 }, (_, i) => file(`f${i}.txt`, 20_000));
    for (const f of files) {
      const loaded = await cache.load(f.abs, f.stats);
      expect(loaded.kind).toBe('memory');
      if (loaded.kind === 'memory') await cache.encode(f.abs, loaded, 'gzip');
      expect(cache.heldBytes).toBeLessThanOrEqual(100_000);
    }
    expect(cache.size).toBeGreaterThan(1);
    expect(cache.size).toBeLessThan(10);
    // The most recent file is still held: loading it again reads nothing new.
    const last = files[9];
    const before = cache.heldBytes;
    await cache.load(last.abs, last.stats);
    expect(cache.heldBytes).toBe(before);
  });

  it('streams files over the per-file limit instead of holding them', async () => {
    const cache = new FileCache({ maxBytes: 100_000 });
    const big = file('big.bin', 30_000);
    const loaded = await cache.load(big.abs, big.stats);
    expect(loaded.kind).toBe('stream');
    expect(loaded.etag).toMatch(/^W\/".+"$/);
    expect(cache.heldBytes).toBe(0);
    expect(cache.size).toBe(0);
  });

  it('lets go of deleted and changed files on a sweep', async () => {
    const cache = new FileCache({ maxBytes: 100_000 });
    const a = file('a.txt', 'aaaa');
    const b = file('b.txt', 'bbbb');
    await cache.load(a.abs, a.stats);
    await cache.load(b.abs, b.stats);
    expect(cache.size).toBe(2);
    fs.rmSync(a.abs);
    fs.writeFileSync(b.abs, 'changed content');
    await cache.sweep();
    expect(cache.size).toBe(0);
    expect(cache.heldBytes).toBe(0);
  });
});
