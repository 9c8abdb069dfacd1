import path from 'node:path';
import { defaultSitePaths } from '../config/load.js';
import type { SiteConfig } from '../config/types.js';
import type { FileEvent } from './devWatcher.js';
import { templatesDir } from './loadTheme.js';

/** What each watched path is to the site, so a change can be mapped to the stages it touches. */
export interface WatchRoles {
  /** The config file and the files it imports. */
  configInputs: string[];
  templatesDir: string;
  sidebarsPath?: string;
  /** Files a sidebars script imports. */
  sidebarsInputs?: string[];
  /** The components module and the files it imports. */
  componentInputs: string[];
  /** The specs the generators read (OpenAPI document, CLI command tree). */
  generatorInputs: string[];
  contentRoots: string[];
  /** The translations of the locale served (`i18n/<locale>`): read with the config, so any change there reloads it. */
  localeDir?: string;
  /** Each blog's authors file, where it is or would be: the crawl reads it with the posts. */
  blogAuthorsPaths: string[];
  /** The React pages folder and the files its modules import. */
  pagesPath?: string;
  reactPageInputs: string[];
  staticPath?: string;
  /** The site's theme overrides folder. */
  themePath?: string;
  /** Files the site's overrides import from outside that folder. */
  themeInputs: string[];
  /** The `customCss` files and the files they import. */
  customCss: string[];
  /** The scripts of `clientModules` and the files they import. */
  clientModules: string[];
  /**
   * Paths whose appearance or disappearance changes what the config resolves to: the config file, the
   * files and folders it names, and those found by their default names.
   */
  presenceInputs: string[];
}

export type ChangeKind =
  | 'config'
  | 'theme-code'
  | 'theme-css'
  | 'client-module'
  | 'sidebars'
  | 'components'
  | 'generator'
  | 'react-page'
  | 'page'
  | 'category'
  | 'blog-authors'
  | 'content-file'
  | 'static'
  | 'ignore';

function under(dir: string | undefined, file: string): boolean {
  return dir !== undefined && (file === dir || file.startsWith(dir + path.sep));
}

/**
 * Pages and `_category_` files follow the crawl's rules: anything under a `_` folder or file is not a page, but
 * may be a partial or an image a page imports (the pages that did compile again when its stamp changed).
 */
function contentKind(root: string, file: string): ChangeKind {
  const rel = path.relative(root, file).split(path.sep);
  const name = rel[rel.length - 1];
  if (/^_category_\.(json|ya?ml)$/.test(name)) return 'category';
  if (rel.includes('node_modules')) return 'ignore';
  if (rel.some((part) => part.startsWith('_'))) return 'content-file';
  return /\.mdx?$/.test(name) ? 'page' : 'content-file';
}

/**
 * Decides what a changed file is. Order matters where roles overlap: the config wins (it reloads
 * everything), and a generator spec kept inside a content folder is a spec, not a content file.
 */
export function classifyChange(file: string, roles: WatchRoles, event: FileEvent = 'change'): ChangeKind {
  if (event !== 'change' && roles.presenceInputs.includes(file)) return 'config';
  if (roles.configInputs.includes(file) || under(roles.localeDir, file)) return 'config';
  if (under(roles.templatesDir, file)) return file.endsWith('.css') ? 'theme-css' : /\.[cm]?[jt]sx?$/.test(file) ? 'theme-code' : 'ignore';
  if (roles.customCss.includes(file)) return 'theme-css';
  if (roles.clientModules.includes(file)) return 'client-module';
  // The overrides' bundle holds the CSS they import too.
  if (under(roles.themePath, file) || roles.themeInputs.includes(file)) return /\.([cm]?[jt]sx?|css)$/.test(file) ? 'theme-code' : 'ignore';
  if (file === roles.sidebarsPath || roles.sidebarsInputs?.includes(file)) return 'sidebars';
  if (roles.blogAuthorsPaths.includes(file)) return 'blog-authors';
  const root = [...roles.contentRoots].sort((a, b) => b.length - a.length).find((dir) => under(dir, file));
  // The pages folder's Markdown is a content folder of its own (config/load.ts). A React page, or a file one imports,
  // that site code reads too (a component, or the page itself bundled with a theme of the site's) is a React page's
  // input here, and `readBySiteCode` says the site code is bundled again too.
  if (roles.generatorInputs.includes(file)) return 'generator';
  if ((under(roles.pagesPath, file) && !/\.mdx?$/.test(file)) || roles.reactPageInputs.includes(file)) return 'react-page';
  // A content file that site code also reads (a page it imports as Markdown) stays content here.
  if (roles.componentInputs.includes(file) && !root) return 'components';
  if (root) return contentKind(root, file);
  if (under(roles.staticPath, file)) return 'static';
  return 'ignore';
}

