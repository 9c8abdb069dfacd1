import type { OutputFile, Warning } from '../shared/types.js';
import type { SiteCssTransform } from '../util/sitePostcss.js';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { esbuild, lightningCss } from '../util/lazyPackages.js';
import { packageRoot } from '../util/packageRoot.js';
import { ASSETS_DIR } from '../shared/emittedFiles.js';
import { type BundledCss, bundleCssFile } from '../util/bundleCss.js';
import type { CssUrlRoots } from '../util/cssUrls.js';
import type { TextDirection } from '../config/types.js';
import { mirrorCss } from './mirrorCss.js';
import { type OnDemandSheet, onDemandCss, readOnDemandSheet } from './onDemandCss.js';
import { hoistLateImports } from '../util/cssLateImports.js';
import { bundledCssProblem, bundledCssWarnings, type MinifierFailure } from '../util/bundledCssProblem.js';

/** A file the build writes, by its path in the output folder. */

/** Hex digits of a content hash in a file name. */
export const HASH_LENGTH = 10;

export function contentHash(contents: string | Buffer): string {
  return crypto.createHash('sha256').update(contents).digest('hex').slice(0, HASH_LENGTH);
}

const CSS_TARGETS = { chrome: 100 << 16, firefox: 100 << 16, safari: 15 << 16 };

/** The theme's stylesheet and the files its `url(…)`s name, published beside it. */
export interface ThemeStylesheet extends OutputFile {
  files: OutputFile[];
  /** The site's CSS files it was made from (`customCss` and what they import), for dev's watcher. */
  inputs: string[];
  /** What compiling the site's Sass warned about. */
  warnings: Warning[];
  /** Where the theme's rules end in `contents`, the site's starting: the theme's on-demand rules go there (withOnDemandCss). */
  themeEnd: number;
}

/**
 * The theme's CSS followed by the site's `customCss` files in their order (so a site's rules and Infima
 * variables win over the theme's), bundled and minified by lightningcss, under a content-hashed name. The
 * site's `url(…)`s are resolved against `roots` (customCss.ts).
 */
export async function bundleThemeCss(customCss: string[] = [], roots?: CssUrlRoots, direction: TextDirection = 'ltr', transform?: SiteCssTransform): Promise<ThemeStylesheet> {
  const [theme, ...bundled] = await Promise.all([themeCss(), ...customCss.map((file) => bundleCssFile(file, CSS_TARGETS, roots ?? { rootDir: path.dirname(file) }, transform))]);
  const site = direction === 'rtl' ? bundled.map((part) => ({ ...part, code: mirrorCss(part.code) })) : bundled;
  const parts = [theme, ...site];
  // An `@import` after any rule is ignored by browsers: the site's imports of other origins open the sheet.
  const imports = [...new Set(parts.flatMap((part) => part.imports))].map((rule) => `${rule}\n`);
  const css = Buffer.concat([...imports.map((rule) => Buffer.from(rule)), ...parts.flatMap((part, i) => (i ? [Buffer.from('\n'), part.code] : [part.code]))]);
  const themeEnd = imports.reduce((n, rule) => n + Buffer.byteLength(rule), 0) + theme.code.byteLength;
  return { path: `${ASSETS_DIR}/css/styles.${contentHash(css)}.css`, contents: css, files: parts.flatMap((p) => p.files), inputs: site.flatMap((p) => p.inputs), warnings: site.flatMap((p) => p.warnings), themeEnd };
}

/**
 * The stylesheet with the theme's on-demand rules of the classes `written` finds the site writing (siteClassesWritten),
 * after the theme's rules and before the site's, so a site's custom.css restyles them as it restyles the rest of the theme.
 */
export async function withOnDemandCss(sheet: ThemeStylesheet, written: (onDemand: OnDemandSheet) => ReadonlySet<string>, direction: TextDirection = 'ltr'): Promise<ThemeStylesheet> {
  const onDemand = await onDemandSheet();
  const rules = onDemandCss(onDemand, written(onDemand));
  if (!rules) return sheet;
  const code = direction === 'rtl' ? mirrorCss(Buffer.from(rules)) : Buffer.from(rules);
  const contents = Buffer.from(sheet.contents);
  const css = Buffer.concat([contents.subarray(0, sheet.themeEnd), Buffer.from('\n'), code, contents.subarray(sheet.themeEnd)]);
  return { ...sheet, path: `${ASSETS_DIR}/css/styles.${contentHash(css)}.css`, contents: css, themeEnd: sheet.themeEnd + 1 + code.byteLength };
}

