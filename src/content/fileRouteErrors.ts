import { DocsGenError } from '../errors/DocsGenError.js';
import type { FrontMatter } from '../shared/types.js';
import { quoteRouteText, reservedRouteReason, unsafeRouteText } from './routeSafety.js';

export interface FileRouteInput {
  absPath: string;
  /** Path inside the content folder, with forward slashes. */
  relPath: string;
  route: string;
  frontMatter: FrontMatter;
  lineOfKey(key: string): number | undefined;
  /** A doc's: a relative `slug` is resolved against its folder, so `..` may name a folder above it inside the content folder. */
  relativeSlug?: boolean;
}

const SLUG_HINT = 'A slug is a path inside the site: plain segments separated by "/", e.g. `/guides/setup`.';

/**
 * A doc's relative slug is resolved against the doc's folder, as Docusaurus resolves it (`slug: ../` in
 * `guides/intro.md` is the content folder's own page): its `.` and `..` segments are safe while they stay inside
 * the content folder. An absolute slug keeps none.
 */
function relativeSlugProblem(slug: string, relPath: string): string | undefined {
  if (slug.startsWith('/')) return unsafeRouteText(slug);
  let depth = relPath.split('/').length - 1;
  for (const segment of slug.split('/')) {
    if (segment === '..') depth--;
    else if (segment !== '.' && segment !== '') depth++;
    if (depth < 0) return 'contains a ".." segment that leads above its content folder';
  }
  return unsafeRouteText(
    slug
      .split('/')
      .filter((segment) => segment !== '.' && segment !== '..')
      .join('/'),
  );
}

/**
 * Every reason a content file's route is unsafe, each at the place to fix it: the `slug:` or `id:` line of the
 * front matter, or the file itself (line 1) for its own or a folder's name.
 */
export function checkFileRoute(input: FileRouteInput): DocsGenError[] {
  const { absPath: file, frontMatter } = input;
  const errors: DocsGenError[] = [];
  const atKey = (key: 'slug' | 'id') => ({ file, line: input.lineOfKey(key) ?? 1, column: 1 });
  const segments = input.relPath.split('/');
  segments.forEach((segment, i) => {
    const problem = unsafeRouteText(segment);
    const kind = i === segments.length - 1 ? 'File name' : 'Folder name';
    if (problem) errors.push(new DocsGenError(`${kind} ${quoteRouteText(segment)} ${problem}; it cannot be part of a page's URL`, { file, line: 1, column: 1, hint: 'Rename it.' }));
  });
  if (frontMatter.id !== undefined) {
    const problem = unsafeRouteText(frontMatter.id);
    if (problem) errors.push(new DocsGenError(`Front matter "id" ${quoteRouteText(frontMatter.id)} ${problem}`, { ...atKey('id'), hint: 'An id is one plain name, e.g. `setup`.' }));
  }
  if (frontMatter.slug !== undefined) {
    const problem = input.relativeSlug ? relativeSlugProblem(frontMatter.slug, input.relPath) : unsafeRouteText(frontMatter.slug);
    if (problem) errors.push(new DocsGenError(`Front matter "slug" ${quoteRouteText(frontMatter.slug)} ${problem}; a page must stay inside the site`, { ...atKey('slug'), hint: SLUG_HINT }));
  }
  if (errors.length) return errors;
  // The content folder's route base comes from the config: checked here too, as part of the finished route.
  const problem = unsafeRouteText(input.route) ?? reservedRouteReason(input.route);
  if (problem) {
    const where = frontMatter.slug !== undefined ? atKey('slug') : { file, line: 1, column: 1 };
    const from = frontMatter.slug !== undefined ? 'Front matter "slug" gives the route' : 'The file\'s route is';
    errors.push(new DocsGenError(`${from} ${quoteRouteText(input.route)}, which ${problem}`, { ...where, hint: frontMatter.slug !== undefined ? 'Choose another slug.' : 'Rename the file or folder, or give it a `slug`.' }));
  }
  return errors;
}
