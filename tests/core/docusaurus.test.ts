import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../src/content/frontMatter.js';
import { misspelledKey } from '../../src/content/misspelledKey.js';
import { docLocation, parseNumberPrefix } from '../../src/content/routes.js';
import type { SiteConfig } from '../../src/config/types.js';
import { createLinkResolver } from '../../src/links/linkResolver.js';
import type { Page } from '../../src/shared/types.js';
import { applyMagicComments } from '../../src/markdown/magicComments.js';
import { preprocessMarkdown } from '../../src/markdown/preprocess.js';
import { buildFixture } from '../helpers/site.js';
import { textOf } from '../helpers/html.js';

/** Docusaurus 3 content that must build unchanged: its defaults for Markdown, admonitions and code. */

describe('magic comments', () => {
  it('highlights lines and removes the comments, in each language’s comment syntax', () => {
    const js = applyMagicComments('a\n// highlight-next-line\nb\n// highlight-start\nc\nd\n// highlight-end\ne\n', 'js');
    expect(js.code).toBe('a\nb\nc\nd\ne\n');
    expect([...js.highlightLines]).toEqual([2, 3, 4]);
    const py = applyMagicComments('# highlight-next-line\nx = 1\n', 'python');
    expect(py).toEqual({ code: 'x = 1\n', highlightLines: new Set([1]) });
    const jsx = applyMagicComments('{/* highlight-next-line */}\n<A />', 'jsx');
    expect(jsx).toEqual({ code: '<A />', highlightLines: new Set([1]) });
    const html = applyMagicComments('<!-- highlight-next-line -->\n<p/>', 'html');
    expect(html).toEqual({ code: '<p/>', highlightLines: new Set([1]) });
  });

  it("reads the site's own kinds, each giving its lines its class, beside Docusaurus's", () => {
    const kinds = [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      { className: 'code-add-line', line: 'highlight-add-next-line', block: { start: 'highlight-add-start', end: 'highlight-add-end' } },
    ];
    const diff = applyMagicComments('a\n// highlight-add-start\nb\nc\n// highlight-add-end\n// highlight-next-line\nd\n# highlight-add-next-line\ne\n', 'js', kinds);
    expect(diff.code).toBe('a\nb\nc\nd\n# highlight-add-next-line\ne\n');
    expect(diff.highlightLines).toEqual(new Set([4]));
    expect(diff.lineClasses).toEqual(new Map([[2, ['code-add-line']], [3, ['code-add-line']]]));
    // A list without Docusaurus's kind replaces it, as in Docusaurus.
    expect(applyMagicComments('// highlight-next-line\nx', 'js', kinds.slice(1)).code).toBe('// highlight-next-line\nx');
  });

  it('leaves code alone without a language, and comments of another language', () => {
    expect(applyMagicComments('// highlight-next-line\nx', undefined).code).toBe('// highlight-next-line\nx');
    // Python has no `//` comments, so the line is code.
    expect(applyMagicComments('// highlight-next-line\nx', 'python').code).toBe('// highlight-next-line\nx');
    // A comment that is not alone on its line is code too.
    expect(applyMagicComments('x = 1 // highlight-next-line\ny', 'js').highlightLines.size).toBe(0);
  });
});

describe('preprocessMarkdown', () => {
  it('writes a title of plain words as a JSX string, any other as a JavaScript string', () => {
    const titles = (source: string) => [...preprocessMarkdown(source).matchAll(/title=(.*)>/g)].map((m) => m[1]);
    expect(titles(':::note Plain words, (and) 3.5 / 4\n:::\n:::tip[Say "hi"]\n:::\n:::info R&D\n:::\n:::danger [a link](/x)\n:::\n')).toEqual([
      '"Plain words, (and) 3.5 / 4"',
      String.raw`{"Say \"hi\""}`,
      '{"R&D"}',
      '{"[a link](/x)"}',
    ]);
  });

  it('keeps every line where it was, so errors stay located', () => {
    const source = ':::tip[A **b**]\n\nx <!-- c --> y\n\n- item\n  :::\n\n<!--\nz\n-->\n# T {#t}';
    const out = preprocessMarkdown(source).split('\n');
    expect(out.slice(0, 11)).toEqual([
      '<Admonition type="tip" title={"A **b**"}>',
      '',
      'x {/* c */} y',
      '',
      '- item',
      '</Admonition>',
      '',
      '{/*',
      'z',
      '*/}',
      '# T \\{#t\\}',
    ]);
  });

  it('nests admonitions opened with more colons, each closed by its own fence', () => {
    expect(preprocessMarkdown('::::info[Outer]\n:::warning\nin\n:::\nout\n::::\n:::\n')).toBe(
      '<Admonition type="info" title="Outer">\n<Admonition type="warning">\nin\n</Admonition>\nout\n</Admonition>\n:::\n',
    );
  });

  it('leaves fenced code and code spans alone, and closes what the file leaves open', () => {
    const out = preprocessMarkdown('```\n:::note\n<!-- x -->\n```\n`<!-- y -->`\n:::note\n<!-- open');
    expect(out).toBe('```\n:::note\n<!-- x -->\n```\n`<!-- y -->`\n<Admonition type="note">\n{/* open\n*/}\n\n</Admonition>');
  });

  it('leaves code fenced in block quotes and list items alone, and reads on where the quote ends', () => {
    const source = '> ```html\n> <!-- quoted -->\n> :::note\n> ```\n\n- ```html\n  <!-- listed -->\n  ```\n\n1. ```\n   <!-- numbered -->\n   ```\n\n> ```\n> <!-- open quote -->\nOutside <!-- prose -->\n';
    expect(preprocessMarkdown(source)).toBe(
      '> ```html\n> <!-- quoted -->\n> :::note\n> ```\n\n- ```html\n  <!-- listed -->\n  ```\n\n1. ```\n   <!-- numbered -->\n   ```\n\n> ```\n> <!-- open quote -->\nOutside {/* prose */}\n',
    );
  });
});

