import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempSite } from '../helpers/site.js';
import { request, startDocsGen, type ServerProcess } from '../serve/processes.js';

/** `docs-gen dev` answers the Markdown outputs from memory, made when asked for and fresh after a save. */
describe('Markdown outputs in dev', () => {
  let site: ReturnType<typeof tempSite>;
  let dev: ServerProcess;

  beforeAll(async () => {
    site = tempSite('llms-site');
    dev = await startDocsGen(['dev', site.dir, '--port', '0']);
  });
  afterAll(async () => {
    await dev?.stop();
    site?.cleanup();
  });

  const get = (path: string) => request(dev.url, path);

  it('serves a page as Markdown, llms.txt and llms-full.txt, and 404 for a route without a page', async () => {
    const page = await get('/base/guide/features/index.md');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(page.text).toContain('# Features tour\n\nThe small plan costs **$1.25/hour**');
    expect(page.text).toContain('> **Warning:** Widgets are sharp.');
    const llms = await get('/base/llms.txt');
    expect(llms.status).toBe(200);
    expect(llms.text).toContain('- [Features tour](https://docs.example.com/base/guide/features/index.md): Every construct in one page.');
    const full = await get('/base/llms-full.txt');
    expect(full.text).toContain('# Options\n\nURL: https://docs.example.com/base/reference/options/');
    expect((await get('/base/nowhere/index.md')).status).toBe(404);
  });

  it('answers with the saved text after an edit', async () => {
    site.write('docs/guide/later.md', '---\nsidebar_position: 2\n---\n\n# Later steps\n\nEdited in dev.\n');
    const deadline = Date.now() + 30_000;
    let text = '';
    while (Date.now() < deadline) {
      text = (await get('/base/guide/later/index.md')).text;
      if (text.includes('Edited in dev.')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(text).toBe('# Later steps\n\nEdited in dev.\n');
  });
});
