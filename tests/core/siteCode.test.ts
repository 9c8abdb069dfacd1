import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseConfig, resolveSiteConfig } from '../../src/config/load.js';
import { markChange } from '../../src/dev/markChange.js';
import { resolveImport } from '../../src/util/resolveImport.js';
import { compileMarkdown } from '../../src/markdown/compileMarkdown.js';
import { classifyChange, readBySiteCode, watchRolesOf } from '../../src/dev/watchRoles.js';
import { DocsGenError } from '../../src/errors/DocsGenError.js';
import { SitePipeline } from '../../src/pipeline/sitePipeline.js';
import { loadSiteComponents } from '../../src/render/loadSiteComponents.js';
import { bundleClientModules } from '../../src/emit/clientModules.js';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '../../templates/index.js';
import { articleOf, textOf } from '../helpers/html.js';
import { runDocsGenAsync, tempSite, type RunResult } from '../helpers/site.js';

/**
 * Docusaurus site code: MDX imports and exports in any layout, partials, the site's own components (with CSS
 * and CSS modules, `@site/`), the Docusaurus client modules and `@theme/*` components, all rendered on the
 * server. The fixture `site-code` is built once; the bad sites are checked and built beside it.
 */
const site = tempSite('site-code');
const bad = tempSite();
const badComponent = tempSite();
const browserApi = tempSite();
let build: RunResult;
let badCheck: RunResult;
let badBuild: RunResult;
let browserApiBuild: RunResult;

const page = (route: string) => fs.readFileSync(path.join(site.dir, 'build', route, 'index.html'), 'utf8');

beforeAll(async () => {
  bad.write('docs/index.md', '# Home\n');
  bad.write('docs/theme.mdx', '# Theme\n\nText.\n\nimport A from "@theme/Tabs"; import B from "@theme/NoSuchThing";\n');
  bad.write('docs/docusaurus.mdx', 'import Router from "@docusaurus/renderRoutes";\n\n# Router\n');
  bad.write('docs/near.mdx', 'import T from "@theme/TOCInlin";\n\n# Near\n');
  bad.write('docs/deep.mdx', 'import useBaseUrl from "@docusaurus/core/lib/client/exports/useBaseUrl";\n\n# Deep\n');
  bad.write('docs/lnk.mdx', 'import L from "@docusaurus/Lnk";\n\n# Lnk\n');
  bad.write('docs/missing.mdx', '# Missing\n\nimport {\n  X,\n} from "@site/src/nothing";\n');
  bad.write('docs/partial.mdx', '# Partial\n\nimport P from "./_part.mdx";\n\n<P />\n');
  bad.write('.env', 'TOKEN=secret\n');
  bad.write('docs/dot.mdx', '# Dot\n\nimport secret from "!!raw-loader!../.env";\n\n{secret}\n');
  bad.write('docs/_part.mdx', '---\nfront: matter\n---\n\nFine line.\n\n{oops(}\n');
  bad.write('docs-gen.config.mjs', "export default { aliases: { '@parts': './src/parts' } };\n");
  bad.write('src/parts/Here.jsx', 'export default () => null;\n');
  bad.write('docs/aliased.mdx', '# Aliased\n\nimport Gone from "@parts/Gone";\n');
  bad.write('docs/unaliased.mdx', '# Unaliased\n\nimport Other from "@elsewhere/Thing";\n');
  // A webpack loader of the site's own, as Crawlee's examples import their code.
  bad.write('docs/loader.mdx', '# Loader\n\nimport Example from "roa-loader!./example.ts";\n');
  badComponent.write('docs/index.mdx', '# Home\n\nimport W from "@site/src/W";\n\n<W />\n');
  badComponent.write('src/Intro.jsx', 'import Intro from "./intro.md";\nexport default () => <Intro />;\n');
  badComponent.write('src/intro.md', '---\ntitle: Intro\n---\n\n{oops(}\n');
  badComponent.write('src/Hooks.jsx', "import { useColorMode, useNoSuchHook } from '@docusaurus/theme-common';\nexport default () => <p>{useColorMode().colorMode}{useNoSuchHook()}</p>;\n");
  badComponent.write('src/Data.jsx', 'import data from "@site/data/missing.json";\nexport default () => <p>{data.length}</p>;\n');
  badComponent.write('src/samples/main.go', 'package main\n');
  badComponent.write('src/Raw.jsx', "import code from '!!raw-loader!./samples/main.go';\nconst again = require('raw-loader!@site/src/samples/main.go').default;\nexport default () => `${code}|${again}`;\n");
  badComponent.write('.env', 'TOKEN=secret\n');
  badComponent.write('src/Secret.jsx', 'import secret from "!!raw-loader!../.env";\nexport default () => secret;\n');
  badComponent.write('src/W.jsx', 'import Link from "@docusaurus/Link";\nimport renderRoutes from "@docusaurus/renderRoutes";\nexport default function W() { return <Link to="/">x</Link>; }\n');
  browserApi.write('docs/index.mdx', '# Home\n\nimport W from "@site/src/W";\n\nText.\n\n<W />\n');
  browserApi.write('docs/other.mdx', '# Other\n\nimport Part from "./_part.mdx";\n\n<Part />\n');
  browserApi.write('docs/_part.mdx', 'import W from "@site/src/W";\n\nFrom the partial:\n\n<W />\n');
  browserApi.write('src/W.jsx', 'export default function W() { return <p>{window.innerWidth}</p>; }\n');
  [build, badCheck, badBuild, browserApiBuild] = await Promise.all([
    runDocsGenAsync(['build', site.dir, '--quiet']),
    runDocsGenAsync(['check', bad.dir, '--quiet']),
    runDocsGenAsync(['build', bad.dir, '--quiet']),
    runDocsGenAsync(['build', browserApi.dir, '--quiet']),
  ]);
}, 30_000);

afterAll(() => {
  for (const s of [site, bad, badComponent, browserApi]) s.cleanup();
});

describe('MDX imports, exports and partials', () => {
  it('builds the fixture, where files and folders starting with _ are not pages', () => {
    // A highlighted range past a block's end highlights what exists, with a warning at the range (as Docusaurus, never a failure).
    expect(build.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^warning \S*src\/content\/platform\.md:20:7 +Line range "2-9" goes past the end of the code block \(2 lines\)/),
      expect.stringMatching(/^warning \S*docs\/from-code\.mdx:10:9 +Line range "3" goes past the end of the code block \(1 line\)/),
    ]);
    expect(build.code).toBe(0);
    expect(fs.existsSync(path.join(site.dir, 'build', '_hidden'))).toBe(false);
    expect(fs.existsSync(path.join(site.dir, 'build', '_shared'))).toBe(false);
    expect(fs.readFileSync(path.join(site.dir, 'build', 'sitemap.xml'), 'utf8')).not.toContain('_');
  });

  it('binds imports written several on a line or over several lines, and exports used in the page', () => {
    const text = textOf(articleOf(page('')));
    expect(text).toContain('Named: named export. Answer: 42.');
    expect(text).toContain('You have 5 GPUs / Plain message');
  });

  it('renders a partial as a component with its props, its own imports, and no front matter', () => {
    const article = articleOf(page(''));
    expect(article).toContain('<h3 id="snippet-heading">Snippet heading');
    expect(textOf(article)).toContain('Snippet for GPUs.');
    expect(article).toContain('Shared from <strong>src/partials</strong>.');
    expect(article).not.toContain('partial front matter');
  });
});

