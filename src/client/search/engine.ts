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

/** Where a word matched: its score in each section holding it, and the sections, in the order first met. */
interface WordHits {
  scores: Float64Array;
  docs: Int32Array;
}

/**
 * Ranks pages for the words' hits. A word's score in a page is its best section, plus half the second and a
 * quarter of the third, so a guide that covers a topic in several sections outranks a page that only names it
 * once. Pages rank by the sum of the square roots of their words' scores: a page about "H100 drivers" matches
 * even when "H100" and "drivers" sit in different sections, and the roots favour pages that match every word
 * well over pages that match one word strongly. Pages with every word come first; when no page has them all,
 * pages with the most words do. Typed arrays, as a word may be in most sections of a large site.
 */
function rankPages(hits: WordHits[], store: ChunkStore): number[] {
  const pageCount = store.pageStarts.length - 1;
  const covered = new Uint8Array(pageCount);
  const total = new Float64Array(pageCount);
  const top = new Float64Array(pageCount * 3);
  const candidates: number[] = [];
  const touched = new Int32Array(pageCount);
  for (const { scores, docs } of hits) {
    let touchedCount = 0;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i];
      const page = store.docPage[doc];
      const at = page * 3;
      if (!top[at]) touched[touchedCount++] = page;
      const score = scores[doc];
      if (score > top[at]) {
        top[at + 2] = top[at + 1];
        top[at + 1] = top[at];
        top[at] = score;
      } else if (score > top[at + 1]) {
        top[at + 2] = top[at + 1];
        top[at + 1] = score;
      } else if (score > top[at + 2]) top[at + 2] = score;
    }
    for (let i = 0; i < touchedCount; i++) {
      const page = touched[i];
      const at = page * 3;
      if (!covered[page]) candidates.push(page);
      covered[page]++;
      total[page] += Math.sqrt(top[at] + top[at + 1] / 2 + top[at + 2] / 4);
      top[at] = top[at + 1] = top[at + 2] = 0;
    }
  }
  const most = candidates.reduce((n, page) => Math.max(n, covered[page]), 0);
  return candidates.filter((page) => covered[page] === most).sort((a, b) => total[b] - total[a] || a - b);
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
  // BM25+ for a term found once, by field and length class: the part of a score that depends on the length.
  const lengthFactors = averages.map((average) =>
    Float64Array.from({ length: 16 }, (_, cls) => (K + 1) / (1 + K * (1 - B + (B * lengthOfClass(cls)) / average)) + D),
  );

  /** One query word's score in each section, and the index terms it matched. */
  async function scoreWord(word: QueryTerm, matched: Set<string>): Promise<WordHits> {
    const chunks = await Promise.all(store.termFiles(word.term, word.prefix).map((file) => store.termChunk(file)));
    const boost = isName(word.term) ? NAME_BOOST : BOOST;
    // Per section and field, the best of the terms the word matched: "list" finding "list" and "list-os" in a
    // title counts once, so `ogc vm list` is not outranked by `ogc vm list-os`. Fields are summed.
    const expansions = expand(chunks, word);
    // Typed arrays throughout: a common word of a large site is in most of its sections.
    const scores = new Float64Array(documents);
    const fieldBest = new Float64Array(documents);
    const docs = new Int32Array(documents);
    const touched = new Int32Array(documents);
    let found = 0;
    for (let f = 0; f < boost.length; f++) {
      let touchedCount = 0;
      for (const { chunk, at, weight } of expansions) {
        const { docs: holding, classes } = chunk.postings(at)[f];
        if (!holding.length) continue;
        const idf = Math.log(1 + (documents - holding.length + 0.5) / (holding.length + 0.5));
        const scale = weight * boost[f] * idf;
        const byLength = lengthFactors[f];
        for (let i = 0; i < holding.length; i++) {
          const doc = holding[i];
          const score = scale * byLength[classes[i]];
          if (!fieldBest[doc]) touched[touchedCount++] = doc;
          if (score > fieldBest[doc]) fieldBest[doc] = score;
        }
      }
      for (let i = 0; i < touchedCount; i++) {
        const doc = touched[i];
        if (!scores[doc]) docs[found++] = doc;
        scores[doc] += fieldBest[doc];
        fieldBest[doc] = 0;
      }
    }
    for (const { chunk, at } of expansions) matched.add(chunk.terms[at]);
    return { scores, docs: docs.subarray(0, found) };
  }

  /** A shown page's sections that hold the most words, best first. */
  function bestSections(page: number, hits: WordHits[]): number[] {
    const sections: Array<{ doc: number; words: number; score: number }> = [];
    for (let doc = store.pageStarts[page]; doc < store.pageStarts[page + 1]; doc++) {
      const found = hits.filter((h) => h.scores[doc] > 0);
      if (found.length) sections.push({ doc, words: found.length, score: found.reduce((n, h) => n + h.scores[doc], 0) });
    }
    return sections
      .sort((a, b) => b.words - a.words || b.score - a.score)
      .slice(0, SECTIONS_PER_PAGE)
      .map((s) => s.doc);
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
      const matched = new Set<string>();
      const hits = await Promise.all(words.map((word) => scoreWord(word, matched)));
      const ranked = rankPages(hits, store);
      const shown = ranked.slice(0, MAX_PAGES);
      const fragments = await Promise.all(shown.map((page) => store.fragmentChunk(store.fragmentOf(page)[1])));
      const pages = shown.map((page, i): PageHit => {
        const fragment = fragments[i];
        const [firstPage] = store.fragmentOf(page);
        const firstSection = store.pageStarts[firstPage];
        const [url, title, badge] = fragment.pages[page - firstPage];
        const sections = bestSections(page, hits).map((doc): SectionHit => {
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
