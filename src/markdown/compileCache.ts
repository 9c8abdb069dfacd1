import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { COMPILER_VERSION } from './compileMarkdown.js';
import type { CompiledMarkdown } from './types.js';

/** The site's cache folder: in its node_modules when it has one, else under the system's temporary folder. */
export function cacheDirOf(rootDir: string): string {
  const local = path.join(rootDir, 'node_modules');
  return fs.existsSync(local)
    ? path.join(local, '.cache', 'docs-gen')
    : path.join(os.tmpdir(), 'docs-gen-cache', crypto.createHash('sha1').update(rootDir).digest('hex').slice(0, 12));
}

/**
 * Compiled pages keyed by a hash of their path and body, kept between builds so an unchanged page
 * is never compiled twice. Stored as one JSON file: reading one file beats reading hundreds.
 */
export class CompileCache {
  private entries = new Map<string, CompiledMarkdown>();
  private used = new Set<string>();
  private dirty = false;

  private constructor(private readonly file: string | undefined) {}

  static open(rootDir: string, enabled = true): CompileCache {
    if (!enabled) return new CompileCache(undefined);
    const cache = new CompileCache(path.join(cacheDirOf(rootDir), `compile-v${COMPILER_VERSION}.json`));
    try {
      const data = JSON.parse(fs.readFileSync(cache.file!, 'utf8')) as Record<string, CompiledMarkdown>;
      cache.entries = new Map(Object.entries(data));
    } catch {
      // No cache yet, or an unreadable one: start empty.
    }
    return cache;
  }

  static key(absPath: string, body: string): string {
    return crypto.createHash('sha1').update(`${COMPILER_VERSION}\0${absPath}\0${body}`).digest('hex');
  }

  get(key: string): CompiledMarkdown | undefined {
    const hit = this.entries.get(key);
    if (hit) this.used.add(key);
    return hit;
  }

  set(key: string, value: CompiledMarkdown): void {
    this.entries.set(key, value);
    this.used.add(key);
    this.dirty = true;
  }

  /** Writes the entries this build used, dropping those of deleted or changed pages. */
  save(): void {
    if (!this.file || (!this.dirty && this.used.size === this.entries.size)) return;
    const kept = Object.fromEntries([...this.entries].filter(([key]) => this.used.has(key)));
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(kept));
    fs.renameSync(tmp, this.file);
  }
}
