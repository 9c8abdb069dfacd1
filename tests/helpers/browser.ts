import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { buildFixture, repoRoot, runDocsGenAsync } from './site.js';

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
    ],
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

export interface ServedSite {
  /** Origin of the static server, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** The built output folder. */
  outDir: string;
  close(): Promise<void>;
}

/** Copies a fixture to `dir` and builds it there without blocking the worker. */
async function buildFixtureAsync(name: string, dir: string) {
  fs.cpSync(path.join(repoRoot, 'tests', 'fixtures', name), dir, { recursive: true });
  return runDocsGenAsync(['build', dir]);
}

/** Waits for another test file's build of a fixture: its output folder, or the report of its failure. */
async function waitForBuild(dir: string): Promise<string> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (fs.existsSync(path.join(dir, 'failed'))) throw new Error(fs.readFileSync(path.join(dir, 'failed'), 'utf8'));
    if (fs.existsSync(path.join(dir, 'ready'))) return path.join(dir, 'site', 'build');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for the build in ${dir}`);
}

/**
 * The output of a fixture site built with the real binary (so `dist/` must be current). Served fixtures are
 * only read, so within one `npm test` run each is built once, by the first file that asks, and shared.
 */
async function builtFixture(name: string): Promise<{ outDir: string; cleanup(): void }> {
  const runDir = process.env.DOCS_GEN_SERVED_FIXTURES;
  if (runDir) {
    const dir = path.join(runDir, name);
    try {
      fs.mkdirSync(dir);
    } catch {
      return { outDir: await waitForBuild(dir), cleanup: () => undefined };
    }
    const site = await buildFixtureAsync(name, path.join(dir, 'site'));
    if (site.code !== 0) {
      fs.writeFileSync(path.join(dir, 'failed'), `Building the ${name} fixture failed:\n${site.stdout}\n${site.stderr}`);
      return waitForBuild(dir).then((outDir) => ({ outDir, cleanup: () => undefined }));
    }
    fs.writeFileSync(path.join(dir, 'ready'), '');
    return { outDir: path.join(dir, 'site', 'build'), cleanup: () => undefined };
  }
  const site = buildFixture(name);
  if (site.code !== 0) {
    site.cleanup();
    throw new Error(`Building the ${name} fixture failed:\n${site.stdout}\n${site.stderr}`);
  }
  return { outDir: path.join(site.dir, 'build'), cleanup: site.cleanup };
}

/** Builds a fixture site (once per run, see builtFixture) and serves its output. A failed build fails the test file with the build's own report. */
export async function serveFixture(name: string): Promise<ServedSite> {
  const built = await builtFixture(name);
  const server = await serveStatic(built.outDir);
  return {
    url: server.url,
    outDir: built.outDir,
    async close() {
      await server.close();
      built.cleanup();
    },
  };
}
