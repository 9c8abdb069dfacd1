import fs from 'node:fs';
import path from 'node:path';
import { findConfigFile } from '../config/load.js';
import { DocsGenError } from '../errors/DocsGenError.js';
import { DOCUSAURUS_CONFIG_NAMES, evaluateDocusaurusConfig, findDocusaurusConfig } from './evaluateDocusaurusConfig.js';
import { docusaurus2Warning } from './docusaurusVersion.js';
import { pluginInstancesOf } from './mapAliases.js';
import { mapDocusaurusConfig } from './mapDocusaurusConfig.js';
import type { NotCarried } from './types.js';
import { writeConfigSource } from './writeConfigSource.js';
import { SITE_TYPES_FILE } from '../init/starterFiles.js';

export interface MigrateOptions {
  /** Folder to write `docs-gen.config.ts` into (default: the Docusaurus site's folder). */
  out?: string;
  /** Replace an existing docs-gen config. */
  force?: boolean;
}

export interface MigrateResult {
  sourceFile: string;
  configFile: string;
  /** The types file for the site's TypeScript code, when migrate wrote it (an existing one is kept). */
  typesFile?: string;
  config: Record<string, unknown>;
  notCarried: NotCarried[];
  warnings: string[];
  /** What the written config does differently from the Docusaurus site by design, for the author to know. */
  notes: string[];
}

/**
 * Docusaurus's unset `trailingSlash` links a doc without a slash; docs-gen's unset one, as its `true`, with one.
 * Nothing breaks, but the URLs search engines and feed readers know change, which a team moving over should hear.
 */
const TRAILING_SLASH_NOTE =
  "The Docusaurus config leaves `trailingSlash` unset, so Docusaurus links a doc as /docs/intro; docs-gen links it as /docs/intro/ (as with `trailingSlash: true`), and canonical URLs, the sitemap and feed ids gain the slash. Most static hosts redirect /docs/intro to /docs/intro/, so old links keep working. To keep URLs without it, set `trailingSlash: false` in the written config (a folder's own doc, guides/index.md, then drops its slash too).";

/** Reads a Docusaurus site's config and writes the docs-gen config that does the same, where docs-gen can. */
export async function migrateSite(siteDir: string, options: MigrateOptions = {}): Promise<MigrateResult> {
  const absSite = path.resolve(siteDir);
  const sourceFile = findDocusaurusConfig(absSite);
  // Docusaurus 1 kept its config in siteConfig.js, in another shape (headerLinks, React pages in core/ and pages/en/).
  const version1 = path.join(absSite, 'siteConfig.js');
  if (!sourceFile && fs.existsSync(version1)) {
    throw new DocsGenError(`${siteDir} is a Docusaurus 1 site (siteConfig.js), which migrate does not read`, {
      file: version1,
      hint: 'Upgrade it to Docusaurus 2 or later first (`npx @docusaurus/migrate migrate <this folder> <new folder>`, then migrate the new folder), or start with `docs-gen init` and copy the docs in.',
    });
  }
  if (!sourceFile) {
    throw new DocsGenError(`No Docusaurus config in ${siteDir}`, {
      file: absSite,
      hint: `Point migrate at the folder holding ${DOCUSAURUS_CONFIG_NAMES.slice(0, 2).join(' or ')} (often website/).`,
    });
  }
  const outDir = path.resolve(options.out ?? absSite);
  const configFile = path.join(outDir, 'docs-gen.config.ts');
  const existing = fs.existsSync(outDir) ? findConfigFile(outDir) : undefined;
  if (existing && !options.force) {
    throw new DocsGenError(`${path.basename(existing)} already exists; nothing was changed`, {
      file: existing,
      line: 1,
      column: 1,
      hint: 'Pass --force to replace it, or --out <dir> to write the new config elsewhere.',
    });
  }
  const { config: raw, localFunctions, constants } = await evaluateDocusaurusConfig(sourceFile);
  const mapped = mapDocusaurusConfig(raw, absSite, outDir, await pluginInstancesOf(raw, absSite), localFunctions, constants);
  const { config, notCarried } = mapped;
  const version2 = docusaurus2Warning(absSite);
  const warnings = version2 ? [version2, ...mapped.warnings] : mapped.warnings;
  fs.mkdirSync(outDir, { recursive: true });
  // Another config name would win over the one written here, so a forced migration replaces it.
  if (existing && existing !== configFile) fs.rmSync(existing);
  fs.writeFileSync(configFile, writeConfigSource(config, notCarried, path.basename(sourceFile)));
  const typesFile = path.join(outDir, SITE_TYPES_FILE.path);
  const writesTypes = !fs.existsSync(typesFile);
  if (writesTypes) fs.writeFileSync(typesFile, SITE_TYPES_FILE.text);
  const notes = raw.trailingSlash === undefined || raw.trailingSlash === null ? [TRAILING_SLASH_NOTE] : [];
  return { sourceFile, configFile, typesFile: writesTypes ? typesFile : undefined, config, notCarried, warnings, notes };
}
