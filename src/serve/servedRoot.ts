import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { hasHiddenSegment, isHiddenName, isInsidePath } from '../util/hiddenPath.js';

/** A folder served over HTTP, with its real path resolved once so every file can be checked against it. */
export interface ServedRoot {
  realPath: string;
  /**
   * Real path of the folder a symlink in the root may lead into (dev's static folder may link to files
   * elsewhere in the site, as the build copies them); the root itself when absent.
   */
  boundary?: string;
}

/** Opens a folder for serving; `boundary` widens where its symlinks may point (it must contain the folder). */
export async function openRoot(dir: string, options: { boundary?: string } = {}): Promise<ServedRoot> {
  const realPath = await fs.realpath(path.resolve(dir));
  const stats = await fs.stat(realPath);
  if (!stats.isDirectory()) throw new Error(`${dir} is not a folder`);
  const boundary = options.boundary ? await fs.realpath(path.resolve(options.boundary)) : undefined;
  return boundary && boundary !== realPath && isInsidePath(boundary, realPath) ? { realPath, boundary } : { realPath };
}

export const isInside = isInsidePath;

export interface FoundFile {
  /** The file's real path: every symlink resolved, and checked to be inside the root. */
  realPath: string;
  stats: Stats;
}

/**
 * Whether a resolved file may be served from the root: its real path stays inside the root (or its boundary)
 * and has no dot segment below it, so `x.txt -> .env` or `gitlink -> .git` is refused like `/.env` itself.
 */
export function isServable(root: ServedRoot, realPath: string): boolean {
  const base = isInsidePath(root.realPath, realPath) ? root.realPath : root.boundary;
  if (!base || !isInsidePath(base, realPath)) return false;
  return !hasHiddenSegment(path.relative(base, realPath));
}

/** The regular file at an absolute path, when its real path is servable from the root; else undefined. */
export async function findFileAt(root: ServedRoot, absPath: string): Promise<FoundFile | undefined> {
  let realPath: string;
  try {
    realPath = await fs.realpath(absPath);
  } catch {
    return undefined;
  }
  if (!isServable(root, realPath)) return undefined;
  try {
    const stats = await fs.stat(realPath);
    return stats.isFile() ? { realPath, stats } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The regular file at `segments` under the root, or undefined. Symlinks are followed only when their
 * real target stays inside the root's real path, so a link to /etc/passwd placed in the folder is a 404.
 */
export async function findFile(root: ServedRoot, segments: string[]): Promise<FoundFile | undefined> {
  if (segments.some(isHiddenName)) return undefined;
  const joined = path.join(root.realPath, ...segments);
  if (!isInside(root.realPath, joined)) return undefined;
  return findFileAt(root, joined);
}
