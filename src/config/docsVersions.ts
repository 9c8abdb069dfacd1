import fs from 'node:fs';
import path from 'node:path';
import { DocsGenError } from '../errors/DocsGenError.js';
import { joinRoute } from '../shared/joinRoute.js';
import type { ConfiguredContentRoot, ContentRoot, DocsVersion, DocsVersionSet } from './types.js';
import { posixRelative } from '../util/posixPath.js';

/** Where a config key is written, for an error about it. */
type Place = (key: string) => { file?: string; line?: number; column?: number };

export interface VersionFolders {
  /** The folder's versions file (absolute). */
  file: string;
  rootDir: string;
  /** `path` of the content folder as configured. */
  key: string;
  place: Place;
  /** Resolves a path of the site, failing when it lies outside it. */
  inside: (abs: string) => string;
  /** The current version's label when the folder's `versions.current.label` gives none (the config's `docsVersionLabel`). */
  currentLabel: string;
}

/** Line and column of the first occurrence of `needle` in `text` (1-based), else the start. */
function placeOf(text: string, needle: string): { line: number; column: number } {
  const at = Math.max(0, text.indexOf(needle));
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** The names a Docusaurus versions file lists, newest first; a file that is not a list of names is an error at it. */
function readVersionNames(file: string): { names: string[]; text: string } {
  const text = fs.readFileSync(file, 'utf8');
  let names: unknown;
  try {
    names = JSON.parse(text);
  } catch (error) {
    const offset = /position (\d+)/.exec(String((error as Error).message));
    const before = text.slice(0, offset ? Number(offset[1]) : 0).split('\n');
    throw new DocsGenError(`The versions file is not valid JSON: ${(error as Error).message}`, {
      file,
      line: before.length,
      column: before[before.length - 1].length + 1,
      hint: 'A versions file is a JSON list of version names, newest first: ["2.0", "1.0"].',
    });
  }
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string' && name.trim() !== '')) {
    throw new DocsGenError('The versions file is not a list of version names', {
      file,
      line: 1,
      column: 1,
      hint: 'A versions file is a JSON list of version names, newest first: ["2.0", "1.0"].',
    });
  }
  const seen = new Set<string>();
  for (const name of names as string[]) {
    if (seen.has(name)) {
      throw new DocsGenError(`The versions file lists "${name}" twice`, {
        file,
        ...placeOf(text, JSON.stringify(name)),
        hint: 'Each released version is listed once, by a name of its own.',
      });
    }
    seen.add(name);
  }
  return { names: names as string[], text };
}

/** `<prefix>versions.json` → the folders Docusaurus keeps beside it: `<prefix>versioned_docs/version-<name>`, `<prefix>versioned_sidebars/…`. */
function folderNames(file: string) {
  const dir = path.dirname(file);
  const prefix = path.basename(file).replace(/versions\.json$/i, '');
  return {
    docs: (name: string) => path.join(dir, `${prefix}versioned_docs`, `version-${name}`),
    sidebars: (name: string) => path.join(dir, `${prefix}versioned_sidebars`, `version-${name}-sidebars.json`),
  };
}

/**
 * A versioned content folder as the content folders of its versions, by Docusaurus's rules: the folder itself is the
 * current version ("Next", under `next/`), each name of the versions file a folder of `versioned_docs/`; the last
 * version (by default the newest released one) is served at the folder's route and keeps the folder's doc ids, the
 * others are under their names (or `path`), their ids prefixed likewise. Newer versions than the last are
 * unreleased, older ones unmaintained.
 */
