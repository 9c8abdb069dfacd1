import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * `BlogPostItems` and `BlogPostItem/Content` swizzled from Docusaurus (MikroORM's site has them): each list entry's
 * `content` is the post's content, a component carrying its `metadata`, rendered inside `BlogPostProvider` from
 * `@docusaurus/plugin-content-blog/client`; the content's part reads `blogPostContainerID` from
 * `@docusaurus/utils-common`. Before, neither import existed and each override failed the build.
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
  // The site's own post item, from parts of its own as Docusaurus's swizzled copies are made (`BlogPostItem/Content`
  // reads `@docusaurus/utils-common`).
  site.write(
    'src/theme/BlogPostItem/index.js',
    [
      "import React from 'react';",
      "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
      "import BlogPostItemContent from '@theme/BlogPostItem/Content';",
      '',
      'export default function Item({ children }) {',
      '  const { metadata, isBlogPostPage } = useBlogPost();',
      '  return <article className="own-item" data-page={String(isBlogPostPage)}><h2>{metadata.title}</h2><BlogPostItemContent>{children}</BlogPostItemContent></article>;',
      '}',
      '',
    ].join('\n'),
  );
  site.write(
    'src/theme/BlogPostItem/Content/index.js',
    [
      "import React from 'react';",
      "import { applyTrailingSlash, blogPostContainerID } from '@docusaurus/utils-common';",
      "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
      '',
      'export default function BlogPostItemContent({ children }) {',
      '  const { isBlogPostPage, metadata } = useBlogPost();',
      "  const link = applyTrailingSlash(metadata.permalink + '?from=list#top', { trailingSlash: false, baseUrl: '/' });",
      '  return <div id={isBlogPostPage ? blogPostContainerID : undefined} className="markdown" data-link={link}>{children}</div>;',
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
    const items = [...list.matchAll(/<p class="probe">([^<]*)<\/p><article class="own-item" data-page="false"><h2>([^<]*)<\/h2><div class="markdown" data-link="([^"]*)">([\s\S]*?)<\/div><\/article>/g)];
    expect(items.map((m) => [m[1], m[2]])).toEqual([
      ['Second post', 'Second post'],
      ['First post', 'First post'],
    ]);
    expect(items[0][4]).toContain('The second beginning.');
    expect(items[0][4]).not.toContain('The second rest.');
    expect(items[1][4]).toContain('The first beginning.');
    expect(items[1][3]).toBe('/blog/2024/01/01/first?from=list#top');
    // On the post's own page, its content has Docusaurus's container id.
    expect(site.read('build/blog/2024/01/01/first/index.html')).toMatch(/<article class="own-item" data-page="true"><h2>First post<\/h2><div id="__blog-post-container" class="markdown"[^>]*>[\s\S]*The first rest\./);
    // The tag's list goes through the same override.
    expect(site.read('build/blog/tags/news/index.html')).toMatch(/<p class="probe">First post<\/p><article class="own-item"/);
  });
});
