import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * "Edit this page" links given by a function of the page, as a Docusaurus `editUrl` may be (links per version,
 * per locale, none for generated pages): the site's, a docs folder's own, the blog's. Before, `editUrl` took a URL
 * prefix only, and a site whose function gave no one prefix lost its edit links.
 */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
  site.write(
    'docs-gen.config.ts',
    [
      'export default {',
      "  title: 'Edits', url: 'https://edits.example', baseUrl: '/base/',",
      '  editUrl: ({ version, versionDocsDirPath, docPath, permalink, locale }) =>',
      "    docPath.startsWith('api/') ? undefined : `https://git.example/edit/${version}/${locale}/${versionDocsDirPath}/${docPath}?at=${permalink}`,",
      '  content: [',
      "    { path: 'docs', routeBasePath: '/docs', idPrefix: '' },",
      "    { path: 'community', routeBasePath: '/community', sidebar: 'community', editUrl: 'https://git.example/community-edit/' },",
      "    { path: 'archive', routeBasePath: '/archive', sidebar: 'archive', editUrl: false },",
      '  ],',
      '  blog: { editUrl: ({ blogDirPath, blogPath, permalink }) => `https://git.example/blog/${blogDirPath}/${blogPath}#${permalink}` },',
      '};',
      '',
    ].join('\n'),
  );
  site.write('docs/intro.md', '# Intro\n\nStart.\n');
  site.write('docs/guides/index.md', '# Guides\n\nAll of them.\n');
  site.write('docs/api/ref.md', '# Reference\n\nGenerated.\n');
  site.write('docs/moved.md', '---\ncustom_edit_url: https://elsewhere.example/moved.md\n---\n\n# Moved\n');
  site.write('community/hello.md', '# Hello\n\nWelcome.\n');
  site.write('archive/old.md', '# Old\n\nKept for reference.\n');
  site.write('blog/2024-01-01-post.md', '---\ntitle: Post\n---\n\nNews.\n\n<!-- truncate -->\n\nMore.\n');
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 30_000);
afterAll(() => site.cleanup());

/** The page's "Edit this page" link, if it has one. */
const editLinkOf = (route: string) => {
  const html = site.read(`build${route}index.html`);
  return /<a [^>]*href="([^"]*)"[^>]*>[^<]*(?:<svg[\s\S]*?<\/svg>)?\s*Edit this page/.exec(html)?.[1]?.replace(/&amp;/g, '&');
};

describe('an editUrl function', () => {
  it('builds', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it("gives each doc the link it returns for it, given Docusaurus's arguments", () => {
    expect(editLinkOf('/docs/intro/')).toBe('https://git.example/edit/current/en/docs/intro.md?at=/base/docs/intro');
    // A folder's own page keeps its slash in Docusaurus's URL.
    expect(editLinkOf('/docs/guides/')).toBe('https://git.example/edit/current/en/docs/guides/index.md?at=/base/docs/guides/');
  });

  it('gives none where it returns none, and front matter custom_edit_url still wins', () => {
    expect(editLinkOf('/docs/api/ref/')).toBeUndefined();
    expect(editLinkOf('/docs/moved/')).toBe('https://elsewhere.example/moved.md');
  });

  it("is a docs folder's own in place of the site's, and the blog's for its posts", () => {
    expect(editLinkOf('/community/hello/')).toBe('https://git.example/community-edit/community/hello.md');
    expect(editLinkOf('/blog/2024/01/01/post/')).toBe('https://git.example/blog/blog/2024-01-01-post.md#/base/blog/2024/01/01/post');
  });

  it("gives a docs folder's pages none with the folder's `editUrl: false`, as a Docusaurus docs instance without one", () => {
    expect(site.read('build/archive/old/index.html')).toContain('Kept for reference.');
    expect(editLinkOf('/archive/old/')).toBeUndefined();
  });
});

describe('editCurrentVersion', () => {
  const versioned = tempSite();
  afterAll(() => versioned.cleanup());

  it("makes a released version's edit link the current version's file of the same path, as Docusaurus's", async () => {
    versioned.write(
      'docs-gen.config.ts',
      "export default {\n  title: 'Versions', editUrl: 'https://git.example/edit/',\n  content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '', versionsFile: 'versions.json', editCurrentVersion: true }],\n};\n",
    );
    versioned.write('versions.json', '["1.0"]\n');
    versioned.write('docs/intro.md', '# Intro\n\nNext.\n');
    versioned.write('versioned_docs/version-1.0/intro.md', '# Intro\n\nOne.\n');
    versioned.write('versioned_sidebars/version-1.0-sidebars.json', '{ "docs": ["intro"] }\n');
    const run = await runDocsGenAsync(['build', versioned.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const linkOf = (route: string) => /<a [^>]*href="([^"]*)"[^>]*>[^<]*(?:<svg[\s\S]*?<\/svg>)?\s*Edit this page/.exec(versioned.read(`build${route}index.html`))?.[1];
    expect(linkOf('/docs/intro/')).toBe('https://git.example/edit/docs/intro.md');
    expect(linkOf('/docs/next/intro/')).toBe('https://git.example/edit/docs/intro.md');
  });
});

describe('a migrated editUrl function that reads a constant of the Docusaurus config', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('is carried with the value the constant had, and every version links where the function says', async () => {
    // As Prettier's site: the repository's URL made from package.json when the config runs, every version's pages
    // linking to the current docs folder.
    site.write('package.json', '{ "name": "widgets", "repository": "acme/widgets" }\n');
    site.write(
      'docusaurus.config.js',
      [
        "const GITHUB_URL = `https://github.com/${require('./package.json').repository}`;",
        "module.exports = { title: 'Widgets', url: 'https://widgets.example', baseUrl: '/',",
        "  presets: [['classic', { blog: false, docs: { sidebarPath: false, editUrl: ({ docPath }) => `${GITHUB_URL}/edit/main/docs/${docPath}` } }]],",
        '};',
        '',
      ].join('\n'),
    );
    site.write('versions.json', '["1.0"]\n');
    site.write('docs/intro.md', '# Intro\n\nNext.\n');
    site.write('versioned_docs/version-1.0/intro.md', '# Intro\n\nOne.\n');
    site.write('versioned_sidebars/version-1.0-sidebars.json', '{ "docs": ["intro"] }\n');
    const migrated = await runDocsGenAsync(['migrate', site.dir]);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain('Every setting was carried over.');
    expect(site.read('docs-gen.config.ts')).toContain('const GITHUB_URL = "https://github.com/acme/widgets";');
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const linkOf = (route: string) => /<a [^>]*href="([^"]*)"[^>]*>[^<]*(?:<svg[\s\S]*?<\/svg>)?\s*Edit this page/.exec(site.read(`build${route}index.html`))?.[1];
    expect(linkOf('/docs/intro/')).toBe('https://github.com/acme/widgets/edit/main/docs/intro.md');
    expect(linkOf('/docs/next/intro/')).toBe('https://github.com/acme/widgets/edit/main/docs/intro.md');
  });
});

