import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../../util/packageRoot.js';
import { forcedWorkerThreads } from '../../util/workerThreads.js';

/** A block to highlight: the code (with placeholders, see maskValues.ts) and its language. */
export interface HighlightJob {
  code: string;
  lang: string;
}

/** What the main thread sends the helper: the jobs, and a shared counter of how far this thread has come. */
export interface HighlightHelperRequest {
  jobs: HighlightJob[];
  front: SharedArrayBuffer;
  /** The languages this thread's highlighter has loaded: the helper loads the same, so grammars embedding others see them too. */
  languages: string[];
}

/** What the helper sends back: a job's HTML as `highlightCodeHtml` gives it, or that it has stopped. */
export type HighlightHelperReply = { index: number; html: string } | { done: true } | { error: string };

/**
 * Distinct blocks below which a second thread does not pay: it loads the highlighter and compiles the
 * grammars for itself first, which costs more than highlighting a small API's samples here.
 */
const MIN_JOBS = 120;

const keyOf = (lang: string, code: string) => `${lang}\u0000${code}`;

function workerFile(): string | undefined {
  // Only the bundled tool has the worker script; without it everything is highlighted on this thread.
  const file = path.join(packageRoot(), 'dist', 'highlight-worker.js');
  return fs.existsSync(file) ? file : undefined;
}

/**
 * Highlights a large API's request samples on a second core while this thread builds the pages. This thread
 * highlights blocks in page order as it needs them; the helper takes them from the other end, stopping where
 * the two meet, and this thread uses each block the helper has sent by the time a page needs it. A block's
 * HTML depends only on its code and language (no time limit in highlighting), never on which thread made it.
 */
export class HighlightHelper {
  private readonly arrived = new Map<string, string>();
  private readonly front = new Int32Array(new SharedArrayBuffer(4));
  private readonly indexOf = new Map<string, number>();
  private readonly worker: Worker;

  private constructor(
    file: string,
    private readonly jobs: HighlightJob[],
    languages: string[],
  ) {
    jobs.forEach((job, index) => this.indexOf.set(keyOf(job.lang, job.code), index));
    this.worker = new Worker(file);
    this.worker.on('message', (reply: HighlightHelperReply) => {
      if ('index' in reply) {
        const job = this.jobs[reply.index];
        this.arrived.set(keyOf(job.lang, job.code), reply.html);
      }
    });
    // A helper that fails leaves its blocks to this thread: the output is the same, only slower.
    this.worker.on('error', () => {});
    this.worker.unref();
    this.worker.postMessage({ jobs, front: this.front.buffer as SharedArrayBuffer, languages } satisfies HighlightHelperRequest);
  }

  /** A helper for these blocks (in the order pages need them), when there is a second core and enough of them. */
  static start(blocks: HighlightJob[], languages: string[]): HighlightHelper | undefined {
    const seen = new Set<string>();
    const jobs = blocks.filter((job) => {
      const key = keyOf(job.lang, job.code);
      return !seen.has(key) && seen.add(key);
    });
    const threads = forcedWorkerThreads() ?? os.availableParallelism() - 1;
    if (threads < 1 || (forcedWorkerThreads() === undefined && jobs.length < MIN_JOBS)) return undefined;
    const file = workerFile();
    return file && jobs.length ? new HighlightHelper(file, jobs, languages) : undefined;
  }

  /**
   * The HTML of a block the helper has sent, if it has. A block this thread asks for marks how far it has
   * come: the helper leaves that block and those before it alone.
   */
  take(lang: string, code: string): string | undefined {
    const key = keyOf(lang, code);
    const html = this.arrived.get(key);
    if (html !== undefined) return html;
    const index = this.indexOf.get(key);
    if (index !== undefined && index >= Atomics.load(this.front, 0)) Atomics.store(this.front, 0, index + 1);
    return undefined;
  }

  /** Lets the blocks the helper has sent since the last call arrive. */
  receive(): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve));
  }

  /** Stops the helper; blocks not sent yet are not needed any more. */
  async close(): Promise<void> {
    Atomics.store(this.front, 0, this.jobs.length);
    await this.worker.terminate();
  }
}
