import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempSite } from '../helpers/site.js';
import { request, startDocsGen, type ServerProcess } from '../serve/processes.js';

/** The blog in `dev`: an edited post, an edited authors file and a new post reach the pages that show them. */
const site = tempSite();
let dev: ServerProcess;

const post = (title: string) => `---\ntitle: ${title}\nauthors: [ann]\ntags: [news]\n---\n\nFirst words.\n\n<!-- truncate -->\n\nThe rest.\n`;

beforeAll(async () => {
  site.write('docs-gen.config.ts', "export default { title: 'Dev Blog', url: 'https://example.com' };\n");
  site.write('docs/intro.md', '# Intro\n\nThe docs.\n');
  site.write('blog/authors.yml', 'ann:\n  name: Ann Author\n  title: Writer\n');
  site.write('blog/2024-01-05-first.md', post('First post'));
  site.write('blog/2024-02-01-second.md', '---\ntitle: Second post\n---\n\nSecond words.\n');
  dev = await startDocsGen(['dev', site.dir, '--port', '0']);
});

afterAll(async () => {
  await dev?.stop();
  site.cleanup();
});

const page = async (path: string) => (await request(dev.url, path)).text;

describe('the blog in dev', () => {
  it('serves the posts, the list and tag pages and the feeds from memory', async () => {
    expect(await page('/blog/')).toContain('First post');
    expect(await page('/blog/2024/01/05/first/')).toContain('Ann Author');
    expect(await page('/blog/tags/news/')).toContain('One post tagged with &quot;news&quot;');
    const rss = await request(dev.url, '/blog/rss.xml');
    expect(rss.status).toBe(200);
    expect(rss.text).toContain('<link>https://example.com/blog/2024/01/05/first/</link>');
  });

  it('shows an edited title on the list page and in the other posts\' recent posts', async () => {
    site.write('blog/2024-01-05-first.md', post('Renamed post'));
    await expect.poll(async () => page('/blog/'), { timeout: 30_000 }).toContain('Renamed post');
    const second = await page('/blog/2024/02/01/second/');
    expect(second).toContain('Renamed post');
    expect(second).not.toContain('First post');
    // The edited post keeps its authors and tags, which are read with the other posts.
    const first = await page('/blog/2024/01/05/first/');
    expect(first).toContain('Ann Author');
    expect(first).toContain('/blog/tags/news/');
  });

  it('reads the authors file again when it changes', async () => {
    site.write('blog/authors.yml', 'ann:\n  name: Ann Editor\n  title: Writer\n');
    await expect.poll(async () => page('/blog/2024/01/05/first/'), { timeout: 30_000 }).toContain('Ann Editor');
    expect(await page('/blog/')).toContain('Ann Editor');
  });

  it('lists a new post, newest first', async () => {
    site.write('blog/2024-03-01-third.md', '---\ntitle: Third post\n---\n\nThird words.\n');
    await expect.poll(async () => page('/blog/'), { timeout: 30_000 }).toContain('Third post');
    const list = await page('/blog/');
    expect(list.indexOf('Third post')).toBeLessThan(list.indexOf('Second post'));
    expect((await request(dev.url, '/blog/2024/03/01/third/')).status).toBe(200);
  });
});
