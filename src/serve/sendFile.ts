import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { cacheControlFor, isNotModified } from './cachePolicy.js';
import { contentTypeOf, isCompressible } from './contentTypes.js';
import { MIN_COMPRESS_BYTES, type FileCache, type StreamedFile } from './fileCache.js';
import { chooseEncoding } from './negotiateEncoding.js';
import type { FoundFile } from './servedRoot.js';

export interface SendFileOptions {
  status?: number;
  /** URL segments the file is served under; they decide the cache policy. */
  segments: string[];
}

/**
 * Answers with a file: validators (ETag, Last-Modified) and a 304 when the client's copy is current,
 * the negotiated gzip/brotli form of text files, and no body for HEAD.
 */
export async function sendFile(req: IncomingMessage, res: ServerResponse, found: FoundFile, cache: FileCache, options: SendFileOptions): Promise<void> {
  const status = options.status ?? 200;
  const file = await cache.load(found.realPath, found.stats);
  const type = contentTypeOf(found.realPath);
  const compressible = file.kind === 'memory' && isCompressible(type) && file.body.length >= MIN_COMPRESS_BYTES;
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
  const etag = encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`;

  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', status === 200 ? cacheControlFor(options.segments) : 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) {
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', file.mtime.toUTCString());
    if (isNotModified(req.headers, etag, file.mtime)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  if (file.kind === 'stream') return streamFile(req, res, file, status);
  const body = encoding === 'identity' ? file.body : await cache.encode(found.realPath, file, encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.statusCode = status;
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Sends a file too large for the cache straight from disk, in the identity encoding. */
async function streamFile(req: IncomingMessage, res: ServerResponse, file: StreamedFile, status: number): Promise<void> {
  res.setHeader('Content-Length', file.size);
  res.statusCode = status;
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    await pipeline(fs.createReadStream(file.realPath, { start: 0, end: Math.max(file.size - 1, 0) }), res);
  } catch {
    // The file went away or the client left mid-transfer: the length sent can no longer be honoured.
    res.destroy();
  }
}
