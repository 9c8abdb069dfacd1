import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CodeMeta } from './codeMeta.js';
import { highlightKey } from './highlightCode.js';
import type { AheadMarkdown } from './markdownHtml.js';
import { workerScript } from '../util/workerScript.js';
import { forcedWorkerThreads } from '../util/workerThreads.js';
import type { CodeThemes } from '../shared/codeThemeNames.js';

/**
 * Work whose result depends only on its input: a block to highlight (with a fenced block's options: title,
 * highlighted lines, line numbers), or a description through the Markdown pipeline.
 */
export type HelperJob = { kind: 'code'; code: string; lang: string; options?: CodeMeta } | { kind: 'markdown'; markdown: string };

export type HelperResult = { kind: 'code'; html: string } | { kind: 'markdown'; compiled: AheadMarkdown };

/** What the main thread sends the helper: the jobs, a shared claim flag per job, and the grammars to load. */
export interface HelperRequest {
  jobs: HelperJob[];
  claims: SharedArrayBuffer;
  /** The languages this thread's highlighter has loaded: the helper loads the same, so grammars embedding others see them too. */
  languages: string[];
}

/** What a helper starts with: the grammars to load while it waits for its jobs. */
export interface HelperData {
  preload: string[];
  /** The code themes the helper highlights in: the config's, as the thread it helps highlights in. */
  themes: CodeThemes;
}

/** The helper's script in dist/. */
const HELPER_SCRIPT = 'compile-helper';

/** What the helper sends back: a job's result, or that it has stopped. */
export type HelperReply = { index: number; result: HelperResult } | { done: true } | { error: string };

/**
 * Jobs below which a second thread does not pay: it loads the highlighter and the Markdown pipeline and
 * compiles the grammars for itself first, which costs more than a small API's samples and descriptions here.
 */
const MIN_JOBS = 150;

/**
 * Document size from which a helper is started before its jobs are known (GitHub's description is 11 MB):
 * a smaller one may not have enough (a thousand operations of a few shapes make a dozen distinct samples).
 */
const EARLY_BYTES = 2_000_000;

const keyOf = (job: HelperJob) => (job.kind === 'code' ? `c${highlightKey(job.code, job.lang, job.options)}` : `m${job.markdown}`);

function sizeOf(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    // Reading it reports the problem.
    return 0;
  }
}


/**
 * Merges lists that are each in the order the pages need their items by relative position, so that both
 * ends of the result hold work of the first and of the last pages.
 */
function interleave<T>(lists: T[][]): T[] {
  const entries = lists.flatMap((list) => list.map((item, i) => ({ item, at: (i + 0.5) / list.length })));
  return entries.sort((a, b) => a.at - b.at).map((e) => e.item);
}

/**
 * Does part of the pure work of many pages on a second core while this thread builds them: highlighting
 * pages' fenced code or an API's request samples, and compiling descriptions that need the full Markdown pipeline. This thread works through
 * the pages in order and does what it needs itself unless the helper has sent it already; the helper takes
 * jobs from the other end of the list, skipping the ones this thread has claimed. A result depends only on
 * the job (no time limit in highlighting), never on which thread made it, so the output is the same.
 */
export class HelperThread {
  private readonly arrived = new Map<string, HelperResult>();
  private readonly indexOf = new Map<string, number>();
  private claims: Int32Array<ArrayBufferLike> = new Int32Array(0);
  private readonly worker: Worker;

  private constructor(file: string, preload: string[], themes: CodeThemes) {
    this.worker = new Worker(file, { workerData: { preload, themes } satisfies HelperData });
    // A helper that fails leaves its jobs to this thread: the output is the same, only slower.
    this.worker.on('error', () => {});
    this.worker.unref();
  }

  /**
   * Starts a helper for a very large document, when there is a second core (or `DOCS_GEN_WORKERS` asks for
   * threads): before its jobs are known, since loading the highlighter and the Markdown pipeline takes the
   * thread a while. It waits for its jobs (`start`).
   */
  static prepare(documentFile: string, preload: string[], themes: CodeThemes): HelperThread | undefined {
    const forced = forcedWorkerThreads();
    if ((forced ?? os.availableParallelism() - 1) < 1 || (forced === undefined && sizeOf(documentFile) < EARLY_BYTES)) return undefined;
    const file = workerScript(HELPER_SCRIPT);
    return file ? new HelperThread(file, preload, themes) : undefined;
  }

  /**
   * Hands a helper its jobs (lists each in the order the pages need them): the one prepared, else a new one.
   * Undefined, and the prepared helper stopped, when there is no second core or the jobs are too few to be
   * worth a thread.
   */
  static start(lists: HelperJob[][], languages: string[], themes: CodeThemes, prepared: HelperThread | undefined, minJobs = MIN_JOBS): HelperThread | undefined {
    const seen = new Set<string>();
    const jobs = interleave(lists).filter((job) => !seen.has(keyOf(job)) && Boolean(seen.add(keyOf(job))));
    const forced = forcedWorkerThreads();
    const file = workerScript(HELPER_SCRIPT);
    if (!file || !jobs.length || (forced ?? os.availableParallelism() - 1) < 1 || (forced === undefined && jobs.length < minJobs)) {
      void prepared?.close();
      return undefined;
    }
    return (prepared ?? new HelperThread(file, languages, themes)).begin(jobs, languages);
  }

  private begin(jobs: HelperJob[], languages: string[]): HelperThread {
    jobs.forEach((job, index) => this.indexOf.set(keyOf(job), index));
    const claims = new SharedArrayBuffer(4 * jobs.length);
    this.claims = new Int32Array(claims);
    this.worker.on('message', (reply: HelperReply) => {
      if ('index' in reply) this.arrived.set(keyOf(jobs[reply.index]), reply.result);
    });
    this.worker.unref();
    this.worker.postMessage({ jobs, claims, languages } satisfies HelperRequest);
    return this;
  }

  /** The highlighted HTML of a block, if the helper has sent it; else the block is this thread's to do. */
  code(lang: string, code: string, options?: CodeMeta): string | undefined {
    const result = this.take({ kind: 'code', lang, code, options });
    return result?.kind === 'code' ? result.html : undefined;
  }

  /** A description compiled by the helper, if it has sent it; else it is this thread's to do. */
  markdown = (markdown: string): AheadMarkdown | undefined => {
    const result = this.take({ kind: 'markdown', markdown });
    return result?.kind === 'markdown' ? result.compiled : undefined;
  };

  /** Lets the results the helper has sent since the last call arrive. */
  receive(): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve));
  }

  /** Stops the helper; what it has not sent is not needed any more. */
  async close(): Promise<void> {
    this.claims.fill(1);
    await this.worker.terminate();
  }

  private take(job: HelperJob): HelperResult | undefined {
    const key = keyOf(job);
    const result = this.arrived.get(key);
    if (result) return result;
    const index = this.indexOf.get(key);
    // Claimed here, so the helper does not do it too.
    if (index !== undefined) Atomics.store(this.claims, index, 1);
    return undefined;
  }
}
