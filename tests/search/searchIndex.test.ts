import { describe, expect, it } from 'vitest';
import { excerptAround } from '../../src/client/search/excerpt.js';
import { highlight } from '../../src/client/search/highlight.js';
import { buildSearchIndex, type SearchIndexFiles } from '../../src/emit/searchIndex.js';
import { countPostings, type PruneRule } from '../../src/emit/searchPostings.js';
import { indexTokenizer } from '../../src/emit/searchTokens.js';
import type { Page, PageSection } from '../../src/shared/types.js';
import { SEARCH_FIELDS, decodeGaps, encodeGap, guessAnchor, type SearchFragmentChunk, type SearchManifest } from '../../src/shared/searchIndexFormat.js';
import { normalizeTerm, tokenizeDocument, tokenizeQuery } from '../../src/shared/searchText.js';
import { engineOf } from './memoryIndex.js';

function page(route: string, title: string, sections: PageSection[], extra: Partial<Page> = {}): Page {
  return {
    id: route.replace(/^\/|\/$/g, ''),
    route,
    sourceFile: `/site${route}index.md`,
    title,
    sidebarLabel: title,
    dirId: '',
    defaultSidebar: 'docs',
    frontMatter: {},
    toc: [],
    anchors: [],
    links: [],
    sections,
    assets: [],
    body: { type: 'mdx', code: '' },
    hasOwnH1: false,
    ...extra,
  };
}

const intro = (text: string): PageSection => ({ anchor: '', headings: [], text });
const section = (anchor: string, headings: string[], text: string): PageSection => ({ anchor, headings, text });

const PAGES: Page[] = [
  page('/install/', 'Install the tool', [
    intro('Download the binary for your platform and check its checksum.'),
    section('on-debian', ['On Linux', 'On Debian'], 'Use the apt repository; the package is signed with an ed25519 key.'),
    section('custom-id', ['Verify'], 'Compare the sha256 sum with the published one.'),
  ]),
  page(
    '/api/create-vm/',
    'Create a virtual machine',
    [intro('POST /vms Create a virtual machine from a template.'), section('responses', ['Responses'], '202 Accepted 409 Conflict')],
    { sidebarBadge: 'POST', searchKeywords: ['POST /vms', '/vms', 'CreateVM'] },
  ),
  page(
    '/api/restart-vm/',
    'Restart a virtual machine',
    [intro('POST /vms/{vm_id}/restart Restarts the machine.'), section('responses', ['Responses'], '202 Accepted 409 Conflict')],
    { sidebarBadge: 'POST', searchKeywords: ['POST /vms/{vm_id}/restart', '/vms/{vm_id}/restart', 'RestartVM'] },
  ),
  page('/cli/vm-create/', 'tool vm create', [intro('Create a VM.'), section('options', ['Options'], 'The machine type, see the sku list.')], {
    searchKeywords: ['tool vm create', '--sku', '--name'],
  }),
  page('/draft/', 'Draft about quasars', [intro('Quasars everywhere.')], { frontMatter: { draft: true } }),
  page('/hidden/', 'Unlisted quasars', [intro('Quasars again.')], { frontMatter: { unlisted: true } }),
];

const engine = () => engineOf(buildSearchIndex(PAGES)).engine;
const urls = async (query: string) => (await engine().search(query)).pages.map((p) => p.url);

/** Every section of an index, page by page, from its fragment chunks. */
function fragmentsOf(index: SearchIndexFiles): SearchFragmentChunk {
  const manifest = JSON.parse(index.files.get(index.manifest)!) as SearchManifest;
  const chunks = manifest.fragments.map(([, file]) => JSON.parse(index.files.get(file)!) as SearchFragmentChunk);
  return { pages: chunks.flatMap((c) => c.pages), sections: chunks.flatMap((c) => c.sections) };
}

