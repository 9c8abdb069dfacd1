import fs from 'node:fs/promises';
import { createElement, useContext, type ComponentType } from 'react';
import type { Plugin } from 'esbuild';
import { splitFrontMatter } from '../content/frontMatter.js';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { blankFrontMatter } from '../markdown/partials.js';
import type { CompiledPartial, PageAsset, PageImport, Warning } from '../shared/types.js';
import { importerOf, tocOf } from './pageImports.js';
import { PageComponentsContext } from './pageComponents.js';
import { createRenderTracker } from './renderLocations.js';
import { loadMdxComponent } from './runMdx.js';
import type { MdxComponents, SiteModule, Theme } from './types.js';
import { undefinedComponentErrors } from './undefinedComponents.js';
import type { MarkdownSettings } from '../markdown/markdownSettings.js';
import type { ImportAlias } from '../util/importAliases.js';

/** The registry name of the function that turns a compiled Markdown file into its module (not importable by sites). */
export const MARKDOWN_MODULE = 'docs-gen:markdown-module';

/** What a Markdown file imported by site code carries into its module: the page pipeline's compiled form. */
export interface MarkdownModuleData {
  file: string;
  code: string;
  imports: PageImport[];
  components: CompiledPartial['components'];
  partials: Record<string, CompiledPartial>;
  toc: ReturnType<typeof tocOf>;
  frontMatter: object;
  contentTitle?: string;
}

/**
 * An image a Markdown file imports (`import pic from './pic.png'`) is bundled like one a component imports
 * (inlined), so its import is site code; every other import keeps its kind.
 */
function asBundled(entry: PageImport): PageImport {
  return entry.kind === 'asset' && entry.text === undefined ? { ...entry, kind: 'code' } : entry;
}

/** The code files a compiled file and its partials import: the module imports each, so esbuild bundles them. */
function codeFilesOf(data: Pick<MarkdownModuleData, 'imports' | 'partials'>): string[] {
  const all = [...data.imports, ...Object.values(data.partials).flatMap((p) => p.imports)];
  return [...new Set(all.filter((e) => e.kind === 'code' && e.file).map((e) => e.file!))].sort();
}

/** Where bundled site code finds the function making its Markdown modules: the registry of the theme's modules. */
const REGISTRY_MAKER = `globalThis[Symbol.for('docs-gen.siteModules')](${JSON.stringify(MARKDOWN_MODULE)}).default`;

/** Makers of the theme bundles being loaded, by key (see registerMarkdownMaker). */
const MAKERS = Symbol.for('docs-gen.markdownMakers');
let makerCount = 0;

type MarkdownModuleMaker = ReturnType<typeof markdownModuleMaker>;

/**
 * A maker for one bundle, under a key of its own: a theme bundle loads before any registry is provided, and dev
 * may load the site's code meanwhile, which provides another. Released once the bundle is loaded (its modules
 * have taken the maker by then).
 */
export function registerMarkdownMaker(maker: MarkdownModuleMaker): { access: string; release: () => void } {
  const global = globalThis as Record<symbol, Map<string, MarkdownModuleMaker> | undefined>;
  const makers = (global[MAKERS] ??= new Map());
  const key = `bundle-${++makerCount}`;
  makers.set(key, maker);
  return { access: `globalThis[Symbol.for('docs-gen.markdownMakers')].get(${JSON.stringify(key)})`, release: () => makers.delete(key) };
}

/** The module text esbuild bundles for a compiled `.md`/`.mdx` file; `maker` is the expression giving its maker. */
function moduleSource(data: MarkdownModuleData, maker: string): string {
  const files = codeFilesOf(data);
  const lines = files.map((file, i) => `import * as code${i} from ${JSON.stringify(file)};`);
  const modules = `{ ${files.map((file, i) => `${JSON.stringify(file)}: code${i}`).join(', ')} }`;
  lines.push(
    `const made = (${maker})(${JSON.stringify(data)}, ${modules});`,
    'export default made.default;',
    'export const toc = made.toc;',
    'export const frontMatter = made.frontMatter;',
    'export const contentTitle = made.contentTitle;',
  );
  return lines.join('\n');
}

function esbuildError(error: DocsGenError): { text: string; location?: { file: string; line: number; column: number } } {
  return error.file ? { text: error.message, location: { file: error.file, line: error.line ?? 1, column: Math.max(0, (error.column ?? 1) - 1) } } : { text: error.message };
}

export interface MarkdownImportsOptions {
  /** The folder files must lie in. */
  siteRoot: string;
  /** The folder `@site/` names. */
  siteDir: string;
  /** The config's `aliases`. */
  aliases?: readonly ImportAlias[];
  /** How the config has Markdown read (`markdownFormat`) and code blocks shown, as for pages. */
  settings?: MarkdownSettings;
  /** Told of each compiled file's images (to copy, like a page's), warnings and the files it read (partials, images). */
  onCompiled: (found: { assets: PageAsset[]; warnings: Warning[]; files: string[] }) => void;
  /** The expression giving the function that makes the modules (registerMarkdownMaker); the registry's by default. */
  makerAccess?: string;
}

