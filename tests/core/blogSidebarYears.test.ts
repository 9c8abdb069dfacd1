import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config/schema.js';
import { mapDocusaurusConfig } from '../../src/migrate/mapDocusaurusConfig.js';
import { docusaurusConfig, listed, sitesWithFiles } from '../helpers/migration.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * The theme's blog sidebar groups its posts under a heading per year, as Docusaurus 3.5+'s `BlogSidebar/Desktop`
 * does through `BlogSidebar/Content` (`themeConfig.blog.sidebar.groupByYear`, on by default); the blog's
 * `blogSidebarGroupByYear: false` gives the one list of before.
 */

const post = (title: string) => `---\ntitle: ${title}\n---\n\n${title} text.\n\n<!-- truncate -->\n\nMore.\n`;

/** The blog's sidebar on the page at `route`, from its `<nav>` to the nav's end. */
function sidebarOf(site: ReturnType<typeof tempSite>, route: string): string | undefined {
  return /<nav class="sidebar-nav blog-sidebar"[^>]*>[\s\S]*?<\/nav>/.exec(site.read(`build${route}index.html`))?.[0];
}

const NAV = '<nav class="sidebar-nav blog-sidebar" aria-label="Blog recent posts navigation">';
const group = (year: string, items: string) => `<div role="group"><h3 class="blog-sidebar-year">${year}</h3><ul class="sidebar-list">${items}</ul></div>`;
const item = (permalink: string, title: string, current = false) =>
  `<li class="sidebar-item"><a class="sidebar-link${current ? ' active' : ''}" href="${permalink}"${current ? ' aria-current="page"' : ''}>${title}</a></li>`;

describe("the blog sidebar's years", () => {
  const site = tempSite();
  let build: RunResult;

  beforeAll(async () => {
    site.write(
      'docs-gen.config.mjs',
      `export default ${JSON.stringify({
        title: 'Years',
        url: 'https://years.example',
        blog: [
          { blogSidebarCount: 'ALL' },
          { id: 'news', path: 'news', routeBasePath: 'news', sortPosts: 'ascending', blogSidebarTitle: 'News' },
          { id: 'flat', path: 'flat', routeBasePath: 'flat', blogSidebarGroupByYear: false },
          { id: 'recent', path: 'recent', routeBasePath: 'recent', blogSidebarCount: 2 },
        ],
      })};\n`,
    );
    site.write('docs/index.md', '# Home\n');
    for (const folder of ['blog', 'news', 'flat', 'recent']) {
      site.write(`${folder}/2022-06-01-oldest.md`, post('Oldest'));
      site.write(`${folder}/2023-05-01-old.md`, post('Old'));
      site.write(`${folder}/2024-01-10-new.md`, post('New'));
      site.write(`${folder}/2024-03-01-newest.md`, post('Newest'));
    }
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 60_000);
  afterAll(() => site.cleanup());

  it('puts the posts under a heading per year inside the nav, the newest year first, the post being read marked', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(sidebarOf(site, '/blog/2024/01/10/new/')).toBe(
      `${NAV}<div class="blog-sidebar-title">Recent posts</div>${group('2024', item('/blog/2024/03/01/newest/', 'Newest') + item('/blog/2024/01/10/new/', 'New', true))}${group('2023', item('/blog/2023/05/01/old/', 'Old'))}${group('2022', item('/blog/2022/06/01/oldest/', 'Oldest'))}</nav>`,
    );
    // The list, tag and archive pages have the same groups, with no post marked.
    for (const route of ['/blog/', '/blog/archive/']) expect(sidebarOf(site, route), route).toBe(sidebarOf(site, '/blog/2024/01/10/new/')!.replace(' active', '').replace(' aria-current="page"', ''));
  });

  it('lists the newest year first in a blog sorted oldest first, each year in the blog’s order, as Docusaurus does', () => {
    expect(sidebarOf(site, '/news/')).toBe(
      `${NAV}<div class="blog-sidebar-title">News</div>${group('2024', item('/news/2024/01/10/new/', 'New') + item('/news/2024/03/01/newest/', 'Newest'))}${group('2023', item('/news/2023/05/01/old/', 'Old'))}${group('2022', item('/news/2022/06/01/oldest/', 'Oldest'))}</nav>`,
    );
  });

  it('keeps one list, without years, for a blog whose blogSidebarGroupByYear is false', () => {
    expect(sidebarOf(site, '/flat/2023/05/01/old/')).toBe(
      `${NAV}<div class="blog-sidebar-title">Recent posts</div><ul class="sidebar-list">${item('/flat/2024/03/01/newest/', 'Newest')}${item('/flat/2024/01/10/new/', 'New')}${item('/flat/2023/05/01/old/', 'Old', true)}${item('/flat/2022/06/01/oldest/', 'Oldest')}</ul></nav>`,
    );
  });

  it('groups only the posts the sidebar shows, under a heading also when they are of one year, as Docusaurus does', () => {
    expect(sidebarOf(site, '/recent/')).toBe(
      `${NAV}<div class="blog-sidebar-title">Recent posts</div>${group('2024', item('/recent/2024/03/01/newest/', 'Newest') + item('/recent/2024/01/10/new/', 'New'))}</nav>`,
    );
    expect(configSchema.parse({ blog: {} }).blog).toMatchObject({ blogSidebarGroupByYear: true });
  });
});

