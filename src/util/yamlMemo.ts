import { BuildCache, cacheKey } from './buildCache.js';

/** Bumped when the YAML parser or its options change what a text parses to. */
const YAML_MEMO_VERSION = 2;

/**
 * Parsed YAML by a hash of its text, kept in the site's cache: an unchanged rebuild of a site with a hundred
 * pages spent 55–90 ms parsing their front matter and data files, most of it running the parser's code for the
 * first time in the process. A text means the same data whatever file holds it, so the memo of the site being
 * built serves every parse (`useYamlMemo`).
 */
let active: BuildCache<string> | undefined;

/** Opens the memo kept for the site at `rootDir`; a disabled one keeps nothing between builds. */
export function openYamlMemo(rootDir: string, enabled: boolean, locale?: string): BuildCache<string> {
  return new BuildCache<string>(rootDir, `yaml-v${YAML_MEMO_VERSION}`, enabled, locale);
}

/** Makes `memo` the one parses read and fill, until another is used (none: parse every time). */
export function useYamlMemo(memo: BuildCache<string> | undefined): void {
  active = memo;
}

/** Whether JSON gives `value` back as it is: no infinities, NaN, -0, `undefined`, maps or other classes. */
function jsonExact(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(jsonExact);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.entries(value).every(([key, item]) => key !== '__proto__' && jsonExact(item));
}

/**
 * The data of `text` from the memo, or `parse(text)`, kept when JSON holds it exactly. Each call returns its own
 * copy, so a caller changing what it got changes nothing for the next. What fails to parse is never kept.
 */
export function memoizedYaml(text: string, parse: () => unknown): unknown {
  const memo = active;
  const key = memo?.enabled ? cacheKey(YAML_MEMO_VERSION, text) : undefined;
  const known = key === undefined ? undefined : memo!.get(key);
  if (known !== undefined) return JSON.parse(known);
  const value = parse();
  if (key !== undefined && jsonExact(value)) memo!.set(key, JSON.stringify(value));
  return value;
}
