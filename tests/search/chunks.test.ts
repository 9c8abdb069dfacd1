import { beforeAll, describe, expect, it } from 'vitest';
import { queryTerms } from '../../src/client/search/engine.js';
import { buildSearchIndex, type SearchIndexFiles } from '../../src/emit/searchIndex.js';
import { decodeFrontCoded, type SearchFragmentChunk, type SearchManifest, type SearchTermChunk } from '../../src/shared/searchIndexFormat.js';
import type { Page } from '../../src/shared/types.js';
import { engineOf } from './memoryIndex.js';

const WORDS = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango'.split(' ');

/** 300 pages, each with its own name (`item123`), a few shared words and one section. */
function pages(): Page[] {
  return Array.from({ length: 300 }, (_, i) => ({
    id: `p${i}`,
    route: `/p${String(i).padStart(3, '0')}/`,
    sourceFile: `/site/p${i}.md`,
    title: `Page item${i}`,
    sidebarLabel: `Page ${i}`,
    dirId: '',
    defaultSidebar: 'docs',
    frontMatter: {},
    toc: [],
    anchors: [],
    links: [],
    sections: [
      { anchor: '', headings: [], text: `${WORDS[i % 20]} ${WORDS[(i * 7) % 20]} words about item${i}.` },
      { anchor: 'more', headings: ['More'], text: `${WORDS[(i * 3) % 20]} zulu${i % 50} of item${i}, ${'filler text '.repeat(5)}` },
    ],
    assets: [],
    body: { type: 'mdx', code: '' },
    hasOwnH1: false,
  }));
}

const json = <T>(index: SearchIndexFiles, file: string) => JSON.parse(index.files.get(file)!) as T;

