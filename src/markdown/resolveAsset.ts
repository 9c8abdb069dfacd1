import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isHiddenName, isInsidePath } from '../util/hiddenPath.js';
import { publishedPathOf } from '../util/publishedFiles.js';
import type { FileStamp } from '../shared/types.js';

/** How a file a page refers to resolves: a file inside the site to copy, or why it cannot be used. */
export type ResolvedAsset =
  | { kind: 'file'; realPath: string; hash: string; stamp: FileStamp }
  | { kind: 'missing'; stamp: FileStamp }
  | { kind: 'outside'; realPath: string; stamp: FileStamp }
  | { kind: 'hidden'; realPath: string; stamp: FileStamp };

/**
 * What a referenced path is on disk now: its real path, size and mtime, or `missing`. A cached compile is
 * reused only while every stamp it recorded still matches, so a moved, changed or re-linked file is seen.
 */
export function stampOf(lexicalPath: string): string {
  try {
    const realPath = fs.realpathSync(lexicalPath);
    const stats = fs.statSync(realPath);
    return stats.isFile() ? `${realPath}\0${stats.size}\0${stats.mtimeMs}` : 'missing';
  } catch {
    return 'missing';
  }
}

export function stampsCurrent(stamps: FileStamp[] | undefined): boolean {
  return stamps?.every((s) => stampOf(s.path) === s.stamp) ?? false;
}

const realRoots = new Map<string, string>();

function realSiteRoot(siteDir: string): string {
  let real = realRoots.get(siteDir);
  if (!real) {
    real = fs.realpathSync(path.resolve(siteDir));
    realRoots.set(siteDir, real);
  }
  return real;
}

/**
 * A dot folder or file a page's reference may not reach (see isHiddenName), but GitBook's `.gitbook`: a GitBook
 * export keeps its pages' images and files in `.gitbook/assets` and its pages name them there, as a Docusaurus site
 * migrated from one still does. It holds what pages show, and Docusaurus publishes it.
 */
const hiddenForPages = (name: string) => isHiddenName(name) && name !== '.gitbook';

/**
 * Resolves a relative file reference (`./img/a.png`) of the page at `pageFile`. The file must exist and its
 * real path (symlinks resolved) must lie inside the site root, below no dot folder: a page must never
 * publish /etc/passwd or the site's own .env.
 */
export function resolveAsset(url: string, pageFile: string, siteDir: string): ResolvedAsset {
  const siteRoot = realSiteRoot(siteDir);
  let clean: string;
  try {
    clean = decodeURI(url.split(/[?#]/)[0]);
  } catch {
    clean = url.split(/[?#]/)[0];
  }
  const lexical = path.resolve(path.dirname(pageFile), clean);
  const stamp: FileStamp = { path: lexical, stamp: stampOf(lexical) };
  if (stamp.stamp === 'missing') {
    // A path that leaves the site is refused whether or not the file exists: nothing outside is looked at.
    const inside = isInsidePath(siteRoot, lexical) || isInsidePath(path.resolve(siteDir), lexical);
    return inside ? { kind: 'missing', stamp } : { kind: 'outside', realPath: lexical, stamp };
  }
  const realPath = stamp.stamp.split('\0')[0];
  if (!isInsidePath(siteRoot, realPath)) return { kind: 'outside', realPath, stamp };
  if (path.relative(siteRoot, realPath).split(path.sep).some(hiddenForPages)) return { kind: 'hidden', realPath, stamp };
  const hash = crypto.createHash('sha1').update(fs.readFileSync(realPath)).digest('hex').slice(0, 8);
  return { kind: 'file', realPath, hash, stamp };
}

/** Images a page imports, published beside its Markdown images. */
const IMAGE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp)$/i;

/**
 * The URL path a page's file is published at: an image (or what a Markdown image or `<img>` names, `image`) under
 * `assets/img/`; any other file (a PDF, an archive, a video) where site code's are, by the same name, so a file a
 * page and a component both import is one file.
 */
export function publishedTarget(asset: Extract<ResolvedAsset, { kind: 'file' }>, image = IMAGE.test(asset.realPath)): string {
  if (image) return `/assets/img/${asset.hash}-${path.basename(asset.stamp.path)}`;
  return `/${publishedPathOf(asset.realPath, fs.readFileSync(asset.realPath))}`;
}
