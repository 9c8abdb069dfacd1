import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

/**
 * A context a test has handed back, reset, with the one tab it keeps open. Opening a tab costs this machine kind
 * about 0.6 s of CPU and a context another 0.2 s, against 0.1 s for the reset: for the hundred-odd browser tests,
 * most of a minute of the suite's time.
 */
interface Pooled {
  browser: Browser;
  key: string;
  options: ContextOptions;
  context: BrowserContext;
  /** The tab the next `newPage()` gets instead of a new one, on about:blank with no history. */
  kept: Page | undefined;
  /** Init scripts a test added, removed at the reset: a context's scripts cannot be listed. */
  scripts: { dispose(): Promise<void> }[];
}

/** Idle contexts by the options they were made with; a context is only reused with exactly the same ones. */
const idle = new Map<string, Pooled[]>();
/** Idle contexts kept per options: more are closed, as a worker's files use a few kinds of context at most. */
const IDLE_PER_KEY = 2;

async function acquire(browser: Browser, options: ContextOptions = {}): Promise<Pooled> {
  const key = JSON.stringify(options);
  const free = idle.get(key) ?? [];
  for (let pooled = free.pop(); pooled; pooled = free.pop()) {
    if (pooled.browser === browser && browser.isConnected()) return pooled;
  }
  return { browser, key, options, context: await browser.newContext(options), kept: undefined, scripts: [] };
}

/** The origins a tab has shown, read from its history (which the reset then clears). */
async function visitedOrigins(session: CDPSession): Promise<Set<string>> {
  const { entries } = (await session.send('Page.getNavigationHistory')) as { entries: { url: string }[] };
  const origins = new Set<string>();
  for (const { url } of entries) {
    const { origin } = new URL(url);
    if (origin !== 'null') origins.add(origin);
  }
  return origins;
}

/**
 * Returns the context to a state a test cannot tell from a new one: no other tabs, no listeners, routes, init
 * scripts, cookies, permissions or offline mode; storage (local, session, IndexedDB, caches, HTTP cache) cleared
 * for every origin its tabs showed; the kept tab at the context's own viewport and media, on about:blank with no
 * history before it (so a test sees one history entry more than in a new tab).
 */
async function reset(pooled: Pooled): Promise<void> {
  const { context, options } = pooled;
  const pages = context.pages();
  const kept = pages.find((page) => page === pooled.kept) ?? pages[0];
  const origins = new Set<string>();
  const others = pages.filter((page) => page !== kept);
  for (const page of others) {
    const session = await context.newCDPSession(page);
    for (const origin of await visitedOrigins(session)) origins.add(origin);
    await session.detach();
  }
  await Promise.all(others.map((page) => page.close()));
  context.removeAllListeners();
  await Promise.all(pooled.scripts.splice(0).map((script) => script.dispose()));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all([context.clearCookies(), context.clearPermissions(), context.setOffline(false)]);
  pooled.kept = kept;
  if (!kept) return;
  kept.removeAllListeners();
  await kept.unrouteAll({ behavior: 'ignoreErrors' });
  const session = await context.newCDPSession(kept);
  for (const origin of await visitedOrigins(session)) origins.add(origin);
  await kept.goto('about:blank');
  await session.send('Page.resetNavigationHistory');
  await session.send('Network.clearBrowserCache');
  for (const origin of origins) {
    // `local_storage` clears the tab's session storage too. (`all` never answers here.)
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers' });
  }
  await session.detach();
  await kept.mouse.move(-1, -1);
  const viewport = options.viewport === undefined ? { width: 1280, height: 720 } : options.viewport;
  if (viewport) await kept.setViewportSize(viewport);
  await kept.emulateMedia({ media: null, colorScheme: options.colorScheme ?? 'light', reducedMotion: options.reducedMotion ?? 'no-preference' });
}

/** Resets a context a test is done with and keeps it for the next one; one that cannot be reset is closed. */
async function release(pooled: Pooled): Promise<void> {
  try {
    if (!pooled.browser.isConnected()) return;
    await reset(pooled);
    const free = idle.get(pooled.key) ?? [];
    free.push(pooled);
    idle.set(pooled.key, free);
    await Promise.all(free.splice(0, Math.max(0, free.length - IDLE_PER_KEY)).map((extra) => extra.context.close()));
  } catch {
    await pooled.context.close().catch(() => undefined);
  }
}

/** Calls `method` of `target` as `target` itself, so that the proxies below pass Playwright's own checks. */
function forwardTo<T extends object>(target: T, overrides: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(object, key) {
      if (Object.hasOwn(overrides, key)) return overrides[key as keyof T];
      const value = Reflect.get(object, key, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/**
 * The contexts one test file opens. `newContext()` and `newPage()` take a reset context from the pool when one was
 * made with the same options; `close()` on such a context (or on a page `newPage()` made) hands it back instead of
 * closing it, and the file's `closeAll()` hands back what its tests left open.
 */
export function contextsOfOneFile(browser: Browser) {
  const open = new Set<Pooled>();

  function handBack(pooled: Pooled): Promise<void> {
    if (!open.delete(pooled)) return Promise.resolve();
    return release(pooled);
  }

  function wrapContext(pooled: Pooled): BrowserContext {
    const { context } = pooled;
    return forwardTo(context, {
      async newPage() {
        const kept = pooled.kept;
        pooled.kept = undefined;
        if (kept && !kept.isClosed()) return kept;
        return context.newPage();
      },
      async addInitScript(...args: Parameters<BrowserContext['addInitScript']>) {
        const script = await context.addInitScript(...args);
        pooled.scripts.push(script);
        return script;
      },
      close: () => handBack(pooled),
    });
  }

  async function take(options?: ContextOptions): Promise<Pooled> {
    const pooled = await acquire(browser, options);
    open.add(pooled);
    return pooled;
  }

  return {
    async newContext(options?: ContextOptions): Promise<BrowserContext> {
      return wrapContext(await take(options));
    },
    async newPage(options?: ContextOptions): Promise<Page> {
      const pooled = await take(options);
      const page = await wrapContext(pooled).newPage();
      pooled.kept = page;
      return forwardTo(page, {
        async addInitScript(...args: Parameters<Page['addInitScript']>) {
          const script = await page.addInitScript(...args);
          pooled.scripts.push(script);
          return script;
        },
        close: () => handBack(pooled),
      });
    },
    async closeAll(): Promise<void> {
      await Promise.all([...open].map(handBack));
    },
  };
}
