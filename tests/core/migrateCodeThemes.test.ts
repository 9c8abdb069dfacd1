import { describe, expect, it } from 'vitest';
import { migrateSite } from '../../src/migrate/migrateSite.js';
import { PRISM_TO_SHIKI } from '../../src/migrate/prismThemes.js';
import { CODE_THEME_NAMES } from '../../src/shared/codeThemeNames.js';
import { listed, sitesWithFiles } from '../helpers/migration.js';
import { runDocsGenAsync } from '../helpers/site.js';

const siteWith = sitesWithFiles();

/** A Docusaurus site whose config starts with `head` and has `prism` (JavaScript source) in its themeConfig. */
const site = (head: string, prism: string, files: Record<string, string> = {}) =>
  siteWith({
    'docs/index.md': '# Home\n\n```js\nconst a = 1;\n```\n',
    'docusaurus.config.js': `${head}\nmodule.exports = { title: 'T', url: 'https://t.test', baseUrl: '/', presets: [['classic', {}]], themeConfig: { prism: ${prism} } };\n`,
    ...files,
  });

describe("migrate of Prism's code themes", () => {
  it("writes the default template's github and dracula as codeThemes, and the build shows Dracula in dark mode", async () => {
    const docs = site("const { themes: prismThemes } = require('prism-react-renderer');", '{ theme: prismThemes.github, darkTheme: prismThemes.dracula }');
    const result = await migrateSite(docs.dir);
    expect(result.config.codeThemes).toEqual({ dark: 'dracula' });
    expect(listed(result.notCarried)).not.toHaveProperty('themeConfig.prism.theme');
    expect(listed(result.notCarried)).not.toHaveProperty('themeConfig.prism.darkTheme');
    expect(docs.read('docs-gen.config.ts')).toContain("codeThemes: { dark: 'dracula' }");
    const build = await runDocsGenAsync(['build', docs.dir, '--quiet']);
    expect(build.code, build.stderr).toBe(0);
    expect(docs.read('build/docs/index.html')).toMatch(/<pre class="shiki shiki-themes github-light dracula"[^>]*><code><span class="line"><span style="color:#D73A49;--shiki-dark:#FF79C6">const</);
  });

  it("shows a config's one theme in both modes, as Docusaurus does without darkTheme, from Docusaurus 2's theme modules", async () => {
    const docs = site("const lightTheme = require('prism-react-renderer/themes/palenight');", '{ theme: lightTheme }');
    expect((await migrateSite(docs.dir)).config.codeThemes).toEqual({ light: 'material-theme-palenight', dark: 'material-theme-palenight' });
  });

  it('maps each theme to its nearest Shiki theme; one Shiki lacks keeps that mode of the default and is listed with why', async () => {
    const docs = site("import { themes } from 'prism-react-renderer';", '{ theme: themes.vsLight, darkTheme: themes.shadesOfPurple }');
    const result = await migrateSite(docs.dir);
    expect(result.config.codeThemes).toEqual({ light: 'light-plus' });
    expect(listed(result.notCarried)['themeConfig.prism.darkTheme']).toBe(
      "Shiki ships no Shades of Purple theme: code keeps docs-gen's dark theme; set `codeThemes.dark` to a Shiki theme",
    );
  });

  it("lists a theme of the site's own, which no Shiki theme stands for", async () => {
    const docs = site('', "{ theme: { plain: { color: '#000', backgroundColor: '#fff' }, styles: [] } }");
    const result = await migrateSite(docs.dir);
    expect(result.config.codeThemes).toBeUndefined();
    expect(listed(result.notCarried)['themeConfig.prism.theme']).toMatch(/^not one of prism-react-renderer's themes/);
  });

  it('knows the themes of prism-react-renderer when the site has it installed, which the config then gets for real', async () => {
    const docs = site("const { themes } = require('prism-react-renderer');", '{ theme: themes.oneLight, darkTheme: themes.oneDark }', {
      'node_modules/prism-react-renderer/package.json': '{"name":"prism-react-renderer","version":"2.4.1","main":"index.js"}\n',
      'node_modules/prism-react-renderer/index.js':
        "const theme = (bg) => ({ plain: { color: '#000', backgroundColor: bg }, styles: [] });\nexports.themes = { oneLight: theme('#fafafa'), oneDark: theme('#282c34') };\n",
    });
    expect((await migrateSite(docs.dir)).config.codeThemes).toEqual({ light: 'one-light', dark: 'one-dark-pro' });
  });

  it("maps every theme to one of Shiki's", () => {
    for (const target of Object.values(PRISM_TO_SHIKI)) if (typeof target === 'string') expect(CODE_THEME_NAMES).toContain(target);
  });
});