/** The stylesheet as `map` rewrites its text, under its new hash (the same file when nothing changes). */
export function withCssText(sheet: OutputFile, map: (css: string) => string): OutputFile {
  const text = Buffer.from(sheet.contents).toString('utf8');
  const css = map(text);
  return css === text ? sheet : { path: `${ASSETS_DIR}/css/styles.${contentHash(css)}.css`, contents: Buffer.from(css) };
}

/** The site's own rules of the stylesheet (its `customCss`), after the theme's. */
export function siteRulesOf(sheet: ThemeStylesheet): string {
  return Buffer.from(sheet.contents).subarray(sheet.themeEnd).toString('utf8');
}

/** Where the published tool keeps the on-demand rules, minified when the tool is built. */
const PREBUILT_ON_DEMAND_CSS = path.join('dist', 'infima-on-demand.css');

export async function buildOnDemandCss(root = packageRoot()): Promise<Uint8Array> {
  return (await bundleCssFile(path.join(root, 'templates', 'css', 'infimaOnDemand.css'), CSS_TARGETS)).code;
}

let onDemand: Promise<OnDemandSheet> | undefined;

/** The on-demand rules, read once a process: prebuilt, or bundled from a source checkout. */
function onDemandSheet(): Promise<OnDemandSheet> {
  onDemand ??= (async () => {
    const root = packageRoot();
    const code = await fs.readFile(path.join(root, PREBUILT_ON_DEMAND_CSS)).catch(() => buildOnDemandCss(root));
    return readOnDemandSheet(Buffer.from(code).toString('utf8'));
  })();
  return onDemand;
}

/** Where the published tool keeps the theme's stylesheet, bundled when the tool is built. */
const PREBUILT_THEME_CSS = path.join('dist', 'theme.css');

/** The theme's own stylesheet, bundled and minified: it has no `url(…)`s and imports only its own files. */
export async function buildThemeCss(root = packageRoot()): Promise<Uint8Array> {
  return (await bundleCssFile(path.join(root, 'templates', 'css', 'index.css'), CSS_TARGETS)).code;
}

/**
 * The theme's stylesheet as the published tool ships it, prebuilt in `dist/`: a build then loads the CSS bundler
 * only for a site's own CSS. From a source checkout it is bundled on the fly.
 */
async function themeCss(): Promise<Pick<BundledCss, 'code' | 'files' | 'imports'>> {
  const root = packageRoot();
  let code: Uint8Array;
  try {
    code = await fs.readFile(path.join(root, PREBUILT_THEME_CSS));
  } catch {
    code = await buildThemeCss(root);
  }
  return { code, files: [], imports: [] };
}