export function expandVersions(configured: ConfiguredContentRoot, index: number, folders: VersionFolders): { roots: ContentRoot[]; set: DocsVersionSet } {
  const { versionsFile: _file, lastVersion: _last, includeCurrentVersion: _current, onlyIncludeVersions: _only, versions: _versions, ...root } = configured;
  const options = { lastVersion: configured.lastVersion, includeCurrentVersion: configured.includeCurrentVersion, onlyIncludeVersions: configured.onlyIncludeVersions, versions: configured.versions };
  const { names: listed, text } = readVersionNames(folders.file);
  const key = (name: string) => `content.${index}.${name}`;
  // A file may list the current version among the others, as Docusaurus allows: where it stands orders it.
  const released = listed.filter((name) => name !== 'current');
  const all = options.includeCurrentVersion ? (listed.includes('current') ? listed : ['current', ...listed]) : released;
  const known = ['current', ...released];
  for (const name of Object.keys(options.versions)) {
    if (!known.includes(name)) {
      throw new DocsGenError(`"${key(`versions.${name}`)}" names a version the versions file does not list`, {
        ...folders.place(key(`versions.${name}`)),
        hint: `The versions are: ${known.map((n) => `"${n}"`).join(', ')}.`,
      });
    }
  }
  for (const [i, name] of (options.onlyIncludeVersions ?? []).entries()) {
    if (!all.includes(name)) {
      throw new DocsGenError(`"${key(`onlyIncludeVersions.${i}`)}" names "${name}", which is not a version of the folder`, {
        ...folders.place(key(`onlyIncludeVersions.${i}`)),
        hint: `The versions are: ${all.map((n) => `"${n}"`).join(', ')}${options.includeCurrentVersion ? '' : ' (the current one is left out by includeCurrentVersion: false)'}.`,
      });
    }
  }
  const built = options.onlyIncludeVersions ? all.filter((name) => options.onlyIncludeVersions!.includes(name)) : all;
  if (!built.length) {
    throw new DocsGenError(`content.${index} has no version to build`, {
      ...folders.place(key(options.onlyIncludeVersions ? 'onlyIncludeVersions' : 'includeCurrentVersion')),
      hint: 'List a version in the versions file, or build the current one (includeCurrentVersion: true).',
    });
  }
  const last = options.lastVersion ?? released[0] ?? 'current';
  if (!built.includes(last)) {
    throw new DocsGenError(`"${key('lastVersion')}" is "${last}", which is not a version being built`, {
      ...folders.place(key(options.lastVersion === undefined ? 'versionsFile' : 'lastVersion')),
      hint: `The versions built are: ${built.map((n) => `"${n}"`).join(', ')}.`,
    });
  }
  const files = folderNames(folders.file);
  const hasOwnSidebars = root.sidebarsPath !== undefined || root.sidebar === '';
  const versions: DocsVersion[] = [];
  const roots: ContentRoot[] = [];
  for (const name of built) {
    const own = options.versions[name] ?? { noIndex: false };
    const isLast = name === last;
    const versionPath = own.path ?? (isLast ? '' : name === 'current' ? 'next' : name);
    const routeBasePath = joinRoute(root.routeBasePath, versionPath).replace(/\/$/, '') || '/';
    const banner = own.banner ?? (isLast ? 'none' : all.indexOf(name) < all.indexOf(last) ? 'unreleased' : 'unmaintained');
    const version: DocsVersion = {
      set: folders.key,
      name,
      label: own.label ?? (name === 'current' ? folders.currentLabel : name),
      routeBasePath,
      banner,
      badge: own.badge ?? built.length > 1,
      noIndex: own.noIndex,
      ...(own.className ? { className: own.className } : {}),
      isLast,
    };
    versions.push(version);
    if (name === 'current') {
      roots.push({ ...root, version, routeBasePath, ...(isLast ? {} : nonLastNames(root, routeBasePath, versionPath)) });
      continue;
    }
    const folder = files.docs(name);
    if (!fs.existsSync(folder)) {
      throw new DocsGenError(`The versions file lists "${name}", whose folder ${posixRelative(folders.rootDir, folder)} does not exist`, {
        file: folders.file,
        ...placeOf(text, JSON.stringify(name)),
        hint: 'Each version listed has its pages in versioned_docs/version-<name>/ beside the versions file (`docusaurus docs:version <name>` makes it).',
      });
    }
    const sidebars = files.sidebars(name);
    const { sidebarsPath: _currentSidebars, ...rest } = root;
    roots.push({
      ...rest,
      version,
      path: posixRelative(folders.rootDir, folder),
      absPath: folders.inside(folder),
      routeBasePath,
      ...(fs.existsSync(sidebars) ? { sidebarsPath: folders.inside(sidebars), sidebarsFile: path.basename(sidebars) } : { sidebarsFile: undefined }),
      // As in Docusaurus, a version without its sidebars file has none when the folder's sidebars are written out.
      ...(!fs.existsSync(sidebars) && hasOwnSidebars ? { sidebar: '' } : {}),
      ...(isLast ? {} : nonLastNames(root, routeBasePath, versionPath)),
    });
  }
  // Its plugin id is settled once every folder is known (docsPluginIdsOf).
  return { roots, set: { set: folders.key, pluginId: configured.pluginId ?? '', file: folders.file, versions } };
}

/**
 * Doc ids and the generated sidebar's name of a version other than the last: the folder's, with the version's path,
 * so that the ids and sidebars of the versions stay apart (the last keeps the folder's, which the config names).
 */
function nonLastNames(root: ContentRoot, routeBasePath: string, versionPath: string): Partial<ContentRoot> {
  return {
    ...(root.idPrefix !== undefined ? { idPrefix: joinRoute(root.idPrefix, versionPath).slice(1) } : {}),
    ...(root.sidebar ? { sidebar: `${root.sidebar} (${routeBasePath})` } : {}),
  };
}

/** The last version of each versioned folder, by folder: the one readers outside the versions are given. */
export function lastVersionNames(sets: DocsVersionSet[]): Map<string, string> {
  return new Map(sets.map((set) => [set.set, set.versions.find((version) => version.isLast)!.name]));
}
