import { SEARCH_FIELDS } from '../shared/searchIndexFormat.js';
import { indexTokenizer } from './searchTokens.js';

export type SearchField = (typeof SEARCH_FIELDS)[number];

/** What the index counts of its documents (sections): each field's text. */
export type FieldTexts = Record<SearchField, string>;

/** How often each term occurs, per field (in SEARCH_FIELDS order) and document (by position, ascending). */
export interface TermCounts {
  /** Term → per field: document → occurrences. A field the term never occurs in has an empty map. */
  postings: Map<string, Map<number, number>[]>;
  /** Per document, per field: the number of distinct words in it (before normalising), which ranking reads. */
  fieldLengths: number[][];
  /** Per field: the average of fieldLengths. */
  averageLengths: number[];
}

/**
 * Counts the terms of every document's fields: an inverted index, with the lengths BM25 ranking needs. Words
 * are split by tokenizeDocument and normalised by normalizeTerm (dropped when it returns null). The lengths
 * and averages are computed as MiniSearch computes them (the index format was made with it), the running
 * average included, so the numbers written stay the same to the last digit. A map per term beats a general
 * search library's radix tree and its serialisation, which were most of the index's build time.
 */
export function countTerms(docs: FieldTexts[]): TermCounts {
  const { tokenize, processTerm } = indexTokenizer();
  const postings = new Map<string, Map<number, number>[]>();
  const fieldLengths: number[][] = [];
  const averageLengths = SEARCH_FIELDS.map(() => 0);
  docs.forEach((doc, d) => {
    const lengths = SEARCH_FIELDS.map((field, f) => {
      const tokens = tokenize(doc[field], field);
      const length = new Set(tokens).size;
      averageLengths[f] = (averageLengths[f] * d + length) / (d + 1);
      for (const token of tokens) {
        const term = processTerm(token);
        if (!term) continue;
        let byField = postings.get(term);
        if (!byField) postings.set(term, (byField = SEARCH_FIELDS.map(() => new Map<number, number>())));
        const counts = byField[f];
        counts.set(d, (counts.get(d) ?? 0) + 1);
      }
      return length;
    });
    fieldLengths.push(lengths);
  });
  return { postings, fieldLengths, averageLengths };
}
