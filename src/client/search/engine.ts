import MiniSearch, { type SearchResult } from 'minisearch';
import { SEARCH_FIELDS, SEARCH_INDEX_VERSION, guessAnchor, type SearchPayload } from '../../shared/searchIndexFormat.js';
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

interface QueryTerm {
  term: string;
  prefix: boolean;
}

interface PageGroup {
  page: number;
  /** Best section score for each query word; a hole where the page lacks the word. */
  scores: number[];
  sections: Map<number, { score: number; words: number }>;
  terms: string[];
}

/** A title or trail hit outranks body text; keywords are curated, so they count as much as headings. */
const BOOST = { title: 3, headings: 2, keywords: 2, text: 1 };
const MAX_PAGES = 8;
const SECTIONS_PER_PAGE = 3;

/**
 * The words of a query as index terms. The last word is a prefix while it is being typed (no trailing space),
 * and is not dropped as a stop word then: "to" may become "token".
 */
export function queryTerms(query: string): QueryTerm[] {
  const words = tokenizeQuery(query);
  const typing = !/\s$/.test(query);
  const terms = words.flatMap((word, i) => {
    const last = typing && i === words.length - 1;
    const term = normalizeTerm(word, last);
    return term ? [{ term, prefix: last }] : [];
  });
  return terms.filter((t, i) => terms.findIndex((u) => u.term === t.term) === i);
}

function searchTerm(index: MiniSearch, { term, prefix }: QueryTerm): SearchResult[] {
  // One typo is forgiven in words of five letters or more; flags are exact names.
  const fuzzy = term.length >= 5 && !term.startsWith('--') ? 0.2 : false;
  return index.search(term, { prefix, fuzzy, boost: BOOST });
}

/**
 * Pages rank by the sum, over the query's words, of the best score each word gets in one of their sections:
 * a page about "H100 drivers" matches even when "H100" and "drivers" sit in different sections. Pages with
 * every word come first; when no page has them all, pages with the most words do.
 */
function rankPages(groups: Iterable<PageGroup>, wordCount: number): PageGroup[] {
  const covered = (g: PageGroup) => g.scores.filter((s) => s !== undefined).length;
  const total = (g: PageGroup) => g.scores.reduce((sum, s) => sum + (s ?? 0), 0);
  const all = [...groups];
  const complete = all.filter((g) => covered(g) === wordCount);
  return (complete.length ? complete : all).sort((a, b) => covered(b) - covered(a) || total(b) - total(a));
}

/**
 * Loads a search index file and answers queries with the matching sections grouped by page, best page first,
 * and each page's sections ordered by how many of the words they hold. Pure: no DOM, no fetch.
 */
export function createSearchEngine(payload: SearchPayload): SearchEngine {
  if (payload.v !== SEARCH_INDEX_VERSION) throw new Error(`Unsupported search index version ${payload.v}`);
  // The terms arrive normalised (queryTerms), so the index must not tokenise or process them again.
  const index = MiniSearch.loadJS(decodeIndex(payload), { fields: [...SEARCH_FIELDS], tokenize: (text) => [text], processTerm: (term) => term });
  const pageOf = payload.sectionCounts.flatMap((count, page) => Array<number>(count).fill(page));

  const sectionHit = (id: number): SectionHit => {
    const headings = payload.headings[id];
    const anchor = payload.anchors[id] || (headings.length ? guessAnchor(headings[headings.length - 1]) : '');
    const url = payload.pages[pageOf[id]][0];
    return { url: anchor ? `${url}#${anchor}` : url, headings, excerpt: payload.excerpts[id] };
  };

  return {
    search(query) {
      const words = queryTerms(query);
      const groups = new Map<number, PageGroup>();
      words.forEach((word, w) => {
        for (const result of searchTerm(index, word)) {
          const id = result.id as number;
          const page = pageOf[id];
          let group = groups.get(page);
          if (!group) groups.set(page, (group = { page, scores: [], sections: new Map(), terms: [] }));
          group.scores[w] = Math.max(group.scores[w] ?? 0, result.score);
          const section = group.sections.get(id) ?? { score: 0, words: 0 };
          group.sections.set(id, { score: section.score + result.score, words: section.words + 1 });
          group.terms.push(...result.terms);
        }
      });
      const ranked = rankPages(groups.values(), words.length).slice(0, MAX_PAGES);
      const pages = ranked.map((group): PageHit => {
        const [url, title, badge] = payload.pages[group.page];
        const sections = [...group.sections]
          .sort(([, a], [, b]) => b.words - a.words || b.score - a.score)
          .slice(0, SECTIONS_PER_PAGE)
          .map(([id]) => sectionHit(id));
        return { url, title, badge, sections };
      });
      return { pages, terms: new Set(ranked.flatMap((g) => g.terms)) };
    },
  };
}
