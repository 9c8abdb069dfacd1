import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../shared/types.js';
import { ASSETS_DIR } from '../shared/emittedFiles.js';
import { hasHiddenSegment, isInsidePath } from './hiddenPath.js';

/**
 * Files the site's CSS and code refer to, published under a content-hashed name: the one folder both write to,
 * so a file named by a stylesheet and by a component is one file of the output.
 */
export const PUBLISHED_FILES_DIR = `${ASSETS_DIR}/files`;

/** The file's real path, if it lies inside the site folder and below no dot folder. */
export async function publishable(file: string, rootDir: string): Promise<string | undefined> {
  const [real, root] = await Promise.all([fs.realpath(file), fs.realpath(rootDir)]);
  return isInsidePath(root, real) && !hasHiddenSegment(path.relative(root, real)) ? real : undefined;
}

/**
 * The installed package a (real) file path lies in: the folder after its last `node_modules` segment. A
 * workspace installs a site's packages above the site folder (hoisted, or in pnpm's `.pnpm` store), and a
 * package's CSS names its own files (a font package's `url(./files/x.woff2)`).
 */
export function packageFolderOf(real: string): string | undefined {
  const parts = real.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const depth = parts[at + 1].startsWith('@') ? 2 : 1;
  return at + depth < parts.length - 1 ? parts.slice(0, at + depth + 1).join(path.sep) : undefined;
}

/** Where a file with these bytes is published, relative to the output folder: `assets/files/<hash>-<name>`. */
export function publishedPathOf(real: string, bytes: Buffer): string {
  return `${PUBLISHED_FILES_DIR}/${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10)}-${path.basename(real)}`;
}

/** The published copy of a file (see publishedPathOf), its bytes kept for dev and the build to write. */
export async function publishedCopy(real: string, contents?: Buffer): Promise<OutputFile> {
  const bytes = contents ?? (await fs.readFile(real));
  return { path: publishedPathOf(real, bytes), contents: bytes };
}