describe('search terms', () => {
  it('splits documents into words, camelCase parts, whole flags, hyphenated names, numbers and keyword paths', () => {
    expect(tokenizeDocument('Use --disk-size with auto-scaling on nodeSelector')).toEqual(
      expect.arrayContaining(['disk', 'size', '--disk-size', 'auto', 'scaling', 'autoscaling', 'auto-scaling', 'nodeSelector', 'node', 'Selector']),
    );
    expect(tokenizeDocument('GET /vms/{vm_id}', 'keywords')).toEqual(expect.arrayContaining(['/vms/{vm_id}', 'GET/vms/{vm_id}']));
    expect(tokenizeDocument('GET /vms/{vm_id}', 'text')).not.toContain('/vms/{vm_id}');
    // Prices and versions are one term each, without the punctuation around them.
    expect(tokenizeDocument('costs $2.49/hour (ubuntu-22.04).')).toEqual(expect.arrayContaining(['2.49', '22.04', 'ubuntu-22.04']));
    // Table cells glued by the text extractor are split, and not kept whole.
    expect(tokenizeDocument('SymptomCauseFixVM')).toEqual(['Symptom', 'Cause', 'Fix', 'VM']);
  });

  it('splits Chinese and Japanese text, written without spaces, into overlapping pairs of characters on both sides', () => {
    expect(tokenizeDocument('配置RocketMQ的消息队列')).toEqual(['配置', 'RocketMQ', 'Rocket', 'MQ', '的消', '消息', '息队', '队列']);
    expect(tokenizeDocument('データベースを使う')).toEqual(['デー', 'ータ', 'タベ', 'ベー', 'ース', 'スを', 'を使', '使う']);
    expect(tokenizeQuery('消息队列')).toEqual(['消息', '息队', '队列']);
    expect(tokenizeQuery('队 v5')).toEqual(['队', 'v5']);
  });

  it('splits ASCII text as it splits the same text among other scripts', () => {
    // Text holding a character past ASCII is read with Unicode's letter and digit classes; ASCII text with its own
    // classes. A trailing word in another script sends the same text down the first way.
    const alphabet = 'aZk9-_./{}  \n\t()$,:;@#é'.slice(0, -1);
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let i = 0; i < 2_000; i++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 40) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      for (const field of ['text', 'keywords']) expect([...tokenizeDocument(text, field), 'é']).toEqual(tokenizeDocument(`${text} é`, field));
    }
    expect(tokenizeDocument('GET /vms/{vm_id} and --disk-size of ubuntu-22.04', 'keywords')).toEqual(
      tokenizeDocument('GET /vms/{vm_id} and --disk-size of ubuntu-22.04 é', 'keywords').slice(0, -1),
    );
  });

  it('keeps flags, paths with their method, numbers and hyphenated names whole in queries', () => {
    expect(tokenizeQuery('POST /vms --sku h100-pcie 2.49 fast')).toEqual(['POST/vms', '--sku', 'h100-pcie', '2.49', 'fast']);
    expect(tokenizeQuery('/vms/{id}')).toEqual(['/vms/{id}']);
  });

  it('normalises terms: lower case, plural to singular, stop words and code noise dropped', () => {
    expect(normalizeTerm('Drivers')).toBe('driver');
    expect(normalizeTerm('VMs')).toBe('vm');
    expect(normalizeTerm('policies')).toBe('policy');
    expect(normalizeTerm('access')).toBe('access');
    expect(normalizeTerm('L40S')).toBe('l40s');
    expect(normalizeTerm('the')).toBeNull();
    expect(normalizeTerm('to', true)).toBe('to');
    expect(normalizeTerm('x')).toBeNull();
    expect(normalizeTerm('20240603t12')).toBeNull();
    expect(normalizeTerm('3e1f9a2c81d0')).toBeNull();
    expect(normalizeTerm('vm-3e1f9a2c81d0')).toBeNull();
    expect(normalizeTerm('h100-sxm-8x')).toBe('h100-sxm-8x');
    expect(normalizeTerm('ed25519')).toBe('ed25519');
    expect(normalizeTerm('1.29.10')).toBe('1.29.10');
    expect(normalizeTerm('/vms/{id}/restart')).toBe('/vms/{}/restart');
    expect(normalizeTerm('/v1/vms/{vm_id}')).toBe('/vms/{}');
    expect(normalizeTerm('GET/v1/vms')).toBe('get/vms');
  });

  it('encodes section gaps without separators', () => {
    const gaps = [0, 1, 31, 32, 1000, 123456];
    expect(decodeGaps(gaps.map(encodeGap).join(''))).toEqual(gaps);
    expect(guessAnchor('Step 2: Download the kubeconfig')).toBe('step-2-download-the-kubeconfig');
  });
});

