import type { OutputFile } from '../shared/types.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentTypeOf } from '../serve/contentTypes.js';
import { FileCache } from '../serve/fileCache.js';
import { assertReadMethod, redirect, sendText, type RequestHandler } from '../serve/httpServer.js';
import { formatPath, parseRequestPath } from '../serve/requestPath.js';
import { sendFile } from '../serve/sendFile.js';
import { findFile, findFileAt, openRoot, type ServedRoot } from '../serve/servedRoot.js';
import { DEFAULT_ROOT_FILES, PAGE_FILE } from '../shared/emittedFiles.js';
import { normalizeRoute } from '../shared/url.js';
import { describeProblems } from './describeProblems.js';
import type { DevSnapshot } from './devSnapshot.js';
import { renderErrorOverlay } from './errorOverlay.js';

/** The parts of the dev pipeline the server reads: the last good site, and the current failure if any. */
export interface DevSiteSource {
  readonly snapshot?: DevSnapshot;
  readonly error?: unknown;
}

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  // Dev output changes on every save: nothing may be cached, not even revalidated.
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': bytes.length, 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

const HTML = 'text/html; charset=utf-8';

function sendOverlay(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  send(req, res, 500, HTML, renderErrorOverlay(describeProblems(error)));
}

function sendMemoryFile(req: IncomingMessage, res: ServerResponse, file: OutputFile): void {
  send(req, res, 200, contentTypeOf(file.path), file.contents);
}

/**
 * A route for the path: the page itself, or its canonical URL to redirect `/route`, `.html` or `/index` to:
 * `/route/`, or `/route` where URLs end without a slash (`slashless`, the config's `trailingSlash: false`).
 */
function matchRoute(snapshot: DevSnapshot, segments: string[], trailingSlash: boolean, slashless: boolean): { route: string; redirect: boolean } | undefined {
  const joined = `/${segments.join('/')}`;
  if (segments.length === 0) return snapshot.renderer.hasRoute('/') ? { route: '/', redirect: false } : undefined;
  const route = normalizeRoute(joined);
  if (!snapshot.renderer.hasRoute(route)) return undefined;
  if (slashless) return { route, redirect: trailingSlash || route !== `${joined}/` };
  return trailingSlash ? (route === `${joined}/` ? { route, redirect: false } : undefined) : { route, redirect: true };
}

/**
 * Serves the in-memory site: bundles, page images, every route rendered on request, static files from
 * the static folder, and the 404 page. While the site fails to build, every route shows the error overlay.
 */
export function createDevRequestHandler(source: DevSiteSource, cache = new FileCache()): RequestHandler {
  // Page images are served from where the author keeps them, so each is checked against the site root.
  const siteRoots = new Map<string, Promise<ServedRoot>>();
  const siteRootOf = (dir: string) => {
    let root = siteRoots.get(dir);
    if (!root) {
      root = openRoot(dir);
      siteRoots.set(dir, root);
      root.catch(() => siteRoots.delete(dir));
    }
    return root;
  };
  return async (req, res) => {
    assertReadMethod(req);
    const request = parseRequestPath(req.url);
    const snapshot = source.snapshot;
    if (!snapshot) {
      if (source.error !== undefined) return sendOverlay(req, res, source.error);
      return sendText(res, 503, 'docs-gen dev is building the site; reload in a moment', { 'Retry-After': '1' });
    }
    const base = snapshot.config.baseUrl.split('/').filter(Boolean);
    const inBase = base.every((part, i) => request.segments[i] === part);
    if (!inBase && request.segments.length === 0) return redirect(res, 302, formatPath(base, true));
    const rest = inBase ? request.segments.slice(base.length) : [];
    if (inBase && base.length && !rest.length && !request.trailingSlash) return redirect(res, 302, formatPath(base, true) + request.query);

    if (inBase) {
      const slashless = snapshot.config.trailingSlash === false;
      const rel = rest.join('/');
      // The site's own robots.txt, where it has one, as the build copies it instead of writing the default.
      const own = DEFAULT_ROOT_FILES.includes(rel) && snapshot.staticRoot && (await findFile(snapshot.staticRoot, rest));
      if (own) return sendFile(req, res, own, cache, { segments: [] });
      const memory = snapshot.file(rel) ?? (slashless && rest.length && !request.trailingSlash ? snapshot.file(`${rel}.html`) : undefined);
      if (memory) return sendMemoryFile(req, res, memory);
      // A folder's page made in memory (a redirect's), at `/path/` as a static host serves it.
      const folderPage = rest.length ? snapshot.file(`${rel}/${PAGE_FILE}`) : undefined;
      if (folderPage && request.trailingSlash) return sendMemoryFile(req, res, folderPage);
      if (folderPage) return redirect(res, 302, formatPath([...base, ...rest], true) + request.query);
      const copy = snapshot.copies.get(rel);
      const copied = copy && (await findFileAt(await siteRootOf(snapshot.config.rootDir), copy));
      if (copied) return sendFile(req, res, copied, cache, { segments: [] });
      const staticFile = snapshot.staticRoot && (await findFile(snapshot.staticRoot, request.trailingSlash ? [...rest, 'index.html'] : rest));
      const match = matchRoute(snapshot, rest, request.trailingSlash, slashless);
      // Pages win over static files of the same path, as in the build, where pages are written last.
      if (staticFile && !match) return sendFile(req, res, staticFile, cache, { segments: [] });
      if (source.error !== undefined) return sendOverlay(req, res, source.error);
      if (match?.redirect) return redirect(res, 302, formatPath([...base, ...match.route.split('/').filter(Boolean)], !slashless || match.route === '/') + request.query);
      if (match) {
        const page = await snapshot.renderer.renderReady(match.route);
        return page.ok ? send(req, res, 200, HTML, page.html) : sendOverlay(req, res, page.error);
      }
    } else if (source.error !== undefined) return sendOverlay(req, res, source.error);

    const notFound = await snapshot.renderer.renderReady(undefined);
    return notFound.ok ? send(req, res, 404, HTML, notFound.html) : sendOverlay(req, res, notFound.error);
  };
}
