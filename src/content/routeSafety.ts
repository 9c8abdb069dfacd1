import { DocsGenError } from '../errors/DocsGenError.js';
import { ASSETS_DIR, EMITTED_ROOT_FILES, PAGE_FILE } from '../shared/emittedFiles.js';

// C0 and C1 controls, NUL included: never part of a URL path, and some end a file name early.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Percent-encoded dots, slashes, backslashes and controls: a server decodes them into the characters above.
const ENCODED = /%(?:2e|2f|5c|[01][0-9a-f]|7f)/i;

/** Shows text with its invisible characters escaped, for messages. */
export function quoteRouteText(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Why text that becomes part of a route (a slug, an id, a file or folder name) could lead out of the site or
 * be read differently by a server than by the build; undefined when it is safe.
 */
export function unsafeRouteText(text: string): string | undefined {
  if (CONTROL.test(text)) return 'contains a control character';
  if (text.includes('\\')) return 'contains a backslash';
  const encoded = ENCODED.exec(text);
  if (encoded) return `contains "${encoded[0]}", an encoded dot, slash or control character`;
  const segment = text.split('/').find((s) => s === '..' || s === '.');
  if (segment) return `contains a "${segment}" segment`;
  return undefined;
}

/** Why a route would overwrite a file the build writes itself (or be overwritten by it); undefined when it would not. */
export function reservedRouteReason(route: string): string | undefined {
  // Compared without case: on a case-insensitive disk `/Assets/` is the assets folder.
  const segments = route.split('/').filter(Boolean).map((s) => s.toLowerCase());
  if (segments[0] === ASSETS_DIR) return `is under /${ASSETS_DIR}/, where the build writes its assets`;
  if (segments.length && EMITTED_ROOT_FILES.includes(segments[0])) return `collides with /${segments[0]}, a file the build writes`;
  if (segments.includes(PAGE_FILE)) return `has an "${PAGE_FILE}" segment, the file name of a page`;
  return undefined;
}

/**
 * The static file (path in the static folder) that a route's page would overwrite, or that stands where the
 * route needs a folder; undefined when there is none.
 */
export function staticFileInTheWay(route: string, staticFiles: ReadonlySet<string>): string | undefined {
  const segments = route.split('/').filter(Boolean);
  for (let i = 1; i <= segments.length; i++) {
    const folder = segments.slice(0, i).join('/');
    if (staticFiles.has(folder)) return folder;
  }
  const pageFile = [...segments, PAGE_FILE].join('/');
  return staticFiles.has(pageFile) ? pageFile : undefined;
}

/** Why a finished route is not a safe page route, whatever it came from. */
export function routeProblem(route: string): string | undefined {
  return unsafeRouteText(route) ?? reservedRouteReason(route);
}

/**
 * Located errors for pages whose route is made by code (React pages, generated references) rather than
 * by a slug: the route is checked as a whole and the error points at the file it came from.
 */
export function checkPageRoutes(pages: { route: string; sourceFile: string }[]): DocsGenError[] {
  return pages.flatMap((page) => {
    const problem = routeProblem(page.route);
    return problem
      ? [new DocsGenError(`Page route ${quoteRouteText(page.route)} ${problem}`, { file: page.sourceFile, line: 1, column: 1, hint: 'Rename the file or the item the page is generated from.' })]
      : [];
  });
}
