import fs from 'node:fs';
import path from 'node:path';
import { bundledThemesInfo } from 'shiki';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_THEME_TYPES } from '../../src/shared/codeThemeNames.js';
import { repoRoot, type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/** The `<pre>` of every code block of the built HTML files under `dir`, by file. */
function blocksOf(dir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const pres = [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/<pre class="shiki[^"]*"[^>]*>/g)].map((m) => m[0]);
    if (pres.length) found.set(file.split(path.sep).join('/'), pres);
  }
  return found;
}

/** The built site's CSS, all files joined. */
function cssOf(dir: string): string {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

const PAGE = `# Themes

\`\`\`js
const a = 1;
\`\`\`

import CodeBlock from '@theme/CodeBlock';

<CodeBlock language="js">{'let b = 2;'}</CodeBlock>
`;

/** A site with Markdown code, a `<CodeBlock>`, a CLI reference and an OpenAPI reference, in the given `codeThemes`. */
function siteWith(themes: string) {
  const site = tempSite('cli-basic');
  fs.copyFileSync(path.join(repoRoot, 'tests/fixtures/openapi-30/openapi.yaml'), path.join(site.dir, 'openapi.yaml'));
  site.write('docs/themes.mdx', PAGE);
  site.write(
    'docs-gen.config.ts',
    `import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({\n  title: 'T',\n  content: [{ path: 'docs', routeBasePath: '/' }],\n  cliReference: { file: 'tool.yaml', routeBasePath: '/cli/commands' },\n  openapi: { file: 'openapi.yaml' },\n${themes}});\n`,
  );
  return site;
}

describe('codeThemes', () => {
  const dracula = siteWith("  codeThemes: { dark: 'dracula' },\n");
  const plain = siteWith('');
  const oneTheme = siteWith("  codeThemes: { light: 'github-light', dark: 'github-light' },\n");
  const darkInLight = siteWith("  codeThemes: { light: 'material-theme-palenight', dark: 'dracula' },\n");
  const built: Record<string, RunResult> = {};

  beforeAll(async () => {
    // One after another: each build uses both cores.
    for (const [name, site] of Object.entries({ dracula, plain, oneTheme, darkInLight })) built[name] = await runDocsGenAsync(['build', site.dir, '--quiet', '--no-cache']);
  }, 120_000);
  afterAll(() => {
    for (const site of [dracula, plain, oneTheme, darkInLight]) site.cleanup();
  });

  it('lists exactly the themes Shiki ships, each as light or dark as Shiki has it', () => {
    expect(CODE_THEME_TYPES).toEqual(Object.fromEntries(bundledThemesInfo.map((theme) => [theme.id, theme.type])));
  });

  it("colours fenced code and <CodeBlock> in the dark theme's colours in dark mode, the light theme's in light mode", () => {
    expect(built.dracula.code, built.dracula.stderr).toBe(0);
    const html = dracula.read('build/themes/index.html');
    // `const` and `let`: GitHub's light red, Dracula's pink.
    expect(html).toMatch(/<span style="color:#D73A49;--shiki-dark:#FF79C6">const<\/span>/);
    expect(html).toMatch(/<span style="color:#D73A49;--shiki-dark:#FF79C6">let<\/span>/);
    expect(html).not.toContain('--shiki-dark:#F97583');
    // The default is GitHub's dark theme, whose keywords are #F97583.
    expect(built.plain.code, built.plain.stderr).toBe(0);
    const before = plain.read('build/themes/index.html');
    expect(before).toMatch(/<span style="color:#D73A49;--shiki-dark:#F97583">const<\/span>/);
    expect(before).toMatch(/<span style="color:#D73A49;--shiki-dark:#F97583">let<\/span>/);
  });

  it('highlights every block of every page in the configured themes, the generated CLI and API pages too', () => {
    const blocks = blocksOf(path.join(dracula.dir, 'build'));
    const files = [...blocks.keys()];
    expect(files.some((file) => file.startsWith('cli/commands/'))).toBe(true);
    expect(files.some((file) => file.startsWith('api/'))).toBe(true);
    for (const [file, pres] of blocks) {
      for (const pre of pres) {
        expect(pre, file).toContain('shiki-themes github-light dracula');
        expect(pre, file).toContain('--shiki-dark-bg:#282A36');
      }
    }
    for (const pres of blocksOf(path.join(plain.dir, 'build')).values()) for (const pre of pres) expect(pre).toContain('shiki-themes github-light github-dark');
  });

  it("keeps docs-gen's code background where each theme fits its mode, and a theme's own where it does not", () => {
    // Dracula in dark mode and GitHub's light theme in light mode: the site's backgrounds, no rule of the theme's.
    expect(cssOf(path.join(dracula.dir, 'build'))).not.toMatch(/shiki-(light|dark)-bg/);
    expect(cssOf(path.join(plain.dir, 'build'))).not.toMatch(/shiki-(light|dark)-bg/);
    expect(dracula.read('build/themes/index.html')).not.toContain('--shiki-light-bg');
    // One light theme in both modes (Docusaurus's `prism.theme` alone): its white background in dark mode too.
    expect(built.oneTheme.code, built.oneTheme.stderr).toBe(0);
    expect(cssOf(path.join(oneTheme.dir, 'build'))).toMatch(/\[data-theme=(['"]?)dark\1\] \.code-block pre\.shiki\{background:var\(--shiki-dark-bg\)!important\}/);
    expect(cssOf(path.join(oneTheme.dir, 'build'))).not.toContain('--shiki-light-bg');
    // A dark theme in light mode: its own background, which the block names for the CSS.
    expect(built.darkInLight.code, built.darkInLight.stderr).toBe(0);
    expect(cssOf(path.join(darkInLight.dir, 'build'))).toMatch(/\[data-theme=(['"]?)light\1\] \.code-block pre\.shiki\{background:var\(--shiki-light-bg\)!important\}/);
    expect(darkInLight.read('build/themes/index.html')).toMatch(/<pre class="shiki shiki-themes material-theme-palenight dracula" style="background-color:#292D3E;[^"]*--shiki-light-bg:#292D3E"/);
  });

  it('makes an unknown theme name an error at its key in the config, naming the nearest theme', async () => {
    const site = siteWith("  codeThemes: { dark: 'drakula' },\n");
    try {
      const run = await runDocsGenAsync(['build', site.dir, '--quiet']);
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain('docs-gen.config.ts:8:');
      expect(run.stderr).toContain('Invalid config value at "codeThemes.dark": "drakula" is not one of Shiki\'s themes; did you mean "dracula"?');
    } finally {
      site.cleanup();
    }
  });
});
