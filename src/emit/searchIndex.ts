import MiniSearch, { type AsPlainObject } from 'minisearch';
import type { OutputFile, Page, PageSection } from '../shared/types.js';
import { SEARCH_FIELDS, SEARCH_INDEX_VERSION, encodeGap, guessAnchor, type SearchPayload } from '../shared/searchIndexFormat.js';
import { scriptSafeJson } from '../shared/scriptSafeJson.js';
import { normalizeTerm, tokenizeDocument } from '../shared/searchText.js';
import { contentHash } from './assets.js';
import { ASSETS_DIR } from '../shared/emittedFiles.js';

/** One indexed document: a heading-delimited section of a page. */
interface SectionDoc {
  id: number;
  title: string;
  headings: string;
  text: string;
  keywords: string;
}

export interface SearchIndexOptions {
  /** Turns a route into the URL the results link to (the base URL applied). Defaults to the route. */
  url?: (route: string) => string;
  /** Characters of section text kept for the results' excerpts. */
  excerptLength?: number;
}

/**
 * Excerpts are the start of each section: the line a result shows under its heading trail. Longer ones would
 * not fit the budget (80 KB gzipped with the search code); the words past the excerpt are found through the index.
 */
const EXCERPT_LENGTH = 48;

/** Unlisted and draft pages stay out of search, as they stay out of sidebars. */
function isSearchable(page: Page): boolean {
  return !page.frontMatter.unlisted && !page.frontMatter.draft;
}

function excerptOf(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.lastIndexOf(' ', max);
  return `${flat.slice(0, cut > max / 2 ? cut : max)}…`;
}

/** `/cli/commands/ogc_vm/list-sku/` → `cli commands ogc_vm list-sku`: the URL's words find the page too. */
function routeWords(route: string): string {
  return route.split('/').filter(Boolean).join(' ');
}

/**
 * The page's sections, starting with an intro (anchor "") that carries the page-level words. A section that
 * repeats one already seen word for word (the global options of every CLI command) is left out: it would make
 * every page that repeats it a result.
 */
