import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchSharedBrowser, SHARED_BROWSER_ENV } from './helpers/browser.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Integration tests run the real binary, which runs the bundled `dist/`; site tests read the OGC site's
 * `build/`. Both are rebuilt once before every run, so a run never mixes new sources with an old bundle.
 * The browser the browser tests share starts while the site builds.
 */
export default async function setup(): Promise<() => Promise<void>> {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-tool.mjs')], { cwd: root, stdio: 'inherit' });
  const [site, shared] = await Promise.allSettled([buildSite(), launchSharedBrowser()]);
  const browser = shared.status === 'fulfilled' ? shared.value : undefined;
  if (site.status === 'rejected' || shared.status === 'rejected') {
    await browser?.close();
    throw site.status === 'rejected' ? site.reason : (shared as PromiseRejectedResult).reason;
  }
  if (browser) process.env[SHARED_BROWSER_ENV] = browser.wsEndpoint();
  // Fixtures served to the browser are built once per run and shared by the test files (see serveFixture).
  const served = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-served-'));
  process.env.DOCS_GEN_SERVED_FIXTURES = served;
  return async () => {
    await browser?.close();
    fs.rmSync(served, { recursive: true, force: true });
  };
}

/** `docs-gen build` of the repository's own site, its messages shown as they come. */
function buildSite(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bin', 'docs-gen.js'), 'build', '--quiet'], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`Building the site (docs-gen build) exited with ${code}`))));
  });
}
