/** An HTTP failure with the status to answer: thrown by request parsing, turned into a response by the server. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Longer URLs are refused (414): no page of a docs site needs one, and they only cost parsing time. */
export const MAX_URL_LENGTH = 2048;

/** A request path split into decoded segments that can be joined to a folder without leaving it. */
export interface RequestPath {
  /** Decoded segments: never empty, `.`, `..`, and never containing `/`, `\`, NUL or control characters. */
  segments: string[];
  /** The path ended with `/` (a folder's index page). */
  trailingSlash: boolean;
  /** The raw query, with its `?`, or ''. Kept for redirects. */
  query: string;
}

// Control characters have no business in a file name and are a classic way to confuse path handling.
const FORBIDDEN_IN_SEGMENT = /[/\\\u0000-\u001f\u007f]/;

function decodeSegment(raw: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, 'Bad percent-encoding in the URL');
  }
  // Checked after decoding, so `%2e%2e`, `%2f` and `%5c` are caught exactly like their plain forms.
  if (decoded === '.' || decoded === '..') throw new HttpError(400, 'Dot segments are not allowed in the URL');
  if (FORBIDDEN_IN_SEGMENT.test(decoded)) throw new HttpError(400, 'Forbidden character in the URL');
  return decoded;
}

/**
 * Parses `req.url` strictly. Anything a well-behaved browser never sends (dot segments, encoded slashes,
 * backslashes, NUL bytes, bad encoding, absolute-form URLs) is a 400, so no later step has to reason about it.
 */
export function parseRequestPath(rawUrl: string | undefined): RequestPath {
  if (!rawUrl) throw new HttpError(400, 'Missing URL');
  if (rawUrl.length > MAX_URL_LENGTH) throw new HttpError(414, 'URL too long');
  if (!rawUrl.startsWith('/')) throw new HttpError(400, 'The URL must be a path');
  const hashAt = rawUrl.indexOf('#');
  const url = hashAt === -1 ? rawUrl : rawUrl.slice(0, hashAt);
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  if (rawPath.includes('\\')) throw new HttpError(400, 'Backslashes are not allowed in the URL');
  // Empty segments (`//`) are dropped: `/a//b` names the same file as `/a/b`.
  const segments = rawPath.split('/').filter(Boolean).map(decodeSegment);
  return { segments, trailingSlash: rawPath.endsWith('/'), query };
}

/** Re-encodes segments into a URL path, so a redirect never echoes raw input back into a header. */
export function formatPath(segments: string[], trailingSlash: boolean): string {
  const joined = segments.map((s) => encodeURIComponent(s)).join('/');
  if (!joined) return '/';
  return `/${joined}${trailingSlash ? '/' : ''}`;
}