describe('search index chunks', () => {
  let index: SearchIndexFiles;
  let manifest: SearchManifest;
  beforeAll(() => {
    index = buildSearchIndex(pages(), { termChunkChars: 1_500, fragmentChunkChars: 2_000 });
    manifest = json<SearchManifest>(index, index.manifest);
  });

  it('names every file by its kind and the hash of its contents, and lists them all in the manifest', () => {
    expect(index.manifest).toMatch(/^manifest\.[0-9a-f]{10}\.json$/);
    const listed = [...manifest.terms, ...manifest.fragments].map(([, file]) => file);
    expect(new Set([index.manifest, ...listed])).toEqual(new Set(index.files.keys()));
    for (const file of listed) expect(file).toMatch(/^(terms|fragments)\.[0-9a-f]{10}\.json$/);
    expect(manifest.terms.length).toBeGreaterThan(3);
    expect(manifest.fragments.length).toBeGreaterThan(3);
    // The same pages give the same files; other pages give another manifest name.
    expect(buildSearchIndex(pages(), { termChunkChars: 1_500, fragmentChunkChars: 2_000 }).manifest).toBe(index.manifest);
    expect(buildSearchIndex(pages().slice(1), { termChunkChars: 1_500, fragmentChunkChars: 2_000 }).manifest).not.toBe(index.manifest);
  });

  it('splits terms into sorted, disjoint ranges that start where the manifest says', () => {
    const all: string[] = [];
    for (const [first, file] of manifest.terms) {
      const terms = decodeFrontCoded(json<SearchTermChunk>(index, file).terms);
      expect(terms[0]).toBe(first);
      all.push(...terms);
    }
    expect(all).toEqual([...all].sort());
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(['alpha', 'item123', 'zulu7']));
  });

  it('splits pages into ranges that start where the manifest says, each page whole', () => {
    let next = 0;
    for (const [first, file] of manifest.fragments) {
      expect(first).toBe(next);
      const chunk = json<SearchFragmentChunk>(index, file);
      expect(chunk.sections).toHaveLength(chunk.pages.length * 2);
      next += chunk.pages.length;
    }
    expect(next).toBe(300);
  });

  it('loads for a query exactly the term chunks holding its words, and the fragments of the pages it shows', async () => {
    const holding = (term: string) =>
      manifest.terms.filter(([, file]) => decodeFrontCoded(json<SearchTermChunk>(index, file).terms).some((t) => t === term || t.startsWith(term))).map(([, f]) => f);
    const { engine, loaded } = engineOf(index);
    const results = await engine.search('item123 ');
    expect(results.pages.map((p) => p.url)).toEqual(['/p123/']);
    const fragment = manifest.fragments.filter(([first]) => first <= 123).pop()![1];
    expect(loaded).toEqual([...holding('item123'), fragment]);
    // A word being typed loads every chunk holding a longer word it starts: `zulu` spans several.
    expect(engine.termFilesFor('zulu').sort()).toEqual(holding('zulu').sort());
    expect(holding('zulu').length).toBeGreaterThan(1);
    expect(engine.termFilesFor('zulu ').length).toBeLessThan(holding('zulu').length);
    // Each chunk loads once.
    const before = loaded.length;
    await engine.search('item123 ');
    expect(loaded.length).toBe(before);
  });

  it('finds words held in different chunks together', async () => {
    const { engine } = engineOf(index);
    expect(new Set(engine.termFilesFor('bravo zulu3 ')).size).toBe(2);
    const expected = pages()
      .filter((p, i) => i % 50 === 3 && `${p.sections[0].text} ${p.sections[1].text}`.includes('bravo'))
      .map((p) => p.route);
    expect(expected.length).toBeGreaterThan(0);
    expect((await engine.search('bravo zulu3 ')).pages.map((p) => p.url).sort()).toEqual(expected);
    expect(queryTerms('bravo zulu3 ')).toEqual([
      { term: 'bravo', prefix: false },
      { term: 'zulu3', prefix: false },
    ]);
  });

  it('ranks the pages holding a rare word and a common one as it ranks them with each word scored everywhere', async () => {
    // `common` is in every page: in the title of some, the intro of others, the last section of the rest;
    // `rare` is in six. Scored first, `rare` narrows where `common` is scored; a page's score and sections
    // must not change for it.
    const where = (i: number) => (['title', 'intro', 'last'] as const)[i % 3];
    const site: Page[] = pages().map((page, i) => ({
      ...page,
      title: where(i) === 'title' ? `Common item${i}` : page.title,
      sections: [
        { anchor: '', headings: [], text: `${where(i) === 'intro' ? 'common ' : ''}intro of item${i}.` },
        { anchor: 'middle', headings: ['Middle'], text: `${i % 50 === 7 ? 'rare ' : ''}middle of item${i}, ${'filler text '.repeat(8)}` },
        { anchor: 'last', headings: ['Last'], text: `${where(i) === 'last' ? 'common ' : ''}end of item${i}.` },
      ],
    }));
    const { engine } = engineOf(buildSearchIndex(site, { termChunkChars: 1_500, fragmentChunkChars: 2_000 }));
    const results = await engine.search('rare common ');
    const holding = site.filter((_, i) => i % 50 === 7);
    expect(results.total).toBe(holding.length);
    // Pages with `common` in their title first; the sections holding each word are shown.
    const kinds = results.pages.map((p) => where(Number(/item(\d+)/.exec(holding.find((h) => h.route === p.url)!.sections[0].text)![1])));
    expect(kinds.slice(0, 2)).toEqual(['title', 'title']);
    expect(new Set(kinds.slice(2))).toEqual(new Set(['intro', 'last']));
    for (const [i, page] of results.pages.entries()) {
      const sectionUrls = page.sections.map((s) => s.url);
      expect(sectionUrls).toContain(`${page.url}#middle`);
      if (kinds[i] === 'last') expect(sectionUrls).toContain(`${page.url}#last`);
      if (kinds[i] === 'intro') expect(sectionUrls).toContain(page.url);
    }
    // Reversed, the same pages in the same order.
    expect((await engine.search('common rare ')).pages).toEqual(results.pages);
  });

  it('ranks the pages holding most words when no page holds them all', async () => {
    const { engine } = engineOf(index);
    const results = await engine.search('zulu3 nowhereword ');
    expect(results.total).toBe(pages().filter((p) => p.sections[1].text.includes('zulu3 ')).length);
  });

  it('scores at most 64 of the longer words a word being typed starts, the shortest first, after the word itself', async () => {
    // `item1` starts 110 other terms: item10 to item19 and item100 to item199, each in one page.
    const { engine } = engineOf(index);
    const results = await engine.search('item1');
    expect(results.pages[0].url).toBe('/p001/');
    expect(results.total).toBe(1 + 64);
    for (const term of ['item1', 'item10', 'item19']) expect(results.terms).toContain(term);
    expect([...results.terms].filter((t) => t.startsWith('item1'))).toHaveLength(1 + 64);
    // A whole word (typed with a space after it) is not a prefix: only its own page.
    expect((await engine.search('item1 ')).total).toBe(1);
  });

  it('keeps a small site in one term chunk and says so in a manifest of a few hundred bytes', () => {
    const small = buildSearchIndex(pages().slice(0, 20));
    const smallManifest = json<SearchManifest>(small, small.manifest);
    expect(smallManifest.terms).toHaveLength(1);
    expect(smallManifest.fragments).toHaveLength(1);
    expect(small.files.get(small.manifest)!.length).toBeLessThan(400);
  });
});
