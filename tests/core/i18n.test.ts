import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config/schema.js';
import { themeTranslationsOf } from '../../src/config/themeTranslations.js';
import { pluralForm } from '../../src/shared/messageText.js';
import { cacheDirOf } from '../../src/util/buildCache.js';
import { migrateSite } from '../../src/migrate/migrateSite.js';
import { docusaurusConfig, sitesWithFiles } from '../helpers/migration.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Locales, as Docusaurus builds them: the default locale at the site's root, each other one under its path, its
 * pages read from `i18n/<locale>/…` where translated (else the default locale's), its strings from the
 * translations files there.
 */
const CONFIG = `export default {
  title: 'Site',
  url: 'https://example.com',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs: { fr: { htmlLang: 'fr-FR', label: 'Français (FR)' } } },
  editUrl: 'https://git.example.com/edit/main',
  customCss: 'custom.css',
  navbar: { title: 'Site', items: [{ label: 'Guides', to: '/guides/setup/' }, { type: 'localeDropdown', position: 'right' }] },
  footer: { links: [{ title: 'Docs', items: [{ label: 'Setup', to: '/guides/setup/' }] }], copyright: 'Copyright Site' },
};
`;

const FILES: Record<string, string> = {
  'docs-gen.config.ts': CONFIG,
  'custom.css': '.hero { margin-left: 1rem; float: left; }\n',
  'docs/index.md': '---\ntitle: Welcome\n---\n\nHello. See [setup](./guides/setup.md).\n',
  'docs/guides/_category_.json': '{ "label": "Guides", "position": 1 }\n',
  'docs/guides/setup.md': '---\ntitle: Setup\nsidebar_position: 1\n---\n\nInstall it. See [usage](./usage.md).\n\n## Steps\n\nDo it.\n',
  'docs/guides/usage.md': '---\ntitle: Usage\nsidebar_position: 2\n---\n\nUse it, after [setup](./setup.md).\n',
  'docs/guides/words.mdx':
    "---\ntitle: Words\nsidebar_position: 3\n---\n\nimport Translate, { translate } from '@docusaurus/Translate';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n\nexport const Labels = () => <span className=\"labels\">{Object.values(useDocusaurusContext().i18n.localeConfigs).map((c) => c.label).join('|')}</span>;\n\n<Translate>Welcome aboard</Translate>, {translate({ message: 'see you' })}.\n\n<Labels />\n",
  'i18n/fr/code.json':
    '{ "theme.docs.paginator.next": { "message": "Suivant" }, "theme.docs.paginator.previous": { "message": "Précédent", "description": "The label" }, "Welcome aboard": { "message": "Bienvenue à bord" }, "see you": { "message": "à bientôt" } }\n',
  'i18n/fr/docusaurus-theme-classic/navbar.json': '{ "title": { "message": "Site FR" }, "item.label.Guides": { "message": "Les guides" } }\n',
  'i18n/fr/docusaurus-theme-classic/footer.json': '{ "link.title.Docs": { "message": "Documentation" }, "link.item.label.Setup": { "message": "Installation" }, "copyright": { "message": "Droits réservés" } }\n',
  'i18n/fr/docusaurus-plugin-content-docs/current.json': '{ "sidebar.docs.category.Guides": { "message": "Guides traduits" } }\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/guides/setup.md': '---\ntitle: Installation\nsidebar_position: 1\n---\n\nInstallez-le. Voir [usage](./usage.md) et [accueil](../index.md).\n\n## Étapes\n\nFaites-le.\n',
};

const site = tempSite();
let build: RunResult;
const read = (rel: string) => site.read(path.join('build', rel));
const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
const between = (html: string, start: string, end: string) => {
  const at = html.indexOf(start);
  return at === -1 ? '' : html.slice(at, html.indexOf(end, at));
};

beforeAll(async () => {
  for (const [file, text] of Object.entries(FILES)) site.write(file, text);
  build = await runDocsGenAsync(['build', site.dir]);
}, 120_000);

afterAll(() => site.cleanup());

describe('locales', () => {
  it('builds every locale: the default one at the root, the others under their paths, each with its own search index and sitemap', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    // Four pages in each of three locales.
    expect(build.stdout).toContain('Built 12 pages');
    expect(read('guides/setup/index.html')).toContain('Install it.');
    expect(read('fr/guides/setup/index.html')).toContain('Installez-le.');
    expect(read('ar/guides/setup/index.html')).toContain('Install it.');
    for (const locale of ['', 'fr/', 'ar/']) {
      expect(site.exists(`build/${locale}404.html`)).toBe(true);
      expect(read(`${locale}sitemap.xml`)).toContain(`<loc>https://example.com/${locale}guides/usage/</loc>`);
      expect(read(`${locale}guides/usage/index.html`)).toMatch(new RegExp(`data-search-index="/${locale}assets/search/manifest\\.[0-9a-f]+\\.json"`));
    }
    expect(read('sitemap.xml')).not.toContain('/fr/');
  });

  it('keeps each locale\'s caches: an unchanged rebuild renders no page of any locale again', async () => {
    // The rendered pages are saved under a new name whenever a build rendered anything (renderCache.ts).
    const saved = () =>
      ['', 'fr', 'ar'].map((locale) => fs.readdirSync(cacheDirOf(site.dir, locale || undefined)).filter((f) => /^render-v\d+-\w+\.html$/.test(f)));
    const before = saved();
    expect(before.every((files) => files.length === 1)).toBe(true);
    const again = await runDocsGenAsync(['build', site.dir]);
    expect(again.code).toBe(0);
    expect(saved()).toEqual(before);
  });

  it("mirrors the site's own CSS on a right-to-left locale's pages, as Docusaurus does, and not the theme's", () => {
    const css = (html: string) => read(/<link rel="stylesheet" href="\/([^"]+)"/.exec(html)![1]);
    const ltr = css(read('guides/setup/index.html'));
    const rtl = css(read('ar/guides/setup/index.html'));
    expect(ltr).toContain('.hero{float:left;margin-left:1rem}');
    expect(rtl).toContain('.hero{float:right;margin-right:1rem}');
    // The theme's rules for right-to-left pages are kept as written.
    expect(rtl).toContain('[dir=rtl] .copy-page{float:left}');
    expect(css(read('fr/guides/setup/index.html'))).toBe(ltr);
  });

  it('marks each page with its language and direction, and names the page in every locale for search engines', () => {
    expect(read('guides/setup/index.html')).toContain('<html lang="en" dir="ltr"');
    expect(read('fr/guides/setup/index.html')).toContain('<html lang="fr-FR" dir="ltr"');
    expect(read('ar/guides/setup/index.html')).toContain('<html lang="ar" dir="rtl"');
    const alternates = [...read('fr/guides/setup/index.html').matchAll(/<link rel="alternate" href="([^"]+)" hrefLang="([^"]+)"\/>/g)].map((m) => [m[2], m[1]]);
    expect(alternates).toEqual([
      ['en', 'https://example.com/guides/setup/'],
      ['fr-FR', 'https://example.com/fr/guides/setup/'],
      ['ar', 'https://example.com/ar/guides/setup/'],
      ['x-default', 'https://example.com/guides/setup/'],
    ]);
    // Open Graph spells a locale with an underscore, and lists every other locale, as Docusaurus's head does.
    expect(read('fr/guides/setup/index.html')).toContain('<meta property="og:locale" content="fr_FR"/>');
    expect([...read('fr/guides/setup/index.html').matchAll(/<meta property="og:locale:alternate" content="([^"]+)"\/>/g)].map((m) => m[1])).toEqual(['en', 'ar']);
    expect([...read('guides/setup/index.html').matchAll(/<meta property="og:locale:alternate" content="([^"]+)"\/>/g)].map((m) => m[1])).toEqual(['fr_FR', 'ar']);
  });

  it("reads a translated page in its locale and the default locale's page where there is none; links stay in the locale", () => {
    const setup = read('fr/guides/setup/index.html');
    expect(setup).toContain('<title>Installation | Site</title>');
    expect(setup).toContain('id="étapes"');
    // Its links name files beside the translation: the untranslated usage page and the home page, in French.
    expect(hrefsIn(between(setup, '<article', '</article>'))).toEqual(expect.arrayContaining(['/fr/guides/usage/', '/fr/']));
    // The untranslated page links to the translation's route.
    expect(hrefsIn(between(read('fr/guides/usage/index.html'), '<article', '</article>'))).toContain('/fr/guides/setup/');
    // "Edit this page" edits the default locale's file.
    expect(setup).toContain('href="https://git.example.com/edit/main/docs/guides/setup.md"');
  });

  it('edits the translation itself with editLocalizedFiles', async () => {
    site.write('docs-gen.config.ts', CONFIG.replace("editUrl: 'https://git.example.com/edit/main',", "editUrl: 'https://git.example.com/edit/main', editLocalizedFiles: true,"));
    try {
      const run = await runDocsGenAsync(['build', site.dir, '--locale', 'fr', '-o', path.join(site.dir, 'edits'), '--quiet']);
      expect(run.code, run.stderr).toBe(0);
      expect(site.read('edits/fr/guides/setup/index.html')).toContain('href="https://git.example.com/edit/main/i18n/fr/docusaurus-plugin-content-docs/current/guides/setup.md"');
      // A page without a translation edits the folder's own file.
      expect(site.read('edits/fr/guides/usage/index.html')).toContain('href="https://git.example.com/edit/main/docs/guides/usage.md"');
    } finally {
      site.write('docs-gen.config.ts', CONFIG);
    }
  });

  it("shows the locale's navbar, footer, sidebar labels and theme strings from its translations files", () => {
    const usage = read('fr/guides/usage/index.html');
    expect(usage).toContain('<span class="navbar-title">Site FR</span>');
    expect(between(usage, '<nav class="navbar', '</nav>')).toContain('Les guides');
    expect(between(usage, '<footer', '</footer>')).toContain('Documentation');
    expect(between(usage, '<footer', '</footer>')).toContain('Installation');
    expect(between(usage, '<footer', '</footer>')).toContain('Droits réservés');
    expect(between(usage, '<nav class="sidebar-nav"', '</nav>')).toContain('Guides traduits');
    expect(between(usage, '<nav class="pagination"', '</nav>')).toContain('Précédent');
    expect(between(usage, '<nav class="pagination"', '</nav>')).toContain('Suivant');
    // The other locales keep the config's strings.
    const english = read('guides/usage/index.html');
    expect(between(english, '<nav class="pagination"', '</nav>')).toContain('Previous');
    expect(between(english, '<nav class="sidebar-nav"', '</nav>')).toContain('Guides');
    expect(between(read('ar/guides/usage/index.html'), '<nav class="navbar', '</nav>')).toContain('Guides');
    // A locale without a code.json takes the theme's own text in its language.
    expect(between(read('ar/guides/usage/index.html'), '<nav class="pagination"', '</nav>')).toContain('<span class="pagination-sub">السابق</span>');
  });

  it("translates site code's messages written without an id by their text, as Docusaurus does", () => {
    const text = (html: string) => between(html, '<article', '</article>').replace(/<!-- -->/g, '');
    expect(text(read('fr/guides/words/index.html'))).toContain('Bienvenue à bord, à bientôt.');
    expect(text(read('guides/words/index.html'))).toContain('Welcome aboard, see you.');
    // Labels as site code reads them from the config: the config's, else the language's own name.
    expect(read('guides/words/index.html')).toContain('<span class="labels">English|Français (FR)|العربية</span>');
  });

  it('lists each locale in the locale dropdown, leading to the page read in that locale, marked with its language', () => {
    const dropdown = between(read('fr/guides/usage/index.html'), 'navbar-locales', '</ul>');
    expect(dropdown).toContain('Français (FR)</button>');
    const entries = [...dropdown.matchAll(/<a class="dropdown-link( active)?" href="([^"]+)" hrefLang="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[3], m[4], Boolean(m[1])]);
    expect(entries).toEqual([
      ['/guides/usage/', 'en', 'English', false],
      ['/fr/guides/usage/', 'fr-FR', 'Français (FR)', true],
      ['/ar/guides/usage/', 'ar', 'العربية', false],
    ]);
  });

  it('builds one locale with --locale, into its folder of the output', async () => {
    const out = path.join(site.dir, 'only');
    const run = await runDocsGenAsync(['build', site.dir, '--locale', 'fr', '-o', out, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    expect(site.read('only/fr/guides/setup/index.html')).toContain('Installez-le.');
    expect(site.exists('only/guides/setup/index.html')).toBe(false);
    expect(site.exists('only/ar')).toBe(false);
  });
});

describe('locales compiled in one build', () => {
  const own = tempSite();
  afterAll(() => own.cleanup());

  it("compiles a page the same way in each locale, and per locale where the site's Markdown plugins see the locale's URLs", async () => {
    // A site plugin writes the URL a page's first link resolves to: Docusaurus gives it the locale's.
    own.write(
      'src/remark/showLink.mjs',
      "export default function showLink() {\n  return (tree) => {\n    let url;\n    const walk = (node) => { if (node.type === 'link' && url === undefined) url = node.url; for (const child of node.children ?? []) walk(child); };\n    walk(tree);\n    if (url) tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `first link: ${url}` }] });\n  };\n}\n",
    );
    own.write('docs-gen.config.mjs', "import showLink from './src/remark/showLink.mjs';\n\nexport default { title: 'Site', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, content: [{ path: 'docs', routeBasePath: '/', remarkPlugins: [showLink] }, { path: 'more', routeBasePath: '/more' }] };\n");
    own.write('docs/index.md', '---\ntitle: Home\n---\n\nSee [setup](./setup.md).\n');
    own.write('docs/setup.md', '---\ntitle: Setup\n---\n\nBack [home](./index.md).\n\n## Steps\n');
    own.write('more/notes.md', '---\ntitle: Notes\n---\n\nNotes with `code` and [setup](../docs/setup.md).\n');
    const run = await runDocsGenAsync(['build', own.dir, '--no-cache']);
    expect(run.code, run.stderr).toBe(0);
    expect(own.read('build/index.html')).toContain('<p>first link: /setup</p>');
    expect(own.read('build/fr/index.html')).toContain('<p>first link: /fr/setup</p>');
    // Without the site's plugins, an untranslated page is compiled once and shown alike in both locales.
    expect(own.read('build/fr/more/notes/index.html')).toContain('<p>Notes with <code>code</code> and <a href="/fr/setup/">setup</a>.</p>');
    expect(own.read('build/more/notes/index.html')).toContain('<p>Notes with <code>code</code> and <a href="/setup/">setup</a>.</p>');
  });
});

describe('locales of a blog and of versioned docs', () => {
  const siteWith = sitesWithFiles();

  it("reads the locale's posts and blog titles, and each version's translated docs and label", async () => {
    const both = siteWith({
      'docs-gen.config.ts':
        "export default { title: 'Both', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '', versionsFile: 'versions.json' }], navbar: { items: [{ type: 'docsVersionDropdown' }] } };\n",
      'docs/intro.md': '# Intro\n\nNext intro.\n',
      'versions.json': '["1.0"]\n',
      'versioned_docs/version-1.0/intro.md': '# Intro\n\nIntro one.\n',
      // As Docusaurus 2 wrote them: the sidebar's name with the version in front.
      'versioned_sidebars/version-1.0-sidebars.json': '{ "version-1.0/docs": [{ "type": "category", "label": "Basics", "items": ["intro"] }] }\n',
      'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nHello, readers.\n',
      'i18n/fr/docusaurus-plugin-content-blog/2024-01-02-hello.md': '---\ntitle: Bonjour\n---\n\nBonjour, lecteurs.\n',
      'i18n/fr/docusaurus-plugin-content-blog/options.json': '{ "title": { "message": "Le blog" }, "sidebar.title": { "message": "Billets récents" } }\n',
      'i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md': '# Intro\n\nIntro un.\n',
      'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json': '{ "version.label": { "message": "Un" }, "sidebar.docs.category.Basics": { "message": "Les bases" } }\n',
      'i18n/fr/docusaurus-plugin-content-docs/current.json': '{ "version.label": { "message": "Prochaine" } }\n',
    });
    const run = await runDocsGenAsync(['build', both.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const post = both.read('build/fr/blog/2024/01/02/hello/index.html');
    expect(post).toContain('Bonjour, lecteurs.');
    expect(post).toContain('Billets récents');
    expect(both.read('build/fr/blog/index.html')).toContain('<title>Le blog | Both</title>');
    // The pages the blog makes are titled in the locale too.
    expect(both.read('build/fr/blog/archive/index.html')).toContain('<title>Archives | Both</title>');
    expect(both.read('build/blog/archive/index.html')).toContain('<title>Archive | Both</title>');
    expect(both.read('build/blog/2024/01/02/hello/index.html')).toContain('Hello, readers.');
    const old = both.read('build/fr/docs/intro/index.html');
    expect(old).toContain('Intro un.');
    expect(between(old, 'navbar-versions', '</ul>')).toContain('>Un</button>');
    expect(between(old, 'navbar-versions', '</ul>')).toContain('>Prochaine</a>');
    expect(between(old, '<nav class="sidebar-nav"', '</nav>')).toContain('Les bases');
    expect(both.read('build/fr/docs/next/intro/index.html')).toContain('Next intro.');
    expect(between(both.read('build/docs/intro/index.html'), 'navbar-versions', '</ul>')).toContain('>1.0</button>');
  });
});

describe('locale problems', () => {
  const siteWith = sitesWithFiles();

  it('refuses a locale the config does not list, and a default locale missing from the list, at the config', async () => {
    const bad = siteWith({ 'docs-gen.config.ts': "export default {\n  i18n: { defaultLocale: 'de', locales: ['en'] },\n};\n", 'docs/index.md': '# Home\n' });
    const run = await runDocsGenAsync(['build', bad.dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs-gen.config.ts:2:');
    expect(run.stderr).toContain('"i18n.defaultLocale" is "de", which "i18n.locales" does not list');
    const unknown = await runDocsGenAsync(['build', site.dir, '--locale', 'de', '-o', path.join(site.dir, 'never')]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('The locale "de" is not one of the site\'s: en, fr, ar');
    expect(site.exists('never')).toBe(false);
  });

  it('refuses a locale path that is not a folder name of its own', async () => {
    const bad = siteWith({ 'docs-gen.config.ts': "export default {\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: '..' } } },\n};\n", 'docs/index.md': '# Home\n' });
    const run = await runDocsGenAsync(['build', bad.dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/docs-gen\.config\.ts:2:\d+ {2}The locale "fr" has the path "\.\.", which is not a folder name/);
    expect(bad.exists('build')).toBe(false);
    const nested = siteWith({ 'docs-gen.config.ts': "export default {\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { baseUrl: '/fr/ca/' } } },\n};\n", 'docs/index.md': '# Home\n' });
    const deep = await runDocsGenAsync(['build', nested.dir]);
    expect(deep.code).toBe(1);
    expect(deep.stderr).toMatch(/docs-gen\.config\.ts:2:\d+ {2}The locale "fr" has the baseUrl "\/fr\/ca\/", which docs-gen cannot serve/);
  });

  it('locates a translation without its message, and writes nothing', async () => {
    const bad = siteWith({
      'docs-gen.config.ts': "export default { i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n",
      'docs/index.md': '# Home\n',
      'i18n/fr/code.json': '{\n  "theme.docs.paginator.next": { "message": "Suivant" },\n  "theme.docs.paginator.previous": { "text": "Précédent" }\n}\n',
    });
    const run = await runDocsGenAsync(['build', bad.dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path.join('i18n', 'fr', 'code.json')}:3:3`);
    expect(run.stderr).toContain('The translation "theme.docs.paginator.previous" has no "message" text');
    expect(bad.exists('build')).toBe(false);
  });

  it("shows the theme's own text in the languages it ships, which the locale's code.json overrides", async () => {
    const german = siteWith({
      'docs-gen.config.ts': "export default { locale: 'de' };\n",
      'docs/a.md': '---\ntitle: A\nsidebar_position: 1\n---\n\n:::note\n\nText.\n\n:::\n',
      'docs/b.md': '---\ntitle: B\nsidebar_position: 2\n---\n\nText.\n',
      'i18n/de/code.json': '{ "theme.docs.paginator.next": { "message": "Nächste Seite" } }\n',
    });
    const run = await runDocsGenAsync(['build', german.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const a = german.read('build/a/index.html');
    expect(a).toContain('<html lang="de" dir="ltr"');
    expect(a).toContain('<span class="pagination-sub">Nächste Seite</span>');
    expect(a).toMatch(/<\/svg>Hinweis<\/p>/);
    expect(german.read('build/b/index.html')).toContain('<span class="pagination-sub">Zurück</span>');
    // The runtime's text too: the page carries its table.
    expect(a).toContain('<script type="application/json" id="docs-gen-strings">');
    expect(a).toContain('"Copy":"Kopieren"');
  });

  it("shows the theme's text in each locale's language and script, its plurals by the language's rules", async () => {
    // Slovenian has a form for two; Serbian in Latin letters is the Cyrillic text transliterated; Hindi counts 0 as one.
    const many = siteWith({
      'docs-gen.config.ts': "export default { title: 'Site', i18n: { defaultLocale: 'sl', locales: ['sl', 'sr-Latn', 'hi'] } };\n",
      'docs/a.md': '---\ntitle: A\nsidebar_position: 1\ntags: [vodnik]\n---\n\n:::tip\n\nText.\n\n:::\n',
      'docs/b.md': '---\ntitle: B\nsidebar_position: 2\ntags: [vodnik]\n---\n\nText.\n',
    });
    const run = await runDocsGenAsync(['build', many.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const a = many.read('build/a/index.html');
    expect(a).toContain('<html lang="sl" dir="ltr"');
    expect(a).toContain('<span class="pagination-sub">Naslednja</span>');
    expect(a).toMatch(/<\/svg>Nasvet<\/p>/);
    expect(many.read('build/tags/vodnik/index.html')).toContain('2 dokumenta z oznako »vodnik«');
    const latin = many.read('build/sr-Latn/a/index.html');
    expect(latin).toContain('<span class="pagination-sub">Sledeća</span>');
    expect(latin).toMatch(/<\/svg>Savet<\/p>/);
    expect(many.read('build/sr-Latn/tags/vodnik/index.html')).toContain('2 dokumenta sa oznakom „vodnik“');
    const hindi = many.read('build/hi/b/index.html');
    expect(hindi).toContain('<span class="pagination-sub">पिछला</span>');
    expect(hindi).toContain('"Copy":"कॉपी करें"');
  });

  it('leaves a site of one locale without alternates or a direction of its own', async () => {
    const one = siteWith({ 'docs/index.md': '# Home\n\nText.\n' });
    const run = await runDocsGenAsync(['build', one.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const html = one.read('build/index.html');
    expect(html).not.toContain('hrefLang');
    expect(html).toContain('<html lang="en" dir="ltr"');
  });
});

describe('migrate: a site with locales', () => {
  const siteWith = sitesWithFiles();

  it("carries i18n, the locale settings and the locale dropdown; the translations are read from the site's i18n folder", async () => {
    // As in Docusaurus, `path` names the translations' folder, not the URL: a locale is served at its name, or its `baseUrl`.
    const docusaurus = siteWith({
      'docusaurus.config.js': docusaurusConfig(
        "i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'pt-BR'], localeConfigs: { fr: { label: 'Français', direction: 'ltr', calendar: 'gregory', path: 'fr-FR' }, 'pt-BR': { baseUrl: '/pt/' } } }, presets: [['classic', { docs: { routeBasePath: '/', editUrl: 'https://git.test/edit/', editLocalizedFiles: true }, blog: false }]], themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ to: '/help', label: 'Help translate' }] }] } }",
      ),
      'docs/intro.md': '# Intro\n\nEnglish.\n',
      'docs/help.md': '# Help\n',
      'i18n/fr-FR/docusaurus-plugin-content-docs/current/intro.md': '# Intro\n\nFrançais.\n',
    });
    const result = await migrateSite(docusaurus.dir);
    expect(result.config.editLocalizedFiles).toBe(true);
    expect(result.config.i18n).toEqual({
      defaultLocale: 'en',
      locales: ['en', 'fr', 'pt-BR'],
      localeConfigs: { fr: { label: 'Français', direction: 'ltr', calendar: 'gregory', path: 'fr-FR' }, 'pt-BR': { baseUrl: '/pt/' } },
    });
    expect(result.config.navbar).toEqual({ items: [{ type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ to: '/help', label: 'Help translate' }] }] });
    expect(result.notCarried.filter((n) => n.path.startsWith('i18n') || n.path.includes('navbar'))).toEqual([]);
    expect(() => configSchema.parse(result.config)).not.toThrow();
    const run = await runDocsGenAsync(['build', docusaurus.dir, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    expect(docusaurus.read('build/fr/intro/index.html')).toContain('Français.');
    expect(docusaurus.read('build/intro/index.html')).toContain('English.');
    expect(docusaurus.read('build/pt/intro/index.html')).toContain('<link rel="canonical" href="https://t.test/pt/intro/"/>');
    expect(docusaurus.exists('build/fr-FR')).toBe(false);
  });
});

/** The languages the theme ships its own text in. */
const LANGUAGES = [
  ...['fr', 'de', 'es', 'pt', 'it', 'ru', 'ja', 'ko', 'zh-Hans', 'zh-Hant', 'ar', 'fa', 'he', 'uk', 'tr', 'id', 'pl', 'nl', 'vi', 'sv', 'cs'],
  ...['da', 'nb', 'hu', 'hi', 'bg', 'sk', 'hr', 'sl', 'sr', 'sr-Latn', 'et', 'bn', 'fi'],
];

describe("the theme's own translations", () => {
  it('picks them by language, and Chinese by script', () => {
    expect(themeTranslationsOf('fr-CA')['theme.docs.paginator.next']).toBe('Suivant');
    expect(themeTranslationsOf('pt-BR')['theme.docs.paginator.next']).toBe('Próximo');
    expect(themeTranslationsOf('zh-CN')['theme.docs.paginator.next']).toBe('下一页');
    expect(themeTranslationsOf('zh-TW')['theme.docs.paginator.next']).toBe('下一頁');
    expect(themeTranslationsOf('zh-Hant')['theme.docs.paginator.next']).toBe('下一頁');
    expect(themeTranslationsOf('ar-EG')['theme.docs.paginator.next']).toBe('التالي');
    expect(themeTranslationsOf('en')).toEqual({});
    expect(themeTranslationsOf('uk-UA')['theme.docs.paginator.next']).toBe('Наступна сторінка');
    expect(themeTranslationsOf('nl-BE')['theme.docs.paginator.next']).toBe('Volgende');
    expect(themeTranslationsOf('fi-FI')['theme.docs.paginator.next']).toBe('Seuraava');
    expect(themeTranslationsOf('is')).toEqual({});
  });

  it('reads Norwegian as Bokmål, and Serbian in the script the locale names or its region writes', () => {
    const next = (locale: string) => themeTranslationsOf(locale)['theme.docs.paginator.next'];
    expect(['nb', 'nb-NO', 'no', 'no-NO'].map(next)).toEqual(['Neste', 'Neste', 'Neste', 'Neste']);
    // Nynorsk is a written standard of its own, which the theme does not ship.
    expect(themeTranslationsOf('nn')).toEqual({});
    expect(['sr', 'sr-RS', 'sr-Cyrl', 'sr-Cyrl-ME', 'sr_RS'].map(next)).toEqual(['Следећа', 'Следећа', 'Следећа', 'Следећа', 'Следећа']);
    expect(['sr-Latn', 'sr-Latn-RS', 'sr-ME', 'sr_Latn'].map(next)).toEqual(['Sledeća', 'Sledeća', 'Sledeća', 'Sledeća']);
    // Letter for letter, a capital of two letters `Lj` at a word's start.
    expect(themeTranslationsOf('sr-Latn')['theme.CodeBlock.copyButtonAriaLabel']).toBe('Kopiraj kod u privremenu memoriju');
    expect(Object.values(themeTranslationsOf('sr-Latn')).join('')).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('has every message in every language', () => {
    const ids = Object.keys(themeTranslationsOf('de')).sort();
    expect(ids.length).toBeGreaterThan(80);
    for (const locale of LANGUAGES) {
      const messages = themeTranslationsOf(locale);
      expect(Object.keys(messages).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(messages)) expect(text.trim(), `${locale} ${id}`).not.toBe('');
      // Lower case, as Docusaurus's are: the theme capitalises them. German writes its nouns with a capital.
      if (locale !== 'de')
        for (const kind of ['note', 'tip', 'info', 'warning', 'danger', 'caution']) {
          const label = messages[`theme.admonition.${kind}`];
          expect(label, `${locale} ${kind}`).toBe(label.toLocaleLowerCase(locale));
        }
    }
  });

  it('keeps the placeholders of the English messages in every language', () => {
    const english: Record<string, string> = {
      'theme.lastUpdated.atDate': ' on {date}',
      'theme.lastUpdated.byUser': ' by {user}',
      'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
      'theme.docs.versionBadge.label': 'Version: {versionLabel}',
      'theme.docs.versions.unreleasedVersionLabel': '{siteTitle} {versionLabel}',
      'theme.docs.versions.unmaintainedVersionLabel': '{siteTitle} {versionLabel}',
      'theme.docs.versions.latestVersionSuggestionLabel': '{latestVersionLink} {versionLabel}',
      'theme.docs.tagDocListPageTitle': '{nDocsTagged} {tagName}',
      'theme.blog.tagTitle': '{nPosts} {tagName}',
      'theme.colorToggle.ariaLabel': '{mode}',
      'theme.common.headingLinkTitle': '{heading}',
      'theme.blog.post.readMoreLabel': '{title}',
    };
    const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
    for (const locale of LANGUAGES) {
      const messages = themeTranslationsOf(locale);
      for (const [id, text] of Object.entries(english)) expect(placeholders(messages[id]), `${locale} ${id}`).toEqual(placeholders(text));
    }
  });

  it('gives a plural message a form for each plural category of its language, in CLDR order', () => {
    // The categories of counts up to 199 and of a fraction (Russian's `other`): the `many` of French, Spanish,
    // Italian and Portuguese is for millions, which take the last form.
    const categoriesOf = (locale: string) => {
      const rules = new Intl.PluralRules(locale);
      return new Set([...Array.from({ length: 200 }, (_, n) => n), 1.5].map((count) => rules.select(count)));
    };
    for (const locale of LANGUAGES) {
      const categories = categoriesOf(locale);
      // Every category counts up to 199 can take, where a language has no category only for millions.
      if (!['fr', 'es', 'it', 'pt'].includes(locale)) expect(categories.size, locale).toBe(new Intl.PluralRules(locale).resolvedOptions().pluralCategories.length);
      for (const [id, text] of Object.entries(themeTranslationsOf(locale))) {
        if (id.endsWith('.plurals') || id.endsWith('.nDocsTagged')) expect(text.split('|').length, `${locale} ${id}`).toBe(categories.size);
      }
    }
    const posts = themeTranslationsOf('ar')['theme.blog.post.plurals'];
    expect([0, 1, 2, 3, 11, 100].map((count) => pluralForm('ar', count, posts))).toEqual([
      'لا توجد مقالات',
      'مقاله واحده',
      'مقالتان',
      '{count} مقالات',
      '{count} مقالة',
      '{count} مقالة',
    ]);
    expect([1, 2, 3].map((count) => pluralForm('he', count, themeTranslationsOf('he')['theme.docs.tagDocListPageTitle.nDocsTagged']))).toEqual([
      'מסמך אחד',
      'שני מסמכים',
      '{count} מסמכים',
    ]);
    // Polish and Ukrainian: a form for one, for a few (2–4, 22–24, …) and for many (5–20, …).
    expect([1, 2, 5, 22].map((count) => pluralForm('pl', count, themeTranslationsOf('pl')['theme.blog.post.plurals']))).toEqual([
      '{count} wpis',
      '{count} wpisy',
      '{count} wpisów',
      '{count} wpisy',
    ]);
    expect([1, 2, 5].map((count) => pluralForm('uk', count, themeTranslationsOf('uk')['theme.docs.tagDocListPageTitle.nDocsTagged']))).toEqual([
      '{count} документ',
      '{count} документи',
      '{count} документів',
    ]);
    // Slovenian: one (1, 101), two (2, 102), few (3, 4, 103) and other (5–100, 0).
    expect([1, 2, 3, 5, 101, 102, 0].map((count) => pluralForm('sl', count, themeTranslationsOf('sl')['theme.blog.post.plurals']))).toEqual([
      '{count} objava',
      '{count} objavi',
      '{count} objave',
      '{count} objav',
      '{count} objava',
      '{count} objavi',
      '{count} objav',
    ]);
    // Croatian and Serbian: one (1, 21), few (2–4, 22–24) and other (5–20, 11).
    expect([1, 2, 5, 11, 21, 22].map((count) => pluralForm('hr', count, themeTranslationsOf('hr')['theme.docs.tagDocListPageTitle.nDocsTagged']))).toEqual([
      '{count} dokument',
      '{count} dokumenta',
      '{count} dokumenata',
      '{count} dokumenata',
      '{count} dokument',
      '{count} dokumenta',
    ]);
    expect([1, 3, 7].map((count) => pluralForm('sr', count, themeTranslationsOf('sr')['theme.blog.post.plurals']))).toEqual([
      '{count} објава',
      '{count} објаве',
      '{count} објава',
    ]);
    // Slovak: one, few (2–4), other (5 and up), and many for a fraction.
    expect([1, 2, 5, 1.5].map((count) => pluralForm('sk', count, themeTranslationsOf('sk')['theme.docs.DocCard.categoryDescription.plurals']))).toEqual([
      '{count} položka',
      '{count} položky',
      '{count} položiek',
      '{count} položky',
    ]);
    // Hindi's and Bengali's one is also 0; Finnish's only 1.
    expect([0, 1, 2].map((count) => pluralForm('hi', count, themeTranslationsOf('hi')['theme.blog.post.plurals']))).toEqual(['{count} पोस्ट', '{count} पोस्ट', '{count} पोस्ट']);
    expect([0, 1, 2].map((count) => pluralForm('fi', count, themeTranslationsOf('fi')['theme.blog.post.plurals']))).toEqual([
      '{count} kirjoitusta',
      '{count} kirjoitus',
      '{count} kirjoitusta',
    ]);
  });
});
