import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocsGenAsync } from '../helpers/site.js';

/**
 * Every problem names the file, line and column where it is written: config values nested or thrown,
 * render failures, front matter references, sidebars and category files, duplicates. Errors exit 1 and
 * leave the sources and the previous output as they were; the warnings here let the build pass.
 */

const base: Record<string, string> = {
  'docs/index.md': '---\ntitle: Home\n---\n\nWelcome. See the [guide](./guide.md).\n',
  'docs/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\nSome text.\n',
};

const components = [
  'export function Boom(): never {',
  "  throw new Error('boom');",
  '}',
  'export function Box({ children }: { children?: unknown }) {',
  '  return <div className="box">{children as never}</div>;',
  '}',
  '',
].join('\n');

function hashTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, abs), crypto.createHash('sha1').update(fs.readFileSync(abs)).digest('hex'));
  }
  return out;
}

let template: string;
beforeAll(async () => {
  // One good build of the base site, copied for each case: each bad input then meets a previous output.
  template = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-located-'));
  for (const [rel, text] of Object.entries(base)) {
    fs.mkdirSync(path.dirname(path.join(template, rel)), { recursive: true });
    fs.writeFileSync(path.join(template, rel), text);
  }
  const result = await runDocsGenAsync(['build', template, '--no-cache']);
  expect(result.code, result.stderr).toBe(0);
});
afterAll(() => fs.rmSync(template, { recursive: true, force: true }));

interface Outcome {
  code: number;
  stderr: string;
  stdout: string;
  dir: string;
}

/** Writes `files` over a copy of the built base site, runs `command` on it, and checks nothing else moved. */
async function run(files: Record<string, string>, command: 'build' | 'check' = 'build'): Promise<Outcome> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-located-case-'));
  try {
    fs.cpSync(template, dir, { recursive: true });
    fs.rmSync(path.join(dir, '.docs-gen'), { recursive: true, force: true });
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
    const sources = new Map([...hashTree(dir)].filter(([rel]) => !rel.startsWith('build') && !rel.startsWith('.docs-gen')));
    const output = hashTree(path.join(dir, 'build'));
    const result = await runDocsGenAsync([command, '.', '--no-cache'], dir);
    const after = new Map([...hashTree(dir)].filter(([rel]) => !rel.startsWith('build') && !rel.startsWith('.docs-gen')));
    expect(after).toEqual(sources);
    if (result.code !== 0 || command === 'check') expect(hashTree(path.join(dir, 'build'))).toEqual(output);
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n|failed unexpectedly/);
    return { ...result, dir };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const config = (body: string) => `import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({\n${body}\n} as never);\n`;

