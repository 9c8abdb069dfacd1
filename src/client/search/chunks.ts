import {
  SEARCH_FIELDS,
  compareTerms,
  decodeFrontCoded,
  decodeGaps,
  decodeGapsInto,
  type SearchFragmentChunk,
  type SearchManifest,
  type SearchTermChunk,
} from '../../shared/searchIndexFormat.js';

/** Fetches one search file by name and parses it; the engine never fetches by itself. */
export type LoadSearchFile = (file: string) => Promise<unknown>;

/** One field's postings of a term: the sections holding it and their field length classes. */
export interface Posting {
  docs: Int32Array;
  classes: Uint8Array;
}

/** A decoded term chunk: its sorted terms, and their postings, decoded on first use. */
export class TermChunk {
  readonly terms: string[];
  private readonly raw: string[][];
  private readonly decoded = new Map<number, Posting[]>();

  constructor(chunk: SearchTermChunk) {
    this.terms = decodeFrontCoded(chunk.terms);
    this.raw = chunk.postings.map((field) => (this.terms.length ? field.split(' ') : []));
  }

  /** Position of `term`, or where it would be inserted. */
  find(term: string): number {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareTerms(this.terms[mid], term) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The length of a term's encoded postings in every field: about how many sections hold it, before decoding. */
  postingsSize(at: number): number {
    let size = 0;
    for (const field of this.raw) size += field[at]?.length ?? 0;
    return size;
  }

  postings(at: number): Posting[] {
    let postings = this.decoded.get(at);
    if (!postings) {
      postings = SEARCH_FIELDS.map((_, f) => decodePostings(this.raw[f][at] ?? ''));
      this.decoded.set(at, postings);
    }
    return postings;
  }
}

/** One posting entry (see SearchTermChunk): the sections and their length classes. */
function decodePostings(entry: string): Posting {
  const gaps = new Int32Array(entry.length);
  const count = decodeGapsInto(entry, gaps);
  const docs = new Int32Array(count);
  const classes = new Uint8Array(count);
  let doc = -1;
  for (let i = 0; i < count; i++) {
    doc += (gaps[i] >> 4) + 1;
    docs[i] = doc;
    classes[i] = gaps[i] & 15;
  }
  return { docs, classes };
}

/** The last entry whose first key is ≤ `key`, in a list sorted by first key. */
function lastAtOrBefore<K>(list: Array<[K, string]>, key: K, compare: (a: K, b: K) => number): number {
  let lo = 0;
  let hi = list.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (compare(list[mid][0], key) <= 0) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The upper end of the terms starting with `prefix`: every such term sorts below it. */
const prefixEnd = (prefix: string) => `${prefix}\uffff`;

/**
 * What the manifest says about where things are, and the chunks loaded so far (each loads once; a failed
 * load is forgotten so the next query tries again). Pure apart from `load`.
 */
export class ChunkStore {
  private readonly termChunks = new Map<string, Promise<TermChunk>>();
  private readonly fragmentChunks = new Map<string, Promise<SearchFragmentChunk>>();
  /** First section of each page, and one past the last. */
  readonly pageStarts: Int32Array;
  /** The page of each section. */
  readonly docPage: Int32Array;

  constructor(
    readonly manifest: SearchManifest,
    private readonly load: LoadSearchFile,
  ) {
    const counts = decodeGaps(manifest.sectionCounts);
    this.pageStarts = new Int32Array(counts.length + 1);
    counts.forEach((count, page) => (this.pageStarts[page + 1] = this.pageStarts[page] + count));
    this.docPage = new Int32Array(this.pageStarts[counts.length]);
    counts.forEach((count, page) => this.docPage.fill(page, this.pageStarts[page], this.pageStarts[page] + count));
  }

  get documentCount(): number {
    return this.pageStarts[this.pageStarts.length - 1];
  }

  /** The term chunk files holding `term`, or with `prefix`, every term that starts with it. */
  termFiles(term: string, prefix: boolean): string[] {
    const list = this.manifest.terms;
    const first = lastAtOrBefore(list, term, compareTerms);
    const last = prefix ? lastAtOrBefore(list, prefixEnd(term), compareTerms) : first;
    return list.slice(first, last + 1).map(([, file]) => file);
  }

  /** The fragment chunk holding a page: its first page and its file. */
  fragmentOf(page: number): [first: number, file: string] {
    return this.manifest.fragments[lastAtOrBefore(this.manifest.fragments, page, (a, b) => a - b)];
  }

  termChunk(file: string): Promise<TermChunk> {
    return this.cached(this.termChunks, file, (value) => new TermChunk(value as SearchTermChunk));
  }

  fragmentChunk(file: string): Promise<SearchFragmentChunk> {
    return this.cached(this.fragmentChunks, file, (value) => value as SearchFragmentChunk);
  }

  private cached<T>(cache: Map<string, Promise<T>>, file: string, make: (value: unknown) => T): Promise<T> {
    let loading = cache.get(file);
    if (!loading) {
      loading = this.load(file).then(make);
      loading.catch(() => cache.delete(file));
      cache.set(file, loading);
    }
    return loading;
  }
}
