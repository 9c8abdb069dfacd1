import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSearchEngine } from '../../src/client/search/engine.js';
import type { SearchManifest } from '../../src/shared/searchIndexFormat.js';
import { tempSite } from '../helpers/site.js';
import { request, startDocsGen, type ServerProcess } from '../serve/processes.js';

interface Message {
  type: 'reload' | 'error';
  ms: number;
}

let site: ReturnType<typeof tempSite>;
let dev: ServerProcess;
let ws: WebSocket;
const inbox: Message[] = [];
let wake: (() => void) | undefined;

beforeAll(async () => {
  site = tempSite('dev-site');
  dev = await startDocsGen(['dev', site.dir, '--port', '0']);
  ws = new WebSocket(`${dev.url.replace(/^http/, 'ws')}__docs-gen/reload`);
  ws.on('message', (data) => {
    inbox.push(JSON.parse(String(data)) as Message);
    wake?.();
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
});

afterAll(async () => {
  ws?.close();
  await dev?.stop();
  site?.cleanup();
});

const get = (path: string) => request(dev.url, path);

/**
 * Waits for a message of the given type after which `check` holds. Other messages (a reload caused by
 * someone editing the theme, an intermediate state of a save) are skipped rather than failing the test.
 */
async function waitFor(type: Message['type'], check: () => Promise<boolean> = async () => true, timeoutMs = 30_000): Promise<Message> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = inbox.shift();
    if (message?.type === type && (await check())) return message;
    if (message) continue;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no "${type}" message within ${timeoutMs} ms; output:\n${dev.stdout()}\n${dev.stderr()}`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

/** Writes a file, first dropping messages that arrived before it, so only the edit's answer counts. */
function edit(rel: string, text: string): void {
  inbox.length = 0;
  site.write(rel, text);
}

const guide = () => site.read('docs/guide.mdx');

describe('docs-gen dev', () => {
  let pristineGuide: string;
  let pristineSidebars: string;
  let pristineConfig: string;

  beforeAll(() => {
    pristineGuide = guide();
    pristineSidebars = site.read('sidebars.yaml');
    pristineConfig = site.read('docs-gen.config.ts');
  });

  it('serves every route from memory on 127.0.0.1, with the reload client only in dev', async () => {
    expect(dev.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(site.exists('build')).toBe(false);
    // The first build shows its stages as build does, before the serving line.
    await expect.poll(() => dev.stdout(), { timeout: 10_000 }).toMatch(/✓ compile +\d[\s\S]*✓ links +\d/);
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Welcome');
    expect(home.text).toContain('__docs-gen/reload');
    const page = await get('/guide/');
    expect(page.status).toBe(200);
    const css = page.text.match(/href="(\/assets\/css\/[^"]+)"/)![1];
    expect((await get(css)).headers['content-type']).toBe('text/css; charset=utf-8');
    const image = page.text.match(/src="(\/assets\/img\/[^"]+)"/)![1];
    expect((await get(image)).headers['content-type']).toBe('image/svg+xml');
    expect((await get('/img/logo.svg')).status).toBe(200);
    expect((await get('/sitemap.xml')).text).toContain('/topics/first/');
    const redirect = await get('/guide');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('/guide/');
    const missing = await get('/no/such/page/');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('__docs-gen/reload');
    expect((await request(dev.url, '/guide/', { method: 'POST' })).status).toBe(405);
    expect((await get('/%2e%2e/docs-gen.config.ts')).status).toBe(400);
    expect((await get('/..%2fdocs-gen.config.ts')).status).toBe(400);
  });

  it('reloads open pages after an edit and serves the new HTML', async () => {
    edit('docs/guide.mdx', guide().replace('The original guide text.', 'The edited guide text.'));
    const message = await waitFor('reload', async () => (await get('/guide/')).text.includes('The edited guide text.'));
    expect(message.ms).toBeGreaterThanOrEqual(0);
    await expect.poll(() => dev.stdout(), { timeout: 10_000 }).toMatch(/updated in \d+ ms/);
  });

  it('serves the search index of the pages as rendered, made again after an edit', async () => {
    const url = /data-search-index="([^"]+)"/.exec((await get('/guide/')).text)![1];
    const load = async (file: string) => JSON.parse((await get(new URL(file, `${dev.url.replace(/\/$/, '')}${url}`).pathname)).text) as unknown;
    const engine = createSearchEngine((await load(url)) as SearchManifest, load);
    const results = await engine.search('edited guide ');
    expect(results.pages.map((p) => p.url)).toContain('/guide/');
    expect(results.pages[0].sections[0].excerpt).toContain('The edited guide text.');
  });

  it('shows an MDX syntax error as an overlay on every route, then recovers on the next good save', async () => {
    edit('docs/guide.mdx', pristineGuide.replace('The original guide text.', 'The original guide text with a {broken expression.'));
    await waitFor('error');
    for (const route of ['/guide/', '/', '/topics/first/', '/no/such/page/']) {
      const overlay = await get(route);
      expect(overlay.status, route).toBe(500);
      expect(overlay.text, route).toContain('docs-gen-error-overlay');
    }
    const overlay = (await get('/guide/')).text;
    expect(overlay).toMatch(/docs\/guide\.mdx:8:32/);
    expect(overlay).toContain('MDX: Unexpected end of file in expression');
    expect(overlay).toContain('class="frame"');
    expect(overlay).toContain('{broken expression.');
    expect(overlay).toContain('__docs-gen/reload');
    await expect.poll(() => dev.stderr(), { timeout: 10_000 }).toMatch(/error \S*docs\/guide\.mdx:8:32 {2}MDX:/);
    await expect.poll(() => dev.stderr(), { timeout: 10_000 }).toContain('>  8 | The original guide text with a {broken expression.');

    edit('docs/guide.mdx', pristineGuide.replace('The original guide text.', 'The recovered guide text.'));
    // A save can be seen half-written; wait for the whole of it.
    await waitFor('reload', async () => (await get('/guide/')).text.includes('The recovered guide text.'));
    expect((await get('/')).status).toBe(200);
  });

  it('shows bad front matter with its location, then recovers', async () => {
    edit('docs/guide.mdx', pristineGuide.replace('title: Guide', 'title: [Guide'));
    await waitFor('error');
    const overlay = await get('/guide/');
    expect(overlay.status).toBe(500);
    expect(overlay.text).toMatch(/docs\/guide\.mdx:\d+:\d+/);
    edit('docs/guide.mdx', pristineGuide);
    await waitFor('reload', async () => (await get('/guide/')).status === 200);
  });

  it('shows a bad sidebars file with its location, then recovers', async () => {
    edit('sidebars.yaml', `${pristineSidebars}  - [unclosed\n`);
    await waitFor('error');
    const overlay = await get('/');
    expect(overlay.status).toBe(500);
    expect(overlay.text).toMatch(/sidebars\.yaml:\d+:\d+/);
    edit('sidebars.yaml', pristineSidebars);
    await waitFor('reload', async () => (await get('/')).status === 200);
  });

  it('shows a bad config with its location, then recovers', async () => {
    edit('docs-gen.config.ts', pristineConfig.replace("title: 'Dev Fixture',", "title: 'Dev Fixture' oops,"));
    await waitFor('error');
    const overlay = await get('/guide/');
    expect(overlay.status).toBe(500);
    expect(overlay.text).toMatch(/docs-gen\.config\.ts:4:\d+/);
    await expect.poll(() => dev.stderr(), { timeout: 10_000 }).toMatch(/docs-gen\.config\.ts:4:\d+/);
    edit('docs-gen.config.ts', pristineConfig.replace("title: 'Dev Fixture',", "title: 'Renamed Fixture',"));
    await waitFor('reload', async () => (await get('/guide/')).text.includes('Renamed Fixture'));
  });

  it("reloads with a YAML file's new data when a file the config imports changes", async () => {
    site.write('site-data.yaml', 'title: Data Title One\n');
    edit('docs-gen.config.ts', `import data from './site-data.yaml';\n${pristineConfig.replace("title: 'Dev Fixture',", 'title: data.title,')}`);
    await waitFor('reload', async () => (await get('/guide/')).text.includes('Data Title One'));
    edit('site-data.yaml', 'title: Data Title Two\n');
    await waitFor('reload', async () => (await get('/guide/')).text.includes('Data Title Two'));
    edit('docs-gen.config.ts', pristineConfig);
    await waitFor('reload', async () => (await get('/guide/')).text.includes('Dev Fixture'));
  });

  it('shows a bad OpenAPI document with its location, then recovers', async () => {
    const pristine = site.read('openapi.yaml');
    expect((await get('/api/health-check/')).status).toBe(200);
    edit('openapi.yaml', pristine.replace('summary: Health check', 'summary: "Health check'));
    await waitFor('error');
    const overlay = await get('/api/health-check/');
    expect(overlay.status).toBe(500);
    expect(overlay.text).toMatch(/openapi\.yaml:\d+:\d+/);
    edit('openapi.yaml', pristine.replace('summary: Health check', 'summary: Service health'));
    await waitFor('reload', async () => (await get('/api/health-check/')).text.includes('Service health'));
  });

  it('shows a bad CLI spec with its location, then recovers', async () => {
    const pristine = site.read('cli.yaml');
    expect((await get('/cli/fix_hello/')).status).toBe(200);
    edit('cli.yaml', pristine.replace('    summary: Say hello.', '    summary: [Say hello.'));
    await waitFor('error');
    const overlay = await get('/cli/fix_hello/');
    expect(overlay.status).toBe(500);
    expect(overlay.text).toMatch(/cli\.yaml:\d+:\d+/);
    edit('cli.yaml', pristine.replace('    summary: Say hello.', '    summary: Greet the world.'));
    await waitFor('reload', async () => (await get('/cli/fix_hello/')).text.includes('Greet the world.'));
  });

  it('reports broken links as warnings and keeps serving', async () => {
    edit('docs/guide.mdx', pristineGuide.replace('The original guide text.', 'See [the missing page](/missing/).'));
    await waitFor('reload', async () => (await get('/guide/')).text.includes('the missing page'));
    expect((await get('/guide/')).status).toBe(200);
    await expect.poll(() => dev.stderr(), { timeout: 10_000 }).toMatch(/warning \S*docs\/guide\.mdx:8:5 {2}Broken link: \/missing\//);
    edit('docs/guide.mdx', pristineGuide);
    await waitFor('reload', async () => (await get('/guide/')).text.includes('The original guide text.'));
  });

  it("reports a broken URL in a component's prop when the page is shown, once, and keeps serving", async () => {
    edit('docs/guide.mdx', pristineGuide.replace('The original guide text.', '<Card title="Gone" href="/gone/">Gone.</Card>'));
    await waitFor('reload', async () => (await get('/guide/')).text.includes('card-title'));
    await expect.poll(() => dev.stderr(), { timeout: 10_000 }).toMatch(/warning \S*docs\/guide\.mdx:8:1 {2}Broken link: \/gone\//);
    // Shown again after an unrelated save, it is not reported again.
    edit('docs/topics/first.md', `${site.read('docs/topics/first.md')}\nOne more line.\n`);
    await waitFor('reload', async () => (await get('/topics/first/')).text.includes('One more line.'));
    expect((await get('/guide/')).status).toBe(200);
    expect(dev.stderr().match(/Broken link: \/gone\//g)).toHaveLength(1);
    edit('docs/guide.mdx', pristineGuide);
    await waitFor('reload', async () => (await get('/guide/')).text.includes('The original guide text.'));
  });

  it('shows a page that fails to render as an overlay on that route only', async () => {
    edit('docs/topics/second.md', '# Second topic\n\n<NoSuchComponent />\n');
    await waitFor('reload', async () => (await get('/topics/second/')).status === 500);
    const overlay = await get('/topics/second/');
    expect(overlay.text).toContain('docs-gen-error-overlay');
    expect(overlay.text).toMatch(/docs\/topics\/second\.md/);
    expect(overlay.text).toContain('NoSuchComponent');
    expect((await get('/guide/')).status).toBe(200);
    await expect.poll(() => dev.stderr(), { timeout: 10_000 }).toContain('NoSuchComponent');
    edit('docs/topics/second.md', '# Second topic\n\nBack to the [guide](/guide/).\n');
    await waitFor('reload', async () => (await get('/topics/second/')).status === 200);
  });

  it('picks up added and removed pages', async () => {
    edit('docs/added.md', '# Added page\n\nNew here.\n');
    await waitFor('reload', async () => (await get('/added/')).status === 200);
    edit('docs/added.md', '# Added page\n\nChanged.\n');
    await waitFor('reload', async () => (await get('/added/')).text.includes('Changed.'));
    inbox.length = 0;
    fs.rmSync(path.join(site.dir, 'docs', 'added.md'));
    await waitFor('reload', async () => (await get('/added/')).status === 404);
  });

  it('serves the shared file of a sidebar grown too large to render whole on every page', async () => {
    const links = Array.from({ length: 160 }, (_, i) => `      - type: link\n        label: Link ${i}\n        href: https://example.com/${i}\n`).join('');
    edit('sidebars.yaml', `${pristineSidebars}  - type: category\n    label: Many\n    items:\n${links}`);
    await waitFor('reload', async () => (await get('/guide/')).text.includes('data-sidebar-file='));
    const url = (await get('/guide/')).text.match(/data-sidebar-file="(\/assets\/sidebars\/docs\.[0-9a-f]{10}\.json)"/)![1];
    const file = await get(url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(file.text).lists['3']).toHaveLength(160);
    edit('sidebars.yaml', pristineSidebars);
    await waitFor('reload', async () => !(await get('/guide/')).text.includes('data-sidebar-file='));
  });

  it('serves a video a component imports, at its hashed URL, and takes its new bytes when it changes', async () => {
    const video = (fill: number) => Buffer.alloc(12_000, fill);
    const urlOf = async () => /<video id="reel" src="(\/assets\/files\/[0-9a-f]{10}-reel\.mp4)"/.exec((await get('/reel/')).text)?.[1];
    fs.mkdirSync(path.join(site.dir, 'src', 'media'), { recursive: true });
    fs.writeFileSync(path.join(site.dir, 'src', 'media', 'reel.mp4'), video(1));
    edit('src/components/Reel.jsx', "import reel from '../media/reel.mp4';\nexport default () => <video id=\"reel\" src={reel} />;\n");
    edit('docs/reel.mdx', "import Reel from '@site/src/components/Reel';\n\n# Reel\n\n<Reel />\n");
    await waitFor('reload', async () => (await urlOf()) !== undefined);
    const first = (await urlOf())!;
    expect((await get(first)).body).toEqual(video(1));
    fs.writeFileSync(path.join(site.dir, 'src', 'media', 'reel.mp4'), video(2));
    await waitFor('reload', async () => ![undefined, first].includes(await urlOf()));
    expect((await get((await urlOf())!)).body).toEqual(video(2));
    fs.rmSync(path.join(site.dir, 'docs', 'reel.mdx'));
    await waitFor('reload', async () => (await get('/reel/')).status === 404);
  });

  it("bundles the client modules' scripts and bundles them again when one, or a file it imports, changes", async () => {
    const scriptOf = async () => /<script type="module" src="(\/assets\/js\/client-modules\.[0-9a-f]{10}\.js)"/.exec((await get('/guide/')).text)?.[1];
    const served = async () => {
      const url = await scriptOf();
      return url ? (await get(url)).text : '';
    };
    site.write('src/clientModules/part.js', "export const word = 'first-word';\n");
    site.write('src/clientModules/mark.js', "import { word } from './part.js';\nconsole.log(word);\n");
    edit('docs-gen.config.ts', pristineConfig.replace("staticDir: 'static',", "staticDir: 'static',\n  clientModules: ['src/clientModules/mark.js'],"));
    await waitFor('reload', async () => (await served()).includes('first-word'));
    const first = await scriptOf();
    edit('src/clientModules/part.js', "export const word = 'second-word';\n");
    await waitFor('reload', async () => (await served()).includes('second-word'));
    expect(await scriptOf()).not.toBe(first);
    edit('docs-gen.config.ts', pristineConfig);
    await waitFor('reload', async () => (await scriptOf()) === undefined);
  });

  it("compiles and renders again when a module a Markdown plugin or a plugin module imports changes", async () => {
    site.write('src/remark/word.js', "export const WORD = 'LOUD';\n");
    site.write('src/remark/shout.js', "import { WORD } from './word.js';\n\nexport default function shout() {\n  return (tree) => {\n    const walk = (node) => {\n      if (node.type === 'text') node.value = node.value.replace('original', WORD);\n      for (const child of node.children ?? []) walk(child);\n    };\n    walk(tree);\n  };\n}\n");
    site.write('src/plugins/text.js', "export const TEXT = 'first banner';\n");
    site.write('src/plugins/banner.js', "import { TEXT } from './text.js';\n\nexport default function banner() {\n  return { name: 'banner', injectHtmlTags: () => ({ preBodyTags: [`<p class=\"banner\">${TEXT}</p>`] }) };\n}\n");
    const withPlugins = `import shout from './src/remark/shout.js';\n${pristineConfig.replace("staticDir: 'static',", "staticDir: 'static',\n  remarkPlugins: [shout],\n  plugins: ['./src/plugins/banner.js'],")}`;
    edit('docs-gen.config.ts', withPlugins);
    await waitFor('reload', async () => {
      const html = (await get('/guide/')).text;
      return html.includes('The LOUD guide text.') && html.includes('first banner');
    });
    // Neither function's own text changes: the modules they call do.
    edit('src/remark/word.js', "export const WORD = 'SOFT';\n");
    await waitFor('reload', async () => (await get('/guide/')).text.includes('The SOFT guide text.'));
    edit('src/plugins/text.js', "export const TEXT = 'second banner';\n");
    await waitFor('reload', async () => (await get('/guide/')).text.includes('second banner'));
    edit('docs-gen.config.ts', pristineConfig);
    await waitFor('reload', async () => (await get('/guide/')).text.includes('The original guide text.'));
  });

  it('is still running after all of it', () => {
    expect(dev.child.exitCode).toBeNull();
  });
});
