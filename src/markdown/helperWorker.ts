import { parentPort, workerData } from 'node:worker_threads';
import { highlightCodeHtml } from './highlightCode.js';
import { getHighlighter } from './highlighter.js';
import { MarkdownHtmlRenderer } from './markdownHtml.js';
import type { HelperData, HelperReply, HelperRequest, HelperResult } from './helperThread.js';

const fencesOf = (languages: string[]) => languages.map((lang) => `\`\`\`${lang}`).join('\n');

// The grammars the jobs are likely to need load while the main thread gets them ready; an error is reported with the jobs.
const { preload, themes } = workerData as HelperData;
const starting = getHighlighter(fencesOf(preload), themes);
starting.catch(() => {});

// Does the last jobs first, each one the main thread has not claimed (see helperThread.ts).
parentPort!.once('message', async ({ jobs, claims, languages }: HelperRequest) => {
  const claimed = new Int32Array(claims);
  const post = (reply: HelperReply) => parentPort!.postMessage(reply);
  try {
    await starting;
    const highlighter = await getHighlighter(fencesOf(languages), themes);
    const markdown = new MarkdownHtmlRenderer({ highlighter });
    for (let index = jobs.length - 1; index >= 0; index--) {
      if (Atomics.compareExchange(claimed, index, 0, 1) !== 0) continue;
      const job = jobs[index];
      const result: HelperResult =
        job.kind === 'code'
          ? { kind: 'code', html: highlightCodeHtml(highlighter, job.code, job.lang, job.options) }
          : { kind: 'markdown', compiled: markdown.compileAhead(job.markdown) };
      post({ index, result });
    }
    post({ done: true });
  } catch (error) {
    post({ error: (error as Error).message });
  }
});
