import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { serveFixture, type ServedSite } from '../../helpers/browser.js';

export type { ServedSite };

/** Builds and serves a runtime fixture (the runtime tests' default is `runtime-site`). */
export function serveRuntimeSite(name = 'runtime-site'): Promise<ServedSite> {
  return serveFixture(name);
}

export interface Connection {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * A page in a fresh context. Analytics scripts are blocked, as in an offline run; `connection` emulates
 * `navigator.connection` (2g, data saver). `requests` lists the same-origin paths fetched after the first load.
 */
export async function openPage(
  browser: Browser,
  url: string,
  options: { connection?: Connection } = {},
): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await browser.newContext();
  await context.route('https://www.googletagmanager.com/**', (route) => route.abort('internetdisconnected'));
  if (options.connection) {
    const value = JSON.stringify(options.connection);
    await context.addInitScript(`Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => (${value}) });`);
  }
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const requests: string[] = [];
  // Listen before loading: an idle-time prefetch can start before goto() returns. The page's own document
  // and the assets it loads are not prefetches, so navigation requests and the first load's assets are left out.
  let loaded = false;
  page.on('request', (request: Request) => {
    const target = new URL(request.url());
    if (target.origin !== origin || (request.isNavigationRequest() && !loaded)) return;
    if (!loaded && target.pathname.startsWith('/assets/')) return;
    requests.push(target.pathname + target.search);
  });
  await page.goto(url);
  loaded = true;
  return { context, page, requests };
}

/**
 * Evaluates a JavaScript expression in the page. Source strings rather than functions: the test tsconfig has
 * no DOM types (it type-checks Node code).
 */
export function inPage<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate(expression) as Promise<T>;
}

/** Clicks the first link matching `selector` from script, so the page does not scroll to it first. */
export function clickInPage(page: Page, selector: string): Promise<void> {
  return inPage(page, `document.querySelector(${JSON.stringify(selector)}).click()`);
}

/**
 * A real click at the element's place, without the scroll into view Playwright's `click()` may do first
 * (it scrolls even to sticky navbar links), which would change the position the router saves.
 */
export async function clickWhereItIs(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('clickWhereItIs: the element is not visible');
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Resolves once the page shows the document titled `title` (client navigation or full load). */
export function waitForTitle(page: Page, title: string): Promise<unknown> {
  return page.waitForFunction(`document.title.startsWith(${JSON.stringify(title)})`);
}

/** Resolves once the page has stopped scrolling (a smooth scroll has arrived): five frames without movement. */
export function waitForScrollEnd(page: Page): Promise<unknown> {
  return page.evaluate(
    'new Promise((done) => { let y = -1, still = 0; const tick = () => { still = scrollY === y ? still + 1 : 0; y = scrollY; if (still >= 5) done(y); else requestAnimationFrame(tick); }; tick(); })',
  );
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
