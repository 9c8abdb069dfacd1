/**
 * Where each term occurs: for every term and field, the sections using it (ascending); and each section's field
 * lengths (its distinct words) with their averages. Counted in one pass over the sections, straight into the
 * lists the index is encoded from. A general-purpose search library held the same counts in a tree of maps and
 * then copied them all into objects to hand them out, which at 10,000 pages made the index the build's peak of
 * memory.
 */
export interface Postings {
  /** Per term, per field (none where the field never has the term): section ids, ascending. */
  terms: Map<string, (number[] | undefined)[]>;
  /** Per section, per field: distinct words (as the tokenizer splits them, before normalizing). */
  lengths: number[][];
  /** Per field: the average of `lengths`. */
  averageLengths: number[];
}

/**
 * A field where a term found in more than `beyond` sections keeps one section per group (the one using it
 * most, the first of equals): sections are grouped by page, and a word on every page then costs one entry
 * per page, not one per section. Groups must be runs of consecutive sections.
 */
export interface PruneRule {
  field: number;
  groupOf: readonly number[];
  beyond: number;
}

/** One term in one field while counting: its sections so far, and the section being counted. */
class FieldCounter {
  ids: number[] = [];
  counts: number[] = [];
  /** Sections seen, the current one included. */
  seen = 0;
  current = -1;
  currentCount = 0;
  /** Keeping one section per group (see PruneRule). */
  pruned = false;

  add(id: number, rule: PruneRule | undefined): void {
    if (id === this.current) {
      this.currentCount++;
      return;
    }
    this.settle(rule);
    this.current = id;
    this.currentCount = 1;
    this.seen++;
  }

  /** Files the current section, its count final. */
  settle(rule: PruneRule | undefined): void {
    if (this.current < 0) return;
    const { current: id, currentCount: count } = this;
    this.current = -1;
    if (!this.pruned) {
      this.ids.push(id);
      this.counts.push(count);
      if (rule && this.seen > rule.beyond) this.prune(rule);
      return;
    }
    const last = this.ids.length - 1;
    if (last >= 0 && rule!.groupOf[this.ids[last]] === rule!.groupOf[id]) {
      if (count > this.counts[last]) {
        this.ids[last] = id;
        this.counts[last] = count;
      }
    } else {
      this.ids.push(id);
      this.counts.push(count);
    }
  }

  private prune(rule: PruneRule): void {
    const { ids, counts } = this;
    this.ids = [];
    this.counts = [];
    this.pruned = true;
    ids.forEach((id, i) => {
      this.current = id;
      this.currentCount = counts[i];
      this.settle(rule);
    });
  }
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
  prune?: PruneRule,
): Postings {
  const counters = new Map<string, (FieldCounter | undefined)[]>();
  const lengths: number[][] = [];
  const totals = Array<number>(fieldCount).fill(0);
  docs.forEach((fields, id) => {
    const docLengths: number[] = [];
    for (let field = 0; field < fieldCount; field++) {
      const tokens = tokenize(fields[field] ?? '', field);
      const length = new Set(tokens).size;
      docLengths.push(length);
      totals[field] += length;
      const rule = prune?.field === field ? prune : undefined;
      for (const token of tokens) {
        const term = normalize(token);
        if (!term) continue;
        let byField = counters.get(term);
        if (!byField) counters.set(term, (byField = Array<FieldCounter | undefined>(fieldCount)));
        (byField[field] ??= new FieldCounter()).add(id, rule);
      }
    }
    lengths.push(docLengths);
  });
  const terms = new Map<string, (number[] | undefined)[]>();
  for (const [term, byField] of counters) {
    terms.set(
      term,
      Array.from(byField, (counter, field) => {
        counter?.settle(prune?.field === field ? prune : undefined);
        return counter?.ids;
      }),
    );
  }
  return { terms, lengths, averageLengths: totals.map((total) => (docs.length ? total / docs.length : 0)) };
}
