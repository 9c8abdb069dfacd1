import { startDev, type RunningDev } from '../dev/startDev.js';
import { parsePort } from '../serve/httpServer.js';
import { createProgressReporter } from './progressReporter.js';
import { onStrayThrow } from './strayThrows.js';
import { formatProblem } from '../errors/format.js';

export interface DevCommandOptions {
  port: string;
  host: string;
  locale?: string;
}

/** `docs-gen dev`: the live-reloading preview server, until Ctrl-C. */
export async function runDev(dir: string, options: DevCommandOptions): Promise<void> {
  let dev: RunningDev;
  // The first build can take a while on a large site: show its stages as build does.
  const progress = createProgressReporter(process.stdout, { color: !process.env.NO_COLOR });
  // Dev keeps serving: what the site's code threw on its own is said, and the next edit rebuilds.
  onStrayThrow(dir, (error) => {
    process.stderr.write(`docs-gen dev: error ${formatProblem(error)}\n`);
  });
  try {
    dev = await startDev(dir, { host: options.host, port: parsePort(options.port), progress, locale: options.locale });
  } catch (error) {
    progress.close();
    process.stderr.write(`docs-gen dev: ${(error as Error).message}\n`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`docs-gen dev: serving ${dev.url} (live reload on; Ctrl-C to stop)\n`);
  const stop = () => void dev.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
