import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder of the package `name` as Node finds it from `fromDir`: in a `node_modules` folder there or in a
 * folder above it (a workspace keeps a site's packages in the repository's `node_modules`, hoisted or linked
 * into pnpm's store). Undefined when it is not installed.
 */
export function installedPackageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The package a bare specifier names: `@scope/name/sub` is `@scope/name`'s, `name/sub` is `name`'s. */
export function packageNameOf(specifier: string): string {
  return specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}
