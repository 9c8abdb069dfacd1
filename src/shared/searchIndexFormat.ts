/**
 * The search index file: written at build time by `src/emit/searchIndex.ts`, read in the browser by
 * `src/client/search/`. It carries a MiniSearch index in a compact text encoding (MiniSearch's own JSON is about
 * twice the size gzipped) plus what the results list shows: pages, section trails and excerpts. Pure types.
 */

export const SEARCH_INDEX_VERSION = 1;

/** The indexed fields, in MiniSearch field-id order. */
export const SEARCH_FIELDS = ['title', 'headings', 'text', 'keywords'] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number];

/** `[url, title]`, or `[url, title, badge]` for pages with a sidebar badge (an HTTP method). */
export type SearchPageEntry = [url: string, title: string, badge?: string];

/** A section, the unit the index finds: its page, its heading id (empty for the intro), trail and excerpt. */
export type SearchSectionEntry = [page: number, anchor: string, headings: string[], excerpt: string];

export interface SearchPayload {
  v: number;
  pages: SearchPageEntry[];
  /** The index's documents: document id N is `sections[N]`. */
  sections: SearchSectionEntry[];
  /**
   * The sorted terms, space-separated and front-coded: each entry starts with one base-36 digit, the length of
   * the prefix it shares with the previous term, followed by the rest of the term.
   */
  terms: string;
  /**
   * One string per field (SEARCH_FIELDS order). Per term, `|`-separated: the sections holding the term, as
   * base-36 gaps from the previous section, `,`-separated; `:n` (base 36) follows a section holding it n > 1 times.
   */
  postings: string[];
  /** Per section, `,`-separated: the base-36 length (distinct words) of each field, `.`-separated. */
  lengths: string;
  averageLengths: number[];
}
