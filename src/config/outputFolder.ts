import fs from 'node:fs';
import path from 'node:path';
import { DocsGenError } from '../errors/DocsGenError.js';
import type { SiteConfig } from './types.js';

/** Where the output folder was chosen, so a refusal names what the user wrote and where. */
export type OutDirOrigin =
  | { kind: 'option'; value: string }
  | { kind: 'config'; value: string; file: string }
  | { kind: 'default'; value: string };

/** A folder or file the build reads, and how the output folder may relate to it. */
interface SourcePlace {
  /** How the message names it, e.g. "the content folder". */
  label: string;
  path: string;
  /** The output may sit inside it (the site root: `build/` lives there). */
  outputMayBeInside: boolean;
  /** The config key that set it, to point at when the default output folder clashes with it. */
  key?: string;
}

/**
 * The absolute path with every symlink among its existing leading parts resolved, so that two spellings of
 * one folder (a symlink, `..`, a case-folding file system) compare equal. Parts that do not exist yet are kept.
 */
export function realPathOf(p: string): string {
  const missing: string[] = [];
  let existing = path.resolve(p);
  for (;;) {
    try {
      return path.join(fs.realpathSync.native(existing), ...missing.reverse());
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return path.resolve(p);
      missing.push(path.basename(existing));
      existing = parent;
    }
  }
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}

function shown(p: string): string {
  return path.relative(process.cwd(), p) || '.';
}

/** Everything the build reads. A folder holding only a source file (a spec, the components module) counts as a source folder unless it is the site root or above it. */
function sourcePlaces(config: SiteConfig): SourcePlace[] {
  const root = realPathOf(config.rootDir);
  const fileFolder = (label: string, file: string, key: string): SourcePlace[] => {
    const folder = realPathOf(path.dirname(file));
    const ownFolder = folder !== root && !isInside(root, folder);
    return [{ label: `${label}'s folder`, path: folder, outputMayBeInside: !ownFolder, key }, { label, path: realPathOf(file), outputMayBeInside: false, key }];
  };
  const places: SourcePlace[] = [{ label: 'the site root', path: root, outputMayBeInside: true }];
  if (config.configFile) places.push({ label: 'the config file', path: realPathOf(config.configFile), outputMayBeInside: false });
  for (const content of config.content) places.push({ label: 'the content folder', path: realPathOf(content.absPath), outputMayBeInside: false, key: 'content' });
  if (config.staticPath) places.push({ label: 'the static folder', path: realPathOf(config.staticPath), outputMayBeInside: false, key: 'staticDir' });
  if (config.pagesPath) places.push({ label: 'the pages folder', path: realPathOf(config.pagesPath), outputMayBeInside: false, key: 'pages' });
  if (config.openapi) places.push(...fileFolder('the OpenAPI spec', config.openapi.absPath, 'openapi'));
  if (config.cliReference) places.push(...fileFolder('the CLI spec', config.cliReference.absPath, 'cliReference'));
  if (config.componentsPath) places.push(...fileFolder('the components module', config.componentsPath, 'components'));
  if (config.themePath) places.push({ label: 'the theme overrides folder', path: realPathOf(config.themePath), outputMayBeInside: false, key: 'themeDir' });
  for (const file of config.customCssPaths) places.push({ label: 'a customCss file', path: realPathOf(file), outputMayBeInside: false, key: 'customCss' });
  for (const file of config.clientModulePaths) places.push({ label: 'a client module', path: realPathOf(file), outputMayBeInside: false, key: 'clientModules' });
  // Not sources of the site, but replacing them loses the user's history or install.
  for (const [name, label] of [['.git', 'the git repository'], ['node_modules', 'the installed packages folder']]) {
    const folder = path.join(root, name);
    if (fs.existsSync(folder)) places.push({ label, path: realPathOf(folder), outputMayBeInside: false });
  }
  if (config.sidebarsPath) places.push({ label: 'the sidebars file', path: realPathOf(config.sidebarsPath), outputMayBeInside: false, key: 'sidebarsFile' });
  return places;
}

/** Why the output folder cannot be `out`, or undefined when it can. */
function clashOf(out: string, places: SourcePlace[]): { reason: string; place?: SourcePlace } | undefined {
  for (const place of places) {
    if (out === place.path) return { reason: `is ${place.label} \`${shown(place.path)}\``, place };
    if (isInside(place.path, out)) return { reason: `contains ${place.label} \`${shown(place.path)}\``, place };
    if (!place.outputMayBeInside && isInside(out, place.path)) return { reason: `lies inside ${place.label} \`${shown(place.path)}\``, place };
  }
  try {
    if (!fs.statSync(out).isDirectory()) return { reason: 'is a file, not a folder' };
  } catch {
    // Not there yet: the build creates it.
  }
  return undefined;
}

/**
 * Refuses sources found only while building (the files an OpenAPI document takes parts from) that lie in the
 * output folder, which the build replaces; thrown before anything is written.
 */
export function assertReadOutsideOutput(config: SiteConfig, files: string[], what: string): void {
  const out = realPathOf(config.outPath);
  const inside = files.find((file) => isInside(realPathOf(file), out));
  if (!inside) return;
  throw new DocsGenError(`${what} takes a part from \`${shown(inside)}\`, inside the output folder \`${shown(out)}\``, {
    file: inside,
    hint: 'Every build replaces the whole output folder: keep the file elsewhere, or give the output a folder of its own.',
  });
}

/**
 * Refuses an output folder the build would destroy sources with: every build replaces the whole folder, so it
 * must hold nothing the site is made from. Called while the config loads, before anything is written or moved.
 */
export function assertOutputFolder(config: SiteConfig, origin: OutDirOrigin, locate: (key: string) => { line?: number; column?: number }): void {
  const clash = clashOf(realPathOf(config.outPath), sourcePlaces(config));
  if (!clash) return;
  const hint = 'Every build replaces the whole output folder; give it a folder of its own, such as `build` in the site root.';
  if (origin.kind === 'option') {
    throw new DocsGenError(`--out-dir "${origin.value}" ${clash.reason}`, { hint });
  }
  if (origin.kind === 'config') {
    throw new DocsGenError(`The config key outDir ("${origin.value}") ${clash.reason}`, { file: origin.file, ...locate('outDir'), hint });
  }
  // The default clashes with a folder the config chose: point at that choice.
  const key = clash.place?.key;
  const file = config.configFile;
  throw new DocsGenError(`The default output folder "${origin.value}" ${clash.reason}`, {
    file: file ?? config.rootDir,
    ...(file && key ? locate(key) : {}),
    hint: 'Set `outDir` in the config (or pass --out-dir) to a folder that holds nothing else.',
  });
}
