import fs from 'node:fs';
import path from 'node:path';
import { DocsGenError, type SourceLocation } from '../errors/DocsGenError.js';
import type { GlobalData, Warning } from '../shared/types.js';
import { generatedFilesDirOf } from '../util/generatedFiles.js';
import { docusaurusSiteConfig } from './docusaurusSiteConfig.js';
import { locateConfigThrow } from './load.js';
import { headTag, type ParsedConfig } from './schema.js';
import type { SiteConfig } from './types.js';
import { htmlOfTags, type PluginHtml } from './pluginHtml.js';
import { findFile } from '../util/resolveImport.js';
import { pluginEntryFile } from './pluginModules.js';

/**
 * A site's Docusaurus plugin, as `plugins` lists it: a function of the site's context and its options that returns
 * the plugin (or nothing, when it turns itself off). Docusaurus calls its `validateOptions`, when it has one, first.
 */
type PluginFunction = ((context: PluginContext, options: Record<string, unknown>) => unknown) & {
  validateOptions?: (args: { validate: (schema: unknown, options: unknown) => unknown; options: unknown }) => unknown;
};

/** What Docusaurus gives a plugin: the site's folders, its config and the locale being built. */
interface PluginContext {
  siteDir: string;
  siteConfigPath?: string;
  siteConfig: ReturnType<typeof docusaurusSiteConfig>;
  outDir: string;
  baseUrl: string;
  generatedFilesDir: string;
  localizationDir: string;
  i18n: { defaultLocale: string; locales: string[]; currentLocale: string; path: string; localeConfigs: Record<string, unknown> };
  codeTranslations: Record<string, string>;
}

interface PluginActions {
  setGlobalData: (data: unknown) => void;
  addRoute: (route: unknown) => void;
  createData: (name: string, data: unknown) => Promise<string>;
}

/**
 * A page a plugin adds with `addRoute`: its path (without the base URL), the module of its component as the plugin
 * names it, and the props its `modules` give, each the path of a module (a file `createData` wrote) or an object
 * or list of them.
 */
export interface PluginRoute {
  path: string;
  /** The path as the plugin gave it, with the base URL: what the page's component gets as `route.path`. */
  written: string;
  component: string;
  modules: unknown;
  plugin: string;
  at: string;
  /** Where the plugin called `addRoute`, for errors about the page. */
  place: SourceLocation;
}

/** The lifecycle methods this runs; a plugin's other methods are reported, except those of Docusaurus's CLI and dev server. */
interface PluginInstance {
  name?: unknown;
  loadContent?: () => unknown;
  contentLoaded?: (args: { content: unknown; actions: PluginActions }) => unknown;
  allContentLoaded?: (args: { allContent: Record<string, Record<string, unknown>>; actions: PluginActions }) => unknown;
  getClientModules?: () => unknown;
  injectHtmlTags?: (args: { content: unknown }) => unknown;
  [hook: string]: unknown;
}

/** A head tag as the config's `headTags` holds one (Docusaurus's HtmlTagObject). */
export type PluginHeadTag = ParsedConfig['headTags'][number];

const RUN_HOOKS = new Set(['name', 'options', 'version', 'loadContent', 'contentLoaded', 'allContentLoaded', 'getClientModules', 'injectHtmlTags', 'postBuild', 'configurePostCss']);
/** Methods that change nothing a build writes: watching files in dev, CLI commands, the dev server's start. */
const SILENT_HOOKS = new Set(['getPathsToWatch', 'extendCli', 'postStart']);

/** One listed plugin, made: its name and id, and where it is in the config's list. */
interface MadePlugin {
  instance: PluginInstance;
  /** The folder its `getClientModules` paths are relative to: its module's, or the site's for a function of the config, as in Docusaurus. */
  dir: string;
  name: string;
  id: string;
  at: string;
}

