import { parentPort } from 'node:worker_threads';
import type { ConvertReply, ConvertRequest } from './markdownPool.js';
import { readRenderedPage } from './readRenderedPage.js';

// Reads pages while the main thread renders the next ones.
parentPort!.on('message', ({ id, html, pageUrl, wanted }: ConvertRequest) => {
  let reply: ConvertReply;
  try {
    reply = { id, ok: true, reading: readRenderedPage(html, pageUrl, wanted) };
  } catch (error) {
    reply = { id, ok: false, message: (error as Error).message };
  }
  parentPort!.postMessage(reply);
});