describe('front matter', () => {
  const known = ['sidebar_position', 'sidebar_label', 'title', 'tags', 'slug'];

  it('names the known key an unknown one looks like a misspelling of, and only then', () => {
    expect(misspelledKey('sidebar_postion', known)).toBe('sidebar_position');
    expect(misspelledKey('sidebarPosition', known)).toBe('sidebar_position');
    expect(misspelledKey('Sidebar-Label', known)).toBe('sidebar_label');
    expect(misspelledKey('tag', known)).toBe('tags');
    expect(misspelledKey('author', known)).toBeUndefined();
    expect(misspelledKey('product', known)).toBeUndefined();
    // A key Docusaurus knows is never a misspelling of the nearest key docs-gen uses.
    expect(misspelledKey('sidebar_custom_props', ['sidebar_class_name', 'sidebar_label'], ['sidebar_custom_props'])).toBeUndefined();
  });

  it('keeps unknown keys with their values, and warns where a misspelled one is written', () => {
    const { frontMatter, warnings } = splitFrontMatter('---\ntitle: T\nauthor: Ann\nextra:\n  n: 1\ntitel: X\n---\nText\n', 'x.md');
    expect(frontMatter).toEqual({ title: 'T', author: 'Ann', extra: { n: 1 }, titel: 'X' });
    expect(warnings).toEqual([{ message: expect.stringMatching(/^Unknown front matter key "titel": did you mean "title"\?/), file: 'x.md', line: 6, column: 1 }]);
  });

  it('still rejects a known key with a value of the wrong type', () => {
    expect(() => splitFrontMatter('---\nsidebar_position: two\nauthor: Ann\n---\n', 'x.md')).toThrow(/Invalid front matter "sidebar_position"/);
  });
});

describe('doc ids and routes', () => {
  it('takes number prefixes off, except dates and versions', () => {
    expect(parseNumberPrefix('01-intro')).toEqual({ name: 'intro', prefix: 1 });
    expect(parseNumberPrefix('003 - my doc')).toEqual({ name: 'my doc', prefix: 3 });
    expect(parseNumberPrefix('2fa')).toEqual({ name: '2fa' });
    expect(parseNumberPrefix('2021-05-10-notes')).toEqual({ name: '2021-05-10-notes' });
    expect(parseNumberPrefix('1.2-release')).toEqual({ name: '1.2-release' });
  });

  it('strips prefixes from folders and files in ids and routes', () => {
    expect(docLocation('/', '01-intro.md', {})).toEqual({ id: 'intro', route: '/intro/', numberPrefix: 1 });
    expect(docLocation('/docs', '02-guides/03-setup.mdx', {})).toEqual({ id: 'docs/guides/setup', route: '/docs/guides/setup/', numberPrefix: 3 });
  });

  it('uses the front-matter id in the URL, and a slug over both', () => {
    expect(docLocation('/', 'guides/named.md', { id: 'custom' })).toEqual({ id: 'guides/custom', route: '/guides/custom/' });
    expect(docLocation('/', 'guides/named.md', { id: 'custom', slug: '/top' })).toMatchObject({ id: 'guides/custom', route: '/top/' });
    expect(docLocation('/', '01-guides/named.md', { slug: 'here' }).route).toBe('/guides/here/');
    expect(docLocation('/', 'a/b/named.md', { slug: '../up' }).route).toBe('/a/up/');
  });

  it('makes index, README and a file named like its folder the folder’s page', () => {
    expect(docLocation('/', 'faq/faq.md', {})).toEqual({ id: 'faq/faq', route: '/faq/', folderUrl: true });
    expect(docLocation('/', 'Guides/README.md', {}).route).toBe('/Guides/');
    expect(docLocation('/', 'index.mdx', {}).route).toBe('/');
    expect(docLocation('/', '02-guides/02-guides.md', {}).route).toBe('/guides/');
    // Docusaurus compares raw names: `02-guides/guides.md` is a page of its own.
    expect(docLocation('/', '02-guides/guides.md', {}).route).toBe('/guides/guides/');
    expect(docLocation('/', 'faq/faq.md', { slug: 'more' }).route).toBe('/faq/more/');
  });

  it('marks the docs whose Docusaurus URL ends in a slash: a folder’s own page, a slug written with one', () => {
    const folderUrl = (relPath: string, frontMatter: { slug?: string } = {}) => docLocation('/', relPath, frontMatter).folderUrl ?? false;
    expect(['guides/index.md', 'Guides/README.md', 'faq/faq.md', '02-guides/02-guides.md'].map((file) => folderUrl(file))).toEqual([true, true, true, true]);
    expect([folderUrl('guides/setup.md'), folderUrl('faq/faq.md', { slug: 'more' }), folderUrl('faq/faq.md', { slug: '/faq' })]).toEqual([false, false, false]);
    expect([folderUrl('guides/setup.md', { slug: '/setup/' }), folderUrl('guides/setup.md', { slug: 'here/' })]).toEqual([true, true]);
  });
});