describe("the site's own components", () => {
  it('bundles a TSX component from @site/ and a JSX one from a relative path, rendered on the server with initial state', () => {
    const article = articleOf(page(''));
    const text = textOf(article);
    expect(text).toContain('Hello Ada from Site Code (Components from the site), mail help@example.com, count 3, mode light');
    expect(article).toMatch(/<aside class="admonition admonition-tip" aria-label="Boxed">[\s\S]*Inside the box\./);
    // JSX in a `.js` file, as Docusaurus allows.
    expect(articleOf(page('toc'))).toContain('<strong class="shout">Loud<!-- -->!</strong>');
  });

  it("resolves the config's aliases in pages, partials, components and React pages, the longest prefix first", () => {
    const article = articleOf(page('aliases'));
    expect(article).toMatch(/<div class="framed"><aside class="admonition admonition-tip" aria-label="Boxed">[\s\S]*Through an alias/);
    expect(article).toContain('<strong class="shout">Longest prefix<!-- -->!</strong>');
    expect(article).toContain('Shared from <strong>src/partials</strong>.');
    expect(page('aliased')).toMatch(/<div class="framed">[\s\S]*From a React page/);
  });

  it('puts the CSS and the CSS modules they import in the page stylesheet, with scoped class names', () => {
    const html = page('');
    const className = /<div class="([^"]+)" data-testid="greeting">/.exec(html)?.[1] ?? '';
    expect(className).toMatch(/box/);
    expect(className).not.toBe('box');
    const cssUrl = /<link rel="stylesheet" href="\/base\/(assets\/css\/styles\.[\w]+\.css)"/.exec(html)?.[1] ?? '';
    const css = fs.readFileSync(path.join(site.dir, 'build', cssUrl), 'utf8');
    expect(css).toContain(`.${className}{border:2px solid`);
    expect(css).toContain('.plain-note{color:teal}');
  });

  it('resolves images: required, imported, @site/ in Markdown, useBaseUrl, and an image a component imports', () => {
    const article = articleOf(page(''));
    const copied = fs.readdirSync(path.join(site.dir, 'build', 'assets', 'img'));
    const local = copied.find((f) => f.endsWith('-local.png'));
    const logo = copied.find((f) => f.endsWith('-logo.png'));
    expect(local && logo).toBeTruthy();
    expect(article).toContain(`<img id="required" src="/base/assets/img/${local}"`);
    expect(article).toContain(`<img id="imported" src="/base/assets/img/${local}"`);
    expect(article).toContain(`<img decoding="async" loading="lazy" src="/base/assets/img/${logo}" alt="site image" width="1" height="1"/>`);
    expect(article).toContain('<img id="logo-base" src="/base/img/logo.png"');
    expect(article).toMatch(/<img id="icon-inline" src="data:image\/png;base64,/);
    // An imported SVG is a component drawing it inline, as with Docusaurus's SVGR, in components and pages.
    expect(article).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="badge" aria-hidden="true"><circle');
    expect(articleOf(page('toc'))).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="mark" role="img" aria-label="Mark"><circle cx="5" cy="5" r="4" fill="currentColor"/></svg>',
    );
  });
});

describe('Markdown imported by site code', () => {
  it('renders through the MDX pipeline with the theme, its own imports, a nested partial, toc and front matter', () => {
    const article = articleOf(page('from-code'));
    const section = /<section id="platform-content" data-toc="platform-steps"[^>]*>([\s\S]*?)<\/section>/.exec(article)?.[1] ?? '';
    expect(section).toContain('<h2 id="platform-steps">Platform steps<a class="hash-link"');
    expect(section).toMatch(/<aside class="admonition admonition-tip" aria-label="Before you start">[\s\S]*Install the <strong>tools<\/strong> first; see the <a href="\/base\/guides\/">guides<\/a>/);
    expect(section).toContain('<strong class="shout">From Markdown<!-- -->!</strong>');
    expect(textOf(section)).toContain('Nested partial for nested.');
    expect(textOf(section)).toContain('Headings of this file: platform-steps; front matter title: Platform notes.');
    // Lines 1-2 of `{2-9}` exist: line 2 is highlighted.
    expect(section.match(/<span class="line highlighted">/g)).toHaveLength(1);
    expect(section).toContain('<span class="line highlighted"><span style="color:#D73A49;--shiki-dark:#F97583">const</span><span style="color:#005CC5;--shiki-dark:#79B8FF"> second');
    const diagram = /<img decoding="async" loading="lazy" src="\/base\/(assets\/img\/\w+-diagram\.png)" alt="Diagram" width="1" height="1"\/>/.exec(section)?.[1];
    expect(diagram && fs.existsSync(path.join(site.dir, 'build', diagram))).toBe(true);
  });

  it('is read with what it imports, for dev to watch, and a compile error is located in the Markdown file', async () => {
    const entry = path.join(site.dir, 'src', 'components', 'PlatformContent.jsx');
    const code = await loadSiteComponents(undefined, { siteDir: site.dir, siteRoot: site.dir, entries: [entry], theme });
    expect(code.watchFiles).toEqual(expect.arrayContaining([path.join(site.dir, 'src', 'content', 'platform.md'), path.join(site.dir, 'src', 'content', '_part.mdx')]));
    expect(code.assets.map((a) => path.basename(a.source))).toEqual(['diagram.png']);
    const file = path.join(badComponent.dir, 'src', 'intro.md');
    const error = await loadSiteComponents(undefined, { siteDir: badComponent.dir, entries: [path.join(badComponent.dir, 'src', 'Intro.jsx')], theme }).then(
      () => undefined,
      (e: DocsGenError) => e,
    );
    expect([error?.file, error?.line, error?.column]).toEqual([file, 5, 7]);
    expect(error?.message).toMatch(/^MDX: Could not parse expression with acorn/);
  });
});

