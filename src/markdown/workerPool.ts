import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { DocsGenError } from '../errors/DocsGenError.js';
import { workerScript } from '../util/workerScript.js';
import { forcedWorkerThreads } from '../util/workerThreads.js';
import type { HighlightAhead } from './highlightAhead.js';
import type { ImportAlias } from '../util/importAliases.js';
import type { MarkdownSettings } from './markdownSettings.js';
import type { CompiledMarkdown } from './types.js';

export interface CompileJob {
  body: string;
  absPath: string;
  /** The site folder, which every file a page refers to must stay inside. */
  siteRoot: string;
  /** The folder `@site/` names. */
  siteDir?: string;
  /** The static folder, where a Markdown image's root-relative path (`/img/a.png`) is looked for. */
  staticDir?: string;
  /** The config's `aliases`. */
  aliases?: ImportAlias[];
  /** How the config has pages read and code blocks shown (`markdownFormat`, `npm2yarn`, `tabBlocks`, `mermaid`). */
  settings?: MarkdownSettings;
  /** A blog post's: its top `# heading` is its title, not part of its content. */
  removeContentTitle?: boolean;
  /** The page's front matter, for the site's own Markdown plugins (given only when it has some). */
  frontMatter?: Record<string, unknown>;
}

export type CompileOutcome = { ok: true; value: CompiledMarkdown } | { ok: false; error: unknown };

/** What the pool sends a worker: one page to compile, numbered so the reply finds its caller. */
export interface WorkerRequest {
  id: number;
  job: CompileJob;
}

/** What a worker sends back: errors travel as plain data and become DocsGenErrors again here. */
export type WorkerReply =
  | { id: number; ok: true; value: CompiledMarkdown }
  | { id: number; ok: false; error: { message: string; file?: string; line?: number; column?: number; hint?: string; located: boolean } };

/**
 * Uncached pages from which the threads start. Below it one thread is faster on this kind of machine: each
 * thread loads the compiler and compiles the highlighter's grammars for itself and runs cold code at first,
 * which costs a two-core machine more CPU than a small site's compile saves, and more wall time when the
 * second core is busy with anything else. And it rarely is idle: V8 optimises a build's code on background
 * threads, about as much CPU as the main thread spends on a site of a hundred pages, and a thread started for
 * compiling brings more code to optimise.
 */
const WORKER_THRESHOLD = 200;

/** Pages handed to one worker before it answers: enough that it never waits for this thread, which may be busy compiling. */
const IN_FLIGHT = 2;


let compiler: Promise<typeof import('./compileMarkdown.js')> | undefined;

/**
 * The compiler (MDX, the highlighter and their parsers: about a megabyte of code), loaded once, when first
 * needed: a rebuild with every page in the cache never needs it. A build that will compile should start it
 * before reading the pages: loaded once they are in memory, it left a 3,000-page build's peak about 50 MB higher.
 */
export function loadCompiler(): Promise<typeof import('./compileMarkdown.js')> {
  compiler ??= import('./compileMarkdown.js');
  return compiler;
}

async function compileHere(job: CompileJob, ahead?: HighlightAhead): Promise<CompileOutcome> {
  const { compileMarkdown } = await loadCompiler();
  return compileMarkdown(job.body, job.absPath, job.siteRoot, [], job.siteDir, job.staticDir, { keepCode: false, highlightAhead: ahead?.lookup, aliases: job.aliases, settings: job.settings, removeContentTitle: job.removeContentTitle, frontMatter: job.frontMatter }).then(
    (value): CompileOutcome => ({ ok: true, value }),
    (error: unknown): CompileOutcome => ({ ok: false, error }),
  );
}

function outcomeOf(reply: WorkerReply): CompileOutcome {
  if (reply.ok) return { ok: true, value: reply.value };
  return { ok: false, error: reply.error.located ? new DocsGenError(reply.error.message, reply.error) : new Error(reply.error.message) };
}

/** One compile thread. It is unref'd while idle, so a pool that has nothing to do never keeps the process alive. */
class PooledWorker {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, (outcome: CompileOutcome) => void>();
  private nextId = 0;
  dead = false;

