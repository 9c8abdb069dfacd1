import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A Docusaurus site's override of `BlogPostItem` that wraps the original and reads the post with `useBlogPost()`
 * (comments under each post on its page, as tRPC's site adds them). Before, the file replaced nothing, without a
 * word, and `@docusaurus/plugin-content-blog/client` could not be imported; an override of a blog component the
 * theme does not have (`BlogPostPage/Metadata`) was just as silent.
 */
const site = tempSite();
let build: RunResult;

const markerOf = (html: string) => /<div class="comments" data-page="(\w+)" data-link="([^"]*)">([^<]*)<\/div>/.exec(html)?.slice(1);

beforeAll(async () => {
  site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Blog', baseUrl: '/base/' });\n");
  site.write('docs/index.md', '# Home\n');
  site.write('blog/2024-01-01-first.md', '---\ntitle: First post\ntags: [news, launch]\n---\n\nHello.\n\n<!-- truncate -->\n\nThe rest.\n');
  site.write(
    'src/theme/BlogPostItem/index.tsx',
    [
      "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
      "import BlogPostItem from '@theme-original/BlogPostItem';",
      '',
      'export default function BlogPostItemWrapper(props: Record<string, unknown>) {',
      '  const { metadata, isBlogPostPage } = useBlogPost();',
      '  return (',
      '    <>',
      '      <BlogPostItem {...props} />',
      '      <div className="comments" data-page={String(isBlogPostPage)} data-link={metadata.permalink}>{`${metadata.title}: ${metadata.tags.map((tag) => tag.label).join(", ")}`}</div>',
      '    </>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  site.write(
    'src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx',
    [
      "import Link from '@docusaurus/Link';",
      "import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';",
      '',
      'export default function ReadMore({ blogPostTitle, ...linkProps }: Props) {',
      '  return <Link className="button read-on" aria-label={`Read all of ${blogPostTitle}`} {...linkProps}><b>Read on</b></Link>;',
      '}',
      '',
    ].join('\n'),
  );
  site.write('src/theme/BlogPostPage/Metadata/index.tsx', 'export default function Metadata() {\n  return null;\n}\n');
  // Docusaurus 2's name of what Docusaurus 3 calls DocRoot, and an override with a module of its own beside it.
  site.write('src/theme/DocPage/Layout/index.tsx', 'export default function Layout() {\n  return null;\n}\n');
  site.write('src/theme/DocItem/Footer/index.tsx', "import Footer from '@theme-original/DocItem/Footer';\nimport Extra from './Extra';\n\nexport default function Wrapped() {\n  return <><Footer /><Extra /></>;\n}\n");
  site.write('src/theme/DocItem/Footer/Extra.tsx', 'export default function Extra() {\n  return <p className="extra">Extra</p>;\n}\n');
  build = await runDocsGenAsync(['build', site.dir]);
}, 30_000);
afterAll(() => site.cleanup());

describe('a BlogPostItem override', () => {
  it('wraps the theme’s post, on the post’s page and on list pages, reading the post with useBlogPost()', () => {
    expect(build.code, build.stderr).toBe(0);
    const page = site.read('build/blog/2024/01/01/first/index.html');
    expect(page).toMatch(/<article class="blog-post">[\s\S]*?<h1 class="blog-post-title">First post<\/h1>[\s\S]*?<\/article><div class="comments"/);
    expect(markerOf(page)).toEqual(['true', '/base/blog/2024/01/01/first/', 'First post: news, launch']);
    for (const list of ['build/blog/index.html', 'build/blog/tags/news/index.html']) {
      const html = site.read(list);
      expect(html, list).toMatch(/<h2 class="blog-post-title"><a href="\/base\/blog\/2024\/01\/01\/first\/">First post<\/a><\/h2>/);
      expect(markerOf(html), list).toEqual(['false', '/base/blog/2024/01/01/first/', 'First post: news, launch']);
    }
  });

  it("lets BlogPostItem/Footer/ReadMoreLink render a list page's Read more link, given the post's title and route", () => {
    expect(build.stderr).not.toMatch(/ReadMoreLink/);
    const html = site.read('build/blog/index.html');
    expect(html).toContain('<a href="/base/blog/2024/01/01/first/" class="button read-on" aria-label="Read all of First post"><b>Read on</b></a>');
    expect(html).not.toContain('blog-read-more');
  });

  it('warns, at the file, about an override of a Docusaurus component the theme does not have, and not about a module an override imports', () => {
    expect(build.stderr).toMatch(/^warning \S*src\/theme\/BlogPostPage\/Metadata\/index\.tsx {2}"BlogPostPage\/Metadata" overrides a component of Docusaurus's theme that docs-gen's theme does not have, so this file replaces nothing/m);
    expect(build.stderr).toMatch(/^warning \S*src\/theme\/DocPage\/Layout\/index\.tsx {2}"DocPage\/Layout" overrides a component of Docusaurus 2's theme \(Docusaurus 3 names it DocRoot/m);
    expect(build.stderr.match(/^warning /gm)).toHaveLength(2);
    expect(site.read('build/index.html')).toContain('<p class="extra">Extra</p>');
  });
});