describe('Docusaurus client modules and theme components', () => {
  it('the MDXComponents element modules and every overridable component are importable from one list', () => {
    const repo = /<div id="repo-link">([\s\S]*?)<\/div><div class="code-block"|<div id="repo-link">([\s\S]*)/.exec(articleOf(page('from-code')))?.[0] ?? '';
    expect(repo).toContain('<h3 id="repo-heading">Repository<a class="hash-link" href="#repo-heading"');
    expect(repo).toContain('<ul><li><a href="https://example.org/repo/README.md" target="_blank" rel="noopener noreferrer">The repo</a> <code>inline()</code></li></ul>');
    // Code with a line break is a block, highlighted in its language; Pre only wraps it.
    expect(repo).toMatch(/<\/ul><div class="code-block" data-language="sh"><pre class="shiki [^"]*" style="[^"]*" tabindex="0"><code><span class="line"><span style="[^"]*">one<\/span><\/span>\n<span class="line"><span style="[^"]*">two<\/span><\/span><\/code><\/pre>/);
    expect(repo).toContain('<span id="footer-is-component">function</span>');
    // `@theme/Layout` in site code is inside the document already: it renders its children.
    expect(page('from-code').match(/<html/g)).toHaveLength(1);
  });

  it('unwraps a ```mdx-code-block fence: its content is MDX, an export used in a table and code inside staying code', () => {
    const article = articleOf(page('from-code'));
    expect(article).toMatch(/<td>color<\/td><td><code id="swatch">&#x27;#2196F3&#x27;<\/code><\/td>/);
    expect(textOf(article)).toContain('// inner code stays code');
    expect(article).not.toContain('mdx-code-block');
  });

  it('Link is base-URL aware; useDocusaurusContext reads the config, customFields included', () => {
    const article = articleOf(page(''));
    expect(article).toContain('<a href="/base/guides/" id="link-to">Guides</a>');
    expect(article).toMatch(/<a href="https:\/\/example\.org" target="_blank" rel="noopener noreferrer" id="link-href">/);
  });

  it('hands a React page the site\'s config as its `config` prop, as Docusaurus does', () => {
    expect(page('legacy')).toContain('<p id="legacy-config">Site Code<!-- --> · <!-- -->Components from the site<!-- --> · <!-- -->/base/<!-- --> · <!-- -->help@example.com</p>');
  });

  it('Head sets the title and description in <head> in place of the theme\'s', () => {
    const html = page('');
    const head = /<head>[\s\S]*<\/head>/.exec(html)?.[0] ?? '';
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Custom head title</title>');
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta name="description" content="From Head"/>');
    expect(articleOf(html)).not.toContain('Custom head title');
  });

  it('BrowserOnly renders its fallback and never calls its children; ThemedImage renders both images for CSS to choose', () => {
    const article = articleOf(page(''));
    expect(article).toContain('<span id="fallback">Loading in browser</span>');
    expect(article).not.toContain('id="never"');
    expect(article).toContain('<img alt="mode" src="/img/light.png" class="themed-image only-light"/>');
    expect(article).toContain('<img alt="mode" src="/img/dark.png" class="themed-image only-dark"/>');
  });

  it('Tabs and TabItem imported from @theme render as the theme\'s tabs', () => {
    expect(articleOf(page(''))).toMatch(/<div class="tabs" data-tabs="true">[\s\S]*Tab A[\s\S]*Tab B/);
  });

  it('TOCInline lists the page\'s toc between its levels, nested; Heading is the theme\'s heading', () => {
    const article = articleOf(page('toc'));
    const inline = /<div class="toc-inline">([\s\S]*?)<\/div>/.exec(article)?.[1] ?? '';
    expect(inline).toBe(
      '<ul><li><a href="#first-section">First section</a><ul><li><a href="#sub-section">Sub section</a></li></ul></li><li><a href="#second-section">Second section</a></li></ul>',
    );
    expect(article).toContain('<h2 id="made-heading">Made heading<a class="hash-link" href="#made-heading"');
  });

  it('DocCardList shows a card per item of the current category, as does useCurrentSidebarCategory().items', () => {
    const article = articleOf(page('guides'));
    const lists: string[] = article.match(/<ul class="cards">[\s\S]*?<\/ul>/g) ?? [];
    expect(lists).toHaveLength(2);
    expect(lists[0]).toBe(lists[1]);
    expect(lists[0]).toContain('<a class="card" href="/base/guides/alpha/"><span class="card-title">Alpha guide</span></a>');
    expect(lists[0]).toContain('<a class="card" href="/base/guides/beta/"><span class="card-title">Beta guide</span></a>');
    expect(lists[0].match(/class="card-item"/g)).toHaveLength(2);
  });

  it('Collapsible and useCollapsible render the initial state: hidden while collapsed, a lazy one only once expanded; NavbarSecondaryMenuFiller nothing', async () => {
    const site = tempSite();
    try {
      site.write(
        'src/Expander.jsx',
        [
          "import { Collapsible, NavbarSecondaryMenuFiller, useCollapsible } from '@docusaurus/theme-common';",
          'export default function Expander({ id, open, lazy, children }) {',
          '  const { collapsed, toggleCollapsed } = useCollapsible({ initialState: () => !open });',
          '  return <section id={id}><button onClick={toggleCollapsed}>More</button><NavbarSecondaryMenuFiller component={() => <p>In the drawer</p>} props={{}} /><Collapsible as="ul" className="more" collapsed={collapsed} lazy={lazy}>{children}</Collapsible></section>;',
          '}',
          '',
        ].join('\n'),
      );
      site.write(
        'docs/index.mdx',
        "import Expander from '@site/src/Expander';\n\n# Home\n\n<Expander id=\"shut\"><li>Hidden</li></Expander>\n<Expander id=\"open\" open><li>Shown</li></Expander>\n<Expander id=\"lazy\" lazy><li>Later</li></Expander>\n",
      );
      const html = await builtHome(site.dir);
      expect(html).toContain('<section id="shut"><button>More</button><ul class="more" style="display:none;overflow:hidden;height:0px"><li>Hidden</li></ul></section>');
      expect(html).toContain('<section id="open"><button>More</button><ul class="more" style="display:block;overflow:visible;height:auto"><li>Shown</li></ul></section>');
      expect(html).toContain('<section id="lazy"><button>More</button></section>');
    } finally {
      site.cleanup();
    }
  });

  it('CodeBlock shows a file imported with raw-loader, highlighted', () => {
    const article = articleOf(page('toc'));
    expect(article).toMatch(/<div class="code-block" data-language="css"><div class="code-title">plain\.css<\/div><pre class="shiki [^"]*" style="[^"]*" tabindex="0"><code><span class="line"><span style="[^"]*">\.plain-note<\/span>/);
    expect(article).toContain('>teal</span>');
  });

  it('pages and components take the raw-loader prefix with no, one or two `!`s, as webpack does', async () => {
    const forms = ['raw-loader!', '!raw-loader!', '!!raw-loader!'];
    const sample = path.join(badComponent.dir, 'src', 'samples', 'main.go');
    for (const form of forms) {
      expect(resolveImport(`${form}@site/src/samples/main.go`, path.join(badComponent.dir, 'docs', 'index.mdx'), badComponent.dir)).toEqual({ ok: true, kind: 'raw', file: sample });
    }
    const file = path.join(badComponent.dir, 'src', 'RawForms.jsx');
    badComponent.write('src/RawForms.jsx', `${forms.map((form, i) => `import text${i} from '${form}./samples/main.go';`).join('\n')}\nexport default () => [text0, text1, text2].join('|');\n`);
    const { modules } = await loadSiteComponents(undefined, { siteDir: badComponent.dir, entries: [file], theme });
    expect((modules.get(file)?.default as () => string)()).toBe('package main\n|package main\n|package main\n');
  });
});

describe('imports that cannot work', () => {
  it('check and build refuse the same imports, each at its file, line and column', () => {
    expect(badCheck.code).toBe(1);
    expect(badBuild.code).toBe(1);
    const errors = (r: RunResult) => r.stderr.split('\n').filter((l) => l.startsWith('error '));
    expect(errors(badCheck)).toEqual(errors(badBuild));
    const out = badBuild.stderr;
    expect(out).toContain('docs/theme.mdx:5:30  Unsupported import "@theme/NoSuchThing"');
    expect(out).toMatch(/Unsupported import "@theme\/NoSuchThing": .*\n +The theme's components are listed in the README \(Theme customisation\)\. Or import a component of your own/);
    // The nearest name, or Docusaurus's public name of a deep import, rather than every name there is.
    expect(out).toMatch(/docs\/near\.mdx:1:1  Unsupported import "@theme\/TOCInlin": .*\n +Did you mean "@theme\/TOCInline"\?/);
    expect(out).toMatch(/docs\/deep\.mdx:1:1  Unsupported import "@docusaurus\/core\/lib\/client\/exports\/useBaseUrl": .*\n +Import it as "@docusaurus\/useBaseUrl", its public name\./);
    expect(out).toMatch(/docs\/lnk\.mdx:1:1  Unsupported import "@docusaurus\/Lnk": .*\n +Did you mean "@docusaurus\/Link"\? The Docusaurus modules docs-gen provides, as @docusaurus\/<name>: Link, useBaseUrl, /);
    expect(Math.max(...out.split('\n').map((line) => line.length))).toBeLessThan(700);
    expect(out).toContain('docs/docusaurus.mdx:1:1  Unsupported import "@docusaurus/renderRoutes"');
    expect(out).toContain('docs/missing.mdx:3:1  Cannot find "@site/src/nothing" imported here');
    expect(out).toContain('docs/dot.mdx:3:1  "../.env" is in a dot folder or is a dot file, which is never published');
    // An alias names a site path; a scoped name that is neither an alias nor a package may be a webpack alias to add.
    expect(out).toContain('docs/aliased.mdx:3:1  Cannot find "@parts/Gone" imported here (looked for src/parts/Gone, through an alias in the config\'s `aliases`)');
    expect(out).toMatch(/docs\/unaliased\.mdx:3:1  Cannot find the package "@elsewhere\/Thing" imported here\n +Install it in the site folder, or check its name; if it names a folder of the site \(a webpack alias\), add it to `aliases` in the config\./);
    expect(out).toMatch(/docs\/loader\.mdx:3:1  The webpack loader "roa-loader" cannot run here: docs-gen runs no webpack loaders but raw-loader/);
    // A partial's error is in the partial's own lines, front matter counted.
    expect(out).toContain('docs/_part.mdx:7:');
    expect(out).not.toMatch(/docs\/partial\.mdx:\d/);
  });

  it('an alias may not take a name docs-gen resolves itself, nor name a path outside the site', () => {
    const parse = (aliases: Record<string, string>) => {
      try {
        return resolveSiteConfig(parseConfig({ aliases }, undefined), bad.dir).importAliases;
      } catch (error) {
        return (error as DocsGenError).all().map((e) => e.message);
      }
    };
    expect(parse({ '@parts': './src/parts' })).toEqual([{ prefix: '@parts', path: path.join(bad.dir, 'src/parts') }]);
    expect(parse({ '@site': './src' })).toEqual(['Invalid config value at "aliases.@site": alias "@site" is a name docs-gen resolves itself']);
    expect(parse({ '@parts/': './src' })[0]).toContain('must be a name, without a leading "." or "/" or a trailing "/"');
    expect(parse({ '@up': '..' })[0]).toMatch(/^"aliases\.@up" points at \.\., which resolves to .*, outside the site folder$/);
  });

  it('an unsupported Docusaurus module in a component is an error at its import', async () => {
    const file = path.join(badComponent.dir, 'src', 'W.jsx');
    const error = await loadSiteComponents(undefined, { siteDir: badComponent.dir, entries: [file], theme }).then(
      () => undefined,
      (e: DocsGenError) => e,
    );
    expect(error).toBeInstanceOf(DocsGenError);
    expect([error?.file, error?.line, error?.column]).toEqual([file, 2, 26]);
    expect(error?.message).toContain('Unsupported import "@docusaurus/renderRoutes"');
  });

  it('a component imports a file as text with raw-loader, as webpack does; a dot file is refused at its import', async () => {
    const file = path.join(badComponent.dir, 'src', 'Raw.jsx');
    const { modules, watchFiles } = await loadSiteComponents(undefined, { siteDir: badComponent.dir, entries: [file], theme });
    expect((modules.get(file)?.default as () => string)()).toBe('package main\n|package main\n');
    // dev builds again when the file shown changes.
    expect(watchFiles).toContain(path.join(badComponent.dir, 'src', 'samples', 'main.go'));
    const secret = path.join(badComponent.dir, 'src', 'Secret.jsx');
    const error = await loadSiteComponents(undefined, { siteDir: badComponent.dir, entries: [secret], theme }).then(
      () => undefined,
      (e: DocsGenError) => e,
    );
    expect([error?.file, error?.line, error?.column]).toEqual([secret, 1, 20]);
    expect(error?.message).toContain('"../.env" is in a dot folder or is a dot file, which is never published');
  });

  it("a component's import of a missing @site/ file names the import as written, and where it was looked for", async () => {
    const file = path.join(badComponent.dir, 'src', 'Data.jsx');
    const error = await loadSiteComponents(undefined, { siteDir: badComponent.dir, entries: [file], theme }).then(
      () => undefined,
      (e: DocsGenError) => e,
    );
    expect([error?.file, error?.line, error?.column]).toEqual([file, 1, 18]);
    expect(error?.message).toBe(`Cannot find "@site/data/missing.json" (looked for ${path.relative(process.cwd(), path.join(badComponent.dir, 'data/missing.json'))})`);
  });

  it("a name docs-gen's Docusaurus module lacks is an error at the import that says so", async () => {
    const file = path.join(badComponent.dir, 'src', 'Hooks.jsx');
    const error = await loadSiteComponents(undefined, { siteDir: badComponent.dir, entries: [file], theme }).then(
      () => undefined,
      (e: DocsGenError) => e,
    );
    expect([error?.file, error?.line, error?.column]).toEqual([file, 1, 24]);
    expect(error?.message).toBe('"@docusaurus/theme-common" as docs-gen provides it has no export "useNoSuchHook"');
    expect(error?.hint).toContain('client.d.ts lists them');
  });

  it('a component that needs the browser fails at its element, saying why', () => {
    expect(browserApiBuild.code).toBe(1);
    expect(browserApiBuild.stderr).toContain('docs/index.mdx:7:1  Rendering failed: <W> threw: window is not defined');
    expect(browserApiBuild.stderr).toContain('Wrap the part that needs the browser in <BrowserOnly');
    // Rendered through a partial, the element is in the partial's file.
    expect(browserApiBuild.stderr).toContain('docs/_part.mdx:5:1  Rendering failed: <W> threw: window is not defined');
  });
});

describe('client modules (`clientModules`)', () => {
  const dir = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-client-modules-'));
    fs.mkdirSync(path.join(root, 'docs'));
    return root;
  };
  const write = (root: string, files: Record<string, string>) => {
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
    }
  };

  it("bundles the scripts, in order, with their lifecycles' caller, under a content-hashed name; a stylesheet is not in it", async () => {
    const root = dir();
    write(root, {
      'src/first.ts': "import { note } from './shared';\nnote('first');\nexport function onRouteDidUpdate() { note('did'); }\n",
      'src/shared.ts': 'export const note = (what: string) => console.log(what);\n',
      'src/env.js': "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';\nif (ExecutionEnvironment.canUseDOM) console.log('second');\n",
      'src/global.css': '.x { color: red; }\n',
    });
    const config = resolveSiteConfig(parseConfig({ clientModules: ['./src/first.ts', '@site/src/global.css', 'src/env.js'] }, undefined), root);
    expect(config.clientModulePaths).toEqual([path.join(root, 'src/first.ts'), path.join(root, 'src/env.js')]);
    const bundle = await bundleClientModules(config);
    expect(bundle?.script.path).toMatch(/^assets\/js\/client-modules\.[0-9a-f]{10}\.js$/);
    const code = Buffer.from(bundle!.script.contents).toString('utf8');
    expect(code.indexOf('"first"')).toBeLessThan(code.indexOf('"second"'));
    expect(code).toContain('docs-gen:navigated');
    expect(code).not.toContain('color');
    // Its inputs are dev's to watch: the modules and what they import.
    expect(bundle!.inputs.sort()).toEqual([path.join(root, 'src/env.js'), path.join(root, 'src/first.ts'), path.join(root, 'src/shared.ts')]);
    const roles = watchRolesOf({ rootDir: root, config, configInputs: [], componentFiles: [], generatorFiles: [], reactPageFiles: [], clientModuleFiles: bundle!.inputs });
    expect(classifyChange(path.join(root, 'src/shared.ts'), roles)).toBe('client-module');
    // None without client modules.
    expect(await bundleClientModules(resolveSiteConfig(parseConfig({}, undefined), root))).toBeUndefined();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('is an error at an import of React, `@docusaurus/*` or `@theme/*`, which cannot run in the browser, with what to do instead', async () => {
    const root = dir();
    write(root, { 'src/bad.js': "import { useEffect } from 'react';\nimport Link from '@docusaurus/Link';\nexport const x = [useEffect, Link];\n" });
    const config = resolveSiteConfig(parseConfig({ clientModules: ['src/bad.js'] }, undefined), root);
    const error = await bundleClientModules(config).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(DocsGenError);
    const problems = (error as DocsGenError).all().map((e) => ({ at: `${e.file}:${e.line}:${e.column}`, message: e.message, hint: e.hint }));
    const file = path.join(root, 'src/bad.js');
    const hint = expect.stringContaining('runs no React in the browser: a client module works with the DOM');
    expect(problems).toEqual([
      { at: `${file}:1:27`, message: expect.stringContaining('"react" cannot be imported by a client module'), hint },
      { at: `${file}:2:18`, message: expect.stringContaining('"@docusaurus/Link" cannot be imported by a client module'), hint },
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('packages a component imports', () => {
  it('bundles a CommonJS package that requires React, takes a package’s ES module build, and leaves dynamic imports unrun', async () => {
    const pkg = tempSite();
    try {
      pkg.write('node_modules/cjs-badge/package.json', '{"name":"cjs-badge","main":"index.js"}\n');
      pkg.write('node_modules/cjs-badge/index.js', "const React = require('react');\nmodule.exports = function Badge() { return React.createElement('b', null, 'badge'); };\n");
      // Its CommonJS build reaches for the browser at once; its ES module build does not.
      pkg.write('node_modules/two-builds/package.json', '{"name":"two-builds","main":"cjs.js","module":"esm.js"}\n');
      pkg.write('node_modules/two-builds/cjs.js', 'module.exports = { label: window.name };\n');
      pkg.write('node_modules/two-builds/esm.js', "export const label = 'esm';\n");
      pkg.write('src/later.js', 'export const width = window.innerWidth;\n');
      pkg.write(
        'src/Widget.jsx',
        "import Badge from 'cjs-badge';\nimport { label } from 'two-builds';\nconst later = () => import('./later.js');\nexport default function Widget() { return <p onClick={() => later()}><Badge /> {label}</p>; }\n",
      );
      const entry = path.join(pkg.dir, 'src', 'Widget.jsx');
      const code = await loadSiteComponents(undefined, { siteDir: pkg.dir, siteRoot: pkg.dir, entries: [entry], theme });
      const Widget = code.modules.get(entry)?.default as ComponentType;
      expect(renderToStaticMarkup(createElement(Widget))).toBe('<p><b>badge</b> esm</p>');
    } finally {
      pkg.cleanup();
    }
  });
});

describe('an import written without its extension', () => {
  it("finds index.js before a leftover index.tsx beside it, in Docusaurus's webpack order, from a page and from a component", async () => {
    const pick = tempSite();
    try {
      pick.write('src/Pick/index.js', "export default function Pick() { return <p>js</p>; }\n");
      pick.write('src/Pick/index.tsx', "export default function Pick() { return <p>tsx</p>; }\n");
      pick.write('src/Uses.jsx', "import Pick from './Pick';\nexport default function Uses() { return <Pick />; }\n");
      const page = path.join(pick.dir, 'docs', 'index.mdx');
      expect(resolveImport('@site/src/Pick', page, pick.dir)).toMatchObject({ ok: true, file: path.join(pick.dir, 'src', 'Pick', 'index.js') });
      const entry = path.join(pick.dir, 'src', 'Uses.jsx');
      const code = await loadSiteComponents(undefined, { siteDir: pick.dir, siteRoot: pick.dir, entries: [entry], theme });
      expect(renderToStaticMarkup(createElement(code.modules.get(entry)?.default as ComponentType))).toBe('<p>js</p>');
    } finally {
      pick.cleanup();
    }
  });
});

/** Builds the site in `dir`, which must succeed, and gives its home page. */
async function builtHome(dir: string): Promise<string> {
  const built = await runDocsGenAsync(['build', dir, '--quiet']);
  expect(built.code, built.stderr).toBe(0);
  return fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8');
}

describe('a package a page imports by its CommonJS build', () => {
  it('gives the default and named exports of a build compiled from an ES module, as a bundler does', async () => {
    const site = tempSite();
    try {
      // Node's resolution takes `main`; the file marks itself as compiled from an ES module.
      site.write('node_modules/esm-compiled/package.json', '{"name":"esm-compiled","main":"index.cjs"}\n');
      site.write(
        'node_modules/esm-compiled/index.cjs',
        "const React = require('react');\nObject.defineProperty(exports, '__esModule', { value: true });\nexports.default = React.forwardRef(function Embed(props, ref) { return React.createElement('figure', { ref, id: props.id }, 'embedded'); });\nexports.label = 'named export';\n",
      );
      site.write('docs/index.mdx', "import Embed, { label } from 'esm-compiled';\n\n# Home\n\n<Embed id=\"video\" />\n\n{label}\n");
      const html = await builtHome(site.dir);
      expect(html).toContain('<figure id="video">embedded</figure>');
      expect(html).toContain('named export');
    } finally {
      site.cleanup();
    }
  });
});

describe('a package a page imports by its ES module build', () => {
  it('takes the `import` build of its exports, not a CommonJS `require` build that a "type": "module" package cannot load', async () => {
    const site = tempSite();
    try {
      site.write(
        'node_modules/dual-embed/package.json',
        '{"name":"dual-embed","type":"module","main":"dist/index.js","exports":{".":{"import":"./dist/index.es.js","require":"./dist/index.js"}}}\n',
      );
      site.write('node_modules/dual-embed/dist/index.js', "module.exports = function Embed() { return null; };\n");
      site.write(
        'node_modules/dual-embed/dist/index.es.js',
        "import { createElement } from 'react';\nexport default function Embed(props) { return createElement('figure', { id: props.id }, 'embedded as a module'); }\n",
      );
      site.write('docs/index.mdx', "import Embed from 'dual-embed';\n\n# Home\n\n<Embed id=\"video\" />\n");
      expect(await builtHome(site.dir)).toContain('<figure id="video">embedded as a module</figure>');
    } finally {
      site.cleanup();
    }
  });
});

describe('a file site code imports for its URL (video, audio, documents, large images)', () => {
  // Above url-loader's 10 KB limit, below which Docusaurus inlines images, audio and video.
  const video = Buffer.alloc(12_000, 7);
  const image = Buffer.alloc(11_000, 3);

  it('is published under a hashed name and gives its URL under the base URL (the locale\'s too), in components, React pages and overrides; a small one is inlined', async () => {
    const site = tempSite();
    try {
      site.write('docs-gen.config.mjs', "export default { baseUrl: '/base/', aliases: { '@media': './src/media' }, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n");
      fs.mkdirSync(path.join(site.dir, 'src/media'), { recursive: true });
      fs.writeFileSync(path.join(site.dir, 'src/media/demo.mp4'), video);
      fs.writeFileSync(path.join(site.dir, 'src/media/tiny.mp3'), Buffer.alloc(500, 1));
      fs.writeFileSync(path.join(site.dir, 'src/media/photo.png'), image);
      site.write('static/files/guide.pdf', '%PDF-1.4 guide\n');
      site.write(
        'src/components/Media.jsx',
        [
          "import demo from '../media/demo.mp4';",
          "import tiny from '@media/tiny.mp3';",
          "import photo from '@site/src/media/photo.png';",
          "const guide = require('@site/static/files/guide.pdf').default;",
          'export default () => <p><video id="demo" src={demo} /><audio id="tiny" src={tiny} /><img id="photo" src={photo} /><a id="guide" href={guide}>Guide</a></p>;',
          '',
        ].join('\n'),
      );
      site.write('src/theme/Footer.jsx', "import guide from '@site/static/files/guide.pdf';\nexport default () => <footer><a id=\"footer-guide\" href={guide}>Guide</a></footer>;\n");
      site.write('src/pages/reel.jsx', "import demo from '@media/demo.mp4';\nexport default () => <video id=\"reel\" src={demo} />;\n");
      site.write('docs/index.mdx', "import Media from '@site/src/components/Media';\n\n# Home\n\n<Media />\n");
      const html = await builtHome(site.dir);
      const files = fs.readdirSync(path.join(site.dir, 'build/assets/files'));
      const named = (name: string) => files.find((f) => /^[0-9a-f]{10}-/.test(f) && f.endsWith(`-${name}`)) ?? name;
      expect(html).toContain(`<video id="demo" src="/base/assets/files/${named('demo.mp4')}"`);
      expect(html).toContain(`<img id="photo" src="/base/assets/files/${named('photo.png')}"`);
      expect(html).toContain(`<a id="guide" href="/base/assets/files/${named('guide.pdf')}"`);
      expect(html).toContain(`<a id="footer-guide" href="/base/assets/files/${named('guide.pdf')}"`);
      expect(html).toContain(`<audio id="tiny" src="data:audio/mpeg;base64,${Buffer.alloc(500, 1).toString('base64')}"`);
      expect(files.filter((f) => f.endsWith('tiny.mp3'))).toEqual([]);
      expect(fs.readFileSync(path.join(site.dir, 'build/assets/files', named('demo.mp4')))).toEqual(video);
      expect(fs.readFileSync(path.join(site.dir, 'build/assets/files', named('photo.png')))).toEqual(image);
      expect(fs.readFileSync(path.join(site.dir, 'build/index.html'), 'utf8')).toBe(html);
      // A React page, and the French build, whose files are published under its own folder.
      expect(fs.readFileSync(path.join(site.dir, 'build/reel/index.html'), 'utf8')).toContain(`<video id="reel" src="/base/assets/files/${named('demo.mp4')}"`);
      expect(fs.readFileSync(path.join(site.dir, 'build/fr/index.html'), 'utf8')).toContain(`<video id="demo" src="/base/fr/assets/files/${named('demo.mp4')}"`);
      expect(fs.readFileSync(path.join(site.dir, 'build/fr/assets/files', named('demo.mp4')))).toEqual(video);
    } finally {
      site.cleanup();
    }
  });

  it("is published where a page's import of it is, one file for both; a page's image stays beside its Markdown images", async () => {
    const site = tempSite();
    try {
      site.write('static/files/guide.pdf', '%PDF-1.4 guide\n');
      site.write('docs/archive.zip', 'PK zip');
      site.write('node_modules/oniguruma-like/package.json', '{ "name": "oniguruma-like", "version": "1.0.0" }');
      site.write('node_modules/oniguruma-like/release/onig.wasm', '\0asm');
      fs.writeFileSync(path.join(site.dir, 'docs/photo.png'), image);
      site.write('src/Guide.jsx', "import guide from '@site/static/files/guide.pdf';\nexport default () => <a id=\"component-guide\" href={guide}>Guide</a>;\n");
      site.write(
        'docs/index.mdx',
        "import Guide from '@site/src/Guide';\nimport guide from '@site/static/files/guide.pdf';\nimport photo from './photo.png';\n\n# Home\n\n<a id=\"page-guide\" href={guide}>Guide</a> <a id=\"page-zip\" href={require('./archive.zip').default}>Zip</a> <img id=\"page-photo\" src={photo} />\n\n<a id=\"page-wasm\" href={require('oniguruma-like/release/onig.wasm').default}>Wasm</a>\n\n<Guide />\n",
      );
      const html = await builtHome(site.dir);
      const files = fs.readdirSync(path.join(site.dir, 'build/assets/files'));
      // The PDF once, though a page and a component import it.
      expect(files.map((f) => f.replace(/^[0-9a-f]{10}-/, '')).sort()).toEqual(['archive.zip', 'guide.pdf', 'onig.wasm']);
      const guide = files.find((f) => f.endsWith('guide.pdf'));
      expect(html).toContain(`<a id="page-guide" href="/assets/files/${guide}"`);
      expect(html).toContain(`<a id="component-guide" href="/assets/files/${guide}"`);
      expect(html).toContain(`<a id="page-zip" href="/assets/files/${files.find((f) => f.endsWith('archive.zip'))}"`);
      expect(html).toMatch(/<img id="page-photo" src="\/assets\/img\/[0-9a-f]{8}-photo\.png"/);
      // WebAssembly, as a site's file-loader rule for it gives it: by its URL.
      expect(html).toContain(`<a id="page-wasm" href="/assets/files/${files.find((f) => f.endsWith('onig.wasm'))}"`);
      expect(fs.readFileSync(path.join(site.dir, 'build/assets/files', guide ?? ''), 'utf8')).toBe('%PDF-1.4 guide\n');
    } finally {
      site.cleanup();
    }
  });

  it("with `router: 'hash'`, gives a nested page its stylesheet's and images' URLs relative to its own folder, as every URL of hash-router output", async () => {
    const site = tempSite();
    try {
      site.write('docs-gen.config.mjs', "export default { router: 'hash' };\n");
      site.write('static/files/guide.pdf', '%PDF-1.4 guide\n');
      site.write('docs/guide/sheet.csv', 'a,b\n');
      fs.writeFileSync(path.join(site.dir, 'docs/guide/photo.png'), image);
      site.write('src/Guide.jsx', "import guide from '@site/static/files/guide.pdf';\nexport default () => <a id=\"component-guide\" href={guide}>Guide</a>;\n");
      site.write('docs/index.md', '# Home\n');
      site.write('docs/guide/setup.mdx', "import Guide from '@site/src/Guide';\nimport sheet from './sheet.csv';\n\n# Setup\n\n![Photo](./photo.png)\n\n<a id=\"page-sheet\" href={sheet}>Sheet</a>\n\n<Guide />\n");
      const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(built.code, built.stderr).toBe(0);
      const html = fs.readFileSync(path.join(site.dir, 'build/guide/setup/index.html'), 'utf8');
      const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
      const photo = /<img [^>]*src="([^"]+-photo\.png)"/.exec(html)?.[1];
      const guide = /<a id="component-guide" href="([^"]+)"/.exec(html)?.[1];
      const sheet = /<a id="page-sheet" href="([^"]+)"/.exec(html)?.[1];
      expect(stylesheet).toMatch(/^\.\.\/\.\.\/assets\/css\//);
      expect(photo).toMatch(/^\.\.\/\.\.\/assets\/img\//);
      // A site module's import, bundled once from the root (`./assets/files/…`), is written from the page's folder too.
      expect(guide).toMatch(/^\.\.\/\.\.\/assets\/files\/[0-9a-f]{10}-guide\.pdf$/);
      expect(sheet).toMatch(/^\.\.\/\.\.\/assets\/files\/[0-9a-f]{10}-sheet\.csv$/);
      // Each names a file of the output, resolved from the page's folder, as a browser does wherever the output is.
      for (const url of [stylesheet, photo, sheet, guide]) expect(fs.existsSync(path.join(site.dir, 'build/guide/setup', url ?? 'none'))).toBe(true);
    } finally {
      site.cleanup();
    }
  });

  it("written from `/` is looked for in the static folder, then in the site folder, as Docusaurus's webpack roots do", async () => {
    const site = tempSite();
    try {
      fs.mkdirSync(path.join(site.dir, 'static/media'), { recursive: true });
      fs.writeFileSync(path.join(site.dir, 'static/media/demo.mp4'), video);
      site.write('static/files/guide.pdf', '%PDF-1.4 guide\n');
      site.write('src/Guide.jsx', "const guide = require('/files/guide.pdf').default;\nexport default () => <a id=\"component-guide\" href={guide}>Guide</a>;\n");
      site.write(
        'docs/index.mdx',
        "import Guide from '/src/Guide';\n\n# Home\n\n<video id=\"static-root\" src={require('/media/demo.mp4').default} />\n<video id=\"site-root\" src={require('/static/media/demo.mp4').default} />\n\n<Guide />\n",
      );
      const html = await builtHome(site.dir);
      const files = fs.readdirSync(path.join(site.dir, 'build/assets/files'));
      expect(html).toContain(`<a id="component-guide" href="/assets/files/${files.find((f) => f.endsWith('-guide.pdf'))}"`);
      const videos = [...html.matchAll(/<video id="[a-z-]+" src="([^"]+)"/g)].map((m) => m[1]);
      expect(videos).toHaveLength(2);
      expect(videos[0]).toBe(videos[1]);
      expect(fs.readFileSync(path.join(site.dir, 'build', videos[0] ?? 'none'))).toEqual(video);
      site.write('docs/gone.mdx', "# Gone\n\n<video src={require('/media/gone.mp4').default} />\n");
      const built = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(built.code).toBe(1);
      expect(built.stderr).toContain('docs/gone.mdx:3:13  Cannot find "/media/gone.mp4" imported here (looked for static/media/gone.mp4 and media/gone.mp4)');
    } finally {
      site.cleanup();
    }
  });

  it('outside the site folder, in a dot folder or missing, is an error at its import', async () => {
    const site = tempSite();
    try {
      fs.mkdirSync(path.join(site.dir, 'site/.private'), { recursive: true });
      fs.writeFileSync(path.join(site.dir, 'site/.private/secret.mp4'), video);
      fs.writeFileSync(path.join(site.dir, 'outside.pdf'), '%PDF-1.4\n');
      site.write('site/docs-gen.config.mjs', 'export default {};\n');
      const cases = [
        ['@site/.private/secret.mp4', '.private/secret.mp4 is outside the site folder or in a dot folder: it is never published'],
        ['../../outside.pdf', '../outside.pdf is outside the site folder or in a dot folder: it is never published'],
        ['./gone.webm', 'Could not resolve "./gone.webm"'],
      ];
      cases.forEach(([source], i) => {
        site.write(`site/src/Bad${i}.jsx`, `// One bad import.\nconst file = require('${source}').default;\nexport default () => <a href={file}>x</a>;\n`);
        site.write(`site/docs/bad${i}.mdx`, `import Bad from '@site/src/Bad${i}';\n\n# Bad\n\n<Bad />\n`);
      });
      site.write('site/docs/index.md', '# Home\n');
      const built = await runDocsGenAsync(['build', path.join(site.dir, 'site'), '--quiet']);
      expect(built.code).toBe(1);
      cases.forEach(([, message], i) => expect(built.stderr).toContain(`src/Bad${i}.jsx:2:22  ${message}`));
    } finally {
      site.cleanup();
    }
  });
});

/** The attributes of the `<svg>` whose id is `id`, by name. */
function svgAttributes(html: string, id: string): Record<string, string> | undefined {
  const tag = new RegExp(`<svg\\s[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) return undefined;
  return Object.fromEntries([...tag.matchAll(/([^\s=<>"]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

describe('an imported SVG', () => {
  it("is the file's <svg> with the props as its attributes, in place of the file's own, in pages and components", async () => {
    const site = tempSite();
    try {
      site.write(
        'static/img/logo.svg',
        '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500" viewBox="0 0 100 50" class="drawn" stroke-width="1"><style>.b{fill:currentColor}</style><rect class="b" width="100" height="50"/></svg>\n',
      );
      site.write('src/components/Framed.jsx', "import Logo from '@site/static/img/logo.svg';\n\nexport default function Framed() { return <div className=\"framed\"><Logo id=\"from-code\" width=\"24\" /></div>; }\n");
      site.write(
        'docs/index.mdx',
        [
          "import Logo from '@site/static/img/logo.svg';",
          "import Framed from '@site/src/components/Framed';",
          '',
          '# Home',
          '',
          '<Logo id="sized" width={40} height={20} role="img" aria-label="Acme" fill="teal" strokeWidth={2} />',
          '',
          "<Logo id=\"styled\" className=\"wide\" style={{ width: '100%' }} />",
          '',
          '<Logo id="titled" title="Acme logo" />',
          '',
          '<Framed />',
          '',
        ].join('\n'),
      );
      const html = await builtHome(site.dir);
      const file = { xmlns: 'http://www.w3.org/2000/svg', width: '1000', height: '500', viewBox: '0 0 100 50', class: 'drawn', 'stroke-width': '1' };
      // The props replace the file's width, height and stroke width; a role and label leave it visible to assistive technology.
      expect(svgAttributes(html, 'sized')).toEqual({ ...file, id: 'sized', width: '40', height: '20', role: 'img', 'aria-label': 'Acme', fill: 'teal', 'stroke-width': '2' });
      expect(svgAttributes(html, 'styled')).toEqual({ ...file, id: 'styled', class: 'wide', style: 'width:100%', 'aria-hidden': 'true' });
      expect(svgAttributes(html, 'titled')).toEqual({ ...file, id: 'titled', role: 'img', 'aria-label': 'Acme logo' });
      expect(html).toMatch(/<div class="framed"><svg [^>]*id="from-code"[^>]*><style>/);
      expect(svgAttributes(html, 'from-code')).toEqual({ ...file, id: 'from-code', width: '24', 'aria-hidden': 'true' });
      // The file's markup inside its svg is kept as it is; its XML declaration is not HTML, and there is no wrapper.
      expect(html.match(/<style>\.b\{fill:currentColor\}<\/style><rect class="b" width="100" height="50"\/><\/svg>/g)).toHaveLength(4);
      expect(html).not.toContain('<?xml');
      expect(html).not.toContain('svg-inline');
    } finally {
      site.cleanup();
    }
  });
});

describe('a component that finds its children by type', () => {
  it('gets the elements written inside it with their own components, and a failure inside is still located at its element', async () => {
    const site = tempSite();
    try {
      site.write(
        'src/components/Showcase.jsx',
        [
          "import React from 'react';",
          'export function Text({ children }) { return children; }',
          'export function Code({ children }) { return children; }',
          'export function Boom() { throw new Error("boom"); }',
          'export default function Showcase({ children }) {',
          '  let text = null;',
          '  let code = null;',
          '  React.Children.forEach(children, (child) => {',
          '    if (child?.type === Text) text = child.props.children;',
          '    else if (child?.type === Code) code = child.props.children;',
          '  });',
          '  return <section><div className="text">{text}</div><div className="code">{code}</div></section>;',
          '}',
          '',
        ].join('\n'),
      );
      const body = (prose: string) => `import Showcase, { Text, Code } from '@site/src/components/Showcase';\n\n# Home\n\n<Showcase>\n\n<Text>\n\n${prose}\n\n</Text>\n\n<Code>\n\n<kbd>code</kbd>\n\n</Code>\n\n</Showcase>\n`;
      site.write('docs/index.mdx', body('Some **prose**.'));
      // An expression makes the page compiled MDX rather than a tree of elements: both render alike.
      site.write('docs/compiled.mdx', body("Some **prose** {'computed'}."));
      const html = await builtHome(site.dir);
      expect(html).toContain('<section><div class="text"><p>Some <strong>prose</strong>.</p></div><div class="code"><kbd>code</kbd></div></section>');
      expect(site.read('build/compiled/index.html')).toContain('<section><div class="text"><p>Some <strong>prose</strong> <!-- -->computed<!-- -->.</p></div><div class="code"><kbd>code</kbd></div></section>');
      for (const page of ['index', 'compiled']) {
        const expression = page === 'compiled' ? " {'x'}" : '';
        site.write(`docs/${page}.mdx`, `import Showcase, { Text, Boom } from '@site/src/components/Showcase';\n\n# Home${expression}\n\n<Showcase>\n  <Text>\n    <Boom />\n  </Text>\n</Showcase>\n`);
        const failed = await runDocsGenAsync(['build', site.dir, '--quiet']);
        expect(failed.code).toBe(1);
        expect(failed.stderr).toMatch(new RegExp(`^error \\S*docs/${page}\\.mdx:7:5 {2}Rendering failed: <Boom> threw: boom`, 'm'));
        site.write(`docs/${page}.mdx`, `# ${page}\n`);
      }
    } finally {
      site.cleanup();
    }
  });
});

describe('navbar links with a class of their own', () => {
  it("give the link the site's class, in the bar and in the drawer", async () => {
    const site = tempSite();
    try {
      site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({ navbar: { items: [{ href: 'https://example.com/releases/v2', label: 'v2', className: 'version-pill', position: 'right' }] } });\n");
      site.write('docs/index.md', '# Home\n');
      const html = await builtHome(site.dir);
      expect(html.match(/<a class="navbar-link version-pill" href="https:\/\/example\.com\/releases\/v2"/g)).toHaveLength(2);
    } finally {
      site.cleanup();
    }
  });
});

describe('packages a page imports from a workspace', () => {
  it('takes a package from a node_modules folder above the site folder, and never a path out of a package', async () => {
    // A docs site inside a repository whose packages are hoisted to its root, as npm, Yarn and pnpm workspaces do.
    const repo = tempSite();
    try {
      repo.write('node_modules/hoisted-note/package.json', '{"name":"hoisted-note","main":"index.js"}\n');
      repo.write('node_modules/hoisted-note/index.js', "const React = require('react');\nmodule.exports = function Note() { return React.createElement('aside', { className: 'hoisted' }, 'from the root'); };\n");
      repo.write('secret.js', 'module.exports = "secret";\n');
      repo.write('site/docs/index.mdx', "import Note from 'hoisted-note';\n\n# Home\n\n<Note />\n");
      const site = path.join(repo.dir, 'site');
      expect(await builtHome(site)).toContain('<aside class="hoisted">from the root</aside>');
      const page = path.join(site, 'docs', 'index.mdx');
      expect(resolveImport('hoisted-note', page, site)).toMatchObject({ ok: true, kind: 'code' });
      // Resolved by Node, these reach files outside any package.
      expect(resolveImport('hoisted-note/../../secret.js', page, site)).toMatchObject({ ok: false, message: 'The package "hoisted-note/../../secret.js" is not installed for the site' });
      expect(resolveImport(path.join(repo.dir, 'secret.js'), page, site)).toMatchObject({ ok: false });
    } finally {
      repo.cleanup();
    }
  });
});

describe('`siteDir`: the folder `@site/` names', () => {
  it('resolves `@site/` imports and images there, while files stay bounded by the site root', async () => {
    // A Docusaurus site whose docs sit beside its folder: the config is one level up, `@site/` is `website/`.
    const root = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'docs-gen-sitedir-'));
    try {
      fs.mkdirSync(path.join(root, 'website', 'src'), { recursive: true });
      fs.mkdirSync(path.join(root, 'website', 'static', 'img'), { recursive: true });
      fs.mkdirSync(path.join(root, 'docs'));
      fs.writeFileSync(path.join(root, 'website', 'src', 'Note.jsx'), 'export default () => null;\n');
      fs.writeFileSync(path.join(root, 'website', 'static', 'img', 'a.png'), 'png');
      const page = path.join(root, 'docs', 'a.mdx');
      const site = path.join(root, 'website');
      expect(resolveImport('@site/src/Note.jsx', page, root, site)).toEqual({ ok: true, kind: 'code', file: path.join(site, 'src', 'Note.jsx') });
      expect(resolveImport('@site/src/Note.jsx', page, root)).toMatchObject({ ok: false });
      const compiled = await compileMarkdown('![A](@site/static/img/a.png)\n', page, root, [], site);
      expect(compiled.assets.map((a) => a.source)).toEqual([path.join(site, 'static', 'img', 'a.png')]);
      // Still no way out of the site root.
      expect(resolveImport('@site/../../etc/passwd', page, root, site)).toMatchObject({ ok: false });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('`siteDir`: the folders Docusaurus keeps in its site folder', () => {
  it('finds `src/theme` and `src/pages` there when the config sits above it, and its own `src/theme` first', async () => {
    const root = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'docs-gen-sitedir-'));
    try {
      // As Flow's repository: a `src/` of the project's own code beside `website/`, the Docusaurus site.
      fs.mkdirSync(path.join(root, 'src', 'lib'), { recursive: true });
      fs.mkdirSync(path.join(root, 'website', 'src', 'theme'), { recursive: true });
      fs.mkdirSync(path.join(root, 'website', 'src', 'pages'), { recursive: true });
      fs.mkdirSync(path.join(root, 'docs'));
      fs.writeFileSync(path.join(root, 'docs', 'index.md'), '# Home\n');
      fs.writeFileSync(path.join(root, 'docs-gen.config.mjs'), "export default { title: 'T', siteDir: 'website' };\n");
      const config = await loadConfig(root);
      expect(config.themePath).toBe(path.join(root, 'website', 'src', 'theme'));
      expect(config.pagesPath).toBe(path.join(root, 'website', 'src', 'pages'));
      fs.mkdirSync(path.join(root, 'src', 'theme'));
      expect((await loadConfig(root)).themePath).toBe(path.join(root, 'src', 'theme'));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('dev', () => {
  it('a page that site code imports as Markdown stays a page, and the site code is bundled again', async () => {
    const config = await loadConfig(site.dir);
    const pageFile = path.join(site.dir, 'docs', 'toc.mdx');
    const roles = watchRolesOf({ rootDir: site.dir, config, configInputs: [], componentFiles: [pageFile], generatorFiles: [], reactPageFiles: [] });
    expect(classifyChange(pageFile, roles)).toBe('page');
    expect(readBySiteCode(pageFile, roles)).toBe(true);
    expect(readBySiteCode(path.join(site.dir, 'docs', 'index.mdx'), roles)).toBe(false);
  });

  it('compiles again the pages that import a partial when the partial changes', async () => {
    const pipeline = new SitePipeline(site.dir, { cache: false });
    await pipeline.run({});
    const home = () => pipeline.analyzed().graph.pages.find((p) => p.id === 'index')!;
    const partialFile = path.join(site.dir, 'docs', '_shared', '_snippet.mdx');
    const code = () => {
      const body = home().body;
      return body.type === 'mdx' ? Object.entries(body.partials ?? {}).find(([f]) => f.endsWith('_snippet.mdx'))?.[1].code : '';
    };
    expect(code()).toContain('Snippet for');
    site.write('docs/_shared/_snippet.mdx', 'Changed snippet text.\n');
    const config = await loadConfig(site.dir);
    const roles = watchRolesOf({ rootDir: site.dir, config, configInputs: [], componentFiles: [], generatorFiles: [], reactPageFiles: [] });
    markChange(pipeline.dirty, classifyChange(partialFile, roles), 'change', partialFile);
    await pipeline.run({});
    expect(code()).toContain('Changed snippet text.');
  });
});
