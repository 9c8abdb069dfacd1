import { parentPort } from 'node:worker_threads';
import { highlightCodeHtml } from '../../markdown/highlightCode.js';
import { getHighlighter } from '../../markdown/highlighter.js';
import { MarkdownHtmlRenderer } from '../../markdown/markdownHtml.js';
import type { HelperReply, HelperRequest, HelperResult } from './helperThread.js';
import { SAMPLE_LANGUAGES } from './highlight.js';

// The samples' grammars load while the main thread reads the document; an error is reported with the jobs.
const starting = getHighlighter(SAMPLE_LANGUAGES.map((lang) => `\`\`\`${lang}`).join('\n'));
starting.catch(() => {});

// Does the last jobs first, each one the main thread has not claimed (see helperThread.ts).
parentPort!.once('message', async ({ jobs, claims, languages }: HelperRequest) => {
  const claimed = new Int32Array(claims);
  const post = (reply: HelperReply) => parentPort!.postMessage(reply);
  try {
    await starting;
    const highlighter = await getHighlighter(languages.map((lang) => `\`\`\`${lang}`).join('\n'));
    const markdown = new MarkdownHtmlRenderer({ highlighter });
    for (let index = jobs.length - 1; index >= 0; index--) {
      if (Atomics.compareExchange(claimed, index, 0, 1) !== 0) continue;
      const job = jobs[index];
      const result: HelperResult =
        job.kind === 'code' ? { kind: 'code', html: highlightCodeHtml(highlighter, job.code, job.lang) } : { kind: 'markdown', compiled: markdown.compileAhead(job.markdown) };
      post({ index, result });
    }
    post({ done: true });
  } catch (error) {
    post({ error: (error as Error).message });
  }
});
