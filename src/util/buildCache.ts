import { isAscii } from 'node:buffer';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * The site's cache folder: in its node_modules when it has one, else under the system's temporary folder. A
 * locale built on its own (`--locale`, or each further locale of a build of all of them) has a folder of its own
 * inside it: each store keeps only what the last build used, so locales sharing one would each drop the others'.
 */
export function cacheDirOf(rootDir: string, locale?: string): string {
  const local = path.join(rootDir, 'node_modules');
  const site = fs.existsSync(local)
    ? path.join(local, '.cache', 'docs-gen')
    : path.join(os.tmpdir(), 'docs-gen-cache', crypto.createHash('sha1').update(rootDir).digest('hex').slice(0, 12));
  return locale === undefined ? site : path.join(site, 'locales', locale);
}

/**
 * Writes a cache file through a temporary file renamed into place, so a build stopped mid-write never leaves a
 * partial file that the next build takes as written (files named by their contents are never written twice).
 */
export function writeFileWhole(file: string, contents: string | Uint8Array): void {
  const partial = `${file}.${process.pid}-${threadId}.tmp`;
  fs.writeFileSync(partial, contents);
  fs.renameSync(partial, file);
}

/**
 * JSON text with every character past ASCII escaped (`\u2014`). Read back, such a file decodes as one-byte
 * text, which V8 decodes and parses in about half the time of the same JSON as UTF-8: a docs site's text is
 * full of typography (dashes, curly quotes), and one such character made a whole cache file two-byte text.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Parses a JSON file; one written by asciiJson is decoded as one-byte text, any other as UTF-8. */
export function readJsonFile(file: string): unknown {
  const bytes = fs.readFileSync(file);
  return JSON.parse(isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8'));
}

/**
 * A key for a cache entry: the hash of every input that changes the entry, the format version first. Bytes
 * count as the text they encode (UTF-8), so a page's key is the same from its HTML or the bytes written.
 */
export function cacheKey(...parts: (string | number | Uint8Array)[]): string {
  const hash = crypto.createHash('sha1');
  parts.forEach((part, i) => {
    if (i) hash.update('\0');
    hash.update(typeof part === 'number' ? String(part) : part);
  });
  return hash.digest('hex');
}

/**
 * Values keyed by a hash of their inputs, kept between builds in one JSON file in the site's cache folder
 * (reading one file beats reading hundreds). Entries a build did not use are dropped when it saves, so the
 * file holds what the site is made of now. A disabled store keeps nothing.
 */
export class BuildCache<T> {
  private entries = new Map<string, T>();
  private used = new Set<string>();
  private dirty = false;
  private readonly file?: string;

  /**
   * `name` names the file, version included (`compile-v8`), so entries of an older format are never read;
   * `locale` is the locale built on its own (see cacheDirOf).
   */
  constructor(rootDir: string, name: string, enabled = true, locale?: string) {
    if (!enabled) return;
    this.file = path.join(cacheDirOf(rootDir, locale), `${name}.json`);
    try {
      this.entries = new Map(Object.entries(readJsonFile(this.file) as Record<string, T>));
    } catch {
      // No cache yet, or an unreadable one: start empty.
    }
  }

  /** Whether a store of this name was saved for the site at `rootDir`, without reading it. */
  static saved(rootDir: string, name: string): boolean {
    return fs.existsSync(path.join(cacheDirOf(rootDir), `${name}.json`));
  }

  /** Entries read from the site's cache or added since. */
  get size(): number {
    return this.entries.size;
  }

  /** False for a store that keeps nothing (`--no-cache`): callers can skip hashing a key. */
  get enabled(): boolean {
    return this.file !== undefined;
  }

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) this.used.add(key);
    return hit;
  }

  set(key: string, value: T): void {
    this.entries.set(key, value);
    this.used.add(key);
    this.dirty = true;
  }

  /** Writes the entries this build used, whole (see writeFileWhole). */
  save(): void {
    if (!this.file || (!this.dirty && this.used.size === this.entries.size)) return;
    const kept = [...this.entries].filter(([key]) => this.used.has(key));
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileWhole(this.file, asciiJson(Object.fromEntries(kept)));
    // What the file holds now: a store saved again (dev's, at each run) writes only when it has something new.
    this.entries = new Map(kept);
    this.dirty = false;
  }
}
