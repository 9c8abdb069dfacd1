import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DocsGenError } from '../errors/DocsGenError.js';
import { packageRoot } from '../util/packageRoot.js';
import { forcedWorkerThreads } from '../util/workerThreads.js';
import { compileMarkdown } from './compileMarkdown.js';
import type { CompiledMarkdown } from './types.js';

export interface CompileJob {
  body: string;
  absPath: string;
  /** The site folder, which every file a page refers to must stay inside. */
  siteRoot: string;
}

export type CompileOutcome = { ok: true; value: CompiledMarkdown } | { ok: false; error: unknown };

/** What a worker sends back: errors travel as plain data and become DocsGenErrors again here. */
export type WorkerReply =
  | { index: number; ok: true; value: CompiledMarkdown }
  | { index: number; ok: false; error: { message: string; file?: string; line?: number; column?: number; hint?: string; located: boolean } };

function workerFile(): string | undefined {
  // Only the bundled tool has the worker script; without it pages compile in-process.
  const file = path.join(packageRoot(), 'dist', 'compile-worker.js');
  return fs.existsSync(file) ? file : undefined;
}

/** Called once per finished job, in this thread or a worker. */
type OnDone = () => void;

async function compileInProcess(jobs: CompileJob[], onDone?: OnDone): Promise<CompileOutcome[]> {
  return Promise.all(
    jobs.map((job) =>
      compileMarkdown(job.body, job.absPath, job.siteRoot)
        .then(
          (value): CompileOutcome => ({ ok: true, value }),
          (error: unknown): CompileOutcome => ({ ok: false, error }),
        )
        .finally(onDone),
    ),
  );
}

/**
 * Compiles pages on every core: the jobs are dealt in interleaved slices (neighbouring files tend to be alike
 * in size); this thread compiles the first slice while worker threads, started at once, compile the others.
 */
export async function compileJobs(jobs: CompileJob[], workerThreshold: number, onProgress?: (done: number) => void): Promise<CompileOutcome[]> {
  let done = 0;
  const onDone = onProgress && (() => onProgress(++done));
  const file = workerFile();
  const forced = forcedWorkerThreads();
  const lanes = forced === undefined ? Math.min(os.availableParallelism(), Math.ceil(jobs.length / 12)) : Math.min(forced + 1, jobs.length);
  if (!file || lanes < 2 || (forced === undefined && jobs.length < workerThreshold)) return compileInProcess(jobs, onDone);
  const indexed = jobs.map((job, index) => ({ ...job, index }));
  const slices = Array.from({ length: lanes }, (_, lane) => indexed.filter((_, i) => i % lanes === lane));
  const outcomes: CompileOutcome[] = new Array(jobs.length);
  const inWorkers = slices.slice(1).map((slice) => runWorker(file, slice, outcomes, onDone));
  const local = await compileInProcess(slices[0], onDone);
  slices[0].forEach((job, i) => (outcomes[job.index] = local[i]));
  await Promise.all(inWorkers);
  return outcomes;
}

function runWorker(file: string, slice: (CompileJob & { index: number })[], outcomes: CompileOutcome[], onDone?: OnDone): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(file, { workerData: slice });
    let received = 0;
    worker.on('message', (reply: WorkerReply) => {
      received++;
      onDone?.();
      outcomes[reply.index] = reply.ok
        ? { ok: true, value: reply.value }
        : {
            ok: false,
            error: reply.error.located ? new DocsGenError(reply.error.message, reply.error) : new Error(reply.error.message),
          };
      if (received === slice.length) void worker.terminate().then(() => resolve());
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (received < slice.length) reject(new Error(`A compile worker stopped early (exit code ${code})`));
    });
  });
}
