import path from 'node:path';

/** An import prefix that names a folder or file of the site (the config's `aliases`, as a webpack `resolve.alias`). */
export interface ImportAlias {
  prefix: string;
  /** Absolute. */
  path: string;
}

/**
 * The absolute path an aliased specifier names (`@components/Card` → `<site>/src/components/Card`), or undefined
 * when no alias applies. The prefix matches whole path segments, so `@comp` does not take `@components/Card`;
 * the longest matching prefix wins, as webpack picks it.
 */
export function aliasTarget(source: string, aliases: readonly ImportAlias[]): string | undefined {
  let best: ImportAlias | undefined;
  for (const alias of aliases) {
    if (source !== alias.prefix && !source.startsWith(`${alias.prefix}/`)) continue;
    if (!best || alias.prefix.length > best.prefix.length) best = alias;
  }
  if (!best) return undefined;
  const rest = source.slice(best.prefix.length + 1);
  return rest ? path.join(best.path, rest) : best.path;
}

/**
 * The absolute path a specifier names in the site: `@site/x` is `x` under the site folder (Docusaurus's name for
 * it), and a name the config's `aliases` give is its target. Undefined for anything else.
 */
export function sitePathOf(source: string, siteDir: string, aliases: readonly ImportAlias[]): string | undefined {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : aliasTarget(source, aliases);
}

/**
 * The files a root-relative specifier (`/static/img/a.png`, `/img/a.png`) may name, first found wins: Docusaurus's
 * webpack looks for it under its `resolve.roots` (the static folder, then the site folder) before taking it as
 * an absolute path. Undefined for any other specifier (`//host/x` is a URL, not a path).
 */
export function rootRelativeCandidates(source: string, siteDir: string, staticDir?: string): string[] | undefined {
  if (!source.startsWith('/') || source.startsWith('//')) return undefined;
  return [...(staticDir ? [path.join(staticDir, source)] : []), path.join(siteDir, source), source];
}

/** Escaped for a regular expression: esbuild plugins take the prefixes as a filter. */
export function aliasFilter(aliases: readonly ImportAlias[]): RegExp | undefined {
  if (!aliases.length) return undefined;
  const prefixes = aliases.map((a) => a.prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`^(${prefixes.join('|')})(/|$)`);
}

/**
 * What to do about a bare import that is no installed package: a scoped or `~` name is often a Docusaurus site's
 * webpack alias for one of its folders, which docs-gen reads from the config's `aliases`.
 */
export function missingPackageHint(source: string): string {
  const general = 'Install it in the site folder, or check its name';
  return /^(@[\w.-]+\/|~)/.test(source) && !/^@(site|theme|theme-original|theme-init|docusaurus)\//.test(source) ? `${general}; if it names a folder of the site (a webpack alias), add it to \`aliases\` in the config.` : `${general}.`;
}
