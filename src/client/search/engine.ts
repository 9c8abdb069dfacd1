import MiniSearch, { type Query } from 'minisearch';
import { SEARCH_FIELDS, SEARCH_INDEX_VERSION, type SearchPayload } from '../../shared/searchIndexFormat.js';
import { normalizeTerm, tokenizeQuery } from '../../shared/searchText.js';
import { decodeIndex } from './decode.js';

export interface SectionHit {
  /** The page URL, with `#anchor` for a section below a heading. */
  url: string;
  /** Heading trail of the section; empty for the page intro. */
  headings: string[];
  excerpt: string;
}

export interface PageHit {
  url: string;
  title: string;
  badge?: string;
  sections: SectionHit[];
}

export interface SearchResults {
  pages: PageHit[];
  /** Index terms the query matched (after prefix and typo expansion), for highlighting. */
  terms: Set<string>;
}

export interface SearchEngine {
  search(query: string): SearchResults;
}

/** A title or trail hit outranks body text; keywords are curated, so they count as much as headings. */
const BOOST = { title: 3, headings: 2, keywords: 2, text: 1 };
const MAX_PAGES = 8;
const SECTIONS_PER_PAGE = 3;

/**
 * The words of a query as index terms. The last word is a prefix while it is being typed (no trailing space),
 * and is not dropped as a stop word then: "to" may become "token".
 */
export function queryTerms(query: string): { term: string; prefix: boolean }[] {
  const words = tokenizeQuery(query);
  const typing = !/\s$/.test(query);
  return words.flatMap((word, i) => {
    const last = typing && i === words.length - 1;
    const term = normalizeTerm(word, last);
    return term ? [{ term, prefix: last }] : [];
  });
}

function toQuery({ term, prefix }: { term: string; prefix: boolean }): Query {
  // One typo is forgiven in words of five letters or more; flags are exact names.
  return { queries: [term], prefix, fuzzy: term.length >= 5 && !term.startsWith('--') ? 0.2 : false };
}

/**
 * Loads a search index file and answers queries: every word must match (falling back to any word when that
 * finds nothing), and the matching sections come back grouped by page, best page first. Pure: no DOM, no fetch.
 */
export function createSearchEngine(payload: SearchPayload): SearchEngine {
  if (payload.v !== SEARCH_INDEX_VERSION) throw new Error(`Unsupported search index version ${payload.v}`);
  // The terms arrive normalised (queryTerms), so the index must not tokenise or process them again.
  const index = MiniSearch.loadJS(decodeIndex(payload), {
    fields: [...SEARCH_FIELDS],
    tokenize: (text) => [text],
    processTerm: (term) => term,
  });

  return {
    search(query) {
      const terms = queryTerms(query);
      if (!terms.length) return { pages: [], terms: new Set() };
      const queries = terms.map(toQuery);
      let results = index.search({ combineWith: 'AND', queries }, { boost: BOOST });
      if (!results.length && queries.length > 1) results = index.search({ combineWith: 'OR', queries }, { boost: BOOST });
      const pages = new Map<number, PageHit>();
      const matched = new Set<string>();
      for (const result of results) {
        const [p, anchor, headings, excerpt] = payload.sections[result.id as number];
        let page = pages.get(p);
        if (!page) {
          if (pages.size === MAX_PAGES) continue;
          const [url, title, badge] = payload.pages[p];
          page = { url, title, badge, sections: [] };
          pages.set(p, page);
        }
        if (page.sections.length === SECTIONS_PER_PAGE) continue;
        page.sections.push({ url: anchor ? `${page.url}#${anchor}` : page.url, headings, excerpt });
        for (const term of result.terms) matched.add(term);
      }
      return { pages: [...pages.values()], terms: matched };
    },
  };
}
