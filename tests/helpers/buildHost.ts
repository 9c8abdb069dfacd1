import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunResult } from './site.js';
import { QUIET_CI } from './processEnv.js';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'buildHostProcess.mjs');

/** Processes per test worker: the suite runs two workers on two cores, and a file may run two builds at once. */
const HOSTS = 2;

interface Request {
  id: number;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  resolve(result: RunResult): void;
}

interface Host {
  child: ChildProcess;
  running?: Request;
  /** What the process itself wrote to stderr (not a command's output): shown if it dies. */
  log: string;
}

const hosts: Host[] = [];
const queue: Request[] = [];
let nextId = 0;

/** The IPC channel keeps the test worker alive; it may only while a command runs. */
function hold(host: Host, busy: boolean): void {
  const channel = host.child.channel as { ref?(): void; unref?(): void } | null | undefined;
  if (busy) {
    host.child.ref();
    channel?.ref?.();
  } else {
    host.child.unref();
    channel?.unref?.();
  }
}

function startHost(): Host {
  const child = fork(script, [], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], env: { ...process.env, ...QUIET_CI } });
  const host: Host = { child, log: '' };
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (host.log += chunk));
  child.on('message', (message: RunResult & { id: number }) => {
    const request = host.running;
    if (!request || request.id !== message.id) return;
    host.running = undefined;
    request.resolve({ code: message.code, stdout: message.stdout, stderr: message.stderr });
    dispatch();
  });
  const gone = (why: string) => {
    const index = hosts.indexOf(host);
    if (index === -1) return;
    hosts.splice(index, 1);
    const request = host.running;
    host.running = undefined;
    request?.resolve({ code: 1, stdout: '', stderr: `The build process ${why} during the command.\n${host.log}` });
    dispatch();
  };
  child.on('exit', (code, signal) => gone(`exited (${signal ?? code})`));
  child.on('error', (error) => gone(`failed: ${error.message}`));
  hosts.push(host);
  return host;
}

function dispatch(): void {
  while (queue.length) {
    const host = hosts.find((h) => !h.running && h.child.connected) ?? (hosts.length < HOSTS ? startHost() : undefined);
    if (!host) return;
    const request = queue.shift() as Request;
    host.running = request;
    hold(host, true);
    const { id, args, cwd, env } = request;
    host.child.send({ id, args, cwd, env });
  }
  for (const host of hosts) if (!host.running) hold(host, false);
}

/**
 * Runs `docs-gen <args>` as the binary does (`main` of the bundled CLI, in a Node process of its own, with
 * `cwd` and `env` added) in one of a few processes that stay between commands. For commands that end on their
 * own (build, check): what depends on the process itself (signals, `dev`, start-up) needs the real binary.
 */
export function runInBuildHost(args: string[], cwd: string, env: Record<string, string> = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    queue.push({ id: nextId++, args, cwd, env, resolve });
    dispatch();
  });
}
