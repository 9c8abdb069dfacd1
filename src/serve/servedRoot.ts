import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A folder served over HTTP, with its real path resolved once so every file can be checked against it. */
export interface ServedRoot {
  realPath: string;
}

export async function openRoot(dir: string): Promise<ServedRoot> {
  const realPath = await fs.realpath(path.resolve(dir));
  const stats = await fs.stat(realPath);
  if (!stats.isDirectory()) throw new Error(`${dir} is not a folder`);
  return { realPath };
}

export function isInside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

// Dot files (.git, .env) are never part of a site; .well-known is the one standard exception.
function isHiddenSegment(segment: string): boolean {
  return segment.startsWith('.') && segment !== '.well-known';
}

export interface FoundFile {
  /** The file's real path: every symlink resolved, and checked to be inside the root. */
  realPath: string;
  stats: Stats;
}

/**
 * The regular file at `segments` under the root, or undefined. Symlinks are followed only when their
 * real target stays inside the root's real path, so a link to /etc/passwd placed in the folder is a 404.
 */
export async function findFile(root: ServedRoot, segments: string[]): Promise<FoundFile | undefined> {
  if (segments.some(isHiddenSegment)) return undefined;
  const joined = path.join(root.realPath, ...segments);
  if (!isInside(root.realPath, joined)) return undefined;
  let realPath: string;
  try {
    realPath = await fs.realpath(joined);
  } catch {
    return undefined;
  }
  if (!isInside(root.realPath, realPath)) return undefined;
  try {
    const stats = await fs.stat(realPath);
    return stats.isFile() ? { realPath, stats } : undefined;
  } catch {
    return undefined;
  }
}
