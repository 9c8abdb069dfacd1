import type { IncomingMessage, ServerResponse } from 'node:http';
import { FileCache } from './fileCache.js';
import { assertReadMethod, redirect, sendText, type RequestHandler } from './httpServer.js';
import { formatPath, parseRequestPath } from './requestPath.js';
import { resolveStaticRoute } from './resolveStaticRoute.js';
import { sendFile } from './sendFile.js';
import { findFile, type ServedRoot } from './servedRoot.js';

export interface StaticSiteOptions {
  root: ServedRoot;
  /** The site's base URL (`/` or `/docs/`): the folder is served under it, as on the real host. */
  baseUrl?: string;
  cache?: FileCache;
}

function startsWith(segments: string[], prefix: string[]): boolean {
  return prefix.every((part, i) => segments[i] === part);
}

/** Serves a built site as a good static host does: canonical URLs, 404.html, compression and HTTP caching. */
export function createStaticSiteHandler(options: StaticSiteOptions): RequestHandler {
  const cache = options.cache ?? new FileCache();
  const base = (options.baseUrl ?? '/').split('/').filter(Boolean);

  /**
   * The not-found page of the folder the path is in when that folder has its own (a locale's, `fr/404.html`, as
   * hosts that serve the nearest 404.html do), else the site's.
   */
  async function notFound(req: IncomingMessage, res: ServerResponse, rest: string[] = []): Promise<void> {
    const own = rest.length > 1 ? [rest[0], '404.html'] : undefined;
    const ownPage = own && (await findFile(options.root, own));
    if (own && ownPage) return sendFile(req, res, ownPage, cache, { status: 404, segments: own });
    const page = await findFile(options.root, ['404.html']);
    if (page) await sendFile(req, res, page, cache, { status: 404, segments: ['404.html'] });
    else sendText(res, 404, 'Not found');
  }

  return async (req, res) => {
    assertReadMethod(req);
    const request = parseRequestPath(req.url);
    if (!startsWith(request.segments, base)) {
      // The bare host of a site with a base URL: send the visitor to the site.
      if (request.segments.length === 0) return redirect(res, 302, formatPath(base, true));
      return notFound(req, res);
    }
    const rest = request.segments.slice(base.length);
    if (base.length && rest.length === 0 && !request.trailingSlash) return redirect(res, 301, formatPath(base, true) + request.query);
    const route = await resolveStaticRoute(options.root, rest, request.trailingSlash);
    if (route.kind === 'file') return sendFile(req, res, route.found, cache, { segments: route.segments });
    if (route.kind === 'redirect') return redirect(res, 301, formatPath([...base, ...route.segments], route.trailingSlash) + request.query);
    return notFound(req, res, rest);
  };
}
