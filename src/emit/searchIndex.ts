import MiniSearch, { type AsPlainObject } from 'minisearch';
import type { Page, PageSection } from '../markdown/types.js';
import {
  SEARCH_FIELDS,
  SEARCH_INDEX_VERSION,
  type SearchPageEntry,
  type SearchPayload,
  type SearchSectionEntry,
} from '../shared/searchIndexFormat.js';
import { normalizeTerm, tokenizeDocument } from '../shared/searchText.js';
import { contentHash, type OutputFile } from './assets.js';

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
 * Excerpts are the start of each section: the text a result shows under its heading trail. Whole sections
 * would triple the file (the budget is 80 KB gzipped with the search code); the words past the excerpt are
 * still found through the index.
 */
const EXCERPT_LENGTH = 100;

/** Unlisted and draft pages stay out of search, as they stay out of sidebars. */
function isSearchable(page: Page): boolean {
  return !page.frontMatter.unlisted && !page.frontMatter.draft;
}

function excerptOf(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > max / 2 ? cut : max)}…`;
}

/** `/cli/commands/ogc_vm/list-sku/` → `cli commands ogc_vm list-sku`: the URL's words find the page too. */
function routeWords(route: string): string {
  return route.split('/').filter(Boolean).join(' ');
}

/** The page's sections, starting with an intro (anchor "") that carries the page-level words. */
function sectionsOf(page: Page): PageSection[] {
  const intro = page.sections[0]?.anchor === '' ? [] : [{ anchor: '', headings: [], text: '' }];
  return [...intro, ...page.sections];
}

/** Builds the index documents and the display entries, one per section. */
function collectSections(pages: Page[], url: (route: string) => string, excerptLength: number) {
  const pageEntries: SearchPageEntry[] = [];
  const sections: SearchSectionEntry[] = [];
  const docs: SectionDoc[] = [];
  pages.forEach((page, p) => {
    pageEntries.push(page.sidebarBadge ? [url(page.route), page.title, page.sidebarBadge] : [url(page.route), page.title]);
    sectionsOf(page).forEach((section, i) => {
      const intro = i === 0;
      const text = intro ? [page.description, section.text].filter(Boolean).join(' ') : section.text;
      sections.push([p, section.anchor, section.headings, excerptOf(intro && page.description ? page.description : section.text, excerptLength)]);
      docs.push({
        id: docs.length,
        // Every section carries its page title, so "kubernetes billing" finds a section of "Kubernetes billing".
        title: page.title,
        headings: section.headings.join(' '),
        text,
        keywords: intro ? [...(page.keywords ?? []), ...(page.searchKeywords ?? []), routeWords(page.route)].join(' ') : '',
      });
    });
  });
  return { pageEntries, sections, docs };
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

/** Re-encodes MiniSearch's serialised index (see SearchPayload for the format). */
function encodeIndex(js: AsPlainObject): Pick<SearchPayload, 'terms' | 'postings' | 'lengths' | 'averageLengths'> {
  const entries = [...js.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const postings = SEARCH_FIELDS.map((field) => {
    const fieldId = String(js.fieldIds[field]);
    return entries
      .map(([, byField]) => {
        const docs = byField[fieldId];
        if (!docs) return '';
        let last = 0;
        return Object.entries(docs)
          .map(([shortId, count]) => [Number(shortId), count] as const)
          .sort((a, b) => a[0] - b[0])
          .map(([doc, count]) => {
            const gap = (doc - last).toString(36);
            last = doc;
            return count > 1 ? `${gap}:${count.toString(36)}` : gap;
          })
          .join(',');
      })
      .join('|');
  });
  const lengths = Object.keys(js.fieldLength)
    .map(Number)
    .sort((a, b) => a - b)
    .map((doc) => SEARCH_FIELDS.map((f) => (js.fieldLength[doc][js.fieldIds[f]] ?? 0).toString(36)).join('.'))
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
  const { pageEntries, sections, docs } = collectSections(searchable, options.url ?? ((r) => r), options.excerptLength ?? EXCERPT_LENGTH);
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
  return { v: SEARCH_INDEX_VERSION, pages: pageEntries, sections, ...encodeIndex(js) };
}

/** The index as a content-hashed JSON file under `assets/search/`, so it can be cached forever. */
export function createSearchIndexFile(pages: Page[], options: SearchIndexOptions = {}): OutputFile {
  const json = JSON.stringify(buildSearchIndex(pages, options));
  return { path: `assets/search/index.${contentHash(json)}.json`, contents: json };
}
