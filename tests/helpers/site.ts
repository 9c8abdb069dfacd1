import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInBuildHost } from './buildHost.js';
import { QUIET_CI } from './processEnv.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = path.join(repoRoot, 'bin', 'docs-gen.js');

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real `docs-gen` binary, as a user or CI would. */
export function runDocsGen(args: string[], cwd = repoRoot): RunResult {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...QUIET_CI } });
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/**
 * `runDocsGen` without blocking the test worker, so long runs of tests keep it responsive. `env` adds variables.
 * `build` and `check` run in a process that stays between commands (see buildHost.ts), the same code without a
 * Node start per build; every other command, and every command of `spawnDocsGenAsync`, starts the binary.
 */
export function runDocsGenAsync(args: string[], cwd = repoRoot, env: Record<string, string> = {}): Promise<RunResult> {
  if (args[0] === 'build' || args[0] === 'check') return runInBuildHost(args, cwd, env);
  return spawnDocsGenAsync(args, cwd, env);
}

/** Starts the real binary for one command, as a user or CI would, without blocking the test worker. */
export function spawnDocsGenAsync(args: string[], cwd = repoRoot, env: Record<string, string> = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, ...QUIET_CI, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** A temporary copy of a fixture site (or an empty folder), removed by `cleanup`. */
export function tempSite(fixture?: string): { dir: string; write(rel: string, text: string): void; read(rel: string): string; exists(rel: string): boolean; cleanup(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-test-'));
  if (fixture) fs.cpSync(path.join(repoRoot, 'tests', 'fixtures', fixture), dir, { recursive: true });
  return siteAt(dir);
}

/** Reads and writes files of the site in `dir`. */
function siteAt(dir: string): ReturnType<typeof tempSite> {
  return {
    dir,
    write(rel, text) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    },
    read(rel) {
      return fs.readFileSync(path.join(dir, rel), 'utf8');
    },
    exists(rel) {
      return fs.existsSync(path.join(dir, rel));
    },
    cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Builds each site into its `build/`, side by side, throwing a failed build's messages. */
export async function buildSites(...sites: { dir: string }[]): Promise<void> {
  const built = await Promise.all(sites.map((site) => runDocsGenAsync(['build', site.dir, '--quiet'])));
  for (const result of built) if (result.code !== 0) throw new Error(result.stderr);
}

/** The stylesheet a built page of the site in `dir` links (`page`: its file below `build/`). */
export function linkedStylesheet(dir: string, page = 'index.html'): string {
  const html = fs.readFileSync(path.join(dir, 'build', page), 'utf8');
  return fs.readFileSync(path.join(dir, 'build', /href="(\/assets\/css\/styles\.[^"]+\.css)"/.exec(html)![1]), 'utf8');
}

/** Builds a fixture site into a temp folder (see runDocsGenAsync). */
export async function buildFixture(fixture: string, extraArgs: string[] = []) {
  const site = tempSite(fixture);
  const result = await runDocsGenAsync(['build', site.dir, ...extraArgs]);
  return { ...site, ...result, html: (route: string) => site.read(path.join('build', route, route.endsWith('.html') ? '' : 'index.html')) };
}

/** A fixture built by `sharedBuild`: the build's report and its site folder, which tests only read. */
export type SharedBuild = RunResult & Pick<ReturnType<typeof tempSite>, 'dir' | 'read' | 'exists' | 'cleanup'> & { html(route: string): string };

/** Waits for another test file's build of a fixture (see sharedBuild). */
async function waitForSharedBuild(dir: string): Promise<RunResult> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (fs.existsSync(path.join(dir, 'result.json'))) return JSON.parse(fs.readFileSync(path.join(dir, 'result.json'), 'utf8')) as RunResult;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for the build in ${dir}`);
}

/**
 * A fixture site as `docs-gen build <site>` leaves it, for tests that only read it. Within one `vitest run`
 * (tests/globalSetup.ts) each fixture is built once, by the first file that asks, and shared with the others;
 * elsewhere each call builds a copy of its own. Never write into it: use `buildFixture` for a site to change.
 * `make` writes a site that is not in tests/fixtures (then `fixture` only names it).
 */
export async function sharedBuild(fixture: string, make?: (site: ReturnType<typeof tempSite>) => void): Promise<SharedBuild> {
  const runDir = process.env.DOCS_GEN_SERVED_FIXTURES;
  let dir: string;
  let result: RunResult;
  let cleanup = () => undefined as void;
  if (runDir) {
    const shared = path.join(runDir, fixture);
    dir = path.join(shared, 'site');
    let first = true;
    try {
      fs.mkdirSync(shared);
    } catch {
      first = false;
    }
    if (first) {
      try {
        if (make) make(siteAt(dir));
        else fs.cpSync(path.join(repoRoot, 'tests', 'fixtures', fixture), dir, { recursive: true });
        result = await runDocsGenAsync(['build', dir]);
      } catch (error) {
        // The files waiting for this build fail with the reason instead of waiting in vain.
        result = { code: 1, stdout: '', stderr: `Making the ${fixture} site failed: ${(error as Error).stack ?? error}` };
      }
      // Written last and whole (renamed into place), so a waiting file never reads half of it.
      fs.writeFileSync(path.join(shared, 'result.json.tmp'), JSON.stringify(result));
      fs.renameSync(path.join(shared, 'result.json.tmp'), path.join(shared, 'result.json'));
    } else {
      result = await waitForSharedBuild(shared);
    }
  } else {
    const site = tempSite(make ? undefined : fixture);
    make?.(site);
    dir = site.dir;
    cleanup = site.cleanup;
    result = await runDocsGenAsync(['build', dir]);
  }
  const read = (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');
  return {
    ...result,
    dir,
    read,
    exists: (rel) => fs.existsSync(path.join(dir, rel)),
    cleanup,
    html: (route) => read(path.join('build', route, route.endsWith('.html') ? '' : 'index.html')),
  };
}
