import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, resolveSiteConfig } from '../../src/config/load.js';
import { DocsGenError } from '../../src/errors/DocsGenError.js';
import { compileMarkdown } from '../../src/markdown/compileMarkdown.js';
import { classifyChange, watchRolesOf } from '../../src/dev/watchRoles.js';
import { loadSiteComponents } from '../../src/render/loadSiteComponents.js';
import { buildThemeCss, bundleThemeCss, withAppendedCss } from '../../src/emit/assets.js';
import { bundleCssFile } from '../../src/util/bundleCss.js';
import { findSass } from '../../src/util/sass.js';
import { textOf } from '../helpers/html.js';
import { linkedStylesheet, repoRoot, runDocsGenAsync, tempSite, type RunResult } from '../helpers/site.js';

/**
 * A Docusaurus site's styles and pages carried over: `url(…)` and `@import` in custom CSS and CSS modules,
 * Sass, and `src/pages` (React and Markdown). The fixture `css-compat` is built once; CSS problems are checked
 * in this process on small files.
 */
const site = tempSite('css-compat');
const scratch = tempSite();
let build: RunResult;

const out = (rel: string) => path.join(site.dir, 'build', rel);
const html = (route: string) => fs.readFileSync(out(path.join(route, 'index.html')), 'utf8');
let stylesheet = '';

beforeAll(async () => {
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
  const cssDir = out('assets/css');
  if (fs.existsSync(cssDir)) stylesheet = fs.readFileSync(path.join(cssDir, fs.readdirSync(cssDir)[0]), 'utf8');
}, 30_000);

afterAll(() => {
  site.cleanup();
  scratch.cleanup();
});

/** The published file a stylesheet URL (relative to `assets/css/`) names. */
const published = (href: string) => out(path.posix.join('assets/css', href));
const fixture = (rel: string) => path.join(repoRoot, 'tests/fixtures/css-compat', rel);
const TARGETS = { chrome: 100 << 16 };

