import type { ContentRoot } from '../config/types.js';
import type { ContentFile } from './types.js';

/** What the crawl made of a page file: the page, or the id of a draft left out. */
export type CrawlRead = { file: ContentFile } | { draftId: string };

/** The stats of a file that tell whether it was written since. */
export interface FileStats {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}

interface Remembered extends FileStats {
  read: CrawlRead;
}

/** One content folder's reads, from the crawl before and for the crawl under way. */
export interface FolderMemo {
  /** What the file was read as, when its stats are those it had then. */
  recall(rel: string, stats: FileStats): CrawlRead | undefined;
  remember(rel: string, stats: FileStats, read: CrawlRead): void;
}

/**
 * What each crawl read from the page files, so the next one (dev's, after a page is added or removed) reads
 * again only the files written since: reading and hashing every file was most of a crawl of a large site
 * (1.2 of 1.6 s for 10,000 pages), their stats a tenth of it. Kept per content folder as configured: a
 * config read again makes other folders, whose files are read anew. A file is its reading while its size
 * and times of change are the same.
 */
export class CrawlMemo {
  private readonly folders = new WeakMap<ContentRoot, Map<string, Remembered>>();

  /** The folder's memo for a crawl: it keeps only what this crawl finds (a removed file is forgotten). */
  open(root: ContentRoot): FolderMemo {
    const before = this.folders.get(root);
    const now = new Map<string, Remembered>();
    this.folders.set(root, now);
    return {
      recall(rel, stats) {
        const known = before?.get(rel);
        if (!known || known.size !== stats.size || known.mtimeMs !== stats.mtimeMs || known.ctimeMs !== stats.ctimeMs) return undefined;
        now.set(rel, known);
        return known.read;
      },
      remember(rel, stats, read) {
        now.set(rel, { size: stats.size, mtimeMs: stats.mtimeMs, ctimeMs: stats.ctimeMs, read });
      },
    };
  }
}
