import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, resolveSiteConfig } from '../../src/config/load.js';
import type { SiteConfig } from '../../src/config/types.js';
import { DocsGenError } from '../../src/errors/DocsGenError.js';
import type { Page } from '../../src/shared/types.js';
import { assignGeneratedIndexRoutes } from '../../src/sidebars/generatedIndex.js';
import { loadSidebarsFile } from '../../src/sidebars/loadSidebarsFile.js';
import type { SidebarEntry } from '../../src/sidebars/normalizeSidebars.js';
import type { SidebarCategory } from '../../src/sidebars/types.js';
import { unusedSidebarsFiles } from '../../src/sidebars/unusedSidebarsFiles.js';
import { tempSite } from '../helpers/site.js';

/** The entries without where they are written, to compare shapes. */
function shape(entries: SidebarEntry[]): unknown[] {
  return entries.map(({ at: _at, ...entry }) => (entry.type === 'category' ? { ...entry, items: shape(entry.items) } : entry));
}

/** Every problem the load reports, as `line:col message`. */
async function problems(file: string): Promise<string[]> {
  try {
    await loadSidebarsFile(file);
  } catch (error) {
    if (!(error instanceof DocsGenError)) throw error;
    return error.all().map((e) => `${e.line}:${e.column} ${e.message}`);
  }
  return [];
}

const EXPECTED = [
  { type: 'doc', id: 'intro', bare: true },
  { type: 'category', label: 'Guides', items: [{ type: 'doc', id: 'guides/one', bare: true }] },
];

describe('sidebars files of every kind Docusaurus reads', () => {
  const site = tempSite();
  beforeAll(() => {
    site.write('sidebars.js', "// CommonJS\nmodule.exports = {\n  docs: ['intro', { Guides: ['guides/one'] }],\n};\n");
    site.write('sidebars.cjs', "const items = require('./parts/items.json');\nmodule.exports = { docs: items };\n");
    site.write('parts/items.json', '["intro", { "type": "category", "label": "Guides", "items": ["guides/one"] }]');
    site.write('sidebars.mjs', "export default {\n  docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/one'] }],\n};\n");
    site.write(
      'sidebars.ts',
      [
        "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';",
        "import { themes } from '@docusaurus/theme-common';",
        'void themes;',
        "const sidebars: SidebarsConfig = { docs: ['intro', { Guides: ['guides/one'] }] };",
        'export default sidebars satisfies SidebarsConfig;',
        '',
      ].join('\n'),
    );
    site.write('sidebars.json', '{ "docs": ["intro", { "Guides": ["guides/one"] }] }\n');
  });
  afterAll(() => site.cleanup());

  it.each(['sidebars.js', 'sidebars.cjs', 'sidebars.mjs', 'sidebars.ts', 'sidebars.json'])('loads %s, shorthands expanded', async (name) => {
    const { sidebars } = await loadSidebarsFile(`${site.dir}/${name}`);
    expect(Object.keys(sidebars)).toEqual(['docs']);
    expect(shape(sidebars.docs)).toEqual(EXPECTED);
  });

  it('names the files a script is made of, for dev to watch', async () => {
    const { inputs } = await loadSidebarsFile(`${site.dir}/sidebars.cjs`);
    expect(inputs.map((file) => path.relative(site.dir, file)).sort()).toEqual(['parts/items.json', 'sidebars.cjs']);
  });

  it('runs an ES module that declares its own __dirname and require from import.meta.url', async () => {
    site.write(
      'dirname/sidebars.mjs',
      [
        "import path from 'node:path';",
        "import { fileURLToPath } from 'node:url';",
        "import { createRequire } from 'node:module';",
        'const __dirname = path.dirname(fileURLToPath(import.meta.url));',
        'const require = createRequire(import.meta.url);',
        "const items = require(path.join(__dirname, 'items.cjs'));",
        'export default { docs: items };',
        '',
      ].join('\n'),
    );
    site.write('dirname/items.cjs', "const path = require('node:path');\nmodule.exports = [path.basename(__dirname), path.basename(__filename)];\n");
    const { sidebars } = await loadSidebarsFile(`${site.dir}/dirname/sidebars.mjs`);
    expect(shape(sidebars.docs)).toEqual([
      { type: 'doc', id: 'dirname', bare: true },
      { type: 'doc', id: 'items.cjs', bare: true },
    ]);
  });

  it('requires its own ES modules as Docusaurus does: the default export, its keys read directly', async () => {
    site.write(
      'interop/sidebars.js',
      [
        'module.exports = {',
        "  docs: ['intro', { type: 'category', label: 'Guides', items: [...require('./generated.ts').items] }],",
        "  more: [require('./named.mjs').extra, require('./plain.cjs').id],",
        '};',
        '',
      ].join('\n'),
    );
    site.write('interop/generated.ts', "const sidebar: { items: string[] } = { items: ['guides/one'] };\nexport default sidebar;\n");
    // The other exports stay readable beside the default's keys; a CommonJS module is required as it is.
    site.write('interop/named.mjs', "export const extra = 'extra';\nexport default { items: [] };\n");
    site.write('interop/plain.cjs', "module.exports = { id: 'plain' };\n");
    const { sidebars } = await loadSidebarsFile(`${site.dir}/interop/sidebars.js`);
    expect(shape(sidebars.docs)).toEqual(EXPECTED);
    expect(shape(sidebars.more)).toEqual([
      { type: 'doc', id: 'extra', bare: true },
      { type: 'doc', id: 'plain', bare: true },
    ]);
  });

  it('reports a script that throws at the line it throws', async () => {
    site.write('throws.js', "const a = 1;\nif (a) {\n  throw new Error('no sidebars today');\n}\nmodule.exports = {};\n");
    expect(await problems(`${site.dir}/throws.js`)).toEqual(['3:9 The sidebars file threw while loading: no sidebars today']);
  });

  it('reports a syntax error where it is', async () => {
    site.write('broken.ts', "export default {\n  docs: ['intro',,, }\n};\n");
    const [syntax] = await problems(`${site.dir}/broken.ts`);
    expect(syntax).toMatch(/^2:\d+ /);
  });

  it("reads a script's named exports as its sidebars without a default, and an empty script as none, as Docusaurus loads them", async () => {
    site.write('named.mjs', "export const docs = ['intro'];\nexport const more = [];\n");
    const { sidebars } = await loadSidebarsFile(`${site.dir}/named.mjs`);
    expect(Object.keys(sidebars).sort()).toEqual(['docs', 'more']);
    expect(shape(sidebars.docs)).toEqual([{ type: 'doc', id: 'intro', bare: true }]);
    site.write('empty.js', '');
    expect((await loadSidebarsFile(`${site.dir}/empty.js`)).sidebars).toEqual({});
  });

  it('says, at the import, that a script cannot import Markdown', async () => {
    site.write('withMarkdown.js', "import intro from './intro.md';\nexport default { docs: [intro] };\n");
    site.write('intro.md', '# Intro\n');
    try {
      await loadSidebarsFile(`${site.dir}/withMarkdown.js`);
      expect.unreachable();
    } catch (error) {
      if (!(error instanceof DocsGenError)) throw error;
      expect(error.line).toBe(1);
      expect(error.hint).toMatch(/^docs-gen compiles Markdown that pages, components, theme overrides and React pages import, but not Markdown imported by the config or a sidebars script/);
    }
  });

  it('refuses a sidebars file of an unknown kind', async () => {
    site.write('sidebars.toml', 'docs = []\n');
    expect(await problems(`${site.dir}/sidebars.toml`)).toEqual(['1:1 A sidebars file cannot be a .toml']);
  });

  it('places invalid entries of a script at their text', async () => {
    site.write(
      'bad.js',
      [
        'module.exports = {',
        '  docs: [',
        "    'intro',",
        "    { type: 'category', label: 'More', items: [",
        "      { type: 'lnk', href: 'https://example.com' },",
        "      { type: 'doc', id: 'guide', lable: 'Guide' },",
        '    ] },',
        '    42,',
        '  ],',
        '};',
      ].join('\n'),
    );
    expect(await problems(`${site.dir}/bad.js`)).toEqual([
      '5:9 Invalid sidebar entry at "docs.1.items.0.type": unknown entry type "lnk" (one of doc, ref, link, html, autogenerated, category)',
      '6:35 Invalid sidebar entry at "docs.1.items.1.lable": unknown key "lable"',
      '8:5 Invalid sidebar entry at "docs.2": Expected string, received number',
    ]);
  });
});

