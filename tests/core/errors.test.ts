import { afterEach, describe, expect, it } from 'vitest';
import { runDocsGenAsync, tempSite } from '../helpers/site.js';

/** Bad input: a located message (`file:line:col  message`), exit code 1, and nothing written. */
describe('bad input fails with a located error', () => {
  let site: ReturnType<typeof tempSite>;
  afterEach(() => site.cleanup());

  async function build() {
    return runDocsGenAsync(['build', site.dir]);
  }

  it('reports an MDX syntax error with file, line and column', async () => {
    site = tempSite();
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nText\n\n<div>\nunclosed\n');
    const result = await build();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs\/index\.md:\d+:\d+ {2}MDX: /);
    expect(site.exists('build')).toBe(false);
  });

  it('places an expression never closed at its brace, not at the end of the file', async () => {
    site = tempSite();
    site.write('docs/index.mdx', ['---', 'title: Home', '---', '', 'A `{span}`, an escaped \\{ and {balanced} ones.', '', '```js', 'const a = {', '```', '', '> ```js', '> const b = {', '> ```', '', 'Here {it opens but never closes.', '', 'More text.', ''].join('\n'));
    const result = await build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/index.mdx:15:6  MDX: Unexpected end of file in expression');
    expect(result.stderr).toContain('never closed: close it with `}`, or write `\\{`');
  });

  it('reports a front matter YAML error on the right line of the file', async () => {
    site = tempSite();
    site.write('docs/index.md', '---\ntitle: Home\ndescription: [unclosed\n---\n\nText\n');
    const result = await build();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs\/index\.md:[34]:\d+ {2}YAML syntax error/);
  });

  it('keeps an unknown front matter key, warning with its line when it looks misspelled', async () => {
    site = tempSite();
    site.write('docs/index.md', '---\ntitle: Home\nsidebar_postion: 2\n---\n\nText\n');
    const result = await build();
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('docs/index.md:3:1  Unknown front matter key "sidebar_postion": did you mean "sidebar_position"?');
  });

  it('reports two content folders over one folder at the second one, not each page as two doc ids', async () => {
    site = tempSite();
    site.write('docs/index.md', '# Home\n');
    site.write('docs-gen.config.ts', "export default {\n  content: [\n    { path: 'docs', routeBasePath: '/' },\n    { path: './docs/', routeBasePath: '/other' },\n  ],\n};\n");
    const result = await build();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs-gen\.config\.ts:4:7 {2}"content\.1\.path" is the folder of content\.0 too: each of its pages would be read twice/);
    expect(result.stderr).not.toContain('Duplicate doc id');
  });

  it('reports an import of a missing file where it is written', async () => {
    site = tempSite();
    site.write('docs/index.mdx', '---\ntitle: Home\n---\n\nimport Thing from "./thing.js";\n\n<Thing />\n');
    const result = await build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/index.mdx:5:1  Cannot find "./thing.js" imported here');
  });

  it('names an unknown config key and a wrong type with the config file', async () => {
    site = tempSite();
    site.write('docs/index.md', '# Home\n');
    site.write('docs-gen.config.ts', "import { defineConfig } from 'docs-gen';\nexport default defineConfig({\n  title: 'T',\n  tagline: 42,\n  colorMode: { defaultMode: 'light', darkk: true },\n  baseUrll: '/',\n  navbar: { items: [{ lable: 'Guide', to: '/' }] },\n} as never);\n");
    const result = await build();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs-gen\.config\.ts:5:\d+ {2}Unknown config key "colorMode\.darkk"\n {4}Check the spelling/);
    expect(result.stderr).toMatch(/docs-gen\.config\.ts:6:3 {2}Unknown config key "baseUrll"\n {4}Did you mean "baseUrl"\?/);
    expect(result.stderr).toMatch(/docs-gen\.config\.ts:7:\d+ {2}Unknown config key "navbar\.items\.0\.lable"\n {4}Did you mean "label"\?/);
    expect(result.stderr).toMatch(/docs-gen\.config\.ts:4:\d+ {2}Invalid config value at "tagline": Expected string, received number/);
  });

  it('reports a config syntax error with its location', async () => {
    site = tempSite();
    site.write('docs/index.md', '# Home\n');
    site.write('docs-gen.config.ts', "export default {\n  title: 'T',,\n};\n");
    const result = await build();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs-gen\.config\.ts:2:\d+ {2}/);
  });

  it('fails on a sidebar entry naming a missing doc, at the entry', async () => {
    site = tempSite();
    site.write('docs/index.md', '# Home\n');
    site.write('docs/later.md', '---\ndraft: true\n---\n\n# Later\n');
    site.write('sidebars.yaml', 'docs:\n  - index\n  - later\n  - nowhere\n');
    const result = await build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('sidebars.yaml:4:5  Sidebar "docs" names doc id "nowhere", which no page has');
    expect(result.stderr).not.toContain('id=later');
  });

  it('fails when a page asks for a sidebar that does not exist', async () => {
    site = tempSite();
    site.write('docs/index.md', '---\ndisplayed_sidebar: ghost\n---\n\n# Home\n');
    const result = await build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/index.md:2:1  Unexpected: cant find current sidebar in context: displayed_sidebar "ghost" is not a sidebar');
  });

  it('fails with a navigation error when a navbar item names a missing doc or sidebar', async () => {
    site = tempSite();
    site.write('docs/index.md', '# Home\n');
    site.write('docs-gen.config.ts', "export default { navbar: { items: [{ label: 'X', docId: 'nope' }, { label: 'Y', sidebarId: 'none' }] } };\n");
    const result = await build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Navigation error: no doc with id "nope"');
    expect(result.stderr).toContain('Navigation error: no sidebar with id "none"');
  });

  it('reports a component that a page uses but nobody provides', async () => {
    site = tempSite();
    site.write('docs/index.mdx', '# Home\n\n<Missing />\n');
    const result = await build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/index.mdx:3:1  Unknown component <Missing>');
  });

  it('says what to do in a folder with no content', async () => {
    site = tempSite();
    const result = await build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('has no docs-gen config and no docs/ folder');
  });
});
