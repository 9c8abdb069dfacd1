import { parentPort } from 'node:worker_threads';
import { DocsGenError } from '../errors/DocsGenError.js';
import { compileMarkdown } from './compileMarkdown.js';
import type { WorkerReply, WorkerRequest } from './workerPool.js';

async function reply({ id, job }: WorkerRequest): Promise<WorkerReply> {
  try {
    return { id, ok: true, value: await compileMarkdown(job.body, job.absPath, job.siteRoot, [], job.siteDir, job.staticDir, { aliases: job.aliases, settings: job.settings, removeContentTitle: job.removeContentTitle, frontMatter: job.frontMatter }) };
  } catch (error) {
    const located = error instanceof DocsGenError;
    const e = error as DocsGenError;
    return {
      id,
      ok: false,
      error: { message: e.message, file: located ? e.file : job.absPath, line: e.line, column: e.column, hint: located ? e.hint : undefined, located },
    };
  }
}

parentPort!.on('message', (request: WorkerRequest) => {
  void reply(request).then((message) => parentPort!.postMessage(message));
});
