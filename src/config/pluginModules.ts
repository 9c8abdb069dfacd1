import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DocsGenError, type SourceLocation } from '../errors/DocsGenError.js';
import { nodeModuleGlobals } from '../util/moduleGlobals.js';
import { findFile } from '../util/resolveImport.js';
import { runBundledModule } from '../util/runBundledModule.js';
import { isInsidePath } from '../util/hiddenPath.js';
import { yamlPlugin } from '../util/yamlPlugin.js';

/** Where in the config an entry is, for its errors. */
type Place = { file?: string; line?: number; column?: number };

/** Where in its files a module's code threw, from the error's stack (see runBundledModule). */
type ThrowLocator = (error: unknown) => SourceLocation | undefined;

export interface LoadedPluginModules {
  /** The config with each such entry's module replaced by its function. */
  raw: unknown;
  /** The modules' files and the site's own files they import (not those of packages). */
  files: string[];
  /** Every file the modules' code was bundled from, packages' included. */
  inputs: string[];
  /** Each module's, so what its plugin throws later is located in its file. */
  locators: ThrowLocator[];
}

/**
 * The file each plugin named by its module in the config (`'./plugins/track'`, a package's name) was loaded from:
 * Docusaurus resolves the paths such a plugin's `getClientModules` returns against that file's folder.
 */
const entryFiles = new WeakMap<object, string>();

/** The file a plugin function was loaded from, when the config named it by its module. */
export function pluginEntryFile(plugin: unknown): string | undefined {
  return typeof plugin === 'function' ? entryFiles.get(plugin) : undefined;
}

/**
 * The config's `plugins` with each entry that names a module (`'./plugins/track'`, `['docusaurus-plugin-x', options]`)
 * replaced by the function that module exports, as Docusaurus loads it: a path from the config's folder (inside the
 * site), else an installed package. Also gives the files loaded, which `dev` watches as the config's own.
 */
export async function loadPluginModules(raw: unknown, configFile: string, at: (key: string) => Place): Promise<LoadedPluginModules> {
  const plugins = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).plugins : undefined;
  if (!Array.isArray(plugins) || !plugins.some((entry) => typeof (Array.isArray(entry) ? entry[0] : entry) === 'string')) return { raw, files: [], inputs: [], locators: [] };
  const files: string[] = [];
  const inputs: string[] = [];
  const locators: ThrowLocator[] = [];
  const loaded = await Promise.all(
    plugins.map(async (entry, i) => {
      const [head, ...rest] = Array.isArray(entry) ? entry : [entry];
      if (typeof head !== 'string') return entry;
      const key = Array.isArray(entry) ? `plugins.${i}.0` : `plugins.${i}`;
      const file = pluginFileOf(head, configFile, () => at(key));
      files.push(file);
      const { plugin, locate, inputs: read } = await pluginFunctionIn(file, head, () => at(key));
      locators.push(locate);
      inputs.push(...read);
      files.push(...read.filter((input) => input !== file && !input.split(path.sep).includes('node_modules')));
      return Array.isArray(entry) ? [plugin, ...rest] : plugin;
    }),
  );
  return { raw: { ...(raw as Record<string, unknown>), plugins: loaded }, files: [...new Set(files)], inputs, locators };
}

function pluginFileOf(spec: string, configFile: string, at: () => Place): string {
  const siteDir = path.dirname(configFile);
  if (spec.startsWith('.') || path.isAbsolute(spec)) {
    const file = findFile(path.resolve(siteDir, spec));
    if (!file) throw new DocsGenError(`The plugin ${spec} does not exist`, { ...at(), hint: 'Name the plugin\'s file from the config\'s folder (`./plugins/track`), with or without its extension, or a folder with an index file.' });
    if (!isInsidePath(fs.realpathSync(siteDir), fs.realpathSync(file))) {
      throw new DocsGenError(`The plugin ${spec} is outside the site folder`, { ...at(), hint: 'Keep the site\'s plugins inside its folder, or install them as packages.' });
    }
    return file;
  }
  try {
    return createRequire(configFile).resolve(spec);
  } catch {
    throw new DocsGenError(`The plugin "${spec}" is not installed`, { ...at(), hint: `Install it (\`npm install ${spec}\`), or name the plugin's file with a path (\`./plugins/…\`).` });
  }
}

/** The plugin function a module exports: its default export, or the module itself when it is the function (CommonJS). */
async function pluginFunctionIn(file: string, spec: string, at: () => Place): Promise<{ plugin: unknown; locate: ThrowLocator; inputs: string[] }> {
  const { banner, define, plugins } = nodeModuleGlobals(file);
  const { exports, locate, inputs } = await runBundledModule(file, `the plugin ${spec}`, { banner, define, plugins: [...plugins, yamlPlugin] });
  const candidates = [exports.default, (exports.default as { default?: unknown } | undefined)?.default, exports];
  const plugin = candidates.find((value) => typeof value === 'function');
  if (!plugin) throw new DocsGenError(`The plugin ${spec} exports no plugin function`, { ...at(), hint: 'A Docusaurus plugin module exports, as its default, a function of the site\'s context and its options.' });
  entryFiles.set(plugin as object, file);
  return { plugin, locate, inputs };
}
