import type { StageListener } from '../pipeline/task.js';

/**
 * A listener that passes everything on to `listener` (if any) and calls `then` once, when `stage` ends, whether
 * it succeeded or not.
 */
export function afterStage(stage: string, then: () => void, listener?: StageListener): StageListener {
  let called = false;
  return {
    start: (name) => listener?.start(name),
    advance: (name, done, total) => listener?.advance(name, done, total),
    end(name, ms, ok) {
      listener?.end(name, ms, ok);
      if (name !== stage || called) return;
      called = true;
      then();
    },
  };
}