export interface SitePluginData {
  globalData: GlobalData;
  /** The files the plugins' `getClientModules` name, absolute, in order: stylesheets and scripts alike. */
  clientModules: string[];
  /** The head tags of their `injectHtmlTags`, after the config's own. */
  headTags: PluginHeadTag[];
  /** The tags of their `injectHtmlTags` written as HTML, and those of the body. */
  html: PluginHtml;
  /** Their `postBuild`s, which `build` calls once the output is written. */
  postBuild: PostBuildHook[];
  /** The pages their `addRoute` adds, in order. */
  routes: PluginRoute[];
  /** The PostCSS plugins their `configurePostCss` list, which the site's stylesheets go through. */
  postcssPlugins: unknown[];
  warnings: Warning[];
}

/** What a build gives a plugin's `postBuild`: the folder its files are in, and the URL path of each page. */
export interface PostBuildProps {
  outDir: string;
  routesPaths: string[];
}

export type PostBuildHook = (props: PostBuildProps) => Promise<void>;

function contextOf(config: SiteConfig): PluginContext {
  const { i18n } = config;
  const siteConfig = docusaurusSiteConfig(config);
  return {
    siteDir: config.siteDirPath,
    ...(config.configFile ? { siteConfigPath: config.configFile } : {}),
    siteConfig,
    outDir: config.outPath,
    baseUrl: config.baseUrl,
    generatedFilesDir: generatedFilesDirOf(config.siteDirPath),
    localizationDir: path.join(i18n.root, i18n.currentLocale),
    i18n: { ...siteConfig.i18n, currentLocale: i18n.currentLocale, path: i18n.root },
    codeTranslations: {},
  };
}

