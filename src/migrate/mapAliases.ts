import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isGeneratedFile } from '../util/generatedFiles.js';
import { type Migration, type Obj, isObj, namesFile, sitePath } from './migration.js';

/**
 * Webpack aliases (`resolve.alias`) a site sets to import its own folders by name (`@components/Card`):
 * those naming a folder or file of the site become the config's `aliases`; the others are listed.
 */

const DOCS_GEN_NAMES = /^(react|react-dom|@site|@theme|@theme-original|@theme-init|@docusaurus)(\/|$)/;

/** Why an alias cannot be carried, or undefined when it can. */
function aliasProblem(m: Migration, prefix: string, target: unknown): string | undefined {
  if (typeof target !== 'string') return 'not a path: only an alias naming a folder or file of the site is carried';
  if (DOCS_GEN_NAMES.test(prefix)) return 'docs-gen provides this module itself: its React, its theme modules, `@site/`';
  if (prefix.endsWith('$')) return 'an exact-match alias (`$`): add the file to `aliases` under its name without `$`';
  const abs = path.resolve(m.siteDir, target);
  if (abs.split(path.sep).includes('node_modules')) return "a package's folder: docs-gen imports packages from node_modules itself";
  // The plugins' generated files are there once they have run.
  if (!fs.existsSync(abs) && !isGeneratedFile(m.siteDir, abs)) return 'no such file or folder in the site';
  return undefined;
}

/** Carries each alias of `alias` (webpack's `resolve.alias` object, found at `at`) that names a site path. */
export function migrateAliases(m: Migration, alias: unknown, at: string): void {
  if (!isObj(alias)) return;
  const carried: Obj = isObj(m.out.aliases) ? m.out.aliases : {};
  for (const [prefix, target] of Object.entries(alias)) {
    const where = `${at}.${prefix}`;
    const problem = aliasProblem(m, prefix, target);
    if (problem) {
      m.track.notCarried(where, target, problem);
      continue;
    }
    carried[prefix] = sitePath(m, target as string);
    m.track.carried(where);
  }
  if (Object.keys(carried).length) m.out.aliases = carried;
}

/** What Docusaurus gives a plugin function as its first argument, as much of it as a config's plugins read. */
function pluginContextOf(raw: Obj, siteDir: string): Obj {
  return { siteDir, siteConfig: raw, baseUrl: typeof raw.baseUrl === 'string' ? raw.baseUrl : '/' };
}

/** The function a plugin's module exports, for a plugin the config names by the path of its file (`require.resolve('./plugins/x')`). */
async function pluginOfFile(spec: string, siteDir: string): Promise<unknown> {
  const file = createRequire(path.join(siteDir, 'docusaurus.config.js')).resolve(spec);
  const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  return typeof module.default === 'function' ? module.default : (module.default as { default?: unknown } | undefined)?.default;
}

/**
 * The config's plugins written as functions, or named by the path of their file, each called as Docusaurus would
 * call it and waited for (a plugin is often an `async function`, as Docusaurus's docs write one), by what the config
 * lists (the function, or the path). One that throws, or whose file does not load (it needs a package not installed),
 * is left out: it may need what only a Docusaurus build has, and must not end the migration.
 */
export async function pluginInstancesOf(raw: Obj, siteDir: string): Promise<Map<unknown, unknown>> {
  const instances = new Map<unknown, unknown>();
  const context = pluginContextOf(raw, siteDir);
  for (const entry of Array.isArray(raw.plugins) ? raw.plugins : []) {
    const [listed, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if ((typeof listed !== 'function' && !namesFile(listed)) || instances.has(listed)) continue;
    try {
      const plugin = typeof listed === 'function' ? listed : await pluginOfFile(listed as string, siteDir);
      if (typeof plugin === 'function') instances.set(listed, await plugin(context, options ?? {}));
    } catch {
      // Left out, as said above.
    }
  }
  return instances;
}

/**
 * The `resolve.alias` a plugin instance's `configureWebpack` sets (`{ name, configureWebpack() { return { resolve:
 * { alias } } } }`), found by calling it as Docusaurus would; undefined when it sets none or throws.
 */
export function webpackAliasesOf(instance: unknown): Obj | undefined {
  if (!isObj(instance) || typeof instance.configureWebpack !== 'function') return undefined;
  try {
    const webpack: unknown = instance.configureWebpack({}, false, {}, {});
    const alias = isObj(webpack) && isObj(webpack.resolve) ? webpack.resolve.alias : undefined;
    return isObj(alias) ? alias : undefined;
  } catch {
    return undefined;
  }
}
