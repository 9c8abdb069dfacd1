import fs from 'node:fs';
import path from 'node:path';
import { type Obj, isObj, str } from './migration.js';

/** The docs version a Docusaurus site serves at its docs route, which is the one docs-gen builds. */
export interface ServedVersion {
  /** `current` for the docs folder itself, else the name in versions.json. */
  name: string;
  /** The version's label, when the site shows one other than docs-gen's default ("Next" for the current version). */
  label?: string;
  /** The version's `path` in the versions options, under the docs route (`v1` serves it at `/docs/v1/`). */
  path?: string;
  /** The folder of its pages and its sidebars file, relative to the Docusaurus site; no folder: the docs options' own. */
  folder?: string;
  sidebarsFile?: string;
  /** What the site publishes besides and docs-gen does not build, said once, for the list printed after migrating. */
  notBuilt: string[];
  /** Why the version served could not be built as Docusaurus builds it, if so. */
  warning?: string;
}

/** Docusaurus's file names for an instance's versions: the default instance's are unprefixed. */
function versionFiles(instance: string) {
  const prefix = instance === 'default' ? '' : `${instance}_`;
  return {
    list: `${prefix}versions.json`,
    folder: (name: string) => `${prefix}versioned_docs/version-${name}`,
    sidebars: (name: string) => `${prefix}versioned_sidebars/version-${name}-sidebars.json`,
  };
}

function readVersionNames(file: string): string[] | undefined {
  if (!fs.existsSync(file)) return [];
  try {
    const names: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(names) && names.every((name) => typeof name === 'string') ? names : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which version of a docs instance Docusaurus serves at the instance's route: `lastVersion`, by default the
 * first of versions.json, else the docs folder itself ("current"). A site with released versions keeps its
 * next version in the docs folder, served under `/next/` (or not at all with `includeCurrentVersion: false`),
 * and its readers' version in `versioned_docs/`.
 */
export function servedVersion(siteDir: string, docs: Obj, instance: string, docsFolder: string): ServedVersion {
  const files = versionFiles(instance);
  const names = readVersionNames(path.join(siteDir, files.list));
  const options = isObj(docs.versions) ? docs.versions : {};
  const labelOf = (name: string) => (isObj(options[name]) ? str(options[name].label) : undefined);
  const pathOf = (name: string) => (isObj(options[name]) ? str(options[name].path) : undefined);
  if (!names) return { name: 'current', label: labelOf('current'), notBuilt: [], warning: `${files.list} is not a list of version names: docs-gen builds ${docsFolder}/` };
  const served = str(docs.lastVersion) ?? names[0] ?? 'current';
  const current = docs.includeCurrentVersion === false ? [] : [`${docsFolder}/ (${labelOf('current') ?? 'Next'})`];
  const others = names.filter((name) => name !== served).map((name) => `${files.folder(name)}/`);
  if (served === 'current') return { name: served, label: labelOf('current'), path: pathOf('current'), notBuilt: others };
  const folder = files.folder(served);
  const label = labelOf(served) ?? served;
  const versionPath = pathOf(served);
  if (!fs.existsSync(path.join(siteDir, folder))) {
    // Some sites copy the docs folder there when they build (pnpm's `copy-docs` script).
    return { name: served, label, path: versionPath, notBuilt: others, warning: `${folder}/, the version ${served} Docusaurus serves, does not exist: docs-gen builds ${docsFolder}/ in its place` };
  }
  const sidebars = files.sidebars(served);
  return {
    name: served,
    label,
    path: versionPath,
    folder,
    sidebarsFile: fs.existsSync(path.join(siteDir, sidebars)) ? sidebars : undefined,
    notBuilt: [...current, ...others],
  };
}
