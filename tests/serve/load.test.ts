import autocannon from 'autocannon';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildFixture } from '../helpers/site.js';
import { startDocsGen, type ServerProcess } from './processes.js';

let site: Awaited<ReturnType<typeof buildFixture>>;
let server: ServerProcess;

beforeAll(async () => {
  site = await buildFixture('dev-site');
  expect(site.code, site.stderr).toBe(0);
  server = await startDocsGen(['serve', site.dir, '--port', '0']);
});

afterAll(async () => {
  await server?.stop();
  site?.cleanup();
});

it('serves 5,000 requests over 50 connections with no errors and only 2xx/3xx', async () => {
  const css = site.read('build/index.html').match(/href="(\/assets\/css\/[^"]+)"/)![1];
  // Valid routes only, in several forms: plain, compressed both ways, a redirect, an asset, a static file.
  const requests = [
    { path: '/' },
    { path: '/guide/', headers: { 'accept-encoding': 'br' } },
    { path: '/topics/first/', headers: { 'accept-encoding': 'gzip' } },
    { path: '/topics/second' },
    { path: css, headers: { 'accept-encoding': 'gzip, br' } },
    { path: '/img/logo.svg' },
    { path: '/sitemap.xml' },
  ];
  const result = await autocannon({ url: server.url, connections: 50, amount: 5000, timeout: 10, requests });
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result['2xx'] + result['3xx']).toBe(5000);
  expect(result['4xx'] + result['5xx']).toBe(0);
  expect(server.child.exitCode).toBeNull();
}, 60_000);
