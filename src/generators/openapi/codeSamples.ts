import { normalizeLanguage } from '../../markdown/highlighter.js';
import type { RequestSample } from './requestSamples.js';
import { kebabCase, uniqueSlugs } from './slug.js';
import { forEachOperation, writtenSamplesOf, type WrittenSample } from './writtenSamples.js';

/** Languages that name the same kind of sample as one docs-gen makes: the tab a reader picked once stays picked. */
const FAMILIES: Record<string, string> = {
  curl: 'curl', shell: 'curl', bash: 'curl', sh: 'curl', console: 'curl',
  python: 'python', python3: 'python', py: 'python',
  javascript: 'javascript', js: 'javascript', node: 'javascript', nodejs: 'javascript', 'node.js': 'javascript',
};

/** Highlighter languages the samples' `lang` names that are not names of a grammar. */
const GRAMMARS: Record<string, string> = { curl: 'bash', console: 'bash', node: 'javascript', nodejs: 'javascript', 'node.js': 'javascript', 'c#': 'csharp' };

const familyOf = (lang: string) => FAMILIES[lang.trim().toLowerCase()];

/** The highlighter's language for a sample's `lang` (`cURL` → bash, `Go` → go; plain text for one it does not know). */
export function sampleLanguage(lang: string): string {
  const lower = lang.trim().toLowerCase();
  return normalizeLanguage(GRAMMARS[lower] ?? lower);
}

/** The languages of every written sample of a document, as fences, for loading their grammars before the pages. */
export function writtenSampleFences(doc: unknown): string {
  const fences = new Set<string>();
  forEachOperation(doc, (operation) => {
    for (const sample of writtenSamplesOf(operation)) fences.add(`\`\`\`${sampleLanguage(sample.lang)}`);
  });
  return [...fences].join('\n');
}

/**
 * The request samples of a page: the written ones first, in their order, then those docs-gen makes for the
 * languages they leave out (a written cURL sample stands in for the made one). A written sample's tab value is
 * that of the made sample of its kind, so a reader's choice of language holds across pages; else its label's.
 */
export function withWrittenSamples(written: WrittenSample[], made: RequestSample[]): { written: RequestSample[]; made: RequestSample[] } {
  if (!written.length) return { written: [], made };
  const covered = new Set(written.map((s) => familyOf(s.lang)).filter(Boolean));
  const kept = made.filter((s) => !covered.has(s.value));
  const wanted = written.map((s) => familyOf(s.lang) ?? (kebabCase(s.label ?? s.lang) || 'sample'));
  const values = uniqueSlugs(wanted, kept.map((s) => s.value));
  return {
    written: written.map((s, i) => ({ value: values[i], label: s.label ?? s.lang, lang: sampleLanguage(s.lang), code: s.source })),
    made: kept,
  };
}
