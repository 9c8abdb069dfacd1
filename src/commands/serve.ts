import path from 'node:path';
import { parsePort } from '../serve/httpServer.js';
import { startServe, type RunningServer } from '../serve/startServe.js';

export interface ServeCommandOptions {
  port: string;
  host: string;
  outDir?: string;
}

/** `docs-gen serve`: serves the built folder until Ctrl-C. */
export async function runServe(dir: string, options: ServeCommandOptions): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServe(dir, { host: options.host, port: parsePort(options.port), outDir: options.outDir });
  } catch (error) {
    process.stderr.write(`docs-gen serve: ${(error as Error).message}\n`);
    process.exitCode = 1;
    return;
  }
  const shown = path.relative(process.cwd(), server.folder) || '.';
  if (server.restoredFrom) process.stdout.write(`docs-gen serve: restored ${shown}/ from ${path.relative(process.cwd(), server.restoredFrom)}, left by an interrupted build\n`);
  process.stdout.write(`docs-gen serve: ${shown}/ at ${server.url}\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
