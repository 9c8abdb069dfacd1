import path from 'node:path';

/**
 * Dot files and folders (.git, .env, .DS_Store) are never part of a published site, but for two that are made
 * to be: `.well-known` (security.txt, app links) and `.nojekyll` (an empty file that tells GitHub Pages to
 * publish the site as it is, which Docusaurus sites keep in their static folder).
 */
export function isHiddenName(name: string): boolean {
  return name.startsWith('.') && name !== '.well-known' && name !== '.nojekyll';
}

/** Whether a relative path (either separator) has a hidden segment. */
export function hasHiddenSegment(relPath: string): boolean {
  return relPath.split(/[\\/]/).some(isHiddenName);
}

/** Whether `candidate` is `root` or lies under it; both must be absolute and normalised (real paths). */
export function isInsidePath(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}
