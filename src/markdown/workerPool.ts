import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DocsGenError } from '../errors/DocsGenError.js';
import { packageRoot } from '../util/packageRoot.js';
import { compileMarkdown } from './compileMarkdown.js';
import type { CompiledMarkdown } from './types.js';

export interface CompileJob {
  body: string;
  absPath: string;
}

export type CompileOutcome = { ok: true; value: CompiledMarkdown } | { ok: false; error: unknown };

/** What a worker sends back: errors travel as plain data and become DocsGenErrors again here. */
export type WorkerReply =
  | { index: number; ok: true; value: CompiledMarkdown }
  | { index: number; ok: false; error: { message: string; file?: string; line?: number; column?: number; located: boolean } };

function workerFile(): string | undefined {
  // Only the bundled tool has the worker script; without it pages compile in-process.
  const file = path.join(packageRoot(), 'dist', 'compile-worker.js');
  return fs.existsSync(file) ? file : undefined;
}

async function compileInProcess(jobs: CompileJob[]): Promise<CompileOutcome[]> {
  return Promise.all(
    jobs.map((job) =>
      compileMarkdown(job.body, job.absPath).then(
        (value): CompileOutcome => ({ ok: true, value }),
        (error: unknown): CompileOutcome => ({ ok: false, error }),
      ),
    ),
  );
}

/**
 * Compiles pages on every core: the jobs are dealt to worker threads in interleaved slices
 * (neighbouring files tend to be alike in size), and each worker compiles its slice.
 */
export async function compileJobs(jobs: CompileJob[], workerThreshold: number): Promise<CompileOutcome[]> {
  const file = workerFile();
  const count = Math.min(os.availableParallelism(), Math.ceil(jobs.length / 12));
  if (!file || count < 2 || jobs.length < workerThreshold) return compileInProcess(jobs);
  const outcomes: CompileOutcome[] = new Array(jobs.length);
  await Promise.all(
    Array.from({ length: count }, (_, w) => {
      const slice = jobs.map((job, index) => ({ ...job, index })).filter((_, i) => i % count === w);
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(file, { workerData: slice });
        let received = 0;
        worker.on('message', (reply: WorkerReply) => {
          received++;
          outcomes[reply.index] = reply.ok
            ? { ok: true, value: reply.value }
            : {
                ok: false,
                error: reply.error.located
                  ? new DocsGenError(reply.error.message, reply.error)
                  : new Error(reply.error.message),
              };
          if (received === slice.length) void worker.terminate().then(() => resolve());
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (received < slice.length) reject(new Error(`A compile worker stopped early (exit code ${code})`));
        });
      });
    }),
  );
  return outcomes;
}
