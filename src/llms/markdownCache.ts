import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheDirOf } from '../markdown/compileCache.js';

/** Bumped whenever the conversion changes what it writes, so no Markdown of an older converter is reused. */
export const MARKDOWN_FORMAT_VERSION = 3;

/**
 * Page Markdown keyed by a hash of the rendered page and its URL, kept between builds beside the compile
 * cache: a page whose HTML did not change is not converted again. Entries not used by a build are dropped.
 */
export class MarkdownCache {
  private entries = new Map<string, string>();
  private used = new Set<string>();
  private dirty = false;

  private constructor(private readonly file: string | undefined) {}

  static open(rootDir: string, enabled = true): MarkdownCache {
    if (!enabled) return new MarkdownCache(undefined);
    const cache = new MarkdownCache(path.join(cacheDirOf(rootDir), `markdown-v${MARKDOWN_FORMAT_VERSION}.json`));
    try {
      cache.entries = new Map(Object.entries(JSON.parse(fs.readFileSync(cache.file!, 'utf8')) as Record<string, string>));
    } catch {
      // No cache yet, or an unreadable one: start empty.
    }
    return cache;
  }

  static key(html: string, pageUrl: string): string {
    return crypto.createHash('sha1').update(`${MARKDOWN_FORMAT_VERSION}\0${pageUrl}\0${html}`).digest('hex');
  }

  get(key: string): string | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) this.used.add(key);
    return hit;
  }

  set(key: string, markdown: string): void {
    this.entries.set(key, markdown);
    this.used.add(key);
    this.dirty = true;
  }

  save(): void {
    if (!this.file || (!this.dirty && this.used.size === this.entries.size)) return;
    const kept = Object.fromEntries([...this.entries].filter(([key]) => this.used.has(key)));
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(kept));
    fs.renameSync(tmp, this.file);
  }
}