describe("a site's BlogSidebar/Content", () => {
  const site = tempSite();
  let build: RunResult;

  beforeAll(async () => {
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Own content', blog: { blogSidebarCount: 2 } })};\n`);
    site.write('docs/index.md', '# Home\n');
    site.write('blog/2023-05-01-old.md', post('Old'));
    site.write('blog/2024-01-10-new.md', post('New'));
    site.write('blog/2024-03-01-newest.md', post('Newest'));
    // A site's BlogSidebar/Content lays out the theme's own sidebar, as in Docusaurus, where Desktop renders it.
    site.write(
      'src/theme/BlogSidebar/Content/index.js',
      [
        "import { useThemeConfig } from '@docusaurus/theme-common';",
        '',
        'export default function Content({ items, ListComponent, yearGroupHeadingClassName }) {',
        '  const { blog } = useThemeConfig();',
        '  return <section className="own-content" data-group-by-year={String(blog.sidebar.groupByYear)} data-heading-class={yearGroupHeadingClassName}><ListComponent items={items} /></section>;',
        '}',
        '',
      ].join('\n'),
    );
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
  }, 60_000);
  afterAll(() => site.cleanup());

  it("renders the theme's sidebar through a site's BlogSidebar/Content, which reads groupByYear from useThemeConfig()", () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(sidebarOf(site, '/blog/')).toBe(
      `${NAV}<div class="blog-sidebar-title">Recent posts</div><section class="own-content" data-group-by-year="true" data-heading-class="blog-sidebar-year"><ul class="sidebar-list">${item('/blog/2024/03/01/newest/', 'Newest')}${item('/blog/2024/01/10/new/', 'New')}</ul></section></nav>`,
    );
  });
});

describe('migrate: themeConfig.blog.sidebar.groupByYear', () => {
  const siteWith = sitesWithFiles();
  const POSTS = { 'blog/2024-01-01-a.md': post('A'), 'changelog/2024-01-01-b.md': post('B') };

  it("is written as each blog's blogSidebarGroupByYear when false, and needs nothing when true", () => {
    const site = siteWith(POSTS);
    const preset = (themeConfig: object, plugins: unknown[] = []) => mapDocusaurusConfig({ presets: [['classic', {}]], plugins, themeConfig }, site.dir);
    // The default blog, which is otherwise written as nothing, gets the setting.
    const off = preset({ blog: { sidebar: { groupByYear: false } } });
    expect(off.config.blog).toEqual({ blogSidebarGroupByYear: false });
    expect(off.notCarried).toEqual([]);
    expect(configSchema.parse({ blog: off.config.blog }).blog).toMatchObject({ blogSidebarGroupByYear: false });
    // Docusaurus's one setting is every blog's.
    const two = preset({ blog: { sidebar: { groupByYear: false } } }, [['@docusaurus/plugin-content-blog', { id: 'changelog', path: 'changelog', routeBasePath: 'changelog' }]]);
    expect(two.config.blog).toEqual([{ blogSidebarGroupByYear: false }, { id: 'changelog', path: 'changelog', routeBasePath: 'changelog', blogSidebarGroupByYear: false }]);
    expect(two.notCarried).toEqual([]);
    const on = preset({ blog: { sidebar: { groupByYear: true } } });
    expect(on.config.blog).toBeUndefined();
    expect(on.notCarried).toEqual([]);
    expect(listed(preset({ blog: { sidebar: { groupByYear: 'no' } } }).notCarried)).toEqual({ 'themeConfig.blog.sidebar.groupByYear': 'not true or false' });
  });

  it('builds the migrated site with one list of posts', async () => {
    const site = siteWith({
      'docs/intro.md': '# Intro\n',
      'blog/2023-01-01-a.md': post('A'),
      'blog/2024-01-01-b.md': post('B'),
      'docusaurus.config.js': docusaurusConfig("presets: [['classic', {}]], themeConfig: { blog: { sidebar: { groupByYear: false } } }"),
    });
    const migrated = await runDocsGenAsync(['migrate', site.dir]);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(site.read('docs-gen.config.ts')).not.toContain('groupByYear');
    expect(site.read('docs-gen.config.ts')).toMatch(/blogSidebarGroupByYear: false/);
    const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(built.code, built.stderr).toBe(0);
    const sidebar = sidebarOf(site, '/blog/');
    expect(sidebar).toContain('<ul class="sidebar-list">');
    expect(sidebar).not.toContain('<h3');
  }, 60_000);
});