/**
 * `.md`/`.mdx` files imported by site code (`import Intro from './_intro.md'`, rendered as `<Intro />`) are
 * compiled by docs-gen's own MDX pipeline, as pages and partials are, into a module whose default export is
 * the component; `toc`, `frontMatter` and `contentTitle` are exported as Docusaurus does. A compile error is
 * located in the Markdown file.
 */
export function markdownImportsPlugin(options: MarkdownImportsOptions): Plugin {
  return {
    name: 'docs-gen-markdown-imports',
    setup(b) {
      b.onLoad({ filter: /\.mdx?$/i }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        const file = args.path;
        try {
          const raw = await fs.readFile(file, 'utf8');
          const { frontMatter } = splitFrontMatter(raw, file);
          // Loaded here: a site whose code imports no Markdown never loads the compiler to render.
          const { compileMarkdown } = await import('../markdown/compileMarkdown.js');
          const compiled = await compileMarkdown(blankFrontMatter(raw), file, options.siteRoot, [], options.siteDir, undefined, { keepCode: true, aliases: options.aliases, settings: options.settings, frontMatter });
          const problem = compiled.assetProblems[0];
          if (problem) {
            const what = problem.kind === 'missing' ? 'missing' : 'outside the site folder or in a dot folder';
            throw new DocsGenError(`The image "${problem.url}" is ${what}`, { file, line: problem.line, column: problem.column });
          }
          const files = compiled.fileStamps.map((s) => s.path);
          options.onCompiled({ assets: compiled.assets, warnings: compiled.warnings.map((w) => ({ ...w, file })), files });
          const partials = Object.fromEntries(Object.entries(compiled.partials).map(([f, p]) => [f, { ...p, imports: p.imports.map(asBundled) }]));
          const data: MarkdownModuleData = {
            file,
            code: compiled.code,
            imports: compiled.imports.map(asBundled),
            components: compiled.components,
            partials,
            toc: tocOf(compiled.headings.filter((h) => h.level >= 2)),
            frontMatter,
            contentTitle: compiled.h1,
          };
          return { contents: moduleSource(data, options.makerAccess ?? REGISTRY_MAKER), loader: 'js', resolveDir: options.siteRoot };
        } catch (error) {
          if (!(error instanceof DocsGenError)) throw error;
          return { errors: error.all().map(esbuildError) };
        }
      });
    },
  };
}

/** The Markdown import plugin of one bundle, with what its compiling found: images to copy, warnings, files read. */
export interface MarkdownImports {
  plugins: Plugin[];
  assets: PageAsset[];
  warnings: Warning[];
  files: string[];
}

/** markdownImportsPlugin collecting what it finds; no plugin without a site folder to compile in. */
export function markdownImportsOf(options: Omit<MarkdownImportsOptions, 'onCompiled'> | undefined): MarkdownImports {
  const found: MarkdownImports = { plugins: [], assets: [], warnings: [], files: [] };
  if (!options) return found;
  found.plugins.push(
    markdownImportsPlugin({
      ...options,
      onCompiled: ({ assets, warnings, files }) => {
        found.assets.push(...assets);
        found.warnings.push(...warnings);
        found.files.push(...files);
      },
    }),
  );
  return found;
}

export interface MarkdownModuleScope {
  /** The theme whose modules the file's `@theme/*` imports are: read when the file renders. */
  theme: () => Pick<Theme, 'modules'>;
  /** The components pages render with (the theme's and the site's), outside a page's content: read when the file renders. */
  components: () => MdxComponents;
}

/**
 * Turns a compiled Markdown file into its module, when the bundle loads: the component renders the file with
 * the pages' components and its own imports, as a partial renders in a page. An `{expression}` that throws is
 * located in the Markdown file.
 */
export function markdownModuleMaker(scope: MarkdownModuleScope) {
  return (data: MarkdownModuleData, code: Record<string, SiteModule>): SiteModule => {
    const tracker = createRenderTracker();
    const siteModules = new Map(Object.entries(code));
    let Content: ReturnType<typeof loadMdxComponent> | undefined;
    const Markdown = (props: Record<string, unknown>) => {
      // In a page's content, the page's components: those of the theme the page renders with, and the site's.
      const components = useContext(PageComponentsContext) ?? scope.components();
      if (!Content) {
        const missing = undefinedComponentErrors({ sourceFile: data.file, components: data.components }, components);
        if (missing.length) throw combineErrors(missing);
        const importScope = {
          input: { theme: scope.theme(), siteModules },
          components,
          tracker,
          partials: data.partials,
          // Asset imports were bundled as code (asBundled): nothing here needs a site path.
          url: (path: string) => path,
          frontMatter: data.frontMatter,
        };
        Content = loadMdxComponent(data.code, tracker.runtimeIn(data.file), {
          frontMatter: data.frontMatter,
          toc: data.toc,
          docsGenImport: importerOf(data.imports, data.file, importScope),
        });
      }
      return createElement(Content, { ...props, components });
    };
    Markdown.displayName = `Markdown(${data.file.split(/[\\/]/).pop()})`;
    return { default: Markdown as ComponentType<Record<string, unknown>>, toc: data.toc, frontMatter: data.frontMatter, contentTitle: data.contentTitle };
  };
}