/** A plugin's failure, at the line of the site's code that threw. */
function pluginFailure(config: SiteConfig, error: unknown, what: string): DocsGenError {
  if (error instanceof DocsGenError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new DocsGenError(`${what} threw: ${message}`, { ...(locateConfigThrow(config.configFile, error) ?? { file: config.configFile }), cause: error });
}

/** Options as Docusaurus normalizes them: through the plugin's own `validateOptions`, whose schema (Joi's) fills defaults. */
function validatedOptions(plugin: PluginFunction, options: Record<string, unknown>): Record<string, unknown> {
  if (typeof plugin.validateOptions !== 'function') return options;
  const validate = (schema: unknown, value: unknown) => {
    const check = (schema as { validate?: (value: unknown) => { value?: unknown; error?: Error } } | null)?.validate;
    if (typeof check !== 'function') return value;
    const result = check.call(schema, value);
    if (result.error) throw result.error;
    return result.value;
  };
  return (plugin.validateOptions({ validate, options }) ?? options) as Record<string, unknown>;
}

async function makePlugins(config: SiteConfig, context: PluginContext): Promise<MadePlugin[]> {
  const made: MadePlugin[] = [];
  const seen = new Map<string, string>();
  for (const [index, entry] of config.plugins.entries()) {
    const [plugin, given] = (Array.isArray(entry) ? entry : [entry]) as unknown as [PluginFunction, unknown?];
    const at = `plugins[${index}]`;
    const written = given && typeof given === 'object' ? (given as Record<string, unknown>) : {};
    let instance: unknown;
    try {
      instance = await plugin(context, validatedOptions(plugin, written));
    } catch (error) {
      throw pluginFailure(config, error, `The plugin ${plugin.name ? `${plugin.name}() ` : ''}of ${at}`);
    }
    // Docusaurus skips a plugin that returns nothing: it has turned itself off (for this environment, say).
    if (!instance) continue;
    const name = (instance as PluginInstance).name;
    if (typeof name !== 'string' || !name) {
      throw new DocsGenError(`The plugin of ${at} has no name`, { file: config.configFile, hint: 'A Docusaurus plugin returns an object with a `name`, which `usePluginData` reads its data by.' });
    }
    const id = typeof written.id === 'string' && written.id ? written.id : 'default';
    const key = `${name}\u0000${id}`;
    const first = seen.get(key);
    if (first) {
      throw new DocsGenError(`The plugin "${name}" is listed twice with the id "${id}" (${first} and ${at})`, {
        file: config.configFile,
        hint: 'Give each instance its own `id` in its options, as Docusaurus requires.',
      });
    }
    seen.set(key, at);
    const entryFile = pluginEntryFile(plugin);
    made.push({ instance: instance as PluginInstance, dir: entryFile ? path.dirname(entryFile) : config.siteDirPath, name, id, at });
  }
  return made;
}

/** A route's `modules` as docs-gen takes them: module paths, in objects and lists (a route's props). */
function isModules(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.every(isModules);
  return !!value && typeof value === 'object' && Object.values(value).every(isModules);
}

/** A route `addRoute` was given, as docs-gen builds it: a page of its own, or an error naming what docs-gen does not do. */
function pluginRouteOf(config: SiteConfig, plugin: MadePlugin, route: unknown): PluginRoute {
  // At the plugin's call, read from the stack of now.
  const place: SourceLocation = locateConfigThrow(config.configFile, new Error()) ?? { file: config.configFile ?? config.rootDir };
  const fail = (problem: string, hint?: string) => {
    throw new DocsGenError(`The plugin "${plugin.name}" (${plugin.at}) called actions.addRoute with ${problem}`, { ...place, ...(hint ? { hint } : {}) });
  };
  if (!route || typeof route !== 'object') return fail('no route object');
  const { path: routePath, component, modules = {}, routes } = route as Record<string, unknown>;
  if (typeof routePath !== 'string' || !routePath.startsWith('/')) return fail('a `path` that is not a path from the site root', 'Give the page\'s path with the base URL (`/apps`).');
  if (typeof component !== 'string' || !component) return fail(`no \`component\` module for ${routePath}`, 'Name the module of the page\'s component: `@site/src/components/Page`, or its absolute path.');
  if (routes !== undefined) return fail(`nested \`routes\` for ${routePath}`, 'docs-gen builds each page a plugin adds on its own: add each nested route with addRoute.');
  if (!isModules(modules)) return fail(`\`modules\` for ${routePath} that are not module paths`, 'Each prop of `modules` is the path createData returned (or another module\'s), or an object or list of them.');
  // Docusaurus's paths include the base URL; docs-gen's routes are the paths under it.
  const base = config.baseUrl.replace(/\/$/, '');
  const under = base && (routePath === base || routePath.startsWith(`${base}/`)) ? routePath.slice(base.length) || '/' : routePath;
  return { path: under, written: routePath, component, modules, plugin: plugin.name, at: plugin.at, place };
}

function actionsOf(config: SiteConfig, context: PluginContext, plugin: MadePlugin, globalData: GlobalData, routes: PluginRoute[]): PluginActions {
  return {
    setGlobalData: (data) => {
      let json: string | undefined;
      try {
        json = JSON.stringify(data);
      } catch (error) {
        throw new DocsGenError(`The plugin "${plugin.name}" passed setGlobalData data JSON cannot hold: ${(error as Error).message}`, { hint: 'Docusaurus sends global data to the browser as JSON: pass plain data.' });
      }
      // As the browser gets it from Docusaurus: JSON's copy (a Date is its string).
      (globalData[plugin.name] ??= {})[plugin.id] = json === undefined ? undefined : JSON.parse(json);
    },
    addRoute: (route) => {
      routes.push(pluginRouteOf(config, plugin, route));
    },
    // Where Docusaurus writes it: the plugin's own folder of the generated files, by its name and id.
    createData: async (name, data) => {
      if (typeof name !== 'string' || !name || name.includes('..')) throw new DocsGenError(`The plugin "${plugin.name}" (${plugin.at}) called actions.createData with a name that is not a file name: ${String(name)}`, { file: config.configFile });
      const file = path.join(context.generatedFilesDir, plugin.name, plugin.id, name);
      const text = typeof data === 'string' ? data : JSON.stringify(data);
      // Unchanged, the file is left as it is: `dev` watches what pages import from it, and would build again.
      if ((await fs.promises.readFile(file, 'utf8').catch(() => undefined)) === text) return file;
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, text);
      return file;
    },
  };
}

