import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config/schema.js';
import { mapDocusaurusConfig } from '../../src/migrate/mapDocusaurusConfig.js';
import { migrateSite } from '../../src/migrate/migrateSite.js';
import { createPackageStub } from '../../src/migrate/packageStub.js';
import { runDocsGenAsync } from '../helpers/site.js';
import { docusaurusConfig, listed, sitesWithFiles, squash } from '../helpers/migration.js';

const siteWith = sitesWithFiles();

const POST = '---\ntitle: Hello\n---\n\nFirst post.\n';

describe('migrate: the blog', () => {
  it("writes the classic preset's blog options as the config's blog, and lists those docs-gen's blog has not", async () => {
    const site = siteWith({
      'docs/intro.md': '# Intro\n',
      'news-posts/2024-01-02-hello.md': POST,
      'docusaurus.config.js': docusaurusConfig(`presets: [['classic', { blog: {
        path: 'news-posts',
        routeBasePath: 'news',
        blogTitle: 'News',
        blogDescription: 'What is new',
        postsPerPage: 'ALL',
        blogSidebarCount: 0,
        blogSidebarTitle: 'Latest',
        showReadingTime: false,
        authorsMapPath: 'people.yml',
        tagsBasePath: 'topics',
        archiveBasePath: null,
        pageBasePath: 'p',
        exclude: ['drafts/**'],
        feedOptions: { type: ['rss', 'json'], title: 'News feed', description: 'All the news', copyright: 'Acme', language: 'en', limit: null, xslt: true },
        editUrl: 'https://github.com/acme/site/edit/main/',
        blogListComponent: '@theme/MyList',
        remarkPlugins: [require('remark-math')],
        truncateMarker: /<!-- more -->/,
        sortPosts: 'ascending',
      } }]]`),
    });
    const run = await runDocsGenAsync(['migrate', site.dir]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const config = site.read('docs-gen.config.ts');
    expect(squash(config)).toContain(
      squash(`blog: {
        path: 'news-posts',
        routeBasePath: 'news',
        blogTitle: 'News',
        blogDescription: 'What is new',
        postsPerPage: 'ALL',
        blogSidebarCount: 0,
        blogSidebarTitle: 'Latest',
        showReadingTime: false,
        authorsMapPath: 'people.yml',
        tagsBasePath: 'topics',
        archiveBasePath: null,
        pageBasePath: 'p',
        exclude: ['drafts/**'],
        sortPosts: 'ascending',
        editUrl: 'https://github.com/acme/site/edit/main/',
        feedOptions: { type: ['rss', 'json'], title: 'News feed', description: 'All the news', copyright: 'Acme', language: 'en', limit: false },
      }`),
    );
    const header = config.slice(0, config.indexOf('import {'));
    for (const line of [
      'presets[0][1].blog.blogListComponent: "@theme/MyList" (a Docusaurus theme component: docs-gen\'s blog has its own)',
      'presets[0][1].blog.remarkPlugins[0]: "remark-math" (the package "remark-math" is not installed here: install the site\'s packages and migrate again, or add it to the config\'s remarkPlugins)',
      'presets[0][1].blog.truncateMarker: {} (docs-gen\'s blog has no such option)',
      'presets[0][1].blog.feedOptions.xslt: true (docs-gen\'s blog has no such option)',
    ]) {
      expect(run.stdout).toContain(`  - ${line}`);
      expect(header).toContain(`//   - ${line}`);
    }
    // Each carried option, and the blog as a whole, is not listed.
    expect(header).not.toMatch(/blog\.(path|routeBasePath|blogTitle|postsPerPage|blogSidebarCount|archiveBasePath|exclude|feedOptions\.(type|limit|title))\b|blog: \{/);
    expect(header).not.toContain('has no blog');
  });

  it('writes options docs-gen takes, and that its config accepts as they are', () => {
    const site = siteWith({ 'blog/2024-01-01-a.md': POST });
    const options = {
      blogSidebarCount: 'ALL',
      postsPerPage: 3,
      archiveBasePath: 'old',
      feedOptions: { type: 'all', limit: 5 },
      id: 'default',
    };
    const { config, notCarried } = mapDocusaurusConfig({ presets: [['classic', { blog: options }]] }, site.dir);
    expect(config.blog).toEqual({ blogSidebarCount: 'ALL', postsPerPage: 3, archiveBasePath: 'old', feedOptions: { type: 'all', limit: 5 } });
    expect(notCarried).toEqual([]);
    // Posts are compiled as docs are: the blog's npm2yarn plugin is the site's `npm2yarn`, as the docs' would be.
    const npm2yarn = mapDocusaurusConfig({ presets: [['classic', { blog: { remarkPlugins: [['@docusaurus/remark-plugin-npm2yarn', { sync: true }]] } }]] }, site.dir);
    expect(npm2yarn.config.npm2yarn).toEqual({ sync: true });
    expect(npm2yarn.notCarried).toEqual([]);
    expect(configSchema.parse({ blog: config.blog }).blog).toMatchObject({ path: 'blog', blogSidebarCount: 'ALL', feedOptions: { type: 'all', limit: 5 } });
    // Values docs-gen's blog does not accept are listed, not written.
    const wrong = mapDocusaurusConfig(
      { presets: [['classic', { blog: { postsPerPage: 0, blogSidebarCount: -1, feedOptions: { type: 'xml', limit: 2.5 }, blogTitle: createPackageStub('site-strings')('title') } }]] },
      site.dir,
    );
    expect(wrong.config.blog).toBeUndefined();
    expect(listed(wrong.notCarried)).toEqual({
      'presets[0][1].blog.postsPerPage': 'not a value docs-gen accepts here',
      'presets[0][1].blog.blogSidebarCount': 'not a value docs-gen accepts here',
      'presets[0][1].blog.feedOptions.type': 'not a value docs-gen accepts here',
      'presets[0][1].blog.feedOptions.limit': 'not a value docs-gen accepts here',
      'presets[0][1].blog.blogTitle': expect.stringContaining('computed with the package "site-strings"'),
    });
  });

  it('writes nothing for the default blog beside the config, and its folder when the config is written elsewhere', async () => {
    const root = siteWith({
      'website/blog/2024-01-01-a.md': POST,
      'website/docs/intro.md': '# Intro\n',
      'website/docusaurus.config.js': docusaurusConfig("presets: [['classic', {}]]"),
    });
    const beside = await migrateSite(path.join(root.dir, 'website'));
    expect(beside.config).not.toHaveProperty('blog');
    expect(beside.notCarried).toEqual([]);
    const above = await migrateSite(path.join(root.dir, 'website'), { out: root.dir });
    expect(above.config.blog).toEqual({ path: 'website/blog' });
    expect(squash(root.read('docs-gen.config.ts'))).toContain(squash("blog: { path: 'website/blog' }"));
    expect(above.warnings).toEqual([]);
  });

  it('writes blog: false when the preset turns the blog off and there is a blog/ folder docs-gen would build', async () => {
    const withFolder = siteWith({
      'blog/2024-01-01-a.md': POST,
      'docs/intro.md': '# Intro\n',
      'docusaurus.config.js': docusaurusConfig("presets: [['classic', { blog: false }]]"),
    });
    const run = await runDocsGenAsync(['migrate', withFolder.dir]);
    expect(run.code).toBe(0);
    const config = withFolder.read('docs-gen.config.ts');
    expect(config).toContain('blog: false');
    expect(config).toContain('// Every setting was carried over.');
    // Without the folder docs-gen builds no blog either: nothing to write, nothing to list.
    const without = mapDocusaurusConfig({ presets: [['classic', { blog: false }]] }, siteWith({ 'docs/intro.md': '# Intro\n' }).dir);
    expect(without.config).not.toHaveProperty('blog');
    expect(without.notCarried).toEqual([]);
    // A site of plugins only builds no blog from the folder; a preset migrate does not read may.
    expect(mapDocusaurusConfig({ plugins: ['@docusaurus/plugin-content-docs'] }, withFolder.dir).config.blog).toBe(false);
    expect(mapDocusaurusConfig({ presets: ['@acme/docusaurus-preset'] }, withFolder.dir).config).not.toHaveProperty('blog');
  });

  it('lists blog options of a site without the posts folder, which Docusaurus builds no posts from', () => {
    const site = siteWith({ 'docs/intro.md': '# Intro\n' });
    const { config, notCarried } = mapDocusaurusConfig({ presets: [['classic', { blog: { showReadingTime: true } }]] }, site.dir);
    expect(config).not.toHaveProperty('blog');
    expect(notCarried).toEqual([{ path: 'presets[0][1].blog', value: '{ showReadingTime }', reason: 'the site has no blog/ folder, so there are no posts to build' }]);
  });

  it('carries a plugin-content-blog entry as the blog, its path relative to the written config', async () => {
    const root = siteWith({
      'posts/2024-01-01-a.md': POST,
      'website/docs/intro.md': '# Intro\n',
      'website/docusaurus.config.js': docusaurusConfig(
        "presets: [['classic', { blog: false }]], plugins: [['@docusaurus/plugin-content-blog', { id: 'news', path: '../posts', routeBasePath: 'news', blogTitle: 'News', processBlogPosts: () => [] }]]",
      ),
    });
    const result = await migrateSite(path.join(root.dir, 'website'), { out: root.dir });
    // Its id names its translations' folder (`docusaurus-plugin-content-blog-news`).
    expect(result.config.blog).toEqual({ id: 'news', path: 'posts', routeBasePath: 'news', blogTitle: 'News' });
    expect(squash(root.read('docs-gen.config.ts'))).toContain(squash("blog: { id: 'news', path: 'posts', routeBasePath: 'news', blogTitle: 'News' }"));
    expect(listed(result.notCarried)).toEqual({ 'plugins[0][1].processBlogPosts': "docs-gen's blog has no such option" });
    // Named alone, the plugin is the default blog.
    const bare = mapDocusaurusConfig({ plugins: ['@docusaurus/plugin-content-blog'] }, siteWith({ 'blog/a.md': POST }).dir);
    expect([bare.config.blog, bare.notCarried]).toEqual([undefined, []]);
  });

  it('carries a second blog as the second of a list, with its id, and redirects into either blog', () => {
    const site = siteWith({ 'blog/2024-01-01-a.md': POST, 'changelog/2024-01-01-b.md': POST });
    const redirects = [
      { from: '/old-post', to: '/blog/2024/01/01/a' },
      { from: '/old-release', to: '/changelog/2024/01/01/b' },
      { from: '/old-docs', to: '/docs/intro' },
    ];
    const { config, notCarried } = mapDocusaurusConfig(
      {
        presets: [['classic', { blog: { blogTitle: 'Blog' } }]],
        // The redirects come before the blog they lead into.
        plugins: [
          ['@docusaurus/plugin-client-redirects', { redirects }],
          ['@docusaurus/plugin-content-blog', { id: 'changelog', path: 'changelog', routeBasePath: 'changelog', blogTitle: 'Changelog' }],
          // Docusaurus refuses a second plugin of one id: migrate lists it.
          ['@docusaurus/plugin-content-blog', { id: 'changelog', path: 'changelog', routeBasePath: 'releases' }],
        ],
      },
      site.dir,
    );
    expect(config.blog).toEqual([{ blogTitle: 'Blog' }, { id: 'changelog', path: 'changelog', routeBasePath: 'changelog', blogTitle: 'Changelog' }]);
    expect(config.redirects).toEqual(redirects);
    expect(listed(notCarried)).toEqual({ 'plugins[2]': 'another blog has the id "changelog", as Docusaurus does not allow either' });
  });
});
