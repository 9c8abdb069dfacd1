import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excerptOf } from '../../src/content/excerpt.js';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/** What Docusaurus sites write and Docusaurus renders one way: Tabs' `values`, `pathname://` links, descriptions from the body. */
const site = tempSite();
const numbered = tempSite();
let build: RunResult;
let numberedBuild: RunResult;

beforeAll(async () => {
  site.write('docs-gen.config.ts', "export default { title: 'Parity', baseUrl: '/base/' };\n");
  site.write('static/api/index.html', '<!doctype html><title>API</title>\n');
  // A React page's `pathname://` link leads outside what the site builds: never checked.
  site.write('src/pages/playground.jsx', "import Link from '@docusaurus/Link';\nexport default function Playground() { return <Link to=\"pathname:///playground/\">Play</Link>; }\n");
  site.write(
    'docs/index.mdx',
    [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import Link from '@docusaurus/Link';",
      '# Parity',
      "<Tabs defaultValue=\"orange\" values={[{ label: 'Apple', value: 'apple' }, { label: <strong>Orange</strong>, value: 'orange' }]}>",
      '<TabItem value="apple">An apple.</TabItem>',
      '<TabItem value="orange">An orange.</TabItem>',
      '</Tabs>',
      'See the [API reference](pathname:///api/index.html) or <Link to="pathname:///api/index.html">this one</Link>.',
      '<Tabs className="my-tabs">',
      "<TabItem value=\"a\" label=\"Hidden\" attributes={{ className: 'display-none', 'data-x': 'y' }}>Panel A.</TabItem>",
      '<TabItem value="b" label="B" className="panel-b">Panel B.</TabItem>',
      '</Tabs>',
      '',
    ].join('\n\n'),
  );
  // Nav links, as swizzled sidebars and navbars write them: marked on the page they lead to, and below it unless exact.
  site.write(
    'src/pages/guide/nav.jsx',
    [
      "import Link from '@docusaurus/Link';",
      'export default function Nav() {',
      '  return (',
      '    <nav className="own-nav">',
      '      <Link isNavLink to="/guide/nav" activeClassName="on">Here</Link>',
      '      <Link isNavLink to="/">Above</Link>',
      '      <Link isNavLink exact to="/">Home</Link>',
      '      <Link isNavLink to="/guide/model">Elsewhere</Link>',
      '      <Link isNavLink to="/" isActive={(match, location) => match !== null && !location.pathname.endsWith("/nav/")}>Decided</Link>',
      '      <Link autoAddBaseUrl={false} to="/elsewhere/">Outside</Link>',
      '    </nav>',
      '  );',
      '}',
    ].join('\n'),
  );
  site.write('docs/guide/_category_.json', '{ "label": "Guide", "link": { "type": "generated-index" } }\n');
  site.write(
    'docs/guide/model.md',
    '---\ntitle: Model\n---\n\nA model is an [ES6 class](https://example.com) with `fields`.\nIt maps to one row.\n\nA second paragraph.\n',
  );
  site.write(
    'docs/ids.md',
    '# Ids\n\nSee [stage 0](#stage-0:-class-properties) and [the comment](#my-html-id).\n\n### Stage 0: Class Properties { /*#stage-0:-class-properties*/ }\n\n### With an HTML comment <!-- #my-html-id -->\n',
  );
  site.write('docs/emoji.md', '# :sparkles: Emoji\n\n## :rocket: Launch\n\nDone :white_check_mark: and :+1:, not :no_such_emoji: nor 10:30:00.\n\n```text\n:tada: stays in code\n```\n');
  // As migrate writes a docs folder served at /docs: ids without the route.
  numbered.write('docs-gen.config.ts', "export default { title: 'Numbered', content: [{ path: 'docs', routeBasePath: '/docs', idPrefix: '' }] };\n");
  numbered.write('docs/01-Zeta/zeta.md', '# Zeta page\n');
  numbered.write('docs/02-Alpha/alpha.md', '# Alpha page\n');
  [build, numberedBuild] = await Promise.all([runDocsGenAsync(['build', site.dir, '--quiet']), runDocsGenAsync(['build', numbered.dir, '--quiet'])]);
}, 30_000);
afterAll(() => {
  site.cleanup();
  numbered.cleanup();
});

const article = (route: string) => {
  const html = site.read(`build${route}index.html`);
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
};

