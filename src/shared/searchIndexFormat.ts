/**
 * The search index files: written at build time by `src/emit/searchIndex.ts`, read in the browser by
 * `src/client/search/`. The index is split the way Pagefind splits it, so a reader downloads only what a
 * query needs, whatever the size of the site:
 * - a small manifest (the one file pages link to) lists the other files;
 * - term chunks hold the index itself, split by term range: a query loads the chunks holding its terms;
 * - fragment chunks hold what the results show (page titles, heading trails, section text for excerpts),
 *   split by page range: a query loads those of the pages it shows.
 * Every file name carries the hash of its contents, so each can be cached forever. Pure.
 */

export const SEARCH_INDEX_VERSION = 2;

/** What a search file written as a script (hash-router output, see searchScriptFile) calls with its name and its data. */
export const SEARCH_SCRIPT_CALLBACK = '__docsGenSearchFile';

/** The indexed fields, in posting order. */
export const SEARCH_FIELDS = ['title', 'headings', 'text', 'keywords'] as const;

/** `[url, title]`, or `[url, title, badge]` for pages with a sidebar badge (an HTTP method). */
export type SearchPageEntry = [url: string, title: string, badge?: string];

/**
 * The index's documents are sections, page after page, numbered from 0 in that order. Pages are numbered in
 * the same order.
 */
export interface SearchManifest {
  v: number;
  /** Per page, its number of sections, each written with `encodeGap`. */
  sectionCounts: string;
  /** Average length of each field over all sections (SEARCH_FIELDS order). */
  averageLengths: number[];
  /** Term chunks, sorted: `[first term, file]`; a chunk holds the terms from its first to the next chunk's first. */
  terms: Array<[first: string, file: string]>;
  /** Fragment chunks, sorted: `[first page, file]`; a chunk holds the pages from its first to the next one's first. */
  fragments: Array<[first: number, file: string]>;
  /**
   * Of a site with versioned docs, each version's pages: `[key, last, runs]`, the key `<folder>@<name>` as the page's
   * `docs-gen:docs-version` meta names it, `last` 1 for the version served at the folder's route, and the runs of
   * its pages as `encodeGap` pairs (pages since the previous run's end, pages in the run). A reader searches the
   * version being read, else the last versions, and the pages of no version.
   */
  versions?: Array<[key: string, last: 0 | 1, runs: string]>;
}

/** Page numbers (sorted) as runs: `encodeGap` pairs of pages since the previous run's end and pages in the run. */
export function encodeRuns(pages: number[]): string {
  let out = '';
  let end = 0;
  for (let i = 0; i < pages.length; ) {
    let j = i + 1;
    while (j < pages.length && pages[j] === pages[j - 1] + 1) j++;
    out += encodeGap(pages[i] - end) + encodeGap(j - i);
    end = pages[j - 1] + 1;
    i = j;
  }
  return out;
}

/** The pages `encodeRuns` wrote, as [first, past) pairs. */
export function decodeRuns(text: string): Array<[number, number]> {
  const numbers = decodeGaps(text);
  const runs: Array<[number, number]> = [];
  let end = 0;
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const first = end + numbers[i];
    end = first + numbers[i + 1];
    runs.push([first, end]);
  }
  return runs;
}

export interface SearchTermChunk {
  /**
   * The chunk's sorted terms, space-separated and front-coded: each entry starts with one base-36 digit, the
   * length of the prefix it shares with the previous term, followed by the rest of the term.
   */
  terms: string;
  /**
   * One string per field (SEARCH_FIELDS order), one space-separated entry per term: the sections holding the
   * term in that field, each written with `encodeGap` as `gap × 16 + lengthClass(field length)`, the gap being
   * from the previous section (from -1).
   */
  postings: string[];
}

/** One section as the results show it: heading trail (`[]` for the page intro), heading id, text. */
export type SearchFragmentSection = [headings: string[], anchor: string, text: string];

export interface SearchFragmentChunk {
  /** The chunk's pages, from the manifest's first page on. */
  pages: SearchPageEntry[];
  /** Their sections, in document order. */
  sections: SearchFragmentSection[];
}

/** Field lengths in 16 classes, 41 % apart: they only scale scores. */
export function lengthClass(length: number): number {
  return length <= 1 ? 0 : Math.min(15, Math.round(Math.log2(length) * 2));
}

export function lengthOfClass(cls: number): number {
  return 2 ** (cls / 2);
}

/** Digits that end a number, and digits that continue it: numbers need no separators. */
const LAST = 'abcdefghijklmnopqrstuvwxyz012345';
const MORE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ6789-_';

export function encodeGap(n: number): string {
  let out = LAST[n % 32];
  for (n = Math.floor(n / 32); n > 0; n = Math.floor(n / 32)) out = MORE[n % 32] + out;
  return out;
}

/** Per character code: its digit value, plus 32 for the digits that continue a number; -1 for none. */
const DIGITS = new Int8Array(128).fill(-1);
for (let i = 0; i < 32; i++) {
  DIGITS[LAST.charCodeAt(i)] = i;
  DIGITS[MORE.charCodeAt(i)] = 32 + i;
}

/**
 * Decodes the numbers of `text` into `out`, which is at least as long as `text` (no number is shorter than a
 * character), and says how many there were: a common word's postings on a large site are tens of thousands of
 * numbers, and typed arrays spare a first query growing arrays number by number.
 */
export function decodeGapsInto(text: string, out: Int32Array): number {
  let count = 0;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const digit = DIGITS[text.charCodeAt(i)];
    if (digit >= 32) n = n * 32 + digit - 32;
    else {
      out[count++] = n * 32 + digit;
      n = 0;
    }
  }
  return count;
}

export function decodeGaps(text: string): number[] {
  const out = new Int32Array(text.length);
  return Array.from(out.subarray(0, decodeGapsInto(text, out)));
}

/** The shared prefix length, one base-36 digit, then the rest: sorted terms share long prefixes. */
export function frontCode(terms: string[]): string {
  let previous = '';
  return terms
    .map((term) => {
      let shared = 0;
      const max = Math.min(35, previous.length, term.length);
      while (shared < max && previous[shared] === term[shared]) shared++;
      previous = term;
      return shared.toString(36) + term.slice(shared);
    })
    .join(' ');
}

export function decodeFrontCoded(encoded: string): string[] {
  if (!encoded) return [];
  let previous = '';
  return encoded.split(' ').map((entry) => {
    previous = previous.slice(0, parseInt(entry[0], 36)) + entry.slice(1);
    return previous;
  });
}

/** Compares as the chunks are sorted: by UTF-16 code units, the same in Node and every browser. */
export function compareTerms(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The id a heading most likely got: lower case, punctuation dropped, spaces to dashes. The index stores the
 * real id only where this guess is wrong.
 */
export function guessAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
