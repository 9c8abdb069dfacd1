import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { tempSite } from '../helpers/site.js';
import { request, startDocsGen, type ServerProcess } from '../serve/processes.js';

// A site that is already broken when dev starts: dev must still serve (the overlay) and recover on the fix.
let site: ReturnType<typeof tempSite>;
let dev: ServerProcess;
let pristine: string;

beforeAll(async () => {
  site = tempSite('dev-site');
  pristine = site.read('docs/topics/second.md');
  site.write('docs/topics/second.md', `${pristine}\n<Unclosed>\n`);
  dev = await startDocsGen(['dev', site.dir, '--port', '0']);
});

afterAll(async () => {
  await dev?.stop();
  site?.cleanup();
});

it('starts with the error overlay on every route and recovers on the first good save', async () => {
  await expect.poll(() => dev.stdout(), { timeout: 10_000 }).toContain('build failed');
  await expect.poll(() => dev.stderr(), { timeout: 10_000 }).toMatch(/docs\/topics\/second\.md:\d+:\d+/);
  for (const route of ['/', '/guide/', '/topics/second/']) {
    const overlay = await request(dev.url, route);
    expect(overlay.status, route).toBe(500);
    expect(overlay.text).toMatch(/docs\/topics\/second\.md:\d+:\d+/);
  }
  const ws = new WebSocket(`${dev.url.replace(/^http/, 'ws')}__docs-gen/reload`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const reloaded = new Promise<{ type: string }>((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
  site.write('docs/topics/second.md', pristine);
  expect((await reloaded).type).toBe('reload');
  ws.close();
  expect((await request(dev.url, '/topics/second/')).status).toBe(200);
  expect((await request(dev.url, '/guide/')).status).toBe(200);
});