describe('as Docusaurus renders them', () => {
  it("Tabs' `values` give the tabs and their labels", () => {
    expect(build.code, build.stderr).toBe(0);
    const first = article('/').split('<div class="tabs"')[1];
    const tabs = [...first.matchAll(/<button type="button" role="tab"[^>]*aria-selected="(true|false)"[^>]*>(.*?)<\/button>/g)].map((m) => [m[2], m[1]]);
    expect(tabs).toEqual([
      ['Apple', 'false'],
      ['<strong>Orange</strong>', 'true'],
    ]);
  });

  it("Tabs' className is its list's, a TabItem's its panel's, and a TabItem's attributes its tab's", () => {
    const html = article('/');
    expect(html).toContain('<div role="tablist" class="tabs-list my-tabs">');
    expect(html).toMatch(/<button data-x="y" type="button" role="tab"[^>]*data-value="a" class="tab display-none">Hidden<\/button>/);
    expect(html).toMatch(/<div role="tabpanel" class="tab-panel panel-b"[^>]*data-value="b"/);
  });

  it("a React page's `pathname://` link is not checked either", () => {
    expect(build.code, build.stderr).toBe(0);
    expect(site.read('build/playground/index.html')).toMatch(/<a href="\/base\/playground\/" target="_blank" rel="noopener noreferrer">Play<\/a>/);
  });

  it('a nav link is marked on the page it leads to and below it (but for `exact`), or as `isActive` decides; `autoAddBaseUrl: false` is taken as written', () => {
    const nav = /<nav class="own-nav">([\s\S]*?)<\/nav>/.exec(site.read('build/guide/nav/index.html'))?.[1];
    expect(nav).toBe(
      [
        '<a href="/base/guide/nav/" class="on" aria-current="page">Here</a>',
        '<a href="/base/" class="active" aria-current="page">Above</a>',
        '<a href="/base/">Home</a>',
        '<a href="/base/guide/model/">Elsewhere</a>',
        '<a href="/base/">Decided</a>',
        '<a href="/elsewhere/">Outside</a>',
      ].join(''),
    );
  });

  it('a `pathname://` link is the path under the base URL, in a new tab, never checked as a page', () => {
    const links = [...article('/').matchAll(/<a href="([^"]*)"([^>]*)>(API reference|this one)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['/base/api/index.html', ' target="_blank" rel="noopener noreferrer"'],
      ['/base/api/index.html', ' target="_blank" rel="noopener noreferrer"'],
    ]);
  });

  it("a heading's id may be written as a comment ending it, MDX's or HTML's, as Docusaurus reads it", () => {
    const html = article('/ids/');
    expect([...html.matchAll(/<h3 id="([^"]*)">([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['stage-0:-class-properties', 'Stage 0: Class Properties'],
      ['my-html-id', 'With an HTML comment'],
    ]);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).not.toContain('Broken anchor');
  });

  it('emoji shortcodes are emoji, outside code; a heading keeps the id its shortcode gives', () => {
    const html = article('/emoji/');
    expect(html).toContain('<p>Done ✅ and 👍, not :no_such_emoji: nor 10:30:00.</p>');
    expect(html).toMatch(/<h2 id="rocket-launch">🚀 Launch/);
    expect(html).toContain(':tada: stays in code');
  });

  it("the table of contents shows a heading's emoji as the heading does; the title keeps its shortcode, as Docusaurus reads it from the source", () => {
    const page = site.read('build/emoji/index.html');
    expect(page).toContain('<a href="#rocket-launch" class="toc-link">🚀 Launch</a>');
    expect(page).not.toContain('>:rocket: Launch<');
    expect(article('/emoji/')).toMatch(/<h1 id="sparkles-emoji">✨ Emoji<\/h1>/);
    expect(page).toContain('<title>:sparkles: Emoji | Parity</title>');
  });

  it('a page without a description is described by the first line of its text, marks taken out', () => {
    const page = site.read('build/guide/model/index.html');
    expect(page).toContain('<meta name="description" content="A model is an ES6 class with fields."/>');
    expect(article('/category/guide/')).toContain('<span class="card-body">A model is an ES6 class with fields.</span>');
  });
});

describe('folder number prefixes', () => {
  it('order the categories of a docs folder whose ids leave out its route', () => {
    expect(numberedBuild.code, numberedBuild.stderr).toBe(0);
    const sidebar = /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(numbered.read('build/docs/Zeta/zeta/index.html'))?.[0] ?? '';
    expect([...sidebar.matchAll(/(Zeta|Alpha)<\//g)].map((m) => m[1])).toEqual(['Zeta', 'Alpha']);
  });
});

describe('excerptOf', () => {
  it('skips blank lines, imports and exports, code and the h1, and reads a heading as its text', () => {
    expect(excerptOf("import A from './a';\nimport {\n  B,\n} from './b';\n\n# Title\n\n```js\nconst x = 1;\n```\n\nFirst *real* line\nnext")).toBe('First real line');
    expect(excerptOf('## Overview {#intro}\n\nText.')).toBe('Overview');
    expect(excerptOf('Title\n=====\n\n> Quoted ~~old~~ `code` ![alt](a.png) note[^1].')).toBe('Quoted old code alt note.');
    expect(excerptOf(':::tip\n\nInside the tip.\n\n:::')).toBe('Inside the tip.');
    expect(excerptOf('<div>\n</div>\n\n   \n')).toBeUndefined();
  });
});
