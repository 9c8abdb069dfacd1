/** A fetched page: its final URL (after redirects), status and HTML (null when the response is not HTML). */
export interface FetchedPage {
  url: string;
  status: number;
  html: string | null;
}

const pages = new Map<string, Promise<FetchedPage>>();
/** Enough for the pages a reader hovers and sees in a session, small enough not to matter for memory. */
const MAX_PAGES = 40;
/** A request hanging this long counts as failed, so the error view with Retry can show. */
const TIMEOUT_MS = 15_000;

async function request(path: string): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(path, { signal: controller.signal, credentials: 'same-origin' });
    const html = /text\/html/.test(response.headers.get('content-type') ?? '') ? await response.text() : null;
    return { url: response.url, status: response.status, html };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The page at `url` (its hash ignored), requested once and shared by prefetch and navigation: a navigation to
 * a prefetched page starts from the finished (or running) request. Network failures and server errors are
 * not kept, so a retry asks again. Rejects when the network fails.
 */
export function fetchPage(url: URL): Promise<FetchedPage> {
  const key = url.pathname + url.search;
  let page = pages.get(key);
  if (!page) {
    page = request(key).then(
      (result) => {
        if (result.status >= 500) pages.delete(key);
        return result;
      },
      (error: unknown) => {
        pages.delete(key);
        throw error;
      },
    );
    pages.set(key, page);
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
  }
  return page;
}