describe('link resolution', () => {
  const root = '/site/docs';
  const page = (route: string, file: string) => ({ route, sourceFile: `${root}/${file}` }) as Page;
  const pages = [page('/intro/', '01-intro.md'), page('/guides/setup/', '02-guides/02-setup.md'), page('/faq/', 'faq/faq.md'), page('/guides/faq/', '02-guides/faq.md')];
  const config = { baseUrl: '/', url: 'https://x.test', router: 'browser', siteDirPath: '/site', content: [{ absPath: root, routeBasePath: '/' }] } as unknown as SiteConfig;
  const resolve = createLinkResolver(config, {
    pagesByRoute: new Map(pages.map((p) => [p.route, p])),
    pagesByFile: new Map(pages.map((p) => [p.sourceFile, p])),
    files: new Set(['/img/a.png']),
  });
  const from = pages[1];

  it('finds .md links from the page’s folder first, then from the docs root, then the site folder; /x.md from those two', () => {
    expect(resolve('../01-intro.md', from)).toMatchObject({ href: '/intro/', found: true });
    expect(resolve('/docs/faq/faq.md', from)).toMatchObject({ href: '/faq/', found: true });
    expect(resolve('@site/docs/faq/faq.md', from)).toMatchObject({ href: '/faq/', found: true });
    expect(resolve('faq.md', from)).toMatchObject({ href: '/guides/faq/', found: true });
    expect(resolve('faq/faq.md#q', from)).toMatchObject({ href: '/faq/#q', found: true });
    expect(resolve('/faq/faq.md', from)).toMatchObject({ href: '/faq/', found: true });
    expect(resolve('missing.md', from)).toMatchObject({ kind: 'markdown', found: false });
  });

  it('resolves relative URLs against the route without its trailing slash, as Docusaurus serves it', () => {
    expect(resolve('../intro', from)).toMatchObject({ href: '/intro/', found: true });
    expect(resolve('./faq', from)).toMatchObject({ href: '/guides/faq/', found: true });
    expect(resolve('faq', pages[0])).toMatchObject({ href: '/faq/', found: true });
  });

  it("resolves them inside the folder on a folder's own page, whose Docusaurus URL ends in a slash", () => {
    const faq = { ...pages[2], folderUrl: true } as Page;
    expect(resolve('./more', faq)).toMatchObject({ href: '/faq/more/', found: false });
    expect(resolve('../intro', faq)).toMatchObject({ href: '/intro/', found: true });
  });

  it('resolves them against the route with its slash on a site that sets trailingSlash: true, as Docusaurus then does', () => {
    const slashed = createLinkResolver({ ...config, trailingSlash: true }, {
      pagesByRoute: new Map(pages.map((p) => [p.route, p])),
      pagesByFile: new Map(pages.map((p) => [p.sourceFile, p])),
      files: new Set(),
    });
    expect(slashed('../faq', from)).toMatchObject({ href: '/guides/faq/', found: true });
    expect(slashed('../../intro#a', from)).toMatchObject({ href: '/intro/#a', found: true });
    expect(slashed('./more', from)).toMatchObject({ href: '/guides/setup/more/', found: false });
  });
});

