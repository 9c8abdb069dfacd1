import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Components a Docusaurus site keeps in its theme folder under names of its own (`src/theme/Faq.tsx`,
 * `src/theme/Footer/Social/index.js` beside a Footer override), which its pages, components and overrides import as `@theme/Faq`.
 */
describe("a site's own components in its theme folder", () => {
  let site: ReturnType<typeof tempSite>;
  let run: RunResult;
  beforeAll(async () => {
    site = tempSite();
    site.write('docs/index.mdx', "import Faq from '@theme/Faq';\nimport Badge from '@theme/Widgets/Badge';\n\n# Home\n\n<Faq question=\"Why?\" /> <Badge />\n");
    site.write('src/theme/Faq.tsx', "export default function Faq({ question }: { question: string }) {\n  return <dl className=\"faq\"><dt>{question}</dt></dl>;\n}\n");
    site.write('src/theme/Widgets/Badge.tsx', "export default function Badge() {\n  return <span className=\"badge-own\">new</span>;\n}\n");
    // An override and a React page use it too.
    site.write('src/theme/Footer.tsx', "import Faq from '@theme/Faq';\nimport Social from '@theme/Footer/Social';\n\nexport default function Footer() {\n  return <footer className=\"own-footer\"><Faq question=\"In the footer?\" /><Social /></footer>;\n}\n");
    // A swizzled override's parts, kept beside it under the theme component's name (`Footer/Social`).
    site.write('src/theme/Footer/Social/index.js', "export default function FooterSocial() {\n  return <nav className=\"own-social\" />;\n}\n");
    site.write('src/pages/about.tsx', "import Faq from '@theme/Faq';\n\nexport default function About() {\n  return <main><Faq question=\"About?\" /></main>;\n}\n");
    run = await runDocsGenAsync(['build', site.dir]);
  });
  afterAll(() => site.cleanup());

  it('are imported as @theme/Name by pages, overrides and React pages, with no warning', () => {
    expect(run.code, run.stderr).toBe(0);
    const home = site.read('build/index.html');
    expect(home).toContain('<dl class="faq"><dt>Why?</dt></dl>');
    expect(home).toContain('<span class="badge-own">new</span>');
    expect(home).toContain('<footer class="own-footer"><dl class="faq"><dt>In the footer?</dt></dl><nav class="own-social"></nav></footer>');
    expect(site.read('build/about/index.html')).toContain('<dl class="faq"><dt>About?</dt></dl>');
    expect(run.stderr).not.toContain('is not a theme component');
  });

  it('leave a name neither the theme nor the site has an unsupported import, at the import', async () => {
    site.write('docs/index.mdx', "import Nope from '@theme/Nope';\n\n# Home\n\n<Nope />\n");
    const failed = await runDocsGenAsync(['build', site.dir, '-o', 'out-nope']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/docs[/\\]index\.mdx:1:1 +Unsupported import "@theme\/Nope"/);
  });

  it('let an override import Markdown, rendered with the components of the page showing it', async () => {
    const other = tempSite();
    try {
      // A map of partials, as Docusaurus sites write their MDXComponents: pages name them without importing them.
      other.write('src/theme/MDXComponents.js', "import MDXComponents from '@theme-original/MDXComponents';\nimport Part from '@site/docs/partials/_part.mdx';\nimport Badge from '@site/src/components/Badge';\n\nexport default { ...MDXComponents, Part, Badge };\n");
      other.write('src/components/Badge.js', "export default function Badge() { return <span className=\"badge\">new</span>; }\n");
      // It names Badge, which only the page's components give it, and an image of its own.
      other.write('docs/partials/_part.mdx', 'Some **text** <Badge />.\n\n![Chart](./chart.png)\n');
      other.write('docs/partials/chart.png', 'png');
      // Outside a page's content (a footer), its components are the theme's.
      other.write('src/theme/Footer.jsx', "import Note from '../partials/_note.md';\nexport default function Footer() { return <footer className=\"own-footer\"><Note /></footer>; }\n");
      other.write('src/partials/_note.md', 'A *note* <Badge />\n');
      other.write('docs/index.mdx', '# Home\n\n<Part />\n');
      const built = await runDocsGenAsync(['build', other.dir]);
      expect(built.code, built.stderr).toBe(0);
      const home = other.read('build/index.html');
      expect(home).toMatch(/<p>Some <strong>text<\/strong> <span class="badge">new<\/span>\.<\/p>/);
      const image = /<img [^>]*src="([^"]+)" alt="Chart"/.exec(home)?.[1];
      expect(image).toBeDefined();
      expect(other.exists(`build${image}`)).toBe(true);
      expect(home).toMatch(/<footer class="own-footer"><p>A <em>note<\/em> <span class="badge">new<\/span><\/p><\/footer>/);
      // A mistake in that Markdown is placed in its file.
      other.write('src/partials/_note.md', 'A {note\n');
      const failed = await runDocsGenAsync(['build', other.dir, '-o', 'out-broken']);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/src[/\\]partials[/\\]_note\.md:1:3 +MDX: /);
    } finally {
      other.cleanup();
    }
  });
});

/**
 * Two files for one theme component: `SearchBar.tsx` beside `SearchBar/index.tsx` (questdb's site has both). Before,
 * this was an error; Docusaurus uses the folder's index, found after its siblings, and so does docs-gen now, with a
 * warning at the file left unused. Two files side by side (`TOC.tsx`, `TOC.jsx`) are still an error: which one
 * Docusaurus takes depends on the order the file system lists them in.
 */
