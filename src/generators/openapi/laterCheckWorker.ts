import { parentPort } from 'node:worker_threads';
import { parseDataFile } from '../../util/yaml.js';
import type { LaterCheckReply, LaterCheckRequest } from './laterCheck.js';
import { laterProblems } from './validate.js';

// Checks a document (against the official OpenAPI schema, and what a reference needs) while the main thread builds its pages.
// Listening keeps the thread alive until the main thread, having its answer, ends it: an exit never comes first.
parentPort!.on('message', async (request: LaterCheckRequest) => {
  let reply: LaterCheckReply;
  try {
    const doc = 'doc' in request ? request.doc : (parseDataFile(request.text, request.file) as Record<string, unknown>);
    reply = { ok: true, problems: await laterProblems(doc) };
  } catch (error) {
    reply = { ok: false, message: (error as Error).message };
  }
  parentPort!.postMessage(reply);
});
