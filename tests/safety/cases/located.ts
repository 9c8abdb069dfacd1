import type { BadInput } from '../badInput.js';

const config = (body: string) => `import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({\n${body}\n} as never);\n`;

const components = 'export function Boom(): never {\n  throw new Error("boom");\n}\nexport function Box({ children }: { children?: unknown }) {\n  return <div className="box">{children as never}</div>;\n}\n';

const openapi = (secondId: string) =>
  [
    'openapi: 3.0.3',
    'info:',
    '  title: Shop API',
    "  version: '1.0'",
    'paths:',
    '  /orders:',
    '    get:',
    '      operationId: listOrders',
    '      responses:',
    "        '200':",
    '          description: The orders.',
    '    post:',
    `      operationId: ${secondId}`,
    '      responses:',
    "        '201':",
    '          description: Created.',
    '',
  ].join('\n');

export const cases: BadInput[] = [
  // A wrong value nested in the config, at its own key (not a same-named key elsewhere).
  {
    name: 'located: navbar title of the wrong type, at navbar.title not the site title',
    files: { 'docs-gen.config.ts': config("  title: 'Site',\n  navbar: {\n    title: 7,\n  },") },
    code: 1,
    file: 'docs-gen.config.ts',
    line: 6,
    message: /Invalid config value at "navbar\.title": Expected string, received number/,
  },
  {
    name: 'located: footer.logo.width, not the navbar logo width',
    files: {
      'docs-gen.config.ts': config("  navbar: { logo: { src: 'a.png', width: 20 } },\n  footer: {\n    logo: {\n      src: 'b.png',\n      width: 'wide',\n    },\n  },"),
    },
    code: 1,
    file: 'docs-gen.config.ts',
    line: 8,
    message: /"footer\.logo\.width": Expected number, received string/,
  },
  {
    name: 'located: navbar item with a bad position, at that item',
    files: {
      'docs-gen.config.ts': config("  navbar: {\n    items: [\n      { label: 'A', to: '/' },\n      { label: 'B', to: '/guide/',\n        position: 'middle' },\n    ],\n  },"),
    },
    code: 1,
    file: 'docs-gen.config.ts',
    line: 8,
    message: /"navbar\.items\.1\.position": Invalid enum value/,
  },
  {
    name: 'located: unknown key nested in the config',
    files: { 'docs-gen.config.ts': config("  colorMode: {\n    defaultMode: 'dark',\n    darkk: true,\n  },") },
    code: 1,
    file: 'docs-gen.config.ts',
    line: 6,
    message: /Unknown config key "colorMode\.darkk"/,
  },
  {
    name: 'located: config that throws, at the throw',
    files: { 'docs-gen.config.ts': "import { defineConfig } from 'docs-gen';\n\nfunction tagline(): string {\n  throw new Error('no tagline');\n}\n\nexport default defineConfig({ tagline: tagline() });\n" },
    code: 1,
    file: 'docs-gen.config.ts',
    line: 4,
    message: /The config file threw while loading: no tagline/,
  },
  {
    name: 'located: config expression that throws',
    files: { 'docs-gen.config.ts': "const settings = undefined as unknown as { title: string };\n\nexport default {\n  title: settings.title,\n};\n" },
    code: 1,
    file: 'docs-gen.config.ts',
    line: 4,
    message: /The config file threw while loading: Cannot read properties of undefined/,
  },
  // Render errors at the page line of what threw.
  {
    name: 'located: component that throws while rendering',
    files: {
      'docs-gen.config.ts': "export default { components: 'components.tsx' };\n",
      'components.tsx': components,
      'docs/widgets.mdx': '---\ntitle: Widgets\n---\n\n# Widgets\n\n<Box>\n  Fine\n</Box>\n\n<Box>\n  <Boom />\n</Box>\n',
    },
    code: 1,
    file: 'docs/widgets.mdx',
    line: 12,
    message: /Rendering failed: <Boom> threw: boom/,
  },
  {
    name: 'located: expression that throws while rendering',
    files: { 'docs/widgets.mdx': "---\ntitle: Guide\n---\n\nSome text.\n\nValue: {(() => { throw new Error('x') })()}\n" },
    code: 1,
    file: 'docs/widgets.mdx',
    line: 7,
    message: /Rendering failed: an expression threw: x/,
  },
  {
    name: 'located: undefined component, at its element',
    files: { 'docs/widgets.mdx': '---\ntitle: Guide\n---\n\nText.\n\n<Tabs>\n  <TabItem value="a">\n    <Nope />\n  </TabItem>\n</Tabs>\n' },
    code: 1,
    file: 'docs/widgets.mdx',
    line: 9,
    message: /Unknown component <Nope>/,
  },
  // Front matter naming something missing, at its key.
  {
    name: 'located: pagination_next naming a missing doc',
    files: { 'docs/guide.md': '---\ntitle: Guide\nsidebar_position: 2\npagination_next: nowhere\n---\n\nText\n' },
    code: 1,
    file: 'docs/guide.md',
    line: 4,
    message: /pagination_next names doc id "nowhere", which no page has/,
  },
  {
    name: 'located: pagination_prev naming a missing doc',
    files: { 'docs/guide.md': '---\npagination_prev: gone\ntitle: Guide\n---\n\nText\n' },
    code: 1,
    file: 'docs/guide.md',
    line: 2,
    message: /pagination_prev names doc id "gone"/,
  },
  {
    name: 'located: displayed_sidebar naming a missing sidebar',
    files: { 'docs/guide.md': '---\ntitle: Guide\n\ndisplayed_sidebar: ghost\n---\n\nText\n' },
    code: 1,
    file: 'docs/guide.md',
    line: 4,
    message: /displayed_sidebar "ghost" is not a sidebar/,
  },
  // Sidebars file entries at their own line.
  {
    name: 'located: sidebars file naming an unknown doc id',
    files: { 'sidebars.yaml': 'docs:\n  - index\n  - type: category\n    label: More\n    items:\n      - guide\n      - guidee\n' },
    code: 1,
    file: 'sidebars.yaml',
    line: 7,
    message: /Sidebar "docs" names doc id "guidee", which no page has/,
  },
  {
    name: 'located: sidebars file category linking an unknown doc',
    files: { 'sidebars.yaml': 'docs:\n  - index\n  - type: category\n    label: More\n    link:\n      type: doc\n      id: missing\n    items:\n      - guide\n' },
    code: 1,
    file: 'sidebars.yaml',
    line: 7,
    message: /names doc id "missing"/,
  },
  {
    name: 'located: sidebars file entry of an unknown type',
    files: { 'sidebars.yaml': 'docs:\n  - index\n  - type: category\n    label: More\n    items:\n      - guide\n      - type: lnk\n        href: https://example.com\n' },
    code: 1,
    file: 'sidebars.yaml',
    line: 7,
    message: /Invalid sidebar entry at "docs\.1\.items\.1\.type": unknown entry type "lnk"/,
  },
  {
    name: 'located: sidebars file entry with a key its type does not have',
    files: { 'sidebars.yaml': 'docs:\n  - index\n  - type: doc\n    id: guide\n    lable: Guide\n' },
    code: 1,
    file: 'sidebars.yaml',
    line: 5,
    message: /Invalid sidebar entry at "docs\.1\.lable": unknown key "lable"/,
  },
  // _category_ files at the line of the key.
  {
    name: 'located: _category_ position given as a string',
    files: { 'docs/more/_category_.yml': 'label: More\ncollapsed: false\nposition: "x"\n', 'docs/more/page.md': '# Page\n' },
    code: 1,
    file: 'docs/more/_category_.yml',
    line: 3,
    message: /Invalid category file: Expected number, received string at "position"/,
  },
  {
    name: 'located: _category_ unknown key',
    files: { 'docs/more/_category_.yml': 'label: More\n\ncolapsed: true\n', 'docs/more/page.md': '# Page\n' },
    code: 1,
    file: 'docs/more/_category_.yml',
    line: 3,
    message: /Unknown key "colapsed"/,
  },
  {
    name: 'located: _category_.json wrong type',
    files: { 'docs/more/_category_.json': '{\n  "label": "More",\n  "collapsible": "yes"\n}\n', 'docs/more/page.md': '# Page\n' },
    code: 1,
    file: 'docs/more/_category_.json',
    line: 3,
    message: /Expected boolean, received string at "collapsible"/,
  },
  // Duplicates at the second file's key.
  {
    name: 'located: duplicate doc id',
    files: { 'docs/other.md': '---\ntitle: Other\nid: guide\n---\n\nText\n' },
    code: 1,
    file: 'docs/other.md',
    line: 3,
    message: /Duplicate doc id "guide": docs\/guide\.md and docs\/other\.md both have it/,
  },
  {
    name: 'located: duplicate slug (a warning by default)',
    files: { 'docs/other.md': '---\ntitle: Other\nslug: /\n---\n\nSee the [guide](./guide.md).\n' },
    code: 0,
    file: 'docs/other.md',
    line: 3,
    message: /warning .*Duplicate route \/: docs\/index\.md and docs\/other\.md both produce it/,
  },
  {
    name: 'located: duplicate slug with onDuplicateRoutes throw',
    files: {
      'docs-gen.config.ts': "export default { onDuplicateRoutes: 'throw' };\n",
      'docs/other.md': '---\ntitle: Other\n\nslug: /guide\n---\n\nText\n',
    },
    code: 1,
    file: 'docs/other.md',
    line: 4,
    message: /error .*Duplicate route \/guide\//,
  },
  // Located warnings: the build passes.
  {
    name: 'located: duplicate explicit heading id (warning)',
    files: { 'docs/guide.md': '---\ntitle: Guide\n---\n\n## Setup {#setup}\n\nText\n\n## Set up again {#setup}\n\nMore\n' },
    code: 0,
    file: 'docs/guide.md',
    line: 9,
    message: /warning .*Duplicate heading id "#setup" \(also the heading on line 5\)/,
  },
  {
    name: 'located: duplicate operationId in the OpenAPI document (warning)',
    files: {
      'docs-gen.config.ts': "export default { openapi: { file: 'openapi.yaml', routeBasePath: '/api' } };\n",
      'openapi.yaml': openapi('listOrders'),
    },
    code: 0,
    file: 'openapi.yaml',
    line: 13,
    message: /warning .*Duplicate operationId "listOrders": POST \/orders and GET \/orders both have it/,
  },
];