describe('a Docusaurus docs folder', () => {
  let site: Awaited<ReturnType<typeof buildFixture>>;
  let home: string;
  beforeAll(async () => {
    site = await buildFixture('docusaurus-compat');
    home = site.code === 0 ? site.html('/') : '';
  });
  afterAll(() => site?.cleanup());

  it('builds, warning only about the front matter keys that look misspelled', () => {
    expect(site.code).toBe(0);
    const warnings = site.stderr.trim().split('\n');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/docs\/authors\.md:6:1 {2}Unknown front matter key "sidebarPosition": did you mean "sidebar_position"\?/);
    expect(warnings[1]).toMatch(/docs\/authors\.md:7:1 {2}Unknown front matter key "sidebar_lable": did you mean "sidebar_label"\?/);
    // Kept keys reach the page: the body reads them as `frontMatter`, as on Docusaurus.
    expect(site.html('/authors/')).toContain('<p>Written by <!-- -->Ann Example<!-- --> for <!-- -->gpu<!-- -->.</p>');
  });

  it('renders HTML comments as nothing', () => {
    expect(home).toContain('<p>Text. <!-- --> More text.</p>');
    expect(home).not.toContain('an inline comment');
    expect(home).not.toContain('several lines');
    expect(home).toContain('<code>&lt;!-- kept --&gt;</code>');
    // In code, a comment is code, in a block quote or list item too.
    expect(textOf(home)).toContain('<!-- quoted code -->');
    expect(textOf(home)).toContain('<!-- listed code -->');
  });

  it('renders every Docusaurus admonition keyword, with Markdown titles', () => {
    const heading = (kind: string, label: string) => new RegExp(`<aside class="admonition admonition-${kind}" aria-label="${label}"><p class="admonition-heading"><svg[^]*?</svg>`);
    expect(home).toMatch(new RegExp(`${heading('info', 'Important').source}Important</p><div class="admonition-content"><p>Important body.</p>`));
    expect(home).toMatch(new RegExp(`${heading('tip', 'Done well').source}Done <strong>well</strong></p>`));
    expect(home).toMatch(new RegExp(`${heading('note', 'Legacy emphasis title').source}Legacy <em>emphasis</em> title</p>`));
    expect(home).toMatch(new RegExp(`${heading('caution', 'Caution').source}Caution</p>`));
    expect(home).not.toContain(':::');
  });

  it('closes an admonition at an indented ::: and at the end of the file', () => {
    expect(home).toMatch(/<li>\n<p>item one<\/p>\n<aside class="admonition admonition-tip"[^]*?<p>Tip in a list.<\/p><\/div><\/aside>\n<\/li>/);
    expect(home).toMatch(/<ul>\n<li>a list<\/li>\n<li>in a note<\/li>\n<\/ul><\/div><\/aside>/);
    expect(home).toMatch(/aria-label="Left open">[^]*<p>Danger at the end.<\/p><\/div><\/aside><\/article>/);
  });

  it('routes and links as Docusaurus does', () => {
    for (const route of ['/intro/', '/guides/setup/', '/guides/custom-name/', '/faq/', '/other/']) expect(site.exists(`build${route}index.html`)).toBe(true);
    expect(site.exists('build/01-intro/index.html')).toBe(false);
    const setup = site.html('/guides/setup/');
    expect(setup).toContain('<a href="/intro/">up a folder</a>');
    expect(setup).toContain('<a href="/faq/">from the docs root</a>');
    expect(setup).toContain('<a href="/other/">absolute file</a>');
    expect(setup).toContain('<a href="/intro/">relative URL</a>');
    expect(setup).toContain('<a href="/guides/custom-name/#named">sibling URL</a>');
    expect(setup).toContain('<a href="/guides/custom-name/">by id</a>');
  });

  it('shows the body’s H1 once when front matter also sets a title, which names the page', () => {
    expect(home.match(/<h1[ >]/g)).toHaveLength(1);
    expect(home).toContain('<h1 id="welcome-home">Welcome home</h1>');
    expect(home).toContain('<title>Home | Docusaurus Compat</title>');
  });

  it('highlights the lines magic comments mark and removes the comments', () => {
    const lines = (language: string, nth = 0) => {
      const blocks = home.split(`data-language="${language}"`).slice(1);
      return [...blocks[nth].split('</code>')[0].matchAll(/<span class="line( highlighted)?">(.*?)<\/span>(?=\n|$)/g)].map(
        (m) => `${m[1] ? '+' : ' '}${m[2].replace(/<[^>]+>/g, '')}`,
      );
    };
    expect(lines('js')).toEqual([' const a = 1;', '+const b = 2;', '+const c = 3;', '+const d = 4;', ' const e = 5;']);
    expect(lines('python')).toEqual(['+x = 1', ' y = 2']);
    expect(lines('html')).toEqual(['+&#x3C;p>hi&#x3C;/p>']);
    // A `{1}` range in the meta wins: the comment stays code, as in Docusaurus.
    expect(lines('js', 1)).toEqual(['+// highlight-next-line', ' const kept = true;']);
  });
});
