import fs from 'node:fs';
import path from 'node:path';
import { installedPackageDir } from '../util/installedPackage.js';

/** The major version of Docusaurus a site's package.json asks for (`@docusaurus/core`), if it names one. */
export function docusaurusMajor(siteDir: string): { major: number; range: string; file: string } | undefined {
  const file = path.join(siteDir, 'package.json');
  let manifest: { dependencies?: Record<string, unknown>; devDependencies?: Record<string, unknown> };
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const range = manifest.dependencies?.['@docusaurus/core'] ?? manifest.devDependencies?.['@docusaurus/core'];
  const major = typeof range === 'string' ? /\d+/.exec(range) : null;
  return major && typeof range === 'string' ? { major: Number(major[0]), range, file } : undefined;
}

/**
 * The version of a Docusaurus package the site runs, as `[major, minor]`: the one installed for it, else the lowest
 * the `@docusaurus/core` range of its package.json allows (Docusaurus's packages share their versions).
 */
export function docusaurusPackageVersion(siteDir: string, pkg: string): [number, number] | undefined {
  const installed = installedPackageDir(pkg, path.resolve(siteDir));
  if (installed) {
    try {
      const { version } = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as { version?: unknown };
      const found = typeof version === 'string' ? /^(\d+)\.(\d+)/.exec(version) : null;
      if (found) return [Number(found[1]), Number(found[2])];
    } catch {
      // An unreadable manifest says nothing: the declared range does.
    }
  }
  const declared = docusaurusMajor(siteDir);
  const lowest = declared && /(\d+)(?:\.(\d+))?/.exec(declared.range);
  return lowest ? [Number(lowest[1]), Number(lowest[2] ?? 0)] : undefined;
}

/**
 * What a site written for Docusaurus 2 should know: its pages are MDX 1, which docs-gen reads as Docusaurus 3
 * does, as MDX 3. Undefined for any other site.
 */
export function docusaurus2Warning(siteDir: string): string | undefined {
  const found = docusaurusMajor(siteDir);
  if (found?.major !== 2) return undefined;
  return (
    `${found.file}: the site is written for Docusaurus 2 (@docusaurus/core ${found.range}), whose pages are MDX 1. docs-gen reads them as Docusaurus 3 does, ` +
    'as MDX 3, where `{` and `<` in text start code and JSX, and Markdown inside JSX needs blank lines around it: a page written for MDX 1 may fail at ' +
    "the line to change. Docusaurus's upgrade guide (https://docusaurus.io/docs/migration/v3) lists the changes; `markdownFormat: 'detect'` reads `.md` files as CommonMark."
  );
}
