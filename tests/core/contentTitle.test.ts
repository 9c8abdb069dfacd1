import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A page's content title, as Docusaurus finds it: its first heading, when that is a `# heading` with no thematic
 * break before it. A `# Reference` further down, after `## Example`, was taken as the page's title: the title from
 * front matter (or the file's name) was dropped from the page and the later heading named the page in its place.
 */
const site = tempSite();
let build: RunResult;
const html = (route: string) => site.read(`build/${route}index.html`);
const h1s = (route: string) => [...html(route).matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[0]);
const titleOf = (route: string) => /<title>([^<]*)<\/title>/.exec(html(route))?.[1];

beforeAll(async () => {
  site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Kit', blog: { blogTitle: 'Blog', onUntruncatedBlogPosts: 'ignore' } })};\n`);
  site.write('docs/index.md', '# Home\n\nSee [flat list](./flatlist.md), [later](./later-heading.md), [first](./first-is-h1.md), [rule](./after-rule.md).\n');
  site.write('docs/flatlist.md', '---\ntitle: FlatList\n---\n\nIntro.\n\n## Example\n\nCode.\n\n# Reference\n\n## Props\n');
  site.write('docs/later-heading.md', 'Intro.\n\n## Example\n\n# Reference\n');
  site.write('docs/first-is-h1.md', 'Intro before the title.\n\n# Real title\n\n## Next\n');
  site.write('docs/after-rule.md', 'Intro.\n\n---\n\n# Below the rule\n');
  site.write('blog/2024-01-01-late.md', 'Opening words.\n\n# Post title\n\nBody of the post.\n');
  site.write('blog/2024-02-01-nested.md', '---\ntitle: Own title\n---\n\nText.\n\n## Part\n\n# Not the title\n');
  build = await runDocsGenAsync(['build', site.dir]);
}, 120_000);

afterAll(() => site.cleanup());

describe('content title', () => {
  it('builds', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('is not a # heading that follows another heading: the page keeps its title above the body, and the heading', () => {
    expect(h1s('flatlist/')).toEqual(['<h1>FlatList</h1>', '<h1 id="reference">Reference</h1>']);
    expect(titleOf('flatlist/')).toBe('FlatList | Kit');
    // No front matter: the title comes from the file's name.
    expect(h1s('later-heading/')).toEqual(['<h1>later-heading</h1>', '<h1 id="reference">Reference</h1>']);
    expect(titleOf('later-heading/')).toBe('later-heading | Kit');
  });

  it('is no section of the search index, and a later # heading starts one', () => {
    const dir = 'build/assets/search';
    const fragments = fs.readdirSync(path.join(site.dir, dir)).filter((name) => name.startsWith('fragments'));
    const text = fragments.map((name) => site.read(`${dir}/${name}`)).join('\n');
    expect(text).toContain('[["Example"],"","Code."]');
    expect(text).toContain('[["Reference","Props"]');
    expect(text).not.toMatch(/\[\["Real title"\]/);
  });

  it('is the first heading when it is a # heading, even after a paragraph', () => {
    expect(h1s('first-is-h1/')).toEqual(['<h1 id="real-title">Real title</h1>']);
    expect(titleOf('first-is-h1/')).toBe('Real title | Kit');
  });

  it('is not a # heading below a thematic break', () => {
    expect(h1s('after-rule/')).toEqual(['<h1>after-rule</h1>', '<h1 id="below-the-rule">Below the rule</h1>']);
  });

  it("is taken out of a blog post to be its title, by the same rule, and a later # heading stays in the post's body", () => {
    const late = site.read('build/blog/2024/01/01/late/index.html');
    expect(titleOf('blog/2024/01/01/late/')).toBe('Post title | Kit');
    expect(late).not.toContain('id="post-title"');
    expect(late).toContain('Opening words.');
    const nested = site.read('build/blog/2024/02/01/nested/index.html');
    expect(titleOf('blog/2024/02/01/nested/')).toBe('Own title | Kit');
    expect(nested).toContain('<h1 id="not-the-title">Not the title</h1>');
  });
});
