import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = path.join(repoRoot, 'bin', 'docs-gen.js');

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real `docs-gen` binary, as a user or CI would. */
export function runDocsGen(args: string[], cwd = repoRoot): RunResult {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/** `runDocsGen` without blocking the test worker, so long runs of tests keep it responsive. `env` adds variables. */
export function runDocsGenAsync(args: string[], cwd = repoRoot, env: Record<string, string> = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });
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

/** Builds a fixture site into a temp folder with the real binary. */
export function buildFixture(fixture: string, extraArgs: string[] = []) {
  const site = tempSite(fixture);
  const result = runDocsGen(['build', site.dir, ...extraArgs]);
  return { ...site, ...result, html: (route: string) => site.read(path.join('build', route, route.endsWith('.html') ? '' : 'index.html')) };
}