/** The `@import` rules a minified stylesheet opens with: a string or `url(…)`, then its conditions, up to `;`. */
const LEADING_IMPORTS = /^(?:@import\s*(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|url\((?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^)"']*)\))[^;{}]*;\s*)+/;

/**
 * The stylesheet with `extra` appended (the styles a site's theme overrides import), under its new hash; mirrored
 * first on a right-to-left locale's pages, as the site's own CSS (mirrorCss). What the minifier cannot read is left
 * out (or kept as written), as browsers ignore it, and warned about at its place in the site's file.
 */
export function withAppendedCss(sheet: OutputFile, extra: string, direction: TextDirection = 'ltr'): { sheet: OutputFile; warnings: Warning[] } {
  if (!extra) return { sheet, warnings: [] };
  // The CSS of several bundles joined has each one's imports of other origins at its start, after the rules of
  // the one before: moved up first, since an @import after rules is an error to lightningcss.
  const hoisted = hoistLateImports(extra);
  const joined = hoisted?.css ?? extra;
  const inExtra = (loc: { line: number; column: number }) => (hoisted ? hoisted.originalLocation(loc.line, loc.column) : loc);
  let minified: Uint8Array;
  let warnings: Warning[];
  try {
    // Minified as the rest is, which also drops the comments naming each source file.
    const result = lightningCss().transform({ filename: 'theme-overrides.css', code: Buffer.from(joined), minify: true, targets: CSS_TARGETS, errorRecovery: true });
    minified = result.code;
    // An at-rule lightningcss does not know (`@tailwind`) is kept as written, without a word, as in the site's custom CSS.
    warnings = bundledCssWarnings(
      result.warnings.filter((w) => w.type !== 'AtRuleInvalid'),
      extra,
      inExtra,
    );
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const { loc } = error as MinifierFailure;
    throw bundledCssProblem(error, extra, loc && inExtra(loc));
  }
  const code = direction === 'rtl' ? mirrorCss(minified) : minified;
  // Imports left in it are of other origins (esbuild inlines local ones); after the sheet's rules a browser
  // would ignore them, so they go first.
  const text = Buffer.from(code).toString('utf8');
  const imports = LEADING_IMPORTS.exec(text)?.[0] ?? '';
  const parts = imports ? [`${imports}\n`, Buffer.from(sheet.contents), '\n', text.slice(imports.length)] : [Buffer.from(sheet.contents), '\n', code];
  const css = Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
  return { sheet: { path: `${ASSETS_DIR}/css/styles.${contentHash(css)}.css`, contents: css }, warnings };
}

/** Mermaid's browser build: one file that sets `window.mermaid`, which the runtime loads on pages with a diagram. */
function mermaidScriptPath(root: string): string {
  return createRequire(path.join(root, 'package.json')).resolve('mermaid/dist/mermaid.min.js');
}

/** Mermaid's browser build under its content-hashed name, as the runtime is bundled to ask for it. */
async function mermaidScript(root: string): Promise<{ name: string; contents: Buffer }> {
  const contents = await fs.readFile(mermaidScriptPath(root));
  return { name: `mermaid.${contentHash(contents)}.js`, contents };
}

/**
 * The browser runtime, and Mermaid's browser build beside it when the site draws diagrams (`mermaid`). The
 * published tool ships the runtime prebuilt in `dist/client/`; from a source checkout it is bundled on the fly by
 * esbuild.
 */
export async function bundleClientScripts(config: { mermaid: boolean; router?: 'browser' | 'hash' }): Promise<OutputFile[]> {
  const root = packageRoot();
  const classic = config.router === 'hash';
  const prebuilt = path.join(root, 'dist', classic ? 'client-classic' : 'client');
  let files: { name: string; contents: Buffer }[];
  try {
    const names = (await fs.readdir(prebuilt)).filter((n) => n.endsWith('.js'));
    if (!names.length) throw new Error('empty');
    files = await Promise.all(names.map(async (name) => ({ name, contents: await fs.readFile(path.join(prebuilt, name)) })));
  } catch {
    files = await (classic ? buildClassicClientScript(root) : buildClientScripts(root));
  }
  if (config.mermaid) files.push(await mermaidScript(root));
  return files.map((f) => ({ path: `${ASSETS_DIR}/js/${f.name}`, contents: f.contents }));
}

/** How scripts for the browser are bundled: the runtime, and the site's client modules beside it, alike. */
export const BROWSER_BUNDLE = { bundle: true, format: 'esm', minify: true, target: 'es2020', platform: 'browser', write: false } as const;

/** Where the classic runtime keeps the URL it was loaded from (see buildClassicClientScript). */
const SCRIPT_URL = '__docsGenRuntimeUrl';

/**
 * The runtime as one classic script, its lazily loaded parts (the search dialog) inside it: hash-router output is
 * opened from the file system, where browsers refuse module scripts and the chunks they import. A classic script has
 * no `import.meta.url`: the URL it was loaded from, which Mermaid's file is found beside, is read while it starts.
 */
export async function buildClassicClientScript(root = packageRoot()): Promise<{ name: string; contents: Buffer }[]> {
  const result = await esbuild().build({
    ...BROWSER_BUNDLE,
    format: 'iife',
    entryPoints: { main: path.join(root, 'src', 'client', 'main.ts') },
    outdir: '/out',
    entryNames: '[name].classic.[hash]',
    banner: { js: `var ${SCRIPT_URL}=document.currentScript&&document.currentScript.src;` },
    define: { __DOCS_GEN_MERMAID_FILE__: JSON.stringify((await mermaidScript(root)).name), 'import.meta.url': SCRIPT_URL },
    logLevel: 'silent',
  });
  return result.outputFiles.map((f) => ({ name: path.basename(f.path), contents: Buffer.from(f.contents) }));
}

/** Bundles `src/client/main.ts` (and its lazily loaded chunks) for the browser. */
export async function buildClientScripts(root = packageRoot()): Promise<{ name: string; contents: Buffer }[]> {
  const result = await esbuild().build({
    ...BROWSER_BUNDLE,
    entryPoints: { main: path.join(root, 'src', 'client', 'main.ts') },
    splitting: true,
    outdir: '/out',
    entryNames: '[name].[hash]',
    chunkNames: '[name].[hash]',
    define: { __DOCS_GEN_MERMAID_FILE__: JSON.stringify((await mermaidScript(root)).name) },
    logLevel: 'silent',
  });
  return result.outputFiles.map((f) => ({ name: path.basename(f.path), contents: Buffer.from(f.contents) }));
}
