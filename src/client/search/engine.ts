import { SEARCH_INDEX_VERSION, decodeRuns, guessAnchor, lengthOfClass, type SearchManifest } from '../../shared/searchIndexFormat.js';
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
  /**
   * The best pages for a query. On a site with versioned docs, `version` is the docs version being read
   * (`docs-gen:docs-version`): the other versions of its folder are left out, and without one every version
   * but the last ones.
   */
  search(query: string, version?: string): Promise<SearchResults>;
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
/**
 * Once the words scored so far are all in fewer than one page in this many sections, the next word is scored in
 * those pages only (see scoreWords): finding where each page's sections start in a long list costs more beyond.
 */
const RESTRICT_BELOW = 16;
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

/** Rows of withinEdits, kept between calls: a typo check runs against every term of a chunk. */
let editRows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/** Whether `a` and `b` are at most `max` edits apart (insert, delete, substitute, swap two neighbours). */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (editRows[0].length <= b.length) editRows = editRows.map(() => new Int32Array(b.length * 2 + 1));
  let [before, previous, row] = editRows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return false;
    const spare = before;
    before = previous;
    previous = row;
    row = spare;
  }
  return previous[b.length] <= max;
}

interface Expansion {
  chunk: TermChunk;
  at: number;
  weight: number;
}

/**
 * How many longer words or typos of one query word are scored. A word being typed on a large site can start
 * thousands of index terms (`page-1` to `page-9999`), each a posting list to decode: two letters took a first
 * query half a second. Beyond this many, those weighing most are kept (the shortest longer words, then typos),
 * the terms held by the most sections first among equals.
 */
const MAX_PARTIAL_MATCHES = 64;

function strongest(partial: Expansion[]): Expansion[] {
  if (partial.length <= MAX_PARTIAL_MATCHES) return partial;
  // By weight, then by size: weights of words up to 30 letters differ by more than 1e-3, and a term's postings
  // are far fewer than 1e6 characters.
  const worth = Float64Array.from(partial, ({ chunk, at, weight }) => weight * 1e9 + Math.min(chunk.postingsSize(at), 999_999));
  const bar = worth.slice().sort()[partial.length - MAX_PARTIAL_MATCHES];
  let ties = MAX_PARTIAL_MATCHES - worth.filter((w) => w > bar).length;
  return partial.filter((_, i) => worth[i] > bar || (worth[i] === bar && ties-- > 0));
}

/** The index terms one query word matches in the chunks that hold it, each with its weight. */
function expand(chunks: TermChunk[], { term, prefix }: QueryTerm): Expansion[] {
  const exact: Expansion[] = [];
  const partial: Expansion[] = [];
  const name = isName(term);
  // One typo is forgiven in words of five letters or more, two from ten; none in flag names, paths, and words
  // with digits (`h100` is not `h200`, `item123` not `item12`).
  const typos = name || /\d/.test(term) ? 0 : Math.floor(term.length / 5);
  for (const chunk of chunks) {
    const from = chunk.find(term);
    let past = from;
    for (; past < chunk.terms.length && chunk.terms[past].startsWith(term); past++) {
      const found = chunk.terms[past];
      if (found === term) exact.push({ chunk, at: past, weight: 1 });
      else if (prefix) partial.push({ chunk, at: past, weight: PREFIX_WEIGHT * (term.length / found.length) ** 0.5 });
    }
    if (!typos) continue;
    chunk.terms.forEach((found, at) => {
      const matched = at >= from && at < past && (prefix || found === term);
      if (!matched && withinEdits(term, found, typos)) partial.push({ chunk, at, weight: FUZZY_WEIGHT });
    });
  }
  return [...exact, ...strongest(partial)];
}

