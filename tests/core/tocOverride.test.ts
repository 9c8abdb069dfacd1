import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * Theme overrides written for Docusaurus, in one site:
 * - A TOC override reads the headings from `props.toc` (`{ value, id, level }`, the heading as HTML), rewrites
 *   them and passes them on to the original. It threw ("reading 'length'" of undefined): the theme passed only
 *   `items`, and the original ignored a `toc` passed on.
 * - A footer override imports the site's components by `@site/` and by an alias of the config: the theme's
 *   bundle resolved neither ("Could not resolve"). The SVG it imports was a `data:` URL rendered as a tag name.
 *   `useThemeConfig` of `@docusaurus/theme-common`, with which it reads the footer settings, did not exist.
 * - A TOCItems and a code block part copied from Docusaurus 3 import their helpers from
 *   `@docusaurus/theme-common/internal` (`useFilteredAndTreeifiedTOC`, `parseLines`, …) and `@theme/TOCItems/Tree`:
 *   the build failed at the import.
 */
const site = tempSite();
let build: RunResult;

beforeAll(async () => {
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ title: 'Toc', aliases: { '@parts': './src/parts' }, footer: { copyright: 'Made here' }, magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' }, { className: 'code-add-line', line: 'add-next-line' }] });\n");
    site.write('src/components/Motto.jsx', 'export default function Motto() { return <em>From the site</em>; }\n');
    site.write('static/img/mark.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></svg>\n');
    site.write('src/parts/Sign.jsx', 'export default function Sign() { return <strong>By alias</strong>; }\n');
    site.write(
      'src/theme/Footer/index.jsx',
      "import Motto from '@site/src/components/Motto';\nimport Sign from '@parts/Sign';\nimport Mark from '@site/static/img/mark.svg';\nimport { useThemeConfig } from '@docusaurus/theme-common';\n\nexport default function Footer() {\n  const { footer } = useThemeConfig();\n  return <footer className=\"site-footer\"><Motto /> <Sign /><Mark className=\"mark\" /><small>{footer.copyright}</small></footer>;\n}\n",
    );
    site.write('docs/index.md', '# Home\n\n## The `app` module (beta)\n\nText.\n\n## Events & errors\n\nText.\n\n## **Bold** and *em `code`* ~~old~~\n\n## Retries <span className=\"badge\">New</span> and <a href=\"https://x.test\">docs</a>\n');
    // `@theme-init/<Name>`, as theme packages' components that sites copy into their own theme folder import the original.
    site.write('src/theme/DocItem/Paginator/index.jsx', "import Paginator from '@theme-init/DocItem/Paginator';\n\nexport default function Wrapped() {\n  return <div className=\"site-paginator\"><Paginator /></div>;\n}\n");
    site.write(
      'docs/second.mdx',
      "import Details from '@theme-init/Details';\nimport TOCInline from '@theme/TOCInline';\n\n# Second\n\n<TOCInline toc={toc} />\n\n<Details summary=\"More\">Inside.</Details>\n\n## `run <file>` [options]\n\n## *A **strong** word*\n\n## Keys <kbd className=\"key\">K</kbd>\n",
    );
    site.write(
      'src/theme/TOC/index.tsx',
      [
        "import TOC from '@theme-original/TOC';",
        '',
        '// Drops the "(beta)" marks from the headings, as a site cleans its API headings.',
        'export default function TOCWrapper(props: { toc: { value: string; id: string; level: number }[] }) {',
        '  if (!props.toc.length) return null;',
        "  const toc = props.toc.map((item) => ({ ...item, value: item.value.replace(' (beta)', '') }));",
        '  return <TOC {...props} toc={toc} />;',
        '}',
        '',
      ].join('\n'),
    );
    // TOCItems as Docusaurus 3 swizzles it.
    site.write(
      'src/theme/TOCItems/index.jsx',
      [
        "import { useThemeConfig } from '@docusaurus/theme-common';",
        "import { useFilteredAndTreeifiedTOC, useTOCHighlight } from '@docusaurus/theme-common/internal';",
        "import TOCItemTree from '@theme/TOCItems/Tree';",
        '',
        "export default function TOCItems({ toc, className = 'table-of-contents', linkClassName = 'table-of-contents__link', linkActiveClassName, minHeadingLevel, maxHeadingLevel, ...props }) {",
        '  const { tableOfContents } = useThemeConfig();',
        '  const min = minHeadingLevel ?? tableOfContents.minHeadingLevel;',
        '  const max = maxHeadingLevel ?? tableOfContents.maxHeadingLevel;',
        '  const tree = useFilteredAndTreeifiedTOC({ toc, minHeadingLevel: min, maxHeadingLevel: max });',
        '  useTOCHighlight(linkActiveClassName ? { linkClassName, linkActiveClassName, minHeadingLevel: min, maxHeadingLevel: max } : undefined);',
        '  return <TOCItemTree toc={tree} className={className} linkClassName={linkClassName} {...props} />;',
        '}',
        '',
      ].join('\n'),
    );
    // What a swizzled `CodeBlock/Content/String` calls, with the config's magic comments as it reads them.
    site.write(
      'src/components/CodeParts.jsx',
      [
        "import { usePrismTheme, useThemeConfig } from '@docusaurus/theme-common';",
        "import { containsLineNumbers, getPrismCssVariables, parseLanguage, parseLines, useCodeWordWrap, useTreeifiedTOC } from '@docusaurus/theme-common/internal';",
        '',
        'export default function CodeParts({ toc }) {',
        '  const { magicComments } = useThemeConfig().prism;',
        "  const language = parseLanguage('prism-code language-js');",
        "  const marked = parseLines('// highlight-next-line\\nlet a = 1;\\n// add-next-line\\nlet b = 2;\\n', { metastring: 'title=a.js', language, magicComments });",
        "  const ranged = parseLines('// add-next-line\\nlet c;\\n', { metastring: '{2}', language, magicComments });",
        '  const wrap = useCodeWordWrap();',
        '  const tree = useTreeifiedTOC(toc);',
        '  return (',
        '    <pre className="code-parts" style={getPrismCssVariables(usePrismTheme())}>',
        "      {JSON.stringify({ language, marked, ranged, numbers: [containsLineNumbers('showLineNumbers=3'), containsLineNumbers('{1}')], wrap: [wrap.isEnabled, wrap.isCodeScrollable, 'current' in wrap.codeBlockRef], tree: tree.map((n) => [n.id, n.children.map((c) => c.id)]) })}",
        '    </pre>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    site.write(
      'docs/third.mdx',
      "import TOCItems from '@theme/TOCItems';\nimport CodeParts from '@site/src/components/CodeParts';\n\n# Third\n\n<TOCItems toc={toc} />\n\n<CodeParts toc={toc} />\n\n## Install `cli`\n\n### On Linux\n\n#### From source\n\n## Use\n",
    );
    build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 30_000);
afterAll(() => site.cleanup());

describe('a Docusaurus TOC override', () => {
  it('builds, its headings in Docusaurus’s shape', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('shows the headings it passes on, their code as code, as Docusaurus renders a `toc` value', () => {
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(site.read('build/index.html'))?.[0] ?? '';
    expect(toc).toContain('>The <code>app</code> module</a>');
    expect(toc).toContain('>Events &amp; errors</a>');
    expect(toc).not.toContain('(beta)');
  });

  it('keeps emphasis, strong and struck-through text of headings, as Docusaurus does', () => {
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(site.read('build/index.html'))?.[0] ?? '';
    expect(toc).toContain('><strong>Bold</strong> and <em>em </em><em><code>code</code></em> <del>old</del></a>');
  });

  it('keeps the HTML elements written in headings, with their class, and a link’s text, as Docusaurus does', () => {
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(site.read('build/index.html'))?.[0] ?? '';
    expect(toc).toContain('>Retries <span class="badge">New</span> and docs</a>');
  });
});

describe('a TOCItems swizzled from Docusaurus 3, and the code block helpers of @docusaurus/theme-common/internal', () => {
  it("renders the page's headings nested, between the config's levels, through TOCItems/Tree", () => {
    expect(site.read('build/third/index.html')).toContain(
      '<ul class="table-of-contents"><li><a href="#install-cli" class="toc-link table-of-contents__link">Install <code>cli</code></a><ul><li><a href="#on-linux" class="toc-link table-of-contents__link">On Linux</a></li></ul></li><li><a href="#use" class="toc-link table-of-contents__link">Use</a></li></ul>',
    );
  });

  it('gives what Docusaurus gives: language, lines read with the config’s magic comments, word wrap off, the tree', () => {
    const html = site.read('build/third/index.html');
    expect(html).toContain('<pre class="code-parts" style="--prism-color:var(--dg-text);--prism-background-color:var(--dg-code-bg)">');
    const parts = JSON.parse(/<pre class="code-parts"[^>]*>([^<]*)<\/pre>/.exec(html)?.[1].replaceAll('&quot;', '"') ?? '{}');
    expect(parts).toEqual({
      language: 'js',
      marked: { code: 'let a = 1;\nlet b = 2;', lineClassNames: { 0: ['theme-code-block-highlighted-line'], 1: ['code-add-line'] } },
      ranged: { code: '// add-next-line\nlet c;', lineClassNames: { 1: ['theme-code-block-highlighted-line'] } },
      numbers: [true, false],
      wrap: [false, false, true],
      tree: [['install-cli', ['on-linux']], ['use', []]],
    });
  });
});

describe('TOCInline', () => {
  it("shows a heading's code as code, as the page's TOC does", () => {
    const html = site.read('build/second/index.html');
    const inline = /<div class="toc-inline">[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(inline).toContain('<a href="#run-file-options"><code>run &lt;file&gt;</code> [options]</a>');
    expect(inline).toContain('<a href="#a-strong-word"><em>A </em><em><strong>strong</strong></em><em> word</em></a>');
    expect(inline).toContain('<a href="#keys-k">Keys <kbd class="key">K</kbd></a>');
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(toc).toContain('><code>run &lt;file&gt;</code> [options]</a>');
  });
});

describe('a Docusaurus footer override', () => {
  it("renders the site's components it imports by @site/ and by alias, an SVG it imports drawn inline, and the config's footer read with useThemeConfig", () => {
    expect(site.read('build/index.html')).toContain(
      '<footer class="site-footer"><em>From the site</em> <strong>By alias</strong><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2" class="mark" aria-hidden="true"><circle cx="1" cy="1" r="1"/></svg><small>Made here</small></footer>',
    );
  });
});

describe('@theme-init/<Name>, by which Docusaurus names the component of the theme that provided it first', () => {
  it("is the theme's own component, in an override and in a page", () => {
    const html = site.read('build/index.html');
    expect(html).toMatch(/<div class="site-paginator"><nav class="pagination" aria-label="Docs pages">[\s\S]*?href="\/second\/"[\s\S]*?<\/nav><\/div>/);
    expect(site.read('build/second/index.html')).toMatch(/<details[^>]*><summary>More<\/summary>[\s\S]*?Inside\.[\s\S]*?<\/details>/);
  });
});
