import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { type ThemeComponentSource, themeComponents } from '../../templates/themeComponents.js';
import { theme as builtInTheme } from '../../templates/index.js';
import { DOCUSAURUS_ONLY_COMPONENTS, PROVIDED_MODULE_IMPORT, isSupportedSiteModule, isThemeNamespace, themeComponentAdvice, unsupportedModuleAdvice } from '../shared/siteModules.js';
import { emptyDocusaurusThemeStylesheets } from '../util/siteCodePlugins.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { Warning } from '../shared/types.js';
import { isHiddenName } from '../util/hiddenPath.js';
import { packageRoot } from '../util/packageRoot.js';
import { aliasTarget, type ImportAlias } from '../util/importAliases.js';
import { compileFailureModule, type OverrideCompileFailure } from '../render/overrideGuard.js';
import { toPosix } from '../util/posixPath.js';

/**
 * A site's theme overrides (Docusaurus "swizzling"): a file in the theme folder named like a theme component
 * (`Footer.tsx`, `Navbar/index.tsx`, `DocItem/Footer.tsx`) replaces it wherever the theme uses it, and may
 * render the original through `@theme-original/<Name>`. Everything that decides what `@theme/<Name>`,
 * `@theme-original/<Name>` and the theme's own imports of its components resolve to lives here, in
 * `themeComponentsPlugin`, for any esbuild run that bundles theme or site code.
 */
export interface ThemeOverrides {
  /** The site's theme folder. */
  dir: string;
  /** Theme component name → the site's file replacing it. */
  files: Map<string, string>;
  /** Overrides whose files do not compile, by component name: each is a stand-in throwing why where it renders. */
  failed?: ReadonlyMap<string, OverrideCompileFailure>;
}

const CODE_FILE = /\.(tsx|jsx|ts|js|mjs|mts)$/;
const SLOT = 'docs-gen-theme-slot';
const BY_NAME = 'docs-gen-theme';
const ORIGINAL = 'docs-gen-theme-original';
const COMPILE_FAILED = 'docs-gen-theme-compile-failed';
/** `@theme-init/<Name>`, by which Docusaurus names the first theme's component, is the theme's own one here: docs-gen has one theme. */
const THEME_IMPORT = /^@theme(-original|-init)?\/(.+)$/;
const DOCUSAURUS = 'docs-gen-docusaurus';
/** The theme's hooks for overrides: `useSiteContext` (config, page, navigation, URL helpers) and `usePageId`. */
const THEME_HOOKS = 'docs-gen/theme';

/** The theme's components by name (the one list, THEME_COMPONENTS), looked up by names found in files and imports. */
const sources: Readonly<Record<string, ThemeComponentSource>> = themeComponents;

export function templatesDir(): string {
  return path.join(packageRoot(), 'templates');
}

/** The component a file of the theme folder overrides by its name: `Navbar/index.tsx` → `Navbar`. */
function componentNameOf(relFile: string): string {
  const name = toPosix(relFile).replace(CODE_FILE, '');
  return name.endsWith('/index') ? name.slice(0, -'/index'.length) : name;
}

const isFolderIndex = (file: string) => /^index\./.test(path.basename(file));

/**
 * Whether a SearchBar override is Algolia's DocSearch, as `swizzle --eject` writes it: it imports `@docsearch/*` or
 * the Algolia theme's client hooks, a search service docs-gen does not use and whose client React it does not ship.
 */
