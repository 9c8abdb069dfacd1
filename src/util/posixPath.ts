import path from 'node:path';

/** A path with `/` between its parts, as URLs, ids and Docusaurus's plugin arguments name files on every system. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** The path from `from` to `to`, with `/` between its parts. */
export function posixRelative(from: string, to: string): string {
  return toPosix(path.relative(from, to));
}
