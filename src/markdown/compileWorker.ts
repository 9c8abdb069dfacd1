import { parentPort, workerData } from 'node:worker_threads';
import { DocsGenError } from '../errors/DocsGenError.js';
import { compileMarkdown } from './compileMarkdown.js';
import type { CompileJob, WorkerReply } from './workerPool.js';

const jobs = workerData as (CompileJob & { index: number })[];

for (const job of jobs) {
  let reply: WorkerReply;
  try {
    reply = { index: job.index, ok: true, value: await compileMarkdown(job.body, job.absPath, job.siteRoot) };
  } catch (error) {
    const located = error instanceof DocsGenError;
    const e = error as DocsGenError;
    reply = {
      index: job.index,
      ok: false,
      error: { message: e.message, file: located ? e.file : job.absPath, line: e.line, column: e.column, hint: located ? e.hint : undefined, located },
    };
  }
  parentPort!.postMessage(reply);
}
