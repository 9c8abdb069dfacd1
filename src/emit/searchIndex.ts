import { SEARCH_SCRIPT_CALLBACK } from '../shared/searchIndexFormat.js';
import type { OutputFile, Page, PageSection } from '../shared/types.js';
import {
  SEARCH_FIELDS,
  SEARCH_INDEX_VERSION,
  compareTerms,
  encodeGap,
  encodeRuns,
  frontCode,
  guessAnchor,
  lengthClass,
  type SearchFragmentChunk,
  type SearchFragmentSection,
  type SearchManifest,
  type SearchPageEntry,
  type SearchTermChunk,
} from '../shared/searchIndexFormat.js';
import { scriptSafeJson } from '../shared/scriptSafeJson.js';
import { contentHash } from './assets.js';
import { docsVersionKey } from '../shared/docsVersionKey.js';
import { countPostings } from './searchPostings.js';
import { SEARCH_DIR, searchFileName } from '../shared/emittedFiles.js';
import { indexTokenizer } from './searchTokens.js';

/** One indexed document: a heading-delimited section of a page. */
interface SectionDoc {
  title: string;
  headings: string;
  text: string;
  keywords: string;
}

export interface SearchIndexOptions {
  /** Turns a route into the URL the results link to (the base URL applied). Defaults to the route. */
  url?: (route: string) => string;
  /** A page's sections as the reader sees them (rendered). Defaults to `page.sections`. */
  sections?: (page: Page) => PageSection[];
  /** Characters of postings per term chunk before a new one starts. */
  termChunkChars?: number;
  /** Characters of page data per fragment chunk before a new one starts. */
  fragmentChunkChars?: number;
  /** The last version of each versioned content folder, by folder: searched by readers of no version. */
  lastVersions?: Map<string, string>;
}

/**
 * Chunk sizes: a term chunk is about 15 KB gzipped, a fragment chunk about 4 KB, so a first query on a site of
 * any size loads a few of each. A small site's index is one term chunk.
 */
const TERM_CHUNK_CHARS = 64_000;
const FRAGMENT_CHUNK_CHARS = 12_000;
/** Section text kept for the excerpts, which show the words around the first match. */
const FRAGMENT_TEXT_CHARS = 1_600;
/**
 * A word found in the text of more than this many sections barely tells them apart; for it, the index keeps
 * one section per page (the one using it most), which still lets a page match the word, at a third less size.
 */
const COMMON_WORD_SECTIONS = 20;

/**
 * Unlisted and draft pages stay out of search, as they stay out of sidebars; so do the blog's list pages and the
 * docs' tag pages, whose text is their posts' and docs'.
 */
function isSearchable(page: Page): boolean {
  return !page.frontMatter.unlisted && !page.frontMatter.draft && !(page.layout === 'blog' && !page.blogPost) && !page.listsPages;
}

