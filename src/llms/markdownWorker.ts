import { parentPort } from 'node:worker_threads';
import { renderedPageToMarkdown } from './htmlToMarkdown.js';
import type { ConvertReply, ConvertRequest } from './markdownPool.js';

// Converts pages while the main thread renders the next ones.
parentPort!.on('message', ({ id, html, pageUrl }: ConvertRequest) => {
  let reply: ConvertReply;
  try {
    reply = { id, ok: true, markdown: renderedPageToMarkdown(html, pageUrl) };
  } catch (error) {
    reply = { id, ok: false, message: (error as Error).message };
  }
  parentPort!.postMessage(reply);
});
