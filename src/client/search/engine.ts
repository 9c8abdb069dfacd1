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
  /** Per query word, the scores of the sections holding it; a hole where the page lacks the word. */
  scores: number[][];
  sections: Map<number, { score: number; words: number }>;
  terms: string[];
}

/**
 * A title hit outranks a heading hit, which outranks body text; keywords (curated, plus generated names and
 * paths) sit between. Tuned on tests/search/relevance.test.ts.
 */
const BOOST = { title: 4, headings: 2, keywords: 1.5, text: 1 };
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

/** A typo-tolerant match is a guess: it counts for much less than the word itself. */
const WEIGHTS = { fuzzy: 0.2, prefix: 0.375 };

function searchTerm(index: MiniSearch, { term, prefix }: QueryTerm): SearchResult[] {
  const name = /^(--|\/)/.test(term);
  // One typo is forgiven in words of five letters or more, none in flag names and paths. A path also finds
  // the paths below it (`/vms` finds `/vms/{id}`), ranked after itself.
  const fuzzy = term.length >= 5 && !name ? 0.2 : false;
  return index.search(term, { prefix: prefix || term.startsWith('/'), fuzzy, boost: BOOST, weights: WEIGHTS });
}

/**
 * A word's score in a page: its best section, plus half the second and a quarter of the third, so a guide that
 * covers a topic in several sections outranks a page that only names it once.
 */
function wordScore(sectionScores: number[] | undefined): number {
  const [a = 0, b = 0, c = 0] = (sectionScores ?? []).sort((x, y) => y - x);
  return a + b / 2 + c / 4;
}

/**
 * Pages rank by the sum of the square roots of their words' scores: a page about "H100 drivers" matches even
 * when "H100" and "drivers" sit in different sections, and the roots favour pages that match every word well
 * over pages that match one word strongly (an "H100" title with "drivers" only close to "drives"). Pages with
 * every word come first; when no page has them all, pages with the most words do.
 */
function rankPages(groups: Iterable<PageGroup>, wordCount: number): PageGroup[] {
  const ranked = [...groups].map((group) => ({
    group,
    covered: group.scores.filter((s) => s !== undefined).length,
    total: group.scores.reduce((sum, s) => sum + Math.sqrt(wordScore(s)), 0),
  }));
  const complete = ranked.filter((r) => r.covered === wordCount);
  return (complete.length ? complete : ranked).sort((a, b) => b.covered - a.covered || b.total - a.total).map((r) => r.group);
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
          (group.scores[w] ??= []).push(result.score);
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
