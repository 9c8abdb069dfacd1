import { parentPort } from 'node:worker_threads';
import { parseDataFile } from '../../util/yaml.js';
import { bundleExternalRefs, mayReferToFiles } from './bundleRefs.js';
import { documentText, type LaterCheckReply, type LaterCheckRequest } from './laterCheck.js';
import { publishedSource } from './publishedDocument.js';
import { laterProblems } from './validate.js';

// Checks a document (against the official OpenAPI schema, and what a reference needs) while the main thread builds its pages.
// Listening keeps the thread alive until the main thread, having its answer, ends it: an exit never comes first.
parentPort!.on('message', async ({ bytes, file, publishTo }: LaterCheckRequest) => {
  const text = documentText(bytes);
  let reply: LaterCheckReply;
  try {
    // The main thread parses it too, and reports a syntax error.
    const parsed = parseDataFile(text, file);
    // Brought together as on the main thread, so both check the same document (which reports a failure).
    const doc = (mayReferToFiles(text) ? bundleExternalRefs(parsed, file, text).doc : parsed) as Record<string, unknown>;
    if (publishTo) {
      let source: string | undefined;
      try {
        source = publishedSource(file, text, publishTo);
      } catch {
        // The main thread writes it, and reports why it cannot.
      }
      parentPort!.postMessage({ kind: 'published', source } satisfies LaterCheckReply);
    }
    reply = { kind: 'checked', ok: true, problems: await laterProblems(doc) };
  } catch (error) {
    reply = { kind: 'checked', ok: false, message: (error as Error).message };
  }
  parentPort!.postMessage(reply);
});
