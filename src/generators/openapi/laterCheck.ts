import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerScript } from '../../util/workerScript.js';
import { forcedWorkerThreads } from '../../util/workerThreads.js';
import { laterProblems, type LaterProblems } from './validate.js';

/**
 * What the checking thread is given: a JSON document's text (parsed there as here, faster than copying the
 * parsed data over), or a YAML document's parsed data (parsing YAML again would take longer).
 */
export type LaterCheckRequest = { text: string; file: string } | { doc: Record<string, unknown> };

export type LaterCheckReply = { ok: true; problems: LaterProblems } | { ok: false; message: string };

/**
 * Document size from which the checks run on another thread: below it, starting one costs more than it saves.
 * The OGC site's 140 KB document gains from it (loading the validator and compiling the schema take this
 * thread about 100 ms).
 */
const MIN_CHARS = 100_000;


/** The checks of `laterProblems`, whether they run on another thread, and how to stop that thread when they are not needed. */
export interface LaterCheck {
  threaded: boolean;
  run: (doc: Record<string, unknown>) => Promise<LaterProblems>;
  cancel: () => void;
}

/**
 * The later checks of a document (see validate.ts), on another thread for a large document when there is a
 * second core: the official schema's check takes about as long as building a few hundred pages, which can
 * go on meanwhile. The thread starts at once, so it loads the validator while this one parses the document.
 * A thread that fails leaves the checks to this one.
 */
export function laterCheckOf(text: string, file: string): LaterCheck {
  const forced = forcedWorkerThreads();
  const threads = forced ?? os.availableParallelism() - 1;
  const worker = threads >= 1 && (forced !== undefined || text.length >= MIN_CHARS) ? workerScript('openapi-check') : undefined;
  if (!worker) return { threaded: false, run: laterProblems, cancel: () => {} };
  const thread = new Worker(worker);
  const json = file.endsWith('.json');
  // Settles with the thread's answer, or undefined when it has none: the checks are then run here.
  const answer = new Promise<LaterProblems | undefined>((resolve) => {
    thread.once('message', (reply: LaterCheckReply) => resolve(reply.ok ? reply.problems : undefined));
    thread.once('error', () => resolve(undefined));
    thread.once('exit', () => resolve(undefined));
  });
  void answer.then(() => thread.terminate());
  if (json) thread.postMessage({ text, file } satisfies LaterCheckRequest);
  return {
    threaded: true,
    run: (doc) => {
      if (!json) thread.postMessage({ doc } satisfies LaterCheckRequest);
      return answer.then((problems) => problems ?? laterProblems(doc));
    },
    cancel: () => void thread.terminate(),
  };
}