describe('term postings', () => {
  const docs = [
    ['Create a VM', '', 'Create VMs with --disk-size. VMs start fast; the VM bills per hour.', 'POST /vms vms'],
    ['', 'Create a VM Pricing', 'A VM costs 2.49 per hour on ubuntu-22.04 nodes.', ''],
    ['', 'Create a VM Pricing Limits', 'Each project may run 8 VMs; the the the.', ''],
  ];
  const { tokenize, processTerm } = indexTokenizer();
  const count = (prune?: PruneRule) => countPostings(docs, SEARCH_FIELDS.length, (text, f) => tokenize(text, SEARCH_FIELDS[f]), processTerm, prune);

  it('lists the sections of each normalised term per field, with distinct-word lengths and their averages', () => {
    const counted = count();
    expect(counted.terms.size).toBe(27);
    expect(counted.terms.get('vm')).toEqual([[0], [1, 2], [0, 1, 2], [0]]);
    expect(counted.terms.get('2.49')).toEqual([undefined, undefined, [1], undefined]);
    expect(counted.terms.get('post/vms')).toEqual([undefined, undefined, undefined, [0]]);
    expect(counted.terms.has('the')).toBe(false);
    expect(counted.lengths).toEqual([
      [3, 0, 13, 4],
      [0, 4, 16, 0],
      [0, 5, 7, 0],
    ]);
    expect(counted.averageLengths).toEqual([1, 3, 12, 4 / 3]);
  });

  it('keeps one section per page, the one using the term most (the first of equals), for a term in more sections than the rule allows', () => {
    // Sections 0 and 1 are one page, 2 another: "vm" is in the text of 3 sections, once in 1 and 2, three times in 0.
    expect(count({ field: 2, groupOf: [0, 0, 1], beyond: 2 }).terms.get('vm')?.[2]).toEqual([0, 2]);
    expect(count({ field: 2, groupOf: [0, 0, 1], beyond: 3 }).terms.get('vm')?.[2]).toEqual([0, 1, 2]);
    // "hour" is once in sections 0 and 1, of one page: the first stays.
    expect(count({ field: 2, groupOf: [0, 0, 0], beyond: 1 }).terms.get('hour')?.[2]).toEqual([0]);
    // Other fields keep every section.
    expect(count({ field: 2, groupOf: [0, 0, 0], beyond: 1 }).terms.get('vm')?.[1]).toEqual([1, 2]);
  });
});

