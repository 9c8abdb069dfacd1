import { performance } from 'node:perf_hooks';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export interface Timings {
  [stage: string]: number;
}

/** Runs one named stage and records how long it took. */
export async function task<T>(timings: Timings, name: string, run: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  try {
    return await run();
  } finally {
    timings[name] = Math.round(performance.now() - start);
  }
}