describe('sidebar entries by Docusaurus rules', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('keeps every key of every item type', async () => {
    site.write(
      'sidebars.yaml',
      `docs:
  - { type: doc, id: a, label: A, className: c-doc, customProps: { x: 1 }, key: k-doc }
  - { type: ref, id: b, label: B }
  - { type: link, label: L, href: /x/, description: D, className: c-link, customProps: { y: 2 }, autoAddBaseUrl: false, key: k-link }
  - { type: html, value: '<b>hi</b>', className: c-html, defaultStyle: true }
  - { type: autogenerated, dirName: guides, className: c-auto }
  - type: category
    label: Cat
    description: About it.
    className: c-cat
    customProps: { z: 3 }
    collapsed: true
    collapsible: false
    key: k-cat
    link: { type: generated-index, slug: /all, title: All, description: Everything, keywords: [k], image: /i.png }
    items:
      Sub: [c]
other:
  Top: [d]
`,
    );
    const { sidebars } = await loadSidebarsFile(`${site.dir}/sidebars.yaml`);
    expect(shape(sidebars.docs)).toEqual([
      { type: 'doc', id: 'a', label: 'A', className: 'c-doc', customProps: { x: 1 }, key: 'k-doc' },
      { type: 'ref', id: 'b', label: 'B' },
      { type: 'link', label: 'L', href: '/x/', description: 'D', className: 'c-link', customProps: { y: 2 }, autoAddBaseUrl: false, key: 'k-link' },
      { type: 'html', value: '<b>hi</b>', className: 'c-html', defaultStyle: true },
      { type: 'autogenerated', dirName: 'guides', className: 'c-auto' },
      {
        type: 'category',
        label: 'Cat',
        description: 'About it.',
        className: 'c-cat',
        customProps: { z: 3 },
        collapsed: true,
        collapsible: false,
        key: 'k-cat',
        link: { type: 'generated-index', slug: '/all', title: 'All', description: 'Everything', keywords: ['k'], image: '/i.png' },
        items: [{ type: 'category', label: 'Sub', items: [{ type: 'doc', id: 'c', bare: true }] }],
      },
    ]);
    expect(shape(sidebars.other)).toEqual([{ type: 'category', label: 'Top', items: [{ type: 'doc', id: 'd', bare: true }] }]);
  });

  it('reports each wrong entry at its line, as strictly as Docusaurus', async () => {
    site.write(
      'bad.yaml',
      `docs:
  - type: subcategory
    label: Old
  - type: autogenerated
    dirName: /guides/
  - type: category
    label: Cat
    link: { type: generated-index, titel: Typo }
    items: []
  - type: html
  - Group: just-a-string
  - type: link
    label: L
    href: /x/
    description: 3
`,
    );
    expect(await problems(`${site.dir}/bad.yaml`)).toEqual([
      '2:5 Invalid sidebar entry at "docs.0.type": unknown entry type "subcategory" ("subcategory" is now "category") (one of doc, ref, link, html, autogenerated, category)',
      '5:5 Invalid sidebar entry at "docs.1.dirName": must be a folder relative to the docs folder, without a leading or trailing slash',
      '8:36 Invalid sidebar entry at "docs.2.link.titel": unknown key "titel"',
      '10:5 Invalid sidebar entry at "docs.3.value": Required',
      '11:5 Invalid sidebar entry at "docs.4.Group": expected a list of entries or { Label: [entries] }, received string',
      '15:5 Invalid sidebar entry at "docs.5.description": Expected string, received number',
    ]);
  });
});

