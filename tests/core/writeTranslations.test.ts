import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, spawnDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * `docs-gen write-translations`: a locale's translations files with every message of the site, as Docusaurus's
 * command writes them: the theme's and site code's (`code.json`, in the theme's own translation where it ships one),
 * the navbar's, the footer's, each docs folder's sidebars and the blog's titles; what the files hold is kept.
 */
const site = tempSite();
let run: RunResult;
const json = (rel: string) => JSON.parse(site.read(path.join('i18n', 'fr', rel))) as Record<string, { message: string; description?: string }>;

beforeAll(async () => {
  site.write(
    'docs-gen.config.ts',
    `export default {
  title: 'Site',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  navbar: { title: 'Site', items: [{ label: 'Guides', to: '/guides/setup/' }, { type: 'dropdown', label: 'More', items: [{ label: 'Status', href: 'https://status.test' }] }] },
  footer: { links: [{ title: 'Docs', items: [{ label: 'Setup', to: '/guides/setup/' }] }], copyright: 'Copyright Site' },
};
`,
  );
  site.write('docs/index.mdx', "---\ntitle: Home\n---\n\nimport Translate from '@docusaurus/Translate';\n\n<Translate id=\"home.greeting\">Hello there</Translate>\n");
  site.write('docs/guides/_category_.json', '{ "label": "Guides", "link": { "type": "generated-index", "title": "All guides" } }\n');
  site.write('docs/guides/setup.md', '---\ntitle: Setup\n---\n\nSet it up.\n');
  site.write('blog/2024-01-02-hello.md', '---\ntitle: Hello\n---\n\nHello.\n');
  // A translation there already stays as it is.
  site.write('i18n/fr/docusaurus-theme-classic/navbar.json', '{ "item.label.Guides": { "message": "Les guides", "description": "Kept" } }\n');
  run = await spawnDocsGenAsync(['write-translations', site.dir, '--locale', 'fr']);
}, 120_000);

afterAll(() => site.cleanup());

describe('docs-gen write-translations', () => {
  it("writes code.json with the messages shown, the theme's in its French, site code's as written, and the runtime's", () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Wrote \S*code\.json: \d+ new of \d+ messages/);
    const code = json('code.json');
    expect(code['home.greeting']).toEqual({ message: 'Hello there' });
    expect(code['theme.docs.paginator.next']).toEqual({ message: 'Suivant' });
    expect(code['theme.common.skipToMainContent']).toEqual({ message: 'Aller au contenu principal' });
    // A message the theme has no French for keeps its English.
    expect(code['docs-gen.blog.feed.rss']).toEqual({ message: '{siteTitle} RSS Feed' });
    expect(code['theme.CodeBlock.copied']).toEqual({ message: 'Copié' });
  });

  it("writes the navbar's, the footer's, the docs folder's and the blog's messages, keeping those the files had", () => {
    expect(json('docusaurus-theme-classic/navbar.json')).toEqual({
      'item.label.Guides': { message: 'Les guides', description: 'Kept' },
      'item.label.More': { message: 'More' },
      'item.label.Status': { message: 'Status' },
      title: { message: 'Site' },
    });
    expect(json('docusaurus-theme-classic/footer.json')).toEqual({
      'link.title.Docs': { message: 'Docs' },
      'link.item.label.Setup': { message: 'Setup' },
      copyright: { message: 'Copyright Site' },
    });
    expect(json('docusaurus-plugin-content-docs/current.json')).toEqual({
      'sidebar.docs.category.Guides': { message: 'Guides' },
      'sidebar.docs.category.Guides.link.generated-index.title': { message: 'All guides' },
      'version.label': { message: 'Next' },
    });
    expect(json('docusaurus-plugin-content-blog/options.json')).toEqual({ description: { message: 'Blog' }, 'sidebar.title': { message: 'Recent posts' }, title: { message: 'Blog' } });
  });

  it('writes files the build reads, and nothing new when run again', async () => {
    const build = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(build.code, build.stderr).toBe(0);
    expect(site.read('build/fr/guides/setup/index.html')).toContain('Les guides');
    const before = fs.statSync(path.join(site.dir, 'i18n', 'fr', 'code.json')).mtimeMs;
    const again = await spawnDocsGenAsync(['write-translations', site.dir, '--locale', 'fr']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toBe('');
    expect(fs.statSync(path.join(site.dir, 'i18n', 'fr', 'code.json')).mtimeMs).toBe(before);
  });

  it('refuses a locale the site does not have', async () => {
    const bad = await spawnDocsGenAsync(['write-translations', site.dir, '--locale', 'de']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('The locale "de" is not one of the site\'s: en, fr');
    expect(site.exists('i18n/de')).toBe(false);
  });
});