function isAlgoliaSearchBar(file: string): boolean {
  return /(?:from\s*|require\s*\(\s*|import\s*\(\s*)['"](?:@docsearch\/|@docusaurus\/theme-search-algolia)/.test(fs.readFileSync(file, 'utf8'));
}

async function codeFilesUnder(dir: string): Promise<string[]> {
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && CODE_FILE.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).some(isHiddenName))
    .sort();
}

/**
 * Finds the overrides in the site's theme folder. A code file under a name of the theme's that names no theme
 * component (`DocSidebar/Mobile.tsx`) replaces nothing, which is said in a warning listing the names (it may still
 * be imported by an override), unless it is a part of an override the site has (`Footer/Social` beside `Footer`); a file
 * under a name of its own is the site's component (see siteThemeAliases);
 * two files for one component are an error, except a file beside a folder of the same name, whose index is used.
 */
export async function findThemeOverrides(dir: string | undefined): Promise<{ overrides?: ThemeOverrides; warnings: Warning[] }> {
  if (!dir || !fs.existsSync(dir)) return { warnings: [] };
  const files = new Map<string, string>();
  const warnings: Warning[] = [];
  /** Files under a name of the theme's that names no theme component, by that name: warned about after the loop. */
  const partsOfNoComponent = new Map<string, string>();
  const all = await codeFilesUnder(dir);
  const indexes = new Set(all.filter((file) => /^index\./.test(path.basename(file))).map((file) => path.dirname(file)));
  for (const file of all) {
    const name = componentNameOf(path.relative(dir, file));
    const top = name.split('/')[0];
    // A module beside an override's index (`DocItem/Footer/Extra.js`), which the override imports: no component.
    const helper = !/^index\./.test(path.basename(file)) && indexes.has(path.dirname(file));
    // Docusaurus's, which Docusaurus would render in its place: here it is the site's component only.
    if (DOCUSAURUS_ONLY_COMPONENTS.includes(top) && !Object.hasOwn(sources, name)) {
      if (helper) continue;
      const where = top === 'DocPage' ? "Docusaurus 2's theme (Docusaurus 3 names it DocRoot and renders no DocPage either)" : "Docusaurus's theme";
      warnings.push({
        file,
        message: `"${name}" overrides a component of ${where} that docs-gen's theme does not have, so this file replaces nothing (it is used only where the site imports it as @theme/${name}).`,
        hint: themeComponentAdvice(name),
      });
      continue;
    }
    // A component of the site's own (`Faq.tsx`, `Widgets/Badge.tsx`), which pages import as `@theme/Faq`.
    if (!isThemeNamespace(top)) continue;
    if (!Object.hasOwn(sources, name)) {
      if (!helper) partsOfNoComponent.set(file, name);
      continue;
    }
    if (name === 'SearchBar' && !helper && isAlgoliaSearchBar(file)) {
      warnings.push({
        file,
        message: "This SearchBar is Algolia's (it imports DocSearch): docs-gen's own search takes its place, so this file replaces nothing.",
        hint: 'docs-gen searches the site itself, without Algolia. To change its search button, override SearchBar with a component of your own, or wrap @theme-original/SearchBar.',
      });
      continue;
    }
    const taken = files.get(name);
    if (taken) {
      // `Name.tsx` beside `Name/index.tsx`: Docusaurus makes an alias of each file in the order it finds them, a
      // folder's files after the folder's siblings, so the folder's index is the one used.
      const [index, other] = isFolderIndex(file) ? [file, taken] : [taken, file];
      if (!isFolderIndex(index) || isFolderIndex(other)) {
        throw new DocsGenError(`Two files override the theme component ${name}: this one and ${path.relative(dir, taken)}`, {
          file,
          hint: 'Keep one of them.',
        });
      }
      warnings.push({
        file: other,
        message: `${path.relative(dir, index)} overrides ${name} too, and is the one used (as in Docusaurus, a folder's index wins over a file of the same name): this file replaces nothing.`,
        hint: 'Delete the one not meant, or merge the two.',
      });
      files.set(name, index);
      continue;
    }
    files.set(name, file);
  }
  for (const [file, name] of partsOfNoComponent) {
    // A part of an override the site has (`Footer/Social` beside a swizzled `Footer`) is imported by that override
    // alone, in Docusaurus too: it loses nothing.
    const segments = name.split('/');
    if (segments.some((_, i) => i > 0 && files.has(segments.slice(0, i).join('/')))) continue;
    warnings.push({
      file,
      message: `"${name}" is not a theme component, so this file replaces nothing (it is used only where an override imports it).`,
      hint: themeComponentAdvice(name),
    });
  }
  return { overrides: files.size ? { dir, files } : undefined, warnings };
}

/** The source file of a module of `templates/` named without extension. */
function templateFile(moduleBase: string): string {
  const found = ['.tsx', '.ts', '.jsx', '.js'].map((ext) => moduleBase + ext).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`docs-gen: the theme module ${moduleBase} is missing`);
  return found;
}

function isInside(dir: string, file: string): boolean {
  return file.startsWith(dir + path.sep);
}

/**
 * An esbuild plugin giving theme components their site overrides:
 * - the theme's own imports of a module holding an overridden component get a stand-in module exporting the
 *   override under the component's export name (and everything else of the original module);
 * - `@theme/<Name>` is the component as the site sees it (its override, else the theme's), as a default export;
 * - `@theme-original/<Name>` (and `@theme-init/<Name>`) is always the theme's own component, as a default export;
 * - `docs-gen/theme` is the theme's hooks (`useSiteContext`, `usePageId`);
 * - `@docusaurus/*` is the theme's stand-in of that Docusaurus client module, as in pages and site code.
 * An unknown name after `@theme/` is a located error listing the names.
 */
