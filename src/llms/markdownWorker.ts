import { parentPort, workerData } from 'node:worker_threads';
import type { ConverterWorkerData, ConvertReply, ConvertRequest } from './markdownPool.js';
import { readRenderedPage } from './readRenderedPage.js';

const answered = new Int32Array((workerData as ConverterWorkerData).answered);

// Reads pages while the main thread renders the next ones.
parentPort!.on('message', ({ id, html, pageUrl, wanted }: ConvertRequest) => {
  let reply: ConvertReply;
  try {
    reply = { id, ok: true, reading: readRenderedPage(html, pageUrl, wanted) };
  } catch (error) {
    reply = { id, ok: false, message: (error as Error).message };
  }
  parentPort!.postMessage(reply);
  Atomics.add(answered, 0, 1);
});