describe('custom CSS and CSS modules', () => {
  // The published tool ships the theme's stylesheet bundled: what it ships is what the theme's CSS bundles to now.
  it("opens the stylesheet with the theme's CSS as bundled from the theme's files", async () => {
    const bundled = Buffer.from(await buildThemeCss()).toString('utf8');
    expect(bundled).toContain('.navbar');
    const sheet = await bundleThemeCss();
    expect(Buffer.from(sheet.contents).toString('utf8')).toBe(bundled);
  });

  it('builds the site', () => {
    // Two warnings: the code block of the Markdown a React page imports, and that page's button, which does nothing
    // in the browser (see src/pages).
    const warnings = build.stderr.split('\n').filter((line) => line.startsWith('warning '));
    expect(warnings.sort()).toEqual([
      expect.stringMatching(/^warning \S*src\/pages\/_notes\.md:5:7 {2}Line range "3" goes past the end of the code block/),
      expect.stringMatching(/^warning \S*src\/pages\/versions\.tsx:19:29 {2}onClick never runs/),
      // The page shows the router's location, whose query is the browser's alone.
      expect.stringMatching(/^warning \S*src\/pages\/where\.js:5:9 {2}useLocation\(\)\.search is empty/),
    ]);
    expect(build.code).toBe(0);
  });

  it("styles Infima's clean-btn and clean-list, which Docusaurus components write, as Infima draws them", () => {
    const rule = (name: string) => new RegExp(`\\.${name}\\{([^}]*)\\}`).exec(stylesheet)?.[1].split(';').sort();
    expect(rule('clean-btn')).toEqual(['background:0 0', 'border:none', 'color:inherit', 'cursor:pointer', 'font-family:inherit', 'padding:0']);
    expect(rule('clean-list')).toEqual(['list-style:none', 'padding-inline-start:0']);
  });

  it("defines Infima's variables that site CSS modules read, the emphasis scale reversed in dark mode as Infima's is", () => {
    expect(stylesheet).toMatch(/:root\{[^}]*--ifm-color-emphasis-300:var\(--ifm-color-gray-300\)/);
    expect(stylesheet).toMatch(/\[data-theme=dark\]\{[^}]*--ifm-color-emphasis-300:var\(--ifm-color-gray-700\)/);
    expect(stylesheet).toMatch(/--ifm-color-gray-700:#606770[;}]/);
    expect(stylesheet).toMatch(/--ifm-global-shadow-md:0 5px 40px #0003[;}]/);
    expect(stylesheet).toMatch(/--ifm-transition-fast:\.2s[;}]/);
    expect(stylesheet).toMatch(/--ifm-color-danger-darker:#d53035[;}]/);
  });

  it('resolves url() against the CSS file that writes it, @imported files included, and publishes the files under hashed names', () => {
    const hero = /\.hero\{background-image:url\("([^"]+)"\)/.exec(stylesheet)?.[1];
    expect(hero).toMatch(/^\.\.\/\.\.\/assets\/files\/[0-9a-f]{10}-hero\.png$/);
    expect(fs.readFileSync(published(hero!))).toEqual(fs.readFileSync(fixture('src/css/img/hero.png')));
    // From src/css/parts/fonts.css: `../fonts/` is src/css/fonts, not src/fonts.
    const font = /@font-face\{[^}]*src:url\("([^"]+)"\)/.exec(stylesheet)?.[1];
    expect(font).toMatch(/assets\/files\/[0-9a-f]{10}-brand\.woff2$/);
    expect(fs.readFileSync(published(font!))).toEqual(fs.readFileSync(fixture('src/css/fonts/brand.woff2')));
    // A path into the static folder by its file path is a file like any other; the query string gives way to the hash.
    expect(stylesheet).toMatch(/\.climb\{background-image:url\("\.\.\/\.\.\/assets\/files\/[0-9a-f]{10}-logo\.png"\)/);
  });

  it('serves a root-relative url() from the static folder under the base URL, and leaves data, fragments and other origins alone', () => {
    // The stylesheet is /base/assets/css/…: two folders up is /base/, where the static folder is published.
    expect(stylesheet).toContain('.static-logo{background-image:url("../../img/logo.png")');
    expect(fs.existsSync(out('img/logo.png'))).toBe(true);
    expect(stylesheet).toContain(`url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E")`);
    expect(stylesheet).toContain('mask:url("#clip")');
    expect(stylesheet).toContain('url("https://cdn.example.com/x.png")');
  });

  it("resolves a component's CSS module the same way, its class names scoped", () => {
    const box = /\.(Box_box)\{background:url\(([^)]+)\) no-repeat;border-image:url\(([^)]+)\)/.exec(stylesheet);
    expect(box).not.toBeNull();
    expect(fs.readFileSync(published(box![2]))).toEqual(fs.readFileSync(fixture('src/components/box.png')));
    expect(box![3]).toBe('../../img/logo.png');
    expect(html('/docs/intro')).toContain(`<div class="${box![1]}">Boxed text.</div>`);
  });

  it("imports a page's CSS module @import written after its rules, as css-loader does", () => {
    expect(stylesheet).toMatch(/\.lateImport\{color:purple\}\.[\w-]*hero[\w-]*\{/);
  });

  it('is an error at the line and column of a url() whose file is missing, and at the @import of a missing file', async () => {
    scratch.write('css/bad.css', '.a {\n  color: red;\n  background: url(./img/nope.png);\n}\n');
    scratch.write('css/root.css', '.b { background: url(/img/absent.png); }\n');
    scratch.write('css/import.css', '@charset "utf-8";\n@import "./parts/gone.css";\n');
    const roots = { rootDir: scratch.dir, staticDir: path.join(scratch.dir, 'static') };
    const failure = (file: string) => bundleCssFile(path.join(scratch.dir, file), TARGETS, roots).then(() => undefined, (e: unknown) => e as DocsGenError);
    const bad = await failure('css/bad.css');
    expect(bad).toBeInstanceOf(DocsGenError);
    expect([bad?.file, bad?.line, bad?.column]).toEqual([path.join(scratch.dir, 'css/bad.css'), 3, 19]);
    expect(bad?.message).toBe('The CSS refers to ./img/nope.png, but css/img/nope.png does not exist');
    const root = await failure('css/root.css');
    expect(root?.message).toBe('The CSS refers to /img/absent.png, which is in neither the static folder (static) nor the site folder');
    expect(root?.line).toBe(1);
    const imported = await failure('css/import.css');
    expect(imported?.message).toMatch(/^The CSS imports css\/parts\/gone\.css, which does not exist/);
    expect(imported?.line).toBe(2);
  });

  it('imports an @import written after other rules, as css-loader does, and locates its problems where it is written', async () => {
    scratch.write('late/parts/b.css', '.b { color: blue; }\n');
    scratch.write('late/custom.css', "@import './parts/b.css';\n.a { color: red; }\n\n@keyframes blink { 50% { opacity: 0; } }\n@import './parts/c.css';\n");
    scratch.write('late/parts/c.css', '/* c */\n.c { color: green; }\n');
    const roots = { rootDir: scratch.dir };
    const { code } = await bundleCssFile(path.join(scratch.dir, 'late/custom.css'), TARGETS, roots);
    expect(Buffer.from(code).toString('utf8')).toMatch(/^\.b\{color:#00f\}\.c\{color:green\}\.a\{color:red\}@keyframes blink\{/);
    scratch.write('late/broken.css', ".a { background: url(./gone.png); }\n@import './parts/gone.css';\n");
    const error = await bundleCssFile(path.join(scratch.dir, 'late/broken.css'), TARGETS, roots).then(() => undefined, (e: unknown) => e as DocsGenError);
    expect(error).toBeInstanceOf(DocsGenError);
    expect([error?.message.replace(/,.*/, ''), error?.line, error?.column]).toEqual(['The CSS imports late/parts/gone.css', 2, 1]);
    scratch.write('late/url.css', ".a { background: url(./gone.png); }\n@import './parts/b.css';\n");
    const url = await bundleCssFile(path.join(scratch.dir, 'late/url.css'), TARGETS, roots).then(() => undefined, (e: unknown) => e as DocsGenError);
    expect([url?.message.replace(/,.*/, ''), url?.line, url?.column]).toEqual(['The CSS refers to ./gone.png', 1, 22]);
  });

  it('joins a stylesheet of `clientModules` to the site stylesheet after `customCss`, as global CSS', async () => {
    scratch.write('cm/docs/index.md', '# Home\n');
    scratch.write('cm/src/css/custom.css', '.from-custom { color: red; }\n');
    scratch.write('cm/src/clientModules/global.css', '.from-client-module { color: blue; }\n');
    const root = path.join(scratch.dir, 'cm');
    const config = resolveSiteConfig(parseConfig({ customCss: 'src/css/custom.css', clientModules: ['@site/src/clientModules/global.css'] }, undefined), root);
    expect(config.customCssPaths).toEqual([path.join(root, 'src/css/custom.css'), path.join(root, 'src/clientModules/global.css')]);
    expect(config.clientModulePaths).toEqual([]);
    const sheet = Buffer.from((await bundleThemeCss(config.customCssPaths, { rootDir: root })).contents).toString('utf8');
    expect(sheet).toMatch(/\.from-custom\{color:red\}[\s\S]*\.from-client-module\{color:#00f\}/);
  });

  it('tells dev every file a custom CSS file is made from, so an edit of an @imported file reloads the styles', async () => {
    const { inputs } = await bundleCssFile(fixture('src/css/custom.css'), TARGETS, { rootDir: fixture('.'), staticDir: fixture('static') });
    expect(inputs).toEqual([fixture('src/css/custom.css'), fixture('src/css/parts/fonts.css')]);
    const roles = watchRolesOf({ rootDir: fixture('.'), configInputs: [], componentFiles: [], generatorFiles: [], reactPageFiles: [], customCssFiles: inputs });
    expect(classifyChange(fixture('src/css/parts/fonts.css'), roles)).toBe('theme-css');
  });

  it('never publishes a file outside the site folder or in a dot folder', async () => {
    scratch.write('outside.png', 'x');
    scratch.write('site/.secret/key.png', 'x');
    scratch.write('site/leak.css', '.a { background: url(../outside.png); }\n.b { background: url(./.secret/key.png); }\n');
    const error = await bundleCssFile(path.join(scratch.dir, 'site/leak.css'), TARGETS, { rootDir: path.join(scratch.dir, 'site') }).catch((e: unknown) => e as DocsGenError);
    expect(error).toBeInstanceOf(DocsGenError);
    const all = [error as DocsGenError, ...(error as DocsGenError).related];
    expect(all.map((e) => [e.line, e.message.replace(/,.*/, '')])).toEqual([
      [1, 'The CSS refers to ../outside.png'],
      [2, 'The CSS refers to ./.secret/key.png'],
    ]);
  });

  it('resolves a url() written as @site/… or through an alias as an import, and never out of the site that way', async () => {
    scratch.write('named/website/static/img/card.png', 'card');
    scratch.write('named/website/src/img/badge.svg', '<svg/>');
    scratch.write('named/website/static/css/custom.css', '.card { background: url("@site/static/img/card.png"); }\n.badge { background: url(@img/badge.svg); }\n');
    const rootDir = path.join(scratch.dir, 'named');
    const roots = { rootDir, siteDir: path.join(rootDir, 'website'), aliases: [{ prefix: '@img', path: path.join(rootDir, 'website/src/img') }] };
    const bundled = await bundleCssFile(path.join(rootDir, 'website/static/css/custom.css'), TARGETS, roots);
    const published = new Map(bundled.files.map((f) => [path.posix.basename(f.path).replace(/^[0-9a-f]{10}-/, ''), String(f.contents)]));
    expect(published).toEqual(new Map([['card.png', 'card'], ['badge.svg', '<svg/>']]));
    expect(Buffer.from(bundled.code).toString()).toMatch(/\.card\{background:url\("\.\.\/\.\.\/assets\/files\/[0-9a-f]{10}-card\.png"\)\}/);
    scratch.write('named/website/static/css/missing.css', '.a { background: url(@site/static/img/gone.png); }\n.b { background: url(@site/../../outside.png); }\n');
    scratch.write('outside.png', 'x');
    const error = await bundleCssFile(path.join(rootDir, 'website/static/css/missing.css'), TARGETS, roots).catch((e: unknown) => e as DocsGenError);
    expect(error).toBeInstanceOf(DocsGenError);
    expect([error as DocsGenError, ...(error as DocsGenError).related].map((e) => [e.line, e.message])).toEqual([
      [1, 'The CSS refers to @site/static/img/gone.png, but website/static/img/gone.png does not exist'],
      [2, 'The CSS refers to @site/../../outside.png, which is outside the site folder or in a dot folder: it is never published'],
    ]);
  });

  it('keeps an @import of another origin (a web font service) as an @import the browser loads', async () => {
    scratch.write('remote/custom.css', "@import url('https://fonts.example.com/css2?family=Inter&display=swap');\n@import '//cdn.example.com/reset.css';\n.a { color: red; }\n");
    const file = path.join(scratch.dir, 'remote/custom.css');
    const { code, imports } = await bundleCssFile(file, TARGETS, { rootDir: scratch.dir });
    expect(imports).toEqual(['@import "https://fonts.example.com/css2?family=Inter&display=swap";', '@import "//cdn.example.com/reset.css";']);
    expect(Buffer.from(code).toString('utf8')).toBe('.a{color:red}');
    // Browsers ignore an @import after any rule: in the stylesheet, they come before the theme's CSS.
    const sheet = Buffer.from((await bundleThemeCss([file], { rootDir: scratch.dir })).contents).toString('utf8');
    expect(sheet.startsWith(`${imports.join('\n')}\n`)).toBe(true);
    expect(sheet.trimEnd().endsWith('.a{color:red}')).toBe(true);
  });

  it("moves a component's @import of another origin to the top of the stylesheet, where browsers read it", () => {
    const sheet = { path: 'assets/css/styles.0.css', contents: Buffer.from('@import "https://fonts.example.com/a.css";\n.theme{color:red}') };
    const extra = "@import url('https://fonts.example.com/b.css') screen;\n@import '//cdn.example.com/c;d.css';\n.box { color: blue; }\n";
    const css = Buffer.from(withAppendedCss(sheet, extra).sheet.contents).toString('utf8');
    expect(css).toBe('@import "https://fonts.example.com/b.css" screen;@import "//cdn.example.com/c;d.css";\n@import "https://fonts.example.com/a.css";\n.theme{color:red}\n.box{color:#00f}');
  });

  it('moves up an @import of another origin that follows rules, as the CSS of several components bundled apart gives it', () => {
    const sheet = { path: 'assets/css/styles.0.css', contents: Buffer.from('.theme{color:red}') };
    const extra = '.one { color: blue; }\n@import url("https://fonts.example.com/b.css");\n.two { color: green; }\n';
    const css = Buffer.from(withAppendedCss(sheet, extra).sheet.contents).toString('utf8');
    expect(css).toBe('@import "https://fonts.example.com/b.css";\n.theme{color:red}\n.one{color:#00f}.two{color:green}');
  });

  it('leaves out CSS that esbuild bundles but the minifier cannot read, warned at its line and column in the CSS module', async () => {
    scratch.write('refused/Card.jsx', "import s from './Card.module.css';\nexport default () => <div className={s.card} />;\n");
    scratch.write('refused/Card.module.css', '.card { color: red; }\n\n.card > > .title {\n  color: blue;\n}\n.card:not() { color: green; }\n.card > > .title { color: teal; }\n');
    const { css } = await loadSiteComponents(undefined, { entries: [path.join(scratch.dir, 'refused/Card.jsx')], cssRoots: { rootDir: scratch.dir } });
    const sheet = { path: 'assets/css/styles.0.css', contents: Buffer.from('.theme{color:red}') };
    const appended = withAppendedCss(sheet, css);
    const file = path.join(scratch.dir, 'refused/Card.module.css');
    // The second problem of one message is placed at the second place the file has it.
    expect(appended.warnings.map((w) => [w.file, w.line, w.column, w.message])).toEqual([
      [file, 3, 9, 'Invalid CSS, which browsers ignore: Invalid dangling combinator in selector'],
      [file, 6, 11, 'Invalid CSS, which browsers ignore: Invalid empty selector'],
      [file, 7, 9, 'Invalid CSS, which browsers ignore: Invalid dangling combinator in selector'],
    ]);
    const text = Buffer.from(appended.sheet.contents).toString('utf8');
    expect(text).toMatch(/^\.theme\{color:red\}\n\.[\w-]*card[\w-]*\{color:red\}$/);
  });

  it('names the file, and says the line is unknown, when the file itself does not show the problem (Sass), or what is unknown', () => {
    scratch.write('refused/Panel.module.scss', '.panel { color: red; }\n');
    const sheet = { path: 'assets/css/styles.0.css', contents: Buffer.from('.theme{color:red}') };
    const bundled = '.panel {\n  color: red;\n}\n.panel > > .title {\n  color: blue;\n}\n';
    const [marked] = withAppendedCss(sheet, `/* ${path.relative(process.cwd(), path.join(scratch.dir, 'refused/Panel.module.scss'))} */\n${bundled}`).warnings;
    expect([marked?.file, marked?.line]).toEqual([path.join(scratch.dir, 'refused/Panel.module.scss'), undefined]);
    expect(marked?.message).toBe('Invalid CSS, which browsers ignore: Invalid dangling combinator in selector (at `.panel > > .title {` as esbuild bundled this file; its line here is not known)');
    const [unmarked] = withAppendedCss(sheet, bundled).warnings;
    expect(unmarked?.file).toBeUndefined();
    expect(unmarked?.message).toBe("Invalid CSS, which browsers ignore: Invalid dangling combinator in selector (at `.panel > > .title {` of the CSS the site's code imports; which file it came from is not known)");
  });

  // As Docusaurus's PostCSS minifier keeps what it cannot read and publishes the site, and browsers drop the rule.
  it('builds with such CSS in a component, warned at its place, the rule left out and the rest kept', async () => {
    const cssSite = tempSite();
    try {
      cssSite.write('docs/index.mdx', "import Card from '@site/src/components/Card';\n\n# Home\n\n<Card />\n");
      cssSite.write('src/components/Card.jsx', "import s from './Card.module.css';\nexport default function Card() { return <div className={s.card}>Card</div>; }\n");
      cssSite.write('src/components/Card.module.css', '.card { color: red; }\n.card:not() { color: blue; }\n.card .title { color: teal; }\n');
      const built = await runDocsGenAsync(['build', '.'], cssSite.dir);
      expect(built.code, built.stderr).toBe(0);
      expect(built.stderr).toContain('warning src/components/Card.module.css:2:11  Invalid CSS, which browsers ignore: Invalid empty selector\n    The stylesheet is minified with lightningcss');
      expect(built.stderr.match(/Invalid empty selector/g)).toHaveLength(1);
      const css = linkedStylesheet(cssSite.dir);
      expect(css).toMatch(/card[\w-]*\{color:red\}/);
      expect(css).toMatch(/card[\w-]* \.[\w-]*title[\w-]*\{color:teal\}/);
      expect(css).not.toContain('color:blue');
    } finally {
      cssSite.cleanup();
    }
  });

  // As a theme's colour file that writes custom properties straight in an `@supports` block: Docusaurus's PostCSS
  // minifier keeps what it cannot read, and the site builds; docs-gen stopped at it ("Invalid qualified rule").
  it('builds with custom CSS the minifier cannot read, warned at its line and column, the rest of the file kept', async () => {
    const cssSite = tempSite();
    try {
      cssSite.write('docs-gen.config.ts', "export default { title: 'Unread', customCss: ['src/css/custom.css'] };\n");
      cssSite.write('docs/index.md', '# Home\n\nText.\n');
      cssSite.write('src/css/colors.css', '.after-import { color: teal; }\n\n.x > > .y {\n  color: blue;\n}\n');
      cssSite.write(
        'src/css/custom.css',
        "@import './colors.css';\n@tailwind utilities;\n.kept { color: red; }\n\n@supports (color: color(display-p3 1 1 1)) {\n  --brand: oklch(60% 0.1 250);\n}\n\n.also-kept { color: green; }\n",
      );
      const built = await runDocsGenAsync(['build', '.'], cssSite.dir);
      expect(built.code, built.stderr).toBe(0);
      expect(built.stderr).toContain('warning src/css/custom.css:6:3  Invalid CSS, which browsers ignore: Invalid qualified rule');
      expect(built.stderr).toContain('warning src/css/colors.css:3:6  Invalid CSS, which browsers ignore: Invalid dangling combinator in selector');
      // An at-rule the minifier does not know is kept, without a word.
      expect(built.stderr).not.toContain('@tailwind');
      const css = linkedStylesheet(cssSite.dir);
      expect(css).toContain('.kept{color:red}');
      expect(css).toContain('.also-kept{color:green}');
      expect(css).toContain('.after-import{color:teal}');
      expect(css).toContain('@tailwind utilities;');
      expect(css).not.toContain('--brand');
      expect(css).not.toContain('.y{');
    } finally {
      cssSite.cleanup();
    }
  });

  it("inlines a package's CSS that custom CSS imports by its name, as css-loader finds it, and publishes the files it names", async () => {
    scratch.write('pkgsite/node_modules/@acme/font/package.json', '{"name":"@acme/font","main":"index.css"}\n');
    scratch.write('pkgsite/node_modules/@acme/font/index.css', '@font-face { font-family: Acme; src: url(./files/acme.woff2) format("woff2"); }\n');
    scratch.write('pkgsite/node_modules/@acme/font/files/acme.woff2', 'font');
    scratch.write('pkgsite/node_modules/acme-theme/package.json', '{"name":"acme-theme","main":"index.js","style":"dist/theme.css"}\n');
    scratch.write('pkgsite/node_modules/acme-theme/dist/theme.css', '.t { color: blue; }\n');
    scratch.write('pkgsite/node_modules/acme-theme/dist/dark.css', '.d { color: black; }\n');
    scratch.write('pkgsite/src/css/local.css', '.l { color: green; }\n');
    // A bare path is a file beside the CSS first, then a package; `~` names a package only.
    scratch.write('pkgsite/src/css/custom.css', "@import '@acme/font';\n@import 'acme-theme';\n@import '~acme-theme/dist/dark.css';\n@import 'local.css';\n.a { color: red; }\n");
    const { code, files } = await bundleCssFile(path.join(scratch.dir, 'pkgsite/src/css/custom.css'), TARGETS, { rootDir: path.join(scratch.dir, 'pkgsite') });
    const css = Buffer.from(code).toString('utf8');
    expect(css).toMatch(/^@font-face\{font-family:Acme;src:url\("\.\.\/\.\.\/assets\/files\/[0-9a-f]{10}-acme\.woff2"\)format\("woff2"\)\}\.t\{color:#00f\}\.d\{color:#000\}\.l\{color:green\}\.a\{color:red\}$/);
    expect(files.map((f) => f.path)).toEqual([expect.stringMatching(/^assets\/files\/[0-9a-f]{10}-acme\.woff2$/)]);
    // A package that is not installed is said so, at its @import.
    scratch.write('pkgsite/src/css/missing.css', '/* Theme. */\n@import "not-installed/theme.css";\n');
    const error = await bundleCssFile(path.join(scratch.dir, 'pkgsite/src/css/missing.css'), TARGETS, { rootDir: path.join(scratch.dir, 'pkgsite') }).catch((e: unknown) => e as DocsGenError);
    expect(error).toBeInstanceOf(DocsGenError);
    expect(error).toMatchObject({ file: path.join(scratch.dir, 'pkgsite/src/css/missing.css'), line: 2 });
    expect((error as DocsGenError).message).toBe('The CSS imports not-installed/theme.css, which is neither a file beside it nor a package installed in a node_modules folder on the way up');
  });

  it("publishes the files a package's CSS names from inside the package, when a workspace installs it above the site folder", async () => {
    scratch.write('ws/node_modules/@acme/font/package.json', '{"name":"@acme/font","main":"index.css"}\n');
    scratch.write('ws/node_modules/@acme/font/index.css', '@font-face { font-family: Acme; src: url(./files/acme.woff2); }\n');
    scratch.write('ws/node_modules/@acme/font/files/acme.woff2', 'font');
    scratch.write('ws/site/src/css/custom.css', "@import '@acme/font';\n");
    const siteRoot = path.join(scratch.dir, 'ws/site');
    const { code, files } = await bundleCssFile(path.join(siteRoot, 'src/css/custom.css'), TARGETS, { rootDir: siteRoot });
    expect(Buffer.from(code).toString('utf8')).toMatch(/^@font-face\{font-family:Acme;src:url\("\.\.\/\.\.\/assets\/files\/[0-9a-f]{10}-acme\.woff2"\)\}$/);
    expect(files.map((f) => Buffer.from(f.contents).toString('utf8'))).toEqual(['font']);
    // Outside its own package, such CSS reaches nothing.
    scratch.write('ws/secret.png', 'x');
    scratch.write('ws/node_modules/leaky/package.json', '{"name":"leaky","style":"leak.css"}\n');
    scratch.write('ws/node_modules/leaky/leak.css', '.a { background: url(../../secret.png); }\n');
    scratch.write('ws/site/src/css/leak.css', "@import 'leaky';\n");
    const error = await bundleCssFile(path.join(siteRoot, 'src/css/leak.css'), TARGETS, { rootDir: siteRoot }).catch((e: unknown) => e as DocsGenError);
    expect(error).toBeInstanceOf(DocsGenError);
    expect((error as DocsGenError).message).toMatch(/^The CSS refers to \.\.\/\.\.\/secret\.png, which is outside the site folder/);
  });

  it('inlines a package found through a node_modules folder linked to a store outside the project', async () => {
    scratch.write('store/node_modules/@acme/font/package.json', '{"name":"@acme/font","main":"index.css"}\n');
    scratch.write('store/node_modules/@acme/font/index.css', '@font-face { font-family: Acme; src: url(./files/acme.woff2); }\n');
    scratch.write('store/node_modules/@acme/font/files/acme.woff2', 'font');
    scratch.write('linked/site/src/css/custom.css', "@import '@acme/font';\n");
    fs.symlinkSync(path.join(scratch.dir, 'store/node_modules'), path.join(scratch.dir, 'linked/node_modules'));
    const siteRoot = path.join(scratch.dir, 'linked/site');
    const { code, files } = await bundleCssFile(path.join(siteRoot, 'src/css/custom.css'), TARGETS, { rootDir: siteRoot });
    expect(Buffer.from(code).toString('utf8')).toMatch(/^@font-face\{font-family:Acme;src:url\("\.\.\/\.\.\/assets\/files\/[0-9a-f]{10}-acme\.woff2"\)\}$/);
    expect(files.map((f) => Buffer.from(f.contents).toString('utf8'))).toEqual(['font']);
  });

  it('never inlines an @import of a file outside the site folder, in a dot folder, or out of a package', async () => {
    scratch.write('imports/outside.css', '.outside { color: red }\n');
    scratch.write('imports/site/.hidden/x.css', '.hidden { color: red }\n');
    scratch.write('imports/site/node_modules/pkg/package.json', '{ "name": "pkg", "style": "pkg.css" }\n');
    scratch.write('imports/site/node_modules/pkg/pkg.css', '.pkg { color: green }\n');
    scratch.write('imports/site/own.css', '.own { color: green }\n');
    const bundle = (css: string) => {
      scratch.write('imports/site/custom.css', css);
      return bundleCssFile(path.join(scratch.dir, 'imports/site/custom.css'), TARGETS, { rootDir: path.join(scratch.dir, 'imports/site') });
    };
    const refused = async (css: string) => (await bundle(css).catch((e: unknown) => e)) as DocsGenError;
    for (const line of ["@import '../outside.css';", "@import './.hidden/x.css';", "@import 'pkg/../../../outside.css';", "@import '~pkg/../../../outside.css';"]) {
      const error = await refused(`${line}\n.after { color: blue }\n`);
      expect(error, line).toBeInstanceOf(DocsGenError);
      expect(error.message, line).toMatch(/outside the site folder or in a dot folder/);
      expect([error.file, error.line], line).toEqual([path.join(scratch.dir, 'imports/site/custom.css'), 1]);
    }
    // The site's own files and its installed packages are inlined.
    const css = Buffer.from((await bundle("@import './own.css';\n@import 'pkg';\n")).code).toString('utf8');
    expect(css).toContain('.own');
    expect(css).toContain('.pkg');
  });

  it("is an error at the line of a component's CSS module url() whose file is missing", async () => {
    scratch.write('comp/Thing.jsx', "import s from './Thing.module.css';\nexport default () => <div className={s.thing} />;\n");
    scratch.write('comp/Thing.module.css', '.thing {\n  background: url(./gone.png);\n}\n');
    const error = await loadSiteComponents(undefined, { entries: [path.join(scratch.dir, 'comp/Thing.jsx')], cssRoots: { rootDir: scratch.dir } }).catch((e: unknown) => e as DocsGenError);
    expect(error).toBeInstanceOf(DocsGenError);
    expect([(error as DocsGenError).file, (error as DocsGenError).line]).toEqual([path.join(scratch.dir, 'comp/Thing.module.css'), 2]);
    expect((error as DocsGenError).message).toContain('gone.png does not exist');
  });

  it("publishes the file a component's CSS module names as url(@site/…), as it does for custom CSS", async () => {
    scratch.write('aliased/website/static/img/flag.svg', '<svg/>');
    scratch.write('aliased/website/src/Flag.jsx', "import s from './Flag.module.css';\nexport default () => <i className={s.flag} />;\n");
    scratch.write('aliased/website/src/Flag.module.css', '.flag {\n  background-image: url(@site/static/img/flag.svg);\n}\n');
    const rootDir = path.join(scratch.dir, 'aliased');
    const siteDir = path.join(rootDir, 'website');
    const { css, cssFiles } = await loadSiteComponents(undefined, { entries: [path.join(siteDir, 'src/Flag.jsx')], siteDir, cssRoots: { rootDir, siteDir } });
    expect(css).toMatch(/background-image: url\(\.\.\/\.\.\/assets\/files\/[0-9a-f]{10}-flag\.svg\)/);
    expect(cssFiles.map((f) => String(f.contents))).toEqual(['<svg/>']);
  });
});

describe('Sass', () => {
  // Compiled with the `sass` package, from the site or beside docs-gen; without it, a located error says what to do.
  const hasSass = findSass({ rootDir: repoRoot }) !== null;

  it('compiles .scss custom CSS, its url()s resolved against the file', async () => {
    const result = await bundleCssFile(fixture('src/css/brand.scss'), TARGETS, { rootDir: fixture('.') }).catch((e: unknown) => e as DocsGenError);
    if (hasSass) {
      const css = Buffer.from((result as { code: Uint8Array }).code).toString();
      expect(css).toContain('.brand{color:#123456}');
      expect(css).toMatch(/\.brand \.mark\{background-image:url\("\.\.\/\.\.\/assets\/files\/[0-9a-f]{10}-hero\.png"\)\}/);
    } else {
      expect(result).toBeInstanceOf(DocsGenError);
      expect((result as DocsGenError).message).toBe('brand.scss is Sass, and the `sass` package is not installed');
      expect((result as DocsGenError).hint).toContain('npm install --save-dev sass');
    }
  });

  it('compiles an SCSS module a component imports, or says at the import that sass is missing', async () => {
    const result = await loadSiteComponents(undefined, { entries: [fixture('src/components/Framed.jsx')], cssRoots: { rootDir: fixture('.') } }).catch((e: unknown) => e as DocsGenError);
    if (hasSass) {
      const { css } = result as { css: string };
      expect(css).toMatch(/\.Framed_module_framed \{\s*border: 2px solid;\s*background-image: url\(\.\.\/\.\.\/assets\/files\/[0-9a-f]{10}-box\.png\);/);
    } else {
      expect(result).toBeInstanceOf(DocsGenError);
      expect([(result as DocsGenError).file, (result as DocsGenError).line]).toEqual([fixture('src/components/Framed.jsx'), 1]);
      expect((result as DocsGenError).message).toContain('the `sass` package is not installed');
    }
  });

  it.runIf(hasSass)('locates a Sass error in the file and line that has it', async () => {
    scratch.write('sass/_part.scss', '.x {\n  color: $undefined-variable;\n}\n');
    scratch.write('sass/main.scss', "@use 'part';\n");
    scratch.write('sass/ok.scss', "@use 'fine';\n.y { color: red; }\n");
    scratch.write('sass/_fine.scss', '.z { color: blue; }\n');
    const ok = await bundleCssFile(path.join(scratch.dir, 'sass/ok.scss'), TARGETS, { rootDir: scratch.dir });
    // The partial too: dev watches it.
    expect(ok.inputs.sort()).toEqual([path.join(scratch.dir, 'sass/_fine.scss'), path.join(scratch.dir, 'sass/ok.scss')]);
    const error = await bundleCssFile(path.join(scratch.dir, 'sass/main.scss'), TARGETS, { rootDir: scratch.dir }).catch((e: unknown) => e as DocsGenError);
    expect(error).toBeInstanceOf(DocsGenError);
    expect([(error as DocsGenError).file, (error as DocsGenError).line]).toEqual([path.join(scratch.dir, 'sass/_part.scss'), 2]);
    expect((error as DocsGenError).message).toContain('Undefined variable');
  });

  it.runIf(hasSass)('imports a partial written as @site/… or through an alias, as sass-loader resolves it', async () => {
    scratch.write('sassite/website/src/css/_fonts.scss', '$face: Inter;\n');
    scratch.write('sassite/website/src/theme/_colors.scss', '$brand: #123456;\n');
    scratch.write('sassite/website/src/Hero.scss', "@use '@theming/colors';\n@import '@site/src/css/fonts';\n.hero { font-family: $face; color: colors.$brand; }\n");
    const rootDir = path.join(scratch.dir, 'sassite');
    const siteDir = path.join(rootDir, 'website');
    const roots = { rootDir, siteDir, aliases: [{ prefix: '@theming', path: path.join(siteDir, 'src/theme') }] };
    const bundled = await bundleCssFile(path.join(siteDir, 'src/Hero.scss'), TARGETS, roots);
    expect(Buffer.from(bundled.code).toString()).toContain('.hero{color:#123456;font-family:Inter}');
  });

  it.runIf(hasSass)("reports Sass's deprecations, @warn and @debug as warnings, once per place", async () => {
    scratch.write('sasswarn/_part.scss', '$w: 10px;\n.x { width: $w/2; }\n@warn "careful";\n@debug "seen";\n');
    scratch.write('sasswarn/main.scss', "@import 'part';\n@import 'part';\n");
    const file = (rel: string) => path.join(scratch.dir, 'sasswarn', rel);
    const { warnings } = await bundleCssFile(file('main.scss'), TARGETS, { rootDir: scratch.dir });
    const places = warnings.map((w) => `${path.basename(w.file ?? '')}:${w.line}:${w.column} ${w.message.replace(/:.*/, '')}`);
    // The partial is compiled for each @import; each place is said once.
    expect(places.sort()).toEqual(['_part.scss:2:13 Sass deprecation [slash-div]', '_part.scss:3:1 Sass @warn', '_part.scss:4:1 Sass @debug', 'main.scss:1:9 Sass deprecation [import]', 'main.scss:2:9 Sass deprecation [import]']);
    expect(warnings.find((w) => w.message.startsWith('Sass @warn'))).toMatchObject({ file: file('_part.scss'), message: 'Sass @warn: careful' });
    expect(warnings.find((w) => w.message.includes('[slash-div]'))?.hint).toMatch(/^Recommendation: math\.div\(\$w, 2\)/);
  });

  /**
   * A stand-in for the `sass` package in the site's node_modules (found there first, as the site's own), so this
   * runs where Sass is not installed. It keeps Sass's logger contract (sass 1.x types/logger): a deprecation is
   * passed with its span, once for each time it is reached; `@warn` with its stack only, its paths relative to the
   * working folder; and without a logger Sass writes to stderr itself.
   */
  const FAKE_SASS = `const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
exports.compile = (file, options) => {
  const url = pathToFileURL(file);
  const logger = options.logger ?? { warn: (message) => process.stderr.write('DEPRECATION WARNING: ' + message + '\\n') };
  const lines = fs.readFileSync(file, 'utf8').split('\\n').map((line, i) => {
    const warned = /^@warn "(.*)";$/.exec(line);
    if (warned) {
      logger.warn(warned[1], { deprecation: false, stack: path.relative(process.cwd(), file) + ' ' + (i + 1) + ':1  root stylesheet\\n' });
      return '';
    }
    const slash = /\\d+px\\/\\d+/.exec(line);
    if (slash) for (let n = 0; n < 3; n++) logger.warn('Using / for division outside of calc() is deprecated.\\n\\nRecommendation: math.div($a, 2)\\n\\nMore info: https://sass-lang.com/d/slash-div', { deprecation: true, deprecationType: { id: 'slash-div' }, span: { url, start: { line: i, column: slash.index } } });
    return line.replace(/(\\d+)px\\/(\\d+)/, (_, a, b) => a / b + 'px');
  });
  return { css: lines.join('\\n'), loadedUrls: [url] };
};
`;

  /** Installs FAKE_SASS as the `sass` package of `folder` of the site. */
  const installFakeSass = (site: ReturnType<typeof tempSite>, folder = '.') => {
    site.write(path.join(folder, 'node_modules/sass/package.json'), '{ "name": "sass", "main": "index.js" }\n');
    site.write(path.join(folder, 'node_modules/sass/index.js'), FAKE_SASS);
  };

  it("makes Sass's warnings docs-gen's: located, in its format, counted, cut short when many, and printed with -q", async () => {
    const sassSite = tempSite();
    try {
      installFakeSass(sassSite);
      sassSite.write('docs-gen.config.ts', "export default { title: 'Sass', customCss: ['src/css/custom.scss'] };\n");
      sassSite.write('docs/index.mdx', "import Box from '@site/src/components/Box';\n\n# Home\n\n<Box />\n");
      sassSite.write('src/components/Box.jsx', "import s from './Box.module.scss';\nexport default function Box() { return <div className={s.box}>Boxed</div>; }\n");
      sassSite.write('src/components/Box.module.scss', '@warn "Box is going away";\n.box { width: 4px/2; }\n');
      // More places of one deprecation than docs-gen prints of one kind (condense.ts: over 50, the first 20).
      sassSite.write('src/css/custom.scss', Array.from({ length: 55 }, (_, i) => `.a${i} { width: ${i + 10}px/2; }`).join('\n'));
      const [loud, quiet] = await Promise.all([
        runDocsGenAsync(['build', '.', '-o', 'out-loud'], sassSite.dir),
        runDocsGenAsync(['build', '.', '-o', 'out-quiet', '-q'], sassSite.dir),
      ]);
      expect([loud.code, quiet.code]).toEqual([0, 0]);
      expect(loud.stderr).not.toContain('DEPRECATION WARNING');
      const lines = loud.stderr.trim().split('\n');
      expect(lines.slice(0, 3)).toEqual([
        'warning src/css/custom.scss:1:14  Sass deprecation [slash-div]: Using / for division outside of calc() is deprecated.',
        '    Recommendation: math.div($a, 2)',
        '    More info: https://sass-lang.com/d/slash-div',
      ]);
      // One line per place, though Sass said each three times; the rest of the kind counted.
      expect(lines.filter((line) => line.startsWith('warning src/css/custom.scss:'))).toHaveLength(20);
      expect(lines[3]).toBe('warning src/css/custom.scss:2:14  Sass deprecation [slash-div]: Using / for division outside of calc() is deprecated.');
      expect(lines).toContain('warning … and 36 more of this kind: Sass deprecation [slash-div]');
      // Imported by a component: esbuild compiles it through docs-gen's plugin.
      expect(lines).toContain('warning src/components/Box.module.scss:1:1  Sass @warn: Box is going away');
      // 55 places in custom.scss, one in the module, and its @warn.
      expect(loud.stdout).toMatch(/; 57 warnings\n$/);
      expect(quiet.stdout).toBe('');
      expect(quiet.stderr).toBe(loud.stderr);
    } finally {
      sassSite.cleanup();
    }
  });

  it("uses the sass package of the site folder (siteDir) when the config is written above it, as the site's own install has it", async () => {
    const sassSite = tempSite();
    try {
      // As react-native-website: the Docusaurus site in website/, its packages installed there, the config at the root.
      installFakeSass(sassSite, 'website');
      sassSite.write('docs-gen.config.ts', "export default { title: 'Sass', siteDir: 'website', customCss: ['website/src/css/custom.scss'] };\n");
      sassSite.write('website/src/css/custom.scss', '.site-sass { width: 8px/2; }\n');
      sassSite.write('docs/index.md', '# Home\n');
      const run = await runDocsGenAsync(['build', '.', '-q'], sassSite.dir);
      expect(run.code, run.stderr).toBe(0);
      const cssDir = path.join(sassSite.dir, 'build/assets/css');
      const css = fs.readdirSync(cssDir).map((f) => fs.readFileSync(path.join(cssDir, f), 'utf8')).join('\n');
      expect(css).toMatch(/\.site-sass\s*\{\s*width:\s*4px/);
    } finally {
      sassSite.cleanup();
    }
  });
});

describe('src/pages', () => {
  it('renders a React page with @docusaurus/* and @theme/Layout on the server, inside the theme, with its CSS module', () => {
    const home = html('/');
    expect(home).toContain('<title>Welcome | CSS Compat</title>');
    expect(home).toContain('<meta name="description" content="The home page of CSS Compat"/>');
    expect(home).toContain('class="navbar');
    expect(home).toMatch(/<header class="index_hero"><h1>CSS Compat<\/h1><p>Styles carried over\.<\/p><a href="\/base\/docs\/intro\/" class="button">Get started<\/a><img src="\/base\/img\/logo\.png" alt="Logo"\/><ul class="clean-list">/);
    expect(stylesheet).toContain('.index_hero{background-image:url(../../img/logo.png)}');
    // `_` files are modules the pages import, not pages.
    expect(fs.existsSync(out('_tagline'))).toBe(false);
    expect(textOf(html('/versions'))).toContain('Versions2.01.0');
    // Markdown it imports is compiled like a page's; a module it imports dynamically is not run on the server.
    expect(html('/versions')).toContain('<p>Release <strong>notes</strong> here.</p>');
    expect(html('/versions')).toContain('<title>Versions | CSS Compat</title>');
    // That Markdown's images are published and its warnings reported, as a page's are.
    const chart = html('/versions').match(/<img decoding="async" loading="lazy" src="\/base\/(assets\/img\/[^"]+-_chart\.png)" alt="Release chart"\/>/);
    expect(chart).not.toBeNull();
    expect(fs.existsSync(out(chart![1]))).toBe(true);
    expect(build.stderr).toMatch(/warning \S*src\/pages\/_notes\.md:5:7 +Line range "3" goes past the end of the code block/);
  });

  it('gives @docusaurus/router: the location of the route being rendered, and a Redirect the browser follows', () => {
    // The query string is the browser's: on the server there is none.
    expect(html('/where')).toContain('<p id="where">/base/where/<!-- -->|</p>');
    const old = html('/old');
    expect(old).toContain('<meta http-equiv="refresh" content="0; url=/base/docs/intro/"/>');
    expect(old.match(/<link rel="canonical"[^>]*>/g)).toEqual(['<link rel="canonical" href="https://css.example.com/base/docs/intro/"/>']);
    expect(old).toContain('<a href="/base/docs/intro/">/base/docs/intro/</a>');
  });

  it('routes Markdown and MDX pages by file path, outside every sidebar, with the Markdown styles', () => {
    const about = html('/about');
    expect(about).toContain('<title>About us | CSS Compat</title>');
    expect(about).toMatch(/<article class="markdown"><h1 id="about">About<\/h1>\s*<div class="Box_box">We make docs\.<\/div>/);
    expect(about).toContain('<a href="/base/docs/intro/">intro</a>');
    expect(textOf(html('/legal/terms'))).toContain('Be nice.');
    const intro = html('/docs/intro');
    expect(intro).not.toContain('/base/about/');
    expect(intro).not.toContain('/base/legal/terms/');
    const sitemap = fs.readFileSync(out('sitemap.xml'), 'utf8');
    for (const route of ['/base/', '/base/about/', '/base/legal/terms/', '/base/versions/']) expect(sitemap).toContain(`https://css.example.com${route}<`);
  });
});

describe('the pages folder', () => {
  it('is pages/, else src/pages, its Markdown a content folder in no sidebar; `pages: false` turns it off', () => {
    const found = resolveSiteConfig(parseConfig({}, undefined), fixture('.'));
    expect(found.pagesPath).toBe(fixture('src/pages'));
    expect(found.content.find((root) => root.layout === 'page')).toMatchObject({ absPath: fixture('src/pages'), routeBasePath: '/', sidebar: '' });
    const off = resolveSiteConfig(parseConfig({ pages: false }, undefined), fixture('.'));
    expect(off.pagesPath).toBeUndefined();
    expect(off.content.map((root) => root.path)).toEqual(['docs']);
  });
});

describe('images in MDX', () => {
  it('leaves a JSX <img> with a root-relative src as written, as Docusaurus does', () => {
    expect(html('/docs/intro')).toContain('<img src="/img/logo.png" alt="Static logo"/>');
  });

  it("publishes a Markdown image's root-relative path from the static folder under the base URL, as Docusaurus does", async () => {
    const src = /<img decoding="async" loading="lazy" src="([^"]+)" alt="Markdown logo"\/>/.exec(html('/docs/intro'))?.[1];
    expect(src).toMatch(/^\/base\/assets\/img\/[0-9a-f]+-logo\.png$/);
    expect(fs.readFileSync(out(src!.replace('/base/', '')))).toEqual(fs.readFileSync(fixture('static/img/logo.png')));
    // Missing from the static folder: a broken image at its line, reported as written.
    const compiled = await compileMarkdown('# Page\n\n![gone](/img/gone.png)\n', fixture('docs/x.md'), fixture('.'), [], fixture('.'), fixture('static'));
    expect(compiled.assetProblems).toEqual([{ url: '/img/gone.png', line: 3, column: 1, kind: 'missing' }]);
  });
});
