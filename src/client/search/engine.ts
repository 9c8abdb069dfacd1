import { SEARCH_INDEX_VERSION, guessAnchor, lengthOfClass, type SearchManifest } from '../../shared/searchIndexFormat.js';
import { normalizeTerm, tokenizeQuery } from '../../shared/searchText.js';
import { ChunkStore, type LoadSearchFile, type TermChunk } from './chunks.js';
import { excerptAround } from './excerpt.js';

export interface SectionHit {
  /** The page URL, with `#anchor` for a section below a heading. */
  url: string;
  /** Heading trail of the section; empty for the page intro. */
  headings: string[];
  /** The words around the first match (see excerptAround). */
  excerpt: string;
}

export interface PageHit {
  url: string;
  title: string;
  badge?: string;
  sections: SectionHit[];
}

export interface SearchResults {
  /** The best pages, best first (at most MAX_PAGES). */
  pages: PageHit[];
  /** How many pages match in all. */
  total: number;
  /** Index terms the query matched (after prefix and typo expansion), for highlighting. */
  terms: Set<string>;
}

export interface SearchEngine {
  search(query: string): Promise<SearchResults>;
  /** The term chunk files a query needs: those holding its words (tests and the bench check this). */
  termFilesFor(query: string): string[];
  /** Starts loading what every query of a small site needs (its only chunks), ahead of the first query. */
  warm(): void;
}

export interface QueryTerm {
  term: string;
  prefix: boolean;
}

interface PageGroup {
  page: number;
  /** Per query word, the scores of the sections holding it; a hole where the page lacks the word. */
  scores: number[][];
  sections: Map<number, { score: number; words: number }>;
  terms: Set<string>;
}

/**
 * A title hit outranks a heading hit, which outranks body text; keywords (curated, plus generated names and
 * paths) sit between. SEARCH_FIELDS order. Tuned on tests/search/relevance.test.ts.
 */
const BOOST = [6, 3, 1, 4];
/**
 * A flag or an API path is defined where it is a keyword (the command or operation page lists its own flags
 * and path there), and only mentioned elsewhere: that page comes first.
 */
const NAME_BOOST = [6, 3, 1, 12];
const isName = (term: string) => /^(--|\/|\w+\/)/.test(term);
/** An exact word counts fully; a longer word it starts (while typing) or a typo of it, much less. */
const PREFIX_WEIGHT = 0.4;
const FUZZY_WEIGHT = 0.2;
/** BM25+ constants, as MiniSearch uses them. */
const K = 1.2;
const B = 0.7;
const D = 0.5;
const MAX_PAGES = 10;
const SECTIONS_PER_PAGE = 3;
/** A site with this few term (or fragment) chunks has them all loaded when search opens, as one index file was. */
const WARM_CHUNKS = 4;

/**
 * The words of a query as index terms. The last word is a prefix while it is being typed (no trailing space),
 * and is not dropped as a stop word then: "to" may become "token". A path also finds the paths below it.
 */
export function queryTerms(query: string): QueryTerm[] {
  const words = tokenizeQuery(query);
  const typing = !/\s$/.test(query);
  const terms = words.flatMap((word, i) => {
    const last = typing && i === words.length - 1;
    const term = normalizeTerm(word, last);
    return term ? [{ term, prefix: last || /^(\w+)?\//.test(term) }] : [];
  });
  return terms.filter((t, i) => terms.findIndex((u) => u.term === t.term) === i);
}

/** Whether `a` and `b` are at most `max` edits apart (insert, delete, substitute, swap two neighbours). */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return false;
    before = previous;
    previous = row;
  }
  return previous[b.length] <= max;
}

