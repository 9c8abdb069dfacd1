import type { MarkdownHtmlRenderer } from '../../markdown/markdownHtml.js';
import type { OperationEntry } from './collectOperations.js';
import type { HelperJob } from '../../markdown/helperThread.js';
import { maskedRequestSamples, type DocumentContext, type MaskedSamples } from './operationView.js';
import { isRecord } from './spec.js';

/**
 * The request samples of every operation, made before the pages so that their blocks can be highlighted
 * ahead (`large` as the pages will ask: see maskedRequestSamples). An operation whose samples cannot be
 * made is left to its page, which reports the failure.
 */
export function requestSamplesAhead(operations: OperationEntry[], dc: DocumentContext, large: boolean): Map<OperationEntry, MaskedSamples> {
  const samples = new Map<OperationEntry, MaskedSamples>();
  for (const entry of operations) {
    if (entry.webhook) continue;
    try {
      samples.set(entry, maskedRequestSamples(entry, dc, large));
    } catch {
      // Its page makes them again and reports where.
    }
  }
  return samples;
}

/** Every description of the document, in document order (the order its pages mostly need them). */
function descriptionsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) descriptionsOf(item, out);
  else if (isRecord(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string') out.push(value);
      else if (typeof value === 'object' && value !== null) descriptionsOf(value, out);
    }
  }
  return out;
}

/**
 * What a helper thread can do for the pages, as lists in the order the pages need them: the request samples'
 * blocks (written and made), and the descriptions that take the full Markdown pipeline.
 */
export function helperJobsOf(samples: Map<OperationEntry, MaskedSamples>, doc: unknown, markdown: MarkdownHtmlRenderer): HelperJob[][] {
  return [
    [...samples.values()].flatMap((made) => [...made.written, ...made.samples].map(({ code, lang }): HelperJob => ({ kind: 'code', code, lang }))),
    descriptionsOf(doc)
      .filter((text) => markdown.takesFullPipeline(text))
      .map((text): HelperJob => ({ kind: 'markdown', markdown: text })),
  ];
}
