import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerScript } from '../../util/workerScript.js';
import { forcedWorkerThreads } from '../../util/workerThreads.js';
import { laterProblems, type LaterProblems } from './validate.js';

/**
 * What the checking thread is given: the document's bytes as read (UTF-8), which it decodes and parses itself,
 * and for a JSON document the folder its published copy is written to (see publishedDocument.ts). Bytes are
 * handed over without a copy; the text would be copied, which took GitHub's description 100 ms of this thread.
 */
export type LaterCheckRequest = { bytes: Uint8Array; file: string; publishTo?: string };

/** The text of a document's bytes, as `fs.readFile(file, 'utf8')` gives it. */
export function documentText(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

/** What the checking thread says: for a JSON document, the published copy it wrote; then the checks' answer. */
export type LaterCheckReply =
  | { kind: 'published'; source: string | undefined }
  | { kind: 'checked'; ok: true; problems: LaterProblems }
  | { kind: 'checked'; ok: false; message: string };

/**
 * Document size from which the checks run on another thread: below it, starting one costs more than it saves.
 * The OGC site's 140 KB document gains from it (loading the validator and compiling the schema take this
 * thread about 100 ms).
 */
const MIN_CHARS = 100_000;


/** The checks of `laterProblems`, whether they run on another thread, and how to stop that thread when they are not needed. */
export interface LaterCheck {
  threaded: boolean;
  /**
   * The file to publish as a JSON document, as the checking thread wrote it (minifying GitHub's description took
   * this thread over 100 ms); resolves to undefined when this thread must write it.
   */
  published?: Promise<string | undefined>;
  run: (doc: Record<string, unknown>) => Promise<LaterProblems>;
  cancel: () => void;
}

/**
 * The later checks of a document (see validate.ts), whose `text` was decoded from `bytes`, on another thread
 * for a large document when there is a second core: the official schema's check takes about as long as building
 * a few hundred pages, which can go on meanwhile. The thread starts at once and parses the document itself,
 * as this one does: parsing it (JSON, or YAML with js-yaml) is faster than copying the data over, and handing
 * this thread the data of a YAML document parsed there kept it waiting longer than parsing it. A thread that
 * fails leaves the checks to this one.
 */
export function laterCheckOf(text: string, bytes: Uint8Array, file: string, publishTo?: string): LaterCheck {
  const forced = forcedWorkerThreads();
  const threads = forced ?? os.availableParallelism() - 1;
  const worker = threads >= 1 && (forced !== undefined || text.length >= MIN_CHARS) ? workerScript('openapi-check') : undefined;
  if (!worker) return { threaded: false, run: laterProblems, cancel: () => {} };
  const thread = new Worker(worker);
  let handOverPublished: ((source: string | undefined) => void) | undefined;
  const published = publishTo ? new Promise<string | undefined>((resolve) => (handOverPublished = resolve)) : undefined;
  // Settles with the thread's answer, or undefined when it has none: the checks are then run here.
  const answer = new Promise<LaterProblems | undefined>((resolve) => {
    thread.on('message', (reply: LaterCheckReply) => {
      if (reply.kind === 'published') return handOverPublished?.(reply.source);
      resolve(reply.ok ? reply.problems : undefined);
    });
    thread.once('error', () => resolve(undefined));
    thread.once('exit', () => resolve(undefined));
  });
  void answer.then(() => {
    handOverPublished?.(undefined);
    return thread.terminate();
  });
  // This thread keeps its text and no longer needs the bytes: they move to the thread (a copy when they share memory).
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  const handed = own ? bytes : bytes.slice();
  thread.postMessage({ bytes: handed, file, publishTo } satisfies LaterCheckRequest, [handed.buffer as ArrayBuffer]);
  return {
    threaded: true,
    published,
    run: (doc) => answer.then((problems) => problems ?? laterProblems(doc)),
    cancel: () => void thread.terminate(),
  };
}