describe('a migrated editUrl function that reads a Node built-in module of the Docusaurus config', () => {
  const sites: ReturnType<typeof tempSite>[] = [];
  afterAll(() => {
    for (const site of sites) site.cleanup();
  });

  // As React Native's site: the file's path in the repository joined with `path.posix.join`. It was not carried.
  it.each([
    ['docusaurus.config.js', "const path = require('path');\nmodule.exports = ", 'path', "import path from 'node:path';"],
    ['docusaurus.config.mjs', "import * as nodePath from 'node:path';\nexport default ", 'nodePath', "import nodePath from 'node:path';"],
  ])('is carried with the import, from %s', async (file, head, local, imported) => {
    const site = tempSite();
    sites.push(site);
    site.write(
      file,
      [
        `${head}{ title: 'Widgets', url: 'https://widgets.example', baseUrl: '/',`,
        `  presets: [['classic', { blog: false, docs: { sidebarPath: false, editUrl: ({ versionDocsDirPath, docPath }) => docPath.startsWith('api/') ? undefined : 'https://git.example/edit/' + ${local}.posix.join('website', versionDocsDirPath, docPath) } }]],`,
        '};',
        '',
      ].join('\n'),
    );
    site.write('docs/guide/intro.md', '# Intro\n\nText.\n');
    site.write('docs/api/made.md', '# Made\n\nGenerated.\n');
    const migrated = await runDocsGenAsync(['migrate', site.dir]);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain('Every setting was carried over.');
    expect(site.read('docs-gen.config.ts')).toContain(imported);
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const linkOf = (route: string) => /<a [^>]*href="([^"]*)"[^>]*>[^<]*(?:<svg[\s\S]*?<\/svg>)?\s*Edit this page/.exec(site.read(`build${route}index.html`))?.[1];
    expect(linkOf('/docs/guide/intro/')).toBe('https://git.example/edit/website/docs/guide/intro.md');
    expect(linkOf('/docs/api/made/')).toBeUndefined();
  });
});

describe('a migrated editUrl function that reads a table of the Docusaurus config', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  // As Jest's site: translators are sent to the translation platform, its locale names looked up in a Map.
  it('is carried with the table written as code, and each locale links where the function says', async () => {
    site.write(
      'docusaurus.config.js',
      [
        "const localeMapping = new Map([['ja', 'ja-JP'], ['pt-BR', 'pt-BR']]);",
        "const repo = { owner: 'jestjs', name: 'jest' };",
        "module.exports = { title: 'Widgets', url: 'https://widgets.example', baseUrl: '/',",
        "  i18n: { defaultLocale: 'en', locales: ['en', 'ja'] },",
        '  presets: [[\'classic\', { blog: false, docs: { sidebarPath: false, editUrl: ({ locale, docPath }) => locale === \'en\'',
        '    ? `https://github.com/${repo.owner}/${repo.name}/edit/main/docs/${docPath}`',
        "    : `https://crowdin.com/project/jest/${localeMapping.get(locale) || locale}` } }]],",
        '};',
        '',
      ].join('\n'),
    );
    site.write('docs/intro.md', '# Intro\n\nText.\n');
    const migrated = await runDocsGenAsync(['migrate', site.dir]);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain('Every setting was carried over.');
    const config = site.read('docs-gen.config.ts');
    expect(config).toContain('const localeMapping = new Map([["ja", "ja-JP"], ["pt-BR", "pt-BR"]]);');
    expect(config).toContain('const repo = { "owner": "jestjs", "name": "jest" };');
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const linkOf = (route: string) => /<a [^>]*href="([^"]*)"[^>]*>[^<]*(?:<svg[\s\S]*?<\/svg>)?\s*(?:Edit this page|[^<]*編集[^<]*)/.exec(site.read(`build${route}index.html`))?.[1];
    expect(linkOf('/docs/intro/')).toBe('https://github.com/jestjs/jest/edit/main/docs/intro.md');
    expect(linkOf('/ja/docs/intro/')).toBe('https://crowdin.com/project/jest/ja-JP');
  });
});