export function themeComponentsPlugin(overrides?: ThemeOverrides, aliases: readonly ImportAlias[] = []): Plugin {
  const templates = templatesDir();
  const guard = path.join(packageRoot(), 'src', 'render', 'overrideGuard.ts');
  /** Module of `templates/` (absolute, no extension) → names of its components the site overrides. */
  const overridden = new Map<string, string[]>();
  for (const name of overrides?.files.keys() ?? []) {
    const moduleBase = path.join(templates, sources[name].module);
    overridden.set(moduleBase, [...(overridden.get(moduleBase) ?? []), name]);
  }

  const slotModule = (moduleBase: string): string => {
    const lines = [`export * from ${JSON.stringify(templateFile(moduleBase))};`];
    const names = overridden.get(moduleBase) ?? [];
    if (names.length) lines.push(`import { guardOverride } from ${JSON.stringify(guard)};`);
    names.forEach((name, i) => {
      const file = overrides!.files.get(name)!;
      const source = overrides!.failed?.has(name) ? `${COMPILE_FAILED}:${name}` : file;
      // Through a namespace, so a file without a default export reaches guardOverride, which says so at that file.
      lines.push(`import * as override${i} from ${JSON.stringify(source)};`);
      // A local export wins over the same name from `export *`.
      const { exportName, wrapOverride } = sources[name];
      let guarded = `guardOverride(override${i}.default, ${JSON.stringify(name)}, ${JSON.stringify(file)})`;
      if (wrapOverride) {
        lines.push(`import { ${wrapOverride} as wrap${i} } from ${JSON.stringify(templateFile(moduleBase))};`);
        guarded = `wrap${i}(${guarded})`;
      }
      lines.push(exportName === 'default' ? `export default ${guarded};` : `export const ${exportName} = ${guarded};`);
    });
    return lines.join('\n');
  };

  return {
    name: 'docs-gen-theme-components',
    setup(build) {
      emptyDocusaurusThemeStylesheets(build);
      build.onResolve({ filter: new RegExp(`^${THEME_HOOKS}$`) }, () => ({ path: path.join(templates, 'context.tsx') }));
      build.onResolve({ filter: THEME_IMPORT }, (args) => {
        const [, original, name] = THEME_IMPORT.exec(args.path)!;
        // A component of the site's theme folder (see siteThemeAliases): the aliases plugin bundles the file.
        if (!Object.hasOwn(sources, name) && !original && aliasTarget(args.path, aliases) !== undefined) return undefined;
        if (!Object.hasOwn(sources, name)) {
          return { errors: [{ text: `"${args.path}" names no theme component. ${themeComponentAdvice(name)}` }] };
        }
        return { path: name, namespace: original ? ORIGINAL : BY_NAME };
      });
      // `@docusaurus/*` in an override (or what it imports) is the theme's stand-in of this very bundle.
      build.onResolve({ filter: PROVIDED_MODULE_IMPORT }, (args) => {
        if (!isSupportedSiteModule(args.path)) {
          return { errors: [{ text: `Unsupported import "${args.path}": docs-gen renders on the server and provides only its own modules. ${unsupportedModuleAdvice(args.path)}` }] };
        }
        return { path: args.path, namespace: DOCUSAURUS };
      });
      build.onLoad({ filter: /.*/, namespace: DOCUSAURUS }, (args) => {
        const modules = path.join(templates, 'docusaurus', 'clientModules.ts');
        const names = Object.keys(builtInTheme.modules?.docusaurus[args.path] ?? {});
        const lines = [`import { docusaurusModules } from ${JSON.stringify(modules)};`, `const m = docusaurusModules[${JSON.stringify(args.path)}];`];
        for (const name of names) lines.push(name === 'default' ? 'export default m.default;' : `export const ${name} = m[${JSON.stringify(name)}];`);
        return { contents: lines.join('\n'), resolveDir: templates, loader: 'js' };
      });
      // The theme's relative imports of an overridden component's module go through its stand-in.
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.namespace !== 'file' || !isInside(templates, args.importer)) return undefined;
        const moduleBase = path.resolve(args.resolveDir, args.path).replace(/\.[cm]?[jt]sx?$/, '');
        return overridden.has(moduleBase) ? { path: moduleBase, namespace: SLOT } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: SLOT }, (args) => ({ contents: slotModule(args.path), resolveDir: templates, loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: BY_NAME }, (args) => {
        // `@theme/<Name>`: the overridden module's stand-in when there is one, so the site and the theme share it.
        const { module, exportName } = sources[args.path];
        const moduleBase = path.join(templates, module);
        const source = overridden.has(moduleBase) ? `${SLOT}:${moduleBase}` : templateFile(moduleBase);
        return { contents: `export { ${exportName} as default } from ${JSON.stringify(source)};`, resolveDir: templates, loader: 'js' };
      });
      // Docusaurus sites write JSX in `.js` files; esbuild reads `.js` as plain JavaScript unless told.
      if (overrides) {
        build.onLoad({ filter: /\.js$/ }, async (args) =>
          args.namespace === 'file' && isInside(overrides.dir, args.path) ? { contents: await fsp.readFile(args.path, 'utf8'), loader: 'jsx' } : undefined,
        );
      }
      build.onResolve({ filter: new RegExp(`^${SLOT}:`) }, (args) => ({ path: args.path.slice(SLOT.length + 1), namespace: SLOT }));
      build.onResolve({ filter: new RegExp(`^${COMPILE_FAILED}:`) }, (args) => ({ path: args.path.slice(COMPILE_FAILED.length + 1), namespace: COMPILE_FAILED }));
      build.onLoad({ filter: /.*/, namespace: COMPILE_FAILED }, (args) => ({ contents: compileFailureModule(overrides!.failed!.get(args.path)!), loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: ORIGINAL }, (args) => {
        const { module, exportName } = sources[args.path];
        return { contents: `export { ${exportName} as default } from ${JSON.stringify(templateFile(path.join(templates, module)))};`, resolveDir: templates, loader: 'js' };
      });
    },
  };
}