describe('search index', () => {
  it('holds every searchable page, sections in order, and leaves out drafts and unlisted pages', () => {
    const { pages, sections } = fragmentsOf(buildSearchIndex(PAGES, { url: (route) => `/base${route}` }));
    expect(pages).toEqual([
      ['/base/api/create-vm/', 'Create a virtual machine', 'POST'],
      ['/base/api/restart-vm/', 'Restart a virtual machine', 'POST'],
      ['/base/cli/vm-create/', 'tool vm create'],
      ['/base/install/', 'Install the tool'],
    ]);
    // Anchors are stored only where the guess from the heading is wrong.
    expect(sections.slice(-3)).toEqual([
      [[], '', 'Download the binary for your platform and check its checksum.'],
      [['On Linux', 'On Debian'], '', 'Use the apt repository; the package is signed with an ed25519 key.'],
      [['Verify'], 'custom-id', 'Compare the sha256 sum with the published one.'],
    ]);
  });

  it('indexes the sections it is given (the rendered ones) instead of the compiled ones', async () => {
    const rendered = (page: Page) => (page.route === '/install/' ? [intro('The tool costs $2.49 per seat, see pricing.')] : page.sections);
    const { engine } = engineOf(buildSearchIndex(PAGES, { sections: rendered }));
    const results = await engine.search('2.49');
    expect(results.pages.map((p) => p.url)).toEqual(['/install/']);
    expect(highlight(results.pages[0].sections[0].excerpt, results.terms).filter(([, m]) => m)).toEqual([['2.49', true]]);
    expect((await engine.search('sha256')).pages).toEqual([]);
  });

  it('leaves out a section repeated word for word on three pages or more, everywhere', () => {
    const shared = section('errors', ['Errors'], '429 Too Many Requests: slow down');
    const pages = ['/a/', '/b/', '/c/'].map((route) => page(route, `Page ${route}`, [intro('Intro text.'), shared]));
    const twice = pages.slice(0, 2);
    expect(fragmentsOf(buildSearchIndex(pages)).sections.filter(([h]) => h.length)).toEqual([]);
    expect(fragmentsOf(buildSearchIndex(twice)).sections.filter(([h]) => h.length)).toHaveLength(2);
  });

  it('finds titles, trails, body text and keywords, and links sections by anchor', async () => {
    const results = await engine().search('ed25519');
    expect(results.pages).toEqual([
      {
        url: '/install/',
        title: 'Install the tool',
        badge: undefined,
        sections: [{ url: '/install/#on-debian', headings: ['On Linux', 'On Debian'], excerpt: 'Use the apt repository; the package is signed with an ed25519 key.' }],
      },
    ]);
    expect(results.total).toBe(1);
    expect(await urls('sha256')).toEqual(['/install/']);
    expect((await engine().search('sha256')).pages[0].sections[0].url).toBe('/install/#custom-id');
    expect((await urls('CreateVM'))[0]).toBe('/api/create-vm/');
    expect(await urls('debian install')).toEqual(['/install/']);
  });

  it('ranks an API operation by its exact method and path, and matches path parameters by position', async () => {
    expect(await urls('POST /vms')).toEqual(['/api/create-vm/', '/api/restart-vm/']);
    expect(await urls('POST /v1/vms')).toEqual(['/api/create-vm/', '/api/restart-vm/']);
    expect(await urls('/vms')).toEqual(['/api/create-vm/', '/api/restart-vm/']);
    expect(await urls('/vms/{id}/restart')).toEqual(['/api/restart-vm/']);
  });

  it('finds a flag by its name, not every mention of the word', async () => {
    expect(await urls('--sku')).toEqual(['/cli/vm-create/']);
    expect(await urls('--na')).toEqual(['/cli/vm-create/']);
  });

  it('ranks a title match above a heading match above a body match, and an exact word above a longer one', async () => {
    const pages = [
      page('/body/', 'Something else', [intro('Quotas are explained here in passing.')]),
      page('/heading/', 'Another page', [intro('Nothing.'), section('quotas', ['Quotas'], 'Limits apply.')]),
      page('/title/', 'Quotas', [intro('All about them.')]),
      page('/longer/', 'Typography', [intro('Quotation marks are explained here in passing.')]),
    ];
    const search = async (q: string) => (await engineOf(buildSearchIndex(pages)).engine.search(q)).pages.map((p) => p.url);
    expect(await search('quota')).toEqual(['/title/', '/heading/', '/body/', '/longer/']);
  });

  it('treats the last word as a prefix while typing, forgives one typo, and returns nothing for noise', async () => {
    expect(await urls('checks')).toEqual(['/install/']);
    expect(await urls('instal')).toEqual(['/install/']);
    expect(await urls('repositroy')).toEqual(['/install/']);
    expect(await urls('the ')).toEqual([]);
    expect(await urls('zzqq')).toEqual([]);
  });

  it('reports the matched terms for highlighting', async () => {
    const { terms } = await engine().search('signed packages');
    expect(highlight('The package is signed.', terms)).toEqual([
      ['The ', false],
      ['package', true],
      [' is ', false],
      ['signed', true],
      ['.', false],
    ]);
  });

  it('shows the words around the first match, cut at word boundaries', () => {
    const text = `${'Filler words before the match. '.repeat(10)}The kubeconfig file holds a token. ${'More words after it. '.repeat(12)}`;
    const excerpt = excerptAround(text, new Set(['kubeconfig']));
    expect(excerpt).toMatch(/^…\S.* The kubeconfig file holds a token\. More .*\S…$/);
    expect(excerpt.length).toBeLessThanOrEqual(202);
    expect(excerptAround(text, new Set(['absent']))).toMatch(/^Filler words before/);
    expect(excerptAround('Short text.', new Set(['short']))).toBe('Short text.');
  });

  it('counts every matching page, beyond those it shows', async () => {
    const many = Array.from({ length: 14 }, (_, i) => page(`/p${String(i).padStart(2, '0')}/`, `Widget ${i}`, [intro('A widget page.')]));
    const results = await engineOf(buildSearchIndex(many)).engine.search('widget');
    expect(results.pages).toHaveLength(10);
    expect(results.total).toBe(14);
  });
});