function sectionsOf(page: Page, seen: Set<string>): PageSection[] {
  const intro = page.sections[0]?.anchor === '' ? [] : [{ anchor: '', headings: [], text: '' }];
  return [...intro, ...page.sections].filter((section, i) => {
    if (i === 0) return true;
    const key = `${section.headings.join('\n')}\n${section.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The index documents and the display columns, one entry per section. */
function collectSections(pages: Page[], url: (route: string) => string, excerptLength: number) {
  const out: Pick<SearchPayload, 'pages' | 'sectionCounts' | 'headings' | 'anchors' | 'excerpts'> & { docs: SectionDoc[] } = {
    pages: [],
    sectionCounts: [],
    headings: [],
    anchors: [],
    excerpts: [],
    docs: [],
  };
  const seen = new Set<string>();
  for (const page of pages) {
    out.pages.push(page.sidebarBadge ? [url(page.route), page.title, page.sidebarBadge] : [url(page.route), page.title]);
    const sections = sectionsOf(page, seen);
    out.sectionCounts.push(sections.length);
    sections.forEach((section, i) => {
      const intro = i === 0;
      const heading = section.headings[section.headings.length - 1] ?? '';
      out.headings.push(section.headings);
      out.anchors.push(intro || guessAnchor(heading) === section.anchor ? '' : section.anchor);
      out.excerpts.push(excerptOf(intro && page.description ? page.description : section.text, excerptLength));
      // The title and page-level words are indexed once, on the intro; the engine matches a query's words
      // across all sections of a page, so "kubernetes billing" still finds the "Pricing" section of "Kubernetes billing".
      out.docs.push({
        id: out.docs.length,
        title: intro ? page.title : '',
        headings: section.headings.join(' '),
        text: intro ? [page.description, section.text].filter(Boolean).join(' ') : section.text,
        keywords: intro ? [...(page.keywords ?? []), ...(page.searchKeywords ?? []), routeWords(page.route)].join(' ') : '',
      });
    });
  }
  return out;
}

/** The shared prefix length, one base-36 digit, then the rest: sorted terms share long prefixes. */
function frontCode(terms: string[]): string {
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

/**
 * A word found in the text of more than this many sections barely tells them apart; for it, the index keeps
 * one section per page (the one using it most), which still lets a page match the word, at a third less size.
 */
const COMMON_WORD_SECTIONS = 20;

/** The sections of `docs` to keep for one term in the text field (see COMMON_WORD_SECTIONS). */
function pruneCommon(docs: Record<string, number>, pageOfDoc: number[]): number[] {
  const ids = Object.keys(docs).map(Number);
  if (ids.length <= COMMON_WORD_SECTIONS) return ids;
  const best = new Map<number, number>();
  for (const id of ids) {
    const page = pageOfDoc[id];
    const current = best.get(page);
    if (current === undefined || docs[id] > docs[current]) best.set(page, id);
  }
  return [...best.values()];
}

/** Field lengths only scale scores, so 19 % steps are enough, and repeat more (they gzip better). */
function roundLength(n: number): number {
  return n < 8 ? n : Math.round(2 ** (Math.round(Math.log2(n) * 4) / 4));
}

/**
 * Re-encodes MiniSearch's serialised index (see SearchPayload). Term counts are dropped: sections are short,
 * so whether a word occurs once or five times in one barely changes the ranking, and counts cost a sixth of
 * the file.
 */
function encodeIndex(js: AsPlainObject, pageOfDoc: number[]): Pick<SearchPayload, 'terms' | 'postings' | 'lengths' | 'averageLengths'> {
  const entries = [...js.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const postings = SEARCH_FIELDS.map((field) => {
    const fieldId = String(js.fieldIds[field]);
    return entries
      .map(([, byField]) => {
        const found = byField[fieldId] ?? {};
        const docs = (field === 'text' ? pruneCommon(found, pageOfDoc) : Object.keys(found).map(Number)).sort((a, b) => a - b);
        return docs.map((doc, i) => encodeGap(doc - (i ? docs[i - 1] : -1) - 1)).join('');
      })
      .join(' ');
  });
  const lengths = Object.keys(js.fieldLength)
    .map(Number)
    .sort((a, b) => a - b)
    .map((doc) => SEARCH_FIELDS.map((f) => roundLength(js.fieldLength[doc][js.fieldIds[f]] ?? 0).toString(36)).join('.'))
    .join(',');
  const averageLengths = SEARCH_FIELDS.map((f) => Math.round(js.averageFieldLength[js.fieldIds[f]] * 1000) / 1000);
  return { terms: frontCode(entries.map(([term]) => term)), postings, lengths, averageLengths };
}

/**
 * The search index of a site: every searchable page's title, heading trails and section text, its keywords,
 * and generated pages' `searchKeywords` (API method and path, CLI command names and flags). Pure: pages in,
 * payload out, so tests can query the real site's index without building it.
 */
export function buildSearchIndex(pages: Page[], options: SearchIndexOptions = {}): SearchPayload {
  const searchable = pages.filter(isSearchable).sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const { docs, ...display } = collectSections(searchable, options.url ?? ((r) => r), options.excerptLength ?? EXCERPT_LENGTH);
  const index = new MiniSearch<SectionDoc>({
    fields: [...SEARCH_FIELDS],
    tokenize: tokenizeDocument,
    processTerm: (term) => normalizeTerm(term),
  });
  index.addAll(docs);
  const js = index.toJSON();
  // The client rebuilds MiniSearch's document ids from section positions; they must be the same numbers.
  for (const [shortId, id] of Object.entries(js.documentIds)) {
    if (Number(shortId) !== id) throw new Error(`search index: document ${id} got short id ${shortId}`);
  }
  const pageOfDoc = display.sectionCounts.flatMap((count, page) => Array<number>(count).fill(page));
  return { v: SEARCH_INDEX_VERSION, ...display, ...encodeIndex(js, pageOfDoc) };
}

/** The index as a content-hashed JSON file under `assets/search/`, so it can be cached forever. */
export function createSearchIndexFile(pages: Page[], options: SearchIndexOptions = {}): OutputFile {
  // Page text in the index stays inert markup even when the file is sniffed as HTML or inlined into a page.
  const json = scriptSafeJson(buildSearchIndex(pages, options));
  return { path: `${ASSETS_DIR}/search/index.${contentHash(json)}.json`, contents: json };
}