/**
 * Runs the site's Docusaurus plugins as Docusaurus does before it builds any page: every `loadContent` (at once),
 * then each `contentLoaded` with its own content, then `allContentLoaded` with everyone's, whose actions publish
 * data (`setGlobalData`), write data files (`createData`) and add pages (`addRoute`). Then the files of their
 * `getClientModules`, the tags of their `injectHtmlTags` and the PostCSS plugins of their `configurePostCss`; their
 * `postBuild`s are kept for `build` to call. Their other methods (webpack's configuration, …) are not run, and a
 * warning names them.
 */
export async function runSitePlugins(config: SiteConfig): Promise<SitePluginData> {
  const globalData: GlobalData = {};
  const warnings: Warning[] = [];
  const clientModules: string[] = [];
  const headTags: PluginHeadTag[] = [];
  const html: PluginHtml = { head: [], preBody: [], postBody: [] };
  const postBuild: PostBuildHook[] = [];
  const routes: PluginRoute[] = [];
  let postcssPlugins: unknown[] = [];
  if (!config.plugins.length) return { globalData, clientModules, headTags, html, postBuild, routes, postcssPlugins, warnings };
  const context = contextOf(config);
  const plugins = await makePlugins(config, context);
  const call = async (plugin: MadePlugin, hook: string, run: () => unknown) => {
    try {
      return await run();
    } catch (error) {
      throw pluginFailure(config, error, `The plugin "${plugin.name}" (${plugin.at}) in ${hook}`);
    }
  };
  const contents = await Promise.all(plugins.map((p) => (p.instance.loadContent ? call(p, 'loadContent', () => p.instance.loadContent!()) : undefined)));
  const allContent: Record<string, Record<string, unknown>> = {};
  plugins.forEach((p, i) => {
    (allContent[p.name] ??= {})[p.id] = contents[i];
  });
  for (const [i, p] of plugins.entries()) {
    if (p.instance.contentLoaded) await call(p, 'contentLoaded', () => p.instance.contentLoaded!({ content: contents[i], actions: actionsOf(config, context, p, globalData, routes) }));
  }
  for (const p of plugins) {
    if (p.instance.allContentLoaded) await call(p, 'allContentLoaded', () => p.instance.allContentLoaded!({ allContent, actions: actionsOf(config, context, p, globalData, routes) }));
  }
  for (const [i, p] of plugins.entries()) {
    if (p.instance.getClientModules) clientModules.push(...clientModulesOf(config, p, await call(p, 'getClientModules', () => p.instance.getClientModules!())));
    if (p.instance.injectHtmlTags) {
      const tags = await call(p, 'injectHtmlTags', () => p.instance.injectHtmlTags!({ content: contents[i] }));
      injectedTags(config, p, tags, { headTags, html }, warnings);
    }
    const configurePostCss = p.instance.configurePostCss;
    if (typeof configurePostCss === 'function') {
      // As Docusaurus asks: given the options so far, a plugin adds to their list (or returns other options).
      const options: { plugins: unknown[] } = { plugins: postcssPlugins };
      const given = (await call(p, 'configurePostCss', () => configurePostCss.call(p.instance, options))) as { plugins?: unknown } | undefined;
      const list = (given ?? options).plugins;
      if (!Array.isArray(list)) throw new DocsGenError(`The plugin "${p.name}" (${p.at}): configurePostCss must return options with a list of plugins`, { file: config.configFile });
      postcssPlugins = list;
    }
    const after = p.instance.postBuild;
    if (typeof after === 'function') {
      // Given what Docusaurus gives it that a plugin reads: the site, its own content, where the files are, the pages' paths.
      postBuild.push(async ({ outDir, routesPaths }) => {
        await call(p, 'postBuild', () => after.call(p.instance, { ...context, outDir, routesPaths, content: contents[i], routes: [], routesBuildMetadata: {}, plugins: [], head: {}, headTags: '', preBodyTags: '', postBodyTags: '' }));
      });
    }
  }
  for (const p of plugins) {
    const skipped = Object.keys(p.instance).filter((hook) => !RUN_HOOKS.has(hook) && !SILENT_HOOKS.has(hook) && typeof p.instance[hook] === 'function');
    if (skipped.length) {
      warnings.push({
        message: `The plugin "${p.name}" (${p.at}) has ${skipped.join(', ')}, which docs-gen does not run`,
        file: config.configFile,
        hint: "docs-gen runs a plugin's loadContent, contentLoaded and allContentLoaded (for the data it publishes with setGlobalData and the pages it adds), getClientModules, injectHtmlTags, configurePostCss and postBuild. What webpack's configuration did is the config's aliases.",
      });
    }
  }
  return { globalData, clientModules, headTags, html, postBuild, routes, postcssPlugins, warnings };
}