/** `/cli/commands/ogc_vm/list-sku/` → `cli commands ogc_vm list-sku`: the URL's words find the page too. */
function routeWords(route: string): string {
  return route.split('/').filter(Boolean).join(' ');
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > max / 2 ? cut : max)}…`;
}

/** A section's words as a key: equal keys are the same section, word for word. */
const sectionKey = (section: PageSection) => `${section.headings.join('\n')}\n${section.text}`;

/**
 * A section found word for word on this many pages is boilerplate (the global options of every CLI command, the
 * error responses every API operation shares): it is left out everywhere, or every page repeating it would be a
 * result, and pages that explain the topic once (an overview) would drown among them.
 */
const BOILERPLATE_PAGES = 3;

/**
 * The page's sections, starting with its intro (anchor ""), without boilerplate, and without a section the
 * page already had (the first copy stays).
 */
function sectionsOf(sections: PageSection[], boilerplate: Set<string>): PageSection[] {
  const intro = sections[0]?.anchor === '' && !sections[0].headings.length ? [] : [{ anchor: '', headings: [], text: '' }];
  const seen = new Set<string>();
  return [...intro, ...sections].filter((section, i) => {
    if (i === 0) return true;
    const key = sectionKey(section);
    if (boilerplate.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function boilerplateOf(sectionLists: PageSection[][]): Set<string> {
  const pagesWith = new Map<string, number>();
  for (const sections of sectionLists) {
    for (const key of new Set(sections.filter((s) => s.headings.length).map(sectionKey))) pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
  }
  return new Set([...pagesWith].filter(([, n]) => n >= BOILERPLATE_PAGES).map(([key]) => key));
}

interface Collected {
  pages: SearchPageEntry[];
  sectionCounts: number[];
  fragments: SearchFragmentSection[];
  docs: SectionDoc[];
}

function collect(pages: Page[], url: (route: string) => string, sectionsFor: (page: Page) => PageSection[]): Collected {
  const out: Collected = { pages: [], sectionCounts: [], fragments: [], docs: [] };
  const sectionLists = pages.map(sectionsFor);
  const boilerplate = boilerplateOf(sectionLists);
  pages.forEach((page, p) => {
    out.pages.push(page.sidebarBadge ? [url(page.route), page.title, page.sidebarBadge] : [url(page.route), page.title]);
    const sections = sectionsOf(sectionLists[p], boilerplate);
    out.sectionCounts.push(sections.length);
    sections.forEach((section, i) => {
      const intro = i === 0;
      const heading = section.headings[section.headings.length - 1] ?? '';
      const description = intro && page.description && !section.text.includes(page.description) ? page.description : '';
      const anchor = intro || guessAnchor(heading) === section.anchor ? '' : section.anchor;
      out.fragments.push([section.headings, anchor, clip(section.text || description, FRAGMENT_TEXT_CHARS)]);
      // The title and page-level words are indexed once, on the intro; the engine matches a query's words
      // across all sections of a page, so "kubernetes billing" still finds the "Pricing" section of "Kubernetes billing".
      out.docs.push({
        title: intro ? page.title : '',
        headings: section.headings.join(' '),
        text: [description, section.text].filter(Boolean).join(' '),
        keywords: intro ? [...(page.keywords ?? []), ...(page.searchKeywords ?? []), routeWords(page.route)].join(' ') : '',
      });
    });
  });
  return out;
}

/** Splits `items` into runs of about `target` characters each (an item is never split). */
function packBy<T>(items: T[], size: (item: T) => number, target: number): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let chars = 0;
  for (const item of items) {
    if (run.length && chars + size(item) > target) {
      runs.push(run);
      run = [];
      chars = 0;
    }
    run.push(item);
    chars += size(item);
  }
  if (run.length) runs.push(run);
  return runs;
}

/** The pages of each docs version among the searchable ones (numbered in index order), for the manifest. */
function versionRuns(pages: Page[], lastVersions: Map<string, string>): NonNullable<SearchManifest['versions']> {
  const byVersion = new Map<string, number[]>();
  pages.forEach((page, i) => {
    if (!page.version) return;
    const key = docsVersionKey(page.version);
    if (!byVersion.has(key)) byVersion.set(key, []);
    byVersion.get(key)!.push(i);
  });
  return [...byVersion].map(([key, numbers]) => {
    const version = pages[numbers[0]].version!;
    return [key, lastVersions.get(version.set) === version.name ? 1 : 0, encodeRuns(numbers)];
  });
}

/** The files of a search index: the manifest's name, and every file's name → contents. */
export interface SearchIndexFiles {
  manifest: string;
  files: Map<string, string>;
}

/**
 * The search index of a site: every searchable page's title, heading trails and section text, its keywords,
 * and generated pages' `searchKeywords` (API method and path, CLI command names and flags), as a manifest, term
 * chunks and fragment chunks (see searchIndexFormat.ts). Pure: pages in, files out, so tests can query the
 * index without writing it.
 */
export function buildSearchIndex(pages: Page[], options: SearchIndexOptions = {}): SearchIndexFiles {
  const searchable = pages.filter(isSearchable).sort((a, b) => compareTerms(a.route, b.route));
  const collected = collect(searchable, options.url ?? ((r) => r), options.sections ?? ((page) => page.sections));
  const docs = collected.docs.map((doc) => SEARCH_FIELDS.map((field) => doc[field]));
  // A site's words repeat on every page: each is split and normalized once.
  const { tokenize, processTerm } = indexTokenizer();
  const pageOfDoc = collected.sectionCounts.flatMap((count, page) => Array<number>(count).fill(page));
  const postings = countPostings(docs, SEARCH_FIELDS.length, (text, f) => tokenize(text, SEARCH_FIELDS[f]), processTerm, {
    field: SEARCH_FIELDS.indexOf('text'),
    groupOf: pageOfDoc,
    beyond: COMMON_WORD_SECTIONS,
  });
  const classes = postings.lengths.map((lengths) => lengths.map(lengthClass));

  const entries = [...postings.terms].sort(([a], [b]) => compareTerms(a, b));
  const encoded = entries.map(([term, byField]) => ({
    term,
    postings: SEARCH_FIELDS.map((_, f) => {
      const docs = byField[f] ?? [];
      return docs.map((doc, i) => encodeGap((doc - (i ? docs[i - 1] : -1) - 1) * 16 + classes[doc][f])).join('');
    }),
  }));
  postings.terms.clear();

  const files = new Map<string, string>();
  const add = (kind: 'terms' | 'fragments' | 'manifest', value: unknown) => {
    // Page text stays inert markup even when a file is sniffed as HTML.
    const json = scriptSafeJson(value);
    const name = searchFileName(kind, contentHash(json));
    files.set(name, json);
    return name;
  };

  const termRuns = packBy(encoded, (e) => e.term.length + e.postings.reduce((n, p) => n + p.length + 1, 0), options.termChunkChars ?? TERM_CHUNK_CHARS);
  const terms = termRuns.map((run): [string, string] => {
    const chunk: SearchTermChunk = { terms: frontCode(run.map((e) => e.term)), postings: SEARCH_FIELDS.map((_, f) => run.map((e) => e.postings[f]).join(' ')) };
    return [run[0].term, add('terms', chunk)];
  });
  if (!terms.length) terms.push(['', add('terms', { terms: '', postings: SEARCH_FIELDS.map(() => '') } satisfies SearchTermChunk)]);

  let firstSection = 0;
  const pageData = collected.pages.map((entry, page) => {
    const sections = collected.fragments.slice(firstSection, (firstSection += collected.sectionCounts[page]));
    return { page, entry, sections, chars: entry[0].length + entry[1].length + sections.reduce((n, s) => n + s[2].length + s[0].join('').length + 8, 0) };
  });
  const fragments = packBy(pageData, (p) => p.chars, options.fragmentChunkChars ?? FRAGMENT_CHUNK_CHARS).map((run): [number, string] => {
    const chunk: SearchFragmentChunk = { pages: run.map((p) => p.entry), sections: run.flatMap((p) => p.sections) };
    return [run[0].page, add('fragments', chunk)];
  });

  const averageLengths = postings.averageLengths.map((average) => Math.round(average * 1000) / 1000);
  const versions = versionRuns(searchable, options.lastVersions ?? new Map());
  const manifest: SearchManifest = {
    v: SEARCH_INDEX_VERSION,
    sectionCounts: collected.sectionCounts.map(encodeGap).join(''),
    averageLengths,
    terms,
    fragments,
    ...(versions.length ? { versions } : {}),
  };
  return { manifest: add('manifest', manifest), files };
}

/** The index's files as output files under `assets/search/`; the manifest is the one pages link to. */
export function searchOutputFiles(index: SearchIndexFiles): { manifestPath: string; files: OutputFile[] } {
  return {
    manifestPath: `${SEARCH_DIR}/${index.manifest}`,
    files: [...index.files].map(([name, contents]) => ({ path: `${SEARCH_DIR}/${name}`, contents })),
  };
}

/**
 * A search file as a script, beside it, for hash-router output opened from the file system, where browsers refuse
 * to fetch files: the search loads it with a script element, and it hands the data to `SEARCH_SCRIPT_CALLBACK` under
 * its own name.
 */
export function searchScriptFile(file: OutputFile): OutputFile {
  const path = file.path.replace(/\.json$/, '.js');
  const json = typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8');
  return { path, contents: `${SEARCH_SCRIPT_CALLBACK}(${JSON.stringify(path.slice(path.lastIndexOf('/') + 1))},${json});\n` };
}
