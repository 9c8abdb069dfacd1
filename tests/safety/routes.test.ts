import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { checkPageRoutes, reservedRouteReason, staticFileInTheWay, unsafeRouteText } from '../../src/content/routeSafety.js';
import { EMITTED_ROOT_FILES } from '../../src/shared/emittedFiles.js';
import { siteInFolder } from './siteInFolder.js';

const base = {
  'docs/index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
  'docs/guide.md': '---\ntitle: Guide\n---\n\nText.\n',
};

const page = (frontMatter: string) => `---\ntitle: Bad\n${frontMatter}\n---\n\nText.\n`;

describe('route containment: unsafe text in a slug, an id or a name', () => {
  it.each([
    ['../../escape', /contains a "\.\." segment/],
    ['/../../../tmp/x', /contains a "\.\." segment/],
    ['./here', /contains a "\." segment/],
    ['%2e%2e/x', /contains "%2e"/],
    ['a%2Fb', /contains "%2F"/],
    ['a%5cb', /contains "%5c"/],
    ['a\\b', /backslash/],
    ['a\u0000b', /control character/],
    ['a\u0001b', /control character/],
    ['a\u009bb', /control character/],
  ])('rejects %j', async (text, reason) => {
    expect(unsafeRouteText(text)).toMatch(reason);
  });

  it.each(['/', '/guides/setup', 'a..b', '...', 'v1.2', '100%', '%20', 'ünïcode', 'a b'])('accepts %j', async (text) => {
    expect(unsafeRouteText(text)).toBeUndefined();
  });

  it('finds routes that claim a file the build writes, whatever the case', async () => {
    for (const name of EMITTED_ROOT_FILES) expect(reservedRouteReason(`/${name}/`)).toMatch(/a file the build writes/);
    expect(reservedRouteReason('/Sitemap.XML/more/')).toMatch(/sitemap\.xml/);
    expect(reservedRouteReason('/assets/')).toMatch(/under \/assets\//);
    expect(reservedRouteReason('/ASSETS/search/')).toMatch(/under \/assets\//);
    expect(reservedRouteReason('/docs/index.html/')).toMatch(/"index\.html" segment/);
    expect(reservedRouteReason('/')).toBeUndefined();
    expect(reservedRouteReason('/404/')).toBeUndefined();
    expect(reservedRouteReason('/my-assets/sitemap.xml/')).toBeUndefined();
  });

  it('finds the static file a route would overwrite or need as a folder', async () => {
    const files = new Set(['foo.txt', 'docs/index.html', 'img/logo.png']);
    expect(staticFileInTheWay('/foo.txt/', files)).toBe('foo.txt');
    expect(staticFileInTheWay('/foo.txt/deeper/', files)).toBe('foo.txt');
    expect(staticFileInTheWay('/docs/', files)).toBe('docs/index.html');
    expect(staticFileInTheWay('/img/', files)).toBeUndefined();
    expect(staticFileInTheWay('/', files)).toBeUndefined();
  });

  it('locates a made route at the file it comes from', async () => {
    const [error] = checkPageRoutes([
      { route: '/assets/x/', sourceFile: '/s/pages/assets/x.tsx' },
      { route: '/fine/', sourceFile: '/s/pages/fine.tsx' },
    ]);
    expect(error).toMatchObject({ file: '/s/pages/assets/x.tsx', line: 1, column: 1 });
    expect(checkPageRoutes([{ route: '/fine/', sourceFile: 'f' }])).toEqual([]);
  });
});

describe('route containment in build and check', () => {
  let site: ReturnType<typeof siteInFolder>;
  afterEach(() => site.cleanup());

  // The good site is built once; each case starts from a copy of it, output included.
  let built: Promise<ReturnType<typeof siteInFolder>> | undefined;
  const builtBase = () => {
    built ??= (async () => {
      const good = siteInFolder(base);
      const result = await good.run('build');
      if (result.code !== 0) throw new Error(result.output);
      return good;
    })();
    return built;
  };
  afterAll(async () => (await built)?.cleanup());

  /** Starts from the good site's build, adds the bad files, and asserts build and check both fail with `expected`. */
  async function expectRejected(files: Record<string, string>, expected: string | RegExp) {
    site = siteInFolder({}, (await builtBase()).dir);
    expect(site.exists('build/index.html')).toBe(true);
    const previous = site.output();
    const sitemap = site.read('build/sitemap.xml');
    for (const [rel, text] of Object.entries(files)) site.write(rel, text);
    const sources = site.sources();

    // check writes nothing, so it runs beside the build.
    const [build, check] = await Promise.all([site.run('build'), site.run('check')]);
    expect(build.code, build.output).toBe(1);
    if (typeof expected === 'string') expect(build.stderr).toContain(expected);
    else expect(build.stderr).toMatch(expected);
    expect(build.output).not.toMatch(/failed unexpectedly|\n\s+at .+:\d+:\d+\)?\n/);
    // Nothing beside the site, the previous output as it was (its sitemap too), the sources untouched.
    expect(site.beside()).toEqual([]);
    expect(site.output()).toEqual(previous);
    expect(site.read('build/sitemap.xml')).toBe(sitemap);
    expect(site.sources()).toEqual(sources);

    expect(check.code, check.output).toBe(1);
    if (typeof expected === 'string') expect(check.stderr).toContain(expected);
    else expect(check.stderr).toMatch(expected);
    expect(check.stdout).not.toContain('no errors');
    expect(site.beside()).toEqual([]);
    return build;
  }

  it('refuses `slug: ../../escape` at the slug line and writes nothing beside the site', async () => {
    await expectRejected({ 'docs/bad.md': page('slug: ../../escape') }, 'site/docs/bad.md:3:1  Front matter "slug" "../../escape" contains a ".." segment');
    expect(site.read('build/sitemap.xml')).not.toContain('escape');
  });

  it('refuses an absolute slug that climbs to /tmp and writes nothing there', async () => {
    const name = `docs-gen-pwned-${process.pid}-${Date.now()}`;
    const target = path.join(os.tmpdir(), name);
    await expectRejected({ 'docs/bad.md': page(`slug: /../../../../../../../..${target}`) }, /site\/docs\/bad\.md:3:1 {2}Front matter "slug" .* contains a "\.\." segment/);
    expect(fs.existsSync(target)).toBe(false);
  });

  it('refuses encoded dots and slashes', async () => {
    await expectRejected({ 'docs/bad.md': page('slug: /%2e%2e/x') }, 'site/docs/bad.md:3:1  Front matter "slug" "/%2e%2e/x" contains "%2e"');
    site.cleanup();
    await expectRejected({ 'docs/bad.md': page('slug: a%2fb') }, 'site/docs/bad.md:3:1  Front matter "slug" "a%2fb" contains "%2f"');
  });

  it('refuses a backslash and a control character given as a YAML escape', async () => {
    await expectRejected({ 'docs/bad.md': page('slug: "..\\\\..\\\\x"') }, 'site/docs/bad.md:3:1  Front matter "slug" "..\\\\..\\\\x" contains a backslash');
    site.cleanup();
    await expectRejected({ 'docs/bad.md': page('slug: "a\\u0001b"') }, 'site/docs/bad.md:3:1  Front matter "slug" "a\\u0001b" contains a control character');
  });

  it('refuses an id of `..` at its line, and one with a slash', async () => {
    await expectRejected({ 'docs/bad.md': page('sidebar_label: B\nid: ..') }, 'site/docs/bad.md:4:1  Front matter "id" ".." contains a ".." segment');
    site.cleanup();
    await expectRejected({ 'docs/bad.md': page('id: a/../b') }, /site\/docs\/bad\.md:3:1 {2}Invalid front matter "id"/);
  });

  it('reports every unsafe file of a site at once', async () => {
    const build = await expectRejected(
      { 'docs/one.md': page('slug: ../one'), 'docs/two.md': page('slug: "%2E%2E"'), 'docs/three.md': page('id: .') },
      'site/docs/one.md:3:1',
    );
    expect(build.stderr).toContain('site/docs/two.md:3:1');
    expect(build.stderr).toContain('site/docs/three.md:3:1');
  });

  it('refuses folder and file names with a backslash, a control character or an encoded dot, at the file', async () => {
    await expectRejected({ 'docs/a\\b/x.md': page('sidebar_label: X') }, 'site/docs/a\\b/x.md:1:1  Folder name "a\\\\b" contains a backslash');
    site.cleanup();
    await expectRejected({ 'docs/c\u0001d/y.md': page('sidebar_label: Y') }, 'Folder name "c\\u0001d" contains a control character');
    site.cleanup();
    await expectRejected({ 'docs/%2e%2e.md': page('sidebar_label: Z') }, 'site/docs/%2e%2e.md:1:1  File name "%2e%2e.md" contains "%2e"');
  });

  it.each([
    ['/sitemap.xml', 'collides with /sitemap.xml'],
    ['/404.html', 'collides with /404.html'],
    ['/robots.txt', 'collides with /robots.txt'],
    ['/assets/x', 'is under /assets/'],
    ['/Assets/search', 'is under /assets/'],
    ['/guide/index.html', 'has an "index.html" segment'],
  ])('refuses `slug: %s`, a file the build writes, at the slug line', async (slug, reason) => {
    await expectRejected({ 'docs/bad.md': page(`slug: ${slug}`) }, new RegExp(`site/docs/bad\\.md:3:1 {2}Front matter "slug" gives the route ".*", which ${reason.replace(/[./]/g, '\\$&')}`));
  });

  it('refuses a file whose own name claims an emitted file, at the file', async () => {
    await expectRejected({ 'docs/robots.txt.md': page('sidebar_label: R') }, 'site/docs/robots.txt.md:1:1  The file\'s route is "/robots.txt/", which collides with /robots.txt');
  });

  it('refuses a content folder whose route base leads out of the site', async () => {
    await expectRejected(
      {
        'docs-gen.config.ts': "export default { title: 'T', content: [{ path: 'docs', routeBasePath: '/../up' }] };\n",
      },
      /site\/docs\/guide\.md:1:1 {2}The file's route is "\/\.\.\/up\/guide\/", which contains a "\.\." segment/,
    );
  });

  it('refuses a React page whose route claims the assets folder, at the page module', async () => {
    await expectRejected(
      { 'pages/assets/x.tsx': 'export default function X() { return <p>x</p>; }\n' },
      'site/pages/assets/x.tsx:1:1  Page route "/assets/x/" is under /assets/',
    );
  });

  it('refuses generated reference pages under the assets folder, at the spec', async () => {
    const spec = 'name: tool\nsummary: A tool.\ncommands:\n  - name: run\n    summary: Run it.\n';
    await expectRejected(
      {
        'tool.yaml': spec,
        'docs-gen.config.ts': "export default { title: 'T', cliReference: { file: 'tool.yaml', routeBasePath: '/assets/cli' } };\n",
      },
      /site\/tool\.yaml:1:1 {2}Page route "\/assets\/cli\/.*" is under \/assets\//,
    );
  });

  it('refuses a route that collides with a file of the static folder, at the slug line or the file', async () => {
    const build = await expectRejected(
      {
        'static/notes.txt': 'static text\n',
        'static/old/index.html': '<p>old</p>\n',
        'docs/a.md': page('slug: /notes.txt'),
        'docs/old.md': page('sidebar_label: Old'),
      },
      'site/docs/a.md:3:1  The page\'s route "/notes.txt/" collides with the static file static/notes.txt',
    );
    expect(build.stderr).toContain('site/docs/old.md:1:1  The page\'s route "/old/" collides with the static file static/old/index.html');
  });

  it('builds names that only look unsafe: `a..b.md`, `v1.2`, a slug with dots inside a segment', async () => {
    site = siteInFolder({ ...base, 'docs/a..b.md': page('sidebar_label: AB'), 'docs/v1.2.md': page('slug: /release/v1.2...final') });
    const build = (await site.run('build'));
    expect(build.code, build.output).toBe(0);
    expect(site.exists('build/a..b/index.html')).toBe(true);
    expect(site.exists('build/release/v1.2...final/index.html')).toBe(true);
    expect(site.read('build/sitemap.xml')).toContain('/a..b/');
    expect(site.beside()).toEqual([]);
  });

  it("builds a doc's relative slug with `..` that stays inside the docs folder, as Docusaurus resolves it; one leading above it is refused", async () => {
    site = siteInFolder({ ...base, 'docs/guides/intro.md': page('slug: ../welcome'), 'docs/guides/deep/x.md': page('slug: ./../here/') });
    const build = await site.run('build');
    expect(build.code, build.output).toBe(0);
    expect(site.exists('build/welcome/index.html')).toBe(true);
    expect(site.exists('build/guides/here/index.html')).toBe(true);
    site.write('docs/guides/intro.md', page('slug: ../../escape'));
    const refused = await site.run('build');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('site/docs/guides/intro.md:3:1  Front matter "slug" "../../escape" contains a ".." segment that leads above its content folder');
  });
});
