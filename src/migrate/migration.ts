import type { LocalFunction } from './evaluateDocusaurusConfig.js';
import type { ConfigConstant } from './functionSource.js';
import fs from 'node:fs';
import path from 'node:path';
import type { SettingTracker } from './settingTracker.js';
import { toPosix } from '../util/posixPath.js';

/** What the mappers of a Docusaurus config share: value checks, path and link conversions, the migration state. */

export type Obj = Record<string, unknown>;

export const isObj = (value: unknown): value is Obj => !!value && typeof value === 'object' && !Array.isArray(value);
export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Whether a value is a tag's attributes as docs-gen takes them: strings and booleans. */
export const isAttributes = (value: unknown): value is Obj => isObj(value) && Object.values(value).every((v) => typeof v === 'string' || typeof v === 'boolean');

const MODULE_EXTENSIONS = ['.js', '.ts', '.json', '.mjs', '.cjs', '.mts', '.cts'];

/**
 * A file a config names absolute (`require.resolve`, `path.resolve(__dirname, …)`) or relative to the
 * Docusaurus site, as relative to the folder the docs-gen config is written to. `require.resolve('./sidebars')`
 * gets the extension Node would find.
 */
export function sitePath(m: Migration, value: string, tryExtensions = false): string {
  let abs = path.resolve(m.siteDir, value);
  if (tryExtensions && !fs.existsSync(abs)) abs = MODULE_EXTENSIONS.map((ext) => abs + ext).find((f) => fs.existsSync(f)) ?? abs;
  const rel = path.relative(m.outDir, abs) || '.';
  if (rel.startsWith('..')) m.warnings.push(`${rel} is outside ${m.outDir}: docs-gen reads only files inside the config's folder; write the config with --out into a folder that holds it.`);
  return toPosix(rel);
}

/** Docusaurus prefixes a `to` without a leading slash with the base URL; docs-gen would read it as relative. */
export function siteLink(value: string): string {
  return /^([a-z][a-z\d+.-]*:|\/|#)/i.test(value) ? value : `/${value}`;
}

/** Docusaurus resolves `img/logo.svg` against the static folder at the base URL; docs-gen wants it root-relative. */
export function staticUrl(value: string): string {
  return /^([a-z][a-z\d+.-]*:|\/)/i.test(value) ? value : `/${value}`;
}
export interface Migration {
  siteDir: string;
  /** Where the docs-gen config goes: its paths are relative to it. */
  outDir: string;
  warnings: string[];
  track: SettingTracker;
  out: Obj;
  /** Each docs plugin instance (`default` for the first) by its id: the id prefix and sidebar of its folder. */
  docsInstances: Map<string, { idPrefix: string; sidebar: string; ownSidebars?: boolean }>;
  /** The config's plugin functions, called as Docusaurus would and waited for (see pluginInstancesOf), by function. */
  pluginInstances: Map<unknown, unknown>;
  /** The config's functions that the site's own files export, and where (see evaluateDocusaurusConfig). */
  localFunctions: Map<unknown, LocalFunction>;
  /** The config file's top-level constants of plain values, which its functions may be written with (see selfContainedSource). */
  constants: ReadonlyMap<string, ConfigConstant>;
  /** The routes of the site's blogs (`/blog`) that docs-gen does not build: a redirect into one is not carried. */
  blogRoutes: string[];
  /** The blogs docs-gen builds, those of the site with a posts folder, in order: their options as the config's `blog` takes them. */
  blogs: Obj[];
  /** The Docusaurus plugin id of each blog carried (`default` unless set), which two blogs cannot share. */
  blogIds: Set<string>;
  /** The docs instances carried with their versions: the ones the navbar's version items may show. */
  versionedInstances: Set<string>;
  /** A remark plugin of the site's own was carried: it may read fences' markers (`npm2yarn`) that docs-gen reads by default. */
  ownRemarkPlugins?: boolean;
  /** A preset migrate does not read, which may add a blog of its own. */
  presetNotRead?: boolean;
  /** The Markdown plugin lists of each docs, blog and pages instance carried, in its folder's options (see shareMarkdownPlugins). */
  markdownInstances: MarkdownInstance[];
}

/** A docs, blog or pages instance's Markdown plugin lists, as the written config's options of its folder hold them. */
export interface MarkdownInstance {
  kind: 'docs' | 'blog' | 'pages';
  lists: Obj;
}

/** Carries `value` to `out[key]` when defined, marking `from` as carried. */
export function carry(m: Migration, from: string, value: unknown, key: string, convert: (v: unknown) => unknown = (v) => v): void {
  if (value === undefined) return;
  const converted = convert(value);
  if (converted === undefined) {
    m.track.notCarried(from, value, 'not a value docs-gen accepts here');
    return;
  }
  m.out[key] = converted;
  m.track.carried(from);
}

/** A plugin named by the path of its file (`require.resolve('./plugins/x')` gives an absolute one), not by a package's name. */
export const namesFile = (head: unknown): head is string => typeof head === 'string' && (path.isAbsolute(head) || /^\.{1,2}[\\/]/.test(head));
