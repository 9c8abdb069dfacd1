import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../../util/packageRoot.js';
import { forcedWorkerThreads } from '../../util/workerThreads.js';
import { laterProblems, type LaterProblems } from './validate.js';

/** What the check's thread is given: the document's text and file (parsed there as here). */
export interface OfficialCheckRequest {
  text: string;
  file: string;
}

export type OfficialCheckReply = { ok: true; problems: LaterProblems } | { ok: false; message: string };

/** Document size from which the check runs on another thread: below it, starting one costs more than it saves. */
const MIN_CHARS = 300_000;

function workerFile(): string | undefined {
  const file = path.join(packageRoot(), 'dist', 'openapi-check.js');
  return fs.existsSync(file) ? file : undefined;
}

/** The checks of `laterProblems`, and whether they run on another thread. */
export interface LaterCheck {
  threaded: boolean;
  run: (doc: Record<string, unknown>) => Promise<LaterProblems>;
}

/**
 * The later checks of a document (see validate.ts), on another thread for a large document when there is a
 * second core: the official schema's check takes about as long as building a few hundred pages, which can
 * go on meanwhile. A thread that fails leaves the checks to this one.
 */
export function laterCheckOf(text: string, file: string): LaterCheck {
  const forced = forcedWorkerThreads();
  const threads = forced ?? os.availableParallelism() - 1;
  const worker = threads >= 1 && (forced !== undefined || text.length >= MIN_CHARS) ? workerFile() : undefined;
  if (!worker) return { threaded: false, run: laterProblems };
  const run = (doc: Record<string, unknown>) =>
    new Promise<LaterProblems>((resolve) => {
      const thread = new Worker(worker);
      let settled = false;
      const settle = (problems: () => Promise<LaterProblems>) => {
        if (settled) return;
        settled = true;
        resolve(problems());
        void thread.terminate();
      };
      const here = () => laterProblems(doc);
      thread.once('message', (reply: OfficialCheckReply) => settle(reply.ok ? () => Promise.resolve(reply.problems) : here));
      thread.once('error', () => settle(here));
      thread.once('exit', () => settle(here));
      thread.postMessage({ text, file } satisfies OfficialCheckRequest);
    });
  return { threaded: true, run };
}
