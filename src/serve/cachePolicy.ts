import type { IncomingHttpHeaders } from 'node:http';

/** A year: the longest lifetime caches honour. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but checked with the server (a cheap 304) before every use, so a new build shows at once. */
const REVALIDATE = 'no-cache';

/**
 * The build writes only content-hashed files under /assets/ (styles.<hash>.css, main.<hash>.js,
 * img/<hash>-name.png): a changed file gets a new URL, so those can be cached forever. Everything else,
 * HTML above all, keeps its URL across builds and must be revalidated.
 */
export function cacheControlFor(segments: string[]): string {
  return segments[0] === 'assets' && segments.length > 1 ? IMMUTABLE : REVALIDATE;
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): a `W/` prefix does not matter for GET and HEAD.
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/** Whether the client's copy is current: If-None-Match when sent, else If-Modified-Since (to the second). */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, mtime: Date): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, etag);
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) <= Math.floor(since / 1000);
}