describe('a theme component overridden by a file and by a folder of the same name', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it("uses the folder's index, and warns about the file", async () => {
    site.write('docs/index.md', '# Home\n');
    site.write('src/theme/Footer.tsx', 'export default function Footer() {\n  return <footer className="from-file" />;\n}\n');
    site.write('src/theme/Footer/index.tsx', 'export default function Footer() {\n  return <footer className="from-folder" />;\n}\n');
    const run = await runDocsGenAsync(['build', site.dir]);
    expect(run.code, run.stderr).toBe(0);
    const html = site.read('build/index.html');
    expect(html).toContain('<footer class="from-folder"></footer>');
    expect(html).not.toContain('from-file');
    expect(run.stderr).toMatch(/^warning \S*src\/theme\/Footer\.tsx {2}Footer\/index\.tsx overrides Footer too, and is the one used \(as in Docusaurus, a folder's index wins over a file of the same name\): this file replaces nothing\.$/m);
  });

  it('is an error for two files side by side', async () => {
    site.write('src/theme/TOC.tsx', 'export default function TOC() {\n  return null;\n}\n');
    site.write('src/theme/TOC.jsx', 'export default function TOC() {\n  return null;\n}\n');
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error \S*src\/theme\/TOC\.tsx {2}Two files override the theme component TOC: this one and TOC\.jsx$/m);
  });
});

/**
 * A theme override that does not compile (questdb's AnnouncementBar imports a Docusaurus 2 hook) while nothing
 * renders it (the site's own Layout leaves the bar out). Docusaurus compiles only what is imported, so the site
 * builds there; here the whole build failed. Now the override fails the build only where it renders, at its line.
 */
describe('a theme override that does not compile', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());
  const BAR = "import { useUserPreferencesContext } from '@theme/hooks/useUserPreferencesContext';\n\nexport default function AnnouncementBar() {\n  return useUserPreferencesContext() ? <div className=\"own-bar\" /> : null;\n}\n";

  it('fails nothing while nothing renders it', async () => {
    site.write('docs/index.md', '# Home\n');
    site.write('src/theme/AnnouncementBar/index.tsx', BAR);
    site.write('src/theme/Layout/index.tsx', 'export default function Layout({ children }: { children?: React.ReactNode }) {\n  return <div className="own-layout">{children}</div>;\n}\n');
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(site.read('build/index.html')).toContain('<div class="own-layout">');
  });

  it('is an error at its line where a page renders it, naming the page', async () => {
    site.write('src/theme/Layout/index.tsx', "import Original from '@theme-original/Layout';\n\nexport default Original;\n");
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error \S*src\/theme\/AnnouncementBar\/index\.tsx:1:\d+ {2}"@theme\/hooks\/useUserPreferencesContext" names no theme component\./m);
    expect(run.stderr).toMatch(/It is the theme override of AnnouncementBar, which \/ renders: a theme file is compiled where something renders it, as in Docusaurus\./);
    // The output of the build before stays.
    expect(site.read('build/index.html')).toContain('<div class="own-layout">');
  });
});

/**
 * A SearchBar override that is Algolia's DocSearch, ejected (questdb's site has one, beside a wrapper of the
 * original): docs-gen searches the site itself and ships no client React, so the override would draw a button that
 * does nothing, and it imports packages of a service docs-gen does not use. Before, the build failed on them.
 */
describe("an ejected Algolia SearchBar", () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it("gives way to docs-gen's search, with a warning; a wrapper of the original beside it still wraps it", async () => {
    site.write('docs/index.md', '# Home\n');
    site.write(
      'src/theme/SearchBar/index.tsx',
      "import { DocSearchButton } from '@docsearch/react';\nimport { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';\n\nexport default function SearchBar() {\n  useAlgoliaContextualFacetFilters();\n  return <DocSearchButton />;\n}\n",
    );
    site.write('src/theme/SearchBar.tsx', "import SearchBar from '@theme-original/SearchBar';\n\nexport default function Wrapped() {\n  return <div className=\"search-wrapper\"><SearchBar /></div>;\n}\n");
    const run = await runDocsGenAsync(['build', site.dir]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^warning \S*src\/theme\/SearchBar\/index\.tsx {2}This SearchBar is Algolia's \(it imports DocSearch\): docs-gen's own search takes its place, so this file replaces nothing\.$/m);
    const html = site.read('build/index.html');
    expect(html).toMatch(/<div class="search-wrapper"><button[^>]*data-search-button/);
  });
});

/**
 * A NotFound override written as a route's component, as Docusaurus renders it (questdb's reads
 * `({ location }) => location.pathname`): it gets `location`, `history` and `match`. Before, it got no props and threw.
 */
describe('a NotFound override written as a route component', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('gets the route props Docusaurus gives it', async () => {
    site.write('docs-gen.config.ts', "export default { title: 'Lost', baseUrl: '/base/' };\n");
    site.write('docs/index.md', '# Home\n');
    site.write(
      'src/theme/NotFound/index.tsx',
      "export default function NotFound({ location, history, match }: { location: { pathname: string }; history: { push: (to: string) => void }; match: { isExact: boolean } }) {\n  history.push('/');\n  return <main className=\"lost\">{`${location.pathname} ${match.isExact}`}</main>;\n}\n",
    );
    const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(run.stderr).toBe('');
    expect(site.read('build/404.html')).toContain('<main class="lost">/base/404.html true</main>');
  });
});