/**
 * A plugin's client modules as files: absolute, or relative to the plugin's folder (see MadePlugin); each must exist,
 * written with its extension or without (`./client/track` for `track.mjs`), as the bundler finds a module.
 */
function clientModulesOf(config: SiteConfig, plugin: MadePlugin, listed: unknown): string[] {
  if (!Array.isArray(listed) || listed.some((entry) => typeof entry !== 'string')) {
    throw new DocsGenError(`The plugin "${plugin.name}" (${plugin.at}): getClientModules must return a list of file paths`, { file: config.configFile });
  }
  return (listed as string[]).map((entry) => {
    const file = findFile(path.resolve(plugin.dir, entry));
    if (!file) {
      throw new DocsGenError(`The plugin "${plugin.name}" (${plugin.at}) names a client module that does not exist: ${entry}`, {
        file: config.configFile,
        hint: `Return absolute paths (\`path.resolve(__dirname, "client.js")\`), or paths relative to ${plugin.dir === config.siteDirPath ? 'the site folder' : "the plugin's folder"}.`,
      });
    }
    return file;
  });
}

/**
 * The tags a plugin injects, as Docusaurus places them: head tags written as objects join the config's `headTags`;
 * head tags written as HTML, and the tags of the body (`preBodyTags`, `postBodyTags`, objects or HTML), are added as
 * HTML where they go. A tag that is neither an object of that shape nor text is left out, with a warning.
 */
function injectedTags(config: SiteConfig, plugin: MadePlugin, injected: unknown, into: { headTags: PluginHeadTag[]; html: PluginHtml }, warnings: Warning[]): void {
  if (!injected || typeof injected !== 'object') return;
  const { headTags, preBodyTags, postBodyTags } = injected as Record<string, unknown>;
  const list = (tags: unknown) => (tags === undefined ? [] : Array.isArray(tags) ? tags : [tags]);
  let invalid = 0;
  for (const tag of list(headTags)) {
    const parsed = typeof tag === 'string' ? undefined : headTag.safeParse(tag);
    if (parsed?.success) into.headTags.push(parsed.data);
    else if (typeof tag === 'string') into.html.head.push(tag);
    else invalid++;
  }
  for (const [tags, place] of [[preBodyTags, into.html.preBody], [postBodyTags, into.html.postBody]] as const) {
    const made = htmlOfTags(list(tags));
    place.push(...made.html);
    invalid += made.invalid;
  }
  if (invalid) {
    warnings.push({
      message: `The plugin "${plugin.name}" (${plugin.at}) injects ${invalid} tag${invalid === 1 ? '' : 's'} that docs-gen leaves out: neither HTML text nor { tagName, attributes, innerHTML }`,
      file: config.configFile,
      hint: 'A tag is HTML text, or an object with a lower-case tagName, attributes of text or true/false, and innerHTML text, as the config\'s headTags.',
    });
  }
}