describe('sidebars files the build does not read, and generated index routes', () => {
  const site = tempSite();
  afterAll(() => site.cleanup());

  it('finds a Docusaurus sidebars file by its name when the config names none, YAML and JSON first', () => {
    const found = () => path.basename(resolveSiteConfig(parseConfig({}, undefined), site.dir).sidebarsPath ?? '(none)');
    site.write('docs/index.md', '# Home\n');
    expect(found()).toBe('(none)');
    site.write('sidebars.ts', 'export default {};\n');
    expect(found()).toBe('sidebars.ts');
    site.write('sidebars.cjs', 'module.exports = {};\n');
    expect(found()).toBe('sidebars.cjs');
    site.write('sidebars.json', '{}');
    expect(found()).toBe('sidebars.json');
    for (const name of ['sidebars.ts', 'sidebars.cjs', 'sidebars.json']) fs.rmSync(path.join(site.dir, name));
  });

  it('warns about every sidebars.* file beside the one read, naming why', () => {
    for (const name of ['sidebars.yaml', 'sidebars.js', 'sidebars.mts']) site.write(name, '');
    site.write('sidebars.d/readme.md', '');
    const config = { rootDir: site.dir, sidebarsPath: `${site.dir}/sidebars.yaml`, content: [] as SiteConfig['content'] } as SiteConfig;
    expect(unusedSidebarsFiles(config).map((w) => `${path.basename(w.file!)}: ${w.message}`)).toEqual([
      'sidebars.js: sidebars.js is not used: the sidebars come from sidebars.yaml',
      'sidebars.mts: sidebars.mts is not used: docs-gen reads sidebars files of the kinds .yaml, .yml, .json, .js, .cjs, .mjs, .ts',
    ]);
  });

  it('gives a generated index /category/<label> under the route base, or its slug, and refuses a taken route', () => {
    const category = (label: string, slug?: string): SidebarCategory => ({
      type: 'category',
      label,
      items: [],
      collapsed: false,
      collapsible: true,
      generatedIndex: { type: 'generated-index', ...(slug ? { slug } : {}) },
      origin: { file: 'sidebars.js', line: 4, column: 5 },
    });
    const sidebars = {
      docs: [category('Getting Started!'), category('Getting Started!'), category('Own', '/own'), category('Clash', '/taken'), category('Out', '../../etc'), category('Encoded', '/a%2fb')],
    };
    const config = { content: [{ routeBasePath: '/docs', sidebar: 'docs' }] } as SiteConfig;
    const errors: DocsGenError[] = [];
    const found = assignGeneratedIndexRoutes(sidebars, config, new Map([['/docs/taken/', { id: 'taken' } as Page]]), errors);
    expect(found.map(({ category: c }) => c.href)).toEqual(['/docs/category/getting-started/', '/docs/category/getting-started-1/', '/docs/own/']);
    expect(errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`)).toEqual([
      'sidebars.js:4:5 The generated index of category "Clash" would be at /docs/taken/, which the page taken has',
      'sidebars.js:4:5 The generated index of category "Out" has the route "/docs/../../etc/", which contains a ".." segment',
      'sidebars.js:4:5 The generated index of category "Encoded" has the route "/docs/a%2fb/", which contains "%2f", an encoded dot, slash or control character',
    ]);
  });
});
