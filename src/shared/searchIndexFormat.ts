/**
 * The search index file: written at build time by `src/emit/searchIndex.ts`, read in the browser by
 * `src/client/search/`. It carries a MiniSearch index in a compact text encoding (MiniSearch's own JSON is about
 * twice the size gzipped) plus what the results list shows: pages, heading trails and excerpts. Pure.
 */

export const SEARCH_INDEX_VERSION = 1;

/** The indexed fields, in MiniSearch field-id order. */
export const SEARCH_FIELDS = ['title', 'headings', 'text', 'keywords'] as const;

/** `[url, title]`, or `[url, title, badge]` for pages with a sidebar badge (an HTTP method). */
export type SearchPageEntry = [url: string, title: string, badge?: string];

export interface SearchPayload {
  v: number;
  pages: SearchPageEntry[];
  /**
   * The index's documents are sections, page after page: `sectionCounts[p]` sections belong to page p.
   * The columns below hold one entry per section, document id order.
   */
  sectionCounts: number[];
  /** Heading trail; `[]` for a page's intro (the text before its first heading). */
  headings: string[][];
  /** Heading id, or "" when it is `guessAnchor(last heading)` (nearly always) or the section is the intro. */
  anchors: string[];
  excerpts: string[];
  /**
   * The sorted terms, space-separated and front-coded: each entry starts with one base-36 digit, the length of
   * the prefix it shares with the previous term, followed by the rest of the term.
   */
  terms: string;
  /**
   * One string per field (SEARCH_FIELDS order), one space-separated entry per term: the sections holding the
   * term, as gaps from the previous one (from -1), each a base-32 number written with `encodeGap`.
   */
  postings: string[];
  /** Per section, `,`-separated: the base-36 length (distinct words) of each field, `.`-separated. */
  lengths: string;
  averageLengths: number[];
}

/** Digits that end a number, and digits that continue it: numbers need no separators. */
const LAST = 'abcdefghijklmnopqrstuvwxyz012345';
const MORE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ6789-_';

export function encodeGap(n: number): string {
  let out = LAST[n % 32];
  for (n = Math.floor(n / 32); n > 0; n = Math.floor(n / 32)) out = MORE[n % 32] + out;
  return out;
}

export function decodeGaps(text: string): number[] {
  const out: number[] = [];
  let n = 0;
  for (const ch of text) {
    const more = MORE.indexOf(ch);
    if (more !== -1) n = n * 32 + more;
    else {
      out.push(n * 32 + LAST.indexOf(ch));
      n = 0;
    }
  }
  return out;
}

/**
 * The id a heading most likely got: lower case, punctuation dropped, spaces to dashes. The index stores the
 * real id only where this guess is wrong, which saves a tenth of the file.
 */
export function guessAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