/** Whether the site code's bundle read the file (besides what classifyChange says it is). */
export function readBySiteCode(file: string, roles: WatchRoles): boolean {
  return roles.componentInputs.includes(file);
}

/** Every path the watcher must cover for these roles. */
export function watchedPaths(roles: WatchRoles): string[] {
  const paths = [
    ...roles.configInputs,
    ...(roles.localeDir ? [roles.localeDir] : []),
    roles.templatesDir,
    roles.sidebarsPath,
    ...(roles.sidebarsInputs ?? []),
    ...roles.componentInputs,
    ...roles.generatorInputs,
    ...roles.contentRoots,
    roles.pagesPath,
    ...roles.reactPageInputs,
    roles.staticPath,
    roles.themePath,
    ...roles.themeInputs,
    ...roles.customCss,
    ...roles.clientModules,
    ...roles.presenceInputs,
  ];
  return [...new Set(paths.filter((p): p is string => Boolean(p)))];
}

/** Files the site's bundles and generators read, as the stages that read them report them. */
export interface SiteInputs {
  rootDir: string;
  config?: SiteConfig;
  configInputs: string[];
  componentFiles: string[];
  generatorFiles: string[];
  reactPageFiles: string[];
  /** Files the theme bundle read (the site's overrides and what they import). */
  themeFiles?: string[];
  /** The sidebars file and what it imports. */
  sidebarsFiles?: string[];
  /** What the `customCss` files import (CSS and Sass partials). */
  customCssFiles?: string[];
  /** What the client modules' bundle read (the modules and their imports). */
  clientModuleFiles?: string[];
}

/** The roles of the current site's files. Installed packages are never watched: they do not change while editing. */
export function watchRolesOf(inputs: SiteInputs): WatchRoles {
  const { config } = inputs;
  const local = (p: string | undefined): p is string => !!p && !p.includes(`${path.sep}node_modules${path.sep}`);
  const blogAuthorsPaths = config?.blogs.map((blog) => blog.authorsPath ?? path.resolve(blog.absPath, blog.authorsMapPath)) ?? [];
  const named = [
    config?.configFile,
    config?.sidebarsPath,
    // Its appearance makes the config name it; its going, no longer.
    ...blogAuthorsPaths,
    ...(config?.content.map((root) => root.absPath) ?? []),
    config?.openapi?.absPath,
    config?.cliReference?.absPath,
    config?.componentsPath,
    config?.pagesPath,
    config?.staticPath,
    config?.themePath,
    config?.i18n.folder,
    ...(config?.customCssPaths ?? []),
    ...(config?.clientModulePaths ?? []),
    ...(config?.docsVersions.map((set) => set.file) ?? []),
    // A folder's tags file, or where its default one would appear.
    ...(config?.content.flatMap((root) => (root.tagsFile ? [root.tagsFile] : root.tags === false || root.tags === null ? [] : [path.resolve(root.absPath, root.tags ?? 'tags.yml')])) ?? []),
  ];
  // The theme's own sources are watched as `templates/`; what the overrides import from elsewhere is the site's.
  const generatorSources = [templatesDir(), path.join(path.dirname(templatesDir()), 'src')];
  const themeInputs = (inputs.themeFiles ?? []).filter((file) => local(file) && !generatorSources.some((dir) => under(dir, file)));
  return {
    // A versions file is read with the config: the versions it lists are content folders of the config's. A tags file
    // is read with its folder's pages: a change to it is read as a change of the config, which crawls them all again.
    configInputs: [...inputs.configInputs, ...(config?.docsVersions.map((set) => set.file) ?? []), ...(config?.content.flatMap((root) => (root.tagsFile ? [root.tagsFile] : [])) ?? [])],
    templatesDir: templatesDir(),
    sidebarsPath: config?.sidebarsPath,
    sidebarsInputs: (inputs.sidebarsFiles ?? []).filter(local),
    componentInputs: [...new Set([config?.componentsPath, ...inputs.componentFiles].filter(local))],
    generatorInputs: [config?.openapi?.absPath, config?.cliReference?.absPath, ...inputs.generatorFiles].filter(local),
    contentRoots: config?.content.map((root) => root.absPath) ?? [],
    ...(config?.i18n.folder ? { localeDir: config.i18n.folder } : {}),
    blogAuthorsPaths,
    pagesPath: config?.pagesPath,
    reactPageInputs: inputs.reactPageFiles.filter(local),
    staticPath: config?.staticPath,
    themePath: config?.themePath,
    themeInputs,
    customCss: [...new Set([...(config?.customCssPaths ?? []), ...(inputs.customCssFiles ?? []).filter(local)])],
    clientModules: [...new Set([...(config?.clientModulePaths ?? []), ...(inputs.clientModuleFiles ?? []).filter(local)])],
    presenceInputs: [...new Set([...defaultSitePaths(inputs.rootDir), ...named.filter(local)])],
  };
}
