// `npm test` after the lint: the type check and the test suite side by side. The suite spends much of its
// time waiting on browsers and spawned builds, so the type check's quarter of a minute runs in time that
// is otherwise idle: at the lowest priority, it takes no more. Its output is printed after the suite's; the exit code is 1 when either fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Runs a command from the repository root; resolves with its exit code and, when `capture`, its output.
 * `background`: at the lowest CPU priority, which the processes it starts inherit.
 */
function run(command, args, capture, background = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (background && child.pid !== undefined) {
      try {
        os.setPriority(child.pid, 19);
      } catch {
        // Not allowed here: it runs at the same priority.
      }
    }
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * The tests' temporary folders (fixture sites, their output and caches, Chromium's profiles) go to memory when the
 * machine has a tmpfs at /dev/shm and TMPDIR is not set. On this machine kind's disk (ext4 without a journal, see
 * the README's Performance budgets), creating folders slows down after each batch of deletions, and a run creates
 * and deletes thousands of them.
 */
function memoryTempDir() {
  if (process.env.TMPDIR || process.platform !== 'linux') return undefined;
  try {
    return fs.mkdtempSync('/dev/shm/docs-gen-test-');
  } catch {
    return undefined;
  }
}

const tempDir = memoryTempDir();
const env = tempDir ? { ...process.env, TMPDIR: tempDir } : process.env;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const [types, suite] = await Promise.all([run(npm, ['run', '--silent', 'typecheck'], true, true), run(bin('vitest'), ['run', ...process.argv.slice(2)], false)]);
if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
console.log(types.code ? `\nType check failed:\n${types.output}` : '\nType check passed.');
process.exitCode = types.code || suite.code ? 1 : 0;
