import { performance } from 'node:perf_hooks';

export interface Timings {
  [stage: string]: number;
}

/** Hears what the stages of one run are doing, for a progress display. Every method is optional to call cheaply. */
export interface StageListener {
  start(stage: string): void;
  /** `done` of `total` items of a stage that works item by item (pages). */
  advance(stage: string, done: number, total: number): void;
  /** `ok` is false when the stage threw. */
  end(stage: string, ms: number, ok: boolean): void;
}

/** Reports how far a stage has got; a no-op when nobody listens. */
export type Tick = (done: number, total: number) => void;

// A run's listener travels with its timings record, so the stages keep one argument for both.
const listeners = new WeakMap<Timings, StageListener>();

/** A fresh timings record whose stages report to `listener`. */
export function observedTimings(listener?: StageListener): Timings {
  const timings: Timings = {};
  if (listener) listeners.set(timings, listener);
  return timings;
}

/** Runs one named stage and records how long it took; `run` may report its progress through `tick`. */
export async function task<T>(timings: Timings, name: string, run: (tick: Tick) => Promise<T> | T): Promise<T> {
  const listener = listeners.get(timings);
  const start = performance.now();
  listener?.start(name);
  const tick: Tick = listener ? (done, total) => listener.advance(name, done, total) : () => {};
  let ok = false;
  try {
    const result = await run(tick);
    ok = true;
    return result;
  } finally {
    timings[name] = Math.round(performance.now() - start);
    listener?.end(name, timings[name], ok);
  }
}
