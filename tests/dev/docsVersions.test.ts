import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempSite } from '../helpers/site.js';
import { request, startDocsGen, type ServerProcess } from '../serve/processes.js';

/** Versioned docs in `dev`: an edited versioned doc, an edited versions file and a broken one. */
const site = tempSite();
let dev: ServerProcess;

beforeAll(async () => {
  site.write('docs-gen.config.ts', "export default { title: 'Dev Versions', content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '', versionsFile: 'versions.json' }], navbar: { items: [{ type: 'docsVersionDropdown' }] } };\n");
  site.write('docs/intro.md', '# Intro\n\nNext intro.\n');
  site.write('versions.json', '["2.0", "1.0"]\n');
  site.write('versioned_docs/version-2.0/intro.md', '# Intro\n\nTwo intro.\n');
  site.write('versioned_docs/version-1.0/intro.md', '# Intro\n\nOne intro.\n');
  dev = await startDocsGen(['dev', site.dir, '--port', '0']);
});

afterAll(async () => {
  await dev?.stop();
  site.cleanup();
});

const page = async (path: string) => (await request(dev.url, path)).text;

describe('versioned docs in dev', () => {
  it('serves every version', async () => {
    expect(await page('/docs/intro/')).toContain('Two intro');
    expect(await page('/docs/next/intro/')).toContain('Next intro');
    expect(await page('/docs/1.0/intro/')).toContain('One intro');
  });

  it("shows an edited versioned doc", async () => {
    site.write('versioned_docs/version-1.0/intro.md', '# Intro\n\nOne intro, edited.\n');
    await expect.poll(async () => page('/docs/1.0/intro/'), { timeout: 30_000 }).toContain('One intro, edited');
  });

  it('reads the versions file again when it changes, and reports a broken one at its place until it is mended', async () => {
    site.write('versions.json', '["2.0"]\n');
    await expect.poll(async () => (await request(dev.url, '/docs/1.0/intro/')).status, { timeout: 30_000 }).toBe(404);
    expect(await page('/docs/intro/')).not.toContain('href="/docs/1.0/intro/"');
    site.write('versions.json', '["2.0", "0.5"]\n');
    await expect.poll(async () => (await request(dev.url, '/docs/intro/')).status, { timeout: 30_000 }).toBe(500);
    expect(await page('/docs/intro/')).toContain('whose folder versioned_docs/version-0.5 does not exist');
    site.write('versions.json', '["2.0", "1.0"]\n');
    await expect.poll(async () => (await request(dev.url, '/docs/1.0/intro/')).status, { timeout: 30_000 }).toBe(200);
  });
});
