/**
 * Where each term occurs: for every term and field, the sections using it (ascending) and how often each does;
 * and each section's field lengths (its distinct words) with their averages. Counted in one pass over the
 * sections, straight into the arrays the index is encoded from. A general-purpose search library held the same
 * counts in a tree of maps and then copied them all into objects to hand them out, which at 10,000 pages made the
 * index the build's peak of memory.
 */
export interface Postings {
  /** Per term, per field (none where the field never has the term): section ids, ascending, and the term's count in each. */
  terms: Map<string, (FieldPostings | undefined)[]>;
  /** Per section, per field: distinct words (as the tokenizer splits them, before normalizing). */
  lengths: number[][];
  /** Per field: the average of `lengths`. */
  averageLengths: number[];
}

export interface FieldPostings {
  ids: number[];
  counts: number[];
}

/**
 * Counts `docs` (section `i` is `docs[i]`), each given as its fields' texts in field order. A token the
 * normalizer drops (stop word, noise) is not counted, though it is part of the field's length.
 */
export function countPostings(
  docs: readonly (readonly string[])[],
  fieldCount: number,
  tokenize: (text: string, field: number) => string[],
  normalize: (token: string) => string | null,
): Postings {
  const terms = new Map<string, (FieldPostings | undefined)[]>();
  const lengths: number[][] = [];
  const totals = Array<number>(fieldCount).fill(0);
  docs.forEach((fields, id) => {
    const docLengths: number[] = [];
    for (let field = 0; field < fieldCount; field++) {
      const tokens = tokenize(fields[field] ?? '', field);
      const length = new Set(tokens).size;
      docLengths.push(length);
      totals[field] += length;
      for (const token of tokens) {
        const term = normalize(token);
        if (!term) continue;
        let byField = terms.get(term);
        if (!byField) terms.set(term, (byField = Array<FieldPostings | undefined>(fieldCount)));
        const postings = (byField[field] ??= { ids: [], counts: [] });
        const last = postings.ids.length - 1;
        if (postings.ids[last] === id) postings.counts[last]++;
        else {
          postings.ids.push(id);
          postings.counts.push(1);
        }
      }
    }
    lengths.push(docLengths);
  });
  return { terms, lengths, averageLengths: totals.map((total) => (docs.length ? total / docs.length : 0)) };
}
