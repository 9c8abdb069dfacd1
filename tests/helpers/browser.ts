import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { contextsOfOneFile } from './contextPool.js';
import { runDocsGenAsync, sharedBuild } from './site.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether browser tests can run here. In CI they must: a missing Chromium fails there instead of skipping. */
export function hasChromium(): boolean {
  const found = fs.existsSync(CHROMIUM);
  if (!found) {
    if (process.env.CI) throw new Error(`Chromium not found at ${CHROMIUM}; .ci/run must install the chromium package`);
    console.warn(`\n!!! Browser tests SKIPPED: no Chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium\n`);
  }
  return found;
}

const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM,
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    // Chrome keeps the last --disable-features it is given, so this list repeats playwright-core's own
    // (1.65, less those for Windows, macOS and Edge) before adding the WebUI omnibox popups: Chromium 156
    // preloads them for every new window, in renderers of their own. Without them a context with one page
    // load took about 0.7 s of CPU instead of 1.1 s here, and the browser test files 140 s instead of 275 s.
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxAimPopup', 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup'].join(',')}`,
  ],
};

/** How long an unused Chromium waits for the worker's next test file before it closes. */
const IDLE_CLOSE_MS = 3_000;
let shared: Promise<Browser> | undefined;
let users = 0;
let idleTimer: NodeJS.Timeout | undefined;

/**
 * A browser for one test file: `close()` hands back the contexts and pages it opened. The Chromium behind it is
 * shared by the files a test worker runs one after another (a launch is over a second of both cores' time here),
 * and closes once no file has used it for a few seconds. A context is only handed out again once nothing a test
 * left in it can be seen (contextPool.ts), so tests and files stay as separate as with new contexts.
 */
export async function launchBrowser(): Promise<Browser> {
  clearTimeout(idleTimer);
  users++;
  if (!shared) {
    const launching = chromium.launch(LAUNCH_OPTIONS);
    shared = launching;
    // A Chromium that crashed or was closed is not handed to the next file.
    void launching.then((browser) => browser.on('disconnected', () => shared === launching && (shared = undefined)), () => undefined);
  }
  let browser: Browser;
  try {
    browser = await shared;
  } catch (error) {
    users--;
    shared = undefined;
    throw error;
  }
  return forOneFile(browser);
}

function release(): void {
  if (--users > 0) return;
  idleTimer = setTimeout(() => {
    const closing = shared;
    shared = undefined;
    void closing?.then((browser) => browser.close());
  }, IDLE_CLOSE_MS);
}

function forOneFile(browser: Browser): Browser {
  const contexts = contextsOfOneFile(browser);
  let released = false;
  const opened: Pick<Browser, 'newContext' | 'newPage' | 'close'> = {
    newContext: contexts.newContext,
    newPage: contexts.newPage,
    async close() {
      await contexts.closeAll();
      if (!released) {
        released = true;
        release();
      }
    },
  };
  return new Proxy(browser, {
    get(target, key) {
      if (Object.hasOwn(opened, key)) return opened[key as keyof typeof opened];
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.png': 'image/png',
};

/** A minimal static server for a built site on 127.0.0.1 (tests only; `docs-gen serve` is the real one). */
export async function serveStatic(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      res.writeHead(404, { 'content-type': TYPES['.html'] }).end(fs.existsSync(path.join(root, '404.html')) ? fs.readFileSync(path.join(root, '404.html')) : 'Not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Builds a site written into `dir` and serves its output; a failed build fails the test file with the build's report. */
export async function buildAndServe(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const built = await runDocsGenAsync(['build', dir, '--quiet']);
  if (built.code !== 0) throw new Error(`Building ${dir} failed:\n${built.stdout}\n${built.stderr}`);
  return serveStatic(path.join(dir, 'build'));
}

export interface ServedSite {
  /** Origin of the static server, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** The built output folder. */
  outDir: string;
  close(): Promise<void>;
}

/** Builds a fixture site (once per run, see sharedBuild) and serves its output. A failed build fails the test file with the build's own report. */
export async function serveFixture(name: string): Promise<ServedSite> {
  const built = await sharedBuild(name);
  if (built.code !== 0) {
    built.cleanup();
    throw new Error(`Building the ${name} fixture failed:\n${built.stdout}\n${built.stderr}`);
  }
  const outDir = path.join(built.dir, 'build');
  const server = await serveStatic(outDir);
  return {
    url: server.url,
    outDir,
    async close() {
      await server.close();
      built.cleanup();
    },
  };
}