  constructor(file: string) {
    this.worker = new Worker(file);
    this.worker.on('message', (reply: WorkerReply) => {
      const settle = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (!this.waiting.size) this.worker.unref();
      settle?.(outcomeOf(reply));
    });
    const fail = (error: Error) => {
      this.dead = true;
      for (const settle of this.waiting.values()) settle({ ok: false, error });
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`A compile worker stopped early (exit code ${code})`)));
    // After the listeners: adding a 'message' listener refs the thread again.
    this.worker.unref();
  }

  get busy(): number {
    return this.waiting.size;
  }

  /** Stops the thread; its 'exit' fails whatever it still had (nothing, between batches). */
  async close(): Promise<void> {
    await this.worker.terminate();
  }

  compile(job: CompileJob): Promise<CompileOutcome> {
    const id = this.nextId++;
    this.worker.ref();
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ id, job } satisfies WorkerRequest);
    });
  }
}

let pool: PooledWorker[] | undefined;

/** Starts the compile threads (one per core beyond this one, or `DOCS_GEN_WORKERS`) if they are not running yet. */
export function startCompileWorkers(): void {
  if (pool) return;
  const file = workerScript('compile-worker');
  const count = file ? (forcedWorkerThreads() ?? os.availableParallelism() - 1) : 0;
  pool = Array.from({ length: Math.max(0, count) }, () => new PooledWorker(file!));
}

/**
 * Stops the compile threads, if any. A one-off build or check calls it once its pages are compiled: a thread's
 * memory (its compiler, grammars and garbage) would otherwise stay with the process through rendering, the
 * build's peak. The next compileJobs starts them again if it needs them.
 */
export async function stopCompileWorkers(): Promise<void> {
  const stopping = pool ?? [];
  pool = undefined;
  await Promise.all(stopping.map((worker) => worker.close()));
}

/**
 * Compiles pages, on every core for a large batch: the threads and this one take the next page from one queue as each finishes,
 * so a few long pages never leave a core idle. A page's output depends only on the page, not on which thread
 * compiled it or what it compiled before.
 */
export async function compileJobs(jobs: CompileJob[], onProgress?: (done: number) => void): Promise<CompileOutcome[]> {
  // A site's own Markdown plugins live in this thread only (see sitePlugins.ts).
  const ownPlugins = jobs.some((job) => job.settings?.sitePlugins);
  if (!ownPlugins && (jobs.length >= WORKER_THRESHOLD || (forcedWorkerThreads() !== undefined && jobs.length > 1))) startCompileWorkers();
  const outcomes: CompileOutcome[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const finish = (index: number, outcome: CompileOutcome) => {
    outcomes[index] = outcome;
    onProgress?.(++done);
  };
  const feed = (worker: PooledWorker): Promise<void> | undefined => {
    if (worker.dead || next >= jobs.length) return undefined;
    const index = next++;
    return worker.compile(jobs[index]).then(async (outcome) => {
      // A thread that died mid-page leaves the page to this one.
      finish(index, worker.dead && !outcome.ok ? await compileHere(jobs[index]) : outcome);
      await feed(worker);
    });
  };
  // Compile threads keep the second core busy; without them, it can highlight the pages' code ahead.
  const workers = ownPlugins ? [] : (pool ?? []);
  const ahead = workers.length || jobs.length < 2 ? undefined : await (await import('./highlightAhead.js')).startHighlightAhead(jobs.map((job) => job.body), jobs[0].settings?.codeThemes);
  if (ownPlugins) {
    // All at once, as Docusaurus's bundler runs its loaders: a site's plugin may wait on another page being compiled
    // (electron's API pages wait for the structure pages they preview), which one page after another would deadlock.
    try {
      await Promise.all(jobs.map(async (job, index) => finish(index, await compileHere(job, ahead))));
    } finally {
      await ahead?.close();
    }
    return outcomes;
  }
  // This thread takes the first page itself: a single edited page in dev then never waits on a message.
  const first = jobs.length ? next++ : -1;
  const lanes = workers.flatMap((worker) => Array.from({ length: IN_FLIGHT - worker.busy }, () => feed(worker)));
  try {
    if (first >= 0) finish(first, await compileHere(jobs[first], ahead));
    while (next < jobs.length) {
      const index = next++;
      finish(index, await compileHere(jobs[index], ahead));
      // Let replies from the threads in, so they are handed their next page while this one compiles.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await ahead?.close();
  }
  await Promise.all(lanes);
  return outcomes;
}
