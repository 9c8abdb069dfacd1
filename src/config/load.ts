import { docsPluginIdsOf, localesOf, localizeConfig } from './i18n.js';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { Plugin } from 'esbuild';
import type { ZodIssue } from 'zod';
import { DocsGenError, combineErrors, type SourceLocation } from '../errors/DocsGenError.js';
import { runBundledModule } from '../util/runBundledModule.js';
import { nodeModuleGlobals } from '../util/moduleGlobals.js';
import { flattenUnionIssues, knownKeysAt } from '../util/zodIssues.js';
import { nearestName } from '../shared/nearest.js';
import { createConfigLocator, type ConfigPath, type ConfigPosition } from './locateConfigValue.js';
import { blogDefaults, configSchema, type BlogOptions, type ParsedConfig } from './schema.js';
import type { BlogConfig, ConfiguredContentRoot, ContentRoot, DocsVersionSet, OwnMarkdownPlugins, SiteConfig } from './types.js';
import { expandVersions } from './docsVersions.js';
import { yamlPlugin } from '../util/yamlPlugin.js';
import { assertOutputFolder, type OutDirOrigin } from './outputFolder.js';
import { isInsidePath } from '../util/hiddenPath.js';
import { siteThemeAliases } from './siteThemeAliases.js';
import { packageStylesheet } from '../util/cssImports.js';
import { splitClientModules } from './clientModules.js';
import { loadPluginModules } from './pluginModules.js';
import { isGeneratedFile } from '../util/generatedFiles.js';
import { posixRelative } from '../util/posixPath.js';

const CONFIG_NAMES = ['docs-gen.config.ts', 'docs-gen.config.mts', 'docs-gen.config.js', 'docs-gen.config.mjs'];
// Docusaurus's `sidebars.js`/`.ts` are found like docs-gen's own YAML; when several exist the first is read
// and the others are reported as unused by the sidebars stage.
const SIDEBARS_NAMES = ['sidebars.yaml', 'sidebars.yml', 'sidebars.json', 'sidebars.js', 'sidebars.cjs', 'sidebars.mjs', 'sidebars.ts'];
/** Where Docusaurus sites keep their theme overrides. */
const DEFAULT_THEME_DIR = path.join('src', 'theme');
/** The pages folder when `pages` is not set: docs-gen's, then Docusaurus's. */
const PAGES_FOLDERS = ['pages', 'src/pages'];

/**
 * The paths whose presence alone changes what a folder's config resolves to (the config file, and the
 * sidebars file, content, pages and static folders found by their default names): dev reloads the config
 * when one of them appears or goes.
 */
export function defaultSitePaths(rootDir: string): string[] {
  return [...CONFIG_NAMES, ...SIDEBARS_NAMES, 'docs', ...PAGES_FOLDERS, 'blog', 'static', DEFAULT_THEME_DIR].map((name) => path.join(rootDir, name));
}

export function findConfigFile(rootDir: string): string | undefined {
  return CONFIG_NAMES.map((name) => path.join(rootDir, name)).find((file) => fs.existsSync(file));
}

/** `import { defineConfig } from 'docs-gen'` works in any folder, installed or not. */
const docsGenVirtualModule: Plugin = {
  name: 'docs-gen-virtual',
  setup(b) {
    b.onResolve({ filter: /^docs-gen$/ }, () => ({ path: 'docs-gen', namespace: 'docs-gen-virtual' }));
    b.onLoad({ filter: /.*/, namespace: 'docs-gen-virtual' }, () => ({
      contents: 'export const defineConfig = (config) => config;',
      loader: 'js',
    }));
  },
};

/** Where in its files the last evaluation of each config file placed what its code throws later, by config file. */
const configThrowPlaces = new Map<string, (error: unknown) => SourceLocation | undefined>();

/**
 * Where in the config's files a function the config exported threw when called (a plugin's `loadContent`): the
 * config ran from memory, so its stack names no file.
 */
export function locateConfigThrow(configFile: string | undefined, error: unknown): SourceLocation | undefined {
  return configFile ? configThrowPlaces.get(configFile)?.(error) : undefined;
}

