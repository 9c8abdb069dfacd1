import { findFile, type FoundFile, type ServedRoot } from './servedRoot.js';

/** What a path of a built site names: a file to send, a canonical URL to redirect to (with or without its slash), or nothing. */
export type StaticRoute =
  | { kind: 'file'; found: FoundFile; segments: string[] }
  | { kind: 'redirect'; segments: string[]; trailingSlash: boolean }
  | { kind: 'missing' };

const asFile = (found: FoundFile, segments: string[]): StaticRoute => ({ kind: 'file', found, segments });
const redirectTo = (segments: string[], trailingSlash = true): StaticRoute => ({ kind: 'redirect', segments, trailingSlash });

/**
 * Pages live at `<route>/index.html` and have one canonical URL, `<route>/` (SPEC §2). So `/a`, `/a.html`,
 * `/a/index` and `/a/index.html` redirect to `/a/` when that page exists; real files are served as they are.
 * A site built with `trailingSlash: false` has its pages at `<route>.html` instead, served at `/a`, where `/a/`
 * redirects to it, as static hosts serve such a site.
 */
export async function resolveStaticRoute(root: ServedRoot, segments: string[], trailingSlash: boolean): Promise<StaticRoute> {
  const indexOf = (dir: string[]) => findFile(root, [...dir, 'index.html']);
  const last = segments[segments.length - 1];
  const dir = segments.slice(0, -1);
  const htmlOf = (name: string) => (/\.html?$/i.test(name) ? undefined : findFile(root, [...dir, `${name}.html`]));
  if (trailingSlash || segments.length === 0) {
    const index = await indexOf(segments);
    if (index) return asFile(index, [...segments, 'index.html']);
    return segments.length && (await htmlOf(last)) ? redirectTo(segments, false) : { kind: 'missing' };
  }
  if ((last === 'index.html' || last === 'index') && (await indexOf(dir))) return redirectTo(dir);
  const exact = await findFile(root, segments);
  if (exact) return asFile(exact, segments);
  const page = await htmlOf(last);
  if (page) return asFile(page, [...dir, `${last}.html`]);
  if (/\.html?$/i.test(last)) {
    const name = last.replace(/\.html?$/i, '');
    if (name && (await indexOf([...dir, name]))) return redirectTo([...dir, name]);
  }
  if (await indexOf(segments)) return redirectTo(segments);
  return { kind: 'missing' };
}
