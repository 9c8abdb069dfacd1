import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * The theme's own strings in the locale being built, from its `i18n/<locale>/code.json` as `docusaurus
 * write-translations` writes it: Docusaurus's ids translate docs-gen's theme as they translated Docusaurus's,
 * docs-gen's own parts have `docs-gen.*` ids, and an id the file leaves out keeps its English text.
 */
const site = tempSite();
let build: RunResult;

const CODE_JSON = {
  'theme.docs.paginator.previous': { message: 'Précédent', description: 'The label used to navigate to the previous doc' },
  'theme.docs.paginator.next': { message: 'Suivant', description: 'The label used to navigate to the next doc' },
  'theme.common.editThisPage': { message: 'Éditer cette page', description: 'The link label to edit the current page' },
  'theme.TOCCollapsible.toggleButtonLabel': { message: 'Sur cette page' },
  'theme.docs.tagDocListPageTitle.nDocsTagged': { message: 'Un document tagué|{count} documents tagués' },
  'theme.docs.tagDocListPageTitle': { message: '{nDocsTagged} avec « {tagName} »' },
  'theme.admonition.note': { message: 'remarque', description: 'The default label used for the Note admonition (:::note)' },
  'theme.NotFound.title': { message: 'Page introuvable', description: 'The title of the 404 page' },
  'home.greeting': { message: 'Bonjour {name}', description: 'The greeting of the site component' },
};

const read = (rel: string) => site.read(path.join('build', rel));
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

beforeAll(async () => {
  site.write(
    'docs-gen.config.ts',
    "export default { title: 'Traduit', url: 'https://traduit.example', editUrl: 'https://example.com/edit/', i18n: { defaultLocale: 'fr', locales: ['fr'] } };\n",
  );
  site.write('i18n/fr/code.json', `${JSON.stringify(CODE_JSON, null, 2)}\n`);
  site.write(
    'docs/index.mdx',
    [
      '---',
      'title: Accueil',
      'sidebar_position: 1',
      'tags: [start]',
      '---',
      "import Greeting from '@site/src/components/Greeting';",
      '',
      '<Greeting name="Ada" />',
      '',
      '## Première partie',
      '',
      ':::note',
      '',
      'Une remarque.',
      '',
      ':::',
      '',
      ':::tip',
      '',
      'Une astuce.',
      '',
      ':::',
      '',
    ].join('\n'),
  );
  site.write('docs/guide.md', '---\ntitle: Guide\nsidebar_position: 2\ntags: [start, deep]\n---\n\nLe guide.\n\n## Étapes\n\nDes étapes.\n');
  site.write(
    'src/components/Greeting.tsx',
    [
      "import Translate from '@docusaurus/Translate';",
      '',
      'export default function Greeting({ name }: { name: string }) {',
      '  return (',
      '    <p id="greeting">',
      '      <Translate id="home.greeting" values={{ name }}>',
      "        {'Hello {name}'}",
      '      </Translate>',
      '    </p>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 120_000);

afterAll(() => site.cleanup());

describe("the theme's strings, translated by the locale's code.json", () => {
  it('builds the site', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('labels the pagination, the edit link and both tables of contents with their translations', () => {
    const home = mainOf(read('index.html'));
    expect(home).toContain('<span class="pagination-sub">Suivant</span>');
    expect(home).toContain('Éditer cette page</a>');
    expect(home).toMatch(/<summary>Sur cette page<svg/);
    // Docusaurus has one label for both: its translation titles the column too.
    expect(home).toMatch(/<h2 id="toc-title" class="toc-title">Sur cette page<\/h2>/);
    expect(mainOf(read('guide/index.html'))).toContain('<span class="pagination-sub">Précédent</span>');
  });

  it("gives an admonition its kind's translated label, with a capital as the theme shows labels", () => {
    const home = mainOf(read('index.html'));
    expect(home).toMatch(/<aside class="admonition admonition-note" aria-label="Remarque">.*?<\/svg>Remarque<\/p>/s);
  });

  it("picks the plural form of a tag's title by the locale's rules", () => {
    expect(mainOf(read('tags/start/index.html'))).toContain('<h1>2 documents tagués avec « start »</h1>');
    expect(mainOf(read('tags/deep/index.html'))).toContain('<h1>Un document tagué avec « deep »</h1>');
  });

  it('titles the not-found page in the locale, in its heading and its head', () => {
    const notFound = read('404.html');
    expect(mainOf(notFound)).toContain('<h1>Page introuvable</h1>');
    expect(notFound).toMatch(/<title>Page introuvable \| Traduit<\/title>/);
  });

  it("translates a site component's <Translate id>, its values filled in", () => {
    expect(read('index.html')).toContain('<p id="greeting">Bonjour Ada</p>');
  });

  it("shows the theme's own French for every id the file leaves out", () => {
    const home = read('index.html');
    expect(home).toContain('<a class="skip-link" href="#main">Aller au contenu principal</a>');
    expect(home).toMatch(/<aside class="admonition admonition-tip" aria-label="Astuce">/);
    expect(home).toContain('aria-label="Pages de documentation"');
    expect(mainOf(read('tags/index.html'))).toContain('<h1>Étiquettes</h1>');
  });
});
