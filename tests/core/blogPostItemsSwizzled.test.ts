import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * `BlogPostItems` swizzled from Docusaurus (MikroORM's site has one): each list entry's `content` is the post's
 * content, a component carrying its `metadata`, rendered inside `BlogPostProvider` from
 * `@docusaurus/plugin-content-blog/client`. Before, that export did not exist and the override was left out of the
 * build, with an error.
 */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Blog' })};\n`);
  site.write('docs/index.md', '# Home\n');
  site.write('blog/2024-01-01-first.md', '---\ntitle: First post\ntags: [news]\n---\n\nThe first beginning.\n\n<!-- truncate -->\n\nThe first rest.\n');
  site.write('blog/2024-02-01-second.md', '---\ntitle: Second post\n---\n\nThe second beginning.\n\n<!-- truncate -->\n\nThe second rest.\n');
  site.write(
    'src/theme/BlogPostItems/index.js',
    [
      "import React from 'react';",
      "import { BlogPostProvider, useBlogPost } from '@docusaurus/plugin-content-blog/client';",
      "import BlogPostItem from '@theme/BlogPostItem';",
      '',
      'function Probe() {',
      '  const { metadata } = useBlogPost();',
      '  return <p className="probe">{metadata.title}</p>;',
      '}',
      '',
      'export default function BlogPostItems({ items, component: BlogPostItemComponent = BlogPostItem }) {',
      '  return (',
      '    <>',
      '      {items.map(({ content: BlogPostContent }) => (',
      '        <BlogPostProvider key={BlogPostContent.metadata.permalink} content={BlogPostContent}>',
      '          <Probe />',
      '          <BlogPostItemComponent list={true}>',
      '            <BlogPostContent />',
      '          </BlogPostItemComponent>',
      '        </BlogPostProvider>',
      '      ))}',
      '    </>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  // A site component rendering an entry's content on its own, as a custom list item would.
  site.write(
    'src/theme/BlogPostItem/index.js',
    [
      "import React from 'react';",
      "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
      '',
      'export default function Item({ children }) {',
      '  const { metadata, isBlogPostPage } = useBlogPost();',
      '  return <article className="own-item" data-page={String(isBlogPostPage)}><h2>{metadata.title}</h2>{children}</article>;',
      '}',
      '',
    ].join('\n'),
  );
  build = await runDocsGenAsync(['build', site.dir]);
}, 120_000);

afterAll(() => site.cleanup());

describe('a BlogPostItems swizzled from Docusaurus', () => {
  it('lists each post in its BlogPostProvider, with its beginning rendered by the entry content', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).not.toMatch(/error|BlogPostProvider/);
    const list = site.read('build/blog/index.html');
    const items = [...list.matchAll(/<p class="probe">([^<]*)<\/p><article class="own-item" data-page="false"><h2>([^<]*)<\/h2>([\s\S]*?)<\/article>/g)];
    expect(items.map((m) => [m[1], m[2]])).toEqual([
      ['Second post', 'Second post'],
      ['First post', 'First post'],
    ]);
    expect(items[0][3]).toContain('The second beginning.');
    expect(items[0][3]).not.toContain('The second rest.');
    expect(items[1][3]).toContain('The first beginning.');
    // The tag's list goes through the same override.
    expect(site.read('build/blog/tags/news/index.html')).toMatch(/<p class="probe">First post<\/p><article class="own-item"/);
  });
});
