import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A site's DocItem/Content that replaces the theme's, as Docusaurus sites swizzle it (React Navigation's): it writes
 * the body in a `div.markdown`, and Docusaurus's layout holds the `<article>`. The page had no article, and its
 * Markdown copy and search text took the layout's table of contents and title with the body.
 */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write(
    'src/theme/DocItem/Content/index.js',
    "import MDXContent from '@theme-original/MDXContent';\n\nexport default function Content({ children }) {\n  return <div className=\"markdown custom-body\"><MDXContent>{children}</MDXContent></div>;\n}\n",
  );
  site.write('docs/index.md', '# Intro\n\n## Part one\n\nBody text here.\n');
  site.write('docs/second.md', '# Second\n\nMore.\n');
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 60_000);
afterAll(() => site.cleanup());

describe("a site's DocItem/Content", () => {
  it('is inside the layout’s one article, with the crumbs and the footer, as in Docusaurus', () => {
    expect(build.code, build.stderr).toBe(0);
    const html = site.read('build/index.html');
    expect(html.match(/<article[^>]*>/g)).toEqual(['<article>']);
    const article = html.slice(html.indexOf('<article>'), html.indexOf('</article>'));
    expect(article).toContain('<nav class="breadcrumbs"');
    expect(article).toMatch(/<div class="markdown custom-body"><h1 id="intro">Intro<\/h1>/);
  });

  it('is the page’s Markdown copy, without the table of contents around it', () => {
    expect(site.read('build/index.md')).toBe('# Intro\n\n## Part one\n\nBody text here.\n');
  });
});
