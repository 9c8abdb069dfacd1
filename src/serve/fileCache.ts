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

/** One file's bytes, validators and compressed forms, valid while its size and mtime are unchanged. */
export interface CachedFile {
  body: Buffer;
  /** Strong validator of the identity bytes (a content hash, so a rebuild with equal output keeps it). */
  etag: string;
  mtime: Date;
  size: number;
  mtimeMs: number;
  encoded: Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>;
}

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

/**
 * Keeps served files and their gzip/brotli forms in memory, so each is read and compressed once, not per
 * request. Bounded by total bytes; the least recently used files go first.
 */
export class FileCache {
  private entries = new Map<string, Promise<CachedFile>>();
  private bytes = new Map<string, number>();
  private total = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The cached file at a real path, read again when its size or mtime changed. */
  async load(realPath: string, stats: Stats): Promise<CachedFile> {
    const existing = this.entries.get(realPath);
    if (existing) {
      const file = await existing.catch(() => undefined);
      if (file && file.mtimeMs === stats.mtimeMs && file.size === stats.size) {
        this.touch(realPath, existing);
        return file;
      }
      this.forget(realPath);
    }
    const loading = fs.readFile(realPath).then((body): CachedFile => ({
      body,
      etag: `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      mtime: stats.mtime,
      mtimeMs: stats.mtimeMs,
      size: stats.size,
      encoded: new Map(),
    }));
    this.entries.set(realPath, loading);
    loading.then(
      (file) => this.account(realPath, file.body.length),
      () => this.forget(realPath),
    );
    return loading;
  }

  /** The body in an encoding; concurrent requests for the same form share one compression. */
  encode(realPath: string, file: CachedFile, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
    let pending = file.encoded.get(encoding);
    if (!pending) {
      pending = compress(file.body, encoding);
      file.encoded.set(encoding, pending);
      pending.then(
        (out) => this.account(realPath, out.length),
        () => file.encoded.delete(encoding),
      );
    }
    return pending;
  }

  private touch(key: string, value: Promise<CachedFile>): void {
    // Re-inserting moves the key to the end of the Map's order: the front is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
  }

  private account(key: string, size: number): void {
    if (!this.entries.has(key)) return;
    this.bytes.set(key, (this.bytes.get(key) ?? 0) + size);
    this.total += size;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxBytes || oldest === key) break;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    this.entries.delete(key);
    this.total -= this.bytes.get(key) ?? 0;
    this.bytes.delete(key);
  }
}