async function evaluateConfigFile(file: string): Promise<{ value: unknown; inputs: string[] }> {
  // The config imports the site's own Markdown plugins, written for Docusaurus's loader: their `__dirname`,
  // `require` and `import.meta` are their own, as there.
  const { banner, define, plugins } = nodeModuleGlobals(file);
  const { exports, locate, inputs } = await runBundledModule(file, 'the config file', { banner, define, plugins: [...plugins, docsGenVirtualModule, yamlPlugin] });
  configThrowPlaces.set(file, locate);
  if (exports.default === undefined) {
    throw new DocsGenError('The config file has no default export', {
      file,
      line: 1,
      column: 1,
      hint: 'End it with `export default defineConfig({ ... })`.',
    });
  }
  return { value: exports.default, inputs };
}

/**
 * A hash of the code the config ran besides its own file: the modules it imports and the plugin modules it names,
 * with what they import. A function of the config (a Markdown plugin, say) does what that code does, which its own text does
 * not tell (a helper module it imports may change): the caches' keys hold this with the config.
 */
function codeFingerprintOf(files: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    hash.update(file).update('\0');
    try {
      hash.update(fs.readFileSync(file));
    } catch {
      hash.update('(unreadable)');
    }
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function issueToError(issue: ZodIssue, file: string | undefined, locate: ConfigLocator): DocsGenError {
  const at = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') {
    return combineErrors(
      issue.keys.map((key) => {
        const full = at ? `${at}.${key}` : key;
        const meant = nearestName(key, knownKeysAt(configSchema, issue.path));
        return new DocsGenError(`Unknown config key "${full}"`, {
          file,
          ...locate([...issue.path, key]),
          hint: meant ? `Did you mean "${meant}"?` : 'Check the spelling; the documented keys are listed in the README.',
        });
      }),
    );
  }
  return new DocsGenError(`Invalid config value at "${at || '(root)'}": ${issue.message}`, { file, ...locate(issue.path) });
}

type ConfigLocator = (path: ConfigPath) => ConfigPosition | undefined;

function locatorFor(file: string | undefined, source: string): ConfigLocator {
  return file && source ? createConfigLocator(source, file) : () => undefined;
}

export function parseConfig(raw: unknown, file: string | undefined, source = ''): ParsedConfig {
  const result = configSchema.safeParse(raw ?? {});
  if (result.success) return result.data;
  const locate = locatorFor(file, source);
  throw combineErrors(flattenUnionIssues(result.error.issues).map((issue) => issueToError(issue, file, locate)));
}

/** Throws when a path the site reads by default (docs/, static/, a sidebars file) is a symlink leading out of it. */
function assertInsideSite(rootDir: string, abs: string): string {
  if (!fs.existsSync(abs)) return abs;
  const real = fs.realpathSync(abs);
  if (!isInsidePath(fs.realpathSync(rootDir), real)) {
    throw new DocsGenError(`${path.basename(abs)} resolves to ${real}, outside the site folder`, {
      file: abs,
      hint: 'Keep every file and folder the site reads inside the site folder.',
    });
  }
  return abs;
}

function existing(rootDir: string, candidates: string[]): string | undefined {
  const found = candidates.map((c) => path.join(rootDir, c)).find((p) => fs.existsSync(p));
  return found && assertInsideSite(rootDir, found);
}

/** Where the config writes the value at `key` (`content.1.path`), for an error about it. */
export function configPlace(key: string, configFile: string | undefined) {
  return {
    file: configFile,
    ...(configFile ? locatorFor(configFile, fs.readFileSync(configFile, 'utf8'))(key.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k))) : {}),
  };
}

function requireFile(rootDir: string, relPath: string, key: string, configFile: string | undefined): string {
  const abs = path.resolve(rootDir, relPath);
  const at = () => configPlace(key, configFile);
  if (!fs.existsSync(abs)) throw new DocsGenError(`"${key}" points at ${relPath}, which does not exist`, at());
  // Symlinks resolved: the site must not read (and publish) files from elsewhere on the machine.
  const real = fs.realpathSync(abs);
  if (!isInsidePath(fs.realpathSync(rootDir), real)) {
    throw new DocsGenError(`"${key}" points at ${relPath}, which resolves to ${real}, outside the site folder`, {
      ...at(),
      hint: 'Keep every file and folder the config names inside the site folder.',
    });
  }
  return abs;
}

