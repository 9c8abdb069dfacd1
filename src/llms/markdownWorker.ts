import { parentPort, workerData } from 'node:worker_threads';
import type { ConverterWorkerData, ConvertReply, ConvertRequest } from './markdownPool.js';
import { readRenderedPage } from './readRenderedPage.js';

const answered = new Int32Array((workerData as ConverterWorkerData).answered);

// Reads pages while the main thread renders the next ones, answering each batch in one message.
parentPort!.on('message', (batch: ConvertRequest[]) => {
  const replies: ConvertReply[] = [];
  for (const { id, html, pageUrl, wanted } of batch) {
    try {
      replies.push({ id, ok: true, reading: readRenderedPage(html, pageUrl, wanted) });
    } catch (error) {
      replies.push({ id, ok: false, message: (error as Error).message });
    }
    Atomics.add(answered, 0, 1);
  }
  parentPort!.postMessage(replies);
});