/** The first index of `sorted` whose value is ≥ `value`. */
function firstAtOrAfter(sorted: Int32Array, value: number): number {
  if (!value || !sorted.length || sorted[0] >= value) return 0;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Where a word matched: its score in each section holding it, and those sections in index order. */
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
 * pages with the most words do. Typed arrays, as a word may be in most sections of a large site. Gives the best
 * MAX_PAGES, best first, and how many pages matched.
 */
function rankPages(hits: WordHits[], store: ChunkStore): { shown: number[]; total: number } {
  const pageCount = store.pageStarts.length - 1;
  const { docPage } = store;
  const covered = new Uint8Array(pageCount);
  const total = new Float64Array(pageCount);
  const candidates: number[] = [];
  for (const { scores, docs } of hits) {
    // Sections in order (scoreWord sorts them): a page's sections are neighbours, so its best three are kept
    // in locals and added up when the next page starts.
    let page = -1;
    let first = 0;
    let second = 0;
    let third = 0;
    for (let i = 0; i <= docs.length; i++) {
      const next = i < docs.length ? docPage[docs[i]] : -1;
      if (next !== page) {
        if (page >= 0) {
          if (!covered[page]) candidates.push(page);
          covered[page]++;
          total[page] += Math.sqrt(first + second / 2 + third / 4);
        }
        if (next < 0) break;
        page = next;
        first = second = third = 0;
      }
      const score = scores[docs[i]];
      if (score > first) {
        third = second;
        second = first;
        first = score;
      } else if (score > second) {
        third = second;
        second = score;
      } else if (score > third) third = score;
    }
  }
  const most = candidates.reduce((n, page) => Math.max(n, covered[page]), 0);
  // The best MAX_PAGES by insertion, not a sort of every match: a common word matches most of a large site's
  // pages, and sorting them all was the largest part of a first query.
  const shown: number[] = [];
  const before = (a: number, b: number) => total[a] > total[b] || (total[a] === total[b] && a < b);
  let matching = 0;
  for (const page of candidates) {
    if (covered[page] !== most) continue;
    matching++;
    if (shown.length === MAX_PAGES && !before(page, shown[MAX_PAGES - 1])) continue;
    let at = Math.min(shown.length, MAX_PAGES - 1);
    while (at > 0 && before(page, shown[at - 1])) {
      shown[at] = shown[at - 1];
      at--;
    }
    shown[at] = page;
  }
  return { shown, total: matching };
}

/**
 * Answers queries from a chunked index (see searchIndexFormat.ts): each query loads the term chunks holding its
 * words and the fragment chunks of the pages it shows, once. Results are sections grouped by page, best page
 * first, and each page's sections ordered by how many of the words they hold. Pure: files come from `load`.
 */
/** `pageUrl` gives the link of a page from the URL the index holds for it. */
export function createSearchEngine(manifest: SearchManifest, load: LoadSearchFile, pageUrl = (url: string) => url): SearchEngine {
  if (manifest.v !== SEARCH_INDEX_VERSION) throw new Error(`Unsupported search index version ${manifest.v}`);
  const store = new ChunkStore(manifest, load);
  const documents = store.documentCount;
  const averages = manifest.averageLengths.map((n) => n || 1);
  // BM25+ for a term found once, by field and length class: the part of a score that depends on the length.
  const lengthFactors = averages.map((average) =>
    Float64Array.from({ length: 16 }, (_, cls) => (K + 1) / (1 + K * (1 - B + (B * lengthOfClass(cls)) / average)) + D),
  );
  // Scratch for one field of one word, left zeroed after use: allocated once, not per word of every query.
  const fieldBest = new Float64Array(documents);
  const touched = new Int32Array(documents);
  const pageCount = store.pageStarts.length - 1;
  const allSections = Int32Array.of(0, documents);

  /** The index terms a query word matched, and about how many sections hold them (see TermChunk.postingsSize). */
  interface WordMatches {
    word: QueryTerm;
    expansions: Expansion[];
    size: number;
  }

  async function matchWord(word: QueryTerm): Promise<WordMatches> {
    const chunks = await Promise.all(store.termFiles(word.term, word.prefix).map((file) => store.termChunk(file)));
    const expansions = expand(chunks, word);
    return { word, expansions, size: expansions.reduce((n, { chunk, at }) => n + chunk.postingsSize(at), 0) };
  }

  /**
   * One query word's score in each section, in the sections `within` ([first, past) pairs, sorted) or in all.
   * Per section and field, the best of the terms the word matched: "list" finding "list" and "list-os" in a
   * title counts once, so `ogc vm list` is not outranked by `ogc vm list-os`. Fields are summed.
   */
  function scoreWord({ word, expansions }: WordMatches, within: Int32Array = allSections): WordHits {
    const boost = isName(word.term) ? NAME_BOOST : BOOST;
    // Typed arrays throughout: a common word of a large site is in most of its sections.
    const scores = new Float64Array(documents);
    const docs = new Int32Array(documents);
    let found = 0;
    for (let f = 0; f < boost.length; f++) {
      let touchedCount = 0;
      for (const { chunk, at, weight } of expansions) {
        const { docs: holding, classes } = chunk.postings(at)[f];
        if (!holding.length) continue;
        const idf = Math.log(1 + (documents - holding.length + 0.5) / (holding.length + 0.5));
        const scale = weight * boost[f] * idf;
        const byLength = lengthFactors[f];
        for (let r = 0; r < within.length; r += 2) {
          const past = within[r + 1];
          for (let i = firstAtOrAfter(holding, within[r]); i < holding.length && holding[i] < past; i++) {
            const doc = holding[i];
            const score = scale * byLength[classes[i]];
            if (!fieldBest[doc]) touched[touchedCount++] = doc;
            if (score > fieldBest[doc]) fieldBest[doc] = score;
          }
        }
      }
      for (let i = 0; i < touchedCount; i++) {
        const doc = touched[i];
        if (!scores[doc]) docs[found++] = doc;
        scores[doc] += fieldBest[doc];
        fieldBest[doc] = 0;
      }
    }
    return { scores, docs: docs.subarray(0, found).sort() };
  }

  /**
   * Every word's hits, in the words' order. The rarest word is scored first, and each next one only in the pages
   * holding all the words so far, while they are few: "topic 3 of page 8123" scores the common "page" and
   * "topic" in two pages, not in every page of a large site. Those pages rank as they would with every word
   * scored everywhere. When no page holds every word, every word is scored everywhere, and the pages holding
   * the most of them rank.
   */
  function scoreWords(matches: WordMatches[], scope: Int32Array | undefined): WordHits[] {
    const hits: WordHits[] = new Array(matches.length);
    const order = matches.map((_, i) => i).sort((a, b) => matches[a].size - matches[b].size);
    let pages: Int32Array | undefined;
    for (const [n, i] of order.entries()) {
      const within = pages && pages.length * RESTRICT_BELOW < documents ? sectionsOf(pages) : scope;
      hits[i] = scoreWord(matches[i], within);
      if (n === order.length - 1) break;
      pages = pagesHolding(hits[i].docs, pages);
      if (!pages.length) return matches.map((m) => scoreWord(m, scope));
    }
    return hits;
  }

  const scopes = new Map<string, Int32Array | undefined>();
  /**
   * The sections searched by a reader of `version` (see SearchEngine.search), as [first, past) pairs; undefined
   * for all of them (a site without versions).
   */
  function scopeOf(version: string | undefined): Int32Array | undefined {
    if (!manifest.versions) return undefined;
    const key = version ?? '';
    if (scopes.has(key)) return scopes.get(key);
    const folder = version?.slice(0, version.lastIndexOf('@'));
    const left = new Uint8Array(pageCount);
    for (const [other, last, runs] of manifest.versions) {
      const ownFolder = version !== undefined && other.slice(0, other.lastIndexOf('@')) === folder;
      if (ownFolder ? other === version : last === 1) continue;
      for (const [first, past] of decodeRuns(runs)) left.fill(1, first, past);
    }
    const pairs: number[] = [];
    for (let page = 0; page < pageCount; page++) {
      if (left[page]) continue;
      const first = store.pageStarts[page];
      const past = store.pageStarts[page + 1];
      if (pairs.length && pairs[pairs.length - 1] === first) pairs[pairs.length - 1] = past;
      else pairs.push(first, past);
    }
    const scope = Int32Array.from(pairs);
    scopes.set(key, scope);
    return scope;
  }

  /** The pages holding sections `docs` (sorted), and in `among` (sorted) when given. */
  function pagesHolding(docs: Int32Array, among?: Int32Array): Int32Array {
    const out = new Int32Array(Math.min(docs.length, pageCount));
    let count = 0;
    let a = 0;
    for (let i = 0; i < docs.length; i++) {
      const page = store.docPage[docs[i]];
      if (count && out[count - 1] === page) continue;
      if (among) {
        while (a < among.length && among[a] < page) a++;
        if (among[a] !== page) continue;
      }
      out[count++] = page;
    }
    return out.subarray(0, count);
  }

  /** The sections of `pages` (sorted), as [first, past) pairs. */
  function sectionsOf(pages: Int32Array): Int32Array {
    const out = new Int32Array(pages.length * 2);
    pages.forEach((page, i) => {
      out[i * 2] = store.pageStarts[page];
      out[i * 2 + 1] = store.pageStarts[page + 1];
    });
    return out;
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

    async search(query, version) {
      const words = queryTerms(query);
      const matches = await Promise.all(words.map(matchWord));
      const hits = scoreWords(matches, scopeOf(version));
      const matched = new Set(matches.flatMap(({ expansions }) => expansions.map(({ chunk, at }) => chunk.terms[at])));
      const { shown, total } = rankPages(hits, store);
      const fragments = await Promise.all(shown.map((page) => store.fragmentChunk(store.fragmentOf(page)[1])));
      const pages = shown.map((page, i): PageHit => {
        const fragment = fragments[i];
        const [firstPage] = store.fragmentOf(page);
        const firstSection = store.pageStarts[firstPage];
        const [stored, title, badge] = fragment.pages[page - firstPage];
        const url = pageUrl(stored);
        const sections = bestSections(page, hits).map((doc): SectionHit => {
          const [headings, storedAnchor, text] = fragment.sections[doc - firstSection];
          const anchor = storedAnchor || (headings.length ? guessAnchor(headings[headings.length - 1]) : '');
          return { url: anchor ? `${url}#${anchor}` : url, headings, excerpt: excerptAround(text, matched) };
        });
        return { url, title, badge, sections };
      });
      return { pages, total, terms: matched };
    },
  };
}
