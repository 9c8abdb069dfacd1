import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/** The config's `stylesheets`, `scripts` and `headTags`: tags of every page's head, as Docusaurus adds them. */
describe('head tags from the config', () => {
  const site = tempSite();
  const bad = tempSite();
  let build: RunResult;
  let badBuild: RunResult;
  beforeAll(async () => {
    for (const s of [site, bad]) {
      s.write('docs/index.md', '# Home\n');
      s.write('docs/other.md', '# Other\n');
    }
    site.write(
      'docs-gen.config.mjs',
      `export default ${JSON.stringify({
        title: 'Tags',
        stylesheets: ['https://unpkg.com/logo@1/dist/logo.css', { href: 'https://fonts.example.com/a.css', crossorigin: 'anonymous' }],
        scripts: ['/homepage.js', { src: 'https://buttons.github.io/buttons.js', async: true, defer: false }],
        headTags: [
          { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com' } },
          { tagName: 'meta', attributes: { name: 'algolia-site-verification', content: 'ABC123' } },
          { tagName: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
          { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"@type":"Organization"}' },
        ],
      })};\n`,
    );
    bad.write('docs-gen.config.mjs', "export default { title: 'Bad', headTags: [{ tagName: 'Bad Tag' }] };\n");
    [build, badBuild] = await Promise.all([runDocsGenAsync(['build', site.dir, '--quiet']), runDocsGenAsync(['build', bad.dir, '--quiet'])]);
  }, 30_000);
  afterAll(() => {
    site.cleanup();
    bad.cleanup();
  });

  it('adds them to the head of every page, stylesheets after the theme’s', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    for (const route of ['', 'other/']) {
      const head = site.read(`build/${route}index.html`).split('</head>')[0];
      for (const tag of [
        '<link rel="stylesheet" href="https://unpkg.com/logo@1/dist/logo.css"/>',
        '<link rel="stylesheet" href="https://fonts.example.com/a.css" crossorigin="anonymous"/>',
        '<script src="/homepage.js"></script>',
        '<script src="https://buttons.github.io/buttons.js" async=""></script>',
        '<link rel="preconnect" href="https://fonts.example.com"/>',
        '<meta name="algolia-site-verification" content="ABC123"/>',
        '<script type="application/ld+json">{"@type":"Organization"}</script>',
      ]) {
        expect(head, route).toContain(tag);
      }
      const own = head.search(/<link rel="stylesheet" href="\/assets\/css\//);
      expect(own).toBeGreaterThan(-1);
      expect(head.indexOf('https://unpkg.com/logo@1/dist/logo.css')).toBeGreaterThan(own);
    }
  });

  it("takes the place of the theme's own meta of the same name (Docusaurus's themeConfig.metadata)", () => {
    const head = site.read('build/index.html').split('</head>')[0];
    expect(head.match(/<meta name="twitter:card"[^>]*>/g)).toEqual(['<meta name="twitter:card" content="summary_large_image"/>']);
  });

  it('refuses a tag name that is no HTML tag name, at its place in the config', () => {
    expect(badBuild.code).toBe(1);
    expect(badBuild.stderr).toMatch(/docs-gen\.config\.mjs:1:\d+ +Invalid config value at "headTags\.0\.tagName": must be a lower-case tag name/);
  });
});