/** The index terms one query word matches in the chunks that hold it, each with its weight. */
function expand(chunks: TermChunk[], { term, prefix }: QueryTerm): Array<{ chunk: TermChunk; at: number; weight: number }> {
  const out: Array<{ chunk: TermChunk; at: number; weight: number }> = [];
  const name = isName(term);
  // One typo is forgiven in words of five letters or more, two from ten; none in flag names, paths, and words
  // with digits (`h100` is not `h200`, `item123` not `item12`).
  const typos = name || /\d/.test(term) ? 0 : Math.floor(term.length / 5);
  for (const chunk of chunks) {
    const from = chunk.find(term);
    let past = from;
    for (; past < chunk.terms.length && chunk.terms[past].startsWith(term); past++) {
      const found = chunk.terms[past];
      if (found === term) out.push({ chunk, at: past, weight: 1 });
      else if (prefix) out.push({ chunk, at: past, weight: PREFIX_WEIGHT * (term.length / found.length) ** 0.5 });
    }
    if (!typos) continue;
    chunk.terms.forEach((found, at) => {
      const matched = at >= from && at < past && (prefix || found === term);
      if (!matched && withinEdits(term, found, typos)) out.push({ chunk, at, weight: FUZZY_WEIGHT });
    });
  }
  return out;
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
 * over pages that match one word strongly. Pages with every word come first; when no page has them all, pages
 * with the most words do.
 */
function rankPages(groups: Iterable<PageGroup>, wordCount: number): PageGroup[] {
  const ranked = [...groups].map((group) => ({
    group,
    covered: group.scores.filter((s) => s !== undefined).length,
    total: group.scores.reduce((sum, s) => sum + Math.sqrt(wordScore(s)), 0),
  }));
  const most = ranked.reduce((n, r) => Math.max(n, r.covered), 0);
  const kept = ranked.filter((r) => r.covered === (ranked.some((r) => r.covered === wordCount) ? wordCount : most));
  return kept.sort((a, b) => b.total - a.total).map((r) => r.group);
}

/**
 * Answers queries from a chunked index (see searchIndexFormat.ts): each query loads the term chunks holding its
 * words and the fragment chunks of the pages it shows, once. Results are sections grouped by page, best page
 * first, and each page's sections ordered by how many of the words they hold. Pure: files come from `load`.
 */
export function createSearchEngine(manifest: SearchManifest, load: LoadSearchFile): SearchEngine {
  if (manifest.v !== SEARCH_INDEX_VERSION) throw new Error(`Unsupported search index version ${manifest.v}`);
  const store = new ChunkStore(manifest, load);
  const documents = store.documentCount;
  const averages = manifest.averageLengths.map((n) => n || 1);

  /** Section → score of one query word, and the index terms that matched. */
  async function scoreWord(word: QueryTerm): Promise<{ scores: Map<number, number>; terms: Map<number, string[]> }> {
    const chunks = await Promise.all(store.termFiles(word.term, word.prefix).map((file) => store.termChunk(file)));
    const boost = isName(word.term) ? NAME_BOOST : BOOST;
    const scores = new Map<number, number>();
    const terms = new Map<number, string[]>();
    // Per section and field, the best of the terms the word matched: "list" finding "list" and "list-os" in a
    // title counts once, so `ogc vm list` is not outranked by `ogc vm list-os`.
    const best = new Map<number, number[]>();
    for (const { chunk, at, weight } of expand(chunks, word)) {
      chunk.postings(at).forEach(({ docs, classes }, f) => {
        if (!docs.length) return;
        const idf = Math.log(1 + (documents - docs.length + 0.5) / (docs.length + 0.5));
        docs.forEach((doc, i) => {
          const norm = 1 - B + (B * lengthOfClass(classes[i])) / averages[f];
          const score = weight * boost[f] * idf * ((K + 1) / (1 + K * norm) + D);
          const fields = best.get(doc);
          if (!fields) best.set(doc, Object.assign([0, 0, 0, 0], { [f]: score }));
          else fields[f] = Math.max(fields[f], score);
          const list = terms.get(doc);
          if (!list) terms.set(doc, [chunk.terms[at]]);
          else if (!list.includes(chunk.terms[at])) list.push(chunk.terms[at]);
        });
      });
    }
    for (const [doc, fields] of best) scores.set(doc, fields[0] + fields[1] + fields[2] + fields[3]);
    return { scores, terms };
  }

  return {
    warm() {
      const ignore = () => undefined;
      if (manifest.terms.length <= WARM_CHUNKS) for (const [, file] of manifest.terms) store.termChunk(file).catch(ignore);
      if (manifest.fragments.length <= WARM_CHUNKS) for (const [, file] of manifest.fragments) store.fragmentChunk(file).catch(ignore);
    },

    termFilesFor(query) {
      return [...new Set(queryTerms(query).flatMap((w) => store.termFiles(w.term, w.prefix)))];
    },

    async search(query) {
      const words = queryTerms(query);
      const perWord = await Promise.all(words.map(scoreWord));
      const groups = new Map<number, PageGroup>();
      perWord.forEach(({ scores, terms }, w) => {
        for (const [doc, score] of scores) {
          const page = store.pageOf(doc);
          let group = groups.get(page);
          if (!group) groups.set(page, (group = { page, scores: [], sections: new Map(), terms: new Set() }));
          (group.scores[w] ??= []).push(score);
          const section = group.sections.get(doc) ?? { score: 0, words: 0 };
          group.sections.set(doc, { score: section.score + score, words: section.words + 1 });
          for (const term of terms.get(doc) ?? []) group.terms.add(term);
        }
      });
      const ranked = rankPages(groups.values(), words.length);
      if ((globalThis as { SEARCH_DEBUG?: boolean }).SEARCH_DEBUG) {
        for (const g of ranked.slice(0, 6)) console.log('  ', g.page, g.scores.map((s) => wordScore([...(s ?? [])]).toFixed(2)).join(' '), [...g.terms].join(','));
      }
      const shown = ranked.slice(0, MAX_PAGES);
      const matched = new Set(shown.flatMap((g) => [...g.terms]));
      const fragments = await Promise.all(shown.map((g) => store.fragmentChunk(store.fragmentOf(g.page)[1])));
      const pages = shown.map((group, i): PageHit => {
        const fragment = fragments[i];
        const [firstPage] = store.fragmentOf(group.page);
        const firstSection = store.pageStarts[firstPage];
        const [url, title, badge] = fragment.pages[group.page - firstPage];
        const sections = [...group.sections]
          .sort(([, a], [, b]) => b.words - a.words || b.score - a.score)
          .slice(0, SECTIONS_PER_PAGE)
          .map(([doc]): SectionHit => {
            const [headings, stored, text] = fragment.sections[doc - firstSection];
            const anchor = stored || (headings.length ? guessAnchor(headings[headings.length - 1]) : '');
            return { url: anchor ? `${url}#${anchor}` : url, headings, excerpt: excerptAround(text, matched) };
          });
        return { url, title, badge, sections };
      });
      return { pages, total: ranked.length, terms: matched };
    },
  };
}
