import fs from 'node:fs';
import path from 'node:path';
import { type Obj, isObj, str } from './migration.js';

/** One version of a docs instance that Docusaurus builds: its name, folder and route, for the edit links. */
export interface VersionFolder {
  /** `current` for the docs folder itself, else the name in versions.json. */
  name: string;
  /** Relative to the Docusaurus site. */
  folder: string;
  /** Its route under the docs route (`''` for the last version, `next` for the current one by default). */
  path: string;
}

/**
 * How a docs instance is carried: with all its versions, read by docs-gen from the versions file as Docusaurus reads
 * it, or as the docs folder alone (no versions file, or one docs-gen could not build from).
 */
export type DocsVersioning =
  | {
      kind: 'versioned';
      /** The versions file, relative to the Docusaurus site. */
      file: string;
      /** The names it lists. */
      names: string[];
      /** The versions Docusaurus builds whose folders exist, the current one first. */
      built: VersionFolder[];
    }
  | {
      kind: 'single';
      /** The version the docs folder is built as: `current`, or the one it stands in for. */
      name: string;
      /** Its label, when the site shows one other than docs-gen's default ("Next" for the current version). */
      label?: string;
      /** Its `path` in the versions options, under the docs route (`v1` serves it at `/docs/v1/`). */
      path?: string;
      /** Why the versions file is not carried, when the site has one. */
      warning?: string;
    };

/** Docusaurus's file names for an instance's versions: the default instance's are unprefixed. */
function versionFiles(instance: string) {
  const prefix = instance === 'default' ? '' : `${instance}_`;
  return {
    list: `${prefix}versions.json`,
    folder: (name: string) => `${prefix}versioned_docs/version-${name}`,
  };
}

/**
 * The released versions a versions file names, as docs-gen accepts them (distinct, not empty; `current`, which
 * Docusaurus allows among them, is the docs folder); undefined if not such a list.
 */
function readVersionNames(file: string): string[] | undefined {
  try {
    const names: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const valid = Array.isArray(names) && names.every((name) => typeof name === 'string' && name.trim() !== '') && new Set(names).size === names.length;
    return valid ? names.filter((name) => name !== 'current') : undefined;
  } catch {
    return undefined;
  }
}

/** The `versions` option of one version, where it is an object. */
function versionOption(docs: Obj, name: string, key: string): string | undefined {
  const versions = isObj(docs.versions) ? docs.versions : {};
  return isObj(versions[name]) ? str(versions[name][key]) : undefined;
}

/**
 * How a docs instance's versions are carried. With a versions file (`disableVersioning` aside), the docs folder is
 * the current version and each version listed is read from `versioned_docs/`, as docs-gen reads them too. The docs
 * folder is built alone when the file is not a list of names, or when the version Docusaurus serves at the docs
 * route (`lastVersion`, by default the first listed) has no folder: some sites copy the docs folder there when they
 * build (pnpm's `copy-docs` script), and docs-gen would fail on the missing folder.
 */
export function docsVersioning(siteDir: string, docs: Obj, instance: string, docsFolder: string): DocsVersioning {
  const files = versionFiles(instance);
  const listFile = path.join(siteDir, files.list);
  const hasList = docs.disableVersioning !== true && fs.existsSync(listFile);
  const names = hasList ? readVersionNames(listFile) : [];
  const labelOf = (name: string) => versionOption(docs, name, 'label');
  if (!names) return { kind: 'single', name: 'current', label: labelOf('current'), warning: `${files.list} is not a list of version names: docs-gen builds ${docsFolder}/` };
  const served = str(docs.lastVersion) ?? names[0] ?? 'current';
  if (served !== 'current' && !fs.existsSync(path.join(siteDir, files.folder(served)))) {
    const warning = `${files.folder(served)}/, the version ${served} Docusaurus serves, does not exist: docs-gen builds ${docsFolder}/ in its place`;
    return { kind: 'single', name: served, label: labelOf(served) ?? served, path: versionOption(docs, served, 'path'), warning };
  }
  if (!hasList) return { kind: 'single', name: 'current', label: labelOf('current'), path: versionOption(docs, 'current', 'path') };
  return { kind: 'versioned', file: files.list, names, built: builtVersions(siteDir, docs, names, served, { current: docsFolder, released: files.folder }) };
}

/** The versions Docusaurus builds (`includeCurrentVersion`, `onlyIncludeVersions`) whose folders exist, with their routes. */
function builtVersions(siteDir: string, docs: Obj, names: string[], served: string, folders: { current: string; released: (name: string) => string }): VersionFolder[] {
  const only = Array.isArray(docs.onlyIncludeVersions) ? docs.onlyIncludeVersions : undefined;
  const all = [...(docs.includeCurrentVersion === false ? [] : ['current']), ...names].filter((name) => !only || only.includes(name));
  // Docusaurus's default routes: the last version at the docs route, the current one under `next/`, others by name.
  const routePath = (name: string) => versionOption(docs, name, 'path') ?? (name === served ? '' : name === 'current' ? 'next' : name);
  return all
    .map((name) => ({ name, folder: name === 'current' ? folders.current : folders.released(name), path: routePath(name) }))
    .filter((version) => fs.existsSync(path.join(siteDir, version.folder)));
}
