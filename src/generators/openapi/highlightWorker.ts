import { parentPort } from 'node:worker_threads';
import { highlightCodeHtml } from '../../markdown/highlightCode.js';
import { getHighlighter } from '../../markdown/highlighter.js';
import type { HighlightHelperReply, HighlightHelperRequest } from './highlightHelper.js';

// Highlights the last blocks first, down to the block the main thread has reached (see highlightHelper.ts).
parentPort!.once('message', async ({ jobs, front, languages }: HighlightHelperRequest) => {
  const reached = new Int32Array(front);
  const post = (reply: HighlightHelperReply) => parentPort!.postMessage(reply);
  try {
    const highlighter = await getHighlighter(languages.map((lang) => `\`\`\`${lang}`).join('\n'));
    for (let index = jobs.length - 1; index >= Atomics.load(reached, 0); index--) {
      post({ index, html: highlightCodeHtml(highlighter, jobs[index].code, jobs[index].lang) });
    }
    post({ done: true });
  } catch (error) {
    post({ error: (error as Error).message });
  }
});
