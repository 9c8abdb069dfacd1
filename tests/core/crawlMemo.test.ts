import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { crawlContent } from '../../src/content/crawl.js';
import { CrawlMemo } from '../../src/content/crawlMemo.js';
import type { ContentResult } from '../../src/content/types.js';
import { tempSite } from '../helpers/site.js';

/**
 * dev crawls again when a page is added or removed, reading again only the files written since the crawl before
 * (crawlMemo.ts). Whatever changed in between, the crawl must give what a crawl reading every file gives.
 */
const site = tempSite();
afterAll(() => site.cleanup());

/** The crawl as plain data: the pages (with the blog's dates, authors and tags), categories, drafts and warnings. */
function shape(result: ContentResult) {
  return {
    files: result.files.map(({ root: _root, ...file }) => file),
    categories: [...result.categories],
    drafts: [...result.draftIds].sort(),
    warnings: result.warnings,
    replaced: [...result.replacedIds],
  };
}

describe('a crawl that remembers what it read', () => {
  it('gives what a crawl reading every file gives, after edits, additions, removals and drafts', async () => {
    site.write('docs-gen.config.ts', "export default { title: 'Memo', onDuplicateRoutes: 'warn' };\n");
    site.write('docs/intro.md', '# Intro\n\nStart.\n');
    site.write('docs/guides/_category_.json', '{ "label": "Guides", "position": 2 }\n');
    site.write('docs/guides/setup.md', '---\nsidebar_position: 1\n---\n\n# Setup\n');
    site.write('docs/guides/later.md', '---\ndraft: true\n---\n\n# Later\n');
    site.write('docs/guides/moved.md', '# Moved\n');
    site.write('blog/2024-01-01-hello.md', '---\ntitle: Hello\ntags: [news]\n---\n\nHi.\n');
    const config = await loadConfig(site.dir);
    const memo = new CrawlMemo();
    const crawl = () => crawlContent(config, { memo });
    const fresh = () => crawlContent(config);

    const first = await crawl();
    expect(shape(first)).toEqual(shape(await fresh()));

    // Nothing written: everything comes from the memo, as copies the blog's step may change without harm.
    const second = await crawl();
    expect(shape(second)).toEqual(shape(first));
    expect(second.files.find((f) => f.id === 'intro')).not.toBe(first.files.find((f) => f.id === 'intro'));

    site.write('docs/intro.md', '---\ntitle: Welcome\n---\n\n# Intro\n\nStart here.\n');
    site.write('docs/guides/added.md', '---\nslug: /guides/moved\n---\n\n# Added\n');
    fs.rmSync(path.join(site.dir, 'docs/guides/setup.md'));
    site.write('docs/guides/later.md', '# Later\n\nReady now.\n');
    site.write('docs/guides/_category_.json', '{ "label": "How-to", "position": 3 }\n');
    site.write('blog/2024-02-01-again.md', '---\ntitle: Again\n---\n\nMore.\n');
    const third = await crawl();
    expect(shape(third)).toEqual(shape(await fresh()));
    expect(third.files.map((f) => f.id)).toEqual(expect.arrayContaining(['intro', 'guides/added', 'guides/later', 'blog/2024-02-01-again']));
    expect(third.files.find((f) => f.id === 'intro')?.frontMatter.title).toBe('Welcome');
    expect(third.files.some((f) => f.id === 'guides/setup')).toBe(false);
    // The added page's slug is another's route: the warning a full crawl gives, the file first by id keeping the route.
    expect(third.files.some((f) => f.id === 'guides/moved')).toBe(false);
    expect(third.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^Duplicate route .*guides\/added\.md and .*guides\/moved\.md/)]);

    // The same size, written again: the time of change tells.
    site.write('docs/guides/later.md', '# Later\n\nReady then.\n');
    const fourth = await crawl();
    expect(fourth.files.find((f) => f.id === 'guides/later')?.body).toContain('Ready then.');
    expect(shape(fourth)).toEqual(shape(await fresh()));
  });
});
