// A process that runs docs-gen commands one after another for the test suite (see buildHost.ts). It does what
// bin/docs-gen.js does, `main(argv)` of the bundled dist/cli.js, with the command's cwd and environment, and
// answers with the exit code and everything the command wrote. Starting Node and loading the modules is most of
// a small build's time; a process that stays pays for it once instead of once per build.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { main } = await import(pathToFileURL(path.join(root, 'dist', 'cli.js')).href);

const stdoutWrite = process.stdout.write;
const stderrWrite = process.stderr.write;
/** The command running now: what it wrote so far and how to answer. */
let current;

/** A stream's `write` that keeps what the running command writes (strings or bytes, with an optional callback). */
function capture(key) {
  return (chunk, encoding, callback) => {
    const done = typeof encoding === 'function' ? encoding : callback;
    if (current) current[key] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (done) queueMicrotask(() => done());
    return true;
  };
}

function answer(message, exit) {
  process.send(message, () => {
    if (exit) process.exit(1);
  });
}

// What would end the real binary with a stack trace ends the command the same way, and this process with it:
// whatever the command left behind must not reach the next one.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    const run = current;
    current = undefined;
    const report = `docs-gen failed unexpectedly (${event}):\n${error?.stack ?? error}\n`;
    if (run) answer({ id: run.id, code: 1, stdout: run.stdout, stderr: run.stderr + report }, true);
    else process.exit(1);
  });
}

process.on('disconnect', () => process.exit(0));

process.on('message', async ({ id, args, cwd, env }) => {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  process.chdir(cwd);
  process.exitCode = undefined;
  current = { id, stdout: '', stderr: '' };
  process.stdout.write = capture('stdout');
  process.stderr.write = capture('stderr');
  try {
    await main([process.execPath, 'docs-gen', ...args]);
  } catch (error) {
    // The real binary's top-level await rejects: Node prints the error and exits with 1.
    if (current) current.stderr += `${error?.stack ?? error}\n`;
    process.exitCode = 1;
  } finally {
    process.stdout.write = stdoutWrite;
    process.stderr.write = stderrWrite;
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const run = current;
  current = undefined;
  if (run) answer({ id, code: Number(process.exitCode ?? 0), stdout: run.stdout, stderr: run.stderr }, false);
});
