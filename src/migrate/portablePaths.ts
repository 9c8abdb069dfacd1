import path from 'node:path';
import { isInsidePath } from '../util/hiddenPath.js';
import { posixRelative } from '../util/posixPath.js';
import { ConfigCode } from './functionSource.js';
import { isObj, type Migration } from './migration.js';

/**
 * Plugin options as the written config holds them, with each absolute path into the site (what a Docusaurus config
 * computes with `path.resolve(__dirname, …)` or `require.resolve`) written from the config's own folder
 * (`` `${import.meta.dirname}/website/tsconfig.json` ``): the config stays right in another checkout, on CI.
 */
export function portablePaths(m: Migration, value: unknown): unknown {
  if (value instanceof ConfigCode) return value;
  if (typeof value === 'string') return sitePathCode(m, value) ?? value;
  if (Array.isArray(value)) return value.map((item) => portablePaths(m, item));
  if (isObj(value)) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, portablePaths(m, child)]));
  return value;
}

/** Code giving an absolute path inside the site from the written config's folder; none for any other text. */
function sitePathCode(m: Migration, text: string): ConfigCode | undefined {
  if (!path.isAbsolute(text) || (!isInsidePath(m.siteDir, text) && !isInsidePath(m.outDir, text))) return undefined;
  const rel = posixRelative(m.outDir, text);
  return new ConfigCode(rel ? `\`\${import.meta.dirname}/${rel.replace(/[`$\\]/g, '\\$&')}\`` : 'import.meta.dirname');
}