/**
 * A `customCss` entry: a file of the site, or a package's stylesheet (`@radix-ui/colors/gray.css`), found as an
 * `@import` of the site's CSS finds it (see resolveCssImport) in a `node_modules` folder on the way up.
 */
function customCssFile(rootDir: string, siteDirPath: string, entry: string, key: string, configFile: string | undefined): string {
  if (/^\.{0,2}\//.test(entry) || path.isAbsolute(entry) || fs.existsSync(path.resolve(rootDir, entry))) return requireFile(rootDir, entry, key, configFile);
  // A Docusaurus site below the config (`siteDir`) has its packages installed there, where migrate found them.
  const found = (siteDirPath !== rootDir ? packageStylesheet(entry, siteDirPath) : undefined) ?? packageStylesheet(entry, rootDir);
  // Neither a file nor an installed package's stylesheet: reported as a missing file.
  if (!found) return requireFile(rootDir, entry, key, configFile);
  if (found.outside) {
    throw new DocsGenError(`"${key}" names ${entry}, which resolves to ${found.file}, outside the site folder and not in an installed package`, configPlace(key, configFile));
  }
  return found.file;
}

/** The pages folder: as set, none for `false`, else found by its default names. */
function pagesFolder(pages: ParsedConfig['pages'], rootDir: string, siteDirPath: string, configFile: string | undefined): string | undefined {
  if (pages === false) return undefined;
  if (typeof pages === 'string') return requireFile(rootDir, pages, 'pages', configFile);
  if (pages?.path !== undefined) return requireFile(rootDir, pages.path, 'pages.path', configFile);
  // Docusaurus's `src/pages` is in its site folder, which may sit below the config's (`siteDir`).
  return existing(rootDir, PAGES_FOLDERS) ?? (siteDirPath === rootDir ? undefined : existing(siteDirPath, ['src/pages']));
}

/**
 * The pages folder's Markdown and MDX (`src/pages/about.md` → `/about/`), as a content folder of its own: routed
 * by file path from the site root, in no sidebar, shown without the docs chrome. Undefined when it has none or
 * a content folder already reads it.
 */
function markdownPagesRoot(pagesPath: string, rootDir: string, content: ContentRoot[], plugins: OwnMarkdownPlugins): ContentRoot | undefined {
  if (content.some((root) => root.absPath === pagesPath)) return undefined;
  if (!fg.sync('**/*.{md,mdx}', { cwd: pagesPath, ignore: ['**/_*', '**/_*/**'] }).length) return undefined;
  const rel = posixRelative(rootDir, pagesPath);
  return { path: rel, routeBasePath: '/', sidebar: '', idPrefix: 'pages', exclude: [], absPath: pagesPath, layout: 'page', ...plugins };
}

/** The Markdown plugin lists that options (the blog's, the pages') give their folder's pages of their own. */
function ownMarkdownPluginsOf(options: OwnMarkdownPlugins | string | false | undefined): OwnMarkdownPlugins {
  if (typeof options !== 'object') return {};
  const { remarkPlugins, rehypePlugins, beforeDefaultRemarkPlugins, beforeDefaultRehypePlugins } = options;
  return Object.fromEntries(Object.entries({ remarkPlugins, rehypePlugins, beforeDefaultRemarkPlugins, beforeDefaultRehypePlugins }).filter(([, list]) => list));
}

/**
 * The blogs: each its folder as set, else one `blog` beside the config or in the site folder when that holds posts;
 * none for `false`. Each blog's posts are a content folder of their own, routed by date and shown with its chrome.
 */
function blogsOf(parsed: ParsedConfig, rootDir: string, siteDirPath: string, content: ContentRoot[], configFile: string | undefined): { blog: BlogConfig; root: ContentRoot }[] {
  if (parsed.blog === false) return [];
  if (parsed.blog === undefined) {
    const absPath = existing(rootDir, [blogDefaults.path]) ?? (siteDirPath === rootDir ? undefined : existing(siteDirPath, [blogDefaults.path]));
    if (!absPath || !fg.sync('**/*.{md,mdx}', { cwd: absPath, ignore: ['**/_*', '**/_*/**', '**/node_modules/**'] }).length) return [];
    return [blogOf(blogDefaults, absPath, 'blog', rootDir, configFile)];
  }
  const listed = Array.isArray(parsed.blog);
  const blogs = (Array.isArray(parsed.blog) ? parsed.blog : [parsed.blog]).map((options, i) => {
    const key = listed ? `blog.${i}` : 'blog';
    const made = blogOf(options, requireFile(rootDir, options.path, `${key}.path`, configFile), key, rootDir, configFile);
    const taken = content.findIndex((root) => root.absPath === made.root.absPath);
    if (taken !== -1) {
      throw new DocsGenError(`"${key}.path" is the folder of content.${taken} too: its files would be both docs and posts`, {
        ...configPlace(`${key}.path`, configFile),
        hint: 'Give the blog a folder of its own.',
      });
    }
    return made;
  });
  blogs.forEach(({ blog, root }, i) => {
    const earlier = blogs.findIndex((other, j) => j < i && (other.blog.id === blog.id || other.root.absPath === root.absPath || other.blog.route === blog.route));
    if (earlier === -1) return;
    const other = blogs[earlier];
    const [key, what] =
      other.blog.id === blog.id ? ['id', `id "${blog.id}"`] : other.root.absPath === root.absPath ? ['path', `folder ${root.path}`] : ['routeBasePath', `route ${blog.route}`];
    throw new DocsGenError(`Blogs ${earlier} and ${i} have the same ${what}`, {
      ...configPlace(parsed.blog && !Array.isArray(parsed.blog) ? 'blog' : `blog.${i}.${key}`, configFile),
      hint: key === 'id' ? 'Give each blog its own `id`: the first is `default` unless set.' : `Give each blog its own \`${key}\`.`,
    });
  });
  return blogs;
}

/** One blog of the config (`key` is where its options are), its posts in `absPath`. */
function blogOf(options: BlogOptions, absPath: string, key: string, rootDir: string, configFile: string | undefined): { blog: BlogConfig; root: ContentRoot } {
  const type = options.feedOptions.type;
  const feedTypes = type === null ? [] : type === 'all' ? (['rss', 'atom', 'json'] as const) : typeof type === 'string' ? [type] : type;
  const authorsPath = path.resolve(absPath, options.authorsMapPath);
  const id = options.id ?? (key === 'blog' || key === 'blog.0' ? 'default' : undefined);
  if (id === undefined) throw new DocsGenError(`"${key}" has no id: every blog but the first needs one`, { ...configPlace(key, configFile), hint: "Add an `id` (`id: 'changelog'`), as a Docusaurus blog plugin's." });
  const blog: BlogConfig = {
    ...options,
    id,
    absPath,
    route: `/${options.routeBasePath.split('/').filter(Boolean).join('/')}/`.replace(/^\/\/$/, '/'),
    feedTypes: [...feedTypes],
    ...(fs.existsSync(authorsPath) ? { authorsPath: assertInsideSite(rootDir, authorsPath) } : {}),
  };
  const rel = posixRelative(rootDir, absPath);
  const root: ContentRoot = { path: rel, routeBasePath: options.routeBasePath, sidebar: '', exclude: options.exclude, absPath, layout: 'blog', blogId: id, onInlineTags: options.onInlineTags, ...ownMarkdownPluginsOf(options) };
  const tagsFile = tagsFileOf(options.tags, absPath, rootDir, `${key}.tags`, configFile);
  return { blog, root: { ...root, ...(tagsFile ? { tagsFile } : {}) } };
}

/**
 * A docs folder's or the blog's tags file, as Docusaurus finds it: `tags` (relative to the folder), else `tags.yml`
 * when it exists; none with `tags: false` or `null`. A file the config names that is missing is an error at its key.
 */
function tagsFileOf(tags: string | false | null | undefined, folder: string, rootDir: string, key: string, configFile: string | undefined): string | undefined {
  if (tags === false || tags === null) return undefined;
  const file = path.resolve(folder, tags ?? 'tags.yml');
  if (fs.existsSync(file)) return assertInsideSite(rootDir, file);
  if (tags === undefined) return undefined;
  throw new DocsGenError(`"${key}" names ${posixRelative(rootDir, file)}, which does not exist`, {
    ...configPlace(key, configFile),
    hint: 'The tags file is looked for in the folder itself (in each version\'s folder, for versioned docs).',
  });
}

/**
 * The sidebars file found by its default name, unless a content folder names it as its own: its entries then name
 * that folder's docs (a versioned folder's current version, whose ids are not the site's), and are read there only.
 */
function siteSidebarsFile(rootDir: string, content: ContentRoot[]): string | undefined {
  const found = existing(rootDir, SIDEBARS_NAMES);
  return found && content.some((root) => root.sidebarsPath === found) ? undefined : found;
}

/** Whether a content folder is versioned and its current version is not among those built. */
function currentLeftOut(root: NonNullable<ParsedConfig['content']>[number]): boolean {
  if (!('versionsFile' in root) || root.versionsFile === undefined) return false;
  return root.includeCurrentVersion === false || (root.onlyIncludeVersions !== undefined && !root.onlyIncludeVersions.includes('current'));
}

/** Turns parsed settings into absolute paths and fills the defaults that depend on the folder. */
export function resolveSiteConfig(parsed: ParsedConfig, rootDir: string, configFile?: string): SiteConfig {
  const contentConfig = parsed.content ?? [{ path: 'docs', routeBasePath: '/', sidebar: 'docs', exclude: [] }];
  const configured: ConfiguredContentRoot[] = contentConfig.map((root, i) => ({
    includeCurrentVersion: true,
    versions: {},
    ...root,
    // A versioned folder whose current version is not built need not exist, as in Docusaurus, which reads only the
    // folders of the versions it builds (a site that keeps only `versioned_docs/`).
    absPath:
      parsed.content && !currentLeftOut(parsed.content[i])
        ? requireFile(rootDir, root.path, `content.${i}.path`, configFile)
        : assertInsideSite(rootDir, path.resolve(rootDir, root.path)),
    ...('sidebarsFile' in root && root.sidebarsFile ? { sidebarsPath: requireFile(rootDir, root.sidebarsFile, `content.${i}.sidebarsFile`, configFile) } : {}),
  }));
  const docsVersions: DocsVersionSet[] = [];
  // Each folder (each version's, for versioned docs) has its own tags file.
  const withTags = (root: ContentRoot, i: number): ContentRoot => {
    const tagsFile = tagsFileOf(root.tags, root.absPath, rootDir, `content.${i}.tags`, configFile);
    return { ...root, ...(parsed.content ? { configKey: `content.${i}` } : {}), ...(tagsFile ? { tagsFile } : {}) };
  };
  const content = configured.flatMap((root, i): ContentRoot[] => {
    if (!root.versionsFile) {
      const { versionsFile: _file, lastVersion: _last, includeCurrentVersion: _current, onlyIncludeVersions: _only, versions: _versions, ...plain } = root;
      return [withTags(plain, i)];
    }
    const expanded = expandVersions(root, i, {
      file: requireFile(rootDir, root.versionsFile, `content.${i}.versionsFile`, configFile),
      rootDir,
      key: root.path,
      place: (key) => configPlace(key, configFile),
      inside: (abs) => assertInsideSite(rootDir, abs),
      currentLabel: parsed.docsVersionLabel,
    });
    docsVersions.push(expanded.set);
    return expanded.roots.map((version) => withTags(version, i));
  });

  content.forEach((root, i) => {
    const first = content.findIndex((other) => other.absPath === root.absPath);
    if (first < i) {
      throw new DocsGenError(`"content.${i}.path" is the folder of content.${first} too: each of its pages would be read twice, under two routes`, {
        ...configPlace(`content.${i}.path`, configFile),
        hint: 'Give each content folder a folder of its own, or leave one of them out.',
      });
    }
  });
  if (!parsed.content && !fs.existsSync(content[0].absPath)) {
    throw new DocsGenError(`No content found: ${rootDir} has no docs-gen config and no docs/ folder`, {
      file: rootDir,
      hint: 'Run docs-gen in a folder with a docs/ folder of Markdown files, or add a docs-gen.config.ts.',
    });
  }
  const generator = <T extends ParsedConfig['cliReference']>(source: T, key: string, defaultSidebar: string) =>
    source && {
      ...source,
      absPath: requireFile(rootDir, source.file, `${key}.file`, configFile),
      sidebar: source.sidebar ?? defaultSidebar,
    };
  const siteDirPath = parsed.siteDir ? requireFile(rootDir, parsed.siteDir, 'siteDir', configFile) : rootDir;
  const pagesPath = pagesFolder(parsed.pages, rootDir, siteDirPath, configFile);
  const markdownPages = pagesPath && markdownPagesRoot(pagesPath, rootDir, content, ownMarkdownPluginsOf(parsed.pages));
  // Like `src/pages`, Docusaurus's `src/theme` is in its site folder, which may sit below the config's.
  const themePath = parsed.themeDir
    ? requireFile(rootDir, parsed.themeDir, 'themeDir', configFile)
    : (existing(rootDir, [DEFAULT_THEME_DIR]) ?? (siteDirPath === rootDir ? undefined : existing(siteDirPath, [DEFAULT_THEME_DIR])));
  const blogs = blogsOf(parsed, rootDir, siteDirPath, content, configFile);
  // Each docs folder's plugin id, settled once: it names its translations' folder, and a versioned folder for the
  // navbar's version items (`docsPluginId`).
  const pluginIds = docsPluginIdsOf(content);
  content.forEach((root, i) => {
    const pluginId = pluginIds.get(root);
    if (pluginId !== undefined) content[i] = { ...root, pluginId };
  });
  for (const set of docsVersions) set.pluginId = content.find((root) => root.version?.set === set.set)?.pluginId ?? set.pluginId;
  if (markdownPages) content.push(markdownPages);
  content.push(...blogs.map((blog) => blog.root));
  const customCss = typeof parsed.customCss === 'string' ? [parsed.customCss] : (parsed.customCss ?? []);
  const { customCss: _written, clientModules: _clientModules, blog: _blog, i18n: _i18n, ...settings } = parsed;
  // `@site/` names the site folder, as in Docusaurus (where `require.resolve` makes these absolute).
  const clientModules = splitClientModules(parsed.clientModules, (entry, key) => {
    const relPath = entry.startsWith('@site/') ? path.relative(rootDir, path.join(siteDirPath, entry.slice('@site/'.length))) : entry;
    return requireFile(rootDir, relPath, key, configFile);
  });
  const { defaultLocale, locales } = localesOf(parsed, (key) => configPlace(key, configFile));
  return {
    ...settings,
    // The default locale's, without its translations: localizeConfig makes the config of a locale.
    i18n: { defaultLocale, currentLocale: defaultLocale, locales, translations: {}, defaultBaseUrl: parsed.baseUrl, root: path.resolve(siteDirPath, parsed.i18n?.path ?? 'i18n') },
    rootDir,
    configFile,
    outPath: path.resolve(rootDir, parsed.outDir),
    content,
    docsVersions,
    ...(blogs.length ? { blog: blogs[0].blog } : {}),
    blogs: blogs.map((blog) => blog.blog),
    cliReference: generator(parsed.cliReference, 'cliReference', 'cli'),
    openapi: generator(parsed.openapi, 'openapi', 'api'),
    sidebarsPath: parsed.sidebarsFile
      ? requireFile(rootDir, parsed.sidebarsFile, 'sidebarsFile', configFile)
      : siteSidebarsFile(rootDir, content),
    componentsPath: parsed.components ? requireFile(rootDir, parsed.components, 'components', configFile) : undefined,
    pagesPath,
    staticPath: parsed.staticDir
      ? requireFile(rootDir, parsed.staticDir, 'staticDir', configFile)
      : existing(rootDir, ['static']),
    siteDirPath,
    themePath,
    customCssPaths: [
      ...customCss.map((file, i) => customCssFile(rootDir, siteDirPath, file, typeof parsed.customCss === 'string' ? 'customCss' : `customCss.${i}`, configFile)),
      ...clientModules.stylesheets,
    ],
    clientModulePaths: clientModules.scripts,
    // The plugins run once the config is for its locale (sitePlugins.ts).
    globalData: {},
    importAliases: [
      // A folder of the plugins' generated files exists once they have run (after the config is read).
      ...Object.entries(parsed.aliases).map(([prefix, target]) => {
        const abs = path.resolve(rootDir, target);
        return { prefix, path: isGeneratedFile(siteDirPath, abs) ? abs : requireFile(rootDir, target, `aliases.${prefix}`, configFile) };
      }),
      ...siteThemeAliases(themePath),
    ],
  };
}

export interface LoadConfigOptions {
  /** `--out-dir`, relative to the working folder. */
  outDir?: string;
  /** Refuse an output folder that would hold or replace sources (default true; `serve` only reads it). */
  checkOutDir?: boolean;
  /** The locale to build the config for (`--locale`); the default locale without it. */
  locale?: string;
  /** The config as written, with no translations applied (what `write-translations` names its messages by). */
  untranslated?: boolean;
}

/** Which setting chose the output folder, located in the config when it is written there. */
function outDirOrigin(parsed: ParsedConfig, raw: unknown, configFile: string | undefined, option: string | undefined): OutDirOrigin {
  if (option) return { kind: 'option', value: option };
  const written = typeof raw === 'object' && raw !== null && 'outDir' in raw;
  if (written && configFile) return { kind: 'config', value: parsed.outDir, file: configFile };
  return { kind: 'default', value: parsed.outDir };
}

/** Stage 1: finds, evaluates and validates the site's config. A folder without one gets the defaults. */
export async function loadConfig(rootDir: string, overrides: LoadConfigOptions = {}): Promise<SiteConfig> {
  const absRoot = path.resolve(rootDir);
  if (!fs.existsSync(absRoot)) throw new DocsGenError(`The site folder ${rootDir} does not exist`, { file: absRoot });
  const configFile = findConfigFile(absRoot);
  const { value: evaluated, inputs: configInputs } = configFile ? await evaluateConfigFile(configFile) : { value: {}, inputs: [] };
  const source = configFile ? fs.readFileSync(configFile, 'utf8') : '';
  // Plugins the config names by their module, as a Docusaurus config does, are loaded as it loads them.
  const { raw, files: pluginFiles, inputs: pluginInputs, locators } = configFile ? await loadPluginModules(evaluated, configFile, (key) => configPlace(key, configFile)) : { raw: evaluated, files: [], inputs: [], locators: [] };
  const locateInConfig = configFile && configThrowPlaces.get(configFile);
  if (locateInConfig && locators.length) configThrowPlaces.set(configFile, (error) => locateInConfig(error) ?? locators.map((locate) => locate(error)).find(Boolean));
  const parsed = parseConfig(raw, configFile, source);
  const origin = outDirOrigin(parsed, raw, configFile, overrides.outDir);
  if (overrides.outDir) parsed.outDir = path.resolve(overrides.outDir);
  const config = {
    ...resolveSiteConfig(parsed, absRoot, configFile),
    ...(pluginFiles.length ? { pluginFiles } : {}),
    // The config file's own code is there already, in the values and function texts the keys are made of: an edit
    // of one content folder's plugin list then compiles that folder's pages alone.
    ...(configFile ? { codeFingerprint: codeFingerprintOf([...configInputs, ...pluginInputs].filter((file) => file !== configFile)) } : {}),
  };
  if (overrides.checkOutDir !== false) assertOutputFolder(config, origin, (key) => locatorFor(configFile, source)([key]) ?? {});
  return overrides.untranslated ? config : localizeConfig(config, overrides.locale, (key) => configPlace(key, configFile));
}
