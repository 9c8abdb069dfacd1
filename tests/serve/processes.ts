import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../helpers/site.js';
import { QUIET_CI } from '../helpers/processEnv.js';

/** A running `docs-gen dev` or `docs-gen serve`, started through the real binary. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  stop(): Promise<void>;
}

/**
 * Polls until `check` holds: updates take longer on a loaded machine, and a fixed sleep would flake. On timeout
 * the error shows what the server printed.
 */
export async function untilServed(server: Pick<ServerProcess, 'stdout' | 'stderr'>, what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms. It printed:\n${server.stdout()}\n${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Spawns the binary and resolves once it prints the URL it serves on. `onStdout` hears everything it prints
 * until then (the first build's stages, say), as it arrives.
 */
export function startDocsGen(args: string[], timeoutMs = 90_000, onStdout?: (printed: string) => void): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'docs-gen.js'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...QUIET_CI },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (err += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`docs-gen ${args.join(' ')} printed no URL in ${timeoutMs} ms:\n${out}\n${err}`));
    }, timeoutMs);
    const onData = () => {
      onStdout?.(out);
      // Up to the whitespace after it, so a URL cut between two chunks is not taken.
      const match = /(http:\/\/\S+?)\/?\s/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({ url: `${match[1]}/`, child, stdout: () => out, stderr: () => err, stop });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`docs-gen ${args.join(' ')} exited with ${code}:\n${out}\n${err}`));
    });
  });
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** One request with the path sent exactly as given (fetch would normalise `..` and encodings away). */
export function request(base: string, rawPath: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: rawPath, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Bytes written straight to the socket, for requests no HTTP client would send; resolves with the raw answer. */
export function rawRequest(base: string, bytes: string): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(bytes));
    let answer = '';
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('data', (c) => (answer += c.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}
