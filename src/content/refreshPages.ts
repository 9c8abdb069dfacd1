import fs from 'node:fs/promises';
import type { SiteConfig } from '../config/types.js';
import { readContentFile } from '../content/crawl.js';
import { contentRootOf } from './contentRootOf.js';
import type { ContentResult } from '../content/types.js';

/**
 * Reads edited pages again, one file each instead of a crawl, and swaps them into the content result.
 * Returns false when an edit moved a page (new id or route), the file is gone or is a blog post: only a
 * crawl gets that right. Front matter errors throw, located.
 */
export async function refreshEditedPages(config: SiteConfig, content: ContentResult, files: Iterable<string>): Promise<boolean> {
  for (const absPath of files) {
    const index = content.files.findIndex((f) => f.absPath === absPath);
    const root = contentRootOf(config, absPath);
    if (index === -1 || !root) return false;
    let raw: string;
    try {
      raw = await fs.readFile(absPath, 'utf8');
    } catch {
      return false;
    }
    const before = content.files[index];
    // A post's authors, tags and date are read with the other posts (resolvePosts): only a crawl gets them.
    if (before.post) return false;
    const after = readContentFile(root, absPath, raw);
    if (after.id !== before.id || after.route !== before.route) return false;
    content.files[index] = after;
  }
  return true;
}
