import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerScript } from '../util/workerScript.js';
import { forcedWorkerThreads } from '../util/workerThreads.js';
import { readRenderedPage, type PageReading, type ReadWanted } from './readRenderedPage.js';

/** What the thread is started with: a counter of the pages it has answered, readable while this thread is busy. */
export interface ConverterWorkerData {
  answered: SharedArrayBuffer;
}

export interface ConvertRequest {
  id: number;
  html: string;
  pageUrl: string;
  wanted: ReadWanted;
}

export type ConvertReply = { id: number; ok: true; reading: PageReading } | { id: number; ok: false; message: string };

/** Reads rendered pages (Markdown, search sections): `convert` is called as each page is rendered, `close` when done. */
export interface MarkdownConverter {
  convert(html: string, pageUrl: string, wanted: ReadWanted): Promise<PageReading>;
  close(): Promise<void>;
}


const inProcess: MarkdownConverter = {
  convert: async (html, pageUrl, wanted) => readRenderedPage(html, pageUrl, wanted),
  close: async () => {},
};

/**
 * A converter on a second thread where there is a second core: the render loop hands each page over as it
 * is rendered and the conversion runs beside it, so the Markdown costs the build little wall-clock time.
 */
export function createMarkdownConverter(): MarkdownConverter {
  const file = workerScript('llms-worker');
  if (!file || (forcedWorkerThreads() ?? os.availableParallelism() - 1) < 1) return inProcess;
  let thread: MarkdownConverter | undefined;
  let handled = 0;
  return {
    // The first pages are read here: a rebuild after one edit reads one page, in far less time than a thread takes to start.
    convert: (html, pageUrl, wanted) =>
      handled++ < IN_PROCESS_FIRST ? inProcess.convert(html, pageUrl, wanted) : (thread ??= balanced(converterThread(file))).convert(html, pageUrl, wanted),
    close: async () => thread?.close(),
  };
}

/**
 * A converter whose thread starts now rather than on the first page: a build that will read every page it
 * renders starts it before compiling, so the thread has loaded its code by the time the first page is rendered
 * instead of starting behind the render loop and finishing after it. In-process where there is one core.
 */
export function startMarkdownConverter(): MarkdownConverter {
  const file = workerScript('llms-worker');
  if (!file || (forcedWorkerThreads() ?? os.availableParallelism() - 1) < 1) return inProcess;
  return balanced(converterThread(file));
}

/** Pages read on the calling thread before the second one starts. */
const IN_PROCESS_FIRST = 4;

/**
 * Pages the thread may have waiting before the calling thread reads the next page itself. At most this many
 * are left to read once the last page is rendered, a few milliseconds' work.
 */
const MAX_BACKLOG = 12;

/**
 * Shares the reading between the thread and the caller: a page goes to the thread unless it is MAX_BACKLOG pages
 * behind, and is then read here. Pages heavier to read than to render (the OGC site's API pages) otherwise left
 * the thread reading for a while after the last page was rendered, with the render loop idle. A page reads the
 * same on either thread.
 */
function balanced(thread: ConverterThread): MarkdownConverter {
  return {
    convert: (html, pageUrl, wanted) => (thread.backlog() >= MAX_BACKLOG ? inProcess.convert(html, pageUrl, wanted) : thread.convert(html, pageUrl, wanted)),
    close: () => thread.close(),
  };
}

interface ConverterThread extends MarkdownConverter {
  /** Pages sent and not yet answered. Read from a counter the thread keeps, so it is current even while this thread has not looked at its replies. */
  backlog(): number;
}

function converterThread(file: string): ConverterThread {
  const answered = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const worker = new Worker(file, { workerData: { answered: answered.buffer as SharedArrayBuffer } satisfies ConverterWorkerData });
  const pending = new Map<number, { resolve: (reading: PageReading) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure = error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: ConvertReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.reading);
    else waiting?.reject(new Error(`Converting a page to Markdown failed: ${reply.message}`));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => {
    if (pending.size) failAll(new Error(`The Markdown worker stopped early (exit code ${code})`));
  });
  return {
    backlog: () => nextId - Atomics.load(answered, 0),
    convert(html, pageUrl, wanted) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise<PageReading>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, html, pageUrl, wanted } satisfies ConvertRequest);
      });
    },
    close: () => worker.terminate().then(() => undefined),
  };
}
