import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempSite } from '../helpers/site.js';
import { request, startDocsGen, type ServerProcess } from '../serve/processes.js';

/** Docs tags in `dev`: a tag added to a doc, or taken off it, reaches the tag pages. */
const site = tempSite();
let dev: ServerProcess;

beforeAll(async () => {
  site.write('docs-gen.config.ts', "export default { title: 'Dev Tags' };\n");
  site.write('docs/a.md', '---\ntitle: Alpha\ntags: [one]\n---\n\nA.\n');
  site.write('docs/b.md', '---\ntitle: Beta\n---\n\nB.\n');
  dev = await startDocsGen(['dev', site.dir, '--port', '0']);
});

afterAll(async () => {
  await dev?.stop();
  site.cleanup();
});

const page = async (path: string) => (await request(dev.url, path)).text;

describe('docs tags in dev', () => {
  it('lists a doc on a tag page once its front matter gives it the tag, and not once it is taken off', async () => {
    expect(await page('/tags/one/')).toContain('One doc tagged with &quot;one&quot;');
    site.write('docs/b.md', '---\ntitle: Beta\ntags: [one, two]\n---\n\nB.\n');
    await expect.poll(async () => page('/tags/one/'), { timeout: 30_000 }).toContain('2 docs tagged with &quot;one&quot;');
    expect((await request(dev.url, '/tags/two/')).status).toBe(200);
    site.write('docs/b.md', '---\ntitle: Beta\n---\n\nB.\n');
    await expect.poll(async () => (await request(dev.url, '/tags/two/')).status, { timeout: 30_000 }).toBe(404);
    expect(await page('/tags/one/')).toContain('One doc tagged with &quot;one&quot;');
  });

  it('reads the tags file again when it changes, or appears', async () => {
    site.write('docs/tags.yml', 'one:\n  label: Number one\n');
    await expect.poll(async () => page('/a/'), { timeout: 30_000 }).toContain('Number one');
    site.write('docs/tags.yml', 'one:\n  label: First of all\n  description: The first tag.\n');
    await expect.poll(async () => page('/tags/one/'), { timeout: 30_000 }).toContain('The first tag.');
    expect(await page('/a/')).toContain('First of all');
  });
});

