import crypto from 'node:crypto';
import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Encoding } from './negotiateEncoding.js';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Bodies smaller than this are sent as they are: compression would save less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

/** The default cap on the bytes held: identity bodies and their compressed forms together. */
export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

/** How often, at most, cached files are checked against the disk so deleted and changed ones are let go. */
const SWEEP_INTERVAL_MS = 5000;

/** One file's bytes, validators and compressed forms, valid while its size and mtime are unchanged. */
export interface CachedFile {
  kind: 'memory';
  body: Buffer;
  /** Strong validator of the identity bytes (a content hash, so a rebuild with equal output keeps it). */
  etag: string;
  mtime: Date;
  size: number;
  mtimeMs: number;
  encoded: Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>;
}

/** A file too large to hold: sent from disk on every request, validated by its size and mtime. */
export interface StreamedFile {
  kind: 'stream';
  realPath: string;
  etag: string;
  mtime: Date;
  size: number;
}

export type ServableFile = CachedFile | StreamedFile;

function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 9 });
  return brotli(body, {
    params: {
      // Quality 9 is close to the maximum ratio at a fraction of quality 11's time; bodies are compressed once.
      [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function streamed(realPath: string, stats: Stats): StreamedFile {
  const etag = `W/"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
  return { kind: 'stream', realPath, etag, mtime: stats.mtime, size: stats.size };
}

export interface FileCacheOptions {
  /** Total bytes held (bodies and compressed forms); the least recently used files go first. */
  maxBytes?: number;
  /** Files larger than this are streamed, never held; default a quarter of `maxBytes`. */
  maxFileBytes?: number;
}

/**
 * Keeps served files and their gzip/brotli forms in memory, so each is read and compressed once, not per
 * request. Bounded by total bytes (the least recently used files go first); a file too large for the
 * bound is streamed from disk instead, so one big download cannot hold the server's memory.
 */
export class FileCache {
  private entries = new Map<string, Promise<CachedFile>>();
  private bytes = new Map<string, number>();
  private total = 0;
  private lastSweep = Date.now();
  private readonly maxBytes: number;
  private readonly maxFileBytes: number;

  constructor(options: FileCacheOptions | number = {}) {
    const opts = typeof options === 'number' ? { maxBytes: options } : options;
    this.maxBytes = opts.maxBytes ?? DEFAULT_CACHE_BYTES;
    this.maxFileBytes = Math.min(opts.maxFileBytes ?? Math.floor(this.maxBytes / 4), this.maxBytes);
  }

  /** Bytes held now, compressed forms included. */
  get heldBytes(): number {
    return this.total;
  }

  /** Number of files held. */
  get size(): number {
    return this.entries.size;
  }

  /** The file at a real path: from memory (read again when its size or mtime changed), or streamed when too large. */
  async load(realPath: string, stats: Stats): Promise<ServableFile> {
    this.maybeSweep();
    if (stats.size > this.maxFileBytes) {
      this.forget(realPath);
      return streamed(realPath, stats);
    }
    const existing = this.entries.get(realPath);
    if (existing) {
      const file = await existing.catch(() => undefined);
      if (file && file.mtimeMs === stats.mtimeMs && file.size === stats.size) {
        this.touch(realPath, existing);
        return file;
      }
      if (this.entries.get(realPath) === existing) this.forget(realPath);
    }
    const loading = fs.readFile(realPath).then((body): CachedFile => ({
      kind: 'memory',
      body,
      etag: `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      mtime: stats.mtime,
      mtimeMs: stats.mtimeMs,
      size: stats.size,
      encoded: new Map(),
    }));
    this.entries.set(realPath, loading);
    loading.then(
      (file) => {
        // The file grew past the limit between the stat and the read: serve it this once, keep nothing.
        if (file.body.length > this.maxFileBytes) this.forget(realPath, loading);
        else this.account(realPath, loading, file.body.length);
      },
      () => this.forget(realPath, loading),
    );
    return loading;
  }

  /** The body in an encoding; concurrent requests for the same form share one compression. */
  encode(realPath: string, file: CachedFile, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
    let pending = file.encoded.get(encoding);
    if (!pending) {
      pending = compress(file.body, encoding);
      file.encoded.set(encoding, pending);
      const entry = this.entries.get(realPath);
      pending.then(
        (out) => {
          if (entry) this.account(realPath, entry, out.length);
        },
        () => file.encoded.delete(encoding),
      );
    }
    return pending;
  }

  /** Checks every held file against the disk and lets go of those deleted or changed since they were read. */
  async sweep(): Promise<void> {
    this.lastSweep = Date.now();
    await Promise.all(
      [...this.entries].map(async ([key, entry]) => {
        const file = await entry.catch(() => undefined);
        const stats = await fs.stat(key).catch(() => undefined);
        if (!file || !stats || stats.mtimeMs !== file.mtimeMs || stats.size !== file.size) this.forget(key, entry);
      }),
    );
  }

  private maybeSweep(): void {
    if (this.entries.size && Date.now() - this.lastSweep >= SWEEP_INTERVAL_MS) void this.sweep();
  }

  private touch(key: string, value: Promise<CachedFile>): void {
    // Re-inserting moves the key to the end of the Map's order: the front is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
  }

  /** Counts bytes held for an entry (ignored if the entry was replaced or dropped), then evicts down to the cap. */
  private account(key: string, entry: Promise<CachedFile>, size: number): void {
    if (this.entries.get(key) !== entry) return;
    this.bytes.set(key, (this.bytes.get(key) ?? 0) + size);
    this.total += size;
    for (const oldest of [...this.entries.keys()]) {
      if (this.total <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  /** Drops an entry; with `only`, just when it is still that entry (a newer read of the file stays). */
  private forget(key: string, only?: Promise<CachedFile>): void {
    if (only && this.entries.get(key) !== only) return;
    this.entries.delete(key);
    this.total -= this.bytes.get(key) ?? 0;
    this.bytes.delete(key);
  }
}