describe('config errors point at the value, however deep', () => {
  it('reports navbar.title at its own line, not the top-level title', async () => {
    const result = await run({ 'docs-gen.config.ts': config("  title: 'Site',\n  navbar: {\n    title: 7,\n  },") });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs-gen.config.ts:6:5  Invalid config value at "navbar.title": Expected string, received number');
  });

  it('reports footer.logo.width at its own line, not the navbar logo width', async () => {
    const result = await run({
      'docs-gen.config.ts': config("  navbar: { logo: { src: 'a.png', width: 20 } },\n  footer: {\n    logo: { src: 'b.png',\n      width: -1 },\n  },"),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs-gen.config.ts:7:7  Invalid config value at "footer.logo.width": Number must be greater than 0');
  });

  it('reports a navbar item by the kind it is meant to be, at the bad key', async () => {
    const result = await run({ 'docs-gen.config.ts': config("  navbar: {\n    items: [\n      { label: 'A', to: '/' },\n      { label: 'B', position: 'middle' },\n    ],\n  },") });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`docs-gen.config.ts:7:21  Invalid config value at "navbar.items.1.position": Invalid enum value. Expected 'left' | 'right', received 'middle'`);
  });

  it('follows a config object declared before its export', async () => {
    const result = await run({ 'docs-gen.config.ts': "const config = {\n  title: 'T',\n  toc: { minHeadingLevel: 'two' },\n};\n\nexport default config;\n" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs-gen.config.ts:3:10  Invalid config value at "toc.minHeadingLevel": Expected number, received string');
  });

  it('reports a content folder that does not exist at its path key', async () => {
    const result = await run({ 'docs-gen.config.ts': config("  content: [\n    { path: 'docs' },\n    { path: 'missing' },\n  ],") });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs-gen.config.ts:6:7  "content.1.path" points at missing, which does not exist');
  });

  it('reports navbar items naming a missing doc or sidebar at their key', async () => {
    const result = await run({ 'docs-gen.config.ts': config("  navbar: {\n    items: [\n      { label: 'X', docId: 'nope' },\n      { label: 'Y',\n        sidebarId: 'none' },\n    ],\n  },") });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs-gen.config.ts:6:21  Navigation error: no doc with id "nope" for navbar item "X"');
    expect(result.stderr).toContain('docs-gen.config.ts:8:9  Navigation error: no sidebar with id "none" for navbar item "Y"');
  });

  it('reports a dropdown entry naming a missing doc at its key', async () => {
    const result = await run({ 'docs-gen.config.ts': config("  navbar: {\n    items: [\n      { type: 'dropdown', label: 'More', items: [\n        { to: '/' , label: 'Home' },\n        { docId: 'gone' },\n      ] },\n    ],\n  },") });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs-gen.config.ts:8:11  Navigation error: no doc with id "gone" for navbar item "More › gone"');
  });

  it('reports a config that throws at the line of the throw', async () => {
    const result = await run({ 'docs-gen.config.ts': "import { defineConfig } from 'docs-gen';\n\nconst t = 'T';\nexport default defineConfig({\n  title: t,\n  tagline: (() => { throw new Error('x'); })(),\n});\n" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs-gen.config.ts:6:27  The config file threw while loading: x');
  });

  it('reports a throw in a module the config imports in that module', async () => {
    const result = await run({
      'docs-gen.config.ts': "import { footerText } from './settings.ts';\n\nexport default { title: footerText() };\n",
      'settings.ts': "export function footerText(): string {\n  const parts: string[] | undefined = undefined;\n  return parts!.join(' ');\n}\n",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/settings\.ts:3:\d+ {2}The config file threw while loading: Cannot read properties of undefined/);
  });
});

describe('render failures point at the page line', () => {
  const site = { 'docs-gen.config.ts': "export default { components: 'components.tsx' };\n", 'components.tsx': components };

  it('reports a component that throws at its element, inside other components', async () => {
    const page = '---\ntitle: Widgets\n---\n\n# Widgets\n\n<Box>\n  Fine\n</Box>\n\n<Tabs>\n  <TabItem value="a" label="A">\n\n  <Box>\n    <Boom />\n  </Box>\n\n  </TabItem>\n</Tabs>\n';
    const result = await run({ ...site, 'docs/widgets.mdx': page });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/widgets.mdx:15:5  Rendering failed: <Boom> threw: boom');
  });

  it('reports an expression that throws at its line', async () => {
    const result = await run({ 'docs/calc.mdx': "# Calc\n\nOne line.\n\nValue: {(() => { throw new Error('x') })()}\n" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/calc.mdx:5:8  Rendering failed: an expression threw: x');
  });

  it('reports an attribute expression that throws at its attribute', async () => {
    const result = await run({ ...site, 'docs/attr.mdx': "# Attr\n\n<Box\n  title={JSON.parse('{')}\n/>\n" });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs\/attr\.mdx:4:3 {2}Rendering failed: an expression threw: /);
  });

  it('reports an undefined component at its element in build and in check', async () => {
    const files = { 'docs/widgets.mdx': '# Widgets\n\nText <Nope.Inner /> here.\n\n<Details>\n  <Missing />\n</Details>\n' };
    for (const command of ['build', 'check'] as const) {
      const result = await run(files, command);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('docs/widgets.mdx:3:6  Unknown component <Nope>');
      expect(result.stderr).toContain('docs/widgets.mdx:6:3  Unknown component <Missing>');
    }
  });

  it('leaves the HTML as it was: components render with their props, nothing added', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-located-html-'));
    try {
      fs.cpSync(template, dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'docs-gen.config.ts'), site['docs-gen.config.ts']);
      fs.writeFileSync(path.join(dir, 'components.tsx'), components);
      fs.writeFileSync(path.join(dir, 'docs', 'widgets.mdx'), '# Widgets\n\n<Tabs>\n  <TabItem value="a" label="Alpha">\n    <Box>one {1 + 1}</Box>\n  </TabItem>\n  <TabItem value="b" label="Beta">two</TabItem>\n</Tabs>\n\n{[(props) => <em>{props.word}</em>].map((Item) => <Item key="k" word="callback" />)}\n');
      const result = await runDocsGenAsync(['build', '.'], dir);
      expect(result.code, result.stderr).toBe(0);
      const html = fs.readFileSync(path.join(dir, 'build', 'widgets', 'index.html'), 'utf8');
      expect(html).toMatch(/role="tab"[^>]*>Alpha</);
      expect(html).toMatch(/role="tab"[^>]*>Beta</);
      expect(html).toContain('<div class="box">one <!-- -->2</div>');
      // A component passed in as a parameter is the page's own, not one the site must provide.
      expect(html).toContain('<em>callback</em>');
      expect(html).not.toMatch(/docsGen|_docsGen/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('front matter references point at their key', () => {
  it('reports pagination_next and pagination_prev naming missing docs', async () => {
    const result = await run({ 'docs/guide.md': '---\ntitle: Guide\npagination_prev: index\npagination_next: nowhere\n---\n\nText\n', 'docs/other.md': '---\n\npagination_prev: gone\n---\n\n# Other\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/guide.md:4:1  pagination_next names doc id "nowhere", which no page has');
    expect(result.stderr).toContain('docs/other.md:3:1  pagination_prev names doc id "gone", which no page has');
  });

  it('reports displayed_sidebar naming a missing sidebar', async () => {
    const result = await run({ 'docs/guide.md': '---\ntitle: Guide\ndisplayed_sidebar: ghost\n---\n\nText\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/guide.md:3:1  Unexpected: cant find current sidebar in context: displayed_sidebar "ghost" is not a sidebar');
  });
});

describe('sidebars and category files point at the entry', () => {
  it('names an unknown doc id and where the sidebars file writes it', async () => {
    const result = await run({ 'sidebars.yaml': 'docs:\n  - index\n  - type: category\n    label: More\n    link: { type: doc, id: nowhere }\n    items:\n      - guide\n      - type: doc\n        id: guid\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('sidebars.yaml:5:24  Sidebar "docs" names doc id "nowhere", which no page has');
    expect(result.stderr).toContain('sidebars.yaml:9:9  Sidebar "docs" names doc id "guid", which no page has');
    expect(result.stderr).toContain('Did you mean "guide"?');
    expect(result.stderr).not.toContain('no version doc found by id=');
  });

  it('reports every invalid entry of a sidebars file at its own line', async () => {
    const result = await run({ 'sidebars.yaml': 'docs:\n  - index\n  - type: link\n    label: Status\n  - 42\n  - type: category\n    label: More\n    items:\n      - type: autogen\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('sidebars.yaml:3:5  Invalid sidebar entry at "docs.1.href": Required');
    expect(result.stderr).toContain('sidebars.yaml:5:5  Invalid sidebar entry at "docs.2": Expected string, received number');
    expect(result.stderr).toContain('sidebars.yaml:9:9  Invalid sidebar entry at "docs.3.items.0.type": unknown entry type "autogen"');
  });

  it('reports every wrong key of a _category_ file at its line', async () => {
    const result = await run({ 'docs/more/_category_.yml': 'label: More\nposition: "x"\ncollapsed: true\nlink:\n  type: doc\n  idd: page\n', 'docs/more/page.md': '# Page\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/more/_category_.yml:2:1  Invalid category file: Expected number, received string at "position"');
    expect(result.stderr).toContain('docs/more/_category_.yml:6:3  Invalid category file: Unknown key "idd" at "link.idd"');
    expect(result.stderr).toContain('docs/more/_category_.yml:4:1  Invalid category file: Required at "link.id"');
  });
});

describe('duplicates name both files, at the second one', () => {
  it('reports a duplicate doc id at the second file`s id key', async () => {
    const result = await run({ 'docs/other.md': '---\ntitle: Other\nid: guide\n---\n\nText\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/other.md:3:1  Duplicate doc id "guide": docs/guide.md and docs/other.md both have it');
  });

  it('warns on a duplicate route at the second file`s slug key, and fails with onDuplicateRoutes: throw', async () => {
    const other = { 'docs/other.md': '---\ntitle: Other\n\nslug: /\n---\n\nSee the [guide](./guide.md).\n' };
    const warned = await run(other);
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain('warning docs/other.md:4:1  Duplicate route /: docs/index.md and docs/other.md both produce it');
    const failed = await run({ ...other, 'docs-gen.config.ts': "export default { onDuplicateRoutes: 'throw' };\n" });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('error docs/other.md:4:1  Duplicate route /: docs/index.md and docs/other.md both produce it');
  });
});

describe('located warnings', () => {
  it('warns on a repeated heading id at the second heading, and builds', async () => {
    const result = await run({ 'docs/guide.md': '---\ntitle: Guide\n---\n\n## Setup {#setup}\n\nText\n\n## Again {#setup}\n\n## Setup\n' });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('warning docs/guide.md:9:1  Duplicate heading id "#setup" (also the heading on line 5)');
    expect(result.stderr.match(/Duplicate heading id/g)).toHaveLength(1);
  });

  it('warns on a repeated operationId at its key, and builds', async () => {
    const spec = "openapi: 3.0.3\ninfo:\n  title: Shop\n  version: '1'\npaths:\n  /orders:\n    get:\n      operationId: orders\n      responses:\n        '200':\n          description: OK\n    post:\n      operationId: orders\n      responses:\n        '201':\n          description: Created\n";
    const result = await run({ 'docs-gen.config.ts': "export default { openapi: { file: 'openapi.yaml', routeBasePath: '/api' } };\n", 'openapi.yaml': spec }, 'check');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('warning openapi.yaml:13:7  Duplicate operationId "orders": POST /orders and GET /orders both have it');
  });
});
