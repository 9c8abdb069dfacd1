import path from 'node:path';
import { joinRoute } from '../shared/joinRoute.js';

// Routes are joined as everything else joins them; importers of the content stage's route rules find it here.
export { joinRoute };

/** Id prefix of a content folder: `/cli` → `cli/`, `/` → ``. */
export function idPrefix(routeBasePath: string): string {
  const trimmed = routeBasePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

/** Id prefix of a content root: its `idPrefix` when set (`''` for none), else the one of its routeBasePath. */
export function rootIdPrefix(root: { routeBasePath: string; idPrefix?: string }): string {
  return root.idPrefix === undefined ? idPrefix(root.routeBasePath) : idPrefix(root.idPrefix);
}

/**
 * The route of a file from its folder and name, or its `slug`: an absolute slug replaces the folder,
 * a relative one is taken inside it. `index` names the folder's own route. Case is kept.
 */
export function routeForFile(routeBasePath: string, relDir: string, baseName: string, slug?: string): string {
  if (slug !== undefined) {
    return slug.startsWith('/') ? joinRoute(routeBasePath, slug) : joinRoute(routeBasePath, relDir, slug);
  }
  const name = /^(index|readme)$/i.test(baseName) ? '' : baseName;
  return joinRoute(routeBasePath, relDir, name);
}

// Docusaurus's default number-prefix parser: dates (`2021-05-10-…`) and versions (`1.2-…`) are not prefixes.
const DATE_OR_VERSION_PREFIX = /^((\d{2}|\d{4})[-_.]\d{2}([-_.](\d{2}|\d{4}))?)(.*)$|^(\d+[-_.]\d+)(.*)$/;
const NUMBER_PREFIX = /^(\d+)(\s*[-_.]+\s*)(.*)$/;

/** `01-intro` → `{ name: 'intro', prefix: 1 }`; a name without a number prefix is unchanged. */
export function parseNumberPrefix(name: string): { name: string; prefix?: number } {
  if (DATE_OR_VERSION_PREFIX.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match ? { name: match[3], prefix: Number.parseInt(match[1], 10) } : { name };
}

/** `01-guides/02-setup` → `guides/setup`. */
export function stripPathNumberPrefixes(relPath: string): string {
  return relPath
    .split('/')
    .map((segment) => parseNumberPrefix(segment).name)
    .join('/');
}

export interface DocLocation {
  /** Unique across the site: content folder prefix + folder (prefixes stripped) + front-matter `id` or file name. */
  id: string;
  route: string;
  /** The file name's number prefix, which Docusaurus uses as the sidebar position when none is set. */
  numberPrefix?: number;
  /**
   * Docusaurus's URL of the doc ends in a slash, as a folder's own page's does (`/guides/`, where others have
   * none: `/guides/setup`), or a `slug` written with one: its relative links are resolved inside that folder.
   */
  folderUrl?: true;
}

/**
 * A doc's id and route by Docusaurus 3's rules: number prefixes come off folder and file names; the
 * front-matter `id` replaces the file name in both; `index`, `README` and a file named like its folder
 * (`faq/faq.md`) are the folder's own page; an absolute `slug` replaces the path, a relative one (`../x`
 * too) is resolved against the folder.
 */
export function docLocation(routeBasePath: string, relPath: string, frontMatter: { id?: string; slug?: string }, rootPrefix = idPrefix(routeBasePath)): DocLocation {
  const rawDir = path.posix.dirname(relPath) === '.' ? '' : path.posix.dirname(relPath);
  const fileName = path.posix.basename(relPath).replace(/\.mdx?$/i, '');
  const dir = stripPathNumberPrefixes(rawDir);
  const { name, prefix } = parseNumberPrefix(fileName);
  const baseId = frontMatter.id ?? name;
  const id = rootPrefix + (dir ? `${dir}/` : '') + baseId;
  const folderName = rawDir.split('/').pop()?.toLowerCase();
  const isFolderIndex = ['index', 'readme', folderName].includes(fileName.toLowerCase());
  const slug = frontMatter.slug;
  let route: string;
  if (slug?.startsWith('/')) route = joinRoute(routeBasePath, slug);
  else if (slug === undefined && isFolderIndex) route = joinRoute(routeBasePath, dir);
  else route = joinRoute(routeBasePath, path.posix.resolve('/', dir, slug ?? baseId));
  const folderUrl = slug === undefined ? isFolderIndex : slug.endsWith('/');
  return { id, route, ...(prefix !== undefined ? { numberPrefix: prefix } : {}), ...(folderUrl ? { folderUrl: true as const } : {}) };
}
